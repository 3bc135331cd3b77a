public struct AppCopyValue: Hashable, Codable, Sendable {
    public var file: String
    /// The entry without its translator comment.
    public var entry: AppCopyEntry
    /// Where the value starts (its first byte), when known.
    public var position: SourcePosition?
    public var linkCount: Int

    public init(file: String, entry: AppCopyEntry, position: SourcePosition?, linkCount: Int) {
        self.file = file
        self.entry = entry
        self.position = position
        self.linkCount = linkCount
    }
}
