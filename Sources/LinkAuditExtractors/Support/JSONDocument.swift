/// A parsed JSON document that remembers where every string sits in the file.
///
/// Foundation's `JSONSerialization` gives no positions, so string tables in JSON (String Catalogs)
/// are read with this small parser instead. It works on the UTF-8 bytes directly; objects keep
/// their members in file order (duplicate keys are kept too); strings are stored as byte ranges and
/// decoded on demand, with a map from each decoded byte to its file byte offset.
struct JSONDocument: Sendable {
    /// A JSON value. Numbers keep their source range; nothing in linkaudit needs their value.
    indirect enum Value: Sendable {
        case object(Object)
        case array([Value])
        case string(StringToken)
        case number(Range<Int>)
        case bool(Bool)
        case null

        /// The object, when this value is one.
        var object: Object? {
            if case .object(let object) = self { return object }
            return nil
        }

        /// The string token, when this value is a string.
        var string: StringToken? {
            if case .string(let token) = self { return token }
            return nil
        }
    }

    /// A string as written: the bytes between its quotes.
    struct StringToken: Sendable {
        /// 0-based file byte range of the content between the quotes.
        var range: Range<Int>
        /// Whether the content holds a backslash escape (decoding must then rewrite it).
        var hasEscapes: Bool

        /// 0-based file byte offset of the opening quote.
        var quoteOffset: Int { range.lowerBound - 1 }
    }

    /// An object's members in file order.
    struct Object: Sendable {
        struct Member: Sendable {
            /// The decoded key.
            var key: String
            var keyToken: StringToken
            var value: Value
            /// 0-based file byte offset just past the value's last byte (its closing brace or
            /// bracket, quote, or last digit or letter).
            var valueEnd = 0
        }

        var members: [Member]

        /// The value of the first member named `key`.
        subscript(key: String) -> Value? {
            members.first { $0.key == key }?.value
        }
    }

    /// A syntax error: where it is and what is wrong, in words a person can act on.
    struct ParseError: Error, Equatable {
        /// 1-based line.
        var line: Int
        /// 1-based UTF-8 byte column (the last byte of the file for an unexpected end of file).
        var column: Int
        var message: String
    }

    /// The document's UTF-8 bytes.
    let bytes: [UInt8]
    let root: Value

    /// Parses UTF-8 JSON text.
    /// - Parameter bytes: the text, UTF-8 without BOM.
    /// - Throws: `ParseError` at the first syntax error.
    init(parsing bytes: [UInt8]) throws(ParseError) {
        var parser = JSONParser(bytes: bytes)
        do {
            self.root = try parser.parseDocument()
        } catch {
            let position = LineIndex(bytes).position(ofByte: error.offset)
            var message = error.message
            if let opening = error.openingOffset {
                let open = LineIndex(bytes).position(ofByte: opening)
                message += " (opened at line \(open.line), column \(open.utf8Column))"
            }
            throw ParseError(line: position.line, column: position.utf8Column, message: message)
        }
        self.bytes = bytes
    }

    /// The decoded text of a string token.
    func string(_ token: StringToken) -> String {
        if !token.hasEscapes { return String(decoding: bytes[token.range], as: UTF8.self) }
        return String(decoding: decode(token).bytes, as: UTF8.self)
    }

