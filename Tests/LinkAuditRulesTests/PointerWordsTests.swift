import LinkAuditRules
import Testing

/// The `[pointer-words]` and `[pointer-nouns]` of every shipped language (issue 14, item 6): an
/// instruction each list finds, with the entry it finds, and a name where the same letters are a
/// noun or another word.
@Suite("Pointer words in every language")
struct PointerWordsTests {
    let lists = LanguageLists()

    @Test(arguments: [
        ("en", "Click to open the invoice", "click to", "Press releases"),
        ("fr", "Cliquez pour ouvrir la facture", "cliquez", "Communiqué de presse"),
        ("de", "Tippen, um die Rechnung zu öffnen", "tippen", "Tipps und Tricks"),
        ("es", "Haz clic para abrir la factura", "haz clic", "Toque final de la receta"),
        ("it", "Clicca per aprire la fattura", "clicca", "Premi letterari"),
        ("pt", "Clique para abrir a fatura", "clique para", "Toque de recolher"),
        ("nl", "Klik op de factuur", "klik op", "Drukke dagen"),
        ("sv", "Klicka för att öppna fakturan", "klicka", "Tryckfrihet"),
        ("da", "Tryk på fakturaen", "tryk på", "Trykfrihed"),
        ("no", "Trykk på fakturaen", "trykk på", "Trykkfrihet"),
        ("fi", "Napauta avataksesi laskun", "napauta", "Painotuotteet"),
        ("pl", "Kliknij, aby otworzyć fakturę", "kliknij", "Klikalne linki"),
        ("ru", "Нажмите, чтобы открыть счёт", "нажмите", "Пресс-релизы"),
        ("uk", "Натисніть, щоб відкрити рахунок", "натисніть", "Прес-релізи"),
        ("tr", "Faturayı açmak için dokunun", "dokunun", "Basın bülteni"),
        ("ja", "タップして請求書を開く", "タップ", "クリック数の推移"),
        ("ko", "청구서를 보려면 탭하세요", "탭하", "탭 기능 소개"),
        ("zh-Hans", "点击查看账单", "点击", "点击率报告"),
        ("zh-Hant", "點擊查看帳單", "點擊", "點擊率報告"),
        ("ar", "انقر لفتح الفاتورة", "انقر", "الفاتورة الشهرية"),
        ("he", "לחצו לפתיחת החשבונית", "לחצו", "לחץ דם"),
        ("hi", "बिल खोलने के लिए क्लिक करें", "क्लिक करें", "क्लिक दर रिपोर्ट"),
        ("id", "Klik untuk membuka tagihan", "klik untuk", "Satu klik saja"),
        ("ms", "Klik untuk membuka bil", "klik untuk", "Tekanan darah"),
        ("vi", "Nhấn vào hóa đơn tháng này", "nhấn vào", "Nhấn mạnh điểm chính"),
        ("th", "คลิกเพื่อเปิดใบแจ้งหนี้", "คลิก", "กดดันและความเครียด"),
        ("cs", "Klikněte pro otevření faktury", "klikněte", "Tisková zpráva"),
        ("sk", "Kliknite na otvorenie faktúry", "kliknite", "Tlačová správa"),
        ("hu", "Kattintson a számla megnyitásához", "kattintson", "Kattintások száma"),
        ("ro", "Apăsați pentru a deschide factura", "apăsați", "Comunicat de presă"),
        ("hr", "Kliknite za otvaranje računa", "kliknite", "Priopćenje za medije"),
        ("sl", "Kliknite za odprtje računa", "kliknite", "Sporočilo za medije"),
        ("bg", "Натиснете, за да отворите фактурата", "натиснете", "Прессъобщения"),
        ("el", "Πατήστε για να ανοίξετε το τιμολόγιο", "πατήστε", "Δελτία τύπου"),
        ("lt", "Spustelėkite, kad atidarytumėte sąskaitą", "spustelėkite", "Pranešimai spaudai"),
        ("lv", "Noklikšķiniet, lai atvērtu rēķinu", "noklikšķiniet", "Preses relīzes"),
        ("et", "Klõpsake arve avamiseks", "klõpsake", "Pressiteated"),
        ("ca", "Feu clic per obrir la factura", "feu clic", "Comunicat de premsa"),
    ])
    func everyLanguage(_ tag: String, _ instruction: String, _ wording: String, _ quiet: String) throws {
        let list = try #require(lists.lists[tag])
        #expect(list.pointerWording(in: LinkText.normalize(instruction)) == wording)
        #expect(list.pointerWording(in: LinkText.normalize(quiet)) == nil)
    }

