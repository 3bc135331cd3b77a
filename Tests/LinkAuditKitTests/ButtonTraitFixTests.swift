import Foundation
import LinkAuditModel
import Testing

@testable import LinkAuditKit

/// `link-button-trait`'s safe fix (issue 26): `--fix` ends each SwiftUI `Link`'s modifier chain
/// with `.accessibilityRemoveTraits(.isButton)`, laid out as the chain is, and a second run finds
/// nothing left to fix.
@Suite("Fixing links that keep the button trait")
struct ButtonTraitFixTests {
    private func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    private static let view = """
        import SwiftUI

        struct HelpView: View {
            let url = URL(string: "https://example.com/help")!

            var body: some View {
                VStack {
                    Link("Help Center", destination: url)
                    Link(destination: URL(string: "https://example.com/privacy")!) {
                        Label("Privacy Policy", systemImage: "lock.shield")
                    }
                    Link("Terms of Service", destination: URL(string: "https://example.com/terms")!)
                        .font(.footnote)
                        .foregroundStyle(.blue) // brand color
                    Link("Status page", destination: URL(string: "https://example.com/status")!).underline()
                    Text("Questions?").overlay(Link("Contact support", destination: URL(string: "https://example.com/contact")!))
                    Link("Kept", destination: url)
                        .accessibilityRemoveTraits(.isButton)
                    // linkaudit-disable-next-line link-button-trait
                    Link("Suppressed", destination: URL(string: "https://example.com/other")!)
                }
            }
        }

        """

    private static let fixed = """
        import SwiftUI

        struct HelpView: View {
            let url = URL(string: "https://example.com/help")!

            var body: some View {
                VStack {
                    Link("Help Center", destination: url)
                        .accessibilityRemoveTraits(.isButton)
                    Link(destination: URL(string: "https://example.com/privacy")!) {
                        Label("Privacy Policy", systemImage: "lock.shield")
                    }
                    .accessibilityRemoveTraits(.isButton)
                    Link("Terms of Service", destination: URL(string: "https://example.com/terms")!)
                        .font(.footnote)
                        .foregroundStyle(.blue)
                        .accessibilityRemoveTraits(.isButton) // brand color
                    Link("Status page", destination: URL(string: "https://example.com/status")!).underline().accessibilityRemoveTraits(.isButton)
                    Text("Questions?").overlay(Link("Contact support", destination: URL(string: "https://example.com/contact")!).accessibilityRemoveTraits(.isButton))
                    Link("Kept", destination: url)
                        .accessibilityRemoveTraits(.isButton)
                    // linkaudit-disable-next-line link-button-trait
                    Link("Suppressed", destination: URL(string: "https://example.com/other")!)
                }
            }
        }

        """

    @Test func theModifierEndsEachChainInItsLayout() throws {
        let root = try temporaryFolder(["HelpView.swift": Self.view])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CommandRun([".", "--fix", "--format", "text", "--fail-on", "never"], in: root)
        #expect(read(root + "/HelpView.swift") == Self.fixed)
        #expect(run.standardError.contains("linkaudit: fixed 5 findings in 1 file (link-button-trait: 5)\n"))
        #expect(!run.standardOutput.contains("[link-button-trait]"))
        let again = CommandRun([".", "--diff"], in: root)
        #expect(again.standardOutput.isEmpty)
        #expect(again.standardError.contains("linkaudit: would fix 0 findings in 0 files"))
    }

    /// Tabs and CRLF line breaks are the file's: the new line uses them.
    @Test func tabsAndCRLFAreKept() throws {
        let source =
            "struct V: View {\r\n\tvar body: some View {\r\n\t\tLink(\"Help\", destination: URL(string: \"https://example.com\")!)\r\n\t}\r\n}\r\n"
        let root = try temporaryFolder(["V.swift": source])
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = CommandRun([".", "--fix", "--fail-on", "never"], in: root)
        let expected = source.replacingOccurrences(of: "!)\r\n", with: "!)\r\n\t\t\t.accessibilityRemoveTraits(.isButton)\r\n")
        #expect(read(root + "/V.swift") == expected)
    }

    /// A chain that goes on through `#if` gets no edit: the modifier would land in one branch only.
    @Test func aChainThroughIfConfigIsLeftAlone() {
        let source = """
            struct V: View {
                var body: some View {
                    Link("Help", destination: URL(string: "https://example.com")!)
                    #if os(iOS)
                        .font(.body)
                    #endif
                }
            }
            """
        let document = DocumentExtractor.extract(file: "V.swift", bytes: Array(source.utf8), format: .swift)
        #expect(document.links.count == 1)
        #expect(document.links.first?.swiftCode?.buttonTraitRemoval == nil)
    }
}
