import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// `external-link-signal` (issue 14): design-system link components, in Swift sources (the only
/// format the component is written in), reported where the file imports the component's module and
/// the action opens a URL while the external-link icon is turned off.
@Suite("External-link signal")
struct ExternalLinkSignalTests {
    func found(_ files: [(String, String)]) -> [String] {
        auditFiles(files).findings.filter { $0.rule == "external-link-signal" }.map {
            "\($0.file) \(brief($0)) \($0.severity.rawValue) \($0.message)"
        }
    }

    @Test func literalLocalizedAndLaterTexts() {
        let screen = MarkedText(
            """
            import BackbaseDesignSystem
            import UIKit

            final class LoansViewController: UIViewController {
                private lazy var calculator = 1️⃣Link(text: NSLocalizedString("loans.calculator", comment: "")) {
                    UIApplication.shared.open(URL(string: "https://loans.example.com/calculator")!)
                }
                private lazy var rates = Link(text: "Current rates") {
                    UIApplication.shared.open(URL(string: "https://loans.example.com/rates")!)
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    2️⃣calculator.hasIcon = false
                    let apply = 3️⃣Link(text: "Apply with our partner", 4️⃣hasIcon: false) { [weak self] in
                        self?.present(SFSafariViewController(url: URL(string: "https://partner.example.org/apply")!), animated: true)
                    }
                    let faq = 5️⃣Link(text: "Loan FAQ ↗︎\\u{202E}", 6️⃣hasIcon: false, action: openFAQ)
                    view.addSubview(apply)
                    view.addSubview(faq)
                }

                func openFAQ() { UIApplication.shared.open(faqURL) }
            }
            """)
        let (one, two, three, four, five, six) = (screen["1️⃣"], screen["2️⃣"], screen["3️⃣"], screen["4️⃣"], screen["5️⃣"], screen["6️⃣"])
        #expect(
            found([("Loans/LoansViewController.swift", screen.text)]) == [
                "Loans/LoansViewController.swift \(one.line):\(one.utf8Column) external-link-signal note the BackbaseDesignSystem.Link "
                    + "of key \"loans.calculator\" opens https://loans.example.com/calculator outside the app with "
                    + "UIApplication.shared.open, but its external-link icon is turned off at \(two.line):\(two.utf8Column), so no "
                    + "icon warns that it leaves the app",
                "Loans/LoansViewController.swift \(three.line):\(three.utf8Column) external-link-signal note the "
                    + "BackbaseDesignSystem.Link \"Apply with our partner\" opens https://partner.example.org/apply outside the app "
                    + "with SFSafariViewController, but its external-link icon is turned off at \(four.line):\(four.utf8Column), "
                    + "so no icon warns that it leaves the app",
                "Loans/LoansViewController.swift \(five.line):\(five.utf8Column) external-link-signal note the "
                    + "BackbaseDesignSystem.Link \"Loan FAQ ↗︎\u{202E}\" opens a URL outside the app with UIApplication.shared.open, "
                    + "but its external-link icon is turned off at \(six.line):\(six.utf8Column), so no icon warns that it leaves the app",
            ])
    }

    /// The icon shown (by default or `hasIcon: true`), an action that stays in the app, a file that
    /// does not import the module, and SwiftUI's `Link`: no finding.
    @Test func quietCases() {
        let shown = """
            import BackbaseDesignSystem
            let a = Link(text: "Rates") { UIApplication.shared.open(URL(string: "https://bank.example.com/rates")!) }
            let b = Link(text: "Fees", hasIcon: true) { UIApplication.shared.open(URL(string: "https://bank.example.com/fees")!) }
            let c = Link(text: "Limits", hasIcon: false) { router.show(.limits) }
            let d = Link(text: "Help", hasIcon: showsIcon) { UIApplication.shared.open(URL(string: "https://bank.example.com/help")!) }
            """
        let notImported = """
            import UIKit
            let a = Link(text: "Rates", hasIcon: false) { UIApplication.shared.open(URL(string: "https://bank.example.com/rates")!) }
            """
        let swiftUI = """
            import SwiftUI
            import BackbaseDesignSystem
            struct Footer: View {
                var body: some View { Link("Rates", destination: URL(string: "https://bank.example.com/rates")!) }
            }
            """
        #expect(found([("App/A.swift", shown), ("App/B.swift", notImported), ("App/C.swift", swiftUI)]) == [])
    }
}
