/// Where a suppression directive's comment stands in its file's text, byte for byte, so that
/// `unused-suppression`'s safe fix can remove the comment, or the rule ids in it that silence
/// nothing, without reading the file again (issue 26).
///
/// Located when the file is read, in the text positions count in; `nil` on a String Catalog's or
/// XLIFF's translator comment (a line of a JSON or XML value, not a comment of its own).
public struct SuppressionCommentPlace: Hashable, Codable, Sendable {
    /// The comment's source text, from its opening delimiter (`<!--`, `//`, `/*`) through its
    /// closing one (`-->`, `*/`); a `//` comment runs to the end of its line.
    public var source: String
    /// Where the comment ends: 1-based line, 1-based UTF-8 byte column one past its last byte.
    public var end: SourcePosition
    /// How many spaces and tabs stand right before the comment on its first line.
    public var spacesBefore: Int
    /// How many spaces and tabs stand right after it on its last line.
    public var spacesAfter: Int
    /// Nothing but spaces and tabs stands before the comment on its first line.
    public var startsLine: Bool
    /// Nothing but spaces and tabs stands after the comment on its last line, and a line break
    /// ends that line.
    public var endsLine: Bool
    /// The line before the comment's first line and the line after its last line both hold more
    /// than white space: in Markdown, the comment's line may be all that parts two blocks.
    public var textOnBothSides: Bool

    public init(
        source: String, end: SourcePosition, spacesBefore: Int, spacesAfter: Int, startsLine: Bool, endsLine: Bool,
        textOnBothSides: Bool = false
    ) {
        self.source = source
        self.end = end
        self.spacesBefore = spacesBefore
        self.spacesAfter = spacesAfter
        self.startsLine = startsLine
        self.endsLine = endsLine
        self.textOnBothSides = textOnBothSides
    }

    /// The length of the closing delimiter `source` ends with: 3 for `-->`, 2 for `*/`, 0 for a
    /// `//` comment.
    public var closingLength: Int {
        if source.hasPrefix("<!--") { return 3 }
        return source.hasPrefix("/*") ? 2 : 0
    }
}
