import LinkAuditModel

/// Flags SwiftUI `Link` controls whose modifier chain does not remove the button trait, and UIKit
/// controls that open a URL and are given the link trait while they keep the button trait
/// (`helpButton.accessibilityTraits.insert(.link)`): VoiceOver announces "Button, Link".
///
/// Source: WCAG 4.1.2 Name, Role, Value; link-standalone card ("Remove the redundant button trait …
/// apply .accessibilityRemoveTraits(.isButton)"); CVS iOS accessibility techniques, Links.
struct LinkButtonTraitRule: LinkRule {
    static let description = RuleDescription(
        id: "link-button-trait",
        name: "Link keeps the button trait",
        summary:
            "A SwiftUI `Link` without `.accessibilityRemoveTraits(.isButton)`, or a UIKit control given the link trait beside "
            + "its button trait, is announced as \"Button, Link\".",
        rationale: "SwiftUI gives `Link` the button trait next to the link trait, so VoiceOver says \"Button, Link\" and "
            + "the role is unclear: does the control act here or leave the app? Removing the button trait leaves only "
            + "\"Link\", which tells people that activating it opens a URL.",
        wcag: ["4.1.2"],
        defaultSeverity: .warning,
        triggering: [
            RuleExample(
                """
                var body: some View {
                    ↓Link("View Weekly Ad", destination: URL(string: "https://www.example.com/weekly-ad")!)
                }
                """, format: .swift),
            RuleExample(
                """
                var body: some View {
                    ↓Link(destination: URL(string: "https://www.example.com/help")!) {
                        Text("Help Center")
                    }
                    .underline()
                }
                """, format: .swift),
            RuleExample(
                """
                final class HelpViewController: UIViewController {
                    override func viewDidLoad() {
                        helpButton.setTitle("Help Center", for: .normal)
                        ↓helpButton.accessibilityTraits.insert(.link)
                        helpButton.addTarget(self, action: #selector(openHelp), for: .touchUpInside)
                    }
                    @objc func openHelp() { UIApplication.shared.open(URL(string: "https://www.example.com/help")!) }
                }
                """, format: .swift),
        ],
        nonTriggering: [
            RuleExample(
                """
                var body: some View {
                    Link("View Weekly Ad", destination: URL(string: "https://www.example.com/weekly-ad")!)
                        .accessibilityRemoveTraits(.isButton)
                }
                """, format: .swift),
            RuleExample(
                """
                var body: some View {
                    Link(destination: URL(string: "https://www.example.com/privacy")!) {
                        Label("Privacy Policy", systemImage: "lock.shield")
                    }
                    .foregroundStyle(.blue)
                    .accessibilityRemoveTraits(.isButton)
                }
                """, format: .swift),
            RuleExample(
                """
                final class HelpViewController: UIViewController {
                    override func viewDidLoad() {
                        helpButton.accessibilityTraits = .link
                        helpButton.addTarget(self, action: #selector(openHelp), for: .touchUpInside)
                    }
                    @objc func openHelp() { UIApplication.shared.open(URL(string: "https://www.example.com/help")!) }
                }
                """, format: .swift),
        ],
        sources: [
            .linkStandaloneCard,
            .apple("SwiftUI accessibilityRemoveTraits(_:)", path: "swiftui/view/accessibilityremovetraits(_:)"),
            .apple("UIKit UIAccessibilityTraits.link", path: "uikit/uiaccessibilitytraits/link"),
        ],
        fix: .safe)

    func check(_ link: Link, normalizedName: String, languages: LanguageLists) -> [Finding] {
        // A UIKit control given the link trait beside its button trait: found where the trait is added.
        if link.syntax == .urlOpener, let at = link.swiftCode?.buttonLinkTraitAt {
            let control = link.nameSource == .unknown ? "A UIKit control" : "UIKit control \"\(link.name)\""
            return [
                Finding(
                    rule: Self.description.id, severity: Self.description.defaultSeverity,
                    message: "\(control) is given the link trait but keeps the button trait: VoiceOver says \"Button, Link\"",
                    fix: "set accessibilityTraits to .link alone (or remove .button), so that only \"Link\" is announced",
                    file: link.file, position: at, link: link.id)
            ]
        }
        // A value naming a `Link` whose title is a key is judged at the `Link` itself (`Link.namesKeyedRun`),
        // and a `Link` of one link per case at its first case's.
        guard link.syntax == .swiftLink, !link.namesKeyedRun, let code = link.swiftCode, !code.removesButtonTrait, !code.repeatsControl
        else { return [] }
        var finding = finding(
            link, message: "Link \(Self.named(link)) keeps the button trait SwiftUI adds: VoiceOver says \"Button, Link\"",
            fix: "add .accessibilityRemoveTraits(.isButton) to the Link")
        // The safe fix (issue 26): the modifier added at the end of the chain, as located at extraction.
        finding.replacement = code.buttonTraitRemoval
        return [finding]
    }

    /// How a message names the `Link`: its name, else the key its title is read from, else that its
    /// title is known only at run time.
    static func named(_ link: Link) -> String {
        guard link.nameSource == .unknown else { return "\"\(link.name)\"" }
        if let key = link.swiftCode?.textKey { return "titled by key \"\(key.key)\"" }
        return "whose title is known only at run time"
    }
}
