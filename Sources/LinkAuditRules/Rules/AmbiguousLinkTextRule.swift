import LinkAuditModel

/// Flags one name that leads to different destinations within one scope (per language in app copy).
///
/// Source: WCAG 2.4.4, 2.4.9; in a Links rotor the two links look the same.
struct AmbiguousLinkTextRule: Rule {
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
            + "account screen of a real app had its own \"Sign Up Here\" to its own service).",
        wcag: ["2.4.4", "2.4.9"],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("Plans: ↓[pricing](https://example.com/pricing/a).\n\nOther plans: ↓[pricing](https://example.com/pricing/b).\n"),
            RuleExample(
                """
                "sync.mac" = "Open ↓[Sync settings](https://example.com/sync/mac).";
                "sync.ios" = "Open ↓[Sync settings](https://example.com/sync/ios).";
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
            RuleExample("See [about_Modules](about_Modules.md) and later [about_Modules](../Core/About/about_Modules).\n"),
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

    func check(_ scope: Scope, languages: LanguageLists) -> [Finding] {
        struct Key: Hashable { var name: String; var language: String }
        var groups: [Key: [(link: Link, identity: String)]] = [:]
        for (index, link) in scope.links.enumerated() where !link.hasDynamicText {
            let name = scope.normalizedNames[index]
            guard !name.isEmpty, let identity = Self.pageIdentity(link) else { continue }
            groups[Key(name: name, language: Self.comparedLanguage(of: link, in: scope)), default: []].append((link, identity))
        }
        var findings: [Finding] = []
        for (_, members) in groups {
            // One destination per page: each member then names the first pages, in order, that are
            // not its own and that links on one of its screens reach.
            var destinationOf: [String: String] = [:]
            for member in members where destinationOf[member.identity] == nil {
                destinationOf[member.identity] = member.link.normalizedDestination
            }
            guard destinationOf.count > 1 else { continue }
            let screens = members.map { Self.screens(of: $0.link, in: scope) }
            var counts: [String: [String: Int]] = [:]
            for (index, member) in members.enumerated() {
                for screen in screens[index] { counts[screen, default: [:]][member.identity, default: 0] += 1 }
            }
            let pages = counts.mapValues { identities in
                identities.map { (identity: $0.key, destination: destinationOf[$0.key] ?? "", count: $0.value) }
                    .sorted { $0.destination < $1.destination }
            }
            // The members of each string that has variations, to find a link's alternatives quickly.
            var strings: [StringID: [(entry: AppCopyEntry, identity: String)]] = [:]
            for (link, identity) in members {
                guard let entry = link.appCopy, entry.variation != nil else { continue }
                strings[StringID(entry), default: []].append((entry, identity))
            }
            for (index, (link, own)) in members.enumerated() {
                // Another device, width or plural case of the link's own string is never shown with
                // it: a page that only such alternatives reach does not count against it. The
                // alternatives stand on every screen the link stands on (same key, same table).
                var alternatives: [String: Int] = [:]
                if let entry = link.appCopy, entry.variation != nil {
                    for variant in strings[StringID(entry)] ?? [] where variant.entry.isAlternative(to: entry) {
                        alternatives[variant.identity, default: 0] += 1
                    }
                }
                var others = Set<String>()
                for screen in screens[index] {
                    let shown = pages[screen, default: []].lazy.filter {
                        $0.identity != own && $0.count > alternatives[$0.identity, default: 0]
                    }
                    others.formUnion(shown.prefix(4).map(\.destination))
                }
                guard !others.isEmpty else { continue }
                let named = others.sorted().prefix(4)
                findings.append(
                    finding(
                        link,
                        message:
                            "\"\(link.name)\" also names links to \(named.prefix(3).joined(separator: ", "))\(named.count > 3 ? " and more" : "")",
                        fix: "give each destination a name of its own"))
            }
        }
        return findings
    }

    /// Where a link can be on screen with others (see `docs/model.md`, Scopes): a page is one screen;
    /// in the app, a Swift file's links share its screens, and an app-copy value is on screen with
    /// the other links of the same string and with the Swift files that show its key. Values of
    /// different keys that no one file shows are not known to share a screen, so they are not
    /// compared (found on a real app: each account screen's "Sign Up Here" leads to its own service).
    static func screens(of link: Link, in scope: Scope) -> [String] {
        guard scope.name == .app else { return [""] }
        guard let entry = link.appCopy else { return ["file\u{1}" + link.file] }
        var screens = ["value\u{1}" + [entry.table, entry.key, entry.locale ?? ""].joined(separator: "\u{1}")]
        let key = LocalizedKeyUse.screenKey(table: LocalizedKeyUse.tableName(ofPath: entry.table), key: entry.key)
        for file in (scope.keyShownIn[key] ?? []).sorted() { screens.append("file\u{1}" + file) }
        return screens
    }

    /// The language a link's name is compared in: app copy per language; a Swift control's title is
    /// written in the app's source language, so it meets the app copy of that language; a page's links
    /// all meet.
    static func comparedLanguage(of link: Link, in scope: Scope) -> String {
        if link.appCopy != nil { return link.language ?? "" }
        return scope.name == .app ? scope.sourceLanguage : ""
    }

    /// One string of app copy in one language: its variations are compared as alternatives.
    private struct StringID: Hashable {
        var table: String
        var key: String
        var locale: String?
        init(_ entry: AppCopyEntry) { (table, key, locale) = (entry.table, entry.key, entry.locale) }
    }

    /// What two links' destinations must share to count as the same page: case folded, without a
    /// `.md`/`.html` extension, for site-relative paths only the last path segment (one document
    /// reaches the same page as `about_Modules.md` and `../Core/About/about_Modules.md`), and without
    /// the fragment unless the link is within the page: sections of one page are one destination.
    static func pageIdentity(_ link: Link) -> String? {
        guard let destination = link.normalizedDestination else { return nil }
        var text = destination.lowercased()
        var suffix = ""
        if let cut = text.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            suffix = String(text[cut...])
            text = String(text[..<cut])
            if suffix.hasPrefix("#"), !link.destination.hasPrefix("#") { suffix = "" }
        }
        for ext in [".md", ".markdown", ".html", ".htm"] where text.hasSuffix(ext) {
            text.removeLast(ext.count)
        }
        if text.hasPrefix("/"), let last = text.split(separator: "/").last { text = String(last) }
        return text + suffix
    }
}
