import Testing

@testable import LinkAuditModel

/// `SiteIndex`: which page of the run a link leads to (issue 14).
struct SiteIndexTests {
    private static func page(_ file: String, _ format: DocumentFormat = .markdown, anchors: [String] = []) -> ExtractedDocument {
        var document = ExtractedDocument(file: file, format: format)
        document.anchors = anchors
        document.title = DocumentTitle(text: "Title of \(file)", source: .firstHeading, line: 1)
        return document
    }

    private static func link(_ destination: String, in file: String) -> Link {
        Link(
            text: "t", name: "t", nameSource: .content, destination: destination, syntax: .markdownInline, placement: .inline,
            render: .web, file: file, span: nil, scope: .app("apple"))
    }

    private static let site: SiteIndex = {
        var site = SiteIndex(siteURLs: [SiteIndex.SiteURL(url: "https://help.example.com/docs", folder: "docs")])
        for document in [
            page("docs/guide/setup.md", anchors: ["install"]), page("docs/guide/index.md"), page("docs/My Page.md"),
            page("site/mod_ssl.html.en", .html), page("site/index.html.en", .html), page("docs/strings.strings", .strings),
        ] {
            site.add(document)
        }
        return site
    }()

    private static func target(_ destination: String, from file: String) -> String? {
        site.target(of: link(destination, in: file)).map { "\($0.path)#\($0.fragment ?? "-")" }
    }

    @Test func relativePathsResolveAgainstTheLinkingFile() {
        #expect(Self.target("setup.md#install", from: "docs/guide/index.md") == "docs/guide/setup.md#install")
        #expect(Self.target("../guide/./setup#a%20b", from: "docs/guide/index.md") == "docs/guide/setup.md#a b")
        #expect(Self.target("setup.html?x=1", from: "docs/guide/index.md") == "docs/guide/setup.md#-")
        #expect(Self.target("guide/", from: "docs/My Page.md") == "docs/guide/index.md#-")
        #expect(Self.target("My%20Page.md", from: "docs/guide.md") == "docs/My Page.md#-")
        #expect(Self.target("#top", from: "docs/guide/setup.md") == "docs/guide/setup.md#top")
        #expect(Self.target("mod_ssl.html#envvars", from: "site/index.html.en") == "site/mod_ssl.html.en#envvars")
    }

    /// httpd's variants with a charset: the linking page's language and charset, else its language.
    @Test func contentNegotiationWithCharsets() {
        var site = SiteIndex()
        for file in ["m/core.html.en.utf8", "m/core.html.ko.euc-kr", "m/core.html.de", "m/other.html.en.utf8"] {
            site.add(Self.page(file, .html))
        }
        func path(_ destination: String, _ file: String) -> String? { site.target(of: Self.link(destination, in: file))?.path }
        #expect(path("core.html#a", "m/index.html.en.utf8") == "m/core.html.en.utf8")
        #expect(path("core.html#a", "m/index.html.ko.euc-kr") == "m/core.html.ko.euc-kr")
        #expect(path("core.html#a", "m/index.html.de.utf8") == "m/core.html.de")
        #expect(path("core.html#a", "m/index.html.fr.utf8") == nil)
        #expect(path("other.html", "m/core.html.de") == nil)
    }

    /// One memo for a run's links: the same reference written in another folder, or on a page of
    /// another language, is looked up again, not answered from the first page's lookup.
    @Test func aSharedMemoKeepsEachFolderAndVariantApart() {
        var site = SiteIndex()
        for file in ["a/core.html.en", "a/core.html.de", "b/core.html.en", "b/sub/core.html.en"] {
            site.add(Self.page(file, .html))
        }
        let memo = SiteIndex.PageMemo()
        func path(_ destination: String, _ file: String) -> String? {
            site.target(of: Self.link(destination, in: file), memo: memo)?.path
        }
        for _ in 0..<2 {
            #expect(path("core.html", "a/index.html.en") == "a/core.html.en")
            #expect(path("core.html", "a/index.html.de") == "a/core.html.de")
            #expect(path("core.html", "b/index.html.en") == "b/core.html.en")
            #expect(path("core.html", "b/index.html.de") == nil)
            #expect(path("sub/core.html", "b/index.html.en") == "b/sub/core.html.en")
            #expect(path("../core.html", "b/sub/index.html.en") == "b/core.html.en")
            #expect(path("core.html", "c/index.html.en") == nil)
        }
    }

