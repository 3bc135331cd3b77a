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

    /// Brace templates in texts with and without a `{` byte (those without are answered before
    /// their bytes are copied), in ASCII and in other text.
    @Test(arguments: [
        ("plain text", false), ("Grüße, 日本語", false), ("", false), ("{name}", true), ("Über {user.name}!", true),
        ("{{ x }}", true), ("{%", true), ("a { b }", false), ("{", false), ("}{", false),
    ])
    func braceTemplates(_ text: String, _ expected: Bool) {
        #expect(Placeholders.containsBraceTemplate(text) == expected, "\(text)")
    }
}
