import LinkAuditTestSupport
import Testing

@testable import LinkAuditRules

/// `link-word-in-name` in every shipped language: the link word inside the name of a thing the
/// user shares, sends or copies, or of a feature, is not the control's name (issue 8); a word that
/// names the destination before or after it leaves a finding.
@Suite("Link words in compounds")
struct LinkCompoundTests {
    let lists = LanguageLists()

    func noun(_ language: String, _ name: String) -> String? {
        lists.lists(for: language)[0].linkNoun(in: LinkText.normalize(name))
    }

    /// Product nouns, actions on the link and feature names: no link noun in any of them.
    @Test(arguments: [
        ("en", "Share link"), ("en", "invite link"), ("en", "Magic link"), ("en", "Download link"), ("en", "Copy link"),
        ("en", "Copy the link"), ("en", "Referral link"), ("en", "Link preview"), ("en", "Turn off the link preview"),
        ("en", "Link settings"), ("en", "Link verification"), ("en", "Anyone with the link"), ("en", "Sign-in link"),
        ("en", "Link in bio"), ("en", "Create a share link"),
        ("fr", "Lien de partage"), ("fr", "lien d’invitation"), ("fr", "Copier le lien"), ("fr", "Aperçu du lien"),
        ("fr", "Lien magique"), ("fr", "Partager par lien"), ("fr", "Lien de téléchargement"),
        ("de", "Einladungslink"), ("de", "Freigabelink"), ("de", "Einladungs-Link"), ("de", "Share-Link"), ("de", "Link kopieren"),
        ("de", "Link-Vorschau"), ("de", "Jeder mit dem Link"), ("de", "Teilen per Link"),
        ("es", "Enlace de invitación"), ("es", "enlace para compartir"), ("es", "Copiar el enlace"), ("es", "Vista previa del enlace"),
        ("es", "Enlace mágico"), ("es", "Compartir por enlace"),
        ("it", "Link di condivisione"), ("it", "Link di invito"), ("it", "Copia il link"), ("it", "Anteprima del link"),
        ("it", "Link magico"),
        ("pt", "Link de compartilhamento"), ("pt", "Link de partilha"), ("pt", "Link de convite"), ("pt", "Copiar o link"),
        ("pt", "Configurações do link"), ("pt", "Link mágico"),
        ("nl", "Deellink"), ("nl", "Uitnodigings-link"), ("nl", "Link kopiëren"), ("nl", "Kopieer de link"),
        ("nl", "Iedereen met de link"),
        ("sv", "Delningslänk"), ("sv", "Kopiera länken"), ("sv", "Dela länk"), ("sv", "Alla med länken"),
        ("sv", "Förhandsgranskning av länk"),
        ("da", "Kopiér linket"), ("da", "Del link"), ("da", "Alle med linket"), ("da", "Invitations-link"),
        ("no", "Kopier lenken"), ("no", "Del lenke"), ("no", "Alle med lenken"), ("no", "Invitasjons-lenke"),
        ("fi", "Kopioi linkki"), ("fi", "Jaa linkki"), ("fi", "Linkin esikatselu"), ("fi", "Kutsulinkki"),
        ("pl", "Link do udostępniania"), ("pl", "Skopiuj link"), ("pl", "Link z zaproszeniem"), ("pl", "Podgląd linku"),
        ("pl", "Link polecający"),
        ("ru", "Ссылка-приглашение"), ("ru", "Пригласительная ссылка"), ("ru", "Скопировать ссылку"), ("ru", "Поделиться ссылкой"),
        ("ru", "Доступ по ссылке"), ("ru", "Реферальная ссылка"),
        ("uk", "Посилання для запрошення"), ("uk", "Скопіювати посилання"), ("uk", "Поділитися посиланням"),
        ("uk", "Доступ за посиланням"), ("uk", "Налаштування посилання"),
        ("tr", "Davet linki"), ("tr", "Paylaşım linki"), ("tr", "Linki kopyala"), ("tr", "Link önizlemesi"), ("tr", "Bu linki paylaş"),
        ("ja", "共有リンク"), ("ja", "招待リンク"), ("ja", "リンクをコピー"), ("ja", "このリンクをコピー"), ("ja", "リンクのプレビュー"),
        ("ja", "パーマリンク"), ("ja", "リンクと名前の変換に関する注意点"),
        ("ko", "공유 링크"), ("ko", "초대 링크"), ("ko", "링크 복사"), ("ko", "링크를 복사"), ("ko", "링크 미리보기"), ("ko", "공유링크"),
        ("zh-Hans", "分享链接"), ("zh-Hans", "邀请链接"), ("zh-Hans", "复制链接"), ("zh-Hans", "复制此链接"), ("zh-Hans", "链接预览"),
        ("zh-Hant", "分享連結"), ("zh-Hant", "邀請連結"), ("zh-Hant", "複製連結"), ("zh-Hant", "連結預覽"),
        ("ar", "رابط المشاركة"), ("ar", "رابط الدعوة"), ("ar", "نسخ الرابط"), ("ar", "معاينة الرابط"), ("ar", "رابط سحري"),
    ])
    func compoundIsNotTheControlsName(_ language: String, _ name: String) {
        #expect(noun(language, name) == nil, "\(language): \(name)")
    }

