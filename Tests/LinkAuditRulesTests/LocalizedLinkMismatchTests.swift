import LinkAuditExtractors
import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditRules

/// Audits string tables given as (path, text) in one run and returns the findings of one rule as
/// `path:line:column severity`.
func auditTables(_ tables: [(String, String)], rule: RuleID, sourceLanguage: String = "en") -> [String] {
    let documents = tables.map { DocumentExtractor.extract(file: $0.0, bytes: Array($0.1.utf8), format: .strings) }
    var configuration = Configuration()
    configuration.sourceLanguage = sourceLanguage
    let result = Auditor(configuration: configuration).evaluate(documents: documents, files: tables.map(\.0))
    return result.findings.filter { $0.rule == rule }.map { "\($0.file):\($0.line ?? 0):\($0.column ?? 0) \($0.severity.rawValue)" }
}

@Suite("Translations against their source")
struct LocalizedLinkMismatchTests {
    let english = (
        "App/en.lproj/Localizable.strings",
        """
        "legal" = "Accept the [Terms of Service](https://example.com/terms) and [Privacy Policy](https://example.com/privacy).";
        "help" = "Need help? [Contact support](https://example.com/support)";
        "plain" = "No links here.";
        """
    )

    @Test func aLinkBrokenBySpaceInTranslationIsMissing() {
        // Seen in real app copy: a translator put a space between `]` and `(`.
        let spanish = (
            "App/es.lproj/Localizable.strings",
            """
            "legal" = "Acepta los [Términos](https://example.com/es/terms) y la [Política de privacidad] (https://example.com/privacy).";
            "help" = "¿Ayuda? [Contacta con soporte](https://example.com/support?hl=es)";
            "plain" = "Sin enlaces.";
            """
        )
        #expect(auditTables([english, spanish], rule: "localized-link-mismatch") == ["App/es.lproj/Localizable.strings:1:12 warning"])
        #expect(auditTables([english, spanish], rule: "broken-link-markup") == ["App/es.lproj/Localizable.strings:1:70 warning"])
    }

