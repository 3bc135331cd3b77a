import LinkAuditModel

/// The app scope as the run's resolve stage leaves it (see `docs/model.md`, Scopes): the links of
/// string tables and Swift sources joined across files, and the run-wide tables the run-level rules
/// compare them with (``RunTables/app``). Built once from extracted values, never by reading a file.
///
/// `ambiguous-link-text`, `inline-only-destination`, `localized-link-mismatch`, `link-contrast`
/// and `link-not-distinguishable` read it as run-level rules (``RunRule``); the app scope's other
/// rules see the same links through ``Scope/init(app:problems:)``.
public struct AppTables: Sendable {
    /// Where the Swift code shows a string-table key: a file, and the branches of `switch`/`if`
    /// that lead to the call.
    public typealias KeyCall = (file: String, branches: [String])

    /// The app scope's links in report order, each named by its file and its ordinal there (`Link.id`).
    public var links: [Link]
    /// `LinkText.normalizeName` of each link's name, by index in `links`: computed once.
    public private(set) var normalizedNames: [String]
    /// The string-table values of every key a link names (`Link.appCopy` of ``links`` and
    /// ``referenceLinks``), in every table and locale, with or without links of their own.
    public var values: [AppCopyValue]
    /// Links of source-language text kept only for comparing translations (XLIFF `<source>`).
    public var referenceLinks: [Link]
    /// Controls in Swift code whose action opens a URL.
    public var urlOpeners: [URLOpener]
    /// Where the Swift code shows each string-table key, by `LocalizedKeyUse.screenKey(table:key:)`.
    /// Links of app copy and of those files can be on screen together; links of keys no shared
    /// file shows are not known to be.
    public var keyShownIn: [LocalizedKey: [KeyCall]]
    /// Every asset catalog colorset and design token of the run, in document order, which resolve
    /// `ColorSource.named` and are judged by the appearance rules.
    public var colorDefinitions: [ColorDefinition]
    /// The accent colorset's name when a project file sets `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`;
    /// `AccentColor` otherwise.
    public var accentColorName: String?
    /// Normalized destinations the configuration declares standalone (links built elsewhere).
    public var standaloneDestinations: Set<String>
    /// The language app copy is written in and translated from, where a table does not say
    /// (`.lproj` tables): `--source-language`, default `en`.
    public var sourceLanguage: String
    /// The app scope of the run's Swift sources, whose controls (``urlOpeners``) are standalone
    /// evidence there only: the Apple platform's, under the name the configuration gives it.
    public var sourcesScope: ScopeID = ScopeID(platform: .apple)
    /// The string tables of platforms other than Apple's (Android resources, gettext catalogs,
    /// bundles, message files): Swift call sites never show their keys (``keyShownIn``), even where
    /// a table's name and a key match an Apple table's, or the configuration joins the platforms.
    public var otherPlatformTables: Set<String> = []

    /// The tables of a run; the names of `links` are normalized here, once.
    public init(
        links: [Link] = [], values: [AppCopyValue] = [], referenceLinks: [Link] = [], urlOpeners: [URLOpener] = [],
        keyShownIn: [LocalizedKey: [KeyCall]] = [:], colorDefinitions: [ColorDefinition] = [], accentColorName: String? = nil,
        standaloneDestinations: Set<String> = [], sourceLanguage: String = "en"
    ) {
        self.links = links
        self.normalizedNames = links.map { LinkText.normalizeName($0.name) }
        self.values = values
        self.referenceLinks = referenceLinks
        self.urlOpeners = urlOpeners
        self.keyShownIn = keyShownIn
        self.colorDefinitions = colorDefinitions
        self.accentColorName = accentColorName
        self.standaloneDestinations = standaloneDestinations
        self.sourceLanguage = sourceLanguage
    }

    /// The tables of each app scope the links belong to, in the order of the scopes' names (one
    /// per platform unless the configuration joins them, issue 27): each with its own links and
    /// source-language reference links, and the Swift controls only in ``sourcesScope``. Rules that
    /// compare links (`ambiguous-link-text`, `inline-only-destination`) compare them within one.
    public var scopes: [AppTables] {
        var indicesOfScope: [ScopeID: [Int]] = [:]
        for (index, link) in links.enumerated() { indicesOfScope[link.scope, default: []].append(index) }
        var names = Set(indicesOfScope.keys).union(referenceLinks.map(\.scope))
        if !urlOpeners.isEmpty { names.insert(sourcesScope) }
        // Most runs hold one app: its tables are these.
        if names.count == 1, urlOpeners.isEmpty || names.first == sourcesScope { return [self] }
        return names.sorted().map { name in
            let indices = indicesOfScope[name] ?? []
            var tables = self
            tables.links = indices.map { links[$0] }
            tables.normalizedNames = indices.map { normalizedNames[$0] }
            tables.referenceLinks = referenceLinks.filter { $0.scope == name }
            tables.urlOpeners = name == sourcesScope ? urlOpeners : []
            return tables
        }
    }

    /// What resolves the run's named colors: its colorsets and design tokens, and its accent color.
    var colorResolver: ColorResolver { ColorResolver(definitions: colorDefinitions, accentColorName: accentColorName) }
}

extension Scope {
    /// The app scope the document rules check (generic text, button openers, Markdown underline…):
    /// the links of `app`, their names normalized once there, and the string tables' `problems`.
    public init(app: AppTables, problems: [MarkupProblem]) {
        self.init(name: app.sourcesScope, links: app.links, normalizedNames: app.normalizedNames, problems: problems)
        appCopyValues = app.values
        referenceLinks = app.referenceLinks
        urlOpeners = app.urlOpeners
        sourceLanguage = app.sourceLanguage
    }
}
