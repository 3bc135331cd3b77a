import LinkAuditRules
import Testing

@Suite("Language lists and normalization")
struct LanguageListTests {
    let lists = LanguageLists()

    @Test func shipsTheFirstFiveLanguages() {
        for tag in ["en", "fr", "de", "es", "ja"] { #expect(lists.lists[tag] != nil, "no list for \(tag)") }
    }

    @Test(arguments: [
        ("en", "click here", true), ("en", "Click here for more", true), ("en", "Read more →", true), ("en", "over here", true),
        ("en", "where to buy", false), ("en", "Learn more (opens in a new tab)", true), ("en", "Pricing plans", false),
        ("fr", "Cliquez ici", true), ("fr", "en savoir plus", true), ("fr", "Conditions d’utilisation", false),
        ("de", "Hier", true), ("de", "klicken Sie hier für mehr", true), ("de", "Mehr erfahren", true), ("de", "Datenschutzerklärung", false),
        ("es", "Haz clic aquí", true), ("es", "Más información", true), ("es", "Política de privacidad", false),
        ("ja", "こちら", true), ("ja", "ここ", true), ("ja", "こちらをクリックしてください", true), ("ja", "詳しくはこちら", true), ("ja", "プライバシーポリシー", false),
    ])
    func genericPhrases(_ language: String, _ name: String, _ generic: Bool) {
        let normalized = LinkText.normalize(name)
        #expect(lists.lists(for: language).contains { $0.isGeneric(normalized) } == generic, "\(language): \(name)")
    }

    @Test func normalizationKeepsNonLatinScripts() {
        // An ASCII-only normalizer turns こちら into an empty string; ours keeps it.
        #expect(LinkText.normalize("こちら") == "こちら")
        #expect(LinkText.normalize("  Ｈｅｒｅ\u{00A0}→ ") == "here")
        #expect(LinkText.normalize("¶") == "")
        #expect(LinkText.normalize("Read more »") == "read more")
        #expect(LinkText.normalize("Подробнее") == "подробнее")
    }

    @Test func hereInsideWhereIsNotGeneric() {
        #expect(!lists.lists(for: "en")[0].isGeneric(LinkText.normalize("where")))
        #expect(!lists.lists(for: "en")[0].isGeneric(LinkText.normalize("somewhere else")))
    }

    @Test func languageFallbacks() {
        #expect(lists.lists(for: "de-AT").map(\.tag) == ["de"])
        #expect(lists.lists(for: "en_GB").map(\.tag) == ["en"])
        #expect(lists.lists(for: "sv").isEmpty)
        #expect(lists.lists(for: nil).count == lists.lists.count)
    }

    @Test(arguments: [
        ("Privacy Policy link", "link"), ("Link to pricing", "link"), ("Terms (link)", "link"), ("this link", "link"),
        ("Link your bank account", nil), ("LinkedIn", nil), ("unlink device", nil),
    ] as [(String, String?)])
    func linkWordAsNoun(_ name: String, _ expected: String?) {
        #expect(lists.lists(for: "en")[0].linkNoun(in: LinkText.normalize(name)) == expected)
    }
}
