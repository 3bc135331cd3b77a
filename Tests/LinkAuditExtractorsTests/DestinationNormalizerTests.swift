import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

@Suite("Destination normalization")
struct DestinationNormalizerTests {
    @Test(arguments: [
        ("HTTPS://Example.COM:443/a/b/?", "https://example.com/a/b"),
        ("http://example.com:80/", "http://example.com"),
        ("https://example.com/files/annual report.pdf", "https://example.com/files/annual%20report.pdf"),
        ("https://example.com/%7euser/%2f", "https://example.com/~user/%2F"),
        ("https://example.com/a/./b/../c#Frag", "https://example.com/a/c#Frag"),
        ("mailto:Help@Example.com", "mailto:Help@Example.com"),
        ("guide.md", "/docs/guide.md"),
        ("/root/", "/root"),
        ("#section", "/docs/page.md#section"),
    ])
    func normalizes(_ input: String, _ expected: String) {
        #expect(DestinationNormalizer.normalize(input, documentPath: "docs/page.md") == expected)
    }

    @Test func emptyDestinationHasNoNormalForm() {
        #expect(DestinationNormalizer.normalize("  ", documentPath: "a.md") == nil)
    }
}
