import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// Where a keyed run's key and values come from beyond one name in one scope (issue 8): a `Base.lproj`
/// table names the run with no language, and a helper called with different keys names nothing.
@Suite("Keyed link name sources", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct KeyedLinkNameSourcesTests {
    @Test func aBaseTableNamesTheRunWithNoLanguage() {
        let (base, de) = KeyedLinkNameTests.tables(english: "tap here", german: "hier")
        let files = [
            ("App/Base.lproj/Localizable.strings", base.text), ("App/de.lproj/Localizable.strings", de.text),
            ("App/PrivacyView.swift", KeyedLinkNameTests.nsView.text),
        ]
        let result = auditFiles(files)
        #expect(
            result.findings.filter { $0.rule == "generic-link-text" }.map(KeyedLinkNameTests.brief) == [
                KeyedLinkNameTests.at("App/Base.lproj/Localizable.strings", base, "1️⃣", "generic-link-text"),
                KeyedLinkNameTests.at("App/de.lproj/Localizable.strings", de, "1️⃣", "generic-link-text"),
            ])
        #expect(
            result.links.filter(\.namesKeyedRun).map { "\($0.language ?? "-") \($0.text)" } == ["- tap here", "de hier"])
    }

    /// A helper's parameter that every call of the file gives the same localized string names the run;
    /// its destination, a parameter too, stays computed (no `inline-only-destination` to judge).
    @Test func aHelperParameterCarriesTheKey() {
        let view = MarkedText(
            """
            import UIKit

            final class PrivacyFooter {
                private func link(_ text: NSMutableAttributedString, title linkTitle: String, to url: URL) {
                    let range = (text.string as NSString).range(of: linkTitle)
                    text.addAttribute(1️⃣.link, value: url, range: range)
                }
                func build() -> NSAttributedString {
                    let text = NSMutableAttributedString(string: NSLocalizedString("settings.privacy.body", comment: ""))
                    link(text, title: NSLocalizedString("settings.privacy.link", comment: ""), to: URL(string: "https://example.com/privacy")!)
                    return text
                }
                func rebuild(_ text: NSMutableAttributedString) {
                    self.link(text, title: NSLocalizedString("settings.privacy.link", comment: "again"), to: URL(string: "https://example.com/privacy")!)
                }
            }
            """)
        let tables = KeyedLinkNameTests.tables(english: "here", german: "hier")
        let result = KeyedLinkNameTests.audit(tables, swift: view.text)
        #expect(
            result.findings.map(KeyedLinkNameTests.brief) == [
                KeyedLinkNameTests.at("App/PrivacyView.swift", view, "1️⃣", "attributed-link-needs-underline"),
                KeyedLinkNameTests.at("App/de.lproj/Localizable.strings", tables.1, "1️⃣", "generic-link-text"),
                KeyedLinkNameTests.at("App/en.lproj/Localizable.strings", tables.0, "1️⃣", "generic-link-text"),
            ])
        #expect(result.links.filter(\.namesKeyedRun).map { "\($0.language ?? "-") \($0.text)" } == ["de hier", "en here"])
    }

    /// One helper, two keys: the run's text is one or the other, so no single value names it.
    @Test func aHelperCalledWithTwoKeysNamesNothing() {
        let view = MarkedText(
            """
            import UIKit

            func link(_ text: NSMutableAttributedString, title: String, to url: URL) {
                text.addAttribute(1️⃣.link, value: url, range: (text.string as NSString).range(of: title))
            }
            func build(_ text: NSMutableAttributedString) {
                link(text, title: NSLocalizedString("settings.privacy.link", comment: ""), to: URL(string: "https://example.com/privacy")!)
                link(text, title: NSLocalizedString("settings.privacy.body", comment: ""), to: URL(string: "https://example.com/terms")!)
            }
            """)
        let result = KeyedLinkNameTests.audit(KeyedLinkNameTests.tables(english: "here", german: "hier"), swift: view.text)
        #expect(result.links.allSatisfy { !$0.namesKeyedRun })
        #expect(result.links.first { $0.file == "App/PrivacyView.swift" }?.swiftCode?.textKey == nil)
    }
}
