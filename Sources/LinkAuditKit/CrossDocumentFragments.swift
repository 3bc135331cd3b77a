import LinkAuditModel
import LinkAuditRules

/// `broken-fragment` across documents (issue 14): a link to another page of the run with a
/// fragment that page does not define (`guide.md#setup`, `mod_ssl.html#envvars` from
/// `index.html.en`, an app's link to its help center through a configured `siteURL`).
///
/// A page's anchors are known only once every document has arrived, so this runs in
/// ``AuditAccumulator/finish(files:discoveryErrors:)``, after links have their final ids. A page
/// outside the run, or a destination `SiteIndex` cannot place, gives no finding. Same-page links
/// (`#setup`) are the rule's own, checked with the document's scope.
enum CrossDocumentFragments {
    /// Whether a link may need this check: its destination has a path or address and a fragment.
    /// In a streamed run such links are kept past their document's check, then dropped again in
    /// ``check(_:findings:site:configuration:dropsUnnamed:)`` when they get no finding.
    static func mayNeedCheck(_ link: Link) -> Bool {
        guard !link.isTemplatedDestination, let hash = link.destination.firstIndex(of: "#"), hash != link.destination.startIndex
        else { return false }
        return BrokenFragmentRule.checkedFragment(String(link.destination[link.destination.index(after: hash)...])) != nil
    }

    /// Appends the cross-document findings to `findings`.
    /// - Parameters:
    ///   - links: the run's links with their final ids; in a streamed run only those findings name
    ///     and those ``mayNeedCheck(_:)`` kept.
    ///   - dropsUnnamed: a streamed run: links kept only for this check that no finding names are
    ///     removed from `links` afterwards.
    static func check(
        _ links: inout [Link], findings: inout [Finding], site: SiteIndex, configuration: Configuration, dropsUnnamed: Bool
    ) {
        let id = BrokenFragmentRule.description.id
        if configuration.isEnabled(id) {
            for link in links where mayNeedCheck(link) {
                // A `<base href>` that sends relative destinations to another address leaves the run.
                if let normalized = link.normalizedDestination, normalized.contains("://"), !link.destination.contains("://") { continue }
                guard let target = site.target(of: link), let fragment = target.fragment,
                    let finding = BrokenFragmentRule.crossDocumentFinding(
                        link, fragment: rawFragment(of: link) ?? fragment, page: target.path, anchors: target.page.anchors)
                else { continue }
                findings.append(finding)
            }
        }
        guard dropsUnnamed else { return }
        let named = Set(findings.flatMap { [$0.link] + ($0.related ?? []).map(\.link) }.compactMap { $0 })
        links.removeAll { $0.scope != .app && mayNeedCheck($0) && !named.contains($0.id) }
    }

    /// The fragment as written in the destination, without `#`.
    private static func rawFragment(of link: Link) -> String? {
        link.destination.firstIndex(of: "#").map { String(link.destination[link.destination.index(after: $0)...]) }
    }
}
