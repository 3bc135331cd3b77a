import LinkAuditRules
import LinkAuditTestSupport
import Testing

/// The lists of the languages Apple ships an iOS interface in (issue 9, languages): each list's own
/// phrases in their long and short forms, the look-alike words that must pass, folding and the
/// final punctuation of every script.
@Suite("Language coverage")
struct LanguageCoverageTests {
    let lists = LanguageLists()

    static let iOSLanguages = [
        "ar", "bg", "ca", "cs", "da", "de", "el", "en", "es", "et", "fi", "fr", "he", "hi", "hr", "hu", "id", "it",
        "ja", "ko", "lt", "lv", "ms", "nl", "no", "pl", "pt", "ro", "ru", "sk", "sl", "sv", "th", "tr", "uk", "vi",
        "zh-Hans", "zh-Hant",
    ]

    @Test func everyInterfaceLanguageHasACompleteList() {
        for tag in Self.iOSLanguages {
            let list = lists.lists[tag]
            #expect(list != nil, "no list for \(tag)")
            #expect(list?.missingSections == [], "\(tag) lacks sections")
            #expect((list?.commonWords.count ?? 0) >= 20, "too few common words for \(tag)")
        }
    }

    func isGeneric(_ name: String, in language: String) -> Bool {
        lists.lists(for: language).contains { $0.isGeneric(LinkText.normalize(name)) }
    }

