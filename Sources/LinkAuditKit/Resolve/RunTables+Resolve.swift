import Foundation
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
        // Destinations are resolved side by side, in chunks (the site index is read only), then
        // taken in id order.
        let chunk = 256
        let chunks = (fragmentLinks.count + chunk - 1) / chunk
        let targets = ResultSlots<[SiteIndex.Target?]>(count: chunks)
        let memo = SiteIndex.PageMemo()
        DispatchQueue.concurrentPerform(iterations: chunks) { index in
            let range = (index * chunk)..<min(fragmentLinks.count, (index + 1) * chunk)
            targets[index] = fragmentLinks[range].map { site.target(of: $0.link, memo: memo) }
        }
        var pageAnchors: [String: Set<String>] = [:]
        var resolved: [ResolvedFragmentLink] = []
        for (fragmentLink, target) in zip(fragmentLinks, targets.values.lazy.flatMap { $0 ?? [] }) {
            guard let target, target.fragment != nil else { continue }
            resolved.append(ResolvedFragmentLink(link: fragmentLink, target: target))
            guard pageAnchors[target.path] == nil, let source = target.page.markdownAnchors else { continue }
            pageAnchors[target.path] = target.page.anchors.union(source.anchors)
        }
        return RunTables(site: site, fragmentLinks: resolved, pageAnchors: pageAnchors)
    }
}
