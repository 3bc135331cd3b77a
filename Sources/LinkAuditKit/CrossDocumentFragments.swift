import LinkAuditExtractors
import LinkAuditModel
import LinkAuditReporters
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
    /// A link a streamed run did not keep that may need this check: what the check reads of it,
    /// a few strings instead of the whole `Link`. A link it reports is read back whole from the
    /// spool (`LinkSpool.link(id:)`).
    struct Candidate: Sendable {
        /// The link's id: counted from 1 in its document until the run's order is known, then final.
        var id: Int
        var file: String
        var destination: String
        var normalizedDestination: String?

        init(_ link: Link) {
            id = link.id
            file = link.file
            destination = link.destination
            normalizedDestination = link.normalizedDestination
        }

        /// A link with only what `SiteIndex.target(of:)` and the rule read, to test it.
        var probe: Link {
            var link = Link(
                text: "", name: "", nameSource: .none, destination: destination, syntax: .htmlAnchor, placement: .inline,
                render: .web, file: file, span: nil, scope: .document(file))
            link.id = id
            link.normalizedDestination = normalizedDestination
            return link
        }
    }

    /// Whether a link may need this check: its destination has a path or address and a fragment,
    /// and no `<base href>` sends it to another address. In a streamed run such links that no
    /// finding of their document names are kept as ``Candidate``s.
    static func mayNeedCheck(_ link: Link) -> Bool {
        guard !link.isTemplatedDestination, let hash = link.destination.firstIndex(of: "#"), hash != link.destination.startIndex
        else { return false }
        if let normalized = link.normalizedDestination, normalized.contains("://"), !link.destination.contains("://") { return false }
        return BrokenFragmentRule.checkedFragment(String(link.destination[link.destination.index(after: hash)...])) != nil
    }

    /// Appends the cross-document findings to `findings`.
    /// - Parameters:
    ///   - links: the run's links with their final ids; in a streamed run only those findings name.
    ///     Links of `candidates` that get a finding are added, read back from `spool`, in id order.
    ///   - candidates: a streamed run's links that may need the check and were not kept, with final ids.
    ///   - spool: a streamed run's spool, after `LinkSpool.order(_:)`.
    static func check(
        _ links: inout [Link], findings: inout [Finding], site: SiteIndex, configuration: Configuration,
        candidates: [Candidate] = [], spool: LinkSpool? = nil
    ) {
        guard configuration.isEnabled(BrokenFragmentRule.description.id) else { return }
        var anchors = PageAnchors()
        for link in links where mayNeedCheck(link) {
            if let finding = finding(for: link, site: site, anchors: &anchors) { findings.append(finding) }
        }
        guard let spool else { return }
        var added = false
        for candidate in candidates where finding(for: candidate.probe, site: site, anchors: &anchors) != nil {
            guard let link = spool.link(id: candidate.id), link.file == candidate.file,
                let finding = finding(for: link, site: site, anchors: &anchors)
            else { continue }
            findings.append(finding)
            links.append(link)
            added = true
        }
        if added { links.sort { $0.id < $1.id } }
    }

    /// The finding for a link whose destination is another page of the run with a fragment that
    /// page lacks; `nil` otherwise.
    private static func finding(for link: Link, site: SiteIndex, anchors: inout PageAnchors) -> Finding? {
        guard let target = site.target(of: link), let fragment = target.fragment else { return nil }
        return BrokenFragmentRule.crossDocumentFinding(
            link, fragment: rawFragment(of: link) ?? fragment, page: target.path, anchors: anchors.of(target))
    }

    /// The anchors of the pages fragments point into, each Markdown page's made once, when first
    /// needed: most pages of a run are never pointed into with a fragment.
    struct PageAnchors {
        private var made: [String: Set<String>] = [:]

        mutating func of(_ target: SiteIndex.Target) -> Set<String> {
            guard let source = target.page.markdownAnchors else { return target.page.anchors }
            if let anchors = made[target.path] { return anchors }
            let anchors = target.page.anchors.union(source.anchors)
            made[target.path] = anchors
            return anchors
        }
    }

    /// The fragment as written in the destination, without `#`.
    private static func rawFragment(of link: Link) -> String? {
        link.destination.firstIndex(of: "#").map { String(link.destination[link.destination.index(after: $0)...]) }
    }
}
