import LinkAuditModel

/// Flags SwiftUI `Button`s whose action opens a URL (`UIApplication.shared.open`, `openURL(…)`,
/// `NSWorkspace.shared.open`) and views whose tap gesture does: VoiceOver announces "Button" (or plain
/// text) and hides that the control leaves the app. UIKit controls that open URLs are not flagged here.
///
/// Source: WCAG 4.1.2 Name, Role, Value; link-standalone card ("Do not implement a link as a Button
/// that calls UIApplication.shared.open(url)").
struct ButtonOpensURLRule: Rule {
    static let description = RuleDescription(
        id: "button-opens-url",
        name: "Button opens a URL",
        summary: "A `Button` whose action opens a URL is announced as a button, not a link.",
        rationale: "VoiceOver says \"Button\" for a Button, so people expect it to act on the current screen. When it opens a "
            + "URL instead, they leave the app without warning. A SwiftUI `Link` carries the link trait and says so.",
        wcag: ["4.1.2"],
        defaultSeverity: .warning,
        triggering: [
            RuleExample(
                """
                var body: some View {
                    ↓Button("View Weekly Ad") {
                        UIApplication.shared.open(URL(string: "https://www.example.com/weekly-ad")!)
                    }
                }
                """, format: .swift),
            RuleExample(
                """
                @Environment(\\.openURL) private var openURL
                var body: some View {
                    ↓Button(action: { openURL(helpURL) }) {
                        Text("Help Center")
                    }
                }
                """, format: .swift),
            RuleExample(
                """
                var body: some View {
                    Text("Visit our website")
                        ↓.onTapGesture { UIApplication.shared.open(URL(string: "https://www.example.com")!) }
                }
                """, format: .swift),
        ],
        nonTriggering: [
            RuleExample(
                """
                var body: some View {
                    Link("View Weekly Ad", destination: URL(string: "https://www.example.com/weekly-ad")!)
                        .accessibilityRemoveTraits(.isButton)
                    Button("Save") { model.save() }
                }
                """, format: .swift),
            RuleExample(
                """
                final class HelpViewController: UIViewController {
                    override func viewDidLoad() {
                        helpButton.addTarget(self, action: #selector(openHelp), for: .touchUpInside)
                    }
                    @objc func openHelp() { UIApplication.shared.open(URL(string: "https://www.example.com/help")!) }
                }
                """, format: .swift),
        ],
        sources: [
            .linkStandaloneCard,
            .apple("SwiftUI Link", path: "swiftui/link"),
            .apple("SwiftUI OpenURLAction", path: "swiftui/openurlaction"),
        ])

    func check(_ scope: Scope, languages: LanguageLists) -> [Finding] {
        // UIKit controls are standalone evidence for `inline-only-destination`, not this rule's; one
        // finding per control, however many URLs its action opens.
        var seen = Set<SourcePlace>()
        let flagged = scope.urlOpeners.filter { opener in
            [.button, .tapGesture].contains(opener.kind) && seen.insert(opener.place).inserted
        }
        return flagged.map { button in
            let message: String
            if button.kind == .tapGesture {
                let view = button.title.map { "\"\($0)\"" } ?? "a view"
                message =
                    "a tap gesture on \(view) opens a URL with \(button.opener): VoiceOver reads it as plain text, and Full Keyboard Access and Voice Control cannot reach it"
            } else {
                let title = button.title.map { "Button \"\($0)\"" } ?? "A Button"
                message = "\(title) opens a URL with \(button.opener): VoiceOver announces \"Button\", hiding that it leaves the app"
            }
            return Finding(
                rule: Self.description.id, severity: Self.description.defaultSeverity,
                message: message,
                fix: "use a SwiftUI Link(destination:) with .accessibilityRemoveTraits(.isButton) instead",
                file: button.file, position: button.position)
        }
    }
}
