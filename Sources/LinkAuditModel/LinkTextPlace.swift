/// Where a Markdown or HTML link's visible text stands in its source, byte for byte, found when
/// the link is extracted (`ExtractedDocument.linkTextPlaces`), so that a fix can replace it without
/// reading the file again (issue 14, item 8; issue 22, section 3).
///
/// Set only where those bytes can be located soundly, never guessed: a page read as UTF-8, a
/// Markdown inline or full reference link whose bytes between `[` and its `]` are exactly the
/// link's text, or an `<a>` whose content up to `</a>` is exactly the text and whose start tag sets
/// no ARIA name (see `LinkTextLocator` in LinkAuditExtractors). In a string table (issue 26), the
/// same inside a value the table writes itself (never a key), where the text's bytes in the file
/// are the value's, with no escape or entity among them: positions are then of the table's decoded
/// text, as every position of a UTF-16 table.
public struct LinkTextPlace: Hashable, Codable, Sendable {
    /// How text written there must be spelled.
    public enum Markup: String, Codable, Sendable, CaseIterable {
        /// Markdown link text (also an `<a>` inside a Markdown page): text that reads as markup is not written.
        case markdown
        /// HTML text of a page in UTF-8: `&`, `<` and `>` as entities.
        case html
        /// HTML text of a page of ASCII bytes alone, which may declare any charset: also every
        /// character beyond ASCII as a character reference.
        case asciiHTML
    }

    /// How text written there must be quoted besides its markup: in a string table, as the
    /// table's string syntax wants.
    public enum Quoting: String, Codable, Sendable, CaseIterable {
        /// The file is the markup (a page).
        case none
        /// Inside a `.strings` quoted string: `\` and `"` escaped with a backslash.
        case stringsLiteral
        /// Inside a JSON string (a String Catalog's value): `\` and `"` escaped with a backslash.
        case jsonString
        /// XML text (a stringsdict, an XML `.strings` property list, an XLIFF unit): `&`, `<` and
        /// `>` as entities.
        case xmlText
        /// Inside an XML CDATA section: written as it is, never `]]>`.
        case xmlCDATA
    }

    /// 1-based line of the text (it never spans lines).
    public var line: Int
    /// 1-based UTF-8 byte column of the text's first byte.
    public var startColumn: Int
    /// 1-based UTF-8 byte column one past the text's last byte (exclusive).
    public var endColumn: Int
    public var markup: Markup
    /// `.none` on a page; a string table's string syntax for a value's text.
    public var quoting: Quoting

    public init(line: Int, startColumn: Int, endColumn: Int, markup: Markup, quoting: Quoting = .none) {
        self.line = line
        self.startColumn = startColumn
        self.endColumn = endColumn
        self.markup = markup
        self.quoting = quoting
    }
}
