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
}
