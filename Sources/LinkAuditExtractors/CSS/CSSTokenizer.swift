/// Splits CSS into tokens the way CSS Syntax Module Level 3 (§4.3, "Tokenizer algorithms") does,
/// reading UTF-8 bytes and keeping each token's byte offsets.
///
/// Input preprocessing (§3.3) happens as bytes are read rather than on a copy: CR, CRLF and FF are
/// newlines, NUL reads as U+FFFD. Comments are consumed and produce no token, as the spec says.
/// Every step consumes at least one byte, so the time is linear in the input, whatever it holds
/// (unterminated strings, comments or URLs end at the end of input).
struct CSSTokenizer {
    private let bytes: [UInt8]
    private var index = 0

    /// Tokenizes `bytes` (UTF-8; other bytes read as U+FFFD where they end up in a value).
    static func tokens(_ bytes: [UInt8]) -> [CSSToken] {
        var tokenizer = CSSTokenizer(bytes: bytes)
        var tokens: [CSSToken] = []
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    // MARK: - Code point classes (§4.2)

    private func byte(_ offset: Int) -> UInt8? {
        let position = index + offset
        return position < bytes.count ? bytes[position] : nil
    }

    static func isNewline(_ byte: UInt8?) -> Bool { byte == 0x0A || byte == 0x0D || byte == 0x0C }
    static func isWhitespace(_ byte: UInt8?) -> Bool { byte == 0x20 || byte == 0x09 || isNewline(byte) }
    static func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
    static func isHexDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }
    /// Letters, `_`, non-ASCII (every byte of a multi-byte UTF-8 sequence) and NUL (read as U+FFFD).
    static func isIdentStart(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80 || byte == 0
    }
    static func isIdentCharacter(_ byte: UInt8?) -> Bool { isIdentStart(byte) || isDigit(byte) || byte == 0x2D }
    private static func isNonPrintable(_ byte: UInt8) -> Bool {
        byte <= 0x08 || byte == 0x0B || (byte >= 0x0E && byte <= 0x1F) || byte == 0x7F
    }

    /// §4.3.8: a `\` not followed by a newline.
    private func isValidEscape(at offset: Int) -> Bool {
        byte(offset) == 0x5C && !Self.isNewline(byte(offset + 1))
    }

    /// §4.3.9: whether the bytes at `offset` would start an ident sequence.
    private func wouldStartIdent(at offset: Int) -> Bool {
        let first = byte(offset)
        if first == 0x2D {
            return Self.isIdentStart(byte(offset + 1)) || byte(offset + 1) == 0x2D || isValidEscape(at: offset + 1)
        }
        if Self.isIdentStart(first) { return true }
        return isValidEscape(at: offset)
    }

    /// §4.3.10: whether the bytes at `offset` would start a number.
    private func wouldStartNumber(at offset: Int) -> Bool {
        let first = byte(offset)
        if first == 0x2B || first == 0x2D {
            if Self.isDigit(byte(offset + 1)) { return true }
            return byte(offset + 1) == 0x2E && Self.isDigit(byte(offset + 2))
        }
        if first == 0x2E { return Self.isDigit(byte(offset + 1)) }
        return Self.isDigit(first)
    }

    // MARK: - Consuming

