import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The Language Server Protocol's base protocol over a pair of file descriptors (issue 26,
/// section 2): each message is a header part (`Content-Length: N`, other fields ignored, each line
/// ended by `\r\n`), an empty line, then N bytes of UTF-8 JSON.
///
/// Input is hostile: a header part without a length, a length that is not a number, or one past
/// ``maximumLength`` is a framing error the server answers with a JSON-RPC error; the stream then
/// goes on with the next header part. Nothing but messages is ever written to the output.
final class MessageStream: @unchecked Sendable {
    /// The largest body read: 64 MiB (a 1,000-line page is about 100 kB).
    static let maximumLength = 64 << 20

    /// What reading the next message gave.
    enum Next {
        /// A message's body.
        case message([UInt8])
        /// A header part that names no usable length, with what was wrong.
        case framingError(String)
        /// The input ended.
        case end
    }

    private let input: Int32
    private let output: Int32
    private let writeLock = NSLock()
    private var buffer: [UInt8] = []
    private var start = 0

    init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// Reads the next message; blocks until one has arrived or the input ends.
    func next() -> Next {
        // The header part: lines up to an empty one.
        var length: Int?
        var problem: String?
        var sawHeader = false
        while true {
            guard let line = readLine() else { return sawHeader ? .framingError("the input ended inside a header") : .end }
            if line.isEmpty {
                if !sawHeader { continue }
                break
            }
            sawHeader = true
            let text = String(decoding: line, as: UTF8.self)
            guard let colon = text.firstIndex(of: ":") else {
                problem = "a header line without ':'"
                continue
            }
            let name = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            guard name == "content-length" else { continue }
            let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard let number = Int(value), number >= 0 else {
                problem = "Content-Length is not a number"
                continue
            }
            if let earlier = length, earlier != number { problem = "two Content-Length headers disagree" }
            length = number
        }
        if problem == "two Content-Length headers disagree", let length {
            // Which body is meant cannot be known: the last count of bytes is skipped, never parsed.
            guard skip(length) else { return .end }
            return .framingError(problem!)
        }
        guard let length else { return .framingError(problem ?? "a message without Content-Length") }
        guard length <= Self.maximumLength else {
            // The body is skipped in pieces, never held.
            guard skip(length) else { return .end }
            return .framingError("a message of \(length) bytes, past the limit of \(Self.maximumLength)")
        }
        guard let body = read(length) else { return .end }
        return .message(body)
    }

    /// Writes one message: its header, then `body`. Safe from any thread.
    func write(_ body: [UInt8]) {
        let header = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        writeLock.lock()
        defer { writeLock.unlock() }
        writeAll(header + body)
    }

    // MARK: - Reading

    /// Fills the buffer with more input; `false` at its end.
    private func fill() -> Bool {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk[..<count]
                return true
            }
            if count < 0, errno == EINTR { continue }
            return false
        }
    }

    /// One header line without its `\r\n` (a bare `\n` ends one too); `nil` at the end of input.
    private func readLine() -> [UInt8]? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                var line = Array(buffer[start..<newline])
                start = newline + 1
                if line.last == 0x0D { line.removeLast() }
                return line
            }
            // A header line past 64 kB is no header: it is taken as one, and judged as such.
            if buffer.count - start > 65_536 {
                let line = Array(buffer[start...])
                start = buffer.count
                return line
            }
            guard fill() else { return nil }
        }
    }

    /// The next `count` bytes; `nil` when the input ends first.
    private func read(_ count: Int) -> [UInt8]? {
        while buffer.count - start < count {
            guard fill() else { return nil }
        }
        let bytes = Array(buffer[start..<(start + count)])
        start += count
        return bytes
    }

    /// Skips `count` bytes; `false` when the input ends first.
    private func skip(_ count: Int) -> Bool {
        var left = count
        while left > 0 {
            if start == buffer.count, !fill() { return false }
            let taken = min(left, buffer.count - start)
            start += taken
            left -= taken
        }
        return true
    }

    // MARK: - Writing

    private func writeAll(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(output, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
