// swift-format-ignore-file
// Generated from Sources/LinkAuditRules/Languages/*.txt by scripts/generate-language-lists.
// Do not edit: edit the .txt files, then run
//   scripts/generate-language-lists
// and rebuild. CI runs it with --check, which fails while these files are stale.

extension LanguageLists {
    /// The text of each shipped `Languages/<tag>.txt` (without its final newline), in tag order.
    static let sources: [(tag: String, text: String)] = [
        (tag: "ar", text: LanguageListText.ar),
        (tag: "bg", text: LanguageListText.bg),
        (tag: "ca", text: LanguageListText.ca),
        (tag: "cs", text: LanguageListText.cs),
        (tag: "da", text: LanguageListText.da),
        (tag: "de", text: LanguageListText.de),
        (tag: "el", text: LanguageListText.el),
        (tag: "en", text: LanguageListText.en + "\n" + LanguageListText.en2),
        (tag: "es", text: LanguageListText.es),
        (tag: "et", text: LanguageListText.et),
        (tag: "fi", text: LanguageListText.fi),
        (tag: "fr", text: LanguageListText.fr),
        (tag: "he", text: LanguageListText.he),
        (tag: "hi", text: LanguageListText.hi),
        (tag: "hr", text: LanguageListText.hr),
        (tag: "hu", text: LanguageListText.hu),
        (tag: "id", text: LanguageListText.id),
        (tag: "it", text: LanguageListText.it),
        (tag: "ja", text: LanguageListText.ja),
        (tag: "ko", text: LanguageListText.ko),
        (tag: "lt", text: LanguageListText.lt),
        (tag: "lv", text: LanguageListText.lv),
        (tag: "ms", text: LanguageListText.ms),
        (tag: "nl", text: LanguageListText.nl),
        (tag: "no", text: LanguageListText.no),
        (tag: "pl", text: LanguageListText.pl),
        (tag: "pt", text: LanguageListText.pt),
        (tag: "ro", text: LanguageListText.ro),
        (tag: "ru", text: LanguageListText.ru),
        (tag: "sk", text: LanguageListText.sk),
        (tag: "sl", text: LanguageListText.sl),
        (tag: "sv", text: LanguageListText.sv),
        (tag: "th", text: LanguageListText.th),
        (tag: "tr", text: LanguageListText.tr),
        (tag: "uk", text: LanguageListText.uk),
        (tag: "vi", text: LanguageListText.vi),
        (tag: "zh-Hans", text: LanguageListText.zhHans),
        (tag: "zh-Hant", text: LanguageListText.zhHant),
    ]
}

/// The text of each language list, one static per language (in `<tag>.generated.swift`).
enum LanguageListText {}
