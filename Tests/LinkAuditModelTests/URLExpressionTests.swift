import LinkAuditModel
import Testing

@Suite("URL expressions")
struct URLExpressionTests {
    static func expression(_ parts: [(URLExpression.Part.Kind, String)]) -> URLExpression {
        URLExpression(written: "x", parts: parts.map { URLExpression.Part(kind: $0.0, text: $0.1) })
    }

    @Test func valueJoinsLiteralsAndPathComponents() {
        #expect(Self.expression([(.literal, "https://example.com"), (.literal, "/terms")]).value == "https://example.com/terms")
        #expect(Self.expression([(.literal, "https://example.com"), (.pathComponent, "terms")]).value == "https://example.com/terms")
        #expect(Self.expression([(.literal, "https://example.com/"), (.pathComponent, "terms")]).value == "https://example.com/terms")
        #expect(Self.expression([(.literal, "https://example.com/"), (.reference, "slug")]).value == nil)
        #expect(Self.expression([]).value == nil)
    }

    @Test func knownTextDecidesWhatAComputedURLMayBe() {
        let anything = Self.expression([(.computed, "url")])
        #expect(anything.mayEvaluate(to: "https://example.com/jobs"))
        let post = Self.expression([(.literal, "https://blog.example.com/posts/"), (.reference, "slug")])
        #expect(post.mayEvaluate(to: "https://blog.example.com/posts/welcome"))
        #expect(!post.mayEvaluate(to: "https://example.com/posts/welcome"))
        let middle = Self.expression([(.computed, "host"), (.literal, "/help/"), (.computed, "id"), (.literal, ".html")])
        #expect(middle.mayEvaluate(to: "https://example.com/help/42.html"))
        #expect(!middle.mayEvaluate(to: "https://example.com/help/42.pdf"))
        #expect(!middle.mayEvaluate(to: "https://example.com/faq/42.html"))
        let exact = Self.expression([(.literal, "https://example.com/terms")])
        #expect(exact.mayEvaluate(to: "https://example.com/terms") && !exact.mayEvaluate(to: "https://example.com/terms/more"))
    }
    /// "One of these URLs": a part with alternatives stands for each, alone or among other parts.
    @Test func alternativesAreEachOfTheirValues() {
        let help = Self.expression([(.literal, "https://example.com/help/")])
        let site = Self.expression([(.literal, "https://example.com")])
        let sheet = URLExpression.oneOf([help, site], written: "sheet.url")
        #expect(sheet.written == "sheet.url" && sheet.value == nil)
        #expect(sheet.values == ["https://example.com/help/", "https://example.com"])
        #expect(sheet.mayEvaluate(to: "https://example.com") && !sheet.mayEvaluate(to: "https://example.com/jobs"))
        // Within a larger expression: each alternative followed by the rest.
        var page = Self.expression([(.literal, "x")])
        page.parts = sheet.parts + [URLExpression.Part(kind: .pathComponent, text: "faq")]
        #expect(page.values == ["https://example.com/help/faq", "https://example.com/faq"])
        // One alternative, itself.
        #expect(URLExpression.oneOf([site], written: "only").values == ["https://example.com"])
        // A computed alternative: no known set, and it may be a URL its known text allows.
        let slug = Self.expression([(.literal, "https://example.com/t/"), (.reference, "slug")])
        let mixed = URLExpression.oneOf([help, slug], written: "topic.url")
        #expect(mixed.values == nil)
        #expect(mixed.mayEvaluate(to: "https://example.com/t/fees") && !mixed.mayEvaluate(to: "https://example.com/jobs"))
    }
}
