import LinkAuditModel

/// Flags SwiftUI `Link` controls whose modifier chain does not remove the button trait, so
/// VoiceOver announces "Button, Link".
///
/// Source: WCAG 4.1.2 Name, Role, Value; link-standalone card ("Remove the redundant button trait …
/// apply .accessibilityRemoveTraits(.isButton)"); CVS iOS accessibility techniques, Links.
struct LinkButtonTraitRule: LinkRule {
    static let description = RuleDescription(
        id: "link-button-trait",
        name: "Link keeps the button trait",
        summary: "A SwiftUI `Link` without `.accessibilityRemoveTraits(.isButton)` is announced as \"Button, Link\".",
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
        ],
        sources: [
            .linkStandaloneCard,
            .apple("SwiftUI accessibilityRemoveTraits(_:)", path: "swiftui/view/accessibilityremovetraits(_:)"),
        ])

    func check(_ link: Link, normalizedName: String, languages: LanguageLists) -> [Finding] {
        // A value naming a `Link` whose title is a key is judged at the `Link` itself (`Link.namesKeyedRun`).
        guard link.syntax == .swiftLink, !link.namesKeyedRun, let code = link.swiftCode, !code.removesButtonTrait else { return [] }
        return [
            finding(
                link, message: "Link \(Self.named(link)) keeps the button trait SwiftUI adds: VoiceOver says \"Button, Link\"",
                fix: "add .accessibilityRemoveTraits(.isButton) to the Link")
        ]
    }

    /// How a message names the `Link`: its name, else the key its title is read from, else that its
    /// title is known only at run time.
    static func named(_ link: Link) -> String {
        guard link.nameSource == .unknown else { return "\"\(link.name)\"" }
        if let key = link.swiftCode?.textKey { return "titled by key \"\(key.key)\"" }
        return "whose title is known only at run time"
    }
}
