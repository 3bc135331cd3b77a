import LinkAuditModel
import Testing

/// `SiteIndex` additions for fix suggestions (issue 14, item 8): Jekyll's `{{ site.baseurl }}` and
/// httpd's negotiated names with a charset.
struct SiteIndexSiteRootTests {
    private static let site: SiteIndex = {
        var site = SiteIndex(siteURLs: [SiteIndex.SiteURL(url: "https://example.com/help/", folder: "help/_docs")])
        for (file, format) in [
            ("help/_docs/sync/setup.md", DocumentFormat.markdown), ("help/_docs/index.md", .markdown),
            ("manual/mod/mod_ssl.html.ja.utf8", .html), ("manual/mod/mod_ssl.html.ko.euc-kr", .html), ("manual/mod/mod_ssl.html.de", .html),
        ] {
            site.add(ExtractedDocument(file: file, format: format))
        }
        return site
    }()

    private static func target(_ destination: String, from file: String, templated: Bool = false) -> String? {
        var link = Link(
            text: "t", name: "t", nameSource: .content, destination: destination, syntax: .markdownInline, placement: .inline,
            render: .web, file: file, span: nil, scope: .document(file))
        link.isTemplatedDestination = templated
        return site.target(of: link).map { "\($0.path)#\($0.fragment ?? "-")" }
    }

    @Test func jekyllsBaseURLIsTheRootOfTheLinkingPagesSite() {
        #expect(Self.target("{{ site.baseurl }}/sync/setup/", from: "help/_docs/a/b.md", templated: true) == "help/_docs/sync/setup.md#-")
        #expect(
            Self.target("{{site.baseurl}}/sync/setup#keys", from: "help/_docs/b.md", templated: true) == "help/_docs/sync/setup.md#keys")
        #expect(Self.target("{{ site.baseurl }}/", from: "help/_docs/b.md", templated: true) == "help/_docs/index.md#-")
        // Other template code, or a page outside every site's folder: unknown.
        #expect(Self.target("{{ site.baseurl }}/{{ page.slug }}", from: "help/_docs/b.md", templated: true) == nil)
        #expect(Self.target("{{ site.url }}/sync/setup/", from: "help/_docs/b.md", templated: true) == nil)
        #expect(Self.target("{{ site.baseurl }}/sync/setup/", from: "blog/post.md", templated: true) == nil)
    }

    @Test func negotiatedNamesKeepTheLinkingPagesLanguageAndCharset() {
        #expect(Self.target("mod/mod_ssl.html", from: "manual/index.html.ja.utf8") == "manual/mod/mod_ssl.html.ja.utf8#-")
        #expect(Self.target("mod/mod_ssl.html#x", from: "manual/index.html.ko.euc-kr") == "manual/mod/mod_ssl.html.ko.euc-kr#x")
        #expect(Self.target("mod/mod_ssl.html", from: "manual/index.html.de") == "manual/mod/mod_ssl.html.de#-")
        #expect(Self.target("mod/mod_ssl.html", from: "manual/index.html.fr.utf8") == nil)
    }
}
