import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

/// Issue 23, section 3: a row whose selection hands its action to a function of another file that
/// answers it with a `switch` (`delegate.process(tapAction: action)`), each case handing the call on
/// again, reaches the URLs those cases open; what stays unknown is said once per row.
@Suite("Rows that hand their action on", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct RowHandOffTests {
    @Test func aFunctionThatAnswersAnActionHandsEachCaseOn() {
        let handler = """
            import UIKit

            final class ItemsHandler: NSObject, UITableViewDelegate {
                weak var delegate: ItemsHandlerDelegate?

                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    performTapAction(at: indexPath)
                }

                func performTapAction(at indexPath: IndexPath) {
                    guard let action = dataSource.tapAction(for: indexPath) else { return }
                    delegate?.process(tapAction: action)
                }
            }
            """
        let controller = """
            import UIKit

            final class ItemsViewController: UIViewController, ItemsHandlerDelegate {
                func process(tapAction: TapAction) {
                    switch tapAction {
                    case .guide(let topic):
                        coordinator?.showGuide(topic: topic)
                    case .page(let url):
                        coordinator?.show(url: url)
                    case .metadata(let item):
                        coordinator?.showDetail(for: item)
                    }
                }
            }
            """
        let coordinator = """
            import SafariServices

            final class ItemsCoordinator {
                func showGuide(topic: String) {
                    UIApplication.shared.open(URL(string: "https://example.com/guide")!)
                }

                func show(url: URL) {
                    navigation.present(SFSafariViewController(url: url), animated: true)
                }

                func showDetail(for item: Item) {
                    navigation.push(DetailViewController(item: item))
                }
            }
            """
        let result = auditFiles([
            ("App/ItemsHandler.swift", handler), ("App/ItemsViewController.swift", controller), ("App/ItemsCoordinator.swift", coordinator),
        ])
        #expect(
            result.links.map { "\($0.file) \($0.span!.start) \($0.syntax) \($0.nameSource) \($0.destination)" } == [
                "App/ItemsHandler.swift 7:9 urlOpener unknown https://example.com/guide",
                "App/ItemsHandler.swift 7:9 urlOpener unknown url",
            ])
        // The `page` case's URL is the item's, known only at run time: one construct for the row,
        // however many calls lead there.
        #expect(
            result.notUnderstood.map { "\($0.file) \($0.position) \($0.kind)" } == [
                "App/ItemsHandler.swift 6:10 dynamic-destination", "App/ItemsHandler.swift 7:9 dynamic-link-text",
            ])
    }

    /// A `UIAccessibilityCustomAction` is an action of VoiceOver's Actions rotor, announced by its
    /// name: one whose handler opens a URL, through a function of another file or a selector, is a
    /// standalone link with that name (zotero's item rows, "Open item info").
    @Test func anAccessibilityCustomActionThatOpensAURLIsALink() {
        let strings = """
            "items.open_item" = "Open item info";
            """
        let dataSource = """
            import UIKit

            final class ItemsDataSource: NSObject, UITableViewDataSource {
                weak var handler: ItemsHandler?

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
                    let open = UIAccessibilityCustomAction(name: NSLocalizedString("items.open_item", comment: ""), actionHandler: { [weak self] _ in
                        self?.handler?.openPage(forRow: indexPath.row)
                        return true
                    })
                    let guide = UIAccessibilityCustomAction(name: "Read the guide", target: self, selector: #selector(showGuide))
                    let copy = UIAccessibilityCustomAction(name: "Copy") { _ in UIPasteboard.general.string = "x"; return true }
                    cell.accessibilityCustomActions = [open, guide, copy]
                    return cell
                }

                @objc func showGuide() -> Bool {
                    UIApplication.shared.open(URL(string: "https://example.com/guide")!)
                    return true
                }
            }
            """
        let handler = """
            import UIKit

            final class ItemsHandler {
                func openPage(forRow row: Int) {
                    UIApplication.shared.open(URL(string: "https://example.com/items")!)
                }
            }
            """
        let result = auditFiles([
            ("App/en.lproj/Localizable.strings", strings), ("App/ItemsDataSource.swift", dataSource), ("App/ItemsHandler.swift", handler),
        ])
        #expect(
            result.links.map { "\($0.file) \($0.span!.start) \($0.placement) \($0.text) \($0.destination)" } == [
                "App/ItemsDataSource.swift 8:20 standalone  https://example.com/items",
                "App/ItemsDataSource.swift 12:21 standalone Read the guide https://example.com/guide",
                "App/en.lproj/Localizable.strings 1:22 standalone Open item info https://example.com/items",
            ])
        #expect(result.notUnderstood.isEmpty)
    }

    /// A function that computes an action and hands it to another file's function that answers it
    /// (`performTapAction(at:)` of zotero's items handler) opens what that function opens: an
    /// accessibility action of another file calling it is a link to each.
    @Test func aFunctionThatHandsAComputedActionOnOpensWhatItsAnswerOpens() {
        let handler = """
            final class ItemsHandler {
                weak var delegate: ItemsHandlerDelegate?

                func performTapAction(at indexPath: IndexPath) {
                    guard let action = dataSource.tapAction(for: indexPath) else { return }
                    log(indexPath)
                    delegate?.process(tapAction: action)
                }
            }
            """
        let controller = """
            final class ItemsViewController: UIViewController, ItemsHandlerDelegate {
                func process(tapAction: TapAction) {
                    switch tapAction {
                    case .guide: UIApplication.shared.open(URL(string: "https://example.com/guide")!)
                    case .note(let note): show(note)
                    }
                }
            }
            """
        let dataSource = """
            final class ItemsDataSource: NSObject, UITableViewDataSource {
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
                    cell.accessibilityCustomActions = [
                        UIAccessibilityCustomAction(name: "Open item") { [weak self] _ in
                            self?.handler?.performTapAction(at: indexPath)
                            return true
                        }
                    ]
                    return cell
                }
            }
            """
        let result = auditFiles([
            ("App/ItemsHandler.swift", handler), ("App/ItemsViewController.swift", controller), ("App/ItemsDataSource.swift", dataSource),
        ])
        #expect(
            result.links.map { "\($0.file) \($0.span!.start) \($0.syntax) \($0.text) \($0.destination)" } == [
                "App/ItemsDataSource.swift 5:13 urlOpener Open item https://example.com/guide"
            ])
    }

    /// An app's own component given its action as a trailing closure
    /// (`PrimaryButton(title: "Read the guide") { openURL(guide) }`) is a link like one given
    /// `action:`; content closures (`VStack { … }`, `Section { … }`), `Task { … }` and a reducer's
    /// `.run { _ in … }` are not. A store case that may open one of two pages gives one link each.
    @Test func componentsWithATrailingActionClosure() {
        let view = """
            import SwiftUI

            struct HelpView: View {
                @Environment(\\.openURL) private var openURL
                let store: StoreOf<Help>

                var body: some View {
                    PrimaryButton(title: "Read the guide") {
                        openURL(URL(string: "https://example.com/guide")!)
                    }
                    PillButton("Status") { if ready { openURL(URL(string: "https://status.example.com")!) } }
                    VStack {
                        Button("Rates") { openURL(URL(string: "https://example.com/rates")!) }
                    }
                    CardView(card: card) {
                        store.send(.view(.cardTapped(card)))
                    } closeAction: {
                        store.send(.view(.closeTapped(card)))
                    }
                    Section { Text("Plain") }
                        .onAppear { Task { openURL(URL(string: "https://example.com/appear")!) } }
                }
            }
            """
        let reducer = """
            import Foundation

            struct Help {
                @Dependency(\\.openURL) var openURL

                func reduce(into state: inout State, viewAction: ViewAction) -> Effect<Action> {
                    switch viewAction {
                    case let .cardTapped(card):
                        return cardEffect(card)
                    case .closeTapped:
                        return .none
                    }
                }

                private func cardEffect(_ card: Card) -> Effect<Action> {
                    switch card {
                    case .quest:
                        return .run { _ in await openURL(Constants.questURL) }
                    case .rewards:
                        return .run { _ in await openURL(Constants.rewardsURL) }
                    }
                }

                private enum Constants {
                    static let questURL = URL(string: "https://example.com/quest")!
                    static let rewardsURL = URL(string: "https://example.com/rewards")!
                }
            }
            """
        let result = auditFiles([("App/HelpView.swift", view), ("App/Help.swift", reducer)])
        #expect(
            result.links.map { "\($0.span!.start) \($0.name)|\($0.nameSource) \($0.destination)" } == [
                "8:9 Read the guide|content https://example.com/guide",
                "11:9 Status|content https://status.example.com",
                "13:13 Rates|content https://example.com/rates",
                "15:9 |unknown https://example.com/quest",
                "15:9 |unknown https://example.com/rewards",
            ])
        #expect(result.findings.filter { $0.rule == "button-opens-url" }.map(brief) == ["13:13 button-opens-url"])
    }

    /// A UIKit control that opens a URL and is given the link trait beside its button trait is
    /// flagged by `link-button-trait` where the trait is added, in each way code adds it; the link
    /// trait alone, or added to a control that is no button, is not.
    @Test func uikitControlsWithTheButtonAndLinkTraits() {
        let controller = """
            import UIKit

            final class HelpViewController: UIViewController {
                override func viewDidLoad() {
                    guideButton.setTitle("Shipping guide", for: .normal)
                    guideButton.accessibilityTraits = [.button, .link]
                    guideButton.addTarget(self, action: #selector(openGuide), for: .touchUpInside)
                    self.ratesButton.accessibilityTraits = ratesButton.accessibilityTraits.union(.link)
                    ratesButton.addAction(UIAction { _ in UIApplication.shared.open(URL(string: "https://example.com/rates")!) }, for: .touchUpInside)
                    termsButton.accessibilityTraits = .link
                    termsButton.addTarget(self, action: #selector(openTerms), for: .touchUpInside)
                    statusRow.accessibilityTraits.insert(.link)
                    statusRow.addTarget(self, action: #selector(openStatus), for: .touchUpInside)
                }

                @objc func openGuide() { UIApplication.shared.open(URL(string: "https://example.com/guide")!) }
                @objc func openTerms() { UIApplication.shared.open(URL(string: "https://example.com/terms")!) }
                @objc func openStatus() { UIApplication.shared.open(URL(string: "https://status.example.com")!) }
            }
            """
        let result = auditFiles([("App/HelpViewController.swift", controller)])
        #expect(result.links.count == 4)
        #expect(
            result.findings.filter { $0.rule == "link-button-trait" }.map { "\(brief($0)) \($0.message)" } == [
                "6:9 link-button-trait UIKit control \"Shipping guide\" is given the link trait but keeps the button trait: VoiceOver says \"Button, Link\"",
                "8:9 link-button-trait A UIKit control is given the link trait but keeps the button trait: VoiceOver says \"Button, Link\"",
            ])
    }

    /// A trailing closure that calls a helper drawing views is content, even when a button in that
    /// helper reaches another file's function that opens a URL: the button is the link, not the
    /// row around it.
    @Test func aTrailingClosureOfViewHelpersIsNoAction() {
        let view = """
            import SwiftUI

            struct FeesView: View {
                var body: some View {
                    InfoRow(title: "Fees") { keyColumn("Fees") }
                }

                func keyColumn(_ text: String) -> some View {
                    HStack {
                        Text(text)
                        Button("Explain") { coordinator.openFees() }
                    }
                }
            }
            """
        let coordinator = """
            import UIKit

            final class FeesCoordinator {
                func openFees() {
                    UIApplication.shared.open(URL(string: "https://example.com/fees")!)
                }
            }
            """
        let result = auditFiles([("App/FeesView.swift", view), ("App/FeesCoordinator.swift", coordinator)])
        #expect(result.links.map { "\($0.span!.start) \($0.name) \($0.destination)" } == ["11:13 Explain https://example.com/fees"])
    }

    /// A helper of the file that opens a property of the URL it is given
    /// (`SFSafariViewController(url: url.withHttpSchemeIfMissing)`) opens the URL the control hands
    /// it; a button labelled by a key no table holds in the source language is named by the key.
    @Test func helpersReadingAPropertyOfTheirURLAndKeysShownAsThemselves() {
        let controller = """
            import SafariServices
            import SwiftUI

            final class SyncAlerts: UIViewController {
                func alert() -> UIAlertAction {
                    UIAlertAction(title: "Read the guide", style: .default) { [weak self] _ in
                        self?.showWeb(url: URL(string: "https://example.com/kb/sync")!)
                    }
                }

                private func showWeb(url: URL) {
                    present(SFSafariViewController(url: url.withHttpSchemeIfMissing), animated: true)
                }
            }

            struct Tools: View {
                @Environment(\\.openURL) var openURL

                var body: some View {
                    Button { openURL(URL(string: "https://example.com/faq")!) } label: {
                        Label(NSLocalizedString("Frequent questions", comment: ""), systemImage: "safari")
                    }
                }
            }
            """
        let french = """
            "Frequent questions" = "Questions fréquentes";
            """
        let result = auditFiles([("App/SyncAlerts.swift", controller), ("App/fr.lproj/Localizable.strings", french)])
        #expect(
            result.links.map { "\($0.file) \($0.span!.start) \($0.name)|\($0.language ?? "-") \($0.destination)" } == [
                "App/SyncAlerts.swift 6:9 Read the guide|- https://example.com/kb/sync",
                "App/SyncAlerts.swift 20:9 Frequent questions|en https://example.com/faq",
                "App/fr.lproj/Localizable.strings 1:25 Questions fréquentes|fr https://example.com/faq",
            ])
        #expect(result.notUnderstood.isEmpty)
    }
}
