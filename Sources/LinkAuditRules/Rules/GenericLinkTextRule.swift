import LinkAuditModel

/// Flags links whose accessible name says nothing about the destination: "here", "click here",
/// "Learn more", a name made only of filler words, or only of symbols (`¶`, `→`).
///
/// Source: WCAG 2.4.4 Link Purpose (In Context) and 2.4.9 (Link Only); link-inline card ("avoid
/// generic runs like here or click here"); VoiceOver's Links rotor lists names out of context.
struct GenericLinkTextRule: LinkRule {
    static let description = RuleDescription(
        id: "generic-link-text",
        name: "Generic link text",
        summary: "The accessible name is generic in its language (\"here\", \"Learn more\", \"¶\").",
        rationale: "VoiceOver's Links rotor and Voice Control's Show Names list links by name, out of the sentence around "
            + "them: a list of \"here\" and \"Learn more\" says nothing about where each goes. A descriptive title attribute "
            + "does not help, since screen readers rarely present it.",
        wcag: ["2.4.4", "2.4.9"],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("The request schema is ↓[here](https://example.com/schema.json)."),
            RuleExample("↓[Click here for more](https://example.com/pricing)"),
            RuleExample("↓Link(\"Learn more\", destination: URL(string: \"https://example.com/pricing\")!)", format: .swift),
            RuleExample("## Install ↓[¶](#install)"),
            RuleExample("Pour la configuration, ↓[cliquez ici](https://example.com/config).\n"),
            RuleExample("<p lang=\"de\">Alle Details ↓<a href=\"/details\">hier</a>.</p>", format: .html),
            RuleExample("<p lang=\"ja\">設定は↓<a href=\"/settings\">こちら</a></p>", format: .html),
        ],
        nonTriggering: [
            RuleExample("Read the [privacy policy](https://example.com/privacy)."),
            RuleExample("See [where to buy](https://example.com/stores)."),
            RuleExample("Open [%1$@'s profile](https://example.com/u/%2$@)", format: .markdown, render: .swiftui),
            RuleExample("Status page: https://status.example.com"),
            RuleExample("<a href=\"/q3\" aria-label=\"More about Q3 results\">More</a>", format: .html),
            RuleExample("- [`$this`](#this)\n- [about_Continue](about_Continue.md)\n- [Open](https://example.com/verbs#open)"),
        ],
        sources: [
            .technique("F84", "a non-specific link such as \"click here\" or \"more\"", folder: "failures"),
            .technique("G91", "link text that describes the purpose of the link", folder: "general"),
            .linkInlineCard,
        ])

    func check(_ link: Link, normalizedName: String, languages: LanguageLists) -> [Finding] {
        guard !link.hasDynamicText, !link.isCodeText, !link.name.isEmpty,
            !LinkText.isBareURL(link.name), !LinkText.isEmailAddress(link.name)
        else { return [] }
        let normalized = normalizedName
        let fix =
            link.title.map { "use the title's words as the link text: \"\($0)\"" }
            ?? "name the destination in the link text, e.g. the title of the page it opens"
        if normalized.isEmpty {
            return [
                finding(
                    link,
                    message:
                        "link name \"\(link.name)\" is made only of symbols: a screen reader reads the symbol's name, not where the link goes",
                    fix: fix)
            ]
        }
        guard languages.lists(for: link.language).contains(where: { $0.isGeneric(normalized) }) else { return [] }
        let visible = link.text != link.name && !link.text.isEmpty ? " (its visible text is \"\(link.text)\")" : ""
        return [
            finding(
                link,
                message:
                    "link name \"\(link.name)\"\(visible) is generic: out of context, as VoiceOver's Links rotor lists it, it does not say where the link goes",
                fix: fix)
        ]
    }
}
