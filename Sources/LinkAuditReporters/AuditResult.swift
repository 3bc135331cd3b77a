import LinkAuditModel

/// What a run found: the input of every reporter.
public struct AuditResult: Sendable, Codable {
    public var files: [String]
    public var links: [Link]
    public var findings: [Finding]
    /// Inputs that could not be read or parsed, in whole or in part.
    public var errors: [AuditError]
    /// Non-fatal remarks about inputs (an unpaired surrogate replaced with U+FFFD).
    public var warnings: [AuditError] = []
    /// Link counts of languages that have no generic-text list: their links are "not classified"
    /// by `generic-link-text` and `link-word-in-name`, never checked with another language's list.
    public var notClassified: [String: Int] = [:]
    /// The link-like constructs the run met but could not read or resolve (``NotUnderstood``), sorted
    /// as reports list them: counted in every summary, listed by JSON, HTML and SARIF.
    public var notUnderstood: [NotUnderstood] = []
    /// Exclude patterns (`--exclude`, the configuration's `exclude`) that matched no file or folder:
    /// the command warns about them on standard error; no report shows them.
    public var unmatchedExcludes: [String] = []
    /// Include patterns (the configuration's `include`) that took no file linkaudit reads below the
    /// folders audited: the command warns about them on standard error; no report shows them.
    public var unmatchedIncludes: [String] = []
    /// `messageFiles` patterns of the configuration that took no JSON file below the folders
    /// audited: the command warns about them on standard error; no report shows them.
    public var unmatchedMessageFiles: [String] = []
    /// Findings a baseline accepted (each with `suppressed` set): only JSON and SARIF show them;
    /// counts, the text outputs and the exit status leave them out.
    public var suppressedFindings: [Finding] = []
    /// With `--baseline`: how many of its entries no finding matched (fixed or moved); else `nil`.
    public var baselineGone: Int?
    /// How many findings the settle stage took out of the report, and how (``SettledCounts``).
    public var settledCounts = SettledCounts()
    /// The language `.lproj` tables are written in (`--source-language`): grouped outputs show a
    /// group's instance in it first (`FindingGroups`).
    public var sourceLanguage = "en"
    /// The ids of the rules the configuration turned off: they did not run, so reports do not
    /// count them among the rules with no findings.
    public var disabledRules: Set<RuleID> = []
    /// String Catalogs: each key's entry lines (`ExtractedDocument.keyLines`) by file as reports show
    /// it, then by key; `--changed-since` reads them. No report shows them.
    public var keyLines: [String: [String: [ClosedRange<Int>]]] = [:]
    /// When the run streamed its links to disk (LinkAuditKit's link spool): how many links it found in all.
    /// `links` then holds only the links findings name and the app copy's; `nil` when `links` is
    /// every link.
    public var streamedLinkCount: Int?
    /// When the run streamed its links: each file's links as the HTML report's Links rotor view
    /// lists them (``RotorFile``), by file as reports show it; `nil` when `links` is every link.
    public var rotorFiles: [String: RotorFile]?
    /// The run's asset catalog colorsets and design tokens (`ColorDefinition`), for the HTML report's
    /// Link colors table; `nil` when the run has none. The JSON report does not show them.
    public var colorDefinitions: [ColorDefinition]?
    /// The accent colorset a project file names (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`), if any.
    public var accentColorName: String?
    /// Each file's UTF-16 columns (``UTF16Columns``), counted when it was extracted, by file as
    /// reports show it: what SARIF's columns are converted with. A file not here has only ASCII lines.
    public var utf16Columns: [String: UTF16Columns] = [:]
    /// The configured address template of the rule pages (`ruleDocumentation`, `{rule}` for the
    /// id), which the reports link to; `nil`: the project's own (``ToolInfo/ruleDocumentationURI(_:template:)``).
    public var ruleDocumentation: String?

    public init(files: [String], links: [Link], findings: [Finding], errors: [AuditError], warnings: [AuditError] = []) {
        self.files = files
        self.links = links
        self.findings = findings
        self.errors = errors
        self.warnings = warnings
    }

    /// `ru (12), sv (3)`: the not-classified languages, most links first.
    public var notClassifiedSummary: String {
        notClassified.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\(ReadableText.escapingInvisibles($0.key)) (\($0.value))" }
            .joined(separator: ", ")
    }

    /// How many links the run found: every link, also those a streamed run no longer holds.
    public var linkCount: Int { streamedLinkCount ?? links.count }

    /// Number of findings per severity.
    public func count(_ severity: Severity) -> Int { findings.reduce(0) { $1.severity == severity ? $0 + 1 : $0 } }
}

/// How many findings a run's settle stage took out of the report, each counted when its step took
/// them: the command's summary lines on standard error say them. No report shows them.
public struct SettledCounts: Sendable, Codable, Equatable {
    /// Findings a comment in their file suppressed (`Suppression.inSource`).
    public var inSource = 0
    /// Findings a key pattern of the configuration suppressed (`Suppression.configuration`).
    public var byConfiguration = 0
    /// With `--baseline`: the findings it suppressed; else `nil`.
    public var byBaseline: Int?
    /// With `--changed-since`: the reported findings on lines the change left alone; else `nil`.
    public var onUnchangedLines: Int?

    public init() {}
}