    /// §4.3.1: the next token, or `nil` at the end of input.
    private mutating func next() -> CSSToken? {
        while byte(0) == 0x2F, byte(1) == 0x2A { skipComment() }
        guard let first = byte(0) else { return nil }
        let start = index
        func single(_ kind: CSSToken.Kind) -> CSSToken {
            index += 1
            return CSSToken(kind, start: start, end: index)
        }
        switch first {
        case _ where Self.isWhitespace(first):
            while Self.isWhitespace(byte(0)) { index += 1 }
            return CSSToken(.whitespace, start: start, end: index)
        case 0x22, 0x27: return consumeString(quote: first)
        case 0x23:
            if Self.isIdentCharacter(byte(1)) || isValidEscape(at: 1) {
                index += 1
                let isID = wouldStartIdent(at: 0)
                let name = consumeName()
                return CSSToken(.hash(isID: isID), value: name, start: start, end: index)
            }
            return delim()
        case 0x28: return single(.leftParen)
        case 0x29: return single(.rightParen)
        case 0x2B: return wouldStartNumber(at: 0) ? consumeNumeric() : delim()
        case 0x2C: return single(.comma)
        case 0x2D:
            if wouldStartNumber(at: 0) { return consumeNumeric() }
            if byte(1) == 0x2D, byte(2) == 0x3E {
                index += 3
                return CSSToken(.cdc, start: start, end: index)
            }
            return wouldStartIdent(at: 0) ? consumeIdentLike() : delim()
        case 0x2E: return wouldStartNumber(at: 0) ? consumeNumeric() : delim()
        case 0x3A: return single(.colon)
        case 0x3B: return single(.semicolon)
        case 0x3C:
            if byte(1) == 0x21, byte(2) == 0x2D, byte(3) == 0x2D {
                index += 4
                return CSSToken(.cdo, start: start, end: index)
            }
            return delim()
        case 0x40:
            if wouldStartIdent(at: 1) {
                index += 1
                let name = consumeName()
                return CSSToken(.atKeyword, value: name, start: start, end: index)
            }
            return delim()
        case 0x5B: return single(.leftBracket)
        case 0x5C: return isValidEscape(at: 0) ? consumeIdentLike() : delim()
        case 0x5D: return single(.rightBracket)
        case 0x7B: return single(.leftBrace)
        case 0x7D: return single(.rightBrace)
        case _ where Self.isDigit(first): return consumeNumeric()
        case _ where Self.isIdentStart(first): return consumeIdentLike()
        default: return delim()
        }
    }

    /// A delimiter token of the code point at the current byte (a whole UTF-8 sequence).
    private mutating func delim() -> CSSToken {
        let start = index
        var buffer: [UInt8] = []
        appendCodePoint(to: &buffer)
        return CSSToken(.delim, value: String(decoding: buffer, as: UTF8.self), start: start, end: index)
    }

    /// §4.3.2: `/*` to `*/` or the end of input.
    private mutating func skipComment() {
        index += 2
        while index < bytes.count {
            if bytes[index] == 0x2A, byte(1) == 0x2F {
                index += 2
                return
            }
            index += 1
        }
    }

    /// Appends the code point at the current byte to `buffer` and consumes it: NUL as U+FFFD, a
    /// UTF-8 sequence whole (as far as its continuation bytes go).
    private mutating func appendCodePoint(to buffer: inout [UInt8]) {
        let lead = bytes[index]
        index += 1
        if lead == 0 {
            buffer += [0xEF, 0xBF, 0xBD]
            return
        }
        buffer.append(lead)
        guard lead >= 0xC0 else { return }
        var remaining = lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : 1
        while remaining > 0, let next = byte(0), next & 0xC0 == 0x80 {
            buffer.append(next)
            index += 1
            remaining -= 1
        }
    }

    /// §4.3.7: after a `\` (already consumed), the escaped code point, appended to `buffer`.
    private mutating func consumeEscape(into buffer: inout [UInt8]) {
        guard index < bytes.count else {
            buffer += [0xEF, 0xBF, 0xBD]
            return
        }
        guard Self.isHexDigit(bytes[index]) else {
            appendCodePoint(to: &buffer)
            return
        }
        var value: UInt32 = 0
        var count = 0
        while count < 6, Self.isHexDigit(byte(0)) {
            value = value * 16 + UInt32(Character(Unicode.Scalar(bytes[index])).hexDigitValue ?? 0)
            index += 1
            count += 1
        }
        if byte(0) == 0x0D, byte(1) == 0x0A {
            index += 2
        } else if Self.isWhitespace(byte(0)) {
            index += 1
        }
        let scalar = value == 0 ? nil : Unicode.Scalar(value)
        buffer += Array(String(scalar ?? "\u{FFFD}").utf8)
    }

    /// §4.3.11: an ident sequence, escapes decoded.
    private mutating func consumeName() -> String {
        var buffer: [UInt8] = []
        while index < bytes.count {
            if Self.isIdentCharacter(bytes[index]) {
                appendCodePoint(to: &buffer)
            } else if isValidEscape(at: 0) {
                index += 1
                consumeEscape(into: &buffer)
            } else {
                break
            }
        }
        return String(decoding: buffer, as: UTF8.self)
    }

