import LinkAuditModel

/// What a run knows of itself once every document is extracted and its own rules have run: the
/// tables the run's resolve stage builds from extracted values (never by reading a file again),
/// read by run-level rules (``RunRule``).
public struct RunTables: Sendable {
    /// The run's Markdown and HTML pages: where a link leads, their anchors and titles.
    public var site: SiteIndex
    /// The links whose destination names a page or address with a fragment
    /// (``BrokenFragmentRule/mayPointIntoAnotherPage(_:)``), in report order.
    public var links: [FragmentLink]
    /// Those of `links` that lead to a page of the run, each with that page and the fragment, in
    /// report order: what `broken-fragment` checks across documents.
    public var fragmentLinks: [ResolvedFragmentLink]
    /// The anchors of each page some fragment link points into, by the page's path: an HTML
    /// page's ids and names, a Markdown page's heading slugs as its dialect makes them, explicit
    /// ids and raw HTML ids. Made once per page, only for those pages (most are never pointed into).
    public var pageAnchors: [String: Set<String>]
    /// The app scope: string tables and Swift sources joined across files, with the tables their
    /// links are compared with (names shown together, standalone evidence, translations, colors).
    public var app: AppTables

    /// The tables of a run, as its resolve stage makes them.
    public init(
        site: SiteIndex, links: [FragmentLink] = [], fragmentLinks: [ResolvedFragmentLink] = [], pageAnchors: [String: Set<String>] = [:],
        app: AppTables = AppTables()
    ) {
        self.site = site
        self.links = links
        self.fragmentLinks = fragmentLinks
        self.pageAnchors = pageAnchors
        self.app = app
    }
}

/// What a check across documents reads of a link that may point into another page with a
/// fragment: a few values instead of the whole ``Link``, as a run that streams its links to disk
/// keeps them for every such link of every page until the end.
public struct FragmentLink: Sendable, Equatable {
    /// The link's ordinal in its document (`Link.id`): with `file`, its identity in the run.
    public var id: Int
    /// The document's path, as `Link.file` names it.
    public var file: String
    public var span: SourceSpan?
    public var destination: String
    public var normalizedDestination: String?
    /// How the link was written: a wikilink's fragment is a heading's text, not an anchor.
    public var syntax: LinkSyntax

    /// The values of `link`, or `nil` when it cannot point into another page with a fragment
    /// (``BrokenFragmentRule/mayPointIntoAnotherPage(_:)``): a run keeps only these.
    public init?(_ link: Link) {
        guard BrokenFragmentRule.mayPointIntoAnotherPage(link) else { return nil }
        id = link.id
        file = link.file
        span = link.span
        destination = link.destination
        normalizedDestination = link.normalizedDestination
        syntax = link.syntax
    }

    /// A link holding only these values: what `SiteIndex.target(of:)` and findings read.
    public var link: Link {
        var link = Link(
            text: "", name: "", nameSource: .none, destination: destination, syntax: syntax, placement: .inline,
            render: .web, file: file, span: span, scope: .document(file))
        link.id = id
        link.normalizedDestination = normalizedDestination
        return link
    }
}

/// A fragment link and where in the run it leads, resolved once by the run's resolve stage: the
/// link's place and two strings, not a copy of the link and its page, as a run holds one for each
/// of its links into its own pages (issue 22).
public struct ResolvedFragmentLink: Sendable {
    /// Where the link is in ``RunTables/links``.
    public var index: Int
    /// The path of the page it leads to, as ``SiteIndex/pages`` names it (``SiteIndex/Target/path``).
    public var path: String
    /// The fragment, percent-decoded, without its `#` (``SiteIndex/Target/fragment``).
    public var fragment: String

    public init(index: Int, path: String, fragment: String) {
        self.index = index
        self.path = path
        self.fragment = fragment
    }
}

/// A rule that sees the whole run at once (as SwiftLint's collecting rules do), after each
/// document's own rules: it reads the run's tables (``RunTables``), never a file or a parser. Its
/// findings name links as every rule does, by file and ordinal (`Finding.file`, `Finding.link`);
/// the run reads back from its link spool any link a finding names that it did not keep. A rule that checks each document too (as a ``Rule``) leaves
/// the app scope to this check: its document check of the app scope finds nothing.
public protocol RunRule: Sendable {
    static var description: RuleDescription { get }
    /// Returns the findings across the run, with the rule's default severity.
    func check(_ run: RunTables, languages: LanguageLists) -> [Finding]
}
