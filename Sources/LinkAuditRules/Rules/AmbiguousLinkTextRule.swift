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
            RuleExample("Plans: ↓[pricing](https://example.com/pricing/a).\n\nOther plans: ↓[pricing](https://example.com/pricing/b).\n"),
        ],
        nonTriggering: [
            RuleExample("Plans: [pricing](https://example.com/pricing).\n\nAgain: [pricing](https://example.com/pricing/).\n"),
        ])

    func check(_ scope: Scope, languages: LanguageLists) -> [Finding] {
        struct Key: Hashable { var name: String; var language: String }
        var groups: [Key: [Link]] = [:]
        for link in scope.links where !link.hasDynamicText && link.normalizedDestination != nil {
            let name = LinkText.normalize(link.name)
            guard !name.isEmpty else { continue }
            groups[Key(name: name, language: link.appCopy != nil ? (link.language ?? "") : ""), default: []].append(link)
        }
        var findings: [Finding] = []
        for (_, links) in groups {
            let destinations = Set(links.compactMap(\.normalizedDestination))
            guard destinations.count > 1 else { continue }
            for link in links {
                let others = destinations.subtracting([link.normalizedDestination!]).sorted()
                findings.append(finding(link, message: "\"\(link.name)\" also names links to \(others.prefix(3).joined(separator: ", "))\(others.count > 3 ? " and more" : "")",
                                        fix: "give each destination a name of its own"))
            }
        }
        return findings
    }
}
