import Foundation
import LinkAuditExtractors
import LinkAuditModel
import LinkAuditRules

extension RunTables {
    /// The run's tables for run-level rules, made from extracted values only: the site index, the
    /// run's fragment links, those of them that point into a page of the run with a fragment, each
    /// with that page's path and the fragment (in id order; each destination resolved once; a path
    /// or fragment many links repeat held once), and the anchors of each page one of them points
    /// into, made once per page (a Markdown page's from its ``MarkdownAnchorSource``, by its
    /// dialect's slug rules); with the app scope's tables (``AppTables/resolved(links:values:documents:colors:configuration:)``).
    static func resolved(site: SiteIndex, fragmentLinks: [FragmentLink], app: AppTables) -> RunTables {
        // Destinations are resolved side by side, in chunks (the site index is read only), then
        // taken in id order. A chunk keeps only the links that lead into a page with a fragment.
        let chunk = 256
        let chunks = (fragmentLinks.count + chunk - 1) / chunk
        let found = ResultSlots<[ResolvedFragmentLink]>(count: chunks)
        let memo = SiteIndex.PageMemo()
        DispatchQueue.concurrentPerform(iterations: chunks) { index in
            var inChunk: [ResolvedFragmentLink] = []
            var strings = StringInterner()
            for position in (index * chunk)..<min(fragmentLinks.count, (index + 1) * chunk) {
                guard let target = site.target(of: fragmentLinks[position].link, memo: memo), var fragment = target.fragment else {
                    continue
                }
                var path = target.path
                strings.intern(&path)
                strings.intern(&fragment)
                inChunk.append(ResolvedFragmentLink(index: position, path: path, fragment: fragment))
            }
            found[index] = inChunk
        }
        var pageAnchors: [String: Set<String>] = [:]
        var strings = StringInterner()
        var resolved: [ResolvedFragmentLink] = []
        resolved.reserveCapacity(found.values.reduce(0) { $0 + ($1?.count ?? 0) })
        for index in 0..<chunks {
            for var link in found[index] ?? [] {
                strings.intern(&link.path)
                strings.intern(&link.fragment)
                resolved.append(link)
                guard pageAnchors[link.path] == nil, let page = site.pages[link.path], let source = page.markdownAnchors else { continue }
                pageAnchors[link.path] = page.anchors.union(source.anchors)
            }
            found[index] = nil
        }
        return RunTables(site: site, links: fragmentLinks, fragmentLinks: resolved, pageAnchors: pageAnchors, app: app)
    }
}
