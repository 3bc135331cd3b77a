import LinkAuditModel
import Testing

@testable import LinkAuditExtractors

/// An HTML link whose visible text is code (`Link.isCodeText`): an identifier to keep, never prose
/// to judge as generic or rename. Seen in the Apache httpd manual, whose program names are links
/// inside `<code class="program">`.
@Suite struct HTMLCodeTextTests {
    private func codeTexts(_ html: String) -> [String] {
        HTMLExtractor.extractDocument(bytes: Array(html.utf8), file: "page.html", options: ExtractionOptions()).links
            .map { "\($0.text): \($0.isCodeText)" }
    }

    @Test func textInsideOrAroundCodeElementsIsCode() {
        let html = """
            <p>The <code class="program"><a href="suexec.html">suexec</a></code> program,
            <a href="b.html"><code>$this</code></a>, <a href="k.html"> <kbd>Ctrl</kbd>
            <samp>here</samp> </a>, <var><span><a href="v.html">x</a></span></var>, <tt><a href="t.html">more</a></tt>.</p>
            <p><a href="m.html">the <code>suexec</code> program</a>, <a href="n.html">here</a>,
            <a href="e.html"><code> </code></a>, <a href="i.html"><code><img src="a.png" alt="here"></code></a>.</p>
            """
        #expect(
            codeTexts(html) == [
                "suexec: true", "$this: true", "Ctrl here: true", "x: true", "more: true",
                "the suexec program: false", "here: false", ": false", ": false",
            ])
    }
}

/// An `<a>` inside an element whose content HTML reads as text (`<title>`, `<textarea>`) is shown
/// as characters, never as a link; libxml2 builds it as an element all the same. Found by a
/// hostile review (issue 26): the link was reported, and a fix rewrote the textarea's text.
@Suite struct HTMLTextOnlyElementTests {
    @Test func anchorsInTitleAndTextareaAreNoLinks() {
        let html = """
            <html><head><title><a href="fake.html">Fake</a></title></head><body>
            <textarea><a href="https://e.com" target="_blank">Vorlage</a></textarea>
            <p><a href="real.html">Real</a></p></body></html>
            """
        let links = HTMLExtractor.extractDocument(bytes: Array(html.utf8), file: "page.html", options: ExtractionOptions()).links
        #expect(links.map(\.destination) == ["real.html"])
    }
}