    /// Files named by an absolute path (`linkaudit /srv/help`) keep it when their links resolve.
    @Test func absoluteFilePathsStayAbsolute() {
        var site = SiteIndex()
        site.add(Self.page("/srv/help/guide.md", anchors: ["install"]))
        let target = site.target(of: Self.link("../help/./guide.md#install", in: "/srv/help/index.md"))
        #expect(target.map { "\($0.path)#\($0.fragment ?? "-")" } == "/srv/help/guide.md#install")
    }

    @Test func absoluteAddressesResolveOnlyThroughASiteURL() {
        #expect(Self.target("HTTPS://help.example.com/docs/guide/setup#install", from: "x.md") == "docs/guide/setup.md#install")
        #expect(Self.target("/docs/guide/", from: "x.md") == "docs/guide/index.md#-")
        #expect(Self.target("https://other.example.com/docs/guide/setup", from: "x.md") == nil)
        #expect(Self.target("/elsewhere/setup", from: "x.md") == nil)
        #expect(Self.target("mailto:a@example.com", from: "docs/guide/index.md") == nil)
        #expect(Self.target("missing.md#x", from: "docs/guide/index.md") == nil)
        #expect(Self.target("", from: "docs/guide/index.md") == nil)
        // String tables are not pages.
        #expect(Self.target("../strings.strings", from: "docs/guide/index.md") == nil)
    }

    /// Paths that need no normalizing come back as written; any `.`, `..` or empty part, or a
    /// trailing `/`, is normalized (the check that skips the work must not skip these).
    @Test func normalizingPaths() {
        #expect(SiteIndex.normalized("docs/guide/setup.md") == "docs/guide/setup.md")
        #expect(SiteIndex.normalized(".github/x.md") == ".github/x.md")
        #expect(SiteIndex.normalized("a/...b/c") == "a/...b/c")
        #expect(SiteIndex.normalized("a/./b") == "a/b")
        #expect(SiteIndex.normalized("a/b/../c") == "a/c")
        #expect(SiteIndex.normalized("a//b/") == "a/b")
        #expect(SiteIndex.normalized("a/b/..") == "a")
        #expect(SiteIndex.normalized("./a") == "a")
        #expect(SiteIndex.normalized("../x") == "../x")
        #expect(SiteIndex.normalized(".") == "")
        #expect(SiteIndex.normalized("/srv/./help") == "/srv/help")
        #expect(SiteIndex.normalized("//srv") == "/srv")
        #expect(SiteIndex.normalized("") == "")
        #expect(SiteIndex.normalized("/") == "/")
        #expect(SiteIndex.normalized("/../x") == "/../x")
        #expect(SiteIndex.normalized("a/../../b/./") == "../b")
        #expect(SiteIndex.normalized("caf\u{E9}/./r\u{E9}sum\u{E9}.md") == "caf\u{E9}/r\u{E9}sum\u{E9}.md")
    }

    /// Spaces and tabs around a destination (Unicode space separators too) do not change its page.
    @Test func spacesAroundTheDestination() {
        #expect(Self.target(" setup.md#install\t", from: "docs/guide/index.md") == "docs/guide/setup.md#install")
        #expect(Self.target("\u{3000}setup.md\u{A0}", from: "docs/guide/index.md") == "docs/guide/setup.md#-")
        #expect(SiteIndex.trimmingSpaces(" \t ") == "")
        #expect(SiteIndex.trimmingSpaces("a b") == "a b")
    }
}
