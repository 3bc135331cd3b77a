import LinkAuditExtractors
import LinkAuditModel
import LinkAuditSwiftSources
import LinkAuditTestSupport
import Testing

/// Design-system link components (`URLOpener.Kind.linkComponent`, issue 14): the Backbase
/// `Link(text:hasIcon:action:)` in a file that imports its module, its text, and whether its
/// external-link icon is shown.
@Suite("Design-system link components")
struct SwiftLinkComponentTests {
    /// The design-system link components among the URL openers of `source`.
    func components(_ source: String) -> [URLOpener] {
        extractSwift(source).urlOpeners.filter { $0.kind == .linkComponent }
    }

    @Test func textIconAndDestinationOfEachComponent() {
        let marked = MarkedText(
            """
            import UIKit
            import BackbaseDesignSystem

            final class AccountViewController: UIViewController {
                let statements = 1️⃣Link(text: "Download statements") {
                    UIApplication.shared.open(URL(string: "https://bank.example.com/statements")!)
                }
                let rates = 2️⃣Link(text: "Exchange rates", 3️⃣hasIcon: false) {
                    UIApplication.shared.open(URL(string: "https://bank.example.com/rates")!)
                }
                let fees = 4️⃣BackbaseDesignSystem.Link(text: NSLocalizedString("account.fees", tableName: "Account", comment: ""), hasIcon: true, action: {
                    UIApplication.shared.open(URL(string: "https://bank.example.com/fees")!)
                })
                func footer() -> UIView {
                    let title = "Privacy notice"
                    let privacy = 5️⃣Link(text: title, 6️⃣hasIcon: false, action: showPrivacy)
                    return privacy
                }
                func showPrivacy() { present(SFSafariViewController(url: URL(string: "https://bank.example.com/privacy")!), animated: true) }
            }
            """)
        let found = components(marked.text)
        #expect(found.map(\.position) == [marked["1️⃣"], marked["2️⃣"], marked["4️⃣"], marked["5️⃣"]])
        #expect(found.map(\.linkComponent?.component) == Array(repeating: "BackbaseDesignSystem.Link", count: 4))
        #expect(found.map(\.linkComponent?.text) == ["Download statements", "Exchange rates", nil, "Privacy notice"])
        #expect(found.map(\.linkComponent?.textKey) == [nil, nil, LocalizedKey(key: "account.fees", table: "Account"), nil])
        #expect(found.map(\.linkComponent?.icon) == [.shown, .turnedOff, .shown, .turnedOff])
        #expect(found.map(\.linkComponent?.iconTurnedOffAt) == [nil, marked["3️⃣"], nil, marked["6️⃣"]])
        #expect(
            found.map(\.destination) == [
                "https://bank.example.com/statements", "https://bank.example.com/rates", "https://bank.example.com/fees",
                "https://bank.example.com/privacy",
            ])
        #expect(
            found.map(\.opener) == [
                "UIApplication.shared.open", "UIApplication.shared.open", "UIApplication.shared.open", "SFSafariViewController",
            ])
    }

    /// `link.hasIcon = …` on the variable the component is stored in: a local in its function, a
    /// stored property anywhere in its type; settings that disagree, or a computed value, are unknown.
    @Test func iconSetLaterOnTheSameVariable() {
        let marked = MarkedText(
            """
            import BackbaseDesignSystem

            final class HelpViewController: UIViewController {
                private lazy var faq = 1️⃣Link(text: "FAQ") { UIApplication.shared.open(URL(string: "https://help.example.com/faq")!) }
                private var contact: Link!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    2️⃣self.faq.hasIcon = false
                    contact = 3️⃣Link(text: "Contact us", hasIcon: false) { UIApplication.shared.open(URL(string: "https://help.example.com/contact")!) }
                    let status = 4️⃣Link(text: "Service status") { UIApplication.shared.open(URL(string: "https://status.example.com")!) }
                    status.hasIcon = isCompact
                    let blog = 5️⃣Link(text: "Blog") { UIApplication.shared.open(URL(string: "https://blog.example.com")!) }
                    6️⃣blog.hasIcon = false
                }

                func restore() { contact.hasIcon = true }

                func other() {
                    let blog = 7️⃣Link(text: "News") { UIApplication.shared.open(URL(string: "https://news.example.com")!) }
                    view.addSubview(blog)
                }
            }
            """)
        let found = components(marked.text)
        #expect(found.map(\.position) == ["1️⃣", "3️⃣", "4️⃣", "5️⃣", "7️⃣"].map { marked[$0] })
        #expect(found.map(\.linkComponent?.icon) == [.turnedOff, .shown, .unknown, .turnedOff, .shown])
        #expect(found.map(\.linkComponent?.iconTurnedOffAt) == [marked["2️⃣"], nil, nil, marked["6️⃣"], nil])
    }

    /// An action that stays in the app makes no opener; without the module's import, or with
    /// SwiftUI's `Link(_:destination:)`, nothing is a component.
    @Test func internalDestinationsOtherModulesAndSwiftUILinks() {
        let internalOnly = """
            import BackbaseDesignSystem
            let terms = Link(text: "Terms and Conditions", hasIcon: false) {
                navigationController?.pushViewController(TermsViewController(), animated: true)
            }
            """
        #expect(extractSwift(internalOnly).urlOpeners == [])
        let notImported = """
            import UIKit
            import OtherDesignSystem
            let rates = Link(text: "Exchange rates", hasIcon: false) {
                UIApplication.shared.open(URL(string: "https://bank.example.com/rates")!)
            }
            """
        #expect(extractSwift(notImported).urlOpeners == [])
        let swiftUI = """
            import SwiftUI
            import BackbaseDesignSystem
            struct Footer: View {
                var body: some View {
                    SwiftUI.Link("Exchange rates", destination: URL(string: "https://bank.example.com/rates")!)
                }
            }
            """
        let document = extractSwift(swiftUI)
        #expect(document.urlOpeners == [])
        #expect(document.links.map(\.syntax) == [.swiftLink])
    }

    /// `#if canImport(BackbaseDesignSystem)` imports the module too.
    @Test func conditionalImport() {
        let source = """
            #if canImport(BackbaseDesignSystem)
            import BackbaseDesignSystem
            #endif
            let rates = Link(text: "Rates", hasIcon: false) { UIApplication.shared.open(URL(string: "https://bank.example.com/rates")!) }
            """
        #expect(components(source).map(\.linkComponent?.icon) == [.turnedOff])
    }

    /// A helper of the type reached through `[weak self]` (`self?.openFees()`), as through `self.`.
    @Test func helperCalledThroughWeakSelf() {
        let marked = MarkedText(
            """
            import BackbaseDesignSystem
            final class FeesViewController: UIViewController {
                lazy var fees = 1️⃣Link(text: "Fee schedule", 2️⃣hasIcon: false) { [weak self] in self?.openFees() }
                func openFees() { UIApplication.shared.open(URL(string: "https://bank.example.com/fees")!) }
            }
            """)
        let found = components(marked.text)
        #expect(found.map(\.position) == [marked["1️⃣"]])
        #expect(found.map(\.destination) == ["https://bank.example.com/fees"])
        #expect(found.map(\.linkComponent?.iconTurnedOffAt) == [marked["2️⃣"]])
    }
}
