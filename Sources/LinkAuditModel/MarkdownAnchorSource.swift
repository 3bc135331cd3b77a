/// What a Markdown document's fragment identifiers are made from, read once at extraction: its
/// headings' rendered text and the ids and raw HTML that may define more (issue 22, item 5).
///
/// Making the identifiers themselves (each heading slugged in every style of its dialect, raw HTML
/// parsed) costs more than the rest of reading a heading, and only pages that some link points
/// into with a fragment need them: the run makes them for those pages alone, with
/// `MarkdownAnchorSource.anchors` (in `LinkAuditExtractors`, `MarkdownAnchors`), so that what a
/// check sees is exactly what extraction would have made.
public struct MarkdownAnchorSource: Hashable, Codable, Sendable {
    /// One heading (ATX or setext, outside code blocks), in document order.
    public struct Heading: Hashable, Codable, Sendable {
        /// The heading's text as a renderer's slugger reads it, a trailing attribute list removed.
        public var text: String
        /// The `#id` of the heading's trailing attribute list (`## Setup {#install}`), if any.
        public var explicitID: String?

        public init(text: String, explicitID: String?) {
            self.text = text
            self.explicitID = explicitID
        }
    }

    /// The dialect whose renderers' slug styles apply.
    public var dialect: MarkdownDialect
    /// The headings in document order: repeats are numbered in this order.
    public var headings: [Heading] = []
    /// Ids of kramdown block attribute lists on a line of their own (`{: #install}`).
    public var attributeIDs: [String] = []
    /// Raw HTML blocks that may define an `id` or a `<a name>`, each read as a fragment of its own.
    public var htmlBlocks: [String] = []
    /// Inline raw HTML that may define an `id` or a `<a name>`, read together as one fragment.
    public var inlineHTML: [String] = []

    public init(dialect: MarkdownDialect) {
        self.dialect = dialect
    }
}
