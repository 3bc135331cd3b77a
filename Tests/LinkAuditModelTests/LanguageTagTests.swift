import LinkAuditModel
import LinkAuditTestSupport
import Testing

@Suite("Language tags")
struct LanguageTagTests {
    @Test(
        arguments: [
            ("pt_br", "pt", nil, "BR", "pt-BR"),
            ("zh-hant-tw", "zh", "Hant", "TW", "zh-Hant-TW"),
            ("zh_Hans", "zh", "Hans", nil, "zh-Hans"),
            ("es-419", "es", nil, "419", "es-419"),
            ("EN", "en", nil, nil, "en"),
            ("sr-Latn-RS-x-private", "sr", "Latn", "RS", "sr-Latn-RS"),
        ] as [(String, String, String?, String?, String)])
    func parsesAnySpelling(_ text: String, _ language: String, _ script: String?, _ region: String?, _ canonical: String) throws {
        let tag = try #require(LanguageTag(text))
        #expect(tag.language == language)
        #expect(tag.script == script)
        #expect(tag.region == region)
        #expect(tag.description == canonical)
    }

    @Test(arguments: ["", "Base", "English", "e", "en-", "en–US", "日本"])
    func rejectsWhatIsNoTag(_ text: String) {
        #expect(LanguageTag(text) == nil)
    }

    @Test(arguments: [
        ("zh-TW", "zh-Hant", true),
        ("zh_HK", "zh-Hant", true),
        ("zh", "zh-Hans", true),
        ("zh-CN", "zh-Hans", true),
        ("zh-Hans", "zh-Hant", false),
        ("zh-TW", "zh-CN", false),
        ("nb", "no", true),
        ("nb-NO", "no", true),
        ("nn", "nb", false),
        ("pt-BR", "pt", true),
        ("pt-BR", "pt-PT", true),
        ("en_GB", "en", true),
        ("sr-Latn", "sr-Cyrl", true),
        ("Base", "en", false),
    ])
    func sameWrittenLanguage(_ a: String, _ b: String, _ same: Bool) {
        #expect(LanguageTag.sameLanguage(a, b) == same)
        #expect(LanguageTag.sameLanguage(b, a) == same)
    }

    @Test(arguments: [
        ("zh-TW", ["zh-Hant", "zh-TW", "zh"]),
        ("zh-Hant-HK", ["zh-Hant", "zh-HK", "zh"]),
        ("zh", ["zh-Hans", "zh"]),
        ("pt-BR", ["pt-BR", "pt"]),
        ("nb", ["nb", "no"]),
        ("nn-NO", ["nn-NO", "nn", "no"]),
        ("sr_Latn", ["sr-Latn", "sr"]),
    ])
    func lookupCandidatesMostSpecificFirst(_ text: String, _ candidates: [String]) {
        #expect(LanguageTag(text)?.lookupCandidates == candidates)
    }
}
