import LinkAuditExtractors
import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditRules

@Suite("Language detection")
struct LanguageDetectorTests {
    static let detector = LanguageDetector(lists: LanguageLists())

    @Test(arguments: [
        ("en", "The configuration file is read when the app starts, and you can change it at any time from the settings page."),
        (
            "de",
            "Die Konfiguration wird beim Start der App gelesen und kann jederzeit in den Einstellungen geändert werden, wenn Sie das möchten."
        ),
        (
            "fr",
            "Le fichier de configuration est lu au démarrage de l’application et vous pouvez le modifier à tout moment dans les réglages."
        ),
        (
            "es",
            "El archivo de configuración se lee cuando la aplicación se inicia y usted puede cambiarlo en cualquier momento desde los ajustes."
        ),
        (
            "pt",
            "O arquivo de configuração é lido quando o aplicativo é iniciado e você pode alterá-lo a qualquer momento nas definições da conta."
        ),
        (
            "it",
            "Il file di configurazione viene letto all’avvio dell’app e si può modificare in qualsiasi momento dalla pagina delle impostazioni."
        ),
        (
            "nl",
            "Het configuratiebestand wordt gelezen wanneer de app start, en je kunt het op elk moment wijzigen in de instellingen van de app."
        ),
        (
            "sv",
            "Konfigurationsfilen läses när appen startar och du kan ändra den när som helst i inställningarna, om det behövs för att den ska fungera."
        ),
        (
            "pl",
            "Plik konfiguracyjny jest wczytywany przy starcie aplikacji i można go zmienić w każdej chwili w ustawieniach, jeśli jest to potrzebne."
        ),
        (
            "tr",
            "Yapılandırma dosyası uygulama başladığında okunur ve bu ayarları her zaman değiştirebilirsiniz, ancak bazı değişiklikler için yeniden başlatma gerekir."
        ),
        (
            "da",
            "Det er meget nemt at ændre indstillingerne af appen. Når du har åbnet den, kan du se hvad der sker, og du bliver ført videre til noget nyt."
        ),
        (
            "no",
            "Det er veldig enkelt å endre innstillingene av appen. Når du har åpnet den, kan du se hva som skjer, og du blir sendt videre til noe nytt."
        ),
        ("fi", "Asetustiedosto luetaan, kun sovellus käynnistyy, ja voit muuttaa sitä milloin tahansa asetuksista, jos se on tarpeen."),
        ("ru", "Файл конфигурации читается при запуске приложения, и вы можете изменить его в любой момент в настройках, если это нужно."),
        (
            "uk",
            "Файл конфігурації читається під час запуску застосунку, і ви можете змінити його будь-коли в налаштуваннях, якщо це потрібно."
        ),
        ("ko", "설정 파일은 앱이 시작될 때 읽히며, 설정 화면에서 언제든지 변경할 수 있습니다."),
        ("ja", "設定ファイルはアプリの起動時に読み込まれ、設定画面からいつでも変更できます。"),
        ("zh-Hans", "配置文件会在应用启动时读取，你可以随时在设置页面中修改这些选项。"),
        ("zh-Hant", "設定檔會在應用程式啟動時讀取，你可以隨時在設定頁面中修改這些選項。"),
        ("ar", "يتم قراءة ملف الإعدادات عند بدء التطبيق، ويمكنك تغييره في أي وقت من صفحة الإعدادات."),
        ("el", "Το αρχείο ρυθμίσεων διαβάζεται όταν ξεκινά η εφαρμογή και μπορείτε να το αλλάξετε οποιαδήποτε στιγμή."),
    ])
    func detectsTheLanguageOfAParagraph(_ expected: String, _ text: String) {
        let guess = Self.detector.detect(text)
        #expect(guess?.language == expected, "\(text)")
        #expect(guess?.confident == true, "\(text)")
    }

    @Test(arguments: [
        "la de en", "OK", "Swift 6.0", "", "https://example.com/a/b",
        "callersmart.com{:target=\"_blank\"} centeda.com clubset.com e.g. com.example.app",
    ])
    func isUnsureOfShortOrAmbiguousText(_ text: String) {
        let guess = Self.detector.detect(text)
        #expect(guess == nil || guess?.confident == false, "\(text): \(String(describing: guess))")
    }

    @Test func englishWithCodeAndAJapaneseWordIsStillEnglish() {
        let text = "Use `LinkAudit.run()` to check the links of a page; the Japanese word こちら is generic and is reported by the tool."
        #expect(Self.detector.detect(text)?.language == "en")
    }

    /// A Markdown document without front matter gets its language from its text, so only German
    /// wording decides, and "hier" is flagged as German.
    @Test func markdownWithoutFrontMatterIsDetected() {
        let source = """
            # Installation

            Die Anwendung wird mit einem Installationsprogramm ausgeliefert, das alle Abhängigkeiten mitbringt.
            Die Anleitung für die Einrichtung finden Sie [hier](https://example.com/setup), und die Liste der
            Änderungen steht in den [Versionshinweisen](https://example.com/changes).
            """
        let file = "Docs/installation.md"
        let document = DocumentExtractor.extract(file: file, bytes: Array(source.utf8), format: .markdown, options: ExtractionOptions())
        let result = Auditor(configuration: Configuration()).evaluate(documents: [document], files: [file])
        #expect(result.links.count == 2)
        for link in result.links {
            #expect(link.language == "de")
            #expect(link.languageSource == .detected)
        }
        let generic = result.findings.filter { $0.rule == "generic-link-text" }
        #expect(generic.count == 1)
        #expect(generic.first?.message.contains("\"hier\"") == true)
    }

    @Test func declaredLanguageIsKept() {
        let source =
            "---\nlang: fr\n---\n\nDie Anleitung für die Einrichtung finden Sie [hier](https://example.com/setup), wenn Sie das möchten.\n"
        let file = "Docs/declared.md"
        let document = DocumentExtractor.extract(file: file, bytes: Array(source.utf8), format: .markdown, options: ExtractionOptions())
        let result = Auditor(configuration: Configuration()).evaluate(documents: [document], files: [file])
        #expect(result.links.first?.language == "fr")
        #expect(result.links.first?.languageSource == .frontMatter)
    }

    /// Too little text to tell: the language stays unknown and every list applies.
    @Test func unsureDetectionLeavesTheLanguageUnknown() {
        let source = "[hier](https://example.com/setup)\n"
        let file = "Docs/short.md"
        let document = DocumentExtractor.extract(file: file, bytes: Array(source.utf8), format: .markdown, options: ExtractionOptions())
        let result = Auditor(configuration: Configuration()).evaluate(documents: [document], files: [file])
        #expect(result.links.first?.language == nil)
        #expect(result.links.first?.languageSource == nil)
        #expect(result.findings.contains { $0.rule == "generic-link-text" })
    }

    /// Only prose tokens count: host and file names, paths, e-mail addresses and markup attributes
    /// do not (a dot ending a sentence does not make one), and nothing past the first 4,000 scalars.
    @Test func proseTokens() {
        var tokens: [String] = []
        LanguageDetector.forEachProseToken(in: "Open duckduckgo.com or a/b, mail x@y.\u{2003}It ends.Here\tsize=2 é_x .com end.") {
            tokens.append($0)
        }
        #expect(tokens == ["Open", "or", "mail", "It", ".com", "end."])
        var long: [String] = []
        LanguageDetector.forEachProseToken(in: String(repeating: "ab ", count: 1_500)) { long.append($0) }
        #expect(long.count == 1_334)
        #expect(long.last == "a")
    }
}
