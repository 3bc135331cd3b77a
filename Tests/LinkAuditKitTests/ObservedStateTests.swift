import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

/// Issue 23, section 3: a control that stores a URL in state which an observer of that state opens
/// (zotero's Sign In and Sign Up buttons: an action to a view model, whose handler stores the page
/// in `state.loginURL`, which the view controller's `subscribe` observer opens) is a control that
/// opens that URL: one link per control, with the URL on its own path through the handler, and the
/// observer's opening no longer counted as reached by no control.
@Suite("URLs stored in observed state", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct ObservedStateTests {
    let controller = """
        import Combine
        import SafariServices
        import UIKit

        final class PlansController: UIViewController {
            private let model: PlansModel
            private var watching: AnyCancellable?

            override func viewDidLoad() {
                super.viewDidLoad()
                watching = model.$state.sink { [weak self] state in
                    self?.apply(state)
                }
            }

            @IBAction private func comparePlans() {
                model.process(action: .pricing)
            }

            @IBAction private func readGuide() {
                model.process(action: .guide)
            }

            @IBAction private func close() {
                model.process(action: .close)
            }

            private func apply(_ state: PlansState) {
                if let page = state.pageURL, page != shownPage {
                    shownPage = page
                    present(SFSafariViewController(url: page), animated: true)
                }
            }
        }
        """

    let handler = """
        import Foundation

        struct PlansActionHandler {
            func process(action: PlansAction, in model: PlansModel) {
                switch action {
                case .pricing:
                    show(.pricing, in: model)
                case .guide:
                    show(.guide, in: model)
                case .close:
                    model.update { state in
                        state.pageURL = nil
                        state.isClosed = true
                    }
                }
            }

            private func show(_ page: PlansState.Page, in model: PlansModel) {
                let address: URL
                switch page {
                case .pricing:
                    address = URL(string: "https://plans.example/pricing")!
                case .guide:
                    address = URL(string: "https://plans.example/guide")!
                }
                model.update { state in
                    state.pageURL = address
                }
            }
        }
        """

    /// Each link as `file line:column -> destination`.
    static func line(_ link: Link) -> String {
        "\(link.file) \(link.span!.start) -> \(link.destination)"
    }

    /// Each button reaches the handler's case through the action it sends; the case stores its own
    /// page (the `switch` over the helper's parameter takes the branch the case hands it), which the
    /// observer opens. Closing stores `nil`, which opens nothing.
    @Test func aControlStoringAURLAnObserverOpensIsALink() {
        let result = auditFiles([
            ("Plans/Views/PlansController.swift", controller), ("Plans/Models/PlansActionHandler.swift", handler),
        ])
        #expect(
            result.links.map(Self.line) == [
                "Plans/Views/PlansController.swift 16:28 -> https://plans.example/pricing",
                "Plans/Views/PlansController.swift 20:28 -> https://plans.example/guide",
            ])
        #expect(result.links.allSatisfy { $0.placement == .standalone && $0.nameSource == .unknown })
        #expect(
            result.notUnderstood.map { "\($0.file) \($0.position) \($0.kind)" } == [
                "Plans/Views/PlansController.swift 16:28 dynamic-link-text",
                "Plans/Views/PlansController.swift 20:28 dynamic-link-text",
            ])
    }

    /// Without an observer (the same function called from `viewDidLoad` alone), the opening stays
    /// reached by no control, and the stored URLs make no link: a property of the same name is no
    /// proof of what opens it.
    @Test func withoutAnObserverTheOpeningStaysUnreached() {
        let unobserved = controller.replacingOccurrences(
            of: "watching = model.$state.sink { [weak self] state in\n            self?.apply(state)\n        }",
            with: "apply(model.state)")
        #expect(unobserved != controller)
        let result = auditFiles([
            ("Plans/Views/PlansController.swift", unobserved), ("Plans/Models/PlansActionHandler.swift", handler),
        ])
        #expect(result.links.isEmpty)
        #expect(
            result.notUnderstood.map { "\($0.file) \($0.position) \($0.kind)" } == [
                "Plans/Views/PlansController.swift 29:21 unreached-opening"
            ])
    }

    /// A view model's public method storing a URL of its own (`state.helpURL = Links.help`), called
    /// by a SwiftUI `Button` of another file, and observed with `onReceive`: a link named by the
    /// button's title, with the constant resolved.
    @Test func aViewModelMethodStoringAConstantIsFollowedFromAButton() {
        let model = """
            import Combine
            import Foundation

            enum Links {
                static let help = URL(string: "https://plans.example/help")!
            }

            final class PlansViewModel: ObservableObject {
                @Published var state = PlansViewState()

                func openHelp() {
                    state.helpURL = Links.help
                }
            }
            """
        let view = """
            import SafariServices
            import SwiftUI

            struct PlansView: View {
                @StateObject var model = PlansViewModel()
                @Environment(\\.openURL) private var openURL

                var body: some View {
                    Button("Plan help") { model.openHelp() }
                        .onReceive(model.$state) { state in show(state) }
                }

                private func show(_ state: PlansViewState) {
                    guard let help = state.helpURL else { return }
                    openURL(help)
                }
            }
            """
        let result = auditFiles([("Plans/PlansViewModel.swift", model), ("Plans/PlansView.swift", view)])
        #expect(result.links.map { "\(Self.line($0)) \($0.name)" } == ["Plans/PlansView.swift 9:9 -> https://plans.example/help Plan help"])
        #expect(result.findings.map { "\($0.file) \(brief($0))" } == ["Plans/PlansView.swift 9:9 button-opens-url"])
        #expect(result.notUnderstood.isEmpty)
    }
}
