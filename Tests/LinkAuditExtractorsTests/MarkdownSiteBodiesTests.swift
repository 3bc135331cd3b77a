import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

/// Variants of the site-generator kinds of issue 9 beyond the cases' words: shortcode and Liquid
/// bodies in other shapes, raw anchors, and rows of links in Markdown and HTML.
@Suite("Markdown and HTML: generator bodies, raw anchors, rows of links")
struct MarkdownSiteBodiesTests {
    private func destinations(_ source: String) -> [String] {
        extractMarkdown(source).links.map(\.destination)
    }

    private func placements(_ source: String, render: RenderTarget? = nil) -> [String] {
        extractMarkdown(source, render: render).links.map { "\($0.text) \($0.placement)" }
    }

    private func htmlPlacements(_ html: String) -> [String] {
        Extractor.extract(file: "page.html", bytes: Array(html.utf8), format: .html, options: ExtractionOptions()).links
            .map { "\($0.name) \($0.placement)" }
    }

    // MARK: Shortcode bodies

    @Test func rawShortcodeBodiesInOtherShapes() {
        // Nested, written without spaces, closed with `{{</name>}}`, inside a list item.
        let source = """
            {{< tabs >}}
            {{<tab "Linux">}}
            Get it at https://a.example.org/linux.
            {{</tab>}}
            {{< /tabs >}}

            - {{< callout >}}
              Mirror: https://b.example.org/mirror and <https://c.example.org/angle>
              {{< /callout >}}

            """
        // An explicit `<…>` autolink is link markup the author wrote: kept.
        #expect(destinations(source) == ["https://c.example.org/angle"])
    }

    @Test func codeShortcodesHideEvenExplicitLinks() {
        let marked = MarkedText(
            """
            {{% code lang="md" %}}
            See [the guide](https://example.org/guide) or https://example.org/raw.
            {{% /code %}}
            {{< Highlight md >}}
            [Guide](https://example.org/guide2)
            {{< /Highlight >}}
            {{< codeblock >}}https://example.org/inline{{< /codeblock >}} then 1️⃣[after](https://example.org/after)2️⃣

            """)
        let links = extractMarkdown(marked.text).links
        #expect(links.map(\.destination) == ["https://example.org/after"])
        #expect(links.first?.span == marked.span("1️⃣", "2️⃣"))
    }

