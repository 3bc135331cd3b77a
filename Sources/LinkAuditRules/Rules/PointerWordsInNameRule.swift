import LinkAuditModel

/// Flags a link name that tells people to click, tap, press or touch ("Click to download the
/// report", "Cliquez pour lire la suite", "タップして開く"), in the link's language: the
/// `[pointer-words]` of its list, outside the `[pointer-nouns]` that make the same words a name
/// ("Tap to Pay", "basın bülteni": ``LanguageList/pointerWording(in:)``).
///
/// Source: issue 14, item 6 (Sa11y and Editoria11y flag "click" in link text); the link-standalone
/// card and the design-system Link card ("Click here" is not a name).
struct PointerWordsInNameRule: Rule {
    static let description = RuleDescription(
        id: "pointer-words-in-name",
        name: "Pointer words in the link's name",
        summary: "The accessible name tells people to click, tap or press (\"Click to download the report\"), in its language.",
        rationale: "A link is followed with a mouse, a finger, a keyboard, Switch Control, Voice Control or a screen "
            + "reader's gesture: \"click\" and \"tap\" speak to some of these people and not to the others, and in the "
            + "Links rotor the gesture is heard before the destination. The name says where the link goes or what it "
            + "does (\"Download the report\"). Matched in the link's language, as whole words or the language's "
            + "inflected forms (`[pointer-words]`); English \"click\", \"tap\" and \"press\" count only with the "
            + "words that make them instructions (\"click to\", \"tap the\", \"press and hold\"), so \"Press "
            + "release\" and \"Press kit\" stay quiet, and names in which the words are nouns or products "
            + "(`[pointer-nouns]`: \"Tap to Pay\", \"Click to Call\") are left alone. A name that "
            + "`generic-link-text` reports (\"Click here\") is left to it, and so is a name capitalized as a title after its "
            + "first word (\"Double-Click to add Text\", a command's name; not in German, which capitalizes every noun): its fix replaces the whole name. A note: "
            + "the name still works for everyone, only its wording leaves some people out.",
        wcag: [],
        defaultSeverity: .note,
        triggering: [
            RuleExample("Your statement is ready: ↓[Click to download the report](https://example.com/report.pdf)."),
            RuleExample("<p lang=\"de\">↓<a href=\"/rechnung\">Rechnung anklicken und prüfen</a></p>", format: .html),
            RuleExample("<p lang=\"fr\">↓<a href=\"/suite\">Appuyez pour télécharger la facture</a></p>", format: .html),
            RuleExample("<p lang=\"ja\">↓<a href=\"/guide\">ガイドをタップして開く</a></p>", format: .html),
            RuleExample("↓Link(\"Tap to open your orders\", destination: URL(string: \"https://example.com/o\")!)", format: .swift),
        ],
        nonTriggering: [
            RuleExample("Read our [Press releases](https://example.com/press) and the [Press kit](https://example.com/kit)."),
            RuleExample("Pay with [Tap to Pay on iPhone](https://example.com/pay) or [Click & Collect](https://example.com/c)."),
            RuleExample("Questions? [Click here](https://example.com/help)."),
            RuleExample("<p lang=\"tr\"><a href=\"/basin\">Basın bültenleri</a></p>", format: .html),
            RuleExample("Keep the [touch screen guide](https://example.com/touch) at hand."),
        ],
        sources: [
            .linkStandaloneCard,
            RuleReference("Design-system Link component reference card, A11y Context", url: nil),
        ])

    /// Whether a word after the first starts with a capital and goes on in small letters
    /// ("Double-Click to add Text", "Tap to Pay"): the name of a command, a setting or a product,
    /// not a sentence. German and Luxembourgish capitalize every noun, so never there.
    static func isCapitalizedName(_ name: String, language: String?) -> Bool {
        if let language, language.hasPrefix("de") || language.hasPrefix("lb") { return false }
        let words = name.split { $0.isWhitespace || $0 == "-" }.dropFirst()
        return words.contains { word in
            guard let first = word.first, first.isUppercase else { return false }
            return word.dropFirst().contains(where: \.isLowercase)
        }
    }

    func check(_ scope: Scope, languages: LanguageLists) -> [Finding] {
        partOfNameFindings(in: scope, languages: languages) { link, normalized in
            // Judged once per name and language in a run: the verdict depends on them alone.
            let found = languages.memo.pointerWording(name: link.name, language: link.language) {
                // The lists first: few names hold pointer wording, and the capitals test splits every name.
                // By index: a list is asked in place, not copied.
                let lists = languages.lists(for: link)
                guard
                    let wording = lists.indices.lazy.compactMap({ lists[$0].pointerWording(in: normalized) }).first,
                    !Self.isCapitalizedName(link.name, language: link.language)
                else { return nil }
                return wording
            }
            guard let wording = found else { return nil }
            return finding(
                link,
                message: "link name \"\(link.name)\" says \"\(wording)\", which speaks to mouse or touch users only: "
                    + "people using a keyboard, Switch Control, Voice Control or a screen reader follow links otherwise",
                fix: "say where the link goes or what it does, without the gesture (\"Download the report\", not "
                    + "\"Click to download the report\")")
        }
    }
}
