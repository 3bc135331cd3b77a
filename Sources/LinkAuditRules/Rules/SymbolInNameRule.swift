import LinkAuditModel

/// Flags a link name with words and a decorative symbol at its start or end ("Next →", "» More",
/// "★ Favorites", "Docs ↗", "🎉 What's new"): screen readers read the symbol out as part of the
/// name. Which symbols count, and which are left alone, is ``DecorativeSymbol``'s.
///
/// Source: issue 14, item 5 (Sa11y and Editoria11y flag symbols in link text); NVDA's English symbol
/// dictionary for what is spoken; Accessible Name and Description Computation 1.2 (a hidden
/// node adds nothing to the name).
struct SymbolInNameRule: Rule {
    static let description = RuleDescription(
        id: "symbol-in-name",
        name: "Symbol in the link's name",
        summary: "The accessible name has words and a symbol at its start or end that screen readers read out (\"Next →\", \"» More\").",
        rationale: "A symbol added for looks is part of the name unless it is hidden: NVDA reads \"Next →\" as \"Next right "
            + "arrow\", VoiceOver reads an emoji's name before the words, and the Links rotor lists them so. Hidden "
            + "(an `aria-hidden` span, CSS content with empty alternative text, a SwiftUI `Image` with "
            + "`.accessibilityHidden(true)`), the symbol still shows and the name is the words. Arrows, shapes, "
            + "dingbats, emoji and flags count at an edge of the name, and so do a math sign or a guillemet or ASCII "
            + "arrow standing alone (\"» More\", \"Next >\"); emoji count too, since a name that opens with \"party "
            + "popper\" is slower to find in the rotor, even when the emoji was chosen with care. Left alone: symbols "
            + "between words (a menu path \"File → Save\"), guillemets that pair up as quotation marks (\"«Bonjour»\"), "
            + "signs that belong to the text (\"C++\", \"°C\", \"©\", \"$5\", \"&\"), and names made only of symbols, "
            + "which are `generic-link-text`'s, as are names it reports for their words (\"Read more →\"). A note: "
            + "the name still says where the link goes.",
        wcag: [],
        defaultSeverity: .note,
        triggering: [
            RuleExample("Results continue on ↓[Next →](https://example.com/results?page=2)."),
            RuleExample(#"<nav>↓<a href="/archive">» Older posts</a></nav>"#, format: .html),
            RuleExample(#"<p>↓<a href="/favorites">★ Favorites</a> and ↓<a href="/new">🎉 What's new</a></p>"#, format: .html),
            RuleExample("↓Link(\"API docs ↗\", destination: URL(string: \"https://example.com/api\")!)", format: .swift),
            RuleExample("<p lang=\"fr\">↓<a href=\"/tarifs\">Voir les tarifs ›</a></p>", format: .html),
        ],
        nonTriggering: [
            RuleExample(#"<p><a href="/next">Next <span aria-hidden="true">→</span></a></p>"#, format: .html),
            RuleExample("<p lang=\"fr\">Lire <a href=\"/interview\">« Bonjour la ville »</a> ici.</p>", format: .html),
            RuleExample("See [Settings → Privacy](https://example.com/privacy) and the [C++ guide](https://example.com/cpp)."),
            RuleExample("Set it to [20 °C](https://example.com/heating) in [Acme®](https://example.com/acme)."),
            RuleExample("## Install [¶](#install)\n\nThen [Read more →](https://example.com/more)."),
            RuleExample("Rated [★ 4.5](https://example.com/reviews) by buyers."),
        ],
        sources: [
            RuleReference(
                "NVDA English symbol pronunciations (symbols.dic)",
                url: "https://github.com/nvaccess/nvda/blob/master/source/locale/en/symbols.dic"),
            RuleReference("Accessible Name and Description Computation 1.2", url: "https://www.w3.org/TR/accname-1.2/"),
        ])

    func check(_ scope: Scope, languages: LanguageLists) -> [Finding] {
        partOfNameFindings(in: scope, languages: languages) { link, _ in
            // Addresses are asked of the few names with symbols at their edges.
            let symbols = DecorativeSymbol.edgeSymbols(of: link.name)
            guard !symbols.isEmpty, !LinkText.isBareURL(link.name), !LinkText.isEmailAddress(link.name) else { return nil }
            let quoted = symbols.map { "\"\($0)\"" }.joined(separator: " and ")
            let names = symbols.map(DecorativeSymbol.describe).joined(separator: "; ")
            let fix: String
            switch link.render {
            case .swiftui:
                fix =
                    "hide the symbol from VoiceOver: show it as an Image with .accessibilityHidden(true) beside the text, "
                    + "or give the link an .accessibilityLabel of the words alone"
            case .android:
                fix =
                    "take the symbol out of the string: draw it as an icon (an ImageSpan or a drawable) that TalkBack does not "
                    + "read, beside the words"
            case .web:
                fix =
                    "hide the symbol from screen readers: wrap it in <span aria-hidden=\"true\">, or draw it with CSS content "
                    + "whose alternative text is empty"
            }
            return finding(
                link,
                message:
                    "link name \"\(link.name)\" has \(quoted) beside its words, which screen readers read out with the name (\(names))",
                fix: fix)
        }
    }
}
