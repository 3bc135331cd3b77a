import LinkAuditModel

/// Flags names that contain the word "link" as a noun naming the control ("Privacy Policy link",
/// "Link to pricing", "this link"): VoiceOver already announces the role "link".
///
/// Source: WCAG 2.4.4; link-standalone card (names describe the destination, the role is spoken).
struct LinkWordInNameRule: LinkRule {
    static let description = RuleDescription(
        id: "link-word-in-name",
        name: "\"Link\" in the link's name",
        summary: "The accessible name contains the word for \"link\" naming the control itself.",
        rationale: "Screen readers announce the role after the name (\"Privacy Policy link, link\"): the word is heard twice "
            + "and pushes the meaningful words later. Verbs (\"Link your bank account\") and words that merely contain the "
            + "letters (\"LinkedIn\", \"unlink\") are not flagged.",
        wcag: ["2.4.4"],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("Read our ↓[Privacy Policy link](https://example.com/privacy)."),
            RuleExample("↓[Link to pricing](https://example.com/pricing)"),
            RuleExample("<p lang=\"fr\">Voir ↓<a href=\"/cgu\">lien vers les conditions</a>.</p>", format: .html),
        ],
        nonTriggering: [
            RuleExample("[Link your bank account](https://example.com/bank)"),
            RuleExample("Follow us on [LinkedIn](https://linkedin.example.com/acme)."),
            RuleExample("Read our [Privacy Policy](https://example.com/privacy)."),
        ],
        sources: [
            .linkStandaloneCard
        ])

    func check(_ link: Link, normalizedName: String, languages: LanguageLists) -> [Finding] {
        guard !link.name.isEmpty, !link.isCodeText else { return [] }
        let normalized = normalizedName
        // With the language unknown, every list applies, and the lists must agree: English "link"
        // is also a verb, German "Link" is not, so "Link your bank account" stays unflagged.
        let applicable = languages.lists(for: link.language).filter { $0.mentionsLinkWord(in: normalized) }
        let nouns = applicable.compactMap { $0.linkNoun(in: normalized) }
        guard let word = nouns.first, nouns.count == applicable.count else { return [] }
        // A name that is only the link word is generic text, reported by generic-link-text.
        if normalized == word { return [] }
        return [
            finding(
                link, message: "link name \"\(link.name)\" contains \"\(word)\": VoiceOver already says \"link\"",
                fix: "remove \"\(word)\" from the link text and keep the words that name the destination")
        ]
    }
}
