import LinkAuditExtractors
import LinkAuditModel
import LinkAuditRules

extension RunTables {
    /// The run's tables for run-level rules, made from extracted values only: the site index,
    /// the links that point into a page of the run with a fragment, each with that page (in id
    /// order; each destination resolved once), and the anchors of each page one of them points
    /// into, made once per page (a Markdown page's from its ``MarkdownAnchorSource``, by its
    /// dialect's slug rules).
    static func resolved(site: SiteIndex, fragmentLinks: [FragmentLink]) -> RunTables {
        var pageAnchors: [String: Set<String>] = [:]
        var resolved: [ResolvedFragmentLink] = []
        for fragmentLink in fragmentLinks {
            guard let target = site.target(of: fragmentLink.link), target.fragment != nil else { continue }
            resolved.append(ResolvedFragmentLink(link: fragmentLink, target: target))
            guard pageAnchors[target.path] == nil, let source = target.page.markdownAnchors else { continue }
            pageAnchors[target.path] = target.page.anchors.union(source.anchors)
        }
        return RunTables(site: site, fragmentLinks: resolved, pageAnchors: pageAnchors)
    }
}
