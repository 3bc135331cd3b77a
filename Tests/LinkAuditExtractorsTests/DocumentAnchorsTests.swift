import LinkAuditModel
import Testing

@testable import LinkAuditExtractors

/// `ExtractedDocument.anchors` (issue 14, `broken-fragment`): what a fragment can point at in a
/// Markdown document, as its dialect's renderer makes heading ids, and in an HTML page.
@Suite("Document anchors")
struct DocumentAnchorsTests {
    private func anchors(_ text: String, file: String = "docs/page.md", dialect: MarkdownDialect? = nil) -> [String] {
        let options = ExtractionOptions(markdownDialect: dialect)
        return file.hasSuffix(".md")
            ? MarkdownExtractor.extractDocument(bytes: Array(text.utf8), file: file, options: options).markdownAnchors?.anchors ?? []
            : HTMLExtractor.extractDocument(bytes: Array(text.utf8), file: file, options: options).anchors
    }

    /// GitHub's slugs: lowercased, punctuation other than `-` and `_` removed, each space a `-`
    /// (not collapsed), Unicode letters and digits kept; repeats numbered from `-1`.
    @Test func githubStyleSlugsByDefault() {
        let text = """
            # Sync your bookmarks!

            ## `Get-Process` -Name & *more*
            ## Über die App: 日本語 2.0
            ## FAQ
            Setext heading, with [a link](https://example.com)
            ---------------------------------------------------
            ## FAQ
            ## faq
            ## faq-1 then
            ### 🎉 Party time  twice

            ```
            # Not a heading
            ```
            """
        #expect(
            anchors(text) == [
                "-party-time--twice", "faq", "faq-1", "faq-1-then", "faq-2", "get-process--name--more",
                "setext-heading-with-a-link", "sync-your-bookmarks", "über-die-app-日本語-20",
            ])
        #expect(anchors(text, dialect: .commonmark) == anchors(text))
    }

    /// A heading that leaves no GitHub id (`$$`) is `section` in markdig (DocFX, Microsoft Learn),
    /// numbered like any other; GitHub's own empty ids number from `-1`.
    @Test func markdigNamesEmptyIdsSection() {
        #expect(anchors("### `$$`\n### `$?`\n### `$_`\n") == ["-1", "_", "section", "section-1"])
    }

    /// A slug an earlier heading already took is skipped when repeats are numbered.
    @Test func repeatsSkipIdsAlreadyTaken() {
        #expect(anchors("# a-1\n# a\n# a\n") == ["a", "a-1", "a-2"])
    }

    /// kramdown: kramdown-parser-gfm's GitHub-like ids (Jekyll's default `input: GFM`) and
    /// kramdown's own, which drop everything before the first ASCII letter and every non-ASCII
    /// character, and call an empty id `section`.
    @Test func kramdownIdsBothWays() {
        let text = "## 1. Über uns\n## 2. Kontakt & Hilfe\n## 123\n## 123\n"
        #expect(
            anchors(text, dialect: .kramdown) == [
                "1-über-uns", "123", "123-1", "2-kontakt--hilfe", "ber-uns", "kontakt--hilfe", "section", "section-1",
            ])
    }

    /// Hugo's default `github` ids: trimmed, letters, digits and `_` kept, spaces and `-` as `-`.
    @Test func goldmarkIdsAsHugoMakesThem() {
        #expect(
            anchors("## Install_it: now\n## Install_it: now\n## ???\n", dialect: .goldmark) == [
                "heading", "install_it-now", "install_it-now-1",
            ])
    }

    /// Explicit ids: `{#id}` at a heading's end (kramdown, Goldmark, pandoc), `{: #id}` on a line
    /// of its own after a block, and raw HTML ids and `<a name>`, in blocks and inline.
    @Test func explicitIdsAndRawHTML() {
        let text = """
            ## Set up {#install}
            ## Set up

            Paragraph.
            {: #para-id}

            <div id="block-id"><a name="old-name"></a></div>

            Text with <span id="inline-id">inline</span> and <a name="inline-name"></a> anchors.

            `<span id="code-id">` is code.
            """
        // GitHub reads `{#install}` as text (`set-up-install`); markdig, kramdown and Goldmark as the id.
        #expect(anchors(text) == ["block-id", "inline-id", "inline-name", "install", "old-name", "para-id", "set-up", "set-up-install"])
    }

    /// Raw HTML in Markdown is read only where an `id=` or `name=` attribute stands (any case, white
    /// space around `=`); the inline pieces are still read together, so a `<template>` opened in one
    /// piece keeps the ids of the next ones inert; a paragraph's attribute list counts only on its
    /// own last line.
    @Test func rawHTMLIsReadWhereAnAttributeCanDefineAnAnchor() {
        let text = """
            # Guide

            <div class="wide" style="width: 2em">no anchor here</div>

            <P ID = "upper">block</P>

            An <img src="a.png" width="20"> image and <A
            NAME="wrapped">here</A>.

            A <template class="hidden"> and <span id="inert">x</span>

            Not an attribute list {: #mid} in the middle.
            """
        #expect(anchors(text) == ["guide", "upper", "wrapped"])
    }

    /// HTML: every element's `id` and `<a name>` (not `<map name>`), never inside `<template>`.
    @Test func htmlIdsAndAnchorNames() {
        let page = """
            <html><body><h1 id="top-title">T</h1><a name="envvars"></a><map name="m"></map>
            <p id="Mixed Case">x</p><form name="f"></form><template><p id="inert"></p></template>
            <!-- <p id="commented"></p> --></body></html>
            """
        #expect(anchors(page, file: "site/page.html") == ["Mixed Case", "envvars", "top-title"])
    }

    /// `aria-labelledby` ids that no element has, in the attribute's order, each once.
    @Test func missingLabelledbyIDs() {
        let page = """
            <p><span id="a">Annual</span> <a href="/r" aria-labelledby="a gone a other gone">PDF</a>
            <a href="/s" aria-labelledby="a">ok</a></p>
            """
        let links = HTMLExtractor.extractDocument(bytes: Array(page.utf8), file: "p.html", options: ExtractionOptions()).links
        #expect(links.map { $0.attributes?.missingLabelledbyIDs } == [["gone", "other"], nil])
        #expect(links[1].attributes == nil)
    }
}