    /// §4.3.3 and §4.3.12: a number, percentage or dimension.
    private mutating func consumeNumeric() -> CSSToken {
        let start = index
        if byte(0) == 0x2B || byte(0) == 0x2D { index += 1 }
        while Self.isDigit(byte(0)) { index += 1 }
        if byte(0) == 0x2E, Self.isDigit(byte(1)) {
            index += 1
            while Self.isDigit(byte(0)) { index += 1 }
        }
        if byte(0) == 0x45 || byte(0) == 0x65 {
            if Self.isDigit(byte(1)) {
                index += 1
            } else if byte(1) == 0x2B || byte(1) == 0x2D, Self.isDigit(byte(2)) {
                index += 2
            }
            while Self.isDigit(byte(0)) { index += 1 }
        }
        let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) ?? 0
        if wouldStartIdent(at: 0) {
            let unit = consumeName()
            return CSSToken(.dimension, value: unit, number: number, start: start, end: index)
        }
        if byte(0) == 0x25 {
            index += 1
            return CSSToken(.percentage, number: number, start: start, end: index)
        }
        return CSSToken(.number, number: number, start: start, end: index)
    }

    /// §4.3.4: an ident, function, `url(` function or url token.
    private mutating func consumeIdentLike() -> CSSToken {
        let start = index
        let name = consumeName()
        guard byte(0) == 0x28 else { return CSSToken(.ident, value: name, start: start, end: index) }
        index += 1
        guard name.lowercased() == "url" else { return CSSToken(.function, value: name, start: start, end: index) }
        while Self.isWhitespace(byte(0)), Self.isWhitespace(byte(1)) { index += 1 }
        let quoted: (UInt8?) -> Bool = { $0 == 0x22 || $0 == 0x27 }
        if quoted(byte(0)) || (Self.isWhitespace(byte(0)) && quoted(byte(1))) {
            return CSSToken(.function, value: name, start: start, end: index)
        }
        return consumeURL(start: start)
    }

    /// §4.3.5: a string token, or a bad string at an unescaped newline (left unconsumed).
    private mutating func consumeString(quote: UInt8) -> CSSToken {
        let start = index
        index += 1
        var buffer: [UInt8] = []
        while index < bytes.count {
            let current = bytes[index]
            if current == quote {
                index += 1
                break
            }
            if Self.isNewline(current) {
                return CSSToken(.badString, start: start, end: index)
            }
            if current == 0x5C {
                if index + 1 >= bytes.count {
                    index += 1
                } else if Self.isNewline(bytes[index + 1]) {
                    index += bytes[index + 1] == 0x0D && byte(2) == 0x0A ? 3 : 2
                } else {
                    index += 1
                    consumeEscape(into: &buffer)
                }
                continue
            }
            appendCodePoint(to: &buffer)
        }
        return CSSToken(.string, value: String(decoding: buffer, as: UTF8.self), start: start, end: index)
    }

    /// §4.3.6: an unquoted `url(…)` (its `url(` already consumed), or a bad URL.
    private mutating func consumeURL(start: Int) -> CSSToken {
        var buffer: [UInt8] = []
        while Self.isWhitespace(byte(0)) { index += 1 }
        while index < bytes.count {
            let current = bytes[index]
            if current == 0x29 {
                index += 1
                return CSSToken(.url, value: String(decoding: buffer, as: UTF8.self), start: start, end: index)
            }
            if Self.isWhitespace(current) {
                while Self.isWhitespace(byte(0)) { index += 1 }
                if index >= bytes.count || bytes[index] == 0x29 {
                    if index < bytes.count { index += 1 }
                    return CSSToken(.url, value: String(decoding: buffer, as: UTF8.self), start: start, end: index)
                }
                return consumeBadURLRemnants(start: start)
            }
            if current == 0x22 || current == 0x27 || current == 0x28 || Self.isNonPrintable(current) {
                return consumeBadURLRemnants(start: start)
            }
            if current == 0x5C {
                guard isValidEscape(at: 0) else { return consumeBadURLRemnants(start: start) }
                index += 1
                consumeEscape(into: &buffer)
                continue
            }
            appendCodePoint(to: &buffer)
        }
        return CSSToken(.url, value: String(decoding: buffer, as: UTF8.self), start: start, end: index)
    }

    /// §4.3.14: skips to the `)` ending a bad URL (escaped `)` included) or the end of input.
    private mutating func consumeBadURLRemnants(start: Int) -> CSSToken {
        while index < bytes.count {
            if bytes[index] == 0x29 {
                index += 1
                break
            }
            if isValidEscape(at: 0) {
                index += 1
                var ignored: [UInt8] = []
                consumeEscape(into: &ignored)
            } else {
                index += 1
            }
        }
        return CSSToken(.badURL, start: start, end: index)
    }
}
