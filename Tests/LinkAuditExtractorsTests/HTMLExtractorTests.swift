import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

/// The HTML cases of `CASES.md` and the extractor's encoding, position, name and placement behavior.
@Suite struct HTMLExtractorTests {
    private func extract(_ html: String, file: String = "page.html") -> ExtractedDocument {
        HTMLExtractor.extractDocument(bytes: Array(html.utf8), file: file, options: ExtractionOptions())
    }

    private func position(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, utf8Column: column) }

    // MARK: - CASES.md

    // Seen in the Apache httpd manual: `<a href="…" />text` is not an empty link in a browser;
    // the slash is ignored and the link runs on to the end of its paragraph.
    @Test func selfClosedAnchorRunsOnAsInBrowsers() throws {
        let document = extract("<p>Voir le <a href=\"reverse_proxy.html\" />Guide de configuration des\n\tmandataires inverses</p>\n")
        try #require(document.links.count == 1)
        #expect(document.links[0].text == "Guide de configuration des mandataires inverses")
        #expect(document.links[0].span?.start == SourcePosition(line: 1, utf8Column: 12))
        #expect(document.problems.map(\.kind) == [.selfClosedAnchor])
        #expect(document.problems.first?.position == SourcePosition(line: 1, utf8Column: 12))
    }

    /// libxml2's own nodes record at most line 65,535; the parser events give the real line, so a
    /// link far down a long page is paired with its own start tag even when a `<script>` holds an
    /// `<a` that the source scan counts and the parser does not (it used to take that one's place).
    @Test func linksPastLine65535KeepTheirOwnPosition() throws {
        let padding = String(repeating: "\n", count: 70_000)
        let html = padding + "<script>document.write(\"<a href='ad.html'>\")</script>\n<p><a href=\"far.html\">far page</a></p>\n"
        let document = extract(html)
        try #require(document.links.count == 1)
        #expect(document.links[0].destination == "far.html")
        #expect(document.links[0].span == SourceSpan(start: position(70_002, 4), end: position(70_002, 34)))
    }

    @Test func nestedAnchorsCloseTheOuterLink() throws {
        let document = extract("<p><a href=\"/outer\">Outer text <a href=\"/inner\">inner</a> rest</a></p>\n")
        try #require(document.links.count == 2)
        let outer = document.links[0], inner = document.links[1]
        #expect(outer.text == "Outer text")
        #expect(outer.name == "Outer text")
        #expect(outer.destination == "/outer")
        #expect(outer.span == SourceSpan(start: position(1, 4), end: position(1, 30)))
        #expect(inner.text == "inner")
        #expect(inner.destination == "/inner")
        #expect(inner.span == SourceSpan(start: position(1, 32), end: position(1, 57)))
        #expect(outer.placement == .inline && inner.placement == .inline)
        #expect(document.problems.count == 1)
        let problem = try #require(document.problems.first)
        #expect(problem.kind == .nestedAnchor)
        #expect(problem.message == "nested <a>: the outer link ends where the inner one starts")
        #expect(problem.position == position(1, 4))
        #expect(problem.linkSpan == outer.span)
        #expect(document.errors.isEmpty)
    }

    @Test func svgNameAndInertTemplate() throws {
        let html = """
            <!DOCTYPE html>
            <nav><a href="/"><svg role="img" aria-label="Home"><title>Home</title></svg></a></nav>
            <template id="row"><a href="/item">Read more</a></template>
            <main><a href="/faq">FAQ</a></main>

            """
        let document = extract(html)
        #expect(document.errors.isEmpty)
        try #require(document.links.count == 2)
        let home = document.links[0], faq = document.links[1]
        #expect(home.destination == "/")
        #expect(home.text == "")
        #expect(home.name == "Home")
        #expect(home.nameSource == .content)
        #expect(home.span?.start == position(2, 6))
        #expect(home.placement == .standalone)
        #expect(faq.destination == "/faq")
        #expect(faq.name == "FAQ")
        #expect(faq.text == "FAQ")
        #expect(faq.span == SourceSpan(start: position(4, 7), end: position(4, 28)))
        #expect(document.problems.isEmpty)
    }

    @Test func ariaLabelAgainstVisibleText() throws {
        let html = """
            <h2>Quarterly results</h2>
            <p>Revenue grew 4%. <a href="/q3" aria-label="More about Q3 results">More</a></p>
            <p><a href="/q4" aria-label="Read more">Q4 report</a></p>

            """
        let document = extract(html)
        try #require(document.links.count == 2)
        let q3 = document.links[0], q4 = document.links[1]
        #expect(q3.destination == "/q3")
        #expect(q3.text == "More")
        #expect(q3.name == "More about Q3 results")
        #expect(q3.nameSource == .ariaLabel)
        #expect(q3.span?.start == position(2, 21))
        #expect(q3.placement == .inline)
        #expect(q3.context?.text == "Revenue grew 4%. More")
        #expect(q3.context?.linkStart == 17)
        #expect(q3.context?.linkLength == 4)
        #expect(q4.destination == "/q4")
        #expect(q4.text == "Q4 report")
        #expect(q4.name == "Read more")
        #expect(q4.nameSource == .ariaLabel)
        #expect(q4.span == SourceSpan(start: position(3, 4), end: position(3, 53)))
        #expect(q4.placement == .standalone)
    }

    @Test func iconAndImageNames() throws {
        let lines = [
            ##"<a href="https://social.example/acme"><svg aria-hidden="true" focusable="false"><use href="#i-social"></use></svg><span>Follow Acme</span></a>"##,
            ##"<a href="/" title="Home"><svg><use href="#logo"></use></svg></a>"##,
            ##"<a href="/cart"><img src="cart.svg" alt=""></a>"##,
            ##"<a href="/search"><img src="search.svg" alt="Search"></a>"##,
        ]
        let document = extract(lines.joined(separator: "\n") + "\n")
        try #require(document.links.count == 4)
        let expected: [(name: String, source: NameSource, text: String, destination: String)] = [
            ("Follow Acme", .content, "Follow Acme", "https://social.example/acme"),
            ("Home", .title, "", "/"),
            ("", .none, "", "/cart"),
            ("Search", .content, "", "/search"),
        ]
        for (index, link) in document.links.enumerated() {
            #expect(link.name == expected[index].name)
            #expect(link.nameSource == expected[index].source)
            #expect(link.text == expected[index].text)
            #expect(link.destination == expected[index].destination)
            #expect(link.span == SourceSpan(start: position(index + 1, 1), end: position(index + 1, lines[index].utf8.count)))
        }
        #expect(document.links[1].title == "Home")
        #expect(document.problems.isEmpty)
    }

    // MARK: - Encodings

    @Test func windows1252PageDeclaredAsLatin1() throws {
        var bytes = Array("<meta charset=\"iso-8859-1\">\n<p>".utf8)
        bytes += [0xE9, 0x74, 0xE9, 0x20] // "été "
        bytes += Array("<a href=\"/x\">Caf".utf8) + [0xE9, 0x20, 0x93] + Array("quoted".utf8) + [0x94] + Array("</a></p>\n".utf8)
        let document = HTMLExtractor.extractDocument(bytes: bytes, file: "latin.html", options: ExtractionOptions())
        #expect(document.errors.isEmpty)
        let link = try #require(document.links.first)
        #expect(link.text == "Café \u{201C}quoted\u{201D}")
        // "<p>" (3 bytes) + "été " (6 UTF-8 bytes): the link starts at UTF-8 column 10 of the decoded text.
        #expect(link.span?.start == position(2, 10))
        #expect(link.context?.text == "été Café \u{201C}quoted\u{201D}")
    }

    @Test func eucKRPageNamedByCharset() throws {
        var bytes = Array("<p><a href=\"/k\">".utf8)
        bytes += [0xC7, 0xD1, 0xB1, 0xB9, 0xBE, 0xEE] // 한국어
        bytes += Array("</a></p>\n".utf8)
        let document = HTMLExtractor.extractDocument(bytes: bytes, file: "docs/x.html.ko.euc-kr", options: ExtractionOptions())
        let link = try #require(document.links.first)
        #expect(link.text == "한국어")
        #expect(link.language == "ko")
        #expect(link.languageSource == .fileName)
        // `<a href="/k">` (13 bytes), 9 bytes of UTF-8 Korean, then `</a>`.
        #expect(link.span == SourceSpan(start: position(1, 4), end: position(1, 29)))
    }

    @Test func httpEquivCharsetAndUTF16() throws {
        let latin =
            Array("<meta http-equiv=\"Content-Type\" content=\"text/html; charset=ISO-8859-1\"><a href=\"/n\">Na".utf8)
            + [0xEF] + Array("ve</a>".utf8)
        let link = try #require(HTMLExtractor.extractDocument(bytes: latin, file: "n.html", options: ExtractionOptions()).links.first)
        #expect(link.text == "Naïve")

        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "<p><a href=\"/u\">Ünïcode</a></p>".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let wide = try #require(HTMLExtractor.extractDocument(bytes: utf16, file: "u.html", options: ExtractionOptions()).links.first)
        #expect(wide.text == "Ünïcode")
        #expect(wide.span?.start == position(1, 4))
    }

    @Test func binaryInputIsAnError() {
        let bytes: [UInt8] = Array("<p>".utf8) + [0x00, 0x01, 0x02, 0xFF] + Array("<a href=\"/x\">x</a>".utf8)
        let document = HTMLExtractor.extractDocument(bytes: bytes, file: "blob.html", options: ExtractionOptions())
        #expect(document.links.isEmpty)
        #expect(document.errors.count == 1)
        #expect(document.errors.first?.line == 1)
        #expect(document.errors.first?.column == 4)
    }

    // MARK: - Language

    @Test func languageFromNearestLang() throws {
        let html = "<html lang=\"de\"><body><p><a href=\"/a\">Hilfe</a></p><div lang=\"fr\"><a href=\"/b\">Aide</a></div></body></html>"
        let document = extract(html, file: "page.html.en")
        try #require(document.links.count == 2)
        #expect(document.links[0].language == "de")
        #expect(document.links[0].languageSource == .htmlLang)
        #expect(document.links[1].language == "fr")
        #expect(document.links[1].languageSource == .htmlLang)
    }

    @Test func languageFromFileName() throws {
        let document = extract("<p><a href=\"/a\">Aide</a></p>", file: "manual/page.html.fr")
        let link = try #require(document.links.first)
        #expect(link.language == "fr")
        #expect(link.languageSource == .fileName)
        let plain = try #require(extract("<p><a href=\"/a\">Help</a></p>").links.first)
        #expect(plain.language == nil)
        #expect(plain.languageSource == nil)
    }

    // MARK: - Positions

    @Test func multiByteTextShiftsColumnsByBytes() throws {
        let link = try #require(extract("<p>日本語 <a href=\"/j\">リンク</a></p>").links.first)
        #expect(link.text == "リンク")
        #expect(link.span == SourceSpan(start: position(1, 14), end: position(1, 39)))
    }

    @Test func twoThreeAndFourByteCharactersBeforeALinkOnALaterLine() throws {
        let marked = MarkedText("<h1>Title</h1>\n<p>Ünïcödé 日本語 🎉 1️⃣<a href=\"/x\">Link</a>2️⃣ after</p>\n")
        let link = try #require(extract(marked.text).links.first)
        #expect(link.text == "Link")
        #expect(link.span == marked.span("1️⃣", "2️⃣"))
    }

    @Test func linkSpanningTwoLines() throws {
        let link = try #require(extract("<p><a href=\"/m\">multi\nline</a></p>\n").links.first)
        #expect(link.text == "multi line")
        #expect(link.span == SourceSpan(start: position(1, 4), end: position(2, 8)))
    }

    @Test func fragmentPositionsGoThroughTheSourceMap() throws {
        let file = Array("# Title\n\nSee  <a href=\"/f\">frag</a> here\n".utf8)
        let fragmentStart = 9
        let fragment = Array(file[fragmentStart..<(file.count - 1)])
        let map = SourceMap(lineIndex: LineIndex(file)).remapped(Array(fragmentStart..<(fragmentStart + fragment.count)))
        let context = DocumentContext(
            file: "doc.md", render: .web, scope: .document("doc.md"), language: "en", languageSource: .frontMatter)
        let found = HTMLExtractor.extractFragment(fragment, map: map, document: context)
        let link = try #require(found.links.first)
        #expect(link.file == "doc.md")
        #expect(link.span == SourceSpan(start: position(3, 6), end: position(3, 26)))
        #expect(link.language == "en")
        #expect(link.languageSource == .frontMatter)
        #expect(link.placement == .inline)
        #expect(link.normalizedDestination == "/f")
    }

    @Test func inlineAnchorInMarkdownIsLocatedInTheFile() throws {
        let markdown = "# Help\n\nRead the <a href=\"/guide\">guide</a> first.\n\n<div>\n<a href=\"/block\">Block</a>\n</div>\n"
        let document = MarkdownExtractor.extractDocument(bytes: Array(markdown.utf8), file: "help.md", options: ExtractionOptions())
        let html = document.links.filter { $0.syntax == .htmlAnchor }
        try #require(html.count == 2)
        #expect(html[0].text == "guide")
        #expect(html[0].span == SourceSpan(start: position(3, 10), end: position(3, 35)))
        #expect(html[0].placement == .inline)
        #expect(html[1].text == "Block")
        #expect(html[1].span?.start == position(6, 1))
        #expect(html[1].placement == .standalone)
    }

    @Test func appCopyFragmentIsInlineWithWholeValueContext() throws {
        let value =
            "By continuing you accept our <a href=\"https://example.com/terms\">terms</a> and <a href='https://example.com/privacy'>click here</a>."
        let bytes = Array(value.utf8)
        let map = SourceMap(lineIndex: LineIndex(bytes))
        var context = DocumentContext(
            file: "en.lproj/Localizable.strings", render: .swiftui, scope: .app("apple"), language: "en",
            languageSource: .locale)
        context.appCopy = AppCopyEntry(table: "en.lproj/Localizable.strings", key: "terms.body", locale: "en")
        let found = HTMLExtractor.extractFragment(bytes, map: map, document: context)
        try #require(found.links.count == 2)
        #expect(found.links.map(\.text) == ["terms", "click here"])
        #expect(found.links.map(\.destination) == ["https://example.com/terms", "https://example.com/privacy"])
        #expect(found.links.allSatisfy { $0.placement == .inline && $0.render == .swiftui && $0.appCopy?.key == "terms.body" })
        #expect(found.links[1].context?.text == "By continuing you accept our terms and click here.")
        #expect(found.links[1].context?.linkStart == 39)
        #expect(found.links[0].span?.start == position(1, 30))
        #expect(found.problems.isEmpty)
    }

    @Test func fragmentLangOverridesDocumentLanguage() throws {
        let bytes = Array("<div lang=\"ja\"><a href=\"/x\">こちら</a></div>".utf8)
        let context = DocumentContext(
            file: "doc.md", render: .web, scope: .document("doc.md"), language: "en", languageSource: .frontMatter)
        let link = try #require(
            HTMLExtractor.extractFragment(bytes, map: SourceMap(lineIndex: LineIndex(bytes)), document: context).links.first)
        #expect(link.language == "ja")
        #expect(link.languageSource == .htmlLang)
    }

    // MARK: - Names and placement

    @Test func standaloneAndInlinePlacement() throws {
        let document = extract(
            "<ul><li><a href=\"/a\">Alone</a></li></ul><p>See <a href=\"/b\">this</a> now</p><p>→ <a href=\"/c\">Next</a></p>")
        try #require(document.links.count == 3)
        #expect(document.links[0].placement == .standalone)
        #expect(document.links[1].placement == .inline)
        #expect(document.links[2].placement == .standalone)
    }

    @Test func ariaLabelledbyResolvesIds() throws {
        let html =
            "<h2 id=\"t\">Pricing</h2><p><span id=\"s\" hidden>plans</span><a href=\"/p\" aria-labelledby=\"t  s missing\" aria-label=\"ignored\">More</a></p>"
        let link = try #require(extract(html).links.first)
        #expect(link.name == "Pricing plans")
        #expect(link.nameSource == .ariaLabelledby)
        #expect(link.text == "More")
    }

    @Test func hiddenContentIsNeitherTextNorName() throws {
        let html = "<p><a href=\"/h\"><span aria-hidden=\"true\">★</span> Favorites <span hidden>secret</span><script>x()</script></a></p>"
        let link = try #require(extract(html).links.first)
        #expect(link.text == "Favorites")
        #expect(link.name == "Favorites")
        #expect(link.nameSource == .content)
    }

    @Test func anchorsWithoutHrefAreNotLinks() {
        let document = extract("<p><a name=\"top\">Top</a> <a id=\"x\">X</a> <a href=\"/y\">Y</a></p>")
        #expect(document.links.map(\.destination) == ["/y"])
        #expect(document.links.first?.span?.start == position(1, 42))
    }

    @Test func entitiesInHrefAreDecoded() throws {
        let link = try #require(extract("<a href=\"/s?a=1&amp;b=2\">Search &amp; find</a>").links.first)
        #expect(link.destination == "/s?a=1&b=2")
        #expect(link.text == "Search & find")
    }

    @Test func anchorsInCommentsAndScriptsAreSkipped() throws {
        let html = "<!-- <a href=\"/c\">c</a> --><script>var s = '<a href=\"/s\">';</script><p><a href=\"/real\">Real</a></p>"
        let document = extract(html)
        try #require(document.links.count == 1)
        #expect(document.links[0].destination == "/real")
        #expect(document.links[0].span?.start == position(1, 72))
    }

    // MARK: - Broken markup

    @Test func unbalancedQuoteIsReported() throws {
        let document = extract("<p><a href=\"/b>Broken</a> and <a href=\"/c\">fine</a></p>\n")
        let problem = try #require(document.problems.first { $0.kind == .unbalancedQuotes })
        #expect(problem.position == position(1, 12))
        #expect(document.links.allSatisfy { $0.span.map { $0.start.line >= 1 } ?? true })
    }

    @Test func contentMovedOutOfLinkIsReported() throws {
        // libxml2 closes the anchor before the table: the table and "after" end up outside the link.
        let document = extract("<div><a href=\"/m\">Go<table><tr><td>cell</td></tr></table>after</a></div>\n")
        let link = try #require(document.links.first)
        #expect(link.text == "Go")
        let problem = try #require(document.problems.first)
        #expect(problem.kind == .contentMovedOutOfLink)
        #expect(problem.position == position(1, 6))
        #expect(problem.linkSpan == link.span)
        // A well-formed link is not reported.
        #expect(extract("<p><a href=\"/ok\">Fine <b>bold</b></a></p>").problems.isEmpty)
    }

    @Test func concurrentExtractionIsSafe() async {
        let html = Array(String(repeating: "<p>Text <a href=\"/x\">x</a> and <a href=\"/y\">y</a></p>\n", count: 50).utf8)
        let counts = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask { HTMLExtractor.extractDocument(bytes: html, file: "c.html", options: ExtractionOptions()).links.count }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 100, count: 8))
    }

    // libxml2 stops at 256 nested elements unless told otherwise, and dropped the rest of the page.
    @Test func deepNestingKeepsEveryLink() {
        let html =
            "<html><body>" + String(repeating: "<div>", count: 3000) + "<a href=\"/x\">deep</a>"
            + String(repeating: "</div>", count: 3000) + "<a href=\"/after\">after</a></body></html>"
        #expect(extract(html).links.map(\.destination) == ["/x", "/after"])
    }

    @Test func markupInsideAQuotedLabelIsNotAnUnbalancedQuote() {
        let document = extract("<p><a href=\"/y\" aria-label=\"Go to <Settings>\">Go to settings</a></p>\n")
        #expect(document.problems.isEmpty)
        #expect(document.links.first?.name == "Go to <Settings>")
    }
}
