import LinkAuditModel

/// `broken-fragment` across documents (issue 14): a link to another page of the run with a
/// fragment that page does not define (`guide.md#setup`, `mod_ssl.html#envvars` from
/// `index.html.en`, an app's link to its help center through a configured `siteURL`). A page's
/// anchors are known only once every document has arrived, so this is a run-level rule. A page
/// outside the run, or a destination `SiteIndex` cannot place, gives no finding.
extension BrokenFragmentRule: RunRule {
    public func check(_ run: RunTables, languages: LanguageLists) -> [Finding] {
        run.fragmentLinks.compactMap { resolved in
            let link = run.links[resolved.index].link
            guard let page = run.site.pages[resolved.path] else { return nil }
            // The fragment as written in the destination, without `#`, so that the message quotes it.
            let written = link.destination.firstIndex(ofASCII: 0x23).map { String(link.destination[link.destination.index(after: $0)...]) }
            guard !link.isTemplatedDestination, let checked = Self.checkedFragment(written ?? resolved.fragment) else { return nil }
            return Self.finding(link, fragment: checked, anchors: run.pageAnchors[resolved.path] ?? page.anchors, page: resolved.path)
        }
    }

    /// Whether a link may point into another page with a fragment: its destination has a path or
    /// address and a fragment worth checking, and no `<base href>` sends it to another address.
    /// The run keeps such links as ``FragmentLink``s for this rule.
    public static func mayPointIntoAnotherPage(_ link: Link) -> Bool {
        guard !link.isTemplatedDestination, let hash = link.destination.firstIndex(ofASCII: 0x23), hash != link.destination.startIndex
        else { return false }
        if let normalized = link.normalizedDestination, normalized.utf8.firstRange(ofBytes: "://".utf8) != nil,
            link.destination.utf8.firstRange(ofBytes: "://".utf8) == nil
        {
            return false
        }
        return checkedFragment(String(link.destination[link.destination.index(after: hash)...])) != nil
    }
}
