import LinkAuditModel

/// Flags a design-system link component whose action opens a URL outside the app while its
/// external-link icon is turned off (`hasIcon: false`, or `link.hasIcon = false` later).
///
/// Source: issue 14 item 7; the Backbase design system's `Link` card
/// (`reference/design-system-link-component.txt`: `init(text:hasIcon:action:)`, the icon shown by
/// default); WCAG 3.2.5 Change on Request and technique G201 (warn before a link opens a new window).
struct ExternalLinkSignalRule: Rule {
    static let description = RuleDescription(
        id: "external-link-signal",
        name: "External link without its icon",
        summary: "A design-system link component opens a URL outside the app with its external-link icon turned off.",
        rationale: "A design system's link component marks a link that leaves the app with an icon (the Backbase "
            + "`Link` shows one unless `hasIcon` is `false`). Turned off on a link whose action opens Safari or another "
            + "app (`UIApplication.shared.open`, `openURL`, `SFSafariViewController`), no icon tells people beforehand "
            + "that they are about to leave, though the component's own design marks such links so; people with "
            + "cognitive disabilities and people using a screen magnifier lose their place (WCAG 3.2.5, "
            + "technique G201). Found only where the file imports the component's module, so SwiftUI's own "
            + "`Link(_:destination:)` is never mistaken for it, and only when the action is seen to open a URL: a "
            + "component that pushes a screen of the app may well hide the icon. A note: advice, like 3.2.5 itself "
            + "(AAA); the text is not read, so a text that says \"opens in Safari\" is still reported.",
        wcag: ["3.2.5"],
        defaultSeverity: .note,
        triggering: [
            RuleExample(
                """
                import BackbaseDesignSystem

                let rates = ↓Link(text: "Exchange rates", hasIcon: false) {
                    UIApplication.shared.open(URL(string: "https://www.example.com/rates")!)
                }
                """, format: .swift),
            RuleExample(
                """
                import BackbaseDesignSystem
                import SafariServices

                final class HelpViewController: UIViewController {
                    private lazy var faqLink = ↓Link(text: NSLocalizedString("help.faq", comment: "")) { [unowned self] in
                        present(SFSafariViewController(url: URL(string: "https://www.example.com/faq")!), animated: true)
                    }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        faqLink.hasIcon = false
                        view.addSubview(faqLink)
                    }
                }
                """, format: .swift),
        ],
        nonTriggering: [
            RuleExample(
                """
                import BackbaseDesignSystem

                let rates = Link(text: "Exchange rates") {
                    UIApplication.shared.open(URL(string: "https://www.example.com/rates")!)
                }
                let terms = Link(text: "Terms and Conditions", hasIcon: false) {
                    navigationController?.pushViewController(TermsViewController(), animated: true)
                }
                """, format: .swift),
            RuleExample(
                """
                import SwiftUI

                struct Footer: View {
                    @Environment(\\.openURL) private var openURL
                    var body: some View {
                        Link("Exchange rates", destination: URL(string: "https://www.example.com/rates")!)
                    }
                }
                """, format: .swift),
        ],
        sources: [
            .technique("G201", "Giving users advanced warning when opening a new window", folder: "general"),
            RuleReference("Link component reference card, Backbase design system (hasIcon)", url: nil),
        ])

    func check(_ scope: Scope, languages: LanguageLists) -> [Finding] {
        // One finding per component, however many URLs its action opens.
        var seen = Set<SourcePlace>()
        return scope.urlOpeners.compactMap { opener in
            guard opener.kind == .linkComponent, let use = opener.linkComponent, use.icon == .turnedOff,
                seen.insert(opener.place).inserted
            else { return nil }
            let name =
                if let text = use.text { "\"\(text)\"" } else if let key = use.textKey { "of key \"\(key.key)\"" } else { "" }
            let leads = opener.destination.map { "opens \($0)" } ?? "opens a URL"
            let place = use.iconTurnedOffAt.map { " at \($0.line):\($0.utf8Column)" } ?? ""
            return Finding(
                rule: Self.description.id, severity: Self.description.defaultSeverity,
                message: "the \(use.component) \(name.isEmpty ? "" : name + " ")\(leads) outside the app with \(opener.opener), "
                    + "but its external-link icon is turned off\(place), so no icon warns that it leaves the app",
                fix: "show the icon (remove hasIcon: false), or say in the link text where it opens",
                file: opener.file, position: opener.position)
        }
    }
}
