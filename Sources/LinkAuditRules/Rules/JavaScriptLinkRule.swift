import LinkAuditModel

/// Flags links whose destination is a `javascript:` URL: a button in disguise.
///
/// Source: WCAG 4.1.2 (the role announced must be the control's); the link-standalone card (a
/// control that acts and stays on the current screen is a button, not a link); issue 9, item 4.
struct JavaScriptLinkRule: LinkRule {
    static let description = RuleDescription(
        id: "javascript-link",
        name: "javascript: link",
        summary: "A link whose href is a `javascript:` URL: it runs script and leads nowhere.",
        rationale: "VoiceOver announces it as a link and lists it in the Links rotor, so people expect to go somewhere; "
            + "it acts on the page instead. It is a button in disguise: the Space key does not press it, it cannot be "
            + "opened in a new tab, and Voice Control's \"tap link\" finds a control that is not one. A `javascript:` "
            + "URL is no destination, so it is never compared with other links' destinations.",
        wcag: ["4.1.2"],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("<p>↓<a href=\"javascript:void(0)\" onclick=\"openMenu()\">Menu</a></p>", format: .html),
            RuleExample("<p>Print ↓<a href=\" JavaScript:window.print()\">this page</a> today.</p>", format: .html),
            RuleExample("Show the ↓[filters](javascript:toggle%28%29).\n"),
        ],
        nonTriggering: [
            RuleExample("<p><button type=\"button\" onclick=\"openMenu()\">Menu</button></p>", format: .html),
            RuleExample("<p><a href=\"/javascript/guide.html\">JavaScript guide</a></p>", format: .html),
            RuleExample("<p><a href=\"#menu\" role=\"button\">Menu</a></p>", format: .html),
        ],
        sources: [
            .linkStandaloneCard,
            RuleReference(
                "HTML Standard: the a element", url: "https://html.spec.whatwg.org/multipage/text-level-semantics.html#the-a-element"),
        ])

    func check(_ link: Link, normalizedName: String, languages: LanguageLists) -> [Finding] {
        guard link.runsScript else { return [] }
        return [
            finding(
                link,
                message: "a javascript: link is a button in disguise: VoiceOver calls it a link, yet it runs script and leads nowhere",
                fix: "use a <button type=\"button\"> for the action, or an href to the page it shows")
        ]
    }
}
