import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// A build made where Package.swift finds no SwiftSyntax leaves Swift sources out; each `.swift`
/// input is then one located warning, never an input error.
@Suite("Builds without SwiftSyntax")
struct SwiftlessBuildTests {
    static let view = """
        import SwiftUI

        struct HelpView: View {
            var body: some View { Link("Contact support", destination: URL(string: "https://example.com/support")!) }
        }
        """

    @Test func aSwiftInputIsOneWarningAndTheRunIsClean() {
        let document = DocumentExtractor.swiftSourceNotRead(file: "App/HelpView.swift")
        #expect(document.links.isEmpty && document.errors.isEmpty)
        #expect(document.warnings == [AuditError(file: "App/HelpView.swift", line: 1, message: "not read: this build has no SwiftSyntax")])
        let result = Auditor(configuration: Configuration()).evaluate(documents: [document], files: ["App/HelpView.swift"])
        #expect(result.errors.isEmpty && result.findings.isEmpty)
        #expect(result.warnings == document.warnings)
        #expect(LinkAuditCommand.exitStatus(result, failOn: nil) == .clean)
    }

    /// Whichever way this test binary was built, `.swift` goes where the build says.
    @Test func swiftInputsFollowTheBuild() {
        let document = DocumentExtractor.extract(file: "App/HelpView.swift", bytes: Array(Self.view.utf8), format: .swift)
        if DocumentExtractor.readsSwiftSources {
            #expect(document.links.count == 1 && document.warnings.isEmpty)
        } else {
            #expect(document.links.isEmpty)
            #expect(document.warnings == DocumentExtractor.swiftSourceNotRead(file: "App/HelpView.swift").warnings)
        }
    }
}
