import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

/// A control's calls to other files' functions wait in one link (`SwiftLinkCode.pendingCalls`) and
/// one opener (`URLOpener.pendingCalls`), and the auditor makes of them one link per URL those
/// functions open, as it did when each call was a link and an opener of its own.
@Suite("A control's pending calls", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct PendingCallsTests {
    static let view = """
        import SwiftUI

        struct HelpView: View {
            let model: HelpModel
            let coordinator: HelpCoordinator

            var body: some View {
                Button("Get help") {
                    log.trace("help tapped")
                    model.markSeen()
                    coordinator.openGuide()
                    coordinator.openRates(from: model.region)
                }
                Button("Done") {
                    log.trace("done tapped")
                    model.close()
                }
            }
        }
        """
    static let coordinator = """
        import UIKit

        final class HelpCoordinator {
            func openGuide() {
                UIApplication.shared.open(URL(string: "https://example.com/guide")!)
            }

            func openRates(from region: String) {
                UIApplication.shared.open(URL(string: "https://example.com/rates")!)
            }
        }
        """

    @Test func aControlHoldsEveryCallInOneLink() {
        let document = DocumentExtractor.extract(file: "App/HelpView.swift", bytes: Array(Self.view.utf8), format: .swift)
        #expect(
            document.links.map { $0.swiftCode?.pendingCalls?.map(\.function) } == [
                ["trace(_:)", "markSeen()", "openGuide()", "openRates(from:)"], ["trace(_:)", "close()"],
            ])
        // The controls' openers too, each call with the call as written, which names what it opens.
        #expect(
            document.pendingURLOpeners.map { $0.pendingCalls?.map(\.callee) } == [
                ["log.trace", "model.markSeen", "coordinator.openGuide", "coordinator.openRates"], ["log.trace", "model.close"],
            ])
    }

    @Test func eachCallThatOpensAURLIsALink() {
        let result = auditFiles([("App/HelpView.swift", Self.view), ("App/HelpCoordinator.swift", Self.coordinator)])
        #expect(
            result.links.map { "\($0.span!.start) \($0.name) \($0.destination) \($0.swiftCode?.pendingCalls == nil)" } == [
                "8:9 Get help https://example.com/guide true", "8:9 Get help https://example.com/rates true",
            ])
        // Without the file that declares the functions, nothing opens a URL: no link.
        #expect(auditFiles([("App/HelpView.swift", Self.view)]).links.isEmpty)
    }
}
