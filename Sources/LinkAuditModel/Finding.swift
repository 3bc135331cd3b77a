/// One rule's verdict on one link or piece of markup.
public struct Finding: Hashable, Codable, Sendable {
    /// The rule's stable kebab-case id.
    public var rule: String
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

    public init(
        rule: String, severity: Severity, message: String, fix: String? = nil, file: String,
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

/// What suppressed a finding.
public enum Suppression: String, Codable, Sendable {
    /// A baseline file (`--baseline`) lists the finding as accepted.
    case baseline
    /// A comment in the file itself (`SuppressionDirective`).
    case inSource
    /// A `suppress` key pattern of the configuration file (String Catalogs have no comments).
    case configuration
}