    @Test func differentDestinationAddedLinkAndUntranslatedText() {
        let dutch = (
            "App/nl.lproj/Localizable.strings",
            """
            "legal" = "Accepteer de [Terms of Service](https://example.com/terms) en het [privacybeleid](https://example.com/nl/privacy).";
            "help" = "Hulp nodig? [Neem contact op](https://example.com/contact-opnemen)";
            "plain" = "Geen [links](https://example.com/links).";
            """
        )
        #expect(
            auditTables([english, dutch], rule: "localized-link-mismatch") == [
                "App/nl.lproj/Localizable.strings:1:25 note",
                "App/nl.lproj/Localizable.strings:2:23 warning",
                "App/nl.lproj/Localizable.strings:3:17 warning",
            ])
    }

    @Test func sourceLanguageIsConfigurable() {
        let german = ("App/de.lproj/Localizable.strings", "\"help\" = \"Hilfe? [Support](https://example.com/support)\";")
        let french = ("App/fr.lproj/Localizable.strings", "\"help\" = \"Aide ?\";")
        #expect(auditTables([german, french], rule: "localized-link-mismatch").isEmpty, "no en table: nothing to compare with")
        let documents = [german, french].map { DocumentExtractor.extract(file: $0.0, bytes: Array($0.1.utf8), format: .strings) }
        var configuration = Configuration()
        configuration.sourceLanguage = "de"
        let result = Auditor(configuration: configuration).evaluate(documents: documents, files: [german.0, french.0])
        #expect(result.findings.filter { $0.rule == "localized-link-mismatch" }.map(\.file) == [french.0])
    }

    @Test(arguments: [
        ("https://example.com/help", "https://example.com/de/help", true),
        ("https://example.com/help", "https://example.com/de-DE/help", true),
        ("https://example.com/help", "https://de.example.com/help", true),
        ("https://example.com/help?x=1", "https://example.com/help?lang=de&x=1", true),
        ("https://example.com/help/what-is-it", "https://example.com/help/wat-is-het", false),
        ("https://example.com/help", "https://other.example/help", false),
    ])
    func localizedDestinations(_ source: String, _ translated: String, _ same: Bool) {
        #expect((LocalizedLinkMismatchRule.localeFree(source) == LocalizedLinkMismatchRule.localeFree(translated)) == same)
    }

    /// A region tag names the script it implies: a `zh-TW.lproj` table is the source when the
    /// source language is `zh-Hant` (it was compared as a translation of nothing, so the English
    /// table that dropped a link went unreported).
    @Test func aSourceTableTaggedByRegionIsTheSource() {
        let taiwan = (
            "App/zh-TW.lproj/Localizable.strings",
            """
            "help" = "需要協助？[聯絡客服](https://example.com/support)";
            """
        )
        let english = (
            "App/en.lproj/Localizable.strings",
            """
            "help" = "Need help? Contact support.";
            """
        )
        for source in ["zh-Hant", "zh-TW", "zh_Hant"] {
            #expect(
                auditTables([taiwan, english], rule: "localized-link-mismatch", sourceLanguage: source)
                    == ["App/en.lproj/Localizable.strings:1:11 warning"])
        }
        // `zh-Hans` is another written language: the Taiwan table is then a translation, with no source.
        #expect(auditTables([taiwan, english], rule: "localized-link-mismatch", sourceLanguage: "zh-Hans") == [])
    }

    // Seen in real translations: CJK lenticular brackets, and a scheme split by a translation tool.
    @Test func lookalikeBracketsAndBrokenSchemesAreBrokenMarkup() {
        let source = (
            "App/en.lproj/Localizable.strings",
            """
            "cloud" = "Check it on [Nabu Casa](https://account.nabucasa.com).";
            "more" = "Passwords are encrypted. [Learn more](ddgQuickLink://duckduckgo.com/help/security)";
            """
        )
        let translations = [
            ("App/zh-Hans.lproj/Localizable.strings", "\"cloud\" = \"您可以在【Nabu Casa】(https://account.nabucasa.com) 上进行验证\";"),
            (
                "App/pl.lproj/Localizable.strings",
                "\"more\" = \"Hasła są szyfrowane. [Więcej informacji] (DDGQuickLink: //duckduckgo.com/help/security)\";"
            ),
        ]
        #expect(
            auditTables([source] + translations, rule: "broken-link-markup") == [
                "App/pl.lproj/Localizable.strings:1:34 warning", "App/zh-Hans.lproj/Localizable.strings:1:24 warning",
            ])
        #expect(
            auditTables([source] + translations, rule: "localized-link-mismatch") == [
                "App/pl.lproj/Localizable.strings:1:11 warning", "App/zh-Hans.lproj/Localizable.strings:1:12 warning",
            ])
    }

    // Names stay the same in every language; words of the source language left as they were do not.
    @Test func untranslatedTextIsANoteButNamesAreNot() {
        let source = (
            "App/en.lproj/Localizable.strings",
            """
            "cloud" = "Check it on [Nabu Casa](https://account.nabucasa.com).";
            "settings" = "Autolock is off. [Go to Settings](app://settings)";
            """
        )
        let german = (
            "App/de.lproj/Localizable.strings",
            """
            "cloud" = "Prüfe es bei [Nabu Casa](https://account.nabucasa.com).";
            "settings" = "Automatische Sperre ist aus. [Go to Settings](app://settings)";
            """
        )
        #expect(auditTables([source, german], rule: "localized-link-mismatch") == ["App/de.lproj/Localizable.strings:2:44 note"])
    }

    /// Xcode writes text-as-key String Catalog entries without a source-language value: the key is it.
    @Test func aCatalogKeyIsTheSourceWhenTheSourceEntryIsMissing() {
        let catalog = """
            {"sourceLanguage": "en", "strings": {
              "Read the [help guide](https://example.com/help).": {"localizations": {"pl": {"stringUnit": {"state": "translated", "value": "Przeczytaj pomoc."}}}}
            }, "version": "1.0"}
            """
        let document = DocumentExtractor.extract(file: "App/Localizable.xcstrings", bytes: Array(catalog.utf8), format: .xcstrings)
        #expect(document.links.map(\.text) == ["help guide"])
        #expect(document.links.first?.appCopy?.locale == "en")
        let result = Auditor(configuration: Configuration()).evaluate(documents: [document], files: ["App/Localizable.xcstrings"])
        #expect(result.findings.filter { $0.rule == "localized-link-mismatch" }.map { "\($0.line ?? 0) \($0.locale ?? "")" } == ["2 pl"])
    }

    /// Found by trying translated tables: plural categories differ between languages, arguments
    /// may be numbered in one language only, and Base.lproj is the source where no en.lproj exists.
    @Test func pluralsPlaceholdersAndBase() {
        func stringsdict(_ one: String, _ other: String, few: String? = nil) -> String {
            let fewEntry = few.map { "<key>few</key><string>\($0)</string>" } ?? ""
            return """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>files</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>one</key><string>\(one)</string>\(fewEntry)<key>other</key><string>\(other)</string></dict>
                </dict></dict></plist>
                """
        }
        let english = (
            "App/en.lproj/Localizable.stringsdict", stringsdict("%lld file", "%lld files, [see limits](https://example.com/limits)")
        )
        let russian = (
            "App/ru.lproj/Localizable.stringsdict",
            stringsdict(
                "%lld файл, [лимиты](https://example.com/limits)",
                "%lld файлов, [лимиты](https://example.com/limits)", few: "%lld файла")
        )
        let documents = [english, russian].map { DocumentExtractor.extract(file: $0.0, bytes: Array($0.1.utf8), format: .stringsdict) }
        let result = Auditor(configuration: Configuration()).evaluate(documents: documents, files: [english.0, russian.0])
        // Russian `one` may link (English `other` does); Russian `few` without the link is missing it.
        #expect(
            result.findings.filter { $0.rule == "localized-link-mismatch" }.map { "\($0.locale ?? "") \($0.variation ?? "")" } == [
                "ru n.few"
            ])

        let source = ("App/en.lproj/Localizable.strings", "\"shared\" = \"%@ shared [their profile](%@).\";")
        let german = ("App/de.lproj/Localizable.strings", "\"shared\" = \"[Das Profil](%2$@) von %1$@.\";")
        #expect(auditTables([source, german], rule: "localized-link-mismatch").isEmpty)

        let base = ("App/Base.lproj/Localizable.strings", "\"help\" = \"See [help](https://example.com/help).\";")
        let dutch = ("App/nl.lproj/Localizable.strings", "\"help\" = \"Zie hulp.\";")
        #expect(auditTables([base, dutch], rule: "localized-link-mismatch") == ["App/nl.lproj/Localizable.strings:1:11 warning"])
    }
}
