import LinkAuditExtractors
import LinkAuditModel
import LinkAuditReporters

/// How the protocol counts characters in a line, as negotiated at `initialize`: UTF-16 code units
/// (the protocol's default) or UTF-8 bytes (linkaudit's own columns).
enum PositionEncoding: String {
    case utf16 = "utf-16"
    case utf8 = "utf-8"
}

/// A text's lines, to turn linkaudit's positions (1-based lines, 1-based UTF-8 byte columns) into
/// the protocol's (0-based lines, characters in the negotiated encoding) and back. Lines end at
/// `\n`, `\r\n` or `\r`, as the protocol and linkaudit's own line index count them.
struct TextLines {
    let bytes: [UInt8]
    /// Where each line starts (the project's ``LineIndex``, which counts line breaks as these do).
    let index: LineIndex

    /// The offset of each line's first byte.
    var starts: [Int] { index.lineStarts }

    init(_ text: String) {
        bytes = Array(text.utf8)
        index = LineIndex(bytes)
    }

    /// The bytes of 1-based `line` without its line break; empty past the end.
    func content(ofLine line: Int) -> ArraySlice<UInt8> {
        guard line >= 1, line <= index.lineCount else { return [] }
        return bytes[index.lineRange(line, in: bytes)]
    }

    /// The protocol position of a 1-based line and 1-based UTF-8 column (clamped to the line).
    func position(line: Int, utf8Column: Int, encoding: PositionEncoding) -> JSONValue {
        let content = content(ofLine: line)
        let prefix = content.prefix(max(0, utf8Column - 1))
        let character: Int
        switch encoding {
        case .utf8: character = prefix.count
        case .utf16: character = String(decoding: prefix, as: UTF8.self).utf16.count
        }
        return ["line": .int(max(0, line - 1)), "character": .int(character)]
    }

    /// The 1-based UTF-8 column of a protocol position's character on its 0-based line (clamped
    /// to the line; a character inside a UTF-16 surrogate pair counts as its scalar's start).
    func utf8Column(line: Int, character: Int, encoding: PositionEncoding) -> Int {
        let content = content(ofLine: line + 1)
        switch encoding {
        case .utf8: return min(max(0, character), content.count) + 1
        case .utf16:
            var units = 0
            var bytes = 0
            for scalar in String(decoding: content, as: UTF8.self).unicodeScalars {
                if units >= character { break }
                units += scalar.utf16.count
                bytes += scalar.utf8.count
            }
            return bytes + 1
        }
    }

    /// The 1-based UTF-8 column just past the last character of `line` that is not white space.
    func endOfText(line: Int) -> Int {
        let content = content(ofLine: line)
        var end = content.endIndex
        while end > content.startIndex, content[end - 1] == 0x20 || content[end - 1] == 0x09 { end -= 1 }
        return end - content.startIndex + 1
    }
}

/// `file:` URIs and the paths they name.
enum DocumentURI {
    /// The absolute path a `file:` URI names (`file:///a/b%20c.md`, `file://localhost/a`), as
    /// ``PathText`` writes a path: percent-encoded bytes that are not UTF-8 keep their bytes.
    /// `nil` for another scheme or a relative path.
    static func path(of uri: String) -> String? {
        let lowered = uri.lowercased()
        guard lowered.hasPrefix("file://") else { return nil }
        var rest = Array(uri.utf8.dropFirst(7))
        if rest.starts(with: "localhost".utf8) { rest.removeFirst(9) }
        guard rest.first == UInt8(ascii: "/") else { return nil }
        var bytes: [UInt8] = []
        var index = 0
        while index < rest.count {
            if rest[index] == UInt8(ascii: "%"), index + 2 < rest.count,
                let value = UInt8(String(decoding: rest[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                index += 3
            } else {
                bytes.append(rest[index])
                index += 1
            }
        }
        // A NUL byte names no file.
        guard !bytes.contains(0) else { return nil }
        return PathText.text(bytes)
    }

    /// The `file:` URI of an absolute path (``PathText``), each byte percent-encoded but the
    /// unreserved characters and `/`.
    static func uri(ofPath path: String) -> String { "file://" + URIPath.encoded(PathText.bytes(path)) }
}
