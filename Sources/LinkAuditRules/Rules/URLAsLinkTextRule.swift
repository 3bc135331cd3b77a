import LinkAuditModel

/// Flags links whose visible text is a bare web URL, with a scheme, `www.`, or a host and a path
/// without a scheme (`example.com/security`, issue 9); not an e-mail address or a phone number.
///
/// Source: WCAG 2.4.4; VoiceOver reads a URL character by character.
struct URLAsLinkTextRule: LinkRule {
    static let description = RuleDescription(
        id: "url-as-link-text",
        name: "URL as link text",
        summary: "The visible text of the link is a bare URL.",
        rationale: "Screen readers spell a URL out, slash by slash; a few words naming the page are quicker to hear and to "
            + "say to Voice Control.",
        wcag: ["2.4.4"],
        defaultSeverity: .note,
        triggering: [
            RuleExample("Status page: ↓https://status.example.com"),
            RuleExample("See ↓[https://example.com/docs/install](https://example.com/docs/install)."),
            RuleExample("Report issues at ↓[example.com/security](https://example.com/security)."),
        ],
        nonTriggering: [
            RuleExample("Email [support@example.com](mailto:support@example.com)."),
            RuleExample("Contact help@example.com today."),
            RuleExample("Visit [example.com](https://example.com) or read [docs/index.md](docs/index.md) and [Node.js/Express](/node)."),
            RuleExample("See [`describe.each`/`test.each`](GlobalAPI.md#typescript-usage)."),
        ],
        sources: [
            .technique("G91", "link text that describes the purpose of the link", folder: "general")
        ],
        fix: .unsafe)

    func check(_ link: Link, normalizedName: String, languages: LanguageLists) -> [Finding] {
        guard LinkText.isBareURL(link.text), !link.hasDynamicText, link.insideBrokenMarkup == nil else { return [] }
        return [
            finding(
                link, message: "the link text is the URL \(link.text), which a screen reader reads out character by character",
                fix: "use the name of the page as the link text")
        ]
    }
}
