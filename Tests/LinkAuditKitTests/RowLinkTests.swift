import Foundation
import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

/// Issue 23, section 3: table and collection rows that open web pages are standalone `urlOpener`
/// links named by their cells' text, through functions of other files (coordinators, routers).
@Suite("Rows that open URLs", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct RowLinkTests {
    /// The case of `Fixtures/cases/rows-that-open-urls/`, with its exact values.
    @Test func rowsThatOpenURLsCase() {
        let result = audit(["rows-that-open-urls"])
        let rows = result.links.filter { $0.syntax == .urlOpener }
        #expect(
            rows.map { "\($0.file) \($0.span!.start)" } == [
                "rows-that-open-urls/AboutViewController.swift 20:24", "rows-that-open-urls/en.lproj/Localizable.strings 2:24",
            ])
        #expect(rows.allSatisfy { $0.placement == .standalone && $0.destination == "https://example.com/privacy" })
        #expect(rows[0].swiftCode?.textKey == LocalizedKey(key: "about.row.privacy", table: "Localizable"))
        #expect(rows[0].nameSource == .unknown)
        #expect(rows[1].name == "Privacy notice")
        #expect(rows[1].appCopy?.key == "about.row.privacy")
        // The credits row pushes a screen of the app: no link, nothing not understood.
        #expect(result.links.count == 4)
        #expect(result.notUnderstood.isEmpty)
        #expect(
            result.findings.map { "\($0.file) \(brief($0))" } == [
                "rows-that-open-urls/en.lproj/Localizable.strings 1:38 markdown-link-needs-underline",
                "rows-that-open-urls/en.lproj/Localizable.strings 1:87 inline-only-destination",
                "rows-that-open-urls/en.lproj/Localizable.strings 1:87 markdown-link-needs-underline",
            ])
    }

    /// The same kind in other shapes: a collection item named by a literal, a URL handed on two
    /// files deep and through a parameter with a default value, an accessibility label over the
    /// cell's text, a selection without a `switch` (name unknown, counted), and calls to functions
    /// that open nothing.
    @Test func theWholeKindInOtherShapes() {
        let router = """
            import UIKit

            final class WebRouter {
                func present(page: URL, animated: Bool = true) {
                    UIApplication.shared.open(page)
                }
            }
            """
        let coordinator = """
            final class HelpCoordinator {
                let router = WebRouter()

                func openHelp(_ address: URL) {
                    router.present(page: address)
                }

                func openStatus() {
                    router.present(page: URL(string: "https://status.example.com")!)
                }

                func track(_ name: String) {}
            }
            """
        let screen = """
            import UIKit

            enum Help {
                static let center = URL(string: "https://example.com/help")!
                static let terms = URL(string: "https://example.com/terms")!
            }

            final class HelpGrid: UICollectionViewController {
                enum Item { case center, status, terms }
                var items: [Item] = []
                let coordinator = HelpCoordinator()

                override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath) as! HelpCell
                    switch items[indexPath.item] {
                    case .center:
                        cell.titleLabel.text = "Help center"
                    case .status:
                        cell.titleLabel.text = "Status"
                        cell.accessibilityLabel = "Service status"
                    case .terms:
                        cell.titleLabel.text = "Terms"
                    }
                    return cell
                }

                override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                    coordinator.track("tap")
                    switch items[indexPath.item] {
                    case .center: coordinator.openHelp(Help.center)
                    case .status: coordinator.openStatus()
                    case .terms: coordinator.openHelp(Help.terms)
                    }
                }
            }

            final class LegalList: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    if indexPath.row == 0 { UIApplication.shared.open(Help.terms) }
                }
            }
            """
        let result = auditFiles([("WebRouter.swift", router), ("HelpCoordinator.swift", coordinator), ("HelpGrid.swift", screen)])
        let rows = result.links.filter { $0.syntax == .urlOpener }
        #expect(
            rows.map { "\($0.span!.start) \($0.name)|\($0.nameSource) \($0.destination)" } == [
                "30:23 Help center|content https://example.com/help",
                "31:23 Service status|accessibilityLabel https://status.example.com",
                "32:22 Terms|content https://example.com/terms",
                "39:33 |unknown https://example.com/terms",
            ])
        #expect(rows.allSatisfy { $0.placement == .standalone && $0.file == "HelpGrid.swift" })
        #expect(result.notUnderstood.map { "\($0.file) \($0.position) \($0.kind)" } == ["HelpGrid.swift 39:33 dynamic-link-text"])
        #expect(result.findings.filter { $0.rule != "inline-only-destination" }.map(brief) == [])
    }
}

