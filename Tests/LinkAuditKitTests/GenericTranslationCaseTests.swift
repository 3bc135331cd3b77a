import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// "Learn more" as translators really write it: with and without final punctuation, in the polite
/// and the plain verb form, in capitals, in katakana, without diacritics.
extension CaseTests {
    /// The generic-translations case: every link of every table is generic in its language.
    @Test func genericTranslationsAreFlaggedInEveryTable() {
        let result = audit(["generic-translations"])
        #expect(result.errors.isEmpty)
        #expect(
            result.links.map { "\($0.language ?? "-") \($0.text)" } == [
                "ar معرفة المزيد.", "ar معرفة المزيد",
                "en Learn more.", "en Learn more",
                "ko 자세히 알아보세요.", "ko 더 알아보기",
                "tr Daha fazla bilgi alın.", "tr Daha fazla bilgi edinin",
                "zh-Hant 深入了解。", "zh-Hant 了解詳情",
            ])
        let generic = result.findings.filter { $0.rule == "generic-link-text" }
        #expect(
            generic.map { "\($0.file) \(brief($0))" } == [
                "generic-translations/ar.lproj/Localizable.strings 1:23 generic-link-text",
                "generic-translations/ar.lproj/Localizable.strings 2:23 generic-link-text",
                "generic-translations/en.lproj/Localizable.strings 2:23 generic-link-text",
                "generic-translations/en.lproj/Localizable.strings 4:23 generic-link-text",
                "generic-translations/ko.lproj/Localizable.strings 1:23 generic-link-text",
                "generic-translations/ko.lproj/Localizable.strings 2:23 generic-link-text",
                "generic-translations/tr.lproj/Localizable.strings 1:23 generic-link-text",
                "generic-translations/tr.lproj/Localizable.strings 2:23 generic-link-text",
                "generic-translations/zh-Hant.lproj/Localizable.strings 1:23 generic-link-text",
                "generic-translations/zh-Hant.lproj/Localizable.strings 2:23 generic-link-text",
            ])
    }

    /// The same kind with other words, scripts, punctuation and spellings; the second value of each
    /// table names its destination and stays quiet (in Korean the first link of the first value
    /// names it too).
    @Test func genericTranslationVariants() {
        let result = audit(["generic-translations-variants"])
        #expect(result.errors.isEmpty)
        let flagged = Set(
            result.findings.filter { $0.rule == "generic-link-text" }.compactMap { finding in
                result.links.first {
                    $0.file == finding.file && $0.span?.start.line == finding.line && $0.span?.start.utf8Column == finding.column
                }
            }.map { "\($0.language ?? "-") \($0.text)" })
        #expect(
            flagged == [
                "ar تعرَّف على المـزيد؟", "cs Zjistěte více!", "el ΠΕΡΙΣΣΟΤΕΡΑ.", "he למידע נוסף.", "hi और जानें।",
                "id Pelajari selengkapnya.", "ja ｺﾁﾗ", "ja 詳しくはコチラ…", "ko 더 알아보세요!",
                "ro Aflati mai multe", "ro Aflaţi mai multe?", "th ดูเพิ่มเติม…", "tr DAHA FAZLA BİLGİ ALIN!",
                "zh-Hans 深入了解…",
            ])
        #expect(result.links.count == 25)
    }
}
