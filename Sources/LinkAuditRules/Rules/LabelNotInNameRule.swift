import LinkAuditModel

/// Flags explicit names (`aria-label`, `aria-labelledby`, `.accessibilityLabel`) that do not
/// contain the visible text as whole words.
///
/// Source: WCAG 2.5.3 Label in Name: Voice Control users say what they see.
struct LabelNotInNameRule: LinkRule {
    static let description = RuleDescription(
        id: "label-not-in-name",
        name: "Visible label not in the name",
        summary: "An explicit accessible name does not contain the link's visible text.",
        rationale: "Voice Control users activate a link by saying its visible text; when the accessible name differs, "
            + "the command does not match. Put the visible words in the name, ideally at its start.",
        wcag: ["2.5.3"],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("<p>↓<a href=\"/q4\" aria-label=\"Read more\">Q4 report</a></p>", format: .html),
            RuleExample(
                """
                ↓Link("Weekly Ad", destination: URL(string: "https://example.com/ad")!)
                    .accessibilityLabel("This week's offers")
                """, format: .swift),
        ],
        nonTriggering: [
            RuleExample("<p><a href=\"/q3\" aria-label=\"More about Q3 results\">More</a></p>", format: .html)
        ],
        sources: [
            .technique("F96", "an accessible name that does not contain the visible label", folder: "failures")
        ])

    private static let explicitSources: Set<NameSource> = [.ariaLabel, .ariaLabelledby, .accessibilityLabel]

    func check(_ link: Link, normalizedName: String, languages: LanguageLists) -> [Finding] {
        guard Self.explicitSources.contains(link.nameSource), !link.hasDynamicText else { return [] }
        let visible = LinkText.normalize(link.text)
        guard !visible.isEmpty, !LinkText.containsWords(normalizedName, visible) else { return [] }
        return [
            finding(
                link, message: "the name \"\(link.name)\" does not contain the visible text \"\(link.text)\"",
                fix: "start the accessible name with the visible text, e.g. \"\(link.text) …\"")
        ]
    }
}
