import Foundation
import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

/// HTML read as browsers read it (issue 9, item 4): character references, hidden links, roles and
/// image names, in other words, positions and nestings than the cases of `CASES.md`.
@Suite struct HTMLBrowserReadingTests {
    private func extract(_ html: String) -> ExtractedDocument {
        HTMLExtractor.extractDocument(bytes: Array(html.utf8), file: "guide/page.html", options: ExtractionOptions())
    }

    // MARK: - Character references

    @Test func theWholeWHATWGTableIsKnown() {
        #expect(HTMLEntities.nameCounts.terminated + HTMLEntities.nameCounts.legacy == 2231)
        #expect(HTMLEntities.nameCounts.legacy == 106)
        #expect(HTMLEntities.decodeAll("&NotEqualTilde;&Afr;&bne;&hellip;") == "\u{2242}\u{338}\u{1D504}=\u{20E5}…")
    }

    @Test func generatedTableIsFresh() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let script = root.appendingPathComponent("scripts/generate-html-entities").path
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/env"),
            ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").contains(where: {
                FileManager.default.isExecutableFile(atPath: "\($0)/python3")
            }) == true
        else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, "--check"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "run scripts/generate-html-entities")
    }

    @Test func referencesDecodeByWhereTheyStand() {
        // Legacy names need no `;` in text (longest name wins); numeric ones neither; C1 numbers are Windows-1252.
        #expect(HTMLEntities.decodeAll("&eacute &copy2024 &notit; &#233 &#150; &#x0;", context: .htmlText) == "é ©2024 ¬it; é – \u{FFFD}")
        // In an attribute, a legacy name followed by `=` or a letter stays as written: it is a URL's query.
        #expect(HTMLEntities.decodeAll("/s?a=1&copy=2&amp;b=3&reg", context: .htmlAttribute) == "/s?a=1&copy=2&b=3®")
        // CommonMark needs the `;` and a name of the table.
        #expect(HTMLEntities.decodeAll("&eacute &eacute; &Afr; &#233", context: .commonMark) == "&eacute é \u{1D504} &#233")
    }

    @Test func everyReferenceKindKeepsLinksWhole() throws {
        let marked = MarkedText(
            """
            <ul>
            <li>1️⃣<a href="/a?x=1&copy=2&amp;y=3">&Aring;ngstr&ouml;m &amp; &NotEqualTilde; units</a>2️⃣</li>
            <li>3️⃣<a href="/b">Caf&eacute au lait &#8212 &#x1D504; frakt&#252;r</a>4️⃣</li>
            </ul>
            <p>Read 5️⃣<a href="/c">&quot;&hellip;&quot; and &lsquo;other&rsquo; &laquo;marks&raquo;</a>6️⃣ today.</p>
            """)
        let document = extract(marked.text)
        try #require(document.links.count == 3)
        #expect(document.links.map(\.text) == ["Ångström & ≂̸ units", "Café au lait — 𝔄 fraktür", "\"…\" and ‘other’ «marks»"])
        #expect(document.links.map(\.destination) == ["/a?x=1&copy=2&y=3", "/b", "/c"])
        #expect(document.links.map(\.span) == [marked.span("1️⃣", "2️⃣"), marked.span("3️⃣", "4️⃣"), marked.span("5️⃣", "6️⃣")])
        #expect(document.problems.isEmpty)
    }

    // MARK: - The accessibility tree

    @Test func hiddenAncestorsHideTheirLinks() {
        let html = """
            <section hidden><p>Old <a href="/old">plans</a></p></section>
            <nav style="Visibility : hidden"><a href="/nav">Plans</a></nav>
            <p aria-hidden="TRUE"><span><a href="/deep"><img src="x.png" alt=""></a></span></p>
            <p aria-hidden="false">Our <a href="/plans">plans</a></p>
            """
        let document = extract(html)
        #expect(document.links.map(\.destination) == ["/plans"])
    }

    @Test func rolesMakeAndUnmakeLinks() throws {
        let marked = MarkedText(
            """
            <p><a href="/tab" role="tab">Tab</a> <a href="/deco" role="presentation">Shop</a> 1️⃣<button role="LINK" type="button">Docs</button></p>
            <p><a href="/sw" role="switch button">Dark</a> <a href="/fn" role="doc-noteref">3</a></p>
            """)
        let document = extract(marked.text)
        #expect(document.links.map(\.text) == ["Shop", "Docs", "3"])
        #expect(document.links.map(\.destination) == ["/deco", "", "/fn"])
        let button = try #require(document.links.dropFirst().first)
        #expect(button.span?.start == marked["1️⃣"])
        #expect(button.isTemplatedDestination && button.normalizedDestination == nil)
    }

    @Test func imageNamesFollowTheirOwnOrder() {
        let html = """
            <p><a href="/1"><img src="a.png" alt="Alt wins" title="Not this"></a></p>
            <p><a href="/2"><img src="b.png" aria-label="Label wins" alt="Not this"></a></p>
            <p><a href="/3"><img src="c.png" aria-labelledby="p q" alt="Not this"></a><b id="p">Yearly</b><i id="q" style="display:none">report</i></p>
            <p><a href="/4"><img src="d.png" alt="" title="Decorative"></a></p>
            <p><a href="/5">Open <img src="e.png" title="the map"></a></p>
            """
        let document = extract(html)
        #expect(document.links.map(\.name) == ["Alt wins", "Label wins", "Yearly report", "", "Open the map"])
    }
}

