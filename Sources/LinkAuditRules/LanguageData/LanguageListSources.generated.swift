// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by LanguageListSourceGenerator
// (Tests/LinkAuditRulesTests/LanguageListSourcesTests.swift). Do not edit: edit the .txt files, then run
//   LINKAUDIT_UPDATE=1 swift test --filter LanguageListSourcesTests
// and rebuild. A plain `swift test` fails while these files are stale.

extension LanguageLists {
    /// The text of each shipped `Languages/<tag>.txt` (without its final newline), in tag order.
    static let sources: [(tag: String, text: String)] = [
        (tag: "ar", text: LanguageListText.ar),
        (tag: "da", text: LanguageListText.da),
        (tag: "de", text: LanguageListText.de),
        (tag: "en", text: LanguageListText.en),
        (tag: "es", text: LanguageListText.es),
        (tag: "fi", text: LanguageListText.fi),
        (tag: "fr", text: LanguageListText.fr),
        (tag: "it", text: LanguageListText.it),
        (tag: "ja", text: LanguageListText.ja),
        (tag: "ko", text: LanguageListText.ko),
        (tag: "nl", text: LanguageListText.nl),
        (tag: "no", text: LanguageListText.no),
        (tag: "pl", text: LanguageListText.pl),
        (tag: "pt", text: LanguageListText.pt),
        (tag: "ru", text: LanguageListText.ru),
        (tag: "sv", text: LanguageListText.sv),
        (tag: "tr", text: LanguageListText.tr),
        (tag: "uk", text: LanguageListText.uk),
        (tag: "zh-Hans", text: LanguageListText.zhHans),
        (tag: "zh-Hant", text: LanguageListText.zhHant),
    ]
}

/// The text of each language list, one static per language (in `<tag>.generated.swift`).
enum LanguageListText {}