    /// Decodes a string token, mapping every decoded byte to its file byte offset (escapes map to
    /// their backslash; the map ends with the closing quote's offset). Unpaired `\u` surrogates
    /// become U+FFFD and are listed in the builder's `unpairedSurrogates`.
    func decode(_ token: StringToken) -> EscapedTextBuilder {
        var builder = EscapedTextBuilder(capacity: token.range.count)
        var index = token.range.lowerBound
        let end = token.range.upperBound
        while index < end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < end else {
                builder.appendLiteral(byte, at: index)
                index += 1
                continue
            }
            let escape = index
            let next = bytes[index + 1]
            index += 2
            switch next {
            case UInt8(ascii: "n"): builder.appendScalar(0x0A, at: escape)
            case UInt8(ascii: "t"): builder.appendScalar(0x09, at: escape)
            case UInt8(ascii: "r"): builder.appendScalar(0x0D, at: escape)
            case UInt8(ascii: "b"): builder.appendScalar(0x08, at: escape)
            case UInt8(ascii: "f"): builder.appendScalar(0x0C, at: escape)
            case UInt8(ascii: "u"):
                var unit: UInt16 = 0
                var digits = 0
                while digits < 4, index < end, let digit = ASCII.hexValue(bytes[index]) {
                    unit = unit << 4 | UInt16(digit)
                    digits += 1
                    index += 1
                }
                builder.appendUTF16(unit, at: escape)
            default:
                builder.appendScalar(UInt32(next), at: escape) // `\"`, `\\`, `\/`
            }
        }
        builder.finish(endOffset: end)
        return builder
    }
}

/// The recursive-descent parser behind `JSONDocument`; reports errors by byte offset.
private struct JSONParser {
    struct Failure: Error {
        var offset: Int
        var message: String
        /// Where the unterminated construct began, for end-of-file errors.
        var openingOffset: Int?
    }

    /// Deeper nesting than this is refused rather than risking the stack.
    static let maximumDepth = 512

    let bytes: [UInt8]
    var index = 0
    var depth = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(Failure) -> JSONDocument.Value {
        skipWhitespace()
        guard index < bytes.count else {
            throw Failure(offset: index, message: "empty file: expected a JSON value")
        }
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw Failure(offset: index, message: "unexpected \(describe(index)) after the end of the JSON value")
        }
        return value
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func parseValue() throws(Failure) -> JSONDocument.Value {
        guard index < bytes.count else {
            throw Failure(offset: index, message: "unexpected end of file: expected a JSON value")
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default:
            throw Failure(
                offset: index,
                message: "unexpected \(describe(index)): expected a JSON value (object, array, string, number, true, false or null)")
        }
    }

