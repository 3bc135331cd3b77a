#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File paths as text without loss. Linux allows any byte but `/` and NUL in a name, and a name
/// that is not UTF-8 (`caf\xE9.md`, written in Latin-1) has no `String` of its own. Here each byte
/// that is not part of a UTF-8 character stands as one scalar of Unicode's last private-use block,
/// U+10FF80 + (byte - 0x80), so that the text maps back to the very bytes (``bytes(_:)``) and two
/// names never share a text. A name that holds such a scalar itself (four bytes `F4 8F BE`/`BF` …)
/// has those bytes escaped too. Reports show the text through ``shown(_:)``: each escaped byte
/// written `\xE9`. File-system calls take the bytes (``contents(atPath:)``), never the text.
public enum PathText {
    /// The first scalar that stands for a byte: U+10FF80 is byte 0x80, U+10FFFF byte 0xFF.
    static let firstEscape: UInt32 = 0x10FF80

    /// The text of a path's bytes: the bytes themselves when they are UTF-8 without an escape
    /// scalar, else each stray byte escaped.
    public static func text(_ bytes: some Collection<UInt8>) -> String {
        if let text = String(validating: bytes, as: UTF8.self), !text.unicodeScalars.contains(where: isEscape) { return text }
        let bytes = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            var taken = false
            // The shortest prefix that is one UTF-8 character (1 to 4 bytes).
            for length in 1...4 where index + length <= bytes.count {
                guard let character = String(validating: bytes[index..<index + length], as: UTF8.self) else { continue }
                if character.unicodeScalars.contains(where: isEscape) { break }
                scalars.append(contentsOf: character.unicodeScalars)
                index += length
                taken = true
                break
            }
            if !taken {
                scalars.append(Unicode.Scalar(firstEscape + UInt32(bytes[index]) - 0x80)!)
                index += 1
            }
        }
        return String(scalars)
    }

    /// The bytes a path's text stands for (``text(_:)`` undone).
    public static func bytes(_ text: String) -> [UInt8] {
        guard text.unicodeScalars.contains(where: isEscape) else { return Array(text.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if isEscape(scalar) {
                bytes.append(UInt8(scalar.value - firstEscape + 0x80))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// A path's text as reports show it: each escaped byte written `\xE9`, the rest as it is.
    public static func shown(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isEscape) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if isEscape(scalar) {
                shown += "\\x" + String(scalar.value - firstEscape + 0x80, radix: 16, uppercase: true)
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// Whether a scalar stands for a byte.
    static func isEscape(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= firstEscape }

    /// Calls `body` with the path as a NUL-terminated C string.
    public static func withCPath<T>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    /// `realpath(3)`: the canonical absolute path, links and `..` resolved; `nil` and `errno`
    /// (`ELOOP` for a loop of links, `ENOENT` for a dangling one) when it cannot be resolved.
    public static func realPath(_ path: [UInt8]) -> (path: [UInt8]?, errorNumber: Int32) {
        withCPath(path) { pointer in
            guard let resolved = realpath(pointer, nil) else { return (nil, errno) }
            defer { free(resolved) }
            return (Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved))), 0)
        }
    }

    /// Why a file's bytes could not be had.
    public enum ReadFailure: Error, Equatable, Sendable {
        /// `open(2)` or `read(2)` failed with this `errno`.
        case system(Int32)
        /// What was opened is not a regular file (a FIFO or a folder put in the file's place);
        /// `mode` is its `st_mode`.
        case notRegular(mode: UInt32)
        /// What was opened is not the file found before (another device and inode: the file was
        /// replaced, or a symbolic link on its path now leads elsewhere).
        case replaced
        /// Larger than `limit` bytes.
        case tooLarge(limit: Int)
    }

    /// The identity of a file: the device and inode `stat(2)` gives.
    public struct FileIdentity: Hashable, Sendable {
        public var device: UInt64
        public var inode: UInt64

        public init(device: UInt64, inode: UInt64) {
            self.device = device
            self.inode = inode
        }
    }

    /// The bytes of the regular file at `path` (links followed), opened without blocking (a FIFO
    /// put in its place is refused, never waited on) and without becoming a terminal's reader.
    /// - Parameters:
    ///   - expected: the identity discovery saw; what is opened must have it.
    ///   - limit: the most bytes read; a larger file is refused.
    /// - Returns: the bytes, or why there are none.
    public static func contents(
        ofBytes path: [UInt8], expected: FileIdentity? = nil, limit: Int = .max
    ) -> Result<[UInt8], ReadFailure> {
        let descriptor = withCPath(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
        guard descriptor >= 0 else { return .failure(.system(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.system(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular(mode: UInt32(info.st_mode))) }
        if let expected, expected != FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)) {
            return .failure(.replaced)
        }
        guard Int(info.st_size) <= limit else { return .failure(.tooLarge(limit: limit)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return .success(bytes) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.system(errno))
            }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > limit { return .failure(.tooLarge(limit: limit)) }
        }
    }

    /// The bytes of the regular file whose path's text is `path` (``contents(ofBytes:expected:limit:)``),
    /// or `nil`.
    public static func contents(atPath path: String, limit: Int = .max) -> [UInt8]? {
        try? contents(ofBytes: bytes(path), limit: limit).get()
    }

    /// What `stat(2)` (links followed) says of the path: `S_IFREG`, `S_IFDIR` … of its mode, or
    /// `nil` when nothing is there.
    public static func fileType(atPath path: String) -> UInt32? {
        var info = stat()
        guard withCPath(bytes(path), { stat($0, &info) }) == 0 else { return nil }
        return UInt32(info.st_mode & S_IFMT)
    }

    /// Whether a folder is at `path` (links followed).
    public static func isFolder(_ path: String) -> Bool { fileType(atPath: path) == UInt32(S_IFDIR) }

    /// Whether something other than a folder is at `path` (links followed).
    public static func isFile(_ path: String) -> Bool { fileType(atPath: path).map { $0 != UInt32(S_IFDIR) } ?? false }

    /// Whether anything is at `path` (links followed).
    public static func exists(_ path: String) -> Bool { fileType(atPath: path) != nil }
}
