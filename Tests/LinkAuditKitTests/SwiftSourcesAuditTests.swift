import Foundation
import LinkAuditExtractors
import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// App copy and Swift sources in one run form one scope (see `docs/model.md`, Scopes): a SwiftUI `Link` in the
/// code covers the same destination linked inline in a String Catalog.
@Suite("Swift sources with app copy", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct SwiftSourcesAuditTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "help.body" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Need help? [Contact support](https://example.com/support)" } }
              }
            },
            "privacy.body" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Read the [privacy policy](https://example.com/privacy)." } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static let view = """
        import SwiftUI

        struct HelpView: View {
            var body: some View {
                Text("help.body")
                Link("Contact support", destination: URL(string: "https://example.com/support")!)
                    .accessibilityRemoveTraits(.isButton)
            }
        }
        """

    @Test func aLinkInSwiftCoversTheSameDestinationInAppCopy() {
        let documents = [
            DocumentExtractor.extract(file: "App/Localizable.xcstrings", bytes: Array(Self.catalog.utf8), format: .xcstrings),
            DocumentExtractor.extract(file: "App/HelpView.swift", bytes: Array(Self.view.utf8), format: .swift),
        ]
        let result = Auditor(configuration: Configuration()).evaluate(
            documents: documents,
            files: ["App/HelpView.swift", "App/Localizable.xcstrings"])
        #expect(result.errors.isEmpty)
        let inlineOnly = result.findings.filter { $0.rule == "inline-only-destination" }
        #expect(inlineOnly.map(\.key) == ["privacy.body"])
        #expect(inlineOnly.map(\.file) == ["App/Localizable.xcstrings"])
        let swiftLink = result.links.first { $0.file == "App/HelpView.swift" }
        #expect(swiftLink?.scope == .app("apple") && swiftLink?.placement == .standalone)
        #expect(swiftLink?.span == span(6, 9, 6, 89))
        #expect(!result.findings.contains { $0.file == "App/HelpView.swift" })
    }

    @Test func withoutTheSwiftFileBothAppCopyDestinationsAreInlineOnly() {
        let documents = [DocumentExtractor.extract(file: "App/Localizable.xcstrings", bytes: Array(Self.catalog.utf8), format: .xcstrings)]
        let result = Auditor(configuration: Configuration()).evaluate(documents: documents, files: ["App/Localizable.xcstrings"])
        #expect(result.findings.filter { $0.rule == "inline-only-destination" }.map(\.key) == ["help.body", "privacy.body"])
    }
}