    private mutating func enter(_ opening: Int) throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth {
            throw Failure(offset: opening, message: "nesting deeper than \(Self.maximumDepth) levels")
        }
    }

    private mutating func parseObject() throws(Failure) -> JSONDocument.Value {
        let opening = index
        try enter(opening)
        index += 1
        var members: [JSONDocument.Object.Member] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(JSONDocument.Object(members: members))
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else {
                throw Failure(offset: index, message: "unexpected end of file: unterminated object", openingOffset: opening)
            }
            guard bytes[index] == UInt8(ascii: "\"") else {
                let hint = bytes[index] == UInt8(ascii: "}") ? " (a trailing comma before '}'?)" : ""
                throw Failure(offset: index, message: "expected a quoted member name, found \(describe(index))\(hint)")
            }
            let keyToken = try parseString()
            let key =
                keyToken.hasEscapes
                ? String(decoding: JSONDocument.decodeKey(keyToken, in: bytes), as: UTF8.self)
                : String(decoding: bytes[keyToken.range], as: UTF8.self)
            skipWhitespace()
            guard index < bytes.count else {
                throw Failure(offset: index, message: "unexpected end of file: unterminated object", openingOffset: opening)
            }
            guard bytes[index] == UInt8(ascii: ":") else {
                throw Failure(offset: index, message: "expected ':' after member name \"\(key)\", found \(describe(index))")
            }
            index += 1
            skipWhitespace()
            guard index < bytes.count else {
                throw Failure(offset: index, message: "unexpected end of file: unterminated object", openingOffset: opening)
            }
            let value = try parseValue()
            members.append(JSONDocument.Object.Member(key: key, keyToken: keyToken, value: value, valueEnd: index))
            if try endsAfterValue(
                closer: UInt8(ascii: "}"), opening: opening, container: "object",
                expected: "',' or '}' after the value of \"\(key)\"")
            {
                return .object(JSONDocument.Object(members: members))
            }
        }
    }

    /// After a member or element: `,` (returns `false`, more follow) or the closer (returns `true`,
    /// the container ends). Anything else is located as an error.
    private mutating func endsAfterValue(closer: UInt8, opening: Int, container: String, expected: String) throws(Failure) -> Bool {
        skipWhitespace()
        guard index < bytes.count else {
            throw Failure(offset: index, message: "unexpected end of file: unterminated \(container)", openingOffset: opening)
        }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            return false
        }
        if bytes[index] == closer {
            index += 1
            depth -= 1
            return true
        }
        throw Failure(offset: index, message: "expected \(expected), found \(describe(index))")
    }

    private mutating func parseArray() throws(Failure) -> JSONDocument.Value {
        let opening = index
        try enter(opening)
        index += 1
        var elements: [JSONDocument.Value] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else {
                throw Failure(offset: index, message: "unexpected end of file: unterminated array", openingOffset: opening)
            }
            if bytes[index] == UInt8(ascii: "]") {
                throw Failure(offset: index, message: "expected a value, found ']' (a trailing comma before ']'?)")
            }
            elements.append(try parseValue())
            if try endsAfterValue(closer: UInt8(ascii: "]"), opening: opening, container: "array", expected: "',' or ']' in array") {
                return .array(elements)
            }
        }
    }

    /// Scans a string from its opening quote, validating escapes; does not decode.
    private mutating func parseString() throws(Failure) -> JSONDocument.StringToken {
        let opening = index
        index += 1
        let start = index
        var hasEscapes = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let token = JSONDocument.StringToken(range: start..<index, hasEscapes: hasEscapes)
                index += 1
                return token
            }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                guard index + 1 < bytes.count else { break }
                switch bytes[index + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index += 2
                case UInt8(ascii: "u"):
                    for digit in 2..<6 where index + digit >= bytes.count || ASCII.hexValue(bytes[index + digit]) == nil {
                        throw Failure(offset: index, message: "invalid escape: '\\u' must be followed by 4 hexadecimal digits")
                    }
                    index += 6
                default:
                    throw Failure(
                        offset: index,
                        message: "invalid escape \(describe(index + 1)) after a backslash in a string (write '\\\\' for a backslash)")
                }
                continue
            }
            index += 1
        }
        throw Failure(offset: bytes.count, message: "unexpected end of file: unterminated string", openingOffset: opening)
    }

    private mutating func parseNumber() throws(Failure) -> JSONDocument.Value {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerDigits = skipDigits()
        guard integerDigits > 0 else {
            throw Failure(offset: start, message: "invalid number: expected a digit after '-'")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() > 0 else { throw Failure(offset: index, message: "invalid number: expected a digit after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() > 0 else { throw Failure(offset: index, message: "invalid number: expected an exponent") }
        }
        return .number(start..<index)
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(Failure) {
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for (offset, byte) in expected.enumerated() {
            guard index + offset < bytes.count, bytes[index + offset] == byte else {
                throw Failure(
                    offset: min(index + offset, bytes.count),
                    message: index + offset >= bytes.count
                        ? "unexpected end of file in '\(literal)'"
                        : "unexpected \(describe(index + offset)): expected '\(literal)'")
            }
        }
        index += expected.count
    }

    /// `'x'` for the character at `offset`, `end of file` past the end.
    private func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        switch bytes[offset] {
        case 0x0A, 0x0D: return "end of line"
        default: return "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
        }
    }
}

extension JSONDocument {
    /// Decodes a key while the document is being built (before `JSONDocument` exists).
    fileprivate static func decodeKey(_ token: StringToken, in bytes: [UInt8]) -> [UInt8] {
        JSONDocument(bytes: bytes, root: .null).decode(token).bytes
    }

    private init(bytes: [UInt8], root: Value) {
        self.bytes = bytes
        self.root = root
    }
}
