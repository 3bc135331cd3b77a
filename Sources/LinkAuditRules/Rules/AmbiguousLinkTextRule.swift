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
            + "between them without leaving the list.",
        wcag: ["2.4.4", "2.4.9"],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("Plans: ↓[pricing](https://example.com/pricing/a).\n\nOther plans: ↓[pricing](https://example.com/pricing/b).\n")
        ],
        nonTriggering: [
            RuleExample("Plans: [pricing](https://example.com/pricing).\n\nAgain: [pricing](https://example.com/pricing/).\n"),
            RuleExample("See [about_Modules](about_Modules.md) and later [about_Modules](../Core/About/about_Modules).\n"),
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
            groups[Key(name: name, language: link.appCopy != nil ? (link.language ?? "") : ""), default: []].append((link, identity))
        }
        var findings: [Finding] = []
        for (_, members) in groups {
            // One destination per page, sorted once: each member then names the first pages that are not its own.
            var byIdentity: [String: String] = [:]
            for member in members where byIdentity[member.identity] == nil {
                byIdentity[member.identity] = member.link.normalizedDestination
            }
            guard byIdentity.count > 1 else { continue }
            let pages = byIdentity.sorted { $0.value < $1.value }
            for (link, own) in members {
                let others = Array(pages.lazy.filter { $0.key != own }.prefix(4).map(\.value))
                findings.append(
                    finding(
                        link,
                        message:
                            "\"\(link.name)\" also names links to \(others.prefix(3).joined(separator: ", "))\(others.count > 3 ? " and more" : "")",
                        fix: "give each destination a name of its own"))
            }
        }
        return findings
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