    /// In a script without spaces, a noun entry blanks only where it stands: the same wording
    /// elsewhere in the name still counts, spaces aside.
    @Test func unspacedNounsCoverOnlyTheirOwnCharacters() throws {
        let japanese = try #require(lists.lists["ja"])
        let cases: [(String, String?)] = [
            ("クリック数の推移", nil), ("ワンクリック購入とクリック率", nil), ("クリック数を見るにはここをクリック", "クリック"),
            ("タップ数 と タップ して 開く", "タップ"), ("一覧をタップ", "タップ"),
        ]
        for (name, expected) in cases {
            #expect(japanese.pointerWording(in: LinkText.normalize(name)) == expected, "\(name)")
        }
    }

    @Test func everyShippedListHasTheSections() {
        #expect(lists.lists.count == 38)
        for list in lists.lists.values {
            #expect(list.sections.contains(.pointerWords) && list.sections.contains(.pointerNouns), "\(list.tag)")
            #expect(!list.pointerWords.isEmpty, "\(list.tag)")
        }
    }

    /// English words that are nouns as often as verbs count only with the word that makes them
    /// instructions, anywhere in the name; a noun entry covers only the words it stands on.
    @Test func englishFollowersAndNouns() throws {
        let english = try #require(lists.lists["en"])
        let cases: [(String, String?)] = [
            ("Press kit", nil), ("Press", nil), ("In the press", nil), ("Tap water quality", nil),
            ("Click-through rates", nil), ("Get in touch", nil), ("Tap to Pay on iPhone", nil), ("Click to Pay", nil),
            ("Double-click speed", nil), ("Touch ID", nil),
            ("Then tap the Share button", "tap the"), ("Right-click the file to rename it", "click the"),
            ("Tap to Pay: tap here to set it up", "tap here"), ("Report: click on the chart", "click on"),
            ("Touch and hold an app icon", "touch and hold"),
        ]
        for (name, expected) in cases {
            #expect(english.pointerWording(in: LinkText.normalize(name)) == expected, "\(name)")
        }
    }

    /// Names from real documentation (the shared corpus, Python, Rust and LibreOffice help) that hold
    /// the letters of a pointer word without telling anyone to click or tap.
    @Test(arguments: [
        ("en", "No Starch Press"), ("en", "Rotation Mode after Clicking Object"), ("en", "get in touch."),
        ("en", "Private Click Measurement (PCM)"), ("en", "Removal of make touch build target"), ("en", "press page"),
        ("fr", "Connexion s'appuyant sur une base de données"), ("de", "Tipps zur Sicherheit"),
    ])
    func realNamesStayQuiet(_ tag: String, _ name: String) throws {
        let list = try #require(lists.lists[tag])
        #expect(list.pointerWording(in: LinkText.normalize(name)) == nil)
    }

    /// A stem entry (`탭하*`) starts a word and needs nothing after it; a whole-word entry does not
    /// match inside a longer word.
    @Test func stemsAndWholeWords() throws {
        let korean = try #require(lists.lists["ko"])
        #expect(korean.pointerWording(in: LinkText.normalize("설정을 눌러 주세요")) == "눌러")
        #expect(korean.pointerWording(in: LinkText.normalize("탭하여 열기")) == "탭하")
        #expect(korean.pointerWording(in: LinkText.normalize("새 탭에서 열기")) == nil)
        let german = try #require(lists.lists["de"])
        #expect(german.pointerWording(in: LinkText.normalize("Klickzahlen im Überblick")) == nil)
        #expect(german.pointerWording(in: LinkText.normalize("Mit einem Klick bestellen")) == nil)
        let turkish = try #require(lists.lists["tr"])
        #expect(turkish.pointerWording(in: LinkText.normalize("BASIN BÜLTENİ")) == nil)
        #expect(turkish.pointerWording(in: LinkText.normalize("Onaylamak için butona basın")) == "basın")
    }
}
