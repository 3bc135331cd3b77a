/// One rule's verdict on one link or piece of markup.
public struct Finding: Hashable, Sendable {
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
    /// The `id` of the link the finding is about, if any: a link of `file` (``Link/id``).
    public var link: Int?
    public var key: String? {
        get { rare?.parts.key }
        set { updateRare { $0.key = newValue } }
    }
    public var locale: String? {
        get { rare?.parts.locale }
        set { updateRare { $0.locale = newValue } }
    }
    public var variation: String? {
        get { rare?.parts.variation }
        set { updateRare { $0.variation = newValue } }
    }
    /// Why the finding is not reported, if it is suppressed: reports that keep it (JSON, SARIF)
    /// mark it; the text, HTML and GitHub outputs and the exit status leave it out (`docs/model.md`, Findings and exit status).
    public var suppressed: Suppression? {
        get { rare?.parts.suppressed }
        set { updateRare { $0.suppressed = newValue } }
    }
    /// Why it is suppressed, in the words of whoever suppressed it: the text after `--` in a
    /// suppression comment, or a configuration `suppress` entry's `reason`.
    public var suppressionReason: String? {
        get { rare?.parts.suppressionReason }
        set { updateRare { $0.suppressionReason = newValue } }
    }
    /// The other places the finding is about, after its own position: for `ambiguous-link-text`,
    /// the other links of the ambiguous name (in an app, those on a screen with a link of it to
    /// another destination), in link order. `nil` for a finding about one place.
    /// SARIF reports them as `relatedLocations`.
    public var related: [RelatedPlace]? {
        get { rare?.parts.related }
        set { updateRare { $0.related = newValue } }
    }
    /// The finding's group across locales: the same rule on the same key and variation of one
    /// string table (`FindingGroups` in LinkAuditReporters; `docs/model.md`, Grouped findings); `nil` for a
    /// finding not about app copy. Text, HTML and GitHub
    /// outputs show a group once, with its locales; JSON keeps every instance with this id.
    public var group: String? {
        get { rare?.parts.group }
        set { updateRare { $0.group = newValue } }
    }
    /// The edit that applies the fix, when its source bytes could be located soundly: the link's
    /// visible text replaced by the destination's title (`FixSuggestions` in LinkAuditKit; issue 14,
    /// item 8). SARIF reports it as the result's `fixes`; `nil` for every other finding.
    public var replacement: TextReplacement? {
        get { rare?.parts.replacement }
        set { updateRare { $0.replacement = newValue } }
    }
    /// `key`, `locale`, `variation`, `suppressed`, `suppressionReason`, `related`, `group`,
    /// `replacement` and `translations`, held out of line and only when one is set: most findings have none, and
    /// inline they would double the size of every finding a run holds (issue 22).
    private var rare: RareFindingParts?

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
        if let appCopy {
            updateRare { parts in (parts.key, parts.locale, parts.variation) = (appCopy.key, appCopy.locale, appCopy.variation) }
        }
    }

    /// The translations of the key whose source-language value ``replacement`` edits: each to be
    /// marked for review or listed for a translator when the edit is applied (issue 26); `nil`
    /// for every other finding.
    public var translations: [TranslationFollowUp]? {
        get { rare?.parts.translations }
        set { updateRare { $0.translations = newValue } }
    }

    /// Changes the out-of-line parts, dropping their box when none is left.
    private mutating func updateRare(_ change: (inout RareFindingParts.Parts) -> Void) {
        var parts = rare?.parts ?? RareFindingParts.Parts()
        change(&parts)
        rare = parts.isEmpty ? nil : RareFindingParts(parts)
    }
}

/// The parts of a ``Finding`` few findings have, in one immutable box a finding shares until it
/// changes them.
private final class RareFindingParts: Hashable, Sendable {
    struct Parts: Hashable, Sendable {
        var key: String?
        var locale: String?
        var variation: String?
        var suppressed: Suppression?
        var suppressionReason: String?
        var related: [RelatedPlace]?
        var group: String?
        var replacement: TextReplacement?
        var translations: [TranslationFollowUp]?

        var isEmpty: Bool {
            key == nil && locale == nil && variation == nil && suppressed == nil && suppressionReason == nil && related == nil
                && group == nil && replacement == nil && translations == nil
        }
    }

    let parts: Parts

    init(_ parts: Parts) { self.parts = parts }

    static func == (left: RareFindingParts, right: RareFindingParts) -> Bool { left === right || left.parts == right.parts }

    func hash(into hasher: inout Hasher) { hasher.combine(parts) }
}

/// Another place a finding is about: a link elsewhere in the file or in another file.
public struct RelatedPlace: Hashable, Codable, Sendable {
    /// The file, as reports show it (relative to the working directory).
    public var file: String
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based UTF-8 byte column, when known.
    public var column: Int?
    /// The `id` of the link at this place, if any: a link of `file` (``Link/id``).
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

/// A text edit of a finding's file: the bytes from `line`:`startColumn` up to
/// `endLine`:`endColumn` (exclusive) replaced by `text`. An empty range inserts; an empty `text`
/// removes. Positions are of the decoded text, as every position (1-based lines, 1-based UTF-8
/// byte columns).
public struct TextReplacement: Hashable, Codable, Sendable {
    /// 1-based line of the first byte replaced.
    public var line: Int
    /// 1-based UTF-8 byte column of the first byte replaced.
    public var startColumn: Int
    /// 1-based line of `endColumn`: `line` unless the edit spans lines.
    public var endLine: Int
    /// 1-based UTF-8 byte column one past the last byte replaced (exclusive), on `endLine`.
    public var endColumn: Int
    /// The source text to write there, already escaped for the file's markup (an HTML page's `&`
    /// as `&amp;`); audited text, to be escaped again by every report.
    public var text: String
    /// Whether `--fix` applies it by itself: the edit cannot change what a reader sees or hears
    /// beyond the finding (removing a title that repeats the name). An unsafe edit changes copy
    /// (a new link name) and is applied only with `--unsafe-fixes` (issue 26).
    public var isSafe: Bool

    public init(line: Int, startColumn: Int, endLine: Int? = nil, endColumn: Int, text: String, isSafe: Bool = false) {
        self.line = line
        self.startColumn = startColumn
        self.endLine = endLine ?? line
        self.endColumn = endColumn
        self.text = text
        self.isSafe = isSafe
    }

    private enum CodingKeys: String, CodingKey {
        case line, startColumn, endLine, endColumn, text, safe
    }

    /// Reports write `endLine` only when the edit spans lines and `safe` only when it is: an edit
    /// on one line that changes copy reads as it did before issue 26.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        line = try container.decode(Int.self, forKey: .line)
        startColumn = try container.decode(Int.self, forKey: .startColumn)
        endLine = try container.decodeIfPresent(Int.self, forKey: .endLine) ?? line
        endColumn = try container.decode(Int.self, forKey: .endColumn)
        text = try container.decode(String.self, forKey: .text)
        isSafe = try container.decodeIfPresent(Bool.self, forKey: .safe) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(line, forKey: .line)
        try container.encode(startColumn, forKey: .startColumn)
        if endLine != line { try container.encode(endLine, forKey: .endLine) }
        try container.encode(endColumn, forKey: .endColumn)
        try container.encode(text, forKey: .text)
        if isSafe { try container.encode(true, forKey: .safe) }
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
