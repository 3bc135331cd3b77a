/// One `"key" = "value";` entry of a `.strings` table.
struct StringsEntry: Sendable {
    /// The decoded key.
    var key: String
    /// 0-based byte offset of the key's first byte (its opening quote, if quoted) in the text.
    var keyOffset: Int
    /// The decoded value, UTF-8.
    var value: [UInt8]
    /// `valueOffsets[i]` is the 0-based text byte offset of `value[i]`; one extra trailing entry
    /// holds the offset of the closing delimiter.
    var valueOffsets: [Int]
    /// The translator comment written immediately before the entry, without `/* */` or `//`, trimmed.
    var comment: String?
    /// Whether the value is a quoted string of its own: not the key (`"key";`), nor unquoted.
    var hasQuotedValue = false
}

/// Reads the entries of a `.strings` table (old-style property list dictionary without braces),
/// keeping the byte offset of every decoded byte.
///
/// Grammar: `key = value ;` or `key ;` (the value is then the key), where each of key and value is
/// a quoted string or an unquoted run of `[A-Za-z0-9_.$:-]`; `/* … */` and `// …` comments and
/// whitespace may appear between tokens. Escapes in quoted strings: `\"`, `\\`, `\'`, `\n`, `\t`,
/// `\r`, `\a`, `\b`, `\f`, `\v`, `\UXXXX` / `\uXXXX` (UTF-16 code units, surrogate pairs combined),
/// octal `\NNN`; any other escaped character stands for itself.
///
/// A syntax error stops the tokenizer; entries read before it are kept.
struct StringsTokenizer {
    /// A syntax error: 0-based text byte offset and a sentence a person can act on.
    struct SyntaxError: Error, Equatable {
        var offset: Int
        var message: String
    }

    /// The result of tokenizing a table.
    struct Result {
        var entries: [StringsEntry] = []
        /// The first syntax error; the tokenizer stopped there.
        var error: SyntaxError?
        /// Non-fatal remarks (an unpaired surrogate replaced with U+FFFD), by text byte offset.
        var warnings: [(offset: Int, message: String)] = []
        /// Every comment read, in order (`/* … */` and `// …`), where a suppression may be written.
        var comments: [SourceComment] = []
    }

    private let text: [UInt8]
    private var index = 0
    private var result = Result()
    /// The last comment seen since the previous entry, if it is the entry's own.
    private var pendingComment: String?
    /// Offset just past the previous entry's `;`, to tell a trailing comment from a leading one.
    private var previousEntryEnd: Int?

    /// Tokenizes UTF-8 text.
    /// - Parameter text: the table's text, UTF-8 without BOM.
    static func tokenize(_ text: [UInt8]) -> Result {
        var tokenizer = StringsTokenizer(text: text)
        do {
            try tokenizer.run()
        } catch {
            tokenizer.result.error = error
        }
        return tokenizer.result
    }

    private init(text: [UInt8]) {
        self.text = text
    }

