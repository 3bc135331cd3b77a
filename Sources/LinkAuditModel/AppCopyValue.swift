/// One value of a string table, with or without links: translations are compared value by value.
public struct AppCopyValue: Hashable, Codable, Sendable {
    public var file: String
    /// The entry without its translator comment.
    public var entry: AppCopyEntry
    /// Where the value starts (its first byte), when known.
    public var position: SourcePosition?
    public var linkCount: Int
    /// The value's text as written, whitespace collapsed and trimmed (Markdown and HTML not read),
    /// when recorded.
    public var text: String?
    /// From the first to the last byte of `text` in the table, when known.
    public var textSpan: SourceSpan?
    /// A hash of `text` (Swift's `Hasher`, seeded per process), set by the resolve stage when it
    /// lets `text` go: rules compare values' texts within a run by it (`localized-link-mismatch`
    /// tells a value left wholly as in the source). Never cached nor reported.
    public var textDigest: Int?

    public init(file: String, entry: AppCopyEntry, position: SourcePosition?, linkCount: Int) {
        self.file = file
        self.entry = entry
        self.position = position
        self.linkCount = linkCount
    }
}
