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
            if link.syntax == .wikilink {
                return Self.wikilinkFinding(link, heading: resolved.fragment, page: page, path: resolved.path)
            }
            // A page that draws components of its site's own may define ids nothing here shows.
            guard !link.isTemplatedDestination, page.markdownAnchors?.mayHoldOtherIDs != true,
                let checked = Self.checkedFragment(written ?? resolved.fragment)
            else { return nil }
            return Self.finding(link, fragment: checked, anchors: run.pageAnchors[resolved.path] ?? page.anchors, page: resolved.path)
        }
    }

    /// Whether a link may point into another page with a fragment: its destination has a path or
    /// address and a fragment worth checking, and no `<base href>` sends it to another address.
    /// The run keeps such links as ``FragmentLink``s for this rule.
    public static func mayPointIntoAnotherPage(_ link: Link) -> Bool {
        if link.syntax == .wikilink {
            // A heading of its note, or of its own page (`[[#Heading]]`); a block id (`^id`) is not checked.
            guard let hash = link.destination.firstIndex(ofASCII: 0x23), link.normalizedDestination != nil else { return false }
            let fragment = link.destination[link.destination.index(after: hash)...]
            return !fragment.isEmpty && !fragment.hasPrefix("^")
        }
        guard !link.isTemplatedDestination, let hash = link.destination.firstIndex(ofASCII: 0x23), hash != link.destination.startIndex
        else { return false }
        if let normalized = link.normalizedDestination, normalized.utf8.firstRange(ofBytes: "://".utf8) != nil,
            link.destination.utf8.firstRange(ofBytes: "://".utf8) == nil
        {
            return false
        }
        return checkedFragment(String(link.destination[link.destination.index(after: hash)...])) != nil
    }

    /// The finding for a wikilink to a heading its note does not have (`[[Page#Heading]]`): Obsidian
    /// and Foam match a heading by its text, in any case, with `%20` or a space, and with the
    /// characters a link cannot hold (`#`, `|`, `^`, `:`, `[`, `]`, `\\`, `%`) and backticks read as spaces; the fix
    /// offers the nearest heading as a wikilink writes it, never a slug.
    static func wikilinkFinding(_ link: Link, heading: String, page: SiteIndex.Page, path: String) -> Finding? {
        let headings = page.markdownAnchors?.headings.map(\.text) ?? []
        let wanted = foldedHeading(heading)
        guard !headings.contains(where: { foldedHeading($0) == wanted }) else { return nil }
        let pagePart = link.destination.firstIndex(ofASCII: 0x23).map { String(link.destination[..<$0]) } ?? ""
        var fix = "link to a heading \(path) has, or add the heading there"
        let limit = max(1, min(3, wanted.count / 4))
        let nearest = headings.map { (editDistance(Array(wanted), Array(foldedHeading($0)), limit: limit + 1), $0) }
            .filter { $0.0 <= limit }.min { ($0.0, $0.1) < ($1.0, $1.1) }
        if let nearest { fix = "did you mean [[\(pagePart)#\(nearest.1)]]? " + fix }
        return Finding(
            rule: description.id, severity: description.defaultSeverity,
            message: "\"#\(heading)\" is not a heading of \(path): the link does not lead to a place on the page",
            fix: fix, file: link.file, position: link.span?.start, link: link.id, appCopy: link.appCopy)
    }

    /// A heading's text as wikilinks match it: lowercased, characters a link cannot hold read as
    /// spaces, white space collapsed.
    static func foldedHeading(_ text: String) -> String {
        let spaced = text.lowercased().map { "#|^:[]\\%`".contains($0) ? " " : $0 }
        return String(spaced).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
