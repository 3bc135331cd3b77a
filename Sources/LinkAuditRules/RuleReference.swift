/// A source a rule rests on: a WCAG success criterion's Understanding page, a technique or
/// failure, Apple's documentation of the API the fix uses, or a reference card.
///
/// Printed by `linkaudit rules ID` and in `docs/rules/<id>.md` under "References".
public struct RuleReference: Hashable, Sendable {
    /// What the reader will find there: "WCAG 2.2 SC 2.4.4 Link Purpose (In Context)".
    public var title: String
    /// An absolute `https` URL; `nil` for a source without a public address (a reference card).
    public var url: String?

    public init(_ title: String, url: String?) {
        self.title = title
        self.url = url
    }

    /// The Understanding page of a WCAG 2.2 success criterion, by number (`2.4.4`).
    /// - Precondition: the number is one of `WCAGCriterion.known`; a test checks every rule's.
    public static func wcag(_ number: String) -> RuleReference {
        guard let criterion = WCAGCriterion.known[number] else {
            preconditionFailure("no WCAG success criterion \(number) in WCAGCriterion.known")
        }
        return RuleReference(
            "WCAG 2.2 SC \(number) \(criterion.title)",
            url: "https://www.w3.org/WAI/WCAG22/Understanding/\(criterion.slug).html")
    }

    /// A WCAG 2.2 technique or failure by id (`F84`, `G91`) in its folder (`failures`, `general`, `html`).
    public static func technique(_ id: String, _ title: String, folder: String) -> RuleReference {
        RuleReference("WCAG technique \(id): \(title)", url: "https://www.w3.org/WAI/WCAG22/Techniques/\(folder)/\(id)")
    }

    /// A page of Apple's developer documentation, by its path below `/documentation/`.
    public static func apple(_ title: String, path: String) -> RuleReference {
        RuleReference(title, url: "https://developer.apple.com/documentation/\(path)")
    }

    /// The link-inline card (A11y Context): building inline links in SwiftUI.
    public static let linkInlineCard = RuleReference("Link (Inline) reference card, A11y Context", url: nil)
    /// The link-standalone card (A11y Context): SwiftUI `Link` as its own control.
    public static let linkStandaloneCard = RuleReference("Link (Standalone) reference card, A11y Context", url: nil)
}

/// The WCAG 2.2 success criteria linkaudit's rules cite: number, title, and the slug of the
/// criterion's Understanding page.
public enum WCAGCriterion {
    /// By number (`2.4.4`): the criterion's title and Understanding-page slug.
    public static let known: [String: (title: String, slug: String)] = [
        "1.4.1": ("Use of Color", "use-of-color"),
        "1.4.3": ("Contrast (Minimum)", "contrast-minimum"),
        "2.1.1": ("Keyboard", "keyboard"),
        "2.4.1": ("Bypass Blocks", "bypass-blocks"),
        "2.4.4": ("Link Purpose (In Context)", "link-purpose-in-context"),
        "2.4.9": ("Link Purpose (Link Only)", "link-purpose-link-only"),
        "2.5.3": ("Label in Name", "label-in-name"),
        "3.2.5": ("Change on Request", "change-on-request"),
        "4.1.2": ("Name, Role, Value", "name-role-value"),
    ]
}
