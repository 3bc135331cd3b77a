import Foundation
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
            ("yue_hant_hk", "yue", "Hant", "HK", "yue-Hant-HK"),
            ("fil", "fil", nil, nil, "fil"),
            ("HAW-us", "haw", nil, "US", "haw-US"),
            ("az-Cyrl", "az", "Cyrl", nil, "az-Cyrl"),
            ("de-1996", "de", nil, nil, "de"),
            ("sl-rozaj-biske", "sl", nil, nil, "sl"),
            ("en-Latn-x-US", "en", "Latn", nil, "en-Latn"),
            ("yue-HANT-419", "yue", "Hant", "419", "yue-Hant-419"),
        ] as [(String, String, String?, String?, String)])
    func parsesAnySpelling(_ text: String, _ language: String, _ script: String?, _ region: String?, _ canonical: String) throws {
        let tag = try #require(LanguageTag(text))
        #expect(tag.language == language)
        #expect(tag.script == script)
        #expect(tag.region == region)
        #expect(tag.description == canonical)
    }

    @Test(arguments: [
        "", "Base", "English", "e", "en-", "en–US", "日本", "en--US", "en-US-", "e1", "12", "en-ü", "en-US-toolongsubtag", "-en",
    ])
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

    /// A link parses its language once, when it is set: what rules and reports read (issue 22).
    @Test(arguments: [("en-us", "en-US"), ("zh_Hant", "zh-Hant"), ("de", "de"), ("English", nil), ("", nil)] as [(String, String?)])
    func aLinkHoldsItsLanguageTag(_ spelling: String, _ canonical: String?) {
        var link = Link(
            text: "x", name: "x", nameSource: .content, destination: "https://example.com", syntax: .markdownInline,
            placement: .inline, render: .web, file: "a.md", span: nil, scope: .document("a.md"))
        #expect(link.languageTag == nil)
        link.language = spelling
        #expect(link.language == spelling)
        #expect(link.languageTag?.description == canonical)
        let copy = link
        link.language = nil
        #expect(link.languageTag == nil)
        #expect(copy.languageTag?.description == canonical)
    }

    @Test func encodesAsItsCanonicalSpelling() throws {
        let tags = [LanguageTag("pt_br"), LanguageTag("zh-hant-tw")].compactMap { $0 }
        let data = try JSONEncoder().encode(tags)
        #expect(String(decoding: data, as: UTF8.self) == #"["pt-BR","zh-Hant-TW"]"#)
        #expect(try JSONDecoder().decode([LanguageTag].self, from: data) == tags)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([LanguageTag].self, from: Data(#"["Base"]"#.utf8)) }
    }
}
