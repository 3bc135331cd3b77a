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
        ])

    /// A page's links: every link is on screen with every other. The app scope is checked across
    /// the run, as a ``RunRule``.
    func check(_ scope: Scope, languages: LanguageLists) -> [Finding] {
        guard scope.name != .app else { return [] }
        return findings(scope.links, normalizedNames: scope.normalizedNames, app: nil)
    }

    /// The app scope's links, compared where they can be on screen together (``othersInApp(_:_:app:)``).
    func check(_ run: RunTables, languages: LanguageLists) -> [Finding] {
        findings(run.app.links, normalizedNames: run.app.normalizedNames, app: run.app)
    }

    /// The findings among `links` (their names normalized by index): a page's when `app` is `nil`.
    private func findings(_ links: [Link], normalizedNames: [String], app: AppTables?) -> [Finding] {
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
            guard let normalized = link.normalizedDestination else { return nil }
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

    /// In an app, links are compared where they can be on screen together (see `docs/model.md`,
    /// Scopes): the links of one string (not its alternatives: device, width and plural cases), the
    /// links of one Swift file, and a string with the Swift files that show its key, unless the calls
    /// stand in different branches of one `switch`, `if` or `?:`. Values of keys that no one file
    /// shows together are not compared (found on a real app: each account screen's "Sign Up Here",
    /// chosen by a `switch`, leads to its own service).
    ///
    /// For each member, the first pages (by destination) on each of its screens that are not its own:
    /// the first four of all of them are among these. Not pairwise: one Swift file showing 5,000 keys
    /// with one link name took 21 seconds.
    static func othersInApp(_ members: [(link: Link, identity: String)], _ destinationOf: [String: String], app: AppTables) -> [[String]] {
        // The calls of a key shown many times in one file (in a list, or in every branch) differ
        // only where they stand in different branches: each place is kept once.
        var callsOfKey: [LocalizedKey: [(file: String, branches: [String])]] = [:]
        /// One string value: a key of a table in one locale (its device, width and plural cases together).
        struct Value: Hashable { var table: String; var key: String; var locale: String? }
        let places = members.map { member -> (value: Value?, calls: [(file: String, branches: [String])]) in
            guard let entry = member.link.appCopy else { return (nil, [(member.link.file, [])]) }
            let key = LocalizedKeyUse.screenKey(table: LocalizedKeyUse.tableName(ofPath: entry.table), key: entry.key)
            if callsOfKey[key] == nil {
                var seen = Set<[String]>()
                callsOfKey[key] = (app.keyShownIn[key] ?? []).filter { seen.insert([$0.file] + $0.branches).inserted }
            }
            return (Value(table: entry.table, key: entry.key, locale: entry.locale), callsOfKey[key] ?? [])
        }
        let order = members.indices.sorted {
            let (left, right) = (members[$0].identity, members[$1].identity)
            return (destinationOf[left] ?? "", left) < (destinationOf[right] ?? "", right)
        }
        // The screens: each string value, and each Swift file with the calls it makes. Members are in
        // destination order, so the members of one page stand next to each other.
        var values: [Value: Screen] = [:]
        var files: [String: Screen] = [:]
        for index in order {
            if let value = places[index].value { values[value, default: Screen()].entries.append((index, [])) }
            for call in places[index].calls { files[call.file, default: Screen()].entries.append((index, call.branches)) }
        }
        for key in values.keys { values[key]?.findRuns(members) }
        for key in files.keys { files[key]?.findRuns(members) }
        /// The first four pages of `screen` that are not `own` and whose member `accepts`.
        func firstPages(on screen: Screen, own: String, accepts: (Int, [String]) -> Bool) -> [String] {
            var pages: [String] = []
            var position = 0
            while position < screen.entries.count, pages.count < 4 {
                let identity = members[screen.entries[position].member].identity
                if identity == own || pages.last == identity {
                    position = screen.runEnd[position]
                    continue
                }
                if accepts(screen.entries[position].member, screen.entries[position].branches) { pages.append(identity) }
                position += 1
            }
            return pages
        }
        // One control whose action may open either of two URLs (`if pro { openURL(x) } else { openURL(y) }`)
        // is one link at one place, not two on screen together. Rows of an enum's cases share their
        // control's place too, but each is a row of its own (`SwiftLinkCode.repeatsControl`); the
        // values of a string table name links of any number of controls at one place.
        func samePlace(_ i: Int, _ j: Int) -> Bool {
            let (a, b) = (members[i].link, members[j].link)
            guard a.appCopy == nil, b.appCopy == nil, a.span != nil, a.swiftCode?.repeatsControl != true,
                b.swiftCode?.repeatsControl != true
            else { return false }
            return a.file == b.file && a.span == b.span
        }
        return members.indices.map { i in
            var seen = Set<String>()
            let own = members[i].identity
            if let value = places[i].value, let screen = values[value] {
                // Alternatives of one string (device, width, plural cases) are never on screen together.
                seen.formUnion(
                    firstPages(on: screen, own: own) { j, _ in
                        guard let a = members[i].link.appCopy, let b = members[j].link.appCopy else { return true }
                        return !a.isAlternative(to: b) && !samePlace(i, j)
                    })
            }
            for call in places[i].calls {
                seen.formUnion(
                    firstPages(on: files[call.file] ?? Screen(), own: own) { j, branches in
                        // Two runs of one string are compared as one string, above.
                        if let value = places[i].value, value == places[j].value { return false }
                        if samePlace(i, j) { return false }
                        return LocalizedKeyUse.canRunTogether(call.branches, branches)
                    })
            }
            return Array(seen)
        }
    }

    /// The links that may be on screen together, in destination order.
    struct Screen {
        var entries: [(member: Int, branches: [String])] = []
        /// For each entry, the position after the last entry of the same page: a page shown a
        /// thousand times is passed over in one step.
        var runEnd: [Int] = []

        mutating func findRuns(_ members: [(link: Link, identity: String)]) {
            runEnd = Array(repeating: entries.count, count: entries.count)
            var index = entries.count - 1
            while index > 0 {
                let identity = members[entries[index - 1].member].identity
                runEnd[index - 1] = identity == members[entries[index].member].identity ? runEnd[index] : index
                index -= 1
            }
        }
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

    private static func pageIdentity(normalizedDestination destination: String, withinPage: Bool) -> String {
        var text = destination.lowercased()
        var suffix = ""
        if let cut = text.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            suffix = String(text[cut...])
            text = String(text[..<cut])
            if suffix.hasPrefix("#"), !withinPage { suffix = "" }
        }
        for ext in [".md", ".markdown", ".html", ".htm"] where text.hasSuffix(ext) {
            text.removeLast(ext.count)
        }
        // `/a//b` is `/a/b` to every web server. Searched byte by byte (the marks are ASCII):
        // Foundation's `range(of:)` and the generic `firstRange(of:)` cost more than the rest of the rule.
        let hostStart =
            text.utf8.firstRange(ofBytes: "://".utf8)?.upperBound ?? (text.hasPrefix("//") ? text.index(text.startIndex, offsetBy: 2) : nil)
        let pathStart = hostStart.map { text[$0...].firstIndex(of: "/") ?? text.endIndex } ?? text.startIndex
        while let double = text[pathStart...].utf8.firstRange(ofBytes: "//".utf8) { text.replaceSubrange(double, with: "/") }
        return text + suffix
    }
}