    private mutating func run() throws(SyntaxError) {
        try skipTrivia()
        // A table may be written as a whole old-style dictionary: `{ "key" = "value"; }`.
        let brace: Int? = index < text.count && text[index] == UInt8(ascii: "{") ? index : nil
        if brace != nil { index += 1 }
        while true {
            try skipTrivia()
            if let brace {
                guard index < text.count else {
                    throw SyntaxError(offset: brace, message: "unterminated dictionary: this '{' has no closing '}'")
                }
                if text[index] == UInt8(ascii: "}") {
                    index += 1
                    try skipTrivia()
                    if index < text.count {
                        throw SyntaxError(offset: index, message: "unexpected \(describe(index)) after the closing '}' of the table")
                    }
                    return
                }
            }
            guard index < text.count else { return }
            let keyOffset = index
            guard let keyToken = try readToken() else {
                // A table that starts with `<` is an XML property list, read by `PropertyListStrings`.
                throw SyntaxError(offset: index, message: "expected a quoted key (\"key\" = \"value\";), found \(describe(index))")
            }
            let key = String(decoding: keyToken.bytes, as: UTF8.self)
            let comment = pendingComment
            pendingComment = nil
            try skipTrivia()
            var value = keyToken
            var hasQuotedValue = false
            if index < text.count, text[index] == UInt8(ascii: "=") {
                index += 1
                try skipTrivia()
                guard let valueToken = try readToken() else {
                    throw SyntaxError(
                        offset: index,
                        message: index < text.count
                            ? "expected a quoted value after '=' for key \"\(key)\", found \(describe(index))"
                            : "unexpected end of file: missing the value of key \"\(key)\"")
                }
                value = valueToken
                hasQuotedValue = valueToken.quoted
                try skipTrivia()
                if index < text.count, text[index] != UInt8(ascii: ";") {
                    let hint = valueToken.quoted ? "; unescaped quote inside a value? Write it as \\\"" : ""
                    throw SyntaxError(
                        offset: index,
                        message:
                            "expected ';' after the value of \"\(key)\", found \(describe(index))\(hint)")
                }
            } else if index < text.count, text[index] != UInt8(ascii: ";") {
                throw SyntaxError(offset: index, message: "expected '=' after key \"\(key)\", found \(describe(index))")
            }
            if index < text.count {
                index += 1 // the ';'
            } else {
                result.warnings.append(
                    (
                        offset: max(0, text.count - 1),
                        message: "missing ';' after the last entry (\"\(key)\")"
                    ))
            }
            previousEntryEnd = index
            pendingComment = nil // comments inside the entry belong to no one
            result.entries.append(
                StringsEntry(
                    key: key, keyOffset: keyOffset, value: value.bytes,
                    valueOffsets: value.offsets, comment: comment, hasQuotedValue: hasQuotedValue))
        }
    }

    // MARK: - Trivia

    /// Skips whitespace and comments, remembering the last comment as the next entry's.
    private mutating func skipTrivia() throws(SyntaxError) {
        while index < text.count {
            let byte = text[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
                index += 1
            } else if byte == 0xEF, index + 2 < text.count, text[index + 1] == 0xBB, text[index + 2] == 0xBF {
                index += 3 // a stray BOM (concatenated files)
            } else if byte == UInt8(ascii: "/"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "*") {
                let start = index
                var end = index + 2
                while end + 1 < text.count, !(text[end] == UInt8(ascii: "*") && text[end + 1] == UInt8(ascii: "/")) { end += 1 }
                guard end + 1 < text.count else {
                    throw SyntaxError(offset: start, message: "unterminated comment: this '/*' has no closing '*/'")
                }
                noteComment(start: start, body: (start + 2)..<end, lastByte: end + 1)
                index = end + 2
            } else if byte == UInt8(ascii: "/"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "/") {
                let start = index
                var end = index + 2
                while end < text.count, text[end] != 0x0A, text[end] != 0x0D { end += 1 }
                noteComment(start: start, body: (start + 2)..<end, lastByte: end - 1)
                index = end
            } else {
                return
            }
        }
    }

    /// Records a comment, and keeps it as the next entry's translator comment unless it trails the
    /// previous entry on the same line (`"a" = "b"; // about a`) or is a suppression directive
    /// (which is for linkaudit, not for translators).
    private mutating func noteComment(start: Int, body: Range<Int>, lastByte: Int) {
        let found = SourceComment(start: start, lastByte: lastByte, body: body)
        result.comments.append(found)
        if found.mayBeDirective(in: text) { return }
        if let previousEntryEnd, !text[previousEntryEnd..<start].contains(where: { $0 == 0x0A || $0 == 0x0D }) {
            return
        }
        let comment = String(decoding: text[body], as: UTF8.self).trimmingWhitespace
        pendingComment = comment.isEmpty ? nil : comment
    }

    // MARK: - Tokens

    private struct Token {
        var bytes: [UInt8]
        var offsets: [Int]
        var quoted: Bool
    }

