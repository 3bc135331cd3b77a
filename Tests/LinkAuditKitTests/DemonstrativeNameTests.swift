import Foundation
import LinkAuditExtractors
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// Demonstratives as whole link names (issue 24, section 4): "this" was generic in English only;
/// "dies", "ceci", "esto", "isto", "bunu", "этот" and their kin are generic in their languages too,
/// as is a generic phrase with a function word ("see why here"); "Download page" names its page.
@Suite("Generic link text: demonstratives")
struct DemonstrativeNameTests {
    private func isGeneric(_ name: String, language: String) -> Bool {
        let page = "<p lang=\"\(language)\"><a href=\"https://example.com/x\">\(name)</a></p>"
        let document = DocumentExtractor.extract(file: "page.html", bytes: Array(page.utf8), format: .html)
        let result = Auditor(configuration: Configuration()).evaluate(documents: [document], files: ["page.html"])
        return result.findings.contains { $0.rule == "generic-link-text" }
    }

    @Test(arguments: [
        ("dies", "de"), ("ceci", "fr"), ("esto", "es"), ("isto", "pt"), ("bunu", "tr"), ("этот", "ru"), ("questo", "it"),
        ("dit", "nl"), ("to", "pl"), ("toto", "cs"), ("acesta", "ro"), ("це", "uk"), ("tämä", "fi"), ("detta", "sv"),
        ("dette", "da"), ("dette", "no"), ("이것", "ko"), ("cái này", "vi"), ("这个", "zh-Hans"), ("這個", "zh-Hant"),
        ("これ", "ja"), ("هذا", "ar"), ("זה", "he"), ("ez", "hu"), ("això", "ca"), ("αυτό", "el"), ("ini", "id"),
        ("this", "en"), ("see why here", "en"), ("see why", "en"),
    ])
    func demonstrativesAreGeneric(name: String, language: String) {
        #expect(isGeneric(name, language: language))
    }

    @Test(arguments: [
        ("Download page", "en"), ("the download page", "en"), ("Ceci n'est pas une pipe", "fr"),
        ("How to install", "en"),
    ])
    func namesThatSayWhereStayFine(name: String, language: String) {
        #expect(!isGeneric(name, language: language))
    }
}
