/// Link markup that did not become the link its author meant (`broken-link-markup`).
public struct MarkupProblem: Hashable, Codable, Sendable {
    public enum Kind: String, Codable, Sendable {
        /// A raw space in a Markdown destination.
        case spaceInDestination
        /// `[text] (url)`: a space between the brackets and the parentheses.
        case spaceBeforeDestination
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

    public init(kind: Kind, message: String, file: String, position: SourcePosition?,
                linkSpan: SourceSpan? = nil, appCopy: AppCopyEntry? = nil, render: RenderTarget) {
        self.kind = kind
        self.message = message
        self.file = file
        self.position = position
        self.linkSpan = linkSpan
        self.appCopy = appCopy
        self.render = render
    }
}

/// One app-copy value as it stands in its table, links or not: translations are compared value by
/// value, and a translation that dropped every link has no link to carry the finding.
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

/// An input that could not be read or parsed, in whole or in part (exit status 3).
public struct AuditError: Hashable, Codable, Sendable, Error {
    /// File path relative to the working directory.
    public var file: String
    /// 1-based line, when the error has a place.
    public var line: Int?
    /// 1-based UTF-8 byte column, when the error has a place.
    public var column: Int?
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }
}

/// What one file yields: its links, its broken markup, and any error reading it.
public struct ExtractedDocument: Sendable {
    public var file: String
    public var format: DocumentFormat
    public var links: [Link]
    public var problems: [MarkupProblem]
    public var errors: [AuditError]
    /// Non-fatal remarks about the input (an unpaired surrogate replaced with U+FFFD), located like errors.
    public var warnings: [AuditError]
    /// Links of source-language text kept only to compare translations with (XLIFF `<source>` when
    /// a `<target>` exists): no rule audits them.
    public var sourceLinks: [Link] = []
    /// Every app-copy value of the table, with or without links.
    public var appCopyValues: [AppCopyValue] = []
    /// Swift sources: `Button`s whose action opens a URL.
    public var urlButtons: [URLButton] = []

    public init(file: String, format: DocumentFormat, links: [Link] = [], problems: [MarkupProblem] = [],
                errors: [AuditError] = [], warnings: [AuditError] = []) {
        self.file = file
        self.format = format
        self.links = links
        self.problems = problems
        self.errors = errors
        self.warnings = warnings
    }
}

/// A SwiftUI `Button` whose action opens a URL (`UIApplication.shared.open`, `openURL(...)`,
/// `NSWorkspace.shared.open`): VoiceOver announces it as a button, not a link.
public struct URLButton: Hashable, Codable, Sendable {
    public var file: String
    /// Where the `Button` call starts.
    public var position: SourcePosition?
    /// The button's title when written as a literal, else `nil`.
    public var title: String?
    /// The call that opens the URL, as written (`UIApplication.shared.open`).
    public var opener: String
    /// What opens it: `Button`, or `onTapGesture` on a view (no control at all for assistive technologies).
    public var control: String

    public init(file: String, position: SourcePosition?, title: String?, opener: String, control: String = "Button") {
        self.file = file
        self.position = position
        self.title = title
        self.opener = opener
        self.control = control
    }
}
