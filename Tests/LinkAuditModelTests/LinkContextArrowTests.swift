import Testing

@testable import LinkAuditModel

/// `LinkContext.hasArrowBesideLink`: an arrow right before or after a link, only spaces between,
/// marks it by more than color (radix's `[Learn more about tokens](…) ↗`); any other character
/// there, or words between, does not.
@Suite("Arrows beside a link")
struct LinkContextArrowTests {
    /// The context of `text` with the link over the first occurrence of `link`.
    static func context(_ text: String, link: String) -> LinkContext {
        let start = text.distance(from: text.startIndex, to: text.range(of: link)!.lowerBound)
        return LinkContext(text: text, linkStart: start, linkLength: link.count)
    }

    @Test(arguments: [
        ("Learn more about tokens ↗", "Learn more about tokens", true),
        ("→ Next chapter", "Next chapter", true),
        ("Read the fee guide\u{00A0}⟶", "Read the fee guide", true),
        ("⬈Open the dashboard", "Open the dashboard", true),
        ("Read the fee guide for more ↗", "Read the fee guide", false),
        ("★ Starred guide", "Starred guide", false),
        ("Open the dashboard.", "Open the dashboard", false),
        ("Open the dashboard", "Open the dashboard", false),
    ])
    func anArrowBesideTheLinkIsACue(text: String, link: String, expected: Bool) {
        #expect(Self.context(text, link: link).hasArrowBesideLink == expected)
    }
}
