import Foundation
import LinkAuditModel

/// Flags links whose accessible name says nothing about the destination: "here", "click here",
/// "Learn more", a direction word ("below"), a name made only of filler and pointing words ("this
/// article"), one letter from a phrase ("Lean more"), or only of symbols (`¶`, `→`). File facts
/// after the words ("(PDF, 2 MB)") are set aside first (``FileInfoSuffix``); text left in another
/// language is judged with that language's list too (``UntranslatedText``).
///
/// Source: WCAG 2.4.4 Link Purpose (In Context) and 2.4.9 (Link Only); link-inline card ("avoid
/// generic runs like here or click here"); VoiceOver's Links rotor lists names out of context;
/// issue 9 (phrases beyond exact lists, untranslated text).
struct GenericLinkTextRule: Rule {
    static let description = RuleDescription(
        id: "generic-link-text",
        name: "Generic link text",
        summary: "The accessible name is generic in its language (\"here\", \"Learn more\", \"¶\").",
        rationale: "VoiceOver's Links rotor and Voice Control's Show Names list links by name, out of the sentence around "
            + "them: a list of \"here\" and \"Learn more\" says nothing about where each goes. A descriptive title attribute "
            + "does not help, since screen readers rarely present it. Names over 1,000 bytes are not judged: a generic "
            + "phrase is a few words, and a paragraph made a link is another problem. GFM footnote references (named \"1\") "
            + "and their back-references (\"Back to reference 1\") are not judged, by this rule or any other: the renderer "
            + "names them, not the writer, and GitHub describes each reference by the page's Footnotes heading.",
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
            RuleExample(
                "- ↓[Here (PDF, 2 MB)](https://example.com/q1.pdf)\n- ↓[Read more [DOCX, 12 pages]](https://example.com/guide.docx)"),
            RuleExample("The steps are ↓[below](#steps); the limits are ↓[described in this topic](https://example.com/limits)."),
            RuleExample("<p lang=\"en\">Plans changed. ↓<a href=\"/plans\">Lean more</a></p>", format: .html),
            RuleExample("<p lang=\"fr\">Voir les ↓<a href=\"/conditions\">details</a>.</p>", format: .html),
        ],
        nonTriggering: [
            RuleExample("Read the [privacy policy](https://example.com/privacy)."),
            RuleExample("See [where to buy](https://example.com/stores)."),
            RuleExample("Prices vary by region.[^1]\n\n[^1]: See the store for yours.\n"),
            RuleExample("Open [%1$@'s profile](https://example.com/u/%2$@)", format: .markdown, render: .swiftui),
            RuleExample("Status page: https://status.example.com"),
            RuleExample("<a href=\"/q3\" aria-label=\"More about Q3 results\">More</a>", format: .html),
            RuleExample("- [`$this`](#this)\n- [about_Continue](about_Continue.md)\n- [Open](https://example.com/verbs#open)"),
            RuleExample(
                "- [Annual report (PDF, 2 MB)](https://example.com/annual.pdf)\n- [the table below](#limits)\n- [this guide to pricing](/pricing)"
            ),
            RuleExample(
                "<p lang=\"en\">Switch to <a href=\"/read-mode\">Read mode</a> or <a href=\"/plans\">Check in</a>.</p>", format: .html),
            RuleExample("<p lang=\"ru\">Тариф <a href=\"/plus\">Plus</a> и <a href=\"/suite\">Office Suite</a>.</p>", format: .html),
        ],
        sources: [
            .technique("F84", "a non-specific link such as \"click here\" or \"more\"", folder: "failures"),
            .technique("G91", "link text that describes the purpose of the link", folder: "general"),
            .linkInlineCard,
        ],
        fix: .unsafe)

    func check(_ scope: Scope, languages: LanguageLists) -> [Finding] {
        let untranslated = UntranslatedText(scope: scope)
        var findings: [Finding] = []
        for index in 0..<min(scope.links.count, scope.normalizedNames.count) {
            findings += check(
                scope.links[index], normalizedName: scope.normalizedNames[index], languages: languages, untranslated: untranslated)
        }
        return findings
    }

    /// Whether this rule reports `link`. The rules about some words or symbols of a name
    /// (`symbol-in-name`, `pointer-words-in-name`) leave such a link to it: its fix replaces the whole name.
    func reports(_ link: Link, normalizedName: String, languages: LanguageLists, untranslated: UntranslatedText) -> Bool {
        !check(link, normalizedName: normalizedName, languages: languages, untranslated: untranslated).isEmpty
    }

    private func check(_ link: Link, normalizedName: String, languages: LanguageLists, untranslated: UntranslatedText) -> [Finding] {
        // A bare URL or an e-mail address is `url-as-link-text`'s, never generic: asked only of a
        // name found generic (`isAddress`), as few are.
        guard !link.hasDynamicText, !link.isCodeText, !link.name.isEmpty else { return [] }
        let fix =
            link.title.map { "use the title's words as the link text: \"\($0)\"" }
            ?? "name the destination in the link text, e.g. the title of the page it opens"
        if normalizedName.isEmpty {
            guard !Self.isAddress(link.name) else { return [] }
            return [
                finding(
                    link,
                    message:
                        "link name \"\(link.name)\" is made only of symbols: a screen reader reads the symbol's name, not where the link goes",
                    fix: fix)
            ]
        }
        // Generic phrases are a few words: a paragraph-long name is none (and is not split per list).
        guard LinkText.isJudged(normalizedName) else { return [] }
        // Without a string table's entry, the lists' verdict depends on the name and the languages
        // alone: judged once per name in a run (names repeat from page to page).
        let listed =
            link.appCopy == nil
            ? languages.memo.genericReason(name: link.name, language: link.language, sourceLanguage: untranslated.sourceLanguage) {
                listedReason(link, normalizedName: normalizedName, languages: languages, untranslated: untranslated)
            }
            : listedReason(link, normalizedName: normalizedName, languages: languages, untranslated: untranslated)
        guard let (reason, normalized) = listed else { return [] }
        // "written in [Go](https://go.dev)": a name that is the site's own name says where it goes
        // (asked last: parsing the destination costs more than the lists).
        if Self.namesItsHost(normalized, destination: link.normalizedDestination) || Self.isAddress(link.name) { return [] }
        let visible = link.text != link.name && !link.text.isEmpty ? " (its visible text is \"\(link.text)\")" : ""
        // A control that opens a URL is heard as a button, and Voice Control's Show Names lists it.
        let message =
            link.syntax == .urlOpener
            ? "the name \"\(link.name)\"\(visible) of a control that opens \(link.normalizedDestination == nil ? "a URL" : link.destination) is \(reason): out of context, as Voice Control's Show Names and VoiceOver's rotor list it, it does not say where it goes"
            : "link name \"\(link.name)\"\(visible) is \(reason): out of context, as "
                + (link.render == .android ? "TalkBack's links menu" : "VoiceOver's Links rotor")
                + " lists it, it does not say where the link goes"
        return [finding(link, message: message, fix: fix)]
    }

    /// Why the lists find a judged name generic, with the name as judged (file information
    /// stripped, normalized), or `nil` when they do not: in the link's own language, else in the
    /// language its text was left in (``UntranslatedText``). Reads of the link only its name, its
    /// language and its string table's entry.
    private func listedReason(_ link: Link, normalizedName: String, languages: LanguageLists, untranslated: UntranslatedText)
        -> (reason: String, normalized: String)?
    {
        let own = languages.lists(for: link)
        // "Here (PDF, 2 MB)" is judged as "Here".
        let withoutFileInfo = FileInfoSuffix.strip(link.name) { group in
            let text = LinkText.normalize(String(group))
            return own.contains { $0.suffixes.contains(text) }
        }
        let normalized = withoutFileInfo == link.name ? normalizedName : LinkText.normalize(withoutFileInfo)
        // Typos are looked for only in the link's own, known language: across every list, a
        // one-letter difference finds too many real words.
        if let ownMatch = own.lazy.compactMap({ languages.memo.genericMatch(of: $0, normalized, typos: link.language != nil) }).first {
            return ("generic" + Self.detail(ownMatch), normalized)
        }
        guard own.count == 1, !own[0].allowed.contains(own[0].strippingSuffixes(normalized)),
            let (other, _) = untranslated.otherLists(for: link, normalized: normalized, own: own[0], languages: languages).lazy
                .compactMap({ list in languages.memo.genericMatch(of: list, normalized, typos: false).map { (list, $0) } }).first
        else { return nil }
        return ("generic in \(other.tag), the language it was left in (the text around it is \(own[0].tag))", normalized)
    }

    /// Whether a link's name is a bare web URL or an e-mail address, which say where the link goes.
    private static func isAddress(_ name: String) -> Bool {
        LinkText.isBareURL(name) || LinkText.isEmailAddress(name)
    }

    /// Whether `name` (normalized) is a label of the destination's host other than its top-level
    /// domain, spaces and hyphens aside: "Go" for `https://go.dev`, "Here" for `https://here.com`.
    /// Such a name is the site's own name, which says where the link goes.
    static func namesItsHost(_ name: String, destination: String?) -> Bool {
        guard let destination, let host = URLComponents(string: destination)?.host?.lowercased() else { return false }
        let labels = host.split(separator: ".").dropLast()
        let joined = name.lowercased().filter { $0 != " " && $0 != "-" }
        return !joined.isEmpty && labels.contains { $0.filter { $0 != "-" } == joined }
    }

    /// The words after "generic" that say why.
    private static func detail(_ match: GenericMatch) -> String {
        switch match {
        case .phrase, .filler, .direction: ""
        case .typo(let phrase): " (one letter from \"\(phrase)\")"
        }
    }
}
