import LinkAuditModel

/// Flags `AttributedString` runs that get `.link` but no `.underlineStyle` on the same range in the
/// same scope: SwiftUI draws them by color only.
///
/// Source: WCAG 1.4.1 Use of Color; link-inline card ("Distinguish the inline link from surrounding
/// text by more than color: set .underlineStyle on the AttributedString run").
struct AttributedLinkNeedsUnderlineRule: LinkRule {
    static let description = RuleDescription(
        id: "attributed-link-needs-underline",
        name: "AttributedString link needs an underline",
        summary: "An AttributedString run gets `.link` but no `.underlineStyle`, so it is told from its sentence by color alone.",
        rationale: "SwiftUI draws an AttributedString link in the tint color only. People who cannot tell the colors apart "
            + "cannot find it. Unlike Markdown, an AttributedString run can carry an underline: set `.underlineStyle` on "
            + "the same range as `.link`.",
        wcag: ["1.4.1"],
        defaultSeverity: .warning,
        triggering: [
            RuleExample(
                """
                var agreement: AttributedString {
                    var text = AttributedString("By continuing you agree to the Terms of Service.")
                    if let range = text.range(of: "Terms of Service") {
                        ↓text[range].link = URL(string: "https://www.example.com/terms")
                    }
                    return text
                }
                """, format: .swift)
        ],
        nonTriggering: [
            RuleExample(
                """
                var agreement: AttributedString {
                    var text = AttributedString("By continuing you agree to the Terms of Service.")
                    if let range = text.range(of: "Terms of Service") {
                        text[range].link = URL(string: "https://www.example.com/terms")
                        text[range].underlineStyle = Text.LineStyle(nsUnderlineStyle: .single)
                    }
                    return text
                }
                """, format: .swift)
        ],
        sources: [
            .technique("F73", "links not visually evident without color vision", folder: "failures"),
            .linkInlineCard,
            .apple("Foundation AttributedString", path: "foundation/attributedstring"),
        ])

    func check(_ link: Link, normalizedName: String, languages: LanguageLists) -> [Finding] {
        guard link.syntax == .attributedStringLink, let code = link.swiftCode, !code.setsUnderlineStyle else { return [] }
        return [
            finding(
                link,
                message:
                    "AttributedString link \"\(link.text)\" sets .link but no .underlineStyle: it is told from its sentence by color alone",
                fix: "set .underlineStyle on the same range, e.g. text[range].underlineStyle = Text.LineStyle(nsUnderlineStyle: .single)")
        ]
    }
}
