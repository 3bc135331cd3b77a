import LinkAuditModel
import LinkAuditRules
import LinkAuditTestSupport
import Testing

@Suite("Language lists and normalization")
struct LanguageListTests {
    let lists = LanguageLists()

    static let tags = [
        "en", "fr", "de", "es", "it", "pt", "nl", "sv", "da", "no", "fi", "pl", "ru", "uk", "tr",
        "ja", "ko", "zh-Hans", "zh-Hant", "ar",
    ]

    @Test func shipsTheTwentyLanguages() {
        for tag in Self.tags {
            #expect(lists.lists[tag] != nil, "no list for \(tag)")
            #expect((lists.lists[tag]?.commonWords.count ?? 0) >= 20, "too few common words for \(tag)")
            #expect(lists.lists[tag]?.phrases.isEmpty == false, "no phrases for \(tag)")
        }
    }

    /// Per language: a generic phrase, a longer phrase made only of filler and phrase words, and a
    /// descriptive name that must pass.
    /// A link's lists come from the tag it holds, and are the lists of its spelling: any case,
    /// `_` or `-`, a region or script that maps to another list, no tag, no language.
    @Test(arguments: [
        "en", "EN", "en_GB", "pt-BR", "zh", "zh-TW", "zh_hant_hk", "nb", "nn-NO", "no", "sr-Latn", "km", "English", "Base", "",
    ])
    func aLinksListsAreThoseOfItsLanguage(_ spelling: String) {
        var link = Link(
            text: "here", name: "here", nameSource: .content, destination: "https://example.com", syntax: .markdownInline,
            placement: .inline, render: .web, file: "a.md", span: nil, scope: .document("a.md"))
        link.language = spelling
        #expect(lists.lists(for: link).map(\.tag) == lists.lists(for: spelling).map(\.tag))
        #expect(lists.isClassified(link) == lists.isClassified(spelling))
        link.language = nil
        #expect(lists.lists(for: link).map(\.tag) == lists.lists(for: nil).map(\.tag))
        #expect(lists.isClassified(link))
    }

    @Test(arguments: [
        ("en", "Learn more", "Click here for more info", "Pricing plans"),
        ("fr", "Lire la suite", "Cliquez ici pour en savoir plus", "Conditions d’utilisation"),
        ("de", "Weiterlesen", "Klicken Sie hier für mehr", "Datenschutzerklärung"),
        ("es", "Leer más", "Haga clic aquí para más información", "Política de privacidad"),
        ("it", "Scopri di più", "Clicca qui per maggiori informazioni", "Informativa sulla privacy"),
        ("pt", "Saiba mais", "Clique aqui para saber mais", "Política de privacidade"),
        ("nl", "Lees meer", "Klik hier voor meer informatie", "Privacybeleid"),
        ("sv", "Läs mer", "Klicka här för mer information", "Integritetspolicy"),
        ("da", "Læs mere", "Klik her for mere information", "Privatlivspolitik"),
        ("no", "Les mer", "Klikk her for mer informasjon", "Personvernerklæring"),
        ("fi", "Lue lisää", "Klikkaa tästä lisätietoja", "Tietosuojaseloste"),
        ("pl", "Czytaj więcej", "Kliknij tutaj, aby dowiedzieć się więcej", "Polityka prywatności"),
        ("ru", "Подробнее", "Нажмите здесь, чтобы узнать больше", "Политика конфиденциальности"),
        ("uk", "Детальніше", "Натисніть тут, щоб дізнатися більше", "Політика конфіденційності"),
        ("tr", "Devamını oku", "Daha fazla bilgi için buraya tıklayın", "Gizlilik politikası"),
        ("ja", "こちら", "こちらをクリックしてください", "プライバシーポリシー"),
        ("ko", "여기", "여기를 클릭하여 자세히 보기", "개인정보 처리방침"),
        ("zh-Hans", "这里", "请点击这里了解更多", "隐私政策"),
        ("zh-Hant", "這裡", "請點擊這裡瞭解更多", "隱私權政策"),
        ("ar", "هنا", "انقر هنا لمزيد من المعلومات", "سياسة الخصوصية"),
    ])
    func everyLanguage(_ language: String, _ phrase: String, _ fillerPhrase: String, _ descriptive: String) {
        let list = lists.lists(for: language)
        #expect(list.count == 1, "\(language) has no list of its own")
        #expect(list.contains { $0.isGeneric(LinkText.normalize(phrase)) }, "\(language): \(phrase)")
        #expect(list.contains { $0.isGeneric(LinkText.normalize(fillerPhrase)) }, "\(language): \(fillerPhrase)")
        #expect(!list.contains { $0.isGeneric(LinkText.normalize(descriptive)) }, "\(language): \(descriptive)")
    }

