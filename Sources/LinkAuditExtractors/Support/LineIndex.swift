import Foundation
import LinkAuditModel

/// Converts UTF-8 byte offsets of one text to 1-based lines and UTF-8 byte columns, and back.
///
/// The only place where positions are computed. Lines end at `\n`, `\r\n` or a lone `\r`.
public struct LineIndex: Sendable {
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    /// Total length of the text in bytes.
    public let byteCount: Int
    /// The text itself (shared with the caller's array, not copied), to tell an escape from markup.
    let bytes: [UInt8]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        bytes.withUnsafeBufferPointer { (buffer: UnsafeBufferPointer<UInt8>) -> Void in
            guard let base = buffer.baseAddress else { return }
            let start = UnsafeRawPointer(base)
            let count = buffer.count
            // Without a CR every line ends at an LF, which memchr finds (most files: every page
            // is indexed once or more).
            if memchr(base, 0x0D, count) == nil {
                var offset = 0
                while offset < count, let found = memchr(base + offset, 0x0A, count - offset) {
                    offset = start.distance(to: UnsafeRawPointer(found)) + 1
                    starts.append(offset)
                }
                return
            }
            var index = 0
            while index < count {
                let byte = buffer[index]
                if byte == 0x0A {
                    starts.append(index + 1)
                } else if byte == 0x0D {
                    if index + 1 < count, buffer[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
        }
        lineStarts = starts
        byteCount = bytes.count
    }

    /// The position of the byte at `offset` (0-based); offsets past the end clamp to the last byte.
    public func position(ofByte offset: Int) -> SourcePosition {
        let clamped = max(0, min(offset, max(byteCount - 1, 0)))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        return SourcePosition(line: low + 1, utf8Column: clamped - lineStarts[low] + 1)
    }

    /// The byte offset of a 1-based line and UTF-8 column, or `nil` when the line does not exist.
    public func offset(line: Int, utf8Column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        return lineStarts[line - 1] + utf8Column - 1
    }

    /// The byte range of a 1-based line, without its line terminator.
    public func lineRange(_ line: Int, in bytes: [UInt8]) -> Range<Int> {
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    public var lineCount: Int { lineStarts.count }
}

/// Maps byte offsets of a piece of text that an extractor parses (a whole file, or a string value
/// decoded from a string table) back to positions in the file.
public struct SourceMap: Sendable {
    let lineIndex: LineIndex
    /// For decoded text: `offsets[i]` is the file byte offset of decoded byte `i`; `nil` means identity.
    let offsets: [Int]?

    /// The identity map of a whole file's UTF-8 bytes.
    public init(lineIndex: LineIndex) {
        self.lineIndex = lineIndex
        self.offsets = nil
    }

    /// A map for text decoded from the file: `offsets[i]` is the file byte offset of decoded byte `i`.
    /// One extra trailing entry (the offset just past the text) is allowed.
    public init(lineIndex: LineIndex, offsets: [Int]) {
        self.lineIndex = lineIndex
        self.offsets = offsets
    }

    /// The file position of byte `offset` of the parsed text.
    public func position(ofByte offset: Int) -> SourcePosition {
        guard let offsets else { return lineIndex.position(ofByte: offset) }
        if offsets.isEmpty { return lineIndex.position(ofByte: 0) }
        return lineIndex.position(ofByte: offsets[max(0, min(offset, offsets.count - 1))])
    }

    /// The span from byte `start` to byte `endInclusive` of the parsed text.
    /// When the last byte was decoded from an escape or entity (`&gt;`, `&#233;`, `\"`, `\u{1F600}`),
    /// the span ends at the escape's last byte. Markup the decoder skipped after it (`]]>` of a CDATA
    /// section, an XLIFF inline code, a closing tag) is never part of the span.
    public func span(from start: Int, through endInclusive: Int) -> SourceSpan {
        let end = max(start, endInclusive)
        guard let offsets, end + 1 < offsets.count, end >= 0 else {
            return SourceSpan(start: position(ofByte: start), end: position(ofByte: end))
        }
        let own = offsets[min(end, offsets.count - 1)]
        let last = escapeEnd(at: own, before: offsets[end + 1]) ?? own
        return SourceSpan(start: position(ofByte: start), end: lineIndex.position(ofByte: last))
    }

    /// The file offset of the last byte of the escape that starts at `offset`, when the file holds
    /// one there and it ends before `next` (where the next decoded byte comes from) on the same line:
    /// an entity `&…;` or a backslash escape. `nil` when the byte at `offset` is itself the text.
    func escapeEnd(at offset: Int, before next: Int) -> Int? {
        let bytes = lineIndex.bytes
        guard offset >= 0, offset < bytes.count, next - 1 > offset, next <= bytes.count else { return nil }
        let body = bytes[(offset + 1)..<next]
        switch bytes[offset] {
        case UInt8(ascii: "&"):
            // `&name;`, `&#233;`, `&#x1F600;`: letters, digits and `#` up to the first `;`.
            guard let semicolon = body.firstIndex(of: UInt8(ascii: ";")),
                body[..<semicolon].allSatisfy({ $0 == UInt8(ascii: "#") || ASCII.isAlphanumeric($0) })
            else { return nil }
            return semicolon
        case UInt8(ascii: "\\"):
            // `\"`, `\n`, `\U0001F600`, `\u{…}`, JSON `\uD83D\uDC49`: never markup, never a line break.
            let markup: Set<UInt8> = [UInt8(ascii: "<"), 0x0A, 0x0D]
            return body.contains(where: markup.contains) ? nil : next - 1
        default:
            return nil
        }
    }

    /// A map for text derived from this one: `derived[i]` is the offset in this map's text of
    /// byte `i` of the derived text.
    public func remapped(_ derived: [Int]) -> SourceMap {
        guard let offsets else { return SourceMap(lineIndex: lineIndex, offsets: derived) }
        let last = offsets.count - 1
        return SourceMap(lineIndex: lineIndex, offsets: derived.map { offsets[max(0, min($0, last))] })
    }
}
