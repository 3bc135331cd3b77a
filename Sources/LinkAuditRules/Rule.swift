import LinkAuditModel

/// The links and markup problems of one scope (see `docs/model.md`, Scopes): one Markdown or HTML document, or
/// all app copy (and Swift sources) of a run.
public struct Scope: Sendable {
    /// The app, or one document.
    public var name: ScopeID
    public var links: [Link]
    public var problems: [MarkupProblem]
    /// `LinkText.normalize` of each link's name, by index in `links`: computed once for all rules.
    public let normalizedNames: [String]
    /// App scope: the string-table values of every key a link of the scope names (`Link.appCopy`
    /// of ``links`` and ``referenceLinks``), in every table and locale, with or without links of
    /// their own; a run's tables hold far more values than links, and no rule reads the others.
    public var appCopyValues: [AppCopyValue] = []
    /// App scope: links of source-language text kept only for comparing translations (XLIFF `<source>`).
    public var referenceLinks: [Link] = []
    /// App scope: controls in Swift code whose action opens a URL.
    public var urlOpeners: [URLOpener] = []
    /// The language app copy is written in and translated from, where a table does not say
    /// (`.lproj` tables): `--source-language`, default `en`.
    public var sourceLanguage = "en"
    /// A document scope: the fragment identifiers the document defines (`ExtractedDocument.anchors`),
    /// for same-page fragments and `aria-labelledby` ids (`broken-fragment`). A run fills it only
    /// for a document one of whose links has either: a page of links elsewhere asks nothing of it.
    public var anchors: Set<String> = []
    /// Whether the document may define ids ``anchors`` does not hold (an MDX page drawing its site's
    /// own components, `MarkdownAnchorSource.mayHoldOtherIDs`): a fragment not found is not reported.
    public var anchorsMayBeIncomplete = false
    /// The run's published site addresses (`siteURL`): a document's link to `https://help.example.com/docs/a`
    /// and one to `/docs/a` lead to one page when the site is served there (`ambiguous-link-text`).
    public var siteURLs: [SiteIndex.SiteURL] = []
    /// The paths site builders serve pages at, to the pages' paths (`SiteIndex.routes`): `/docs/setup`
    /// and `Setup.md` lead to one page when the site serves `Setup.md` there (`ambiguous-link-text`).
    public var routes: [String: String] = [:]

    /// A scope of `links` and `problems`, the links' names normalized here, once for all rules.
    public init(name: ScopeID, links: [Link], problems: [MarkupProblem]) {
        self.init(name: name, links: links, normalizedNames: links.map { LinkText.normalizeName($0.name) }, problems: problems)
    }

    /// A scope whose links' names are already normalized (`normalizedNames[i]` of `links[i]`).
    init(name: ScopeID, links: [Link], normalizedNames: [String], problems: [MarkupProblem]) {
        self.name = name
        self.links = links
        self.problems = problems
        self.normalizedNames = normalizedNames
    }
}

/// One example document of a rule's documentation, run by the test suite.
public struct RuleExample: Sendable {
    /// The document's format.
    public var format: DocumentFormat
    /// The document's text. In triggering examples, `↓` marks where each finding lands.
    public var source: String
    /// The render target to audit with; `nil` means the format's default.
    public var render: RenderTarget?
    /// The document's path, which decides language for `.lproj` tables.
    public var path: String?
    /// Other documents audited in the same run, unmarked (`(path, text)`): the source-language
    /// table a translation is compared with.
    public var companions: [(path: String, source: String)]
    /// Where the example is written: the rule's file (`#fileID`, `#filePath`) and 1-based line, so
    /// that a failing example names the rule file and line.
    public var declaredAt: (fileID: String, filePath: String, line: Int)

    public init(
        _ source: String, format: DocumentFormat = .markdown, render: RenderTarget? = nil, path: String? = nil,
        companions: [(path: String, source: String)] = [],
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line
    ) {
        self.declaredAt = (fileID, filePath, line)
        self.format = format
        self.source = source
        self.render = render
        self.path = path
        self.companions = companions
    }
}

/// A rule's metadata, documentation and examples: one value, declared in the rule's own file.
public struct RuleDescription: Sendable {
    /// Stable kebab-case id, as reports and configuration name the rule.
    public var id: RuleID
    /// A short human name.
    public var name: String
    /// One sentence: what the rule flags.
    public var summary: String
    /// Why it matters to people using assistive technology, and the source of the rule.
    public var rationale: String
    /// WCAG 2.2 success criteria by number (`2.4.4`).
    public var wcag: [String]
    public var defaultSeverity: Severity
    /// Examples that must produce a finding at each `↓`.
    public var triggering: [RuleExample]
    /// Examples that must produce no finding of this rule.
    public var nonTriggering: [RuleExample]
    /// Sources beyond the WCAG criteria: techniques, Apple documentation, reference cards.
    public var sources: [RuleReference]
    /// The edit `--fix` can make for the rule's findings, if any (issue 26).
    public var fix: RuleFix?

    /// Everything the rule rests on: the Understanding page of each WCAG criterion, then `sources`.
    public var references: [RuleReference] { wcag.map(RuleReference.wcag) + sources }

    public init(
        id: RuleID, name: String, summary: String, rationale: String, wcag: [String], defaultSeverity: Severity,
        triggering: [RuleExample], nonTriggering: [RuleExample], sources: [RuleReference] = [], fix: RuleFix? = nil
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.wcag = wcag
        self.defaultSeverity = defaultSeverity
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.sources = sources
        self.fix = fix
    }
}

/// The kind of edit `--fix` makes for a rule's findings (issue 26), in ruff's terms.
public enum RuleFix: String, Sendable {
    /// The edit cannot change what a reader sees or hears beyond the finding itself: `--fix`
    /// applies it.
    case safe
    /// The edit changes copy (a new link name): applied only with `--unsafe-fixes`.
    case unsafe
}

/// A check over one scope. Rules read only `Link` values and markup problems, never a parser.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// Returns the findings for the scope, with the rule's default severity (the auditor applies
    /// configured severities afterwards).
    func check(_ scope: Scope, languages: LanguageLists) -> [Finding]
}

extension Rule {
    var id: RuleID { Self.description.id }

    /// A finding about `link`, placed at the link's start.
    func finding(_ link: Link, message: String, fix: String?, severity: Severity? = nil) -> Finding {
        Finding(
            rule: Self.description.id, severity: severity ?? Self.description.defaultSeverity, message: message, fix: fix,
            file: link.file, position: link.span?.start, link: link.id, appCopy: link.appCopy)
    }
}

/// A rule that looks at one link at a time.
public protocol LinkRule: Rule {
    /// - Parameters:
    ///   - normalizedName: `LinkText.normalize(link.name)`, computed once per link.
    func check(_ link: Link, normalizedName: String, languages: LanguageLists) -> [Finding]
}

extension LinkRule {
    public func check(_ scope: Scope, languages: LanguageLists) -> [Finding] {
        // By index: each link beside its normalized name.
        var findings: [Finding] = []
        for index in 0..<min(scope.links.count, scope.normalizedNames.count) {
            findings += check(scope.links[index], normalizedName: scope.normalizedNames[index], languages: languages)
        }
        return findings
    }
}
