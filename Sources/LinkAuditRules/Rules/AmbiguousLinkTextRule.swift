import LinkAuditModel

/// Flags one name that leads to different destinations within one scope (per language in app copy):
/// one finding per name, at its first link, the other links as `Finding.related` (issue 10, grouped findings).
///
/// Source: WCAG 2.4.4, 2.4.9; in a Links rotor the two links look the same.
struct AmbiguousLinkTextRule: Rule, RunRule {
    static let description = RuleDescription(
        id: "ambiguous-link-text",
        name: "Same name, different destinations",
        summary: "Links with the same accessible name lead to different destinations in one scope.",
        rationale: "In VoiceOver's Links rotor the links read the same, yet they go to different places; people cannot choose "
            + "between them without leaving the list. Variants of one string (a device, width or plural case of a key) are "
            + "alternatives never on screen together, so they are not compared with each other. A SwiftUI `Link` title is "
            + "written in the app's source language and is compared with that language's app copy. In an app, links are "
            + "compared where they can be on screen together: within one string, within one Swift file, and between a "
            + "string and the Swift files that show its key; two keys that no one file shows are not compared (each "
            + "account screen of a real app had its own \"Sign Up Here\" to its own service). One name is one finding per "
            + "scope (and, in an app, per language), at its first link: the message names every destination and where each "
            + "is linked, and the other links are its related places. In an app the places are the links of the name that "
            + "share a screen with a link of it to another destination; two such conflicts on two separate screens are still "
            + "one finding, listing both: the fix is the same, a name of its own for each destination.",
        wcag: ["2.4.4", "2.4.9"],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("Plans: ↓[pricing](https://example.com/pricing/a).\n\nOther plans: [pricing](https://example.com/pricing/b).\n"),
            RuleExample(
                """
                <ul><li>↓<a href="sales/contact.html">Contact us</a></li>
                <li><a href="support/contact.html">Contact us</a></li></ul>
                """, format: .html),
            RuleExample(
                """
                "sync.mac" = "Open ↓[Sync settings](https://example.com/sync/mac).";
                "sync.ios" = "Open [Sync settings](https://example.com/sync/ios).";
                """, format: .strings, path: "App/en.lproj/Localizable.strings",
                companions: [
                    (
                        "App/SyncView.swift",
                        """
                        struct SyncView: View {
                            var body: some View {
                                Text("sync.mac")
                                Text("sync.ios")
                            }
                        }
                        """
                    )
                ]),
        ],
        nonTriggering: [
            RuleExample("Plans: [pricing](https://example.com/pricing).\n\nAgain: [pricing](https://example.com/pricing/).\n"),
            RuleExample(
                "See [about_Modules](about_Modules.md) and later [about_Modules](../About/about_Modules).\n",
                path: "Core/About/about_Scopes.md"),
            RuleExample(
                """
                <ul><li><a href="support/contact.html">Contact us</a></li>
                <li><a href="support/contact.html#phone">Contact us</a></li></ul>
                """, format: .html),
            RuleExample(
                "See [Get-CimSession](/powershell/module/cimcmdlets/get-cimsession).\n\n"
                    + "- [Get-CimSession](../CimCmdlets/Get-CimSession.md)\n- [Register](/previous-versions//ms714644)\n"
                    + "- [Register](/previous-versions/ms714644)\n",
                path: "reference/7.4/Core/Get-Module.md"),
            RuleExample(
                """
                "feedbin.footer" = "Feedbin is a paid service. [Sign Up Here](https://feedbin.example/signup)";
                "newsblur.footer" = "NewsBlur keeps your feeds. [Sign Up Here](https://newsblur.example)";
                """, format: .strings, path: "App/en.lproj/Localizable.strings",
                companions: [
                    ("App/FeedbinView.swift", "struct FeedbinView: View {\n    var body: some View { Text(\"feedbin.footer\") }\n}"),
                    ("App/NewsBlurView.swift", "struct NewsBlurView: View {\n    var body: some View { Text(\"newsblur.footer\") }\n}"),
                ]),
            RuleExample(
                """
                <plist version="1.0"><dict>
                <key>sync.hint</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
                <key>mac</key><string>Open [Sync settings](https://example.com/sync/mac).</string>
                <key>iphone</key><string>Open [Sync settings](https://example.com/sync/ios).</string>
                </dict></dict>
                </dict></plist>
                """, format: .stringsdict, path: "App/en.lproj/Localizable.stringsdict"),
            RuleExample(
                """
                {"sourceLanguage": "en", "strings": {"trash.summary": {"localizations": {"en": {"variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "One file is in the [trash](https://example.com/trash)."}},
                  "other": {"stringUnit": {"state": "translated", "value": "%lld files are in the [trash](https://example.com/bin)."}}
                }}}}}}}
                """, format: .xcstrings, path: "App/Localizable.xcstrings"),
        ],
        sources: [
            .technique("G91", "link text that describes the purpose of the link", folder: "general")
        ],
        fix: .unsafe)

    /// A page's links: every link is on screen with every other. The app scope is checked across
    /// the run, as a ``RunRule``.
    func check(_ scope: Scope, languages: LanguageLists) -> [Finding] {
        guard !scope.name.isApp else { return [] }
        return findings(scope.links, normalizedNames: scope.normalizedNames, app: nil, siteURLs: scope.siteURLs, routes: scope.routes)
    }

    /// Each app scope's links, compared where they can be on screen together (``othersInApp(_:_:app:)``):
    /// two platforms' apps are never on one screen.
    func check(_ run: RunTables, languages: LanguageLists) -> [Finding] {
        run.app.scopes.flatMap { app in
            findings(app.links, normalizedNames: app.normalizedNames, app: app, siteURLs: [], routes: [:])
        }
    }

    /// The findings among `links` (their names normalized by index): a page's when `app` is `nil`.
    private func findings(
        _ links: [Link], normalizedNames: [String], app: AppTables?, siteURLs: [SiteIndex.SiteURL], routes: [String: String]
    ) -> [Finding] {
        struct Key: Hashable { var name: String; var language: String }
        var linksOfName: [Key: [Int]] = [:]
        for (index, link) in links.enumerated() where !link.hasDynamicText && link.normalizedDestination != nil {
            let name = normalizedNames[index]
            guard !name.isEmpty else { continue }
            linksOfName[Key(name: name, language: Self.comparedLanguage(of: link, app: app)), default: []].append(index)
        }
        var findings: [Finding] = []
        // A name given to one link is never ambiguous: only names given to two or more links get
        // their destinations' page identities (the rule's main cost, per link), each destination's
        // once in a run (the pages of a site repeat their navigation bars').
        func identity(of link: Link) -> String? {
            guard var normalized = link.normalizedDestination else { return nil }
            if !siteURLs.isEmpty { normalized = Self.rootRelative(normalized, siteURLs: siteURLs) }
            if !routes.isEmpty { normalized = Self.routed(normalized, routes: routes) }
            let written = WrittenDestination(normalized: normalized, withinPage: link.destination.hasPrefix("#"))
            return Self.identities.value(for: written) {
                Self.pageIdentity(normalizedDestination: $0.normalized, withinPage: $0.withinPage)
            }
        }
        for (_, indices) in linksOfName where indices.count > 1 {
            let group = indices.compactMap { index -> (link: Link, identity: String)? in
                identity(of: links[index]).map { (link: links[index], identity: $0) }
            }
            let members = Self.joiningSiteRootPaths(group)
            var destinationOf: [String: String] = [:]
            for member in members where destinationOf[member.identity] == nil {
                destinationOf[member.identity] = member.link.normalizedDestination
            }
            guard destinationOf.count > 1 else { continue }
            // On a page every link of the name is a place of the ambiguity; in an app, those that
            // can be on screen with a link of the name to another destination.
            let places =
                app.map { app in zip(members, Self.othersInApp(members, destinationOf, app: app)).filter { !$0.1.isEmpty }.map(\.0) }
                ?? members
            guard let first = places.first else { continue }
            var finding = finding(first.link, message: Self.message(places, destinationOf), fix: "give each destination a name of its own")
            finding.related = places.dropFirst().map { place in
                RelatedPlace(
                    file: place.link.file, position: place.link.span?.start, link: place.link.id,
                    destination: destinationOf[place.identity])
            }
            findings.append(finding)
        }
        return findings
    }

    /// How many destinations and places a message names before it says how many more there are.
    static let namedDestinations = 8
    static let namedPlaces = 4

    /// `"Contact us" names 3 links to 2 destinations: sales/contact.html (1:9); support/contact.html
    /// (2:5, 3:5)`: the name, every destination sorted (past `namedDestinations`, how many more), and
    /// where each is linked (line:column in the finding's file, else path:line:column).
    static func message(_ places: [(link: Link, identity: String)], _ destinationOf: [String: String]) -> String {
        let file = places[0].link.file
        var placesOf: [String: [String]] = [:]
        for place in places {
            let destination = destinationOf[place.identity] ?? place.link.destination
            var at = place.link.file == file ? "" : place.link.file
            if let start = place.link.span?.start {
                at += (at.isEmpty ? "" : ":") + "\(start.line):\(start.utf8Column)"
            }
            placesOf[destination, default: []].append(at.isEmpty ? "no position" : at)
        }
        let destinations = placesOf.keys.sorted()
        var parts = destinations.prefix(namedDestinations).map { destination in
            let at = placesOf[destination]!
            let more = at.count > namedPlaces ? " and \(at.count - namedPlaces) more" : ""
            return "\(destination) (\(at.prefix(namedPlaces).joined(separator: ", "))\(more))"
        }
        if destinations.count > namedDestinations { parts.append("and \(destinations.count - namedDestinations) more destinations") }
        return "\"\(places[0].link.name)\" names \(places.count) links to \(destinations.count) destinations: "
            + parts.joined(separator: "; ")
    }

    /// A path written from the site's root (`/powershell/module/cimcmdlets/get-cimsession`) and one
    /// written from the document (`../CimCmdlets/Get-CimSession.md`) are measured from two roots:
    /// the audit root is not the site's, so nothing tells them apart but the page's file name. When
    /// they share it, the root one takes the other's identity (found on PowerShell-Docs: every
    /// reference page links the same cmdlet both ways). Two paths written from the same root are
    /// compared whole (`../suexec.html` and `../programs/suexec.html` are two pages of the Apache manual).
    static func joiningSiteRootPaths(_ members: [(link: Link, identity: String)]) -> [(link: Link, identity: String)] {
        func isRootPath(_ link: Link) -> Bool { link.destination.hasPrefix("/") && !link.destination.hasPrefix("//") }
        func isDocumentPath(_ link: Link) -> Bool {
            !link.destination.hasPrefix("/") && !link.destination.hasPrefix("#") && !link.destination.contains(":")
        }
        func fileName(_ identity: String) -> Substring {
            let path = identity.prefix { $0 != "?" && $0 != "#" }
            return path.split(separator: "/").last ?? path
        }
        guard members.contains(where: { isRootPath($0.link) }) else { return members }
        var documentPages: [Substring: String] = [:]
        for member in members where isDocumentPath(member.link) {
            documentPages[fileName(member.identity)] = documentPages[fileName(member.identity)] ?? member.identity
        }
        guard !documentPages.isEmpty else { return members }
        return members.map { member in
            guard isRootPath(member.link), let page = documentPages[fileName(member.identity)] else { return member }
            return (member.link, page)
        }
    }

    /// On a page every link is on screen with every other: for each member, the first pages (by
    /// destination) that are not its own. Linear in the group, for pages with thousands of links.
    static func othersOnPage(_ members: [(link: Link, identity: String)], _ destinationOf: [String: String]) -> [[String]] {
        let pages = destinationOf.sorted { $0.value < $1.value }.map(\.key)
        return members.map { member in Array(pages.lazy.filter { $0 != member.identity }.prefix(4)) }
    }

    /// The language a link's name is compared in: app copy per language; a Swift control's title is
    /// written in the app's source language, so it meets the app copy of that language; a page's links
    /// all meet.
    static func comparedLanguage(of link: Link, app: AppTables?) -> String {
        if link.appCopy != nil { return link.language ?? "" }
        return app?.sourceLanguage ?? ""
    }

    /// What two links' destinations must share to count as the same page: the resolved path, case
    /// folded, without a `.md`/`.html` extension (one document reaches the same page as
    /// `about_Modules.md` and `../About/about_Modules`), and without the fragment unless the link is
    /// within the page: sections of one page are one destination. Pages of the same file name in
    /// other folders are other pages (`sales/contact.html`, `support/contact.html`:
    /// same-file-name-other-folders case).
    static func pageIdentity(_ link: Link) -> String? {
        guard let destination = link.normalizedDestination else { return nil }
        return pageIdentity(normalizedDestination: destination, withinPage: link.destination.hasPrefix("#"))
    }

    /// What ``pageIdentity(_:)`` depends on: a link's normalized destination, and whether it was
    /// written as a fragment of its own page.
    private struct WrittenDestination: Hashable {
        var normalized: String
        var withinPage: Bool
    }

    /// ``pageIdentity(_:)`` of the run's destinations.
    private static let identities = BoundedMemo<WrittenDestination, String>(limit: 4_096)

    /// The page a destination names, as every web server and browser reads it:
    /// - case folded, `.md`, `.markdown`, `.html` and `.htm` dropped (one page, built or as written),
    ///   a folder's `index` page as the folder (`/dir/index.html` is `/dir/`), `//` in the path as `/`;
    /// - the query kept with its parameters sorted (`?b=2&a=1` is `?a=1&b=2`: a server reads them by name);
    /// - the fragment dropped, after the query too (`/a?x=1#b` and `/a?x=1#c` are one page), except
    ///   where the link was written as a place on its own page (`#phone`, `#email`) or the fragment is
    ///   a hash route (`#/settings`, `#!/settings`: a script shows another view for each).
    private static func pageIdentity(normalizedDestination destination: String, withinPage: Bool) -> String {
        var text = Substring(destination.lowercased())
        var fragment: Substring = ""
        if let hash = text.firstIndex(of: "#") {
            let written = text[hash...]
            text = text[..<hash]
            if withinPage || written.hasPrefix("#/") || written.hasPrefix("#!") { fragment = written }
        }
        var query = ""
        if let mark = text.firstIndex(of: "?") {
            let parameters = text[text.index(after: mark)...].split(separator: "&").sorted()
            if !parameters.isEmpty { query = "?" + parameters.joined(separator: "&") }
            text = text[..<mark]
        }
        var path = String(text)
        for ext in [".md", ".markdown", ".html", ".htm"] where path.hasSuffix(ext) {
            path.removeLast(ext.count)
        }
        // `/a//b` is `/a/b` to every web server. Searched byte by byte (the marks are ASCII):
        // Foundation's `range(of:)` and the generic `firstRange(of:)` cost more than the rest of the rule.
        let hostStart =
            path.utf8.firstRange(ofBytes: "://".utf8)?.upperBound ?? (path.hasPrefix("//") ? path.index(path.startIndex, offsetBy: 2) : nil)
        let pathOffset = hostStart.map { path.distance(from: path.startIndex, to: path[$0...].firstIndex(of: "/") ?? path.endIndex) } ?? 0
        func pathPart() -> Substring { path.dropFirst(pathOffset) }
        while let double = pathPart().utf8.firstRange(ofBytes: "//".utf8) { path.replaceSubrange(double, with: "/") }
        // A folder's index page is the folder, and a folder is itself with or without its `/`
        // (the normalized root keeps it, other folders do not).
        if pathPart().hasSuffix("/index") || pathPart() == "index" { path.removeLast("index".count) }
        while pathPart().hasSuffix("/") { path.removeLast() }
        return path + query + fragment
    }

    /// A root-relative destination a site builder serves a page of the run at (`/docs/setup#a`),
    /// written as the page's own path (`/docs/Setup.md#a`), as relative links to it are normalized.
    static func routed(_ destination: String, routes: [String: String]) -> String {
        guard destination.hasPrefix("/"), !destination.hasPrefix("//") else { return destination }
        let cut = destination.firstIndex { $0 == "?" || $0 == "#" } ?? destination.endIndex
        var path = destination[..<cut]
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        guard let page = routes[String(path)] ?? routes[path.lowercased()] else { return destination }
        return "/" + page + destination[cut...]
    }

    /// `destination` with a published site's address (`siteURL`) written as the root-relative path
    /// the site serves it at: `https://help.example.com/docs/a` is `/docs/a` there.
    static func rootRelative(_ destination: String, siteURLs: [SiteIndex.SiteURL]) -> String {
        let lowered = destination.lowercased()
        for site in siteURLs {
            let address = site.url.lowercased()
            if lowered.hasPrefix(address) { return site.path + destination.dropFirst(address.count) }
            if lowered + "/" == address { return site.path }
        }
        return destination
    }
}
