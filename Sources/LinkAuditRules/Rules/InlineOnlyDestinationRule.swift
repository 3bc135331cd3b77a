import LinkAuditModel

/// Flags destinations that every occurrence in their scope reaches through an inline link only.
///
/// Source: WCAG 2.1.1 Keyboard; link-inline card (inline `AttributedString` and Markdown links are not
/// focusable with Full Keyboard Access nor targetable by Voice Control: "supply a standalone link").
struct InlineOnlyDestinationRule: Rule {
    static let description = RuleDescription(
        id: "inline-only-destination",
        name: "Destination reachable only through inline links",
        summary: "No standalone link leads to a destination that inline links lead to.",
        rationale: "Links inside SwiftUI Text cannot be focused with Full Keyboard Access or targeted by Voice Control's "
            + "Show Names and Show Numbers, so a destination offered only inline is out of reach for those users. On the "
            + "web this is informational: inline links are focusable.",
        wcag: ["2.1.1"],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("\"help.body\" = \"Need help? ↓[Contact support](https://example.com/support)\";", format: .strings),
            RuleExample("Read the ↓[privacy policy](https://example.com/privacy) before you sign up."),
            RuleExample("Text(\"Read the ↓[privacy policy](https://example.com/privacy) before you sign up.\")", format: .swift),
        ],
        nonTriggering: [
            RuleExample("Read the [privacy policy](https://example.com/privacy) first.\n\n[Privacy policy](https://example.com/privacy)\n"),
            RuleExample("[Sign up](https://example.com/signup)"),
            RuleExample("See [the overview](#overview) below."),
            RuleExample(
                "\"help.body\" = \"Need help? [Contact support](https://example.com/support)\";", format: .strings,
                path: "en.lproj/Localizable.strings",
                companions: [("HelpView.swift", "Link(\"Contact support\", destination: URL(string: \"https://example.com/support\")!)")]),
        ],
        sources: [
            .linkInlineCard,
            .apple("SwiftUI Link", path: "swiftui/link"),
        ])

    func check(_ scope: Scope, languages: LanguageLists) -> [Finding] {
        var standalone = scope.standaloneDestinations
        for link in scope.links where link.placement == .standalone {
            if let destination = link.normalizedDestination { standalone.insert(destination) }
        }
        return scope.links.compactMap { link in
            guard link.placement == .inline, let destination = link.normalizedDestination,
                !standalone.contains(destination), !link.destination.hasPrefix("#")
            else { return nil }
            if link.render == .swiftui {
                return finding(
                    link,
                    message:
                        "\(link.destination) is reachable only through inline links, which Full Keyboard Access cannot focus and Voice Control cannot target",
                    fix: "add a standalone SwiftUI Link to the same URL in the app (or list it in standaloneDestinations)")
            }
            return finding(
                link, message: "\(link.destination) is linked only inline on this page",
                fix: "consider a standalone link to it, e.g. in a list of related pages", severity: .note)
        }
    }
}
