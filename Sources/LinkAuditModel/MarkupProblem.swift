public struct MarkupProblem: Hashable, Codable, Sendable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// A raw space in a Markdown destination.
        case spaceInDestination
        /// `[text] (url)`: a space between the brackets and the parentheses.
        case spaceBeforeDestination
        /// `[text].(url)` or `[text] as published (url)`: a punctuation mark or words between the
        /// brackets and the parentheses.
        case textBeforeDestination
        /// `[text(url)`: the `[` is never closed.
        case unclosedBracket
        /// `[text][label]` or `[text][]` whose label has no reference definition.
        case undefinedReference
        /// Fullwidth brackets `［text］（url）`.
        case fullwidthBrackets
        /// `[text](url` without its closing parenthesis.
        case unclosedDestination
        /// An `<a>` inside another `<a>`: the outer link ends where the inner one starts.
        case nestedAnchor
        /// Content the HTML parser moved out of a link.
        case contentMovedOutOfLink
        /// `<a href=…>` whose attribute quotes do not balance.
        case unbalancedQuotes
        /// `<a … />`: HTML ignores the slash, so the link runs on past where its author ended it.
        case selfClosedAnchor
        /// An `<a>` with no `</a>`: browsers carry the link on into the following paragraphs.
        case unclosedAnchor
    }

    public var kind: Kind
    /// A sentence a person can act on.
    public var message: String
    public var file: String
    public var position: SourcePosition?
    /// The link this problem belongs to, when one was produced (by its destination and span).
    public var linkSpan: SourceSpan?
    public var appCopy: AppCopyEntry?
    public var render: RenderTarget

    public init(
        kind: Kind, message: String, file: String, position: SourcePosition?,
        linkSpan: SourceSpan? = nil, appCopy: AppCopyEntry? = nil, render: RenderTarget
    ) {
        self.kind = kind
        self.message = message
        self.file = file
        self.position = position
        self.linkSpan = linkSpan
        self.appCopy = appCopy
        self.render = render
    }
}