    /// Per language: "here", "click here", "learn more", "read more", "details", "this page" as help
    /// centers and apps in the language write them, imperative and infinitive, polite and plain.
    @Test(arguments: [
        ("he", ["כאן", "לחצו כאן", "למידע נוסף", "קראו עוד", "פרטים נוספים", "הדף הזה"]),
        ("id", ["Di sini", "Klik di sini", "Pelajari lebih lanjut", "Baca selengkapnya", "Lihat detail", "Halaman ini"]),
        ("ms", ["Di sini", "Klik di sini", "Ketahui lebih lanjut", "Baca lagi", "Lihat butiran", "Maklumat lanjut"]),
        ("vi", ["Tại đây", "Nhấn vào đây", "Tìm hiểu thêm", "Đọc thêm", "Xem chi tiết", "Trang này"]),
        ("th", ["ที่นี่", "คลิกที่นี่", "เรียนรู้เพิ่มเติม", "อ่านต่อ", "ดูรายละเอียด", "หน้านี้"]),
        ("hi", ["यहाँ", "यहां क्लिक करें", "और जानें", "आगे पढ़ें", "अधिक जानकारी के लिए यहाँ क्लिक करें", "यह पेज"]),
        ("cs", ["Zde", "Klikněte sem", "Zjistit více", "Přečtěte si více", "Podrobnosti", "Tato stránka"]),
        ("sk", ["Tu", "Kliknite sem", "Zistiť viac", "Čítajte ďalej", "Podrobnosti", "Táto stránka"]),
        ("hu", ["Itt", "Kattintson ide", "Tudjon meg többet", "Olvass tovább", "További részletek", "Ez az oldal"]),
        ("ro", ["Aici", "Faceți clic aici", "Aflați mai multe", "Citește mai mult", "Detalii", "Această pagină"]),
        ("hr", ["Ovdje", "Kliknite ovdje", "Saznajte više", "Pročitajte više", "Više detalja", "Ova stranica"]),
        ("bg", ["Тук", "Щракнете тук", "Научете повече", "Прочетете още", "Подробности", "Тази страница"]),
        ("el", ["Εδώ", "Κάντε κλικ εδώ", "Μάθετε περισσότερα", "Διαβάστε περισσότερα", "Λεπτομέρειες", "Αυτή η σελίδα"]),
        ("lt", ["Čia", "Spustelėkite čia", "Sužinokite daugiau", "Skaityti daugiau", "Plačiau", "Šis puslapis"]),
        ("lv", ["Šeit", "Noklikšķiniet šeit", "Uzziniet vairāk", "Lasīt vairāk", "Sīkāk", "Šī lapa"]),
        ("et", ["Siin", "Klõpsake siia", "Loe lähemalt", "Loe edasi", "Lisateave", "See leht"]),
        ("sl", ["Tukaj", "Kliknite tukaj", "Izvedite več", "Preberite več", "Podrobnosti", "Ta stran"]),
        ("ca", ["Aquí", "Feu clic aquí", "Més informació", "Llegiu-ne més", "Detalls", "Aquesta pàgina"]),
        ("tr", ["Daha fazla bilgi alın", "Daha fazla bilgi edinin", "Daha fazla bilgi edin", "Daha fazlasını göster"]),
        ("ko", ["자세히 알아보세요", "자세히 알아보기", "더 알아보세요", "더 알아보기", "자세한 내용 보기"]),
        ("ar", ["معرفة المزيد", "اعرف المزيد", "لمعرفة المزيد", "اكتشف المزيد"]),
        ("zh-Hant", ["深入了解", "深入瞭解", "了解詳情", "進一步了解"]),
        ("zh-Hans", ["深入了解", "了解详情", "进一步了解"]),
        // "More about it" with the demonstrative (the Slovenian one is in a real app's table).
        ("sl", ["Več o tem"]), ("cs", ["Více o tom"]), ("sk", ["Viac o tom"]), ("hr", ["Više o tome"]),
        ("ro", ["Mai multe despre asta"]), ("lt", ["Daugiau apie tai"]), ("lv", ["Vairāk par to"]), ("hu", ["Bővebben erről"]),
        ("ca", ["Més sobre això"]), ("id", ["Selengkapnya tentang ini"]),
    ])
    func listsOwnPhrases(_ language: String, _ names: [String]) {
        #expect(lists.lists(for: language).count == 1, "\(language) has no list of its own")
        for name in names { #expect(isGeneric(name, in: language), "\(language): \(name)") }
    }

    /// Real words that contain or resemble a listed phrase, and descriptive names made partly of
    /// filler words: all must pass.
    @Test(arguments: [
        ("en", ["where", "Somewhere else", "Hereford"]),
        ("nl", ["Start", "Startpagina"]),
        ("fr", ["Plusieurs options", "Détaillants agréés", "Icône de l’app"]),
        ("de", ["Hierarchie", "Mehrwertsteuer", "Weiterbildung"]),
        ("es", ["Aquiles", "Másteres", "Detallista"]),
        ("it", ["Quiz", "Altrove", "Dettagli dell’ordine"]),
        ("pt", ["Aquisição", "Detalhes do pedido", "Saibamos"]),
        ("da", ["Herregård", "Mereværdi", "Læsesal"]),
        ("no", ["Herred", "Merverdiavgift", "Lesesal"]),
        ("sv", ["Härnösand", "Merkostnad", "Läsplatta"]),
        ("fi", ["Lisämaksut", "Täälläkin", "Lue ehdot"]),
        ("pl", ["Tutka", "Szczegółowy cennik", "Więcejnik"]),
        ("ru", ["Подробности заказа", "Тутовник", "Здешний"]),
        ("uk", ["Тутанхамон", "Деталі замовлення", "Більшість"]),
        ("zh-Hans", ["更多人选择", "了解我们", "这里的规则"]),
        ("he", ["עודף", "מדיניות הפרטיות", "קישורים שימושיים"]),
        ("id", ["Lebih hemat", "Halaman utama", "Disinfektan"]),
        ("ms", ["Lagipun", "Maklumat peribadi", "Butiran akaun"]),
        ("vi", ["Chi tiêu", "Thêm vào giỏ", "Đây là cách"]),
        ("th", ["หน้าที่", "ดูแล", "ข้อมูลส่วนบุคคล"]),
        ("hi", ["यहाँ से खरीदें", "लिंकन", "और"]),
        ("cs", ["Zdeněk", "Semafor", "Odkazy"]),
        ("sk", ["Turistika", "Viacero možností", "Tučniak"]),
        ("hu", ["IDE", "Itthon", "Többség"]),
        ("ro", ["Mai 2024", "Detaliile comenzii", "Linkuri utile"]),
        ("hr", ["Višegrad", "Detaljni plan"]),
        ("sl", ["Večerja", "Tukajšnji", "Več o tem izdelku"]),
        ("bg", ["Тукан", "Повечето хора"]),
        ("el", ["Εδώδιμα", "Λεπτομέρειες παραγγελίας"]),
        ("lt", ["Čiaupas", "Daugiaukštis"]),
        ("lv", ["Vairākums", "Šeitan"]),
        ("et", ["Siinkohal", "Lehtpuu"]),
        ("ca", ["Aquiles", "Detalls de la comanda"]),
        ("ar", ["معرفة الذات", "هنالك"]),
        ("ko", ["여기저기", "요금제 알아보기"]),
        ("tr", ["Alınan siparişler", "Bilgisayar", "Daha ucuz"]),
        ("zh-Hant", ["深入報導", "了解我們"]),
        ("ja", ["ココア", "リンクス", "ここのつ"]),
    ])
    func lookAlikesPass(_ language: String, _ names: [String]) {
        for name in names { #expect(!isGeneric(name, in: language), "\(language): \(name)") }
    }

    /// Final punctuation of every script ends a phrase; it is not a word.
    @Test func finalPunctuationOfEveryScript() {
        let marks = [".", "。", "．", "!", "！", "?", "？", "؟", "။", "।", "…", "...", "։", "۔", "׃", ";"]
        let phrases = [
            ("en", "Learn more"), ("ar", "معرفة المزيد"), ("ko", "자세히 알아보세요"), ("tr", "Daha fazla bilgi alın"),
            ("zh-Hant", "深入了解"), ("ja", "こちら"), ("hi", "और जानें"), ("th", "อ่านเพิ่มเติม"), ("he", "קראו עוד"),
            ("el", "Περισσότερα"), ("vi", "Xem thêm"),
        ]
        for (language, phrase) in phrases {
            for mark in marks { #expect(isGeneric(phrase + mark, in: language), "\(language): \(phrase + mark)") }
        }
    }

    @Test func turkishDottedAndDotlessIAreOneLetter() {
        for name in ["DAHA FAZLA BİLGİ ALIN", "Daha Fazla Bilgi Alın", "daha fazla bilgi alin", "BURAYA TIKLAYIN", "Devamını Oku"] {
            #expect(isGeneric(name, in: "tr"), "\(name)")
        }
        #expect(LanguageFolding(tag: "az-Latn").fold("alın") == "alin")
        #expect(LanguageFolding(tag: "en").fold("alın") == "alın")
    }

    @Test func japaneseIsKanaInsensitive() {
        for name in ["こちら", "コチラ", "ｺﾁﾗ", "ここをクリック", "ココをクリック", "ここをくりっく", "詳しくはｺﾁﾗ"] {
            #expect(isGeneric(name, in: "ja"), "\(name)")
        }
        #expect(LanguageFolding(tag: "ja").fold(LinkText.normalize("ｺﾁﾗ")) == "こちら")
    }

    @Test func accentsAndMarksFoldWhereWritersDropThem() {
        #expect(isGeneric("ΜΑΘΕΤΕ ΠΕΡΙΣΣΟΤΕΡΑ", in: "el"))
        #expect(isGeneric("ΛΕΠΤΟΜΕΡΕΙΕΣ", in: "el"))
        #expect(isGeneric("Aflati mai multe", in: "ro"))
        #expect(isGeneric("Faceţi clic aici", in: "ro"))
        #expect(isGeneric("تعرَّف على المـزيد", in: "ar"))
        #expect(isGeneric("إقرأ المزيد", in: "ar"))
        // Folding is per language: Vietnamese marks tell words apart and stay.
        #expect(!isGeneric("Xem them", in: "vi"))
    }

    /// The noun for "link" in the new languages; compounds, verbs and other meanings of the word
    /// are not the control's name.
    @Test(
        arguments: [
            ("he", "מדיניות הפרטיות (קישור)", "קישור"), ("he", "העתק קישור", nil),
            ("id", "Tautan ke harga", "tautan"), ("id", "Salin tautan", nil), ("id", "Link akun bank", nil),
            ("ms", "Pautan ke harga", "pautan"), ("ms", "Salin pautan", nil),
            ("cs", "Odkaz na ceník", "odkaz"), ("cs", "Kopírovat odkaz", nil), ("cs", "Linka podpory", nil),
            ("sk", "Odkaz na cenník", "odkaz"), ("sk", "Hlasový odkaz", nil),
            ("sl", "Kliknite to povezavo", "povezavo"), ("sl", "Internetna povezava", nil), ("sl", "Vzpostavite povezavo", nil),
            ("bg", "Линк към цените", "линк"), ("bg", "Интернет връзка", nil),
            ("hu", "Adatvédelmi irányelvek link", "link"), ("hu", "Link másolása", nil),
            ("ro", "Linkul către prețuri", "linkul"), ("ro", "Copiază linkul", nil),
            ("hr", "Poveznica na cjenik", "poveznica"), ("hr", "Internetska veza", nil),
            ("el", "Σύνδεσμος για τις τιμές", "σύνδεσμος"), ("el", "Σύνδεσμος Βιομηχανιών", nil),
            ("lt", "Nuoroda į kainas", "nuoroda"), ("lt", "Kopijuoti nuorodą", nil),
            ("lv", "Saite uz cenām", "saite"), ("lv", "Kopēt saiti", nil),
            ("et", "Hinnakirja link", "link"), ("et", "Lingi eelvaade", nil),
            ("ca", "Enllaç a preus", "enllaç"), ("ca", "Copia l'enllaç", nil),
            ("hi", "गोपनीयता नीति लिंक", "लिंक"), ("hi", "खाता लिंक करें", nil),
            ("th", "คัดลอกลิงก์", nil), ("th", "ลิงก์ดาวน์โหลด", nil),
            ("vi", "Sao chép link", nil),
        ] as [(String, String, String?)])
    func linkWordInNewLanguages(_ language: String, _ name: String, _ expected: String?) {
        #expect(lists.lists(for: language)[0].linkNoun(in: LinkText.normalize(name)) == expected, "\(language): \(name)")
    }
}