/// Where destinations lead and how a page's bytes are read (issue 9, item 4): `<base href>`,
/// `javascript:`, an `<a>` never closed, a stray byte in a UTF-8 page.
@Suite struct HTMLDocumentReadingTests {
    private func extract(_ html: String, file: String = "guide/page.html", documentPath: String? = nil) -> ExtractedDocument {
        var options = ExtractionOptions()
        options.documentPath = documentPath
        return HTMLExtractor.extractDocument(bytes: Array(html.utf8), file: file, options: options)
    }

    @Test func baseURLResolvesRelativeDestinations() {
        let html = """
            <html><head><base href="https://Docs.Example.com/v2/guide/index.html?x=1"><base href="/ignored/"></head>
            <body><p><a href="setup.html">Setup</a> <a href="/faq">FAQ</a> <a href="#top">Top</a>
            <a href="../api/?">API</a> <a href="//cdn.example.com/a.pdf">PDF</a> <a href="mailto:a@example.com">Mail</a></p></body></html>
            """
        #expect(
            extract(html).links.map(\.normalizedDestination) == [
                "https://docs.example.com/v2/guide/setup.html", "https://docs.example.com/faq",
                "https://docs.example.com/v2/guide/index.html?x=1#top", "https://docs.example.com/v2/api",
                "https://cdn.example.com/a.pdf", "mailto:a@example.com",
            ])
    }

    @Test func aPathBaseResolvesAgainstThePage() {
        let html = "<base href=\"../manual/\"><p><a href=\"install.html\">Install</a> <a href=\"/top\">Top</a></p>"
        #expect(extract(html).links.map(\.normalizedDestination) == ["/manual/install.html", "/top"])
        // A fragment of another document (app copy, Markdown's HTML) has no base of its own.
        #expect(DestinationNormalizer.resolveBase("javascript:alert(1)", documentPath: "a.html") == nil)
        #expect(DestinationNormalizer.resolveBase("./", documentPath: "docs/a/b.html") == "docs/a/")
    }

    @Test func destinationsResolveBelowTheAuditRoot() {
        // A file outside the working directory resolves against its path below the audit root.
        let html = "<p><a href=\"#fn:1\">1</a> <a href=\"../img/a.png\">Figure</a></p>"
        let links = extract(html, file: "../shared/site/ch1/notes.html", documentPath: "ch1/notes.html").links
        #expect(links.map(\.normalizedDestination) == ["/ch1/notes.html#fn:1", "/img/a.png"])
    }

    @Test func javascriptIsNoDestination() {
        let html = "<p><a href=\"javascript:void(0)\">Menu</a> <a href=\" java\tScript:go()\">Go</a> <a href=\"/javascript:x\">Doc</a></p>"
        let links = extract(html).links
        #expect(links.map(\.runsScript) == [true, true, false])
        #expect(links.map(\.normalizedDestination) == [nil, nil, "/javascript:x"])
    }

    @Test func anAnchorNeverClosedIsReported() throws {
        let marked = MarkedText(
            """
            <p>Read 1️⃣<a href="/guide">the guide.</p>
            <p>Then the rest of the page.</p>
            <ul><li>2️⃣<a href="/ok">Fine</a></li><li>Last 3️⃣<a href="/end">one
            """)
        let document = extract(marked.text)
        #expect(document.problems.map(\.kind) == [.unclosedAnchor, .unclosedAnchor])
        #expect(document.problems.map(\.position) == [marked["1️⃣"], marked["3️⃣"]])
        #expect(document.problems.first?.message.hasPrefix("<a> is never closed") == true)
        #expect(document.links.map(\.destination) == ["/guide", "/ok", "/end"])
        #expect(document.links[1].span?.start == marked["2️⃣"])
    }

    @Test func aStrayByteInAUTF8PageIsReplacedNotMojibake() throws {
        let before = Array("<p>Caf\u{E9} na\u{EF}ve <a href=\"/r\">R\u{E9}sum".utf8)
        let bytes = before + [0xE9] + Array(" here</a></p>\n".utf8)
        let document = HTMLExtractor.extractDocument(bytes: bytes, file: "cv.html", options: ExtractionOptions())
        let link = try #require(document.links.first)
        #expect(link.text == "Résum\u{FFFD} here")
        #expect(document.warnings.count == 1)
        #expect(document.warnings.first?.line == 1)
        #expect(document.warnings.first?.column == before.count + 1)
        #expect(document.warnings.first?.message.hasPrefix("byte 0xE9 is not UTF-8 in a page that otherwise is") == true)
        // Issue 25: one valid é and one stray byte (0xA0) is a UTF-8 page with a bad byte, each
        // stray byte warned at its place.
        let menu =
            Array("<p>Caf\u{E9} menu <a href=\"/m\">Menu".utf8) + [0xA0] + Array("</a> and <a href=\"/n\">N".utf8) + [0xFF]
            + Array("</a></p>".utf8)
        let read = HTMLExtractor.extractDocument(bytes: menu, file: "menu.html", options: ExtractionOptions())
        #expect(read.links.map(\.text) == ["Menu\u{FFFD}", "N\u{FFFD}"])
        #expect(read.warnings.map(\.column) == [32, 56])
        #expect(
            read.warnings.map(\.message).last
                == "byte 0xFF is not UTF-8 in a page that otherwise is: read as U+FFFD; save the file as UTF-8")
        // After a byte order mark too, columns counted without the mark (issue 25's review).
        let marked = HTMLExtractor.extractDocument(
            bytes: [0xEF, 0xBB, 0xBF] + Array("<p><a href=\"x\">caf".utf8) + [0xE9] + Array(" \u{E9}</a></p>".utf8), file: "bom.html",
            options: ExtractionOptions())
        #expect(marked.links.map(\.text) == ["caf\u{FFFD} \u{E9}"])
        #expect(marked.warnings.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["1:19"])
        // A legacy page with no UTF-8 in it is still windows-1252.
        let legacy = HTMLExtractor.extractDocument(
            bytes: Array("<p><a href=\"/r\">R".utf8) + [0xE9] + Array("sum".utf8) + [0xE9] + Array("</a></p>".utf8), file: "old.html",
            options: ExtractionOptions())
        #expect(legacy.links.first?.text == "Résumé")
        #expect(legacy.warnings.isEmpty)
    }

    /// Issue 25: libxml2 compares each attribute of a tag with every one before it; past 1,000 the
    /// attributes of one tag are not read, and the page says where.
    @Test func attributesPastTheLimitAreNotReadAndSaidSo() {
        let within = (0..<999).map { "data-a\($0)=\"v&amp;\"" }.joined(separator: " ")
        let kept = HTMLExtractor.extractDocument(
            bytes: Array("<p><a \(within) href=\"/kept\">Kept</a></p>\n".utf8), file: "a.html", options: ExtractionOptions())
        #expect(kept.links.map(\.destination) == ["/kept"])
        #expect(kept.warnings.isEmpty)
        let attributes = (0..<1_500).map { "data-a\($0)=\"v&amp;\"" }
        let html = "<p>Before <a href=\"/b\">b</a>.</p>\n<p><a \(attributes.joined(separator: " ")) href=\"/lost\">Lost</a></p>\n"
        let document = HTMLExtractor.extractDocument(bytes: Array(html.utf8), file: "a.html", options: ExtractionOptions())
        #expect(document.links.map(\.destination) == ["/b"])
        let column = "<p><a ".utf8.count + attributes.prefix(1_000).map { $0.utf8.count + 1 }.reduce(0, +) + 1
        #expect(document.warnings.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["2:\(column)"])
        #expect(document.warnings.first?.message == "an element with more than 1000 attributes: this one and the rest are not read")
    }

    /// The same limit in raw HTML inside Markdown and in an app-copy value: said at its place
    /// in the file (before, only a whole page said so).
    @Test func attributesPastTheLimitInAFragmentAreSaidSo() {
        let attributes = (0..<1_200).map { "data-a\($0)=\"v\"" }.joined(separator: " ")
        let markdown = "# Title\n\nSee [kept](https://e.com/k).\n\n<p><a \(attributes) href=\"/lost\">Lost</a></p>\n"
        let document = MarkdownExtractor.extractDocument(bytes: Array(markdown.utf8), file: "a.md", options: ExtractionOptions())
        #expect(document.links.map(\.destination) == ["https://e.com/k"])
        let column = "<p><a ".utf8.count + (0..<1_000).map { "data-a\($0)=\"v\"".utf8.count + 1 }.reduce(0, +) + 1
        #expect(document.warnings.map { "\($0.file):\($0.line ?? 0):\($0.column ?? 0)" } == ["a.md:5:\(column)"])
        #expect(document.warnings.first?.message == "an element with more than 1000 attributes: this one and the rest are not read")
        // In a `.strings` value the attributes are quoted with `'`: the same widths.
        let quoted = attributes.replacingOccurrences(of: "\"", with: "'")
        let strings = "\"key\" = \"Read <a \(quoted) href='/x'>the guide</a>.\";\n"
        let table = StringsExtractor.extractDocument(bytes: Array(strings.utf8), file: "en.lproj/a.strings", options: ExtractionOptions())
        #expect(table.errors.isEmpty)
        #expect(
            table.warnings.map { "\($0.line ?? 0):\($0.column ?? 0)" } == [
                "1:\("\"key\" = \"Read <a ".utf8.count + column - "<p><a ".utf8.count)"
            ])
    }

    /// Issue 25's review: links named by one long element share its text, worked out once and read
    /// up to 2,048 bytes (4,000 links labelled by one 20 kB paragraph took 3.3 s and 486 MB).
    @Test func aLongSharedLabelIsReadOnceAndCut() {
        let links = (0..<50).map { "<a href=\"/x\($0)\" aria-labelledby=\"d\">w\($0)</a>" }.joined(separator: " ")
        let html = "<p id=\"d\">" + String(repeating: "word ", count: 1_000) + "</p>" + links
        let document = HTMLExtractor.extractDocument(bytes: Array(html.utf8), file: "a.html", options: ExtractionOptions())
        #expect(document.links.count == 50)
        #expect(Set(document.links.map(\.name)).count == 1)
        #expect(document.links.first?.name.utf8.count ?? 0 <= 2_048)
        #expect(document.links.first?.name.hasPrefix("word word") == true)
    }
}
