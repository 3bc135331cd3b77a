import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

/// A URL chosen by a condition (`openURL(isBeta ? betaPage : page)`, `Link("…", destination: a ? x : y)`)
/// is one of two known URLs, not one known only at run time: a control opens each (one control at
/// one place, so its two links never make its name ambiguous), and a `Link` leads to one of the set.
@Suite("Destinations chosen by a condition", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct ConditionalDestinationTests {
    @Test func aControlOpensEachBranchsPage() {
        let view = """
            import SwiftUI

            struct Support: View {
                @Environment(\\.openURL) private var openURL
                let isBeta: Bool
                let forum = URL(string: "https://forum.garden.example")!
                var body: some View {
                    VStack {
                        Button("Send feedback") {
                            openURL(isBeta ? URL(string: "https://beta.garden.example/feedback")! : URL(string: "https://garden.example/feedback")!)
                        }
                        Link("Forum", destination: isBeta ? URL(string: "https://beta.garden.example/forum")! : forum)
                    }
                }
            }
            """
        let result = auditFiles([("Garden/Support.swift", view)])
        #expect(
            result.links.map { "\($0.span!.start) \($0.name) -> \($0.destination)" } == [
                "9:13 Send feedback -> https://beta.garden.example/feedback",
                "9:13 Send feedback -> https://garden.example/feedback",
                "12:13 Forum -> https://beta.garden.example/forum or https://forum.garden.example",
            ])
        #expect(
            result.links.last?.swiftCode?.destinationSet == ["https://beta.garden.example/forum", "https://forum.garden.example"])
        #expect(result.findings.map(brief) == ["9:13 button-opens-url", "12:13 link-button-trait"])
        #expect(result.notUnderstood.isEmpty)
    }
}
