/// One rule's verdict on one link or piece of markup.
public struct Finding: Hashable, Codable, Sendable {
    /// The rule's stable kebab-case id.
    public var rule: RuleID
    public var severity: Severity
    /// Why the link fails, in a sentence.
    public var message: String
    /// A concrete fix, when the rule has one.
    public var fix: String?
    public var file: String
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based UTF-8 byte column, when known.
    public var column: Int?
    /// The `id` of the link the finding is about, if any.
    public var link: Int?
    public var key: String?
    public var locale: String?
    public var variation: String?
    /// Why the finding is not reported, if it is suppressed: reports that keep it (JSON, SARIF)
    /// mark it; the text, HTML and GitHub outputs and the exit status leave it out (`docs/model.md`, Findings and exit status).
    public var suppressed: Suppression?
    /// Why it is suppressed, in the words of whoever suppressed it: the text after `--` in a
    /// suppression comment, or a configuration `suppress` entry's `reason`.
    public var suppressionReason: String?
    /// The other places the finding is about, after its own position: for `ambiguous-link-text`,
    /// the other links of the ambiguous name (in an app, those on a screen with a link of it to
    /// another destination), in link order. `nil` for a finding about one place.
    /// SARIF reports them as `relatedLocations`.
    public var related: [RelatedPlace]?
    /// The finding's group across locales: the same rule on the same key and variation of one
    /// string table (`FindingGroups` in LinkAuditReporters; `docs/model.md`, Grouped findings); `nil` for a
    /// finding not about app copy. Text, HTML and GitHub
    /// outputs show a group once, with its locales; JSON keeps every instance with this id.
    public var group: String?
    /// The edit that applies the fix, when its source bytes could be located soundly: the link's
    /// visible text replaced by the destination's title (`FixSuggestions` in LinkAuditKit; issue 14,
    /// item 8). SARIF reports it as the result's `fixes`; `nil` for every other finding.
    public var replacement: TextReplacement?

    public init(
        rule: RuleID, severity: Severity, message: String, fix: String? = nil, file: String,
        position: SourcePosition?, link: Int? = nil, appCopy: AppCopyEntry? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.fix = fix
        self.file = file
        self.line = position?.line
        self.column = position?.utf8Column
        self.link = link
        self.key = appCopy?.key
        self.locale = appCopy?.locale
        self.variation = appCopy?.variation
    }
}

/// Another place a finding is about: a link elsewhere in the file or in another file.
public struct RelatedPlace: Hashable, Codable, Sendable {
    /// The file, as reports show it (relative to the working directory).
    public var file: String
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based UTF-8 byte column, when known.
    public var column: Int?
    /// The `id` of the link at this place, if any.
    public var link: Int?
    /// Where the link at this place leads: its normalized destination, as the finding's message names it.
    public var destination: String?

    /// - Parameters:
    ///   - position: the place's start (1-based line, 1-based UTF-8 byte column), or `nil` when unknown.
    public init(file: String, position: SourcePosition?, link: Int? = nil, destination: String? = nil) {
        self.file = file
        self.line = position?.line
        self.column = position?.utf8Column
        self.link = link
        self.destination = destination
    }
}

/// A text edit on one line of a finding's file: the bytes from `startColumn` up to `endColumn`
/// (exclusive) replaced by `text`. An empty range (`startColumn == endColumn`) inserts.
public struct TextReplacement: Hashable, Codable, Sendable {
    /// 1-based line of the finding's file.
    public var line: Int
    /// 1-based UTF-8 byte column of the first byte replaced.
    public var startColumn: Int
    /// 1-based UTF-8 byte column one past the last byte replaced (exclusive).
    public var endColumn: Int
    /// The source text to write there, already escaped for the file's markup (an HTML page's `&`
    /// as `&amp;`); audited text, to be escaped again by every report.
    public var text: String

    public init(line: Int, startColumn: Int, endColumn: Int, text: String) {
        self.line = line
        self.startColumn = startColumn
        self.endColumn = endColumn
        self.text = text
    }
}

/// What suppressed a finding.
public enum Suppression: String, Codable, Sendable {
    /// A baseline file (`--baseline`) lists the finding as accepted.
    case baseline
    /// A comment in the file itself (`SuppressionDirective`).
    case inSource
    /// A `suppress` key pattern of the configuration file (String Catalogs have no comments).
    case configuration
}