    /// Wording peers miss, and the two Portuguese variants.
    @Test(arguments: [
        ("pt-BR", "Clique aqui"), ("pt-PT", "Carregue aqui"), ("pt-PT", "Saber mais"), ("pt-BR", "Saiba mais"),
        ("zh-Hans", "点击这里"), ("zh-CN", "了解更多"), ("zh-Hant", "這裏"), ("zh-TW", "點擊這裡"), ("zh-Hant-TW", "瞭解更多"),
        ("ko", "여기를 클릭"), ("ko", "자세히 보기"), ("ko", "더 보기"), ("ja", "ここ"),
        ("ru", "по ссылке"), ("ru", "тут"), ("ru", "Читать далее →"), ("uk", "за посиланням"),
        ("pl", "Kliknij tutaj"), ("fi", "Lisätietoja"), ("tr", "Buraya tıklayın"), ("tr", "Daha Fazla Bilgi İçin Buraya Tıklayın"),
        ("nb", "Les mer"), ("nn", "Klikk her"),
        ("it", "Leggi di più (si apre in una nuova scheda)"), ("sv", "Läs mer (öppnas i en ny flik)"),
    ])
    func peersMiss(_ language: String, _ name: String) {
        #expect(lists.lists(for: language).contains { $0.isGeneric(LinkText.normalize(name)) }, "\(language): \(name)")
    }

    @Test(arguments: [
        ("en", "click here", true), ("en", "Click here for more", true), ("en", "Read more →", true), ("en", "over here", true),
        ("en", "where to buy", false), ("en", "Learn more (opens in a new tab)", true), ("en", "Pricing plans", false),
        ("fr", "Cliquez ici", true), ("fr", "en savoir plus", true), ("fr", "Conditions d’utilisation", false),
        ("de", "Hier", true), ("de", "klicken Sie hier für mehr", true), ("de", "Mehr erfahren", true),
        ("de", "Datenschutzerklärung", false),
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
        #expect(LinkText.normalize("这里") == "这里")
        #expect(LinkText.normalize("這裡。") == "這裡")
        #expect(LinkText.normalize("여기!") == "여기")
        #expect(LinkText.normalize("هنا") == "هنا")
        #expect(LinkText.normalize("« Ici »") == "ici")
        #expect(LinkText.normalize("Bilgi İçin") == "bilgi için")
    }

    @Test func hereInsideWhereIsNotGeneric() {
        #expect(!lists.lists(for: "en")[0].isGeneric(LinkText.normalize("where")))
        #expect(!lists.lists(for: "en")[0].isGeneric(LinkText.normalize("somewhere else")))
    }

    @Test func languageFallbacks() {
        #expect(lists.lists(for: "de-AT").map(\.tag) == ["de"])
        #expect(lists.lists(for: "en_GB").map(\.tag) == ["en"])
        #expect(lists.lists(for: "hy").isEmpty)
        #expect(lists.lists(for: "nb-NO").map(\.tag) == ["no"])
        #expect(lists.lists(for: "zh-Hant-HK").map(\.tag) == ["zh-Hant"])
        #expect(lists.lists(for: "zh").map(\.tag) == ["zh-Hans"])
        #expect(lists.lists(for: nil).count == lists.lists.count)
    }

    @Test(
        arguments: [
            ("Privacy Policy link", "link"), ("Link to pricing", "link"), ("Terms (link)", "link"), ("this link", "link"),
            ("Link your bank account", nil), ("LinkedIn", nil), ("unlink device", nil),
        ] as [(String, String?)])
    func linkWordAsNoun(_ name: String, _ expected: String?) {
        #expect(lists.lists(for: "en")[0].linkNoun(in: LinkText.normalize(name)) == expected)
    }

    /// The noun for "link" in other languages: flagged; a verb, a compound or an unrelated word: not.
    @Test(
        arguments: [
            ("de", "Link zur Preisliste", "link"), ("de", "Verlinkung prüfen", nil),
            ("fr", "Lien vers la FAQ", "lien"), ("fr", "Liens utiles", nil),
            ("es", "Enlace a precios", "enlace"), ("es", "Enlazar cuenta bancaria", nil),
            ("pt", "Link para preços", "link"), ("pt", "Linkar conta bancária", nil),
            ("nl", "Link naar prijzen", "link"), ("nl", "Koppel je bankrekening", nil),
            ("sv", "Länk till priser", "länk"), ("sv", "Länka ditt bankkonto", nil),
            ("ru", "Перейти по ссылке на сайт", "ссылке"), ("ru", "Ссылка на тарифы", "ссылка"), ("ru", "Связать банковский счёт", nil),
            ("uk", "Посилання на тарифи", "посилання"),
            ("pl", "Link do cennika", "link"), ("pl", "Linkowanie kont", nil),
            ("tr", "İnternet bağlantısı", nil), ("tr", "Gizlilik politikası linki", "linki"), ("tr", "Bu linke tıklayın", "linke"),
            ("ko", "개인정보 처리방침 링크", "링크"), ("ko", "링크드인", nil),
            ("zh-Hans", "隐私政策链接", "链接"), ("zh-Hant", "隱私權政策連結", "連結"),
            ("ja", "プライバシーポリシーのリンク", "リンク"), ("ja", "アカウントをリンクする", nil),
            ("ar", "رابط سياسة الخصوصية", "رابط"),
        ] as [(String, String, String?)])
    func linkWordInOtherLanguages(_ language: String, _ name: String, _ expected: String?) {
        #expect(lists.lists(for: language)[0].linkNoun(in: LinkText.normalize(name)) == expected, "\(language): \(name)")
    }
}
