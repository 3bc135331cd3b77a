import LinkAuditModel

/// Flags links whose only name source is the `title` attribute.
///
/// Source: WCAG 2.4.4, 4.1.2; `title` is shown on hover only and read inconsistently.
struct NameFromTitleOnlyRule: LinkRule {
    static let description = RuleDescription(
        id: "name-from-title-only",
        name: "Name from title only",
        summary: "The link's only name comes from its title attribute.",
        rationale: "A title is a tooltip: touch and keyboard users never see it, and assistive technologies present it "
            + "inconsistently. The name should come from content or aria-label.",
        wcag: ["2.4.4", "4.1.2"],
        defaultSeverity: .note,
        triggering: [
            RuleExample("↓<a href=\"/\" title=\"Home\"><svg><use href=\"#logo\"></use></svg></a>", format: .html)
        ],
        nonTriggering: [
            RuleExample("<a href=\"/\" title=\"Go to the home page\">Home</a>", format: .html)
        ],
        sources: [
            RuleReference("Accessible Name and Description Computation 1.2", url: "https://www.w3.org/TR/accname-1.2/")
        ])

    func check(_ link: Link, normalizedName: String, languages: LanguageLists) -> [Finding] {
        guard link.nameSource == .title else { return [] }
        return [
            finding(
                link, message: "the name \"\(link.name)\" comes only from the title attribute",
                fix: "put the name in the link's content (visible or visually hidden text) or in aria-label")
        ]
    }
}
