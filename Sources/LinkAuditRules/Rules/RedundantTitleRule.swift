import LinkAuditModel

/// Flags a link whose `title` says exactly what its accessible name already says.
///
/// Source: technique H33 (a title may only supplement the link text); HTML-AAM and Accessible
/// Name and Description Computation 1.2, which make a `title` not used for the name the link's
/// description, so screen readers announce it after the name; issue 14.
struct RedundantTitleRule: LinkRule {
    static let description = RuleDescription(
        id: "redundant-title",
        name: "Title repeats the name",
        summary: "The link's title attribute is the same as its accessible name, after normalization.",
        rationale: "A title that is not the link's name becomes its description, and screen readers read a "
            + "description after the name. Some browser and screen reader pairs pass it on even when it is the name "
            + "again, and the link is spoken twice (NVDA's double-speaking reports); others drop the repeat. It adds "
            + "nothing either way, and people who see the tooltip learn nothing from it (technique H33: a title "
            + "should only add to the link text). Compared after the normalization the other text rules use "
            + "(case, spaces, punctuation and symbols), so \"Pricing\" and \"pricing.\" are the same. A note: "
            + "it costs time, not access. A title that is the only name is `name-from-title-only`'s concern.",
        wcag: [],
        defaultSeverity: .note,
        triggering: [
            RuleExample(#"See our ↓<a href="/pricing" title="Pricing">pricing</a> page."#, format: .html),
            RuleExample(#"Read the ↓[setup guide](https://example.com/setup "Setup guide.") first."#),
            RuleExample(
                #"<p>↓<a href="/help" title="Help center" aria-label="Help Center"><img src="help.svg" alt=""></a></p>"#,
                format: .html),
        ],
        nonTriggering: [
            RuleExample(#"See our <a href="/pricing" title="Plans, prices and discounts">pricing</a> page."#, format: .html),
            RuleExample(##"<a href="/" title="Home"><svg><use href="#logo"></use></svg></a>"##, format: .html),
            RuleExample(#"Read the [setup guide](https://example.com/setup "Opens the installer's documentation") first."#),
        ],
        sources: [
            .technique("H33", "Supplementing link text with the title attribute", folder: "html"),
            RuleReference("Accessible Name and Description Computation 1.2", url: "https://www.w3.org/TR/accname-1.2/"),
        ],
        fix: .safe)

    func check(_ link: Link, normalizedName: String, languages: LanguageLists) -> [Finding] {
        guard let title = link.title, link.nameSource != .title, !normalizedName.isEmpty,
            LinkText.normalize(title) == normalizedName
        else { return [] }
        return [
            finding(
                link, message: "the title \"\(title)\" repeats the link's name: some screen readers read it a second time",
                fix: "remove the title, or use it for something the name does not say")
        ]
    }
}
