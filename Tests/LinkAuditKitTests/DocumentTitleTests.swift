import LinkAuditKit
import LinkAuditModel
import Testing

/// `ExtractedDocument.title` (issue 14, item 8): what each page says its own title is, where, and
/// in which language.
@Suite("Document titles")
struct DocumentTitleTests {
    func title(_ file: String, _ text: String) -> DocumentTitle? {
        DocumentExtractor.extract(file: file, bytes: Array(text.utf8), format: Discovery.format(of: file)!).title
    }

    @Test func markdownFrontMatterThenFirstTopLevelHeading() {
        #expect(
            title("a.md", "---\nlayout: page\ntitle: 'It''s  \"quoted\"'\nlang: de-DE\n---\n# Other\n")
                == DocumentTitle(text: "It's \"quoted\"", source: .frontMatter, line: 3, language: "de-DE"))
        // Front matter without a title: the first heading, not one inside a quote or a code block.
        #expect(
            title(
                "b.md",
                "---\nlang: fr\n---\n> # Quoted\n\n```\n# code\n```\n\nIntro\n\n## Démarrer avec `brew` et [Homebrew](https://brew.sh) &amp; co {#start}\n"
            )
                == DocumentTitle(text: "Démarrer avec brew et Homebrew & co", source: .firstHeading, line: 12, language: "fr"))
        #expect(title("c.md", "Setup\n-----\n") == DocumentTitle(text: "Setup", source: .firstHeading, line: 1))
        // Template code makes the text unknown.
        #expect(title("d.md", "# {{ page.product }} setup\n") == nil)
        #expect(title("e.md", "---\ntitle: \"{{ site.name }}\"\n---\ntext\n") == nil)
        #expect(title("f.md", "No heading at all.\n") == nil)
    }

    @Test func htmlOneHeadingElseTheTitleElement() {
        let sphinx = """
            <html lang="en"><head><title>3. Intro — Python docs</title></head>
            <body><div class="section">
            <h1><span class="n">3.</span> Intro<a class="headerlink" href="#intro" title="Permalink">¶</a></h1>
            </div></body></html>
            """
        #expect(title("intro.html", sphinx) == DocumentTitle(text: "3. Intro", source: .heading1, line: 3, language: "en"))
        let twoHeadings = "<html><head>\n<title>Billing - Example</title></head><body><h1>Example</h1><h1>Billing</h1></body></html>"
        #expect(
            title("billing.html.fr", twoHeadings)
                == DocumentTitle(text: "Billing - Example", source: .titleElement, line: 2, language: "fr"))
        // A hidden heading and an SVG's title are not the page's.
        let hidden = "<html><title>Status</title><h1 hidden>Logo</h1><svg><title>icon</title></svg></html>"
        #expect(title("status.html", hidden) == DocumentTitle(text: "Status", source: .titleElement, line: 1))
        #expect(title("none.html", "<p>text</p>") == nil)
    }
}