    /// The destination named before or after the link word ("Support link"), the link word first
    /// with a destination after it, a parenthesized link word, and a determiner: still findings.
    @Test(
        arguments: [
            ("en", "Privacy Policy link", "link"), ("en", "Support link", "link"), ("en", "Pricing link", "link"),
            ("en", "Link to pricing", "link"), ("en", "Terms (link)", "link"), ("en", "this link", "link"),
            ("en", "Follow this link to share", "link"),
            ("fr", "Lien vers la FAQ", "lien"), ("fr", "Lien d’assistance", "lien"), ("fr", "Politique de confidentialité (lien)", "lien"),
            ("fr", "ce lien", "lien"),
            ("de", "Link zur Preisliste", "link"), ("de", "Datenschutz-Link", "link"), ("de", "Support-Link", "link"),
            ("de", "dieser Link", "link"),
            ("es", "Enlace a precios", "enlace"), ("es", "Enlace de soporte", "enlace"),
            ("es", "Política de privacidad (enlace)", "enlace"),
            ("es", "este enlace", "enlace"),
            ("it", "Link alla pagina dei prezzi", "link"), ("it", "Link di assistenza", "link"), ("it", "questo link", "link"),
            ("pt", "Link para preços", "link"), ("pt", "Link de suporte", "link"), ("pt", "este link", "link"),
            ("nl", "Link naar prijzen", "link"), ("nl", "Privacybeleid-link", "link"), ("nl", "deze link", "link"),
            ("sv", "Länk till priser", "länk"), ("sv", "Integritetspolicy (länk)", "länk"), ("sv", "denna länk", "länk"),
            ("da", "Link til priser", "link"), ("da", "Privatlivspolitik (link)", "link"), ("da", "dette link", "link"),
            ("no", "Lenke til priser", "lenke"), ("no", "Personvern (lenke)", "lenke"), ("no", "denne lenken", "lenken"),
            ("fi", "Linkki hinnastoon", "linkki"), ("fi", "Tietosuojaseloste (linkki)", "linkki"), ("fi", "tämä linkki", "linkki"),
            ("pl", "Link do cennika", "link"), ("pl", "Polityka prywatności (link)", "link"), ("pl", "ten link", "link"),
            ("ru", "Ссылка на тарифы", "ссылка"), ("ru", "Политика конфиденциальности (ссылка)", "ссылка"), ("ru", "эта ссылка", "ссылка"),
            ("uk", "Посилання на тарифи", "посилання"), ("uk", "Політика конфіденційності (посилання)", "посилання"),
            ("uk", "це посилання", "посилання"),
            ("tr", "Gizlilik politikası linki", "linki"), ("tr", "Destek linki", "linki"), ("tr", "Bu linke tıklayın", "linke"),
            ("ja", "プライバシーポリシーのリンク", "リンク"), ("ja", "サポートリンク", "リンク"), ("ja", "このリンク", "リンク"),
            ("ja", "料金ページへのリンク", "リンク"), ("ja", "このリンクから登録", "リンク"),
            ("ko", "개인정보 처리방침 링크", "링크"), ("ko", "지원 링크", "링크"), ("ko", "이 링크", "링크"),
            ("zh-Hans", "隐私政策链接", "链接"), ("zh-Hans", "支持链接", "链接"), ("zh-Hans", "此链接", "链接"), ("zh-Hans", "此超链接", "超链接"),
            ("zh-Hant", "隱私權政策連結", "連結"), ("zh-Hant", "支援連結", "連結"), ("zh-Hant", "此連結", "連結"),
            ("ar", "رابط سياسة الخصوصية", "رابط"), ("ar", "رابط الدعم", "رابط"), ("ar", "هذا الرابط", "الرابط"),
        ] as [(String, String, String)])
    func destinationWithLinkWordIsStillFound(_ language: String, _ name: String, _ expected: String) {
        #expect(noun(language, name) == expected, "\(language): \(name)")
    }

