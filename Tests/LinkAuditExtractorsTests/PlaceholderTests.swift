import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

@Suite("Placeholders and templates")
struct PlaceholderTests {
    @Test(arguments: [
        ("%@", true), ("%1$@'s profile", true), ("%lld files", true), ("%#@items@", true), ("%.2f%%", true),
        ("100%", false), ("50%% off", false), ("{url}", true), ("see {{ site.baseurl }}/x", true), ("{% link a.md %}", true),
        ("{{< ref \"a.md\" >}}", true), ("a { b } c", false), ("{}", false), ("plain text", false),
    ])
    func placeholders(_ text: String, _ expected: Bool) {
        #expect(Placeholders.containsPlaceholder(text) == expected, "\(text)")
    }
}
