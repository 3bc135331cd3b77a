import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

/// Issue 23, section 2: a destination known only in part is shown as a template of what the code
/// shows (`https://doi.org/{doi}`), never as Swift source (`url.withHttpSchemeIfMissing`).
@Suite("Destinations known in part", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct DestinationTemplateTests {
    /// zotero's DOI row: the row hands the DOI to a coordinator of another file, which makes
    /// `https://doi.org/\(doi)` and hands it to a private helper that opens a property of it.
    @Test func aRowOpeningAURLMadeFromItsValueShowsItsTemplate() {
        let coordinator = """
            import SafariServices

            final class DetailCoordinator {
                func show(doi: String) {
                    guard let url = URL(string: "https://doi.org/\\(doi)") else { return }
                    showWeb(url: url)
                }

                func show(mail address: String) {
                    UIApplication.shared.open(URL(string: "mailto:" + address + "?subject=Feedback")!)
                }

                private func showWeb(url: URL) {
                    navigationController?.present(SFSafariViewController(url: url.withHttpSchemeIfMissing), animated: true)
                }
            }
            """
        let rows = """
            import UIKit

            final class RowsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    switch indexPath.row {
                    case 0: coordinator?.show(doi: items[indexPath.row].doi)
                    case 1: coordinator?.show(mail: author.address)
                    default: coordinator?.show(page: pages[indexPath.row])
                    }
                }
            }
            """
        let result = auditFiles([("App/DetailCoordinator.swift", coordinator), ("App/RowsViewController.swift", rows)])
        #expect(
            result.links.map { "\($0.span!.start) \($0.destination) \($0.isTemplatedDestination)" } == [
                "6:17 https://doi.org/{doi} true", "7:17 mailto:{address}?subject=Feedback true",
            ])
    }

    @Test func onlyAnExpressionStartingWithAURLSchemeHasATemplate() {
        func expression(_ parts: [(URLExpression.Part.Kind, String)]) -> URLExpression {
            URLExpression(written: "x", parts: parts.map { URLExpression.Part(kind: $0.0, text: $0.1) })
        }
        #expect(expression([(.literal, "https://example.com/"), (.computed, "id")]).template == "https://example.com/{id}")
        #expect(expression([(.literal, "app-settings:"), (.reference, "Links.page")]).template == "app-settings:{Links.page}")
        #expect(expression([(.literal, "https://example.com"), (.pathComponent, "help")]).template == "https://example.com/help")
        #expect(expression([(.computed, "base"), (.literal, "/help")]).template == nil)
        #expect(expression([(.literal, "/help/"), (.computed, "id")]).template == nil)
        #expect(expression([(.literal, "2fa:"), (.computed, "id")]).template == nil)
    }
}
