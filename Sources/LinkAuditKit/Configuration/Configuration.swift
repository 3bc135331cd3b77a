import Foundation
import LinkAuditExtractors
import LinkAuditModel
import LinkAuditRules

/// What a run is told to do: the configuration file (`ConfigurationFile`), then the command line.
public struct Configuration: Sendable {
    /// Gitignore-style patterns of paths to skip (`--exclude`, configuration `exclude`).
    public var exclude: [String] = []
    /// Gitignore-style patterns of the files to audit below the folders given (configuration
    /// `include`); empty audits every file linkaudit reads.
    public var include: [String] = []
    /// The lowest severity reports and the text output show (`--min-severity`, `minSeverity`);
    /// `nil` shows every finding. The exit status still counts every finding (`failOn`).
    public var minSeverity: Severity?
    /// Whether an unreadable input exits 3 (`inputErrors: fail`, the default); `false`
    /// (`inputErrors: warn`) lists it in reports and exits 0 or 1 by the findings alone.
    public var inputErrorsFail = true
    /// Render target for every document (`--render`); `nil` keeps each format's default.
    public var render: RenderTarget?
    /// Rule ids that do not run.
    public var disabledRules: Set<RuleID> = []
    /// Severity per rule id, replacing the rule's default.
    public var severities: [RuleID: Severity] = [:]
    /// The lowest severity that fails the run (`--fail-on`); `nil` means never.
    public var failOn: Severity? = .error
    public var languageLists = LanguageLists()
    /// The language of `.lproj` app copy that translations are compared with (`--source-language`).
    public var sourceLanguage = "en"
    /// Render target per gitignore-style pattern of paths (as `exclude` reads them: `Help/**`,
    /// `**/Help/**`, `Help`, `/Help/*.md`), from the configuration file, the first that takes a
    /// file deciding; `render` (`--render`) wins.
    public var renderByPath: [(pattern: String, render: RenderTarget)] = []
    /// Destinations offered as standalone links outside the audited files (app scope).
    public var standaloneDestinations: [String] = []
    /// The highest severity of findings on String Catalog keys whose `extractionState` is `stale`
    /// (no longer in the code); `nil` drops them.
    public var staleSeverity: Severity? = .note
    /// The Markdown dialect of every document (configuration `markdown`); `nil` detects it per
    /// file from a Jekyll `_config.yml` or a Hugo configuration (`SiteMarkdownDialects`), else GitHub
    /// Flavored Markdown.
    public var markdownDialect: MarkdownDialect?
    /// How every Markdown document's `[[…]]` wikilinks are read (configuration `markdown:
    /// {wikilinks: …}`); `nil` detects each site's vault (`SiteWikilinkVaults`).
    public var wikilinkDialect: WikilinkDialect?
    /// The MDX components that draw links, by name (configuration `mdx.components`).
    public var mdxComponents: [String: MDXComponent] = [:]
    /// The configuration's `suppress` entries: findings on string-table keys matching a pattern.
    public var keySuppressions: [KeySuppression] = []
    /// Published sites' addresses and the audited folders they serve (`siteURL`), so absolute
    /// and root-relative links resolve to the run's pages (`SiteIndex`; issue 14).
    public var siteURLs: [SiteIndex.SiteURL] = []
    /// The address template of each rule's documentation (`{rule}` for its id); `nil`: the
    /// project's own pages (``ToolInfo/ruleDocumentationURI(_:template:)``).
    public var ruleDocumentation: String?
    /// The name of each platform's app scope where the configuration's `appScopes` gives one:
    /// platforms of one name are one app (issue 27). A platform not listed is an app of its own,
    /// named after it.
    public var appScopeNames: [AppPlatform: String] = [:]
    /// Names that mark a link in app copy besides those with the word `link` (configuration
    /// `linkMarkers`), sorted and each once, compared exactly as the app's code compares them: Android annotation types, rich-text tags,
    /// and ARB, ICU and i18next placeholders the code fills with a link (issue 27).
    public var linkMarkers: [String] = []
    /// Gitignore-style patterns of JSON files to read as web message files wherever they lie
    /// (configuration `messageFiles`, issue 27): besides those of a recognized layout.
    public var messageFiles: [String] = []

    public init() {}

    /// The scope a link of `scope` belongs to in this run: an app scope under the name the
    /// configuration gives its platform, else `scope` itself.
    public func appScope(_ scope: ScopeID) -> ScopeID {
        guard case .app(let name) = scope, let platform = AppPlatform(rawValue: name), let joined = appScopeNames[platform] else {
            return scope
        }
        return .app(joined)
    }

    /// Puts each app-scope link of `links` in the scope the configuration gives its platform.
    func placeInAppScopes(_ links: inout [Link]) {
        guard !appScopeNames.isEmpty else { return }
        for index in links.indices { links[index].scope = appScope(links[index].scope) }
    }

    /// Whether `name` can mark a link (configuration `linkMarkers`): 1 to 128 ASCII letters,
    /// digits, `.`, `_`, `-` and `$`, as annotation types, tags and placeholders are named.
    static func isLinkMarker(_ name: String) -> Bool { isPlainName(name, upTo: 128, also: "$") }

    /// Whether `name` can name an app scope (configuration `appScopes`): 1 to 64 ASCII letters,
    /// digits, `.`, `_` and `-`, so that reports show it as written.
    static func isAppScopeName(_ name: String) -> Bool { isPlainName(name, upTo: 64) }

    /// Whether `name` holds 1 to `limit` bytes, each an ASCII letter or digit, `.`, `_`, `-` or `extra`.
    private static func isPlainName(_ name: String, upTo limit: Int, also extra: Unicode.Scalar = "-") -> Bool {
        (1...limit).contains(name.utf8.count)
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0) || $0 == extra)
            }
    }

    /// Extraction options for one file: `--render`, else the first `render` pattern matching its
    /// path; the configured Markdown dialect, else the one detected for the file.
    func extractionOptions(for path: String, detectedDialect: MarkdownDialect? = nil) -> ExtractionOptions {
        let dialect = markdownDialect ?? detectedDialect
        if let render { return ExtractionOptions(render: render, markdownDialect: dialect) }
        let render = PathPattern.firstSelecting(renderByPath.map { ($0.pattern, $0.render) }, path: path)
        return ExtractionOptions(render: render, markdownDialect: dialect)
    }

    /// Extraction options for one discovered file, as a run extracts it: those of its path, plus
    /// where it lies (the root that found it, its absolute path, its path in the site), which the
    /// stylesheet reader and destination resolution need and the cache key holds.
    func extractionOptions(for input: Discovery.Input, detectedDialect: MarkdownDialect? = nil) -> ExtractionOptions {
        var options = extractionOptions(for: input.path, detectedDialect: detectedDialect)
        options.resourceRoot = input.root
        options.absolutePath = input.absolutePath
        options.documentPath = input.sitePath
        if input.format == .markdown { options.mdxComponents = mdxComponents }
        if [.androidStrings, .gettext, .arb, .messageJSON].contains(input.format) { options.sourceLanguage = sourceLanguage }
        if [.androidStrings, .arb, .messageJSON].contains(input.format) { options.linkMarkers = linkMarkers }
        return options
    }

    func isEnabled(_ rule: RuleID) -> Bool { !disabledRules.contains(rule) }
}
