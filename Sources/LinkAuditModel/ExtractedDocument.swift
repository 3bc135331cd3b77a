/// What one extractor read from one file: its links, markup problems, errors and the facts the
/// run's joins need (keys, URL constants, openers). `Codable` so a run can keep it in the
/// extraction cache or a shard's partial result and audit it later as if just extracted.
public struct ExtractedDocument: Hashable, Codable, Sendable {
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
    /// Swift sources: controls whose action opens a URL.
    public var urlOpeners: [URLOpener] = []
    /// Swift sources: controls whose action calls a function the file does not declare
    /// (`URLOpener.pendingCalls`); the auditor moves to `urlOpeners` those whose function opens a URL.
    public var pendingURLOpeners: [URLOpener] = []
    /// Swift sources: the functions of the file that open a URL they are given or name, for the
    /// calls other files' controls make to them (``PendingURLCall``).
    public var urlOpeningFunctions: [URLOpeningFunction] = []
    /// Swift sources: the calls that open a URL no control of the file reaches, for the auditor to
    /// count as not understood unless another file's control reaches them (``UnreachedOpening``).
    public var unreachedOpenings: [UnreachedOpening] = []
    /// Swift sources: the view types that show a URL in an `SFSafariViewController` they wrap.
    public var urlWrappers: [URLWrapper] = []
    /// Swift sources: the `Binding` parameters of the file's functions and the `@Binding`
    /// properties of its views that a control of the file sets, named as `URLOpener.presentedThrough`
    /// names them (`helpRow(topic:_:)#1`, `HelpRow.isShown`); and, marked `handed:`, the bindings of
    /// functions and views of other files that its calls hand a state its controls set.
    public var controlSetBindings: [String] = []
    /// Swift sources: calls that show a string-table key, joined to app copy by the auditor.
    public var localizedKeyUses: [LocalizedKeyUse] = []
    /// Swift sources: the constants the file declares whose values may be URLs, resolved across the
    /// run by the auditor.
    public var urlConstants: [URLConstant] = []
    /// In-place suppression comments of the file, in source order (`SuppressionDirective`).
    public var suppressionDirectives: [SuppressionDirective] = []
    /// String Catalogs: the lines of each key's entry, from the line of its `"KEY"` to the line of
    /// its closing brace (1-based, inclusive), by key; a key written twice has one range per entry.
    /// `--changed-since` counts a finding on a key as changed when any of these lines changed.
    public var keyLines: [String: [ClosedRange<Int>]] = [:]
    /// Asset catalog colorsets and design tokens the file defines (`ColorDefinition`), for the
    /// appearance rules of the app scope.
    public var colorDefinitions: [ColorDefinition] = []
    /// Xcode project files: the colorset `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME` names, when set.
    public var accentColorName: String?
    /// Other files the extraction read, relative to the working directory (the stylesheets an HTML
    /// page links): the extraction cache re-checks them, so a changed stylesheet re-reads its pages.
    public var inputsRead: [String] = []
    /// HTML: the fragment identifiers the document defines, sorted, each once: `id` and `<a name>`
    /// (issue 14, `broken-fragment`). A Markdown document's are made only when a link needs them,
    /// from ``markdownAnchors``.
    public var anchors: [String] = []
    /// Markdown: what its fragment identifiers are made from (headings, explicit `{#id}`
    /// attributes, raw HTML), to make them as the document's dialect's renderer does (GitHub-style
    /// slugs by default, duplicates numbered) for the pages a fragment points into (issue 22).
    public var markdownAnchors: MarkdownAnchorSource?
    /// UTF-16 columns of the lines holding a byte beyond ASCII, counted at extraction on the text
    /// positions count in (SARIF's unit); `nil` when every line is ASCII.
    public var utf16Columns: UTF16Columns?
    /// Markdown and HTML: where the visible text of each link whose text can be located stands
    /// (``LinkTextPlace``), by the link's start (`Link.span.start`), for a fix that replaces it.
    public var linkTextPlaces: [SourcePosition: LinkTextPlace] = [:]
    /// Markdown and HTML: the edit that removes each link's `title` whose bytes can be located
    /// (the attribute or the Markdown title with the white space before it), by the link's start,
    /// for `redundant-title`'s safe fix (issue 26).
    public var linkTitleRemovals: [SourcePosition: TextReplacement] = [:]
    /// Markdown and HTML: the document's title, for fix suggestions that name a link by the title
    /// of the page it leads to; `nil` when it has none.
    public var title: DocumentTitle?
    /// The link-like constructs the extractor met in the file but could not read (``NotUnderstood``),
    /// in source order; the run adds what its resolve stage could not resolve across files.
    public var notUnderstood: [NotUnderstood] = []

    public init(
        file: String, format: DocumentFormat, links: [Link] = [], problems: [MarkupProblem] = [],
        errors: [AuditError] = [], warnings: [AuditError] = []
    ) {
        self.file = file
        self.format = format
        self.links = links
        self.problems = problems
        self.errors = errors
        self.warnings = warnings
    }
}

/// A document's own title (issue 14, fix suggestions).
public struct DocumentTitle: Hashable, Codable, Sendable {
    /// Where a title came from, in the order a reader prefers them.
    public enum Source: String, Codable, Sendable, CaseIterable {
        /// Markdown front matter's `title`.
        case frontMatter
        /// HTML `<title>`.
        case titleElement
        /// The first `<h1>` of an HTML page.
        case heading1
        /// A Markdown document's first heading (of the highest level it uses first).
        case firstHeading
    }

    /// The title's text, whitespace collapsed, trimmed, entities and Markdown inline markup resolved.
    public var text: String
    public var source: Source
    /// 1-based line where the title is written, when known.
    public var line: Int?
    /// The title's language tag as the page declares it (HTML `lang` around the element, a
    /// `page.html.LANG` name, front matter `lang`); `nil` when the page does not say.
    public var language: String?

    public init(text: String, source: Source, line: Int? = nil, language: String? = nil) {
        self.text = text
        self.source = source
        self.line = line
        self.language = language
    }
}