/// Issue 23, section 3: controls that reach a URL through a store's actions (a reducer's `switch`),
/// an app's own components, clients built from closures, alert actions, `@IBAction`s and one-call
/// forwarders, across files.
@Suite(
    "Controls that open URLs through stores and other files",
    .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct ControlLinkTests {
    static let files: [(String, String)] = [
        (
            "Shared/Links.swift",
            """
            import Foundation

            enum Links {
                static let privacy = URL(string: "https://example.com/privacy")!
                static let guide = URL(string: "https://example.com/guide")!
            }
            """
        ),
        (
            "Settings/SettingsView.swift",
            """
            import SwiftUI

            struct SettingsView: View {
                let store: StoreOf<Settings>

                var body: some View {
                    Button("Privacy") { store.send(.view(.privacyTapped)) }
                    Card(action: { store.send(.view(.statusTapped)) }) {
                        Text("Service status")
                    }
                    Button { store.send(.view(.closeTapped)) } label: { Image(systemName: "xmark") }
                }

                var rows: [Row] { [.model(title: "Help center", action: .helpTapped)] }
            }
            """
        ),
        (
            "Settings/Settings.swift",
            """
            import Foundation

            struct Settings {
                @Dependency(\\.openURL) var openURL
                @Dependency(\\.support) var support

                func reduce(into state: inout State, viewAction: ViewAction) -> Effect<Action> {
                    switch viewAction {
                    case .privacyTapped:
                        return .run { _ in await openURL(Links.privacy) }
                    case .statusTapped:
                        return .run { _ in await support.openStatus() }
                    case let .helpTapped:
                        return .run { _ in await openURL(URL(string: "https://example.com/help")!) }
                    case .closeTapped:
                        return .none
                    }
                }
            }
            """
        ),
        (
            "Onboarding/Onboarding.swift",
            """
            import Foundation

            struct Onboarding {
                @Dependency(\\.openURL) var openURL

                func reduce(into state: inout State, action: Action) -> Effect<Action> {
                    switch action {
                    case .privacyTapped:
                        return .run { _ in await openURL(URL(string: "https://example.com/onboarding-privacy")!) }
                    }
                }
            }
            """
        ),
        (
            "Clients/SupportClient.swift",
            """
            import UIKit

            extension SupportClient {
                static let liveValue = Self(
                    openStatus: { await UIApplication.shared.open(URL(string: "https://status.example.com")!) }
                )
            }
            """
        ),
        (
            "Legacy/HelpViewController.swift",
            """
            import UIKit

            final class HelpViewController: UIViewController {
                weak var coordinator: HelpCoordinator?
                weak var delegate: HelpDelegate?

                func showGuideAlert() {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Read the guide", style: .default) { _ in
                        UIApplication.shared.open(Links.guide)
                    })
                    let menu = UIMenu(children: [UIAction(title: "Shipping rates") { _ in self.delegate?.presentRates() }])
                }

                @IBAction private func showTerms() {
                    coordinator?.openTerms()
                }
            }
            """
        ),
        (
            "Legacy/HelpCoordinator.swift",
            """
            import SafariServices

            final class HelpCoordinator {
                let navigation = UINavigationController()

                func openTerms() {
                    navigation.present(SFSafariViewController(url: URL(string: "https://example.com/terms")!), animated: true)
                }

                func showRates(from screen: UIViewController) {
                    UIApplication.shared.open(URL(string: "https://example.com/rates")!)
                }
            }

            final class RatesScreen: HelpDelegate {
                let coordinator = HelpCoordinator()

                func presentRates() {
                    coordinator.showRates(from: UIViewController())
                }
            }
            """
        ),
    ]

    @Test func eachControlIsALinkToWhatItsCodeOpens() {
        let result = auditFiles(Self.files)
        let controls = result.links.filter { $0.syntax == .urlOpener && $0.appCopy == nil }
        #expect(
            controls.map { "\($0.file) \($0.span!.start) \($0.name)|\($0.nameSource) \($0.destination)" } == [
                "Legacy/HelpViewController.swift 9:25 Read the guide|content https://example.com/guide",
                "Legacy/HelpViewController.swift 12:38 Shipping rates|content https://example.com/rates",
                "Legacy/HelpViewController.swift 15:28 |unknown https://example.com/terms",
                "Settings/SettingsView.swift 7:9 Privacy|content https://example.com/privacy",
                "Settings/SettingsView.swift 8:9 Service status|content https://status.example.com",
                "Settings/SettingsView.swift 14:24 Help center|content https://example.com/help",
            ])
        #expect(controls.allSatisfy { $0.placement == .standalone })
        // The close button's case opens nothing: no link. The `@IBAction`'s title is set in its nib.
        #expect(
            result.notUnderstood.map { "\($0.file) \($0.position) \($0.kind)" } == [
                "Legacy/HelpViewController.swift 15:28 dynamic-link-text"
            ])
        // A SwiftUI Button is announced "Button"; a component's or alert's role is their own.
        #expect(
            result.findings.filter { $0.rule == "button-opens-url" }.map { "\($0.file) \(brief($0))" } == [
                "Settings/SettingsView.swift 7:9 button-opens-url"
            ])
    }

    /// A view made tappable with `.onTapGesture` that opens a URL is a `urlOpener` link named by its
    /// text or accessibility label, flagged by `button-opens-url`, and no standalone evidence
    /// (Full Keyboard Access cannot reach it); an action case that hands a function of another file
    /// only arguments that are no URL (`show(topic: topic)`) reaches the URL that function opens.
    @Test func tapGesturesAndCasesHandingOnNoURL() {
        let about = """
            import SwiftUI

            struct AboutView: View {
                @Environment(\\.openURL) private var openURL

                var body: some View {
                    Text("See the [release notes](https://example.com/notes).")
                    HStack {
                        Text("Release notes")
                        Image(systemName: "info.circle")
                    }
                    .onTapGesture { UIApplication.shared.open(URL(string: "https://example.com/notes")!) }
                    Text("Status").accessibilityLabel("Service status").onTapGesture {
                        openURL(URL(string: "https://status.example.com")!)
                    }
                }
            }
            """
        let handler = """
            import UIKit

            final class TopicsHandler: NSObject, UICollectionViewDelegate {
                func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                    switch rows[indexPath.item] {
                    case .topic(let topic):
                        observer.on(.next(.openTopic(topic.id)))
                    }
                }
            }
            """
        let controller = """
            import UIKit

            final class TopicsViewController: UIViewController {
                func perform(action: TopicsAction) {
                    switch action {
                    case .openTopic(let topic):
                        coordinator?.show(topic: topic)
                    }
                }
            }
            """
        let coordinator = """
            import UIKit

            final class TopicsCoordinator {
                func show(topic: String) {
                    UIApplication.shared.open(URL(string: "https://example.com/topics")!)
                }
            }
            """
        let result = auditFiles([
            ("App/AboutView.swift", about), ("App/TopicsHandler.swift", handler), ("App/TopicsViewController.swift", controller),
            ("App/TopicsCoordinator.swift", coordinator),
        ])
        #expect(
            result.links.map { "\($0.file) \($0.span!.start)-\($0.span!.end) \($0.syntax) \($0.name)|\($0.nameSource) \($0.destination)" }
                == [
                    "App/AboutView.swift 7:23-7:64 markdownInline release notes|content https://example.com/notes",
                    "App/AboutView.swift 12:9-12:94 urlOpener Release notes|content https://example.com/notes",
                    "App/AboutView.swift 13:60-15:9 urlOpener Service status|accessibilityLabel https://status.example.com",
                    "App/TopicsHandler.swift 7:13-7:52 urlOpener |unknown https://example.com/topics",
                ])
        #expect(result.links.filter { $0.syntax == .urlOpener }.map { $0.swiftCode?.isTapGesture } == [true, true, false])
        #expect(
            result.findings.map { "\($0.file) \(brief($0))" } == [
                "App/AboutView.swift 7:23 inline-only-destination", "App/AboutView.swift 7:23 markdown-link-needs-underline",
                "App/AboutView.swift 12:9 button-opens-url", "App/AboutView.swift 13:60 button-opens-url",
            ])
        #expect(
            result.findings.filter { $0.rule == "button-opens-url" }.first?.message
                == "a tap gesture on \"Release notes\" opens a URL with UIApplication.shared.open: VoiceOver reads it as plain text, and Full Keyboard Access and Voice Control cannot reach it"
        )
    }
}
