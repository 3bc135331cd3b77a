import LinkAuditModel

/// Flags names that contain the word "link" as a noun naming the control ("Privacy Policy link",
/// "Link to pricing", "this link"): VoiceOver already announces the role "link". Stays quiet on the
/// verb, on identifiers (`Trends::Link`) and on compounds that name a thing or a feature ("Share
/// link", "lien de partage", "link preview": ``LinkCompound``).
///
/// Source: WCAG 2.4.4; link-standalone card (names describe the destination, the role is spoken);
/// issue 8 (a real app's "Share link", "invite link" and `Trends::Link` reported as naming the control).
struct LinkWordInNameRule: LinkRule {
    static let description = RuleDescription(
        id: "link-word-in-name",
        name: "\"Link\" in the link's name",
        summary: "The accessible name contains the word for \"link\" naming the control itself.",
        rationale: "Screen readers announce the role after the name (\"Privacy Policy link, link\"): the word is heard twice "
            + "and pushes the meaningful words later. Verbs (\"Link your bank account\"), words that merely contain the "
            + "letters (\"LinkedIn\", \"unlink\") and identifiers (`Trends::Link`, `link_url`) are not flagged. Neither is "
            + "\"link\" in the name of a thing the user shares, sends or copies (\"Share link\", \"invite link\", \"Copy the "
            + "link\") or of a feature (\"link preview\"): there the word names the object, not the control. A word that names "
            + "the page the link opens (\"Support link\", \"Pricing link\") does not make such a compound. Names over "
            + "1,000 bytes are not judged: the word names the control in a short name. A control that opens a URL (a "
            + "SwiftUI `Button`, a UIKit button or row) is announced as a button: there \"link\" is the only word that says "
            + "where it leads, not a repetition.",
        wcag: ["2.4.4"],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("Read our ↓[Privacy Policy link](https://example.com/privacy)."),
            RuleExample("↓[Link to pricing](https://example.com/pricing)"),
            RuleExample("Questions? Use the ↓[Support link](https://example.com/support)."),
            RuleExample("<p lang=\"fr\">Voir ↓<a href=\"/cgu\">lien vers les conditions</a>.</p>", format: .html),
            RuleExample("<p lang=\"ja\">↓<a href=\"/privacy\">プライバシーポリシーのリンク</a></p>", format: .html),
        ],
        nonTriggering: [
            RuleExample("[Link your bank account](https://example.com/bank)"),
            RuleExample("Follow us on [LinkedIn](https://linkedin.example.com/acme)."),
            RuleExample("Read our [Privacy Policy](https://example.com/privacy)."),
            RuleExample("Open the item with its [Share link](https://example.com/share/receive)."),
            RuleExample("Send them your [invite link](https://example.com/invites) or a QR code."),
            RuleExample("See [Trends::Link](https://example.com/api/trends-link) for the fields."),
            RuleExample("<p lang=\"de\">Schick den <a href=\"/einladen\">Einladungs-Link</a> weiter.</p>", format: .html),
            RuleExample("<p lang=\"ja\"><a href=\"/share\">共有リンク</a>を送ります。</p>", format: .html),
            RuleExample(
                """
                Button("Open receipt link") {
                    openURL(URL(string: "https://example.com/receipt")!)
                }
                """, format: .swift),
        ],
        sources: [
            .linkStandaloneCard
        ])

    func check(_ link: Link, normalizedName: String, languages: LanguageLists) -> [Finding] {
        // The link word names the control in a short name ("Privacy Policy link"); a paragraph-long
        // name is not split into words once for every language list.
        // A control that opens a URL is announced "button": the word is no repetition there.
        guard !link.name.isEmpty, !link.isCodeText, link.syntax != .urlOpener, LinkText.isJudged(normalizedName) else { return [] }
        // What the lists say depends on the name and its language alone: judged once per name in a run.
        let found = languages.memo.linkWord(name: link.name, language: link.language) {
            Self.linkWord(name: link.name, normalizedName: normalizedName, language: link.language, languages: languages)
        }
        guard let word = found else { return [] }
        return [
            finding(
                link,
                message:
                    "link name \"\(link.name)\" contains \"\(word)\": \(link.render == .android ? "TalkBack already lists it as a link" : "VoiceOver already says \"link\"")",
                fix: "remove \"\(word)\" from the link text and keep the words that name the destination")
        ]
    }

    /// The link word a name holds as a noun, in every list of its language that finds the link word
    /// in it, or `nil`: none, a list where it is no noun ("Link your bank account"), or a name that
    /// is the link word alone (generic text, `generic-link-text`'s).
    private static func linkWord(name: String, normalizedName: String, language: String?, languages: LanguageLists) -> String? {
        let normalized = joiningIdentifiers(name).map(LinkText.normalize) ?? normalizedName
        // With the language unknown, every list applies, and the lists must agree: English "link"
        // is also a verb, German "Link" is not, so "Link your bank account" stays unflagged.
        // By index: a list is asked in place, not copied.
        let lists = languages.lists(for: language)
        var applicable = 0
        var nouns = 0
        var word: String?
        for index in lists.indices where lists[index].mentionsLinkWord(in: normalized) {
            applicable += 1
            if let noun = lists[index].linkNoun(in: normalized) {
                nouns += 1
                word = word ?? noun
            }
        }
        guard let word, nouns == applicable, normalized != word else { return nil }
        return word
    }

    /// The separators that join the parts of an identifier: `Trends::Link`, `link_url`,
    /// `NSAttributedString.Key.link`, `self->link`, `Page#link`.
    static let identifierJoins = ["::", "->", ".", "_", "#"]

    /// The name with every identifier in it written as one word (`Trends::Link` -> `TrendsLink`),
    /// so that a link word inside an identifier is no word of the name; `nil` when the name holds no
    /// separator between two letters or digits. (camelCase, `UILink` and `LinkCard` are one word
    /// already.)
    static func joiningIdentifiers(_ name: String) -> String? {
        // Every separator starts with `:`, `-`, `.`, `_` or `#`: a name without one joins nothing.
        guard name.utf8.contains(where: { $0 == 0x3A || $0 == 0x2D || $0 == 0x2E || $0 == 0x5F || $0 == 0x23 }) else { return nil }
        // Most such names are ASCII ("Get-ChildItem", "about_Modules"): one byte is one Character there.
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return joiningASCIIIdentifiers(Array(name.utf8)) }
        let characters = Array(name)
        var output = ""
        var index = 0
        var joined = false
        while index < characters.count {
            // Every join starts with one of these: the others are passed over without a comparison.
            if index > 0, joinStarts.contains(characters[index]), characters[index - 1].isLetter || characters[index - 1].isNumber,
                let join = identifierJoins.first(where: { characters[index...].starts(with: $0) }),
                index + join.count < characters.count,
                characters[index + join.count].isLetter || characters[index + join.count].isNumber
            {
                index += join.count
                joined = true
                continue
            }
            output.append(characters[index])
            index += 1
        }
        return joined ? output : nil
    }

    private static let asciiIdentifierJoins = identifierJoins.map { Array($0.utf8) }

    /// The first Character of each of ``identifierJoins``.
    private static let joinStarts = Set(identifierJoins.compactMap(\.first))

    /// ``joiningIdentifiers(_:)`` of an ASCII name's bytes, where letters and digits are `A-Z`,
    /// `a-z` and `0-9`.
    private static func joiningASCIIIdentifiers(_ bytes: [UInt8]) -> String? {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        var joined = false
        while index < bytes.count {
            if index > 0, bytes[index - 1].isASCIILetterOrDigit,
                let join = asciiIdentifierJoins.first(where: { bytes[index...].starts(with: $0) }),
                index + join.count < bytes.count, bytes[index + join.count].isASCIILetterOrDigit
            {
                index += join.count
                joined = true
                continue
            }
            output.append(bytes[index])
            index += 1
        }
        return joined ? String(decoding: output, as: UTF8.self) : nil
    }
}
