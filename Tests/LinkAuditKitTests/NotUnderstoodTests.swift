import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// Issue 23: links Swift code assembles (made over ranges, removed again, named by constants of
/// other files), and what a run counts and shows as not understood instead of skipping it.
@Suite(
    "Links assembled in code, and what was not understood",
    .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct NotUnderstoodTests {
    /// The case of `Fixtures/cases/attributed-link-assembly.swift`, with its exact values.
    @Test func attributedLinkAssemblyCase() {
        let result = audit(["attributed-link-assembly.swift"])
        #expect(result.links.map(\.text) == ["refund policy", "fee table", ""])
        #expect(result.links.map(\.nameSource) == [.content, .content, .unknown])
        #expect(result.links.map { "\($0.span!.start)" } == ["15:13", "19:13", "40:33"])
        #expect(result.links.map(\.destination) == ["https://example.com/refunds", "https://example.com/fees", "hit.url as Any"])
        #expect(result.links.allSatisfy { $0.placement == .inline })
        let sentence = "Read the refund policy and the fee table before you order."
        #expect(result.links[0].context == LinkContext(text: sentence, linkStart: 9, linkLength: 13))
        #expect(result.links[1].context == LinkContext(text: sentence, linkStart: 31, linkLength: 9))
        #expect(result.links.map { $0.swiftCode?.setsUnderlineStyle } == [true, false, false])
        #expect(
            result.findings.map(brief) == [
                "15:13 inline-only-destination",
                "19:13 attributed-link-needs-underline", "19:13 inline-only-destination",
                "40:33 attributed-link-needs-underline",
            ])
        #expect(result.notUnderstood.map { "\($0.position) \($0.kind)" } == ["40:33 dynamic-link-text"])
        #expect(TextReporter.summary(result).hasSuffix("; 1 link-like construct not understood (--json lists them)"))
    }

    /// The same kinds in other shapes: the underline of another `switch` case and the binding of
    /// another `if let` reach nothing; `.link = nil` and a removal over the same range make no link;
    /// a run's text from a constant of another file; a `Link` whose title the code computes.
    @Test func theWholeKindInOtherShapes() {
        let copy = """
            enum Strings {
                enum Checkout {
                    static let termsWord = "terms of sale"
                }
            }
            """
        let view = """
            import SwiftUI
            import UIKit

            struct Checkout {
                let kind: Int
                let title: String

                func note() -> AttributedString {
                    var line = AttributedString("Accept the terms of sale to pay.")
                    switch kind {
                    case 0:
                        if let found = line.range(of: Strings.Checkout.termsWord) {
                            line[found].link = URL(string: "https://example.com/sale-terms")
                        }
                    default:
                        if let found = line.range(of: "pay") {
                            line[found].underlineStyle = .single
                        }
                    }
                    var gone = AttributedString("Nothing here")
                    gone.link = nil
                    return line
                }

                func tag(_ word: String) -> NSAttributedString {
                    let tagged = NSMutableAttributedString(string: "#" + word)
                    let all = NSRange(location: 0, length: tagged.length)
                    tagged.addAttribute(.link, value: "app://tag", range: all)
                    tagged.removeAttribute(.link, range: all)
                    return tagged
                }

                var body: some View {
                    Link(title, destination: URL(string: "https://example.com/help")!)
                }
            }
            """
        let result = auditFiles([("App/Copy.swift", copy), ("App/Checkout.swift", view)])
        #expect(result.links.map(\.text) == ["terms of sale", ""])
        #expect(result.links.map { "\($0.file):\($0.span!.start)" } == ["App/Checkout.swift:13:17", "App/Checkout.swift:34:9"])
        #expect(result.links[0].context == LinkContext(text: "Accept the terms of sale to pay.", linkStart: 11, linkLength: 13))
        #expect(result.links[0].swiftCode?.setsUnderlineStyle == false)
        #expect(result.links[1].nameSource == .unknown && result.links[1].syntax == .swiftLink)
        #expect(
            result.findings.map(brief) == [
                "13:17 attributed-link-needs-underline", "13:17 inline-only-destination", "34:9 link-button-trait",
            ])
        #expect(result.notUnderstood.map { "\($0.file):\($0.position) \($0.kind)" } == ["App/Checkout.swift:34:9 dynamic-link-text"])
    }

    /// A destination known only at run time is counted, for a link and for a control that opens it.
    @Test func destinationsKnownOnlyAtRunTime() {
        let view = """
            import SwiftUI

            struct Help: View {
                let page: URL
                @Environment(\\.openURL) var openURL

                var body: some View {
                    Link("Shipping help", destination: page)
                    Button("Contact us") { openURL(page) }
                }
            }
            """
        let result = auditFiles([("App/Help.swift", view)])
        #expect(result.links.map(\.name) == ["Shipping help"])
        #expect(
            result.notUnderstood.map { "\($0.position) \($0.kind)" } == ["8:9 dynamic-destination", "9:9 dynamic-destination"])
        #expect(result.notUnderstood[0].detail == "a SwiftUI Link \"Shipping help\" leads to a URL known only at run time (page)")
    }

    /// What was not understood reaches every report, with the audited text in it escaped.
    @Test func everyReportShowsThemEscaped() throws {
        var result = AuditResult(files: ["App/A.swift"], links: [], findings: [], errors: [])
        let detail = "a run over \u{1B}[31mred\u{1B}[0m <script>alert(1)</script>"
        result.notUnderstood = [
            NotUnderstood(kind: .dynamicLinkText, file: "App/A.swift", position: SourcePosition(line: 4, utf8Column: 9), detail: detail),
            NotUnderstood(kind: .dynamicDestination, file: "App/A.swift", position: SourcePosition(line: 9, utf8Column: 2), detail: "b"),
        ]
        let text = TextReporter.render(result)
        #expect(text.hasSuffix("; 2 link-like constructs not understood (--json lists them)\n"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONReporter.render(result).utf8)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["notUnderstood"] as? [String: Int] == ["dynamic-link-text": 1, "dynamic-destination": 1])
        let listed = try #require(json["notUnderstood"] as? [[String: Any]])
        #expect(listed.map { $0["kind"] as? String } == ["dynamic-link-text", "dynamic-destination"])
        #expect(listed[0]["line"] as? Int == 4 && listed[0]["column"] as? Int == 9 && listed[0]["detail"] as? String == detail)
        let sarif = SARIFReporter.render(result)
        #expect(!sarif.contains("\u{1B}"))
        #expect(sarif.contains(#""id" : "dynamic-link-text""#))
        let html = HTMLReporter.render(result)
        #expect(html.contains("<h3>Not understood</h3>"))
        #expect(!html.contains("<script>alert") && !html.contains("\u{1B}"))
        #expect(html.contains("<code>App/A.swift:4:9</code> <code>dynamic-link-text</code>"))
    }
}