    @Test func whatIsNoPairedBodyStaysMarkdown() {
        let source = """
            Write {{</* todo */>}} https://a.example.org/shown {{</* /todo */>}} to leave a note.

            {{< youtube w7Ft2ymGmfc >}}

            Watch it on https://b.example.org/video.

            {{< figure src="/x.png" />}} and https://c.example.org/self-closed

            {{% notice %}}
            Markdown body: https://d.example.org/notice
            {{% /notice %}}

            """
        #expect(
            destinations(source) == [
                "https://a.example.org/shown", "https://b.example.org/video", "https://c.example.org/self-closed",
                "https://d.example.org/notice",
            ])
    }

    @Test func liquidCodeBlocksInOtherShapes() {
        let source = """
            {%highlight ruby linenos%}
            get "https://a.example.org/api"
            {%endhighlight%}

            {%- comment -%}
            [Old page](https://b.example.org/old)
            {%- endcomment -%}

            {% if site.beta %}Beta notes: https://c.example.org/beta {% endif %}

            """
        #expect(destinations(source) == ["https://c.example.org/beta"])
        // Inside `{% raw %}` a highlight tag is text shown on the page: it masks nothing.
        let shown = """
            {% raw %}
            Write {% highlight ruby %} before the code, see https://d.example.org/docs
            {% endraw %}

            and {% endhighlight %} after it: https://e.example.org/more

            """
        #expect(destinations(shown) == ["https://d.example.org/docs", "https://e.example.org/more"])
    }

    // MARK: Raw anchors

    @Test func rawAnchorTextInOtherShapes() {
        let source = """
            # <a href="https://a.example.org/h">https://a.example.org/h</a> heading

            <a href="/x">see https://b.example.org/inside too</a>, <a name="top"></a>https://c.example.org/after

            <p><a href="https://d.example.org/">https://d.example.org/</a></p>

            | Mirror |
            | --- |
            | <a href="https://e.example.org/">https://e.example.org/</a> |

            """
        let links = extractMarkdown(source).links
        #expect(
            links.map { "\($0.destination) \($0.syntax)" } == [
                "https://a.example.org/h htmlAnchor", "/x htmlAnchor", "https://c.example.org/after markdownAutolink",
                "https://d.example.org/ htmlAnchor", "https://e.example.org/ htmlAnchor",
            ])
    }

    /// A URL in a raw tag's attribute is no text: the autolink is where the text has the URL.
    @Test func aURLInAnAttributeIsNotWhereTheAutolinkIs() {
        let marked = MarkedText(
            """
            <img src="https://x.example.org/a.png" alt="logo"> see 1️⃣https://x.example.org/a.png2️⃣

            <span title='https://y.example.org/'
              data-x="a > b">Y</span> and 3️⃣https://y.example.org/4️⃣

            """)
        let links = extractMarkdown(marked.text).links
        #expect(links.map(\.destination) == ["https://x.example.org/a.png", "https://y.example.org/"])
        #expect(links.map(\.span) == [marked.span("1️⃣", "2️⃣"), marked.span("3️⃣", "4️⃣")])
    }

    /// Inline `<code>` is not an anchor: cmark-gfm autolinks the URL in it and GitHub shows that link.
    @Test func aURLInInlineCodeHTMLIsStillAutolinked() {
        let marked = MarkedText("Use <code>1️⃣https://example.org/api2️⃣</code> as the base.\n")
        let links = extractMarkdown(marked.text).links
        #expect(links.map(\.destination) == ["https://example.org/api"])
        #expect(links.first?.span == marked.span("1️⃣", "2️⃣"))
        // A `<pre>` HTML block and an HTML comment are raw: the autolinker never reads them.
        let raw = """
            <pre>
            curl https://a.example.org/install.sh
            </pre>

            Text <!-- see https://b.example.org/hidden
            and https://c.example.org/hidden --> goes on.

            """
        #expect(extractMarkdown(raw).links.isEmpty)
    }

    // MARK: Rows of links

    @Test func rowsOfMarkdownLinksInOtherShapes() {
        #expect(placements("## [Guides](/g) / [API](/api)\n") == ["Guides standalone", "API standalone"])
        #expect(placements("| Links |\n| --- |\n| [A](/a) [B](/b) |\n") == ["A standalone", "B standalone"])
        #expect(placements("[Stars](/s) ⭐️ [Forks](/f) — [Issues](/i)\n") == ["Stars standalone", "Forks standalone", "Issues standalone"])
        #expect(placements("https://a.example.org https://b.example.org\n").allSatisfy { $0.hasSuffix(" standalone") })
        // A word or a digit outside the links makes each of them inline.
        #expect(placements("[Guides](/g) or [API](/api)\n") == ["Guides inline", "API inline"])
        #expect(placements("[Guides](/g) 2 [API](/api)\n") == ["Guides inline", "API inline"])
        #expect(placements("> [Guides](/g) · [API](/api)\n>\n> Both updated daily.\n") == ["Guides standalone", "API standalone"])
        // App copy: every link is a run inside `Text`.
        #expect(placements("[Guides](/g) · [API](/api)\n", render: .swiftui) == ["Guides inline", "API inline"])
    }

    /// Raw anchors and Markdown links in one block: the block as rendered decides for both.
    @Test func rowsMixingMarkdownLinksAndRawAnchors() {
        #expect(
            placements("[Home](/) · <a href=\"/docs\">Docs</a> · <a href=\"/blog\"><em>Blog</em></a>\n")
                == ["Docs standalone", "Blog standalone", "Home standalone"])
        #expect(placements("<a href=\"/a\">Alpha</a> | <a href=\"/b\">Beta</a>\n") == ["Alpha standalone", "Beta standalone"])
        #expect(placements("Read [Home](/) or <a href=\"/docs\">Docs</a>.\n") == ["Docs inline", "Home inline"])
        #expect(placements("<a href=\"/a\">Alpha</a> and [Beta](/b)\n") == ["Alpha inline", "Beta inline"])
        #expect(placements("[Home](/) · <a href=\"/docs\">Docs</a>\n", render: .swiftui) == ["Docs inline", "Home inline"])
    }

    @Test func rowsOfHTMLLinksInOtherShapes() {
        #expect(
            htmlPlacements("<div><a href=\"/a\">A</a><span> · </span><a href=\"/b\">B</a></div>")
                == ["A standalone", "B standalone"])
        #expect(htmlPlacements("<p><a href=\"/a\">Alpha</a> (<a href=\"/b\">Beta</a>)</p>") == ["Alpha standalone", "Beta standalone"])
        #expect(
            htmlPlacements("<footer><a href=\"/a\">Alpha</a> <span role=\"link\" tabindex=\"0\">Beta</span></footer>")
                == ["Alpha standalone", "Beta standalone"])
        #expect(htmlPlacements("<ul><li>Docs: <a href=\"/a\">A</a> <a href=\"/b\">B</a></li></ul>") == ["A inline", "B inline"])
        // Hidden text still counts as no text; a hidden link is no link, and its text is not read.
        #expect(
            htmlPlacements("<p><a href=\"/a\">Alpha</a> <a href=\"/b\" hidden>Beta</a></p>") == ["Alpha standalone"])
    }
}
