/// What a Markdown document's fragment identifiers are made from, read once at extraction: its
/// headings' rendered text and the ids its attribute lists and raw HTML define (issue 22, item 5).
///
/// Making the identifiers themselves (each heading slugged in every style of its dialect) costs
/// more than the rest of reading a heading, and only pages that some link points
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
    /// The headings' texts one after another (UTF-8) and where each ends: a page's headings in two
    /// allocations, held by the run's page index until its end, not one string each.
    private var headingBytes: [UInt8] = []
    private var headingEnds: [Int32] = []
    /// The explicit ids of the headings that have one, by the heading's place in order.
    private var explicitIDs: [Int32: String] = [:]

    /// The headings in document order: repeats are numbered in this order.
    public var headings: [Heading] {
        var start = 0
        return headingEnds.enumerated().map { place, end in
            defer { start = Int(end) }
            let text = String(decoding: headingBytes[start..<Int(end)], as: UTF8.self)
            return Heading(text: text, explicitID: explicitIDs[Int32(place)])
        }
    }

    /// Adds the next heading.
    public mutating func append(_ heading: Heading) {
        if let id = heading.explicitID { explicitIDs[Int32(headingEnds.count)] = id }
        headingBytes += heading.text.utf8
        headingEnds.append(Int32(headingBytes.count))
    }

    /// Gives back the room the arrays grew into while headings were added.
    public mutating func compact() {
        headingBytes = Array(headingBytes[...])
        headingEnds = Array(headingEnds[...])
    }
    /// Ids of kramdown block attribute lists on a line of their own (`{: #install}`).
    public var attributeIDs: [String] = []
    /// The `id`s and `<a name>`s of the document's raw HTML (each block read as a fragment of its
    /// own, the inline HTML together as one), as the HTML reader finds them.
    public var htmlIDs: [String] = []
    /// Whether the page may define ids nothing here shows: an MDX page that draws components of its
    /// site's own (`<PluginPermissions />`, whose table has ids). A fragment not found there is
    /// not reported (`broken-fragment`).
    public var mayHoldOtherIDs = false

    public init(dialect: MarkdownDialect) {
        self.dialect = dialect
    }
}
