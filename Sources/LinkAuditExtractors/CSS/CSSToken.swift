/// One token of CSS Syntax Module Level 3 (§4), with the UTF-8 byte offsets of the source text it
/// was read from.
///
/// Offsets are into the bytes as written, before the spec's input preprocessing (which this
/// tokenizer applies on the fly: CR, CRLF and FF read as one newline, NUL and surrogates as
/// U+FFFD), so `LineIndex` turns them into 1-based lines and UTF-8 columns of the file.
struct CSSToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case ident, function, atKeyword, string, badString, url, badURL, delim
        /// `#name`; `isID` when the name would be a valid identifier (the spec's type flag "id").
        case hash(isID: Bool)
        case number, percentage, dimension
        case whitespace, cdo, cdc, colon, semicolon, comma
        case leftBracket, rightBracket, leftParen, rightParen, leftBrace, rightBrace
    }

    var kind: Kind
    /// The name (ident, function without `(`, at-keyword without `@`, hash without `#`), the
    /// string or URL value with escapes decoded, the delimiter character, or a dimension's unit.
    var value: String
    /// The numeric value of a number, percentage or dimension; 0 otherwise.
    var number: Double
    /// Offset of the token's first byte.
    var start: Int
    /// Offset just past the token's last byte.
    var end: Int

    init(_ kind: Kind, value: String = "", number: Double = 0, start: Int, end: Int) {
        self.kind = kind
        self.value = value
        self.number = number
        self.start = start
        self.end = end
    }

    /// Whether the token is an ident whose value is `name`, ASCII case-insensitively.
    func isIdent(_ name: String) -> Bool { kind == .ident && value.lowercased() == name }

    /// Whether the token is the delimiter `character`.
    func isDelim(_ character: Character) -> Bool { kind == .delim && value == String(character) }
}
