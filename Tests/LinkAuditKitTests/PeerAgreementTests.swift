import Foundation
import LinkAuditExtractors
import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// Kinds where the peers' own test suites and public bug reports were right and linkaudit was not
/// (issue 24, section 5): each kind with inputs of other words and shapes than the report's.
@Suite("Where the peers are right")
struct PeerAgreementTests {
    /// The findings of `rule` on one Markdown page, as `line:column`.
    private func findings(
        _ rule: RuleID, markdown: String, file: String = "page.md", configure: (inout Configuration) -> Void = { _ in }
    ) -> [String] {
        let document = DocumentExtractor.extract(file: file, bytes: Array(markdown.utf8), format: .markdown)
        var configuration = Configuration()
        configure(&configuration)
        let result = Auditor(configuration: configuration).evaluate(documents: [document], files: [file])
        return result.findings.filter { $0.rule == rule }.map { "\($0.line ?? 0):\($0.column ?? 0)" }
    }

    private func isAmbiguous(_ first: String, _ second: String, configure: (inout Configuration) -> Void = { _ in }) -> Bool {
        !findings("ambiguous-link-text", markdown: "[Plans](\(first))\n\n[Plans](\(second))\n", configure: configure).isEmpty
    }

    @Test(arguments: [
        ("/a?x=1#b", "/a?x=1#c"), ("https://example.com/p?lang=en#top", "https://example.com/p?lang=en"),
        ("/p?a=1&b=2", "/p?b=2&a=1"), ("https://example.com/s?q=x&page=2", "https://example.com/s?page=2&q=x"),
        ("/dir/", "/dir/index.html"), ("guide/index.md", "guide/"), ("https://example.com/index.htm", "https://example.com/"),
        ("/docs/", "/docs/index"),
    ])
    func oneDestinationWrittenTwoWaysIsOnePage(first: String, second: String) {
        #expect(!isAmbiguous(first, second))
    }

    @Test(arguments: [
        ("app.html#/settings", "app.html#/profile"), ("/console#!/users", "/console#!/groups"), ("/p?a=1", "/p?a=2"),
        ("/dir/", "/dir/other.html"), ("/p?a=1&b=2", "/p?a=1"),
    ])
    func differentViewsAndQueriesAreOtherPages(first: String, second: String) {
        #expect(isAmbiguous(first, second))
    }

    @Test func aSiteAddressAndItsRootRelativePathAreOnePage() {
        let siteURL = { (configuration: inout Configuration) in
            configuration.siteURLs = [SiteIndex.SiteURL(url: "https://Help.Example.com/docs/", folder: "")]
        }
        #expect(!isAmbiguous("https://help.example.com/docs/setup", "/docs/setup", configure: siteURL))
        #expect(!isAmbiguous("https://help.example.com/docs", "/docs/", configure: siteURL))
        #expect(isAmbiguous("https://help.example.com/docs/setup", "/docs/other", configure: siteURL))
        // Without the address nothing says the two are one site.
        #expect(isAmbiguous("https://help.example.com/docs/setup", "/docs/setup"))
    }

    @Test(arguments: [
        ("article", "en"), ("the article", "en"), ("this article", "en"), ("Artikel", "de"), ("dieser Artikel", "de"),
        ("article", "fr"), ("cet article", "fr"), ("artículo", "es"), ("este artículo", "es"), ("articolo", "it"),
        ("artigo", "pt"), ("dit artikel", "nl"), ("artikeln", "sv"), ("статья", "ru"), ("эту статью", "ru"),
        ("ця стаття", "uk"), ("bu makale", "tr"), ("artykuł", "pl"), ("この記事", "ja"), ("本文", "zh-Hans"),
        ("這篇文章", "zh-Hant"), ("이 문서", "ko"), ("المقالة", "ar"), ("bài viết", "vi"), ("บทความ", "th"),
    ])
    func anArticleNamedByItsKindIsGeneric(name: String, language: String) {
        let page = "<p lang=\"\(language)\"><a href=\"https://example.com/x\">\(name)</a></p>"
        let document = DocumentExtractor.extract(file: "page.html", bytes: Array(page.utf8), format: .html)
        let result = Auditor(configuration: Configuration()).evaluate(documents: [document], files: ["page.html"])
        #expect(result.findings.map(\.rule).contains("generic-link-text"))
    }

    @Test func anArticleNamedByItsTitleIsNot() {
        #expect(findings("generic-link-text", markdown: "Read [the article on sync conflicts](https://example.com/sync).\n").isEmpty)
    }
}
