import Foundation
import LinkAuditModel
import Testing

@testable import LinkAuditKit

/// The rules on Android string resources (issue 27): names judged in every locale and in
/// Android's words, destinations the code sets never judged, translations compared across the
/// values folders.
@Suite("Rules on Android resources")
struct AndroidRuleTests {
    @Test func namesAreJudgedInAndroidsWordsAndMarkedDestinationsNever() throws {
        let english = """
            <resources>
                <string name="hint">Backups stay here. <annotation type="learn_more_link">Learn more</annotation></string>
                <string name="policy"><a href="">Privacy policy ↗</a></string>
                <string name="terms">Read the [terms](https://example.com/terms).</string>
            </resources>
            """
        let german = """
            <resources>
                <string name="hint">Sicherungen bleiben hier. <annotation type="learn_more_link">Mehr erfahren</annotation></string>
                <string name="policy">Datenschutz ↗</string>
            </resources>
            """
        let folder = try temporaryFolder(["res/values/strings.xml": english, "res/values-de/strings.xml": german])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = Auditor(configuration: Configuration(), workingDirectory: folder).audit(paths: ["."])
        #expect(result.errors.isEmpty)
        #expect(
            result.findings.map { "\($0.file):\($0.line ?? 0) \($0.rule) \($0.locale ?? "")" } == [
                "res/values-de/strings.xml:2 generic-link-text de", "res/values-de/strings.xml:3 localized-link-mismatch de",
                "res/values/strings.xml:2 generic-link-text en", "res/values/strings.xml:3 symbol-in-name en",
            ])
        let byRule = Dictionary(result.findings.map { ($0.rule.rawValue + " " + ($0.locale ?? ""), $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byRule["generic-link-text en"]?.message.contains("as TalkBack's links menu lists it") == true)
        #expect(
            byRule["localized-link-mismatch de"]?.message
                == "the de translation has no link to a destination the app's code sets, which the en source links as \"Privacy policy ↗\"")
        #expect(byRule["localized-link-mismatch de"]?.fix?.hasPrefix("keep the markup that marks \"Privacy policy ↗\" as a link") == true)
        #expect(byRule["symbol-in-name en"]?.fix?.contains("ImageSpan") == true)
        // Android reads no Markdown: the brackets are text, no link, no underline finding.
        #expect(!result.findings.contains { $0.rule == "markdown-link-needs-underline" })
    }
}
