import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// A `String` from `NSLocalizedString` or `String(localized:)` shown by `Text(_:)` is drawn as
/// written: SwiftUI reads Markdown only in a `LocalizedStringKey` literal and an `AttributedString`.
/// The value's `[text](url)` is shown with its brackets and is no link on that screen, so no link
/// rule judges it there (issue 8, a real app's account footers).
@Suite("Keys shown verbatim", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct VerbatimKeyTests {
    let table = MarkedText(
        """
        "account.footer" = "No account yet? 1️⃣[Create one](https://accounts.example/new)";
        """)

    /// The findings (`line:column rule`) and the number of links of an audit of the table and one view.
    func audit(view: String) -> (findings: [String], links: Int) {
        let files = [("App/en.lproj/Localizable.strings", table.text), ("App/AccountFooter.swift", view)]
        let result = auditFiles(files)
        return (result.findings.map(brief), result.links.count)
    }

    var tableFindings: [String] {
        let at = "\(table["1️⃣"].line):\(table["1️⃣"].utf8Column)"
        return ["\(at) inline-only-destination", "\(at) markdown-link-needs-underline"]
    }

    @Test(arguments: [
        """
        struct AccountFooter: View {
            var body: some View { Text(NSLocalizedString("account.footer", comment: "")) }
        }
        """,
        """
        struct AccountFooter: View {
            var body: some View {
                VStack { Text(String(localized: "account.footer")).font(.footnote) }
            }
        }
        """,
        """
        struct AccountFooter: View {
            var body: some View { Text(verbatim: NSLocalizedString("account.footer", comment: "shown under the form")) }
        }
        """,
        """
        struct AccountFooter: View {
            var body: some View {
                let footer = NSLocalizedString("account.footer", comment: "")
                return Section(footer: Text(footer)) { EmptyView() }
            }
        }
        """,
        """
        struct AccountFooter: View {
            private let message = String(localized: "account.footer")
            var body: some View {
                if showsFooter { Text(message).foregroundStyle(.secondary) }
                Text(self.message)
            }
        }
        """,
        """
        struct AccountFooter: View {
            var body: some View {
                Button(NSLocalizedString("account.footer", comment: "")) { showsSignUp = true }
                Label(String(localized: "account.footer"), systemImage: "person")
            }
        }
        """,
        """
        final class AccountFooterView: UIView {
            private let footerLabel = UILabel()
            private let signUpButton = UIButton(type: .system)
            func configure() {
                footerLabel.text = NSLocalizedString("account.footer", comment: "")
                signUpButton.setTitle(NSLocalizedString("account.footer", comment: ""), for: .normal)
            }
        }
        """,
    ])
    func aStringInATextIsNoLink(_ view: String) {
        let audit = audit(view: view)
        #expect(audit.findings.isEmpty)
        #expect(audit.links == 0)
    }

    /// The same key shown as a `LocalizedStringKey` on another screen is a link there: judged as before.
    @Test func aKeyAlsoShownAsMarkdownKeepsItsFindings() {
        let audit = audit(
            view: """
                struct AccountFooter: View {
                    var body: some View {
                        VStack {
                            Text(NSLocalizedString("account.footer", comment: ""))
                            Text("account.footer")
                        }
                    }
                }
                """)
        #expect(audit.findings == tableFindings)
        #expect(audit.links == 1)
    }

    /// A name used as Markdown once (`AttributedString(markdown:)`) is not only drawn verbatim.
    @Test(arguments: [
        """
        struct AccountFooter: View {
            var body: some View {
                let footer = NSLocalizedString("account.footer", comment: "")
                VStack {
                    Text(footer)
                    Text(try! AttributedString(markdown: footer))
                }
            }
        }
        """,
        """
        struct AccountFooter: View {
            var body: some View { Text(LocalizedStringKey(NSLocalizedString("account.footer", comment: ""))) }
        }
        """,
        """
        struct AccountFooter: View {
            var body: some View { Text(footerLines(NSLocalizedString("account.footer", comment: ""))) }
        }
        """,
        """
        final class AccountFooterView: UIView {
            private let footerView = UITextView()
            func configure() {
                footerView.attributedText = try? NSAttributedString(markdown: NSLocalizedString("account.footer", comment: ""))
                footerView.accessibilityHint = NSLocalizedString("account.footer", comment: "")
            }
        }
        """,
    ])
    func aStringUsedOtherwiseIsJudgedAsBefore(_ view: String) {
        #expect(audit(view: view).findings == tableFindings)
    }
}
