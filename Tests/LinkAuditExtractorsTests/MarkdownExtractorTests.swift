import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

/// Extracts one Markdown document given as text.
func extractMarkdown(_ source: String, file: String = "doc.md", render: RenderTarget? = nil) -> ExtractedDocument {
    Extractor.extract(file: file, bytes: Array(source.utf8), format: .markdown, options: ExtractionOptions(render: render))
}

@Suite("Markdown extraction")
struct MarkdownExtractorTests {
    // A link wrapped over two lines: cmark-gfm puts it on the line of `](` with an end column past
    // the line; the soft break inside the text is one space.
    @Test func wrappedLinksKeepTheirSourcePositions() {
        let document = extractMarkdown(
            "Read the [setup\nguide](https://example.com/setup) first.\n\n[docs](   https://example.com/docs\n  \"Docs home\"  )\n")
        #expect(document.links.count == 2)
        let setup = document.links[0]
        #expect(setup.text == "setup guide")
        #expect(setup.destination == "https://example.com/setup")
        #expect(setup.span == span(1, 10, 2, 33))
        #expect(setup.context?.text == "Read the setup guide first.")
        #expect(setup.context?.linkStart == 9)
        #expect(setup.context?.linkLength == 11)
        #expect(setup.syntax == .markdownInline)
        let docs = document.links[1]
        #expect(docs.text == "docs")
        #expect(docs.title == "Docs home")
        #expect(docs.span == span(4, 1, 5, 16))
    }

