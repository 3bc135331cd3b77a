import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

/// Issue 23, section 4: a call that opens a URL the code names or computes, which no control of
/// the run is found to reach (zotero's sign-in page opened from a state observer), is counted as
/// not understood where the call is, never dropped in silence; a URL handed in (a link handler, a
/// navigation delegate, a coordinator's parameter) is not, and neither is a call a control reaches,
/// in its file or from another.
@Suite("Openings no control reaches", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct UnreachedOpeningTests {
    let login = """
        import AuthenticationServices
        import SafariServices
        import SwiftUI
        import UIKit
        import WebKit

        final class SignInController: UIViewController, WKNavigationDelegate {
            private var session: ASWebAuthenticationSession?

            private func render(_ state: SignInState) {
                guard let address = state.pageURL else { return }
                let session = ASWebAuthenticationSession(url: address, callbackURLScheme: "garden") { _, _ in }
                session.start()
                self.session = session
            }

            func openStatus() {
                UIApplication.shared.open(URL(string: "https://status.garden.example")!)
            }

            func openTerms() {
                UIApplication.shared.open(URL(string: "https://garden.example/terms")!)
            }

            func show(page: URL) {
                present(SFSafariViewController(url: page), animated: true)
            }

            func webView(_ webView: WKWebView, decidePolicyFor action: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
                guard let target = action.request.url else { return decisionHandler(.allow) }
                UIApplication.shared.open(target)
                decisionHandler(.cancel)
            }
        }

        struct Footer: View {
            var body: some View {
                Text("Read [the guide](https://garden.example/guide).")
                    .environment(\\.openURL, OpenURLAction { url in
                        UIApplication.shared.open(url)
                        return .handled
                    })
            }
        }
        """

    let menu = """
        import UIKit

        final class MenuController: UIViewController {
            weak var signIn: SignInController?

            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(
                    title: "Terms", primaryAction: UIAction { [weak self] _ in self?.signIn?.openTerms() })
            }
        }
        """

    @Test func anOpeningNoControlReachesIsCounted() {
        let result = auditFiles([("Garden/SignIn.swift", login), ("Garden/Menu.swift", menu)])
        #expect(
            result.notUnderstood.map { "\($0.file) \($0.position) \($0.kind) \($0.detail)" } == [
                "Garden/SignIn.swift 12:23 unreached-opening ASWebAuthenticationSession opens a URL in render(_:), which no control of the run is found to reach",
                "Garden/SignIn.swift 18:9 unreached-opening UIApplication.shared.open opens a URL in openStatus(), which no control of the run is found to reach",
            ])
        // The menu's bar button reaches `openTerms()` of the other file: a link named by the item's
        // title, and no construct; the guide's handler opens the Markdown link's own URL.
        #expect(
            result.links.map { "\($0.file) \($0.span!.start) \($0.name) -> \($0.destination)" } == [
                "Garden/Menu.swift 9:44 Terms -> https://garden.example/terms",
                "Garden/SignIn.swift 38:20 the guide -> https://garden.example/guide",
            ])
    }

    /// Two functions each with a nested helper of one name (`submit()`): each control's action
    /// reaches its own block's helper, and opens that one's page.
    @Test func aNestedHelperIsTheOneOfItsOwnBlock() {
        let alerts = """
            import UIKit

            final class ReportCoordinator {
                func logsSent(id: String) -> [UIAlertAction] {
                    func submit() {
                        UIApplication.shared.open(URL(string: "https://forum.garden.example/logs")!)
                    }
                    return [UIAlertAction(title: "Post the logs", style: .default) { _ in submit() }]
                }

                func crashSent(id: String) -> [UIAlertAction] {
                    func submit() {
                        UIApplication.shared.open(URL(string: "https://forum.garden.example/crashes")!)
                    }
                    return [UIAlertAction(title: "Post the crash report", style: .default) { _ in submit() }]
                }
            }
            """
        let result = auditFiles([("Garden/Reports.swift", alerts)])
        #expect(
            result.links.map { "\($0.span!.start) \($0.name) -> \($0.destination)" } == [
                "8:17 Post the logs -> https://forum.garden.example/logs",
                "15:17 Post the crash report -> https://forum.garden.example/crashes",
            ])
        #expect(result.notUnderstood.isEmpty)
    }
}
