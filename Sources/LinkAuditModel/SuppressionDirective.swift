/// An in-place suppression written in an input's own comments, as SwiftLint and markdownlint users
/// write them: `linkaudit-disable-next-line generic-link-text`, `linkaudit-disable`, … .
///
/// Extractors record one per comment (Markdown and HTML `<!-- -->`, `.strings` `/* */` and `//`,
/// `.stringsdict` and XLIFF `<!-- -->`, Swift `//` and `/* */`, a String Catalog key's translator
/// `comment`); the auditor applies them to the findings of the same file and reports each one that
/// silenced nothing as `unused-suppression`.
public struct SuppressionDirective: Hashable, Codable, Sendable {
    /// What a directive covers.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// `linkaudit-disable-next-line`: the line after the one the comment ends on.
        case nextLine = "disable-next-line"
        /// `linkaudit-disable-line`: the line the comment ends on.
        case line = "disable-line"
        /// `linkaudit-disable`: from the comment to the next `linkaudit-enable` of the same rules,
        /// or to the end of the file.
        case disable
        /// `linkaudit-enable`: ends a `linkaudit-disable`.
        case enable
        /// `linkaudit-disable-file`: the whole file, wherever the comment stands.
        case file = "disable-file"
        /// A String Catalog key's translator comment (`linkaudit-disable RULE`): every finding on
        /// `key` in every locale and variation.
        case key
    }

    public var kind: Kind
    /// The rule ids named, in the order written (unknown ones too, for `unused-suppression` to
    /// report); empty means every rule.
    public var rules: [RuleID]
    /// Where the comment starts: 1-based line, 1-based UTF-8 byte column.
    public var position: SourcePosition
    /// The line the comment ends on (1-based): `disable-line` covers it, `disable-next-line` the
    /// line after it.
    public var endLine: Int
    /// `.key` only: the string-table key the directive covers.
    public var key: String?
    /// The free text after `--`, trimmed (at most 200 characters), if any: SARIF's `justification`.
    public var reason: String?
    /// Where the comment stands, for the edit that removes it or some of its ids; `nil` until the
    /// file's text locates it, and for `.key` directives.
    public var comment: SuppressionCommentPlace?

    public init(
        kind: Kind, rules: [RuleID], position: SourcePosition, endLine: Int? = nil, key: String? = nil, reason: String? = nil
    ) {
        self.kind = kind
        self.rules = rules
        self.position = position
        self.endLine = endLine ?? position.line
        self.key = key.map(BoundedKey.bounded)
        self.reason = reason
    }

    /// The marker every directive starts with.
    public static let marker = "linkaudit-"

    /// Reads a comment's text (without its delimiters `<!--`, `-->`, `//`, `/*`, `*/`) as a
    /// directive: the trimmed text starts with `linkaudit-disable-next-line`, `linkaudit-disable-line`,
    /// `linkaudit-disable-file`, `linkaudit-disable` or `linkaudit-enable`, followed by rule ids
    /// separated by spaces or commas, optionally followed by `--` and a free-text reason.
    ///
    /// Returns `nil` when the text is not a directive (any other comment, `linkaudit-disabled`).
    /// `position` is where the comment starts; `endLine` the line it ends on (default: its start line).
    public static func parse(comment: Substring, position: SourcePosition, endLine: Int? = nil) -> SuppressionDirective? {
        var text = comment.drop { $0.isWhitespace }
        guard text.hasPrefix(marker) else { return nil }
        text = text.dropFirst(marker.count)
        // Longest first: `disable` is a prefix of the other three.
        let kinds: [(String, Kind)] = [
            ("disable-next-line", .nextLine), ("disable-line", .line), ("disable-file", .file), ("disable", .disable), ("enable", .enable),
        ]
        guard let (word, kind) = kinds.first(where: { text.hasPrefix($0.0) }) else { return nil }
        text = text.dropFirst(word.count)
        guard text.isEmpty || text.first!.isWhitespace || text.first == "," else { return nil }
        var reason: String?
        if let dashes = text.firstRange(of: "--") {
            let written = text[dashes.upperBound...].split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if !written.isEmpty { reason = written.count > 200 ? String(written.prefix(199)) + "…" : written }
            text = text[..<dashes.lowerBound]
        }
        let rules = text.split { $0.isWhitespace || $0 == "," }.map { RuleID($0) }
        return SuppressionDirective(kind: kind, rules: rules, position: position, endLine: endLine, reason: reason)
    }

    /// Whether the directive names `rule` (or names no rule, meaning all).
    public func covers(rule: RuleID) -> Bool { rules.isEmpty || rules.contains(rule) }
}