    // Autolinks inside containers (cmark shifts them by the container's indent) and bare URLs and
    // e-mail addresses (cmark reports 0:0); `www.` links (cmark starts one column early).
    /// cmark keeps control characters other than white space in a destination (percent-encoded):
    /// the link stands where cmark finds it, with no broken-markup finding (issue 27 review).
    @Test func controlCharactersInADestinationKeepTheLinksPlace() {
        let document = extractMarkdown("Intro [the C docs](https://c.com/\u{1B}x), [vt](/a\u{0B}b) and [tab](/a\tb).\n")
        #expect(document.links.map(\.text) == ["the C docs", "vt"])
        #expect(
            document.links.map(\.span) == [
                SourceSpan(start: SourcePosition(line: 1, utf8Column: 7), end: SourcePosition(line: 1, utf8Column: 36)),
                SourceSpan(start: SourcePosition(line: 1, utf8Column: 39), end: SourcePosition(line: 1, utf8Column: 48)),
            ])
        // A tab ends the destination for cmark too: no link, and said.
        #expect(document.problems.map(\.kind) == [.spaceInDestination])
        #expect(document.problems.first?.position == SourcePosition(line: 1, utf8Column: 54))
    }

    @Test func autolinkPositionsInContainersAndBareURLs() {
        let source =
            "- Step one\n\n  Download <https://example.com/app>.\n\n> Mirror: <https://mirror.example.com/app>\n\nContact help@example.com or https://example.com/status today.\n\nTry www.example.com/beta now.\n"
        let links = extractMarkdown(source).links
        #expect(
            links.map(\.destination) == [
                "https://example.com/app", "https://mirror.example.com/app", "mailto:help@example.com",
                "https://example.com/status", "http://www.example.com/beta",
            ])
        #expect(links.map(\.span) == [span(3, 12, 3, 36), span(5, 11, 5, 42), span(7, 9, 7, 24), span(7, 29, 7, 54), span(9, 5, 9, 24)])
        #expect(links.allSatisfy { $0.syntax == .markdownAutolink })
    }

    // What the GFM autolinker links and what it does not.
    @Test func autolinkerEdges() {
        let source =
            "[ www.example.com/a\n\n[ https://example.com/b\n\n(see https://example.com/wiki/Foo_(bar)).\n\nQuery https://example.com/s?x=1&amp;y=2 done.\n\nWrite to help\\@example.com.\n\n[Annual report](https://example.com/files/annual report.pdf)\n\n[Annual report](<https://example.com/files/annual report.pdf>)\n"
        let document = extractMarkdown(source)
        let links = document.links
        #expect(
            links.map(\.destination) == [
                "https://example.com/wiki/Foo_(bar)", "https://example.com/s?x=1&y=2", "mailto:help@example.com",
                "https://example.com/files/annual", "https://example.com/files/annual report.pdf",
            ])
        #expect(links.map { $0.span?.start.line } == [5, 7, 9, 11, 13])
        #expect(links[0].span == span(5, 6, 5, 39))
        #expect(links[3].syntax == .markdownAutolink)
        #expect(links[3].span == span(11, 17, 11, 48))
        #expect(links[4].text == "Annual report")
        #expect(links[4].normalizedDestination == "https://example.com/files/annual%20report.pdf")
        #expect(document.problems.count == 1)
        #expect(document.problems.first?.kind == .spaceInDestination)
        #expect(document.problems.first?.position == SourcePosition(line: 11, utf8Column: 1))
        #expect(document.problems.first?.message == "destination contains a space; use `<...>` or `%20`")
    }

    @Test func titleIsRecorded() {
        let link = extractMarkdown("The request schema is [here](https://example.com/schema.json \"JSON schema for request bundles\").\n")
            .links[0]
        #expect(link.text == "here")
        #expect(link.title == "JSON schema for request bundles")
        #expect(link.span == span(1, 23, 1, 95))
        #expect(link.placement == .inline)
    }

    @Test func urlTextAndMailto() {
        let links = extractMarkdown(
            "Status page: https://status.example.com\n\nSee [https://example.com/docs/install](https://example.com/docs/install).\n\nEmail [support@example.com](mailto:support@example.com).\n"
        ).links
        #expect(links.map(\.span) == [span(1, 14, 1, 39), span(3, 5, 3, 72), span(5, 7, 5, 55)])
        #expect(links.map(\.syntax) == [.markdownAutolink, .markdownInline, .markdownInline])
        #expect(links[2].text == "support@example.com")
        #expect(links[2].destination == "mailto:support@example.com")
    }

    @Test func inlineAndStandalonePlacement() {
        let source =
            "Read the [privacy policy](https://example.com/privacy) before you sign up.\n\n[Sign up](https://example.com/signup)\n\n- [Pricing](https://example.com/pricing)\n"
        let web = extractMarkdown(source).links
        #expect(web.map(\.text) == ["privacy policy", "Sign up", "Pricing"])
        #expect(web.map(\.span) == [span(1, 10, 1, 54), span(3, 1, 3, 37), span(5, 3, 5, 40)])
        #expect(web.map(\.placement) == [.inline, .standalone, .standalone])
        let swiftUI = extractMarkdown(source, render: .swiftui).links
        #expect(swiftUI.map(\.placement) == [.inline, .inline, .inline])
        #expect(swiftUI.allSatisfy { $0.render == .swiftui })
    }

    // Jekyll/Liquid and Hugo template expressions in destinations must not break the link.
    @Test func templatedDestinations() {
        let source =
            "---\ntitle: Sync settings\n---\n\n# Sync settings\n\nTo turn sync off, [click here]({{ site.baseurl }}/settings/sync/).\n\nThe setup steps are [on the setup page]({{ \"/setup/\" | relative_url }}).\n\nSee [the install guide]({{< ref \"install.md\" >}}) for details.\n"
        let links = extractMarkdown(source).links
        #expect(links.map(\.text) == ["click here", "on the setup page", "the install guide"])
        #expect(
            links.map { $0.span?.start } == [
                SourcePosition(line: 7, utf8Column: 19), SourcePosition(line: 9, utf8Column: 21), SourcePosition(line: 11, utf8Column: 5),
            ])
        #expect(links[0].destination == "{{ site.baseurl }}/settings/sync/")
        #expect(links.allSatisfy { $0.isTemplatedDestination && $0.normalizedDestination == nil })
    }

    /// A help page's `%` is not a printf placeholder: `%E2` and `%2F` in a URL are percent-encoding
    /// and "100%off" is text; app copy keeps `%@` as a placeholder, and its `%2F` is encoding too.
    @Test func percentEncodingIsNotAFormatPlaceholder() {
        let links = extractMarkdown("[It’s here](https://example.com/it%E2%80%99s-here) and [a%2Fb](/files/a%2Fb%20c) 100%off\n").links
        #expect(links.map(\.isTemplatedDestination) == [false, false])
        #expect(links.map(\.hasDynamicText) == [false, false])
        #expect(links.map(\.normalizedDestination) == ["https://example.com/it%E2%80%99s-here", "/files/a%2Fb%20c"])
        let table = StringsExtractor.extractDocument(
            bytes: Array(#""a" = "[Help](%@) or [Guide](https://example.com/a%2Fb) for %d items";"#.utf8),
            file: "en.lproj/Localizable.strings", options: ExtractionOptions()
        ).links
        #expect(table.map(\.isTemplatedDestination) == [true, false])
    }

    @Test func frontMatterLanguageAndNoLinksFromIt() {
        let document = extractMarkdown("---\nlang: fr\nlink: https://example.com/not-a-link\n---\n[Aide](https://example.com/aide)\n")
        #expect(document.links.count == 1)
        #expect(document.links[0].language == "fr")
        #expect(document.links[0].languageSource == .frontMatter)
        #expect(document.links[0].span == span(5, 1, 5, 32))
    }

    @Test func referenceLinksAreToldApart() {
        let source = "See [the guide][guide], [Guide][] and [guide].\n\n[guide]: https://example.com/guide\n"
        let links = extractMarkdown(source).links
        #expect(links.count == 3)
        #expect(links.allSatisfy { $0.syntax == .markdownReference && $0.destination == "https://example.com/guide" })
        #expect(links.map(\.span) == [span(1, 5, 1, 22), span(1, 25, 1, 33), span(1, 39, 1, 45)])
    }

    @Test func linksInCodeAreNotLinks() {
        let source =
            "```\n[here](https://example.com/code)\n```\n\nUse `[x](https://example.com/span)` or [real](https://example.com/real).\n"
        let links = extractMarkdown(source).links
        #expect(links.map(\.destination) == ["https://example.com/real"])
        #expect(links[0].span == span(5, 40, 5, 71))
    }

    @Test func imageAltAndCodeSpanMakeTheText() {
        let links = extractMarkdown("[![Company logo](logo.png)](https://example.com) and [`swift build`](https://example.com/build)\n")
            .links
        #expect(links.map(\.text) == ["Company logo", "swift build"])
        #expect(links[0].span == span(1, 1, 1, 48))
        #expect(links[1].span == span(1, 54, 1, 95))
    }

    @Test func multiByteTextShiftsColumnsByBytes() {
        let marked = MarkedText("Über die Größe: 1️⃣[Preise](https://example.com/preise)2️⃣\n")
        let link = extractMarkdown(marked.text).links[0]
        #expect(link.span == marked.span("1️⃣", "2️⃣"))
        #expect(link.span == span(1, 20, 1, 55))
    }

    /// A link that ends a line of a paragraph whose next line is indented: the span ends at `)`,
    /// not on the line break or the indentation the paragraph drops (seen in real help articles).
    @Test func linkEndingALineBeforeAnIndentedContinuation() {
        let marked = MarkedText(
            "## In This Section\n\n 1️⃣[Host01 Sample](./host01-sample.md)2️⃣\n This sample shows a host.\n 3️⃣[Größe](./g.md)4️⃣\r\n   and more.\n"
        )
        let links = extractMarkdown(marked.text).links
        #expect(links.map(\.span) == [marked.span("1️⃣", "2️⃣"), marked.span("3️⃣", "4️⃣")])
    }

    @Test func twoThreeAndFourByteCharactersBeforeALinkOnALaterLine() {
        let marked = MarkedText("# Title\n\nÜnïcödé 日本語 🎉 1️⃣[Link](https://example.com/x)2️⃣ after\n")
        let links = extractMarkdown(marked.text).links
        #expect(links.count == 1)
        #expect(links.first?.text == "Link")
        #expect(links.first?.span == marked.span("1️⃣", "2️⃣"))
    }

    @Test func linksInBlockQuotesAndNestedLists() {
        let source =
            "> Quoted text with a\n> [wrapped\n> link](https://example.com/q) inside.\n\n1. Item\n   - Nested [deep](https://example.com/deep)\n"
        let links = extractMarkdown(source).links
        #expect(links.map(\.text) == ["wrapped link", "deep"])
        #expect(links[0].span == span(2, 3, 3, 30))
        #expect(links[1].span == span(6, 13, 6, 44))
    }

    @Test func brokenMarkupKinds() {
        let source = "[Terms] (https://example.com/terms)\n\n[Help](https://example.com/help\n\n［Guide］（https://example.com/guide）\n"
        let problems = extractMarkdown(source).problems
        #expect(problems.map(\.kind) == [.spaceBeforeDestination, .unclosedDestination, .fullwidthBrackets])
        #expect(problems.map { $0.position?.line } == [1, 3, 5])
    }

    @Test func relativeDestinationsResolveAgainstTheDocument() {
        let link = extractMarkdown("[Setup](../install/setup.md#step-2)\n", file: "docs/guide/index.md").links[0]
        #expect(link.normalizedDestination == "/docs/install/setup.md#step-2")
    }

    @Test func invalidUTF8IsALocatedError() {
        var bytes = Array("# Title\n\nBad byte: ".utf8)
        bytes.append(0xFF)
        let document = Extractor.extract(file: "bad.md", bytes: bytes, format: .markdown)
        #expect(document.links.isEmpty)
        #expect(document.errors.count == 1)
        #expect(document.errors[0].line == 3)
        #expect(document.errors[0].column == 11)
    }

    @Test func binaryFileIsAnError() {
        let document = Extractor.extract(file: "image.md", bytes: [0x89, 0x50, 0x4E, 0x47, 0x00, 0x00, 0x1A], format: .markdown)
        #expect(document.errors.first?.message.contains("binary") == true)
    }

    @Test func appCopyMarkdownHasNoBareURLAutolinks() {
        let value = Array("Visit https://example.com or [Contact support](https://example.com/support)".utf8)
        let context = DocumentContext(file: "en.lproj/Localizable.strings", render: .swiftui, scope: .app("apple"))
        let found = MarkdownExtractor.extractAppCopy(value, map: SourceMap(lineIndex: LineIndex(value)), document: context)
        #expect(found.links.map(\.text) == ["Contact support"])
        #expect(found.links[0].placement == .inline)
        #expect(found.links[0].span == span(1, 30, 1, 75))
    }

    // Deep nesting once overflowed the stack and lost the whole run; now it is one located error.
    @Test func nestingBeyondTheLimitIsAnErrorNotACrash() {
        for source in [
            String(repeating: "- ", count: 5000) + "[x](https://x.com)\n", String(repeating: ">", count: 20000) + " [x](u)\n",
            String(repeating: "_", count: 40000) + "x" + String(repeating: "_", count: 40000) + "\n",
        ] {
            let document = extractMarkdown(source)
            #expect(document.links.isEmpty)
            #expect(document.errors.count == 1)
            #expect(document.errors.first?.message.contains("nested deeper than 1000 levels") == true)
        }
        #expect(extractMarkdown(String(repeating: ">", count: 500) + " [x](https://x.com)\n").links.count == 1)
    }

    @Test func manyLinksInOneParagraphKeepExactPositions() {
        let source = (0..<3000).map { "[l\($0)](https://x.com/\($0))" }.joined(separator: " ") + "\n"
        let links = extractMarkdown(source).links
        #expect(links.count == 3000)
        let offset = source.utf8.count - "[l2999](https://x.com/2999)\n".utf8.count
        #expect(links.last?.span == span(1, offset + 1, 1, offset + 27))
    }
}