    /// Every shipped list has compounds, and each entry holds the link word once.
    @Test func everyListHasCompounds() {
        for tag in LanguageListTests.tags {
            let compounds = lists.lists[tag]?.linkCompounds ?? []
            #expect(compounds.count >= 20, "\(tag): \(compounds.count) compounds")
            #expect(compounds.allSatisfy { !$0.before.isEmpty || !$0.after.isEmpty })
        }
    }

    @Test func compoundEntries() throws {
        let list = try LanguageList(
            tag: "xx", text: "[link-words]\nlien\n[link-determiners]\nle\n[link-compounds]\nCopier *\n* d’invitation\n")
        #expect(list.linkCompounds.map(\.description) == ["copier *", "* d invitation"])
        #expect(list.linkNoun(in: LinkText.normalize("Copier le lien")) == nil)
        #expect(list.linkNoun(in: LinkText.normalize("Le lien d’invitation")) == nil)
        #expect(list.linkNoun(in: LinkText.normalize("Aide (lien)")) == "lien")
    }

    @Test(arguments: ["share link", "* and *", "*"])
    func compoundWithoutOneStarIsAnError(_ entry: String) {
        let expected = LanguageList.ParseError(tag: "xx", line: 2, reason: .compoundWithoutLinkWord(entry))
        #expect(throws: expected) { try LanguageList(tag: "xx", text: "[link-compounds]\n\(entry)\n") }
        #expect(expected.description == "xx.txt:2: \"\(entry)\" needs exactly one * where the link word stands, as in \"share *\"")
    }

    /// Identifiers become one word: a link word inside one is no word of the name.
    @Test func identifierJoining() {
        #expect(LinkWordInNameRule.joiningIdentifiers("Trends::Link") == "TrendsLink")
        #expect(LinkWordInNameRule.joiningIdentifiers("See NSAttributedString.Key.link now") == "See NSAttributedStringKeylink now")
        #expect(LinkWordInNameRule.joiningIdentifiers("self->link and Page#link") == "selflink and Pagelink")
        #expect(LinkWordInNameRule.joiningIdentifiers("Privacy Policy link.") == nil)
        #expect(LinkWordInNameRule.joiningIdentifiers("Help :: link") == nil)
        #expect(LinkWordInNameRule.joiningIdentifiers("UILink") == nil)
    }

    /// ASCII names take a byte path of their own: it joins exactly where the Character path does,
    /// and a name with other letters takes the Character path.
    @Test func asciiAndUnicodeNamesJoinAlike() {
        #expect(LinkWordInNameRule.joiningIdentifiers("Get-ChildItem and about_Modules") == "Get-ChildItem and aboutModules")
        #expect(LinkWordInNameRule.joiningIdentifiers("a.b_ -c d::e::f x-") == "ab_ -c def x-")
        #expect(LinkWordInNameRule.joiningIdentifiers("Ünïcode->Link und Größe_2") == "ÜnïcodeLink und Größe2")
        #expect(LinkWordInNameRule.joiningIdentifiers("é_") == nil)
        #expect(LinkWordInNameRule.joiningIdentifiers("9#é") == "9é")
    }
}