    /// Reads a quoted or unquoted string at `index`, or returns `nil` when none starts there.
    private mutating func readToken() throws(SyntaxError) -> Token? {
        guard index < text.count else { return nil }
        let byte = text[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            return try readQuoted(delimiter: byte)
        }
        guard Self.isPlain(byte) else { return nil }
        var builder = EscapedTextBuilder()
        while index < text.count, Self.isPlain(text[index]) {
            builder.appendLiteral(text[index], at: index)
            index += 1
        }
        builder.finish(endOffset: index)
        return Token(bytes: builder.bytes, offsets: builder.offsets, quoted: false)
    }

    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "$"), UInt8(ascii: ":"):
            true
        default:
            false
        }
    }

    /// Reads a quoted string starting at its opening delimiter, decoding escapes.
    private mutating func readQuoted(delimiter: UInt8) throws(SyntaxError) -> Token {
        let open = index
        index += 1
        var builder = EscapedTextBuilder(capacity: 64)
        while index < text.count {
            let byte = text[index]
            if byte == delimiter {
                builder.finish(endOffset: index)
                index += 1
                for offset in builder.unpairedSurrogates {
                    result.warnings.append((offset: offset, message: "unpaired UTF-16 surrogate escape replaced with U+FFFD"))
                }
                return Token(bytes: builder.bytes, offsets: builder.offsets, quoted: true)
            }
            if byte != UInt8(ascii: "\\") {
                builder.appendLiteral(byte, at: index)
                index += 1
                continue
            }
            let escape = index
            guard index + 1 < text.count else { break }
            let next = text[index + 1]
            index += 2
            switch next {
            case UInt8(ascii: "n"): builder.appendScalar(0x0A, at: escape)
            case UInt8(ascii: "t"): builder.appendScalar(0x09, at: escape)
            case UInt8(ascii: "r"): builder.appendScalar(0x0D, at: escape)
            case UInt8(ascii: "a"): builder.appendScalar(0x07, at: escape)
            case UInt8(ascii: "b"): builder.appendScalar(0x08, at: escape)
            case UInt8(ascii: "f"): builder.appendScalar(0x0C, at: escape)
            case UInt8(ascii: "v"): builder.appendScalar(0x0B, at: escape)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var unit: UInt16 = 0
                var digits = 0
                while digits < 4, index < text.count, let digit = ASCII.hexValue(text[index]) {
                    unit = unit << 4 | UInt16(digit)
                    digits += 1
                    index += 1
                }
                if digits == 0 {
                    builder.appendScalar(UInt32(next), at: escape)
                } else {
                    builder.appendUTF16(unit, at: escape)
                }
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(next - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < text.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(text[index]) {
                    value = value << 3 | UInt32(text[index] - UInt8(ascii: "0"))
                    digits += 1
                    index += 1
                }
                builder.appendScalar(value, at: escape)
            default:
                // `\"`, `\\`, `\'` and any other escaped byte stand for themselves; a multi-byte
                // character after the backslash is copied whole by the following iterations.
                if next < 0x80 {
                    builder.appendScalar(UInt32(next), at: escape)
                } else {
                    index -= 1
                }
            }
        }
        throw SyntaxError(
            offset: open,
            message:
                "unterminated string: this quote is never closed (missing closing \(delimiter == UInt8(ascii: "'") ? "'" : "\"") before the end of the file)"
        )
    }

    /// Describes the character at `offset` for an error message: `'h'`, `end of file`.
    private func describe(_ offset: Int) -> String {
        guard offset < text.count else { return "end of file" }
        var end = offset + 1
        while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(decoding: text[offset..<end], as: UTF8.self)
        switch character {
        case "\n", "\r": return "end of line"
        case "'": return "\"'\""
        default: return "'\(character)'"
        }
    }
}

extension String {
    /// The string without leading and trailing ASCII whitespace and newlines.
    var trimmingWhitespace: String {
        let bytes = Array(utf8)
        var start = 0
        var end = bytes.count
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
