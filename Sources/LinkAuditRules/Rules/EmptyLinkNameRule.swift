import LinkAuditModel

/// Flags links with no accessible name at all: an icon without a label, an image without alt text.
///
/// Source: WCAG 2.4.4 Link Purpose, 4.1.2 Name, Role, Value.
struct EmptyLinkNameRule: LinkRule {
    static let description = RuleDescription(
        id: "empty-link-name",
        name: "Link without a name",
        summary: "The link has no accessible name.",
        rationale: "A link without a name is announced as \"link\" alone, or by its URL: nobody can tell where it goes.",
        wcag: ["2.4.4", "4.1.2"],
        defaultSeverity: .error,
        triggering: [
            RuleExample("↓<a href=\"/cart\"><img src=\"cart.svg\" alt=\"\"></a>", format: .html),
            RuleExample("Go ↓[](https://example.com/empty) now."),
        ],
        nonTriggering: [
            RuleExample("<a href=\"/search\"><img src=\"search.svg\" alt=\"Search\"></a>", format: .html)
        ],
        sources: [
            .technique("F89", "no accessible name for an image that is the only content of a link", folder: "failures"),
            RuleReference("Accessible Name and Description Computation 1.2", url: "https://www.w3.org/TR/accname-1.2/"),
        ],
        fix: .unsafe)

    func check(_ link: Link, normalizedName: String, languages: LanguageLists) -> [Finding] {
        // A name the code computes (`NameSource.unknown`) is not known to be empty.
        guard link.name.isEmpty, link.nameSource != .unknown else { return [] }
        let fix =
            switch link.syntax {
            case .swiftLink, .attributedStringLink: "give the Link a Text label, or .accessibilityLabel(\"…\") naming the destination"
            case .urlOpener: "give the control a Text label, or .accessibilityLabel(\"…\") naming the destination"
            default: "give the link visible text, an image with alt text, or an aria-label naming the destination"
            }
        return [finding(link, message: "link to \(link.destinationInWords) has no accessible name", fix: fix)]
    }
}
