import LinkAuditModel

/// Flags Markdown links that render in SwiftUI `Text`: SwiftUI draws them by color only and
/// Markdown cannot carry an underline.
///
/// Source: WCAG 1.4.1 Use of Color; link-inline card ("Markdown inline links cannot be underlined").
struct MarkdownLinkNeedsUnderlineRule: LinkRule {
    static let description = RuleDescription(
        id: "markdown-link-needs-underline",
        name: "Markdown link needs an underline",
        summary: "A Markdown link rendered by SwiftUI is told from its sentence by color alone.",
        rationale: "SwiftUI styles Markdown links with the tint color only, and Markdown has no way to add an underline. "
            + "People who cannot tell the colors apart cannot find the link. An AttributedString run can carry both "
            + "`.link` and `.underlineStyle`.",
        wcag: ["1.4.1"],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("\"help.body\" = \"Need help? ↓[Contact support](https://example.com/support)\";", format: .strings),
            RuleExample("Read the ↓[privacy policy](https://example.com/privacy).", format: .markdown, render: .swiftui),
            RuleExample("Text(\"Read the ↓[privacy policy](https://example.com/privacy).\")", format: .swift),
        ],
        nonTriggering: [
            RuleExample("Read the [privacy policy](https://example.com/privacy)."),
            RuleExample("\"help.body\" = \"Need help? Contact support at help@example.com\";", format: .strings),
            RuleExample("Text(verbatim: \"Read the [privacy policy](https://example.com/privacy).\")", format: .swift),
        ],
        sources: [
            .technique("F73", "links not visually evident without color vision", folder: "failures"),
            .linkInlineCard,
            .apple("Foundation AttributedString", path: "foundation/attributedstring"),
        ])

    private static let markdownSyntaxes: Set<LinkSyntax> = [.markdownInline, .markdownReference, .markdownAutolink]

    func check(_ link: Link, normalizedName: String, languages: LanguageLists) -> [Finding] {
        guard link.render == .swiftui, Self.markdownSyntaxes.contains(link.syntax),
            link.swiftCode?.setsUnderlineStyle != true
        else { return [] }
        return [
            finding(
                link, message: "Markdown link \"\(link.text)\" is drawn by color only in SwiftUI and cannot be underlined",
                fix: "build the text as an AttributedString and set both .link and .underlineStyle on the link's run")
        ]
    }
}
