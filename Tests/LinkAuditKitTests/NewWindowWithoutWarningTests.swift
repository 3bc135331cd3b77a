import LinkAuditExtractors
import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// `new-window-without-warning` (issue 14, item 1): what the extractors read of how a link opens
/// (`target`, `<base target>`, `window.open`, `aria-describedby`, kramdown attribute lists) and the
/// findings in HTML, Markdown with raw HTML, kramdown, app copy and Swift sources.
@Suite("New window without warning")
struct NewWindowWithoutWarningTests {
    static let rule: RuleID = "new-window-without-warning"

    func extract(_ file: String, _ text: String, dialect: MarkdownDialect? = nil) -> ExtractedDocument {
        DocumentExtractor.extract(
            file: file, bytes: Array(text.utf8), format: Discovery.format(of: file)!,
            options: ExtractionOptions(markdownDialect: dialect))
    }

    /// `file line:column "name" how` for each finding of the rule.
    func found(_ files: [(String, String)], dialect: MarkdownDialect? = nil) -> [String] {
        let documents = files.map { extract($0.0, $0.1, dialect: dialect) }
        let result = Auditor(configuration: Configuration()).evaluate(documents: documents, files: files.map(\.0))
        return result.findings.filter { $0.rule == Self.rule }.map { finding in
            let link = result.links.first { $0.id == finding.link }
            let after = finding.message.range(of: "or tab (").map { finding.message[$0.upperBound...] } ?? ""
            let how = after.range(of: ") and").map { after[..<$0.lowerBound] } ?? ""
            return "\(finding.file) \(brief(finding).split(separator: " ")[0]) \"\(link?.name ?? "?")\" \(how)"
        }
    }

    func at(_ marked: MarkedText, _ marker: String) -> String {
        "\(marked[marker].line):\(marked[marker].utf8Column)"
    }

    // MARK: - What the extractors read

    @Test func htmlAttributesOfEachLink() {
        let page = """
            <p><a href="/a" target=" _blank ">A</a> <a href="/b" onclick="window.open ('/b', 'b'); return false">B</a>
            <a href="javascript:void(window.open('/c'))">C</a> <a href="/d" aria-describedby="n1 n2">D</a>
            <a href="/e">E</a> <a href="/f" onclick="track('window.opened')">F</a></p>
            <p id="n1">Opens</p><p id="n2" hidden>in a <b>new</b> tab</p>
            """
        let links = extract("help/page.html", page).links
        #expect(
            links.map(\.attributes) == [
                LinkAttributes(target: "_blank"), LinkAttributes(opensWindowFromScript: true),
                LinkAttributes(opensWindowFromScript: true), LinkAttributes(describedBy: "Opens in a new tab"), nil, nil,
            ])
        #expect(links.map { $0.attributes?.opensNewWindow ?? false } == [true, true, true, false, false, false])
    }

    /// The first `<base target>` is the target of every link without its own (an empty one is none).
    @Test func baseTargetAppliesToLinksWithoutTheirOwn() {
        let page = """
            <html><head><base target=""><base href="/docs/" target="_blank"></head>
            <body><a href="a.html">A</a> <a href="b.html" target="_self">B</a></body></html>
            """
        #expect(extract("site/index.html", page).links.map(\.attributes?.target) == ["_blank", "_self"])
    }

    /// kramdown gives a span attribute list to the link right before it, and to no link when a space
    /// stands between; `\_` stays as written, `\"` and `\}` are unescaped; other dialects read none.
    @Test func kramdownAttributeListsSetTheTarget() {
        let text = #"""
            Ask [Duck.ai](https://duck.ai){:target="\_blank"}{:rel="noopener noreferrer"} or [B](/b) {:target="_blank"}.
            See [C][c]{: .external #x target='win\'s' } and [D](/d){::comment}{:target="_blank"}.
            [E](/e "E"){:rel="a\}b" target="_blank"}

            [c]: /c
            """#
        let expected: [String?] = [#"\_blank"#, nil, "win's", nil, "_blank"]
        #expect(extract("help/a.md", text, dialect: .kramdown).links.map(\.attributes?.target) == expected)
        #expect(extract("help/a.md", text).links.map(\.attributes) == [nil, nil, nil, nil, nil])
        #expect(extract("help/a.md", text, dialect: .goldmark).links.map(\.attributes) == [nil, nil, nil, nil, nil])
    }

    // MARK: - Findings

    @Test func htmlPagesInSeveralLanguages() {
        let page = MarkedText(
            """
            <html lang="en"><body>
            <p>1️⃣<a href="https://example.com/terms" target="_blank">Terms</a> and
            <a href="https://example.com/privacy" target="_blank">Privacy (opens in a new tab)</a>.</p>
            <p>2️⃣<a href="/pricing" target="_blank" aria-label="Pricing">Pricing (opens in new window)</a>
            <a href="/status" target="_blank">Status <img src="w.svg" alt="Opens in a new window"></a>
            3️⃣<a href="/partner" target="_blank">Partner <img src="x.svg" alt="External link"></a>
            <a href="/roadmap" target="_blank">Roadmap<span class="sr-only">, new browser tab</span></a>
            <a href="/forum" target="forum" title="Opens in a new window">Forum</a>
            4️⃣<a href="/faq" target="_NEW" title="Frequently asked questions">FAQ</a>
            <a href="/class" target="classFrame">Class</a> <iframe name="preview" src="/p"></iframe> <a href="/p2" target="preview">P2</a>
            <a href="/blog" target="_blank" aria-describedby="hint">Blog</a>
            5️⃣<a href="/map" onclick="window.open(this.href); return false">Store map</a>
            <a href="/docs" target="_blank">Docs</a> (new window) 6️⃣<a href="/news" target="_blank">News</a>, a new window</p>
            <p id="hint" hidden>Opens a new tab</p>
            <p><a href="mailto:help@example.com" target="_blank">Email us</a> <a href=" TEL:+15550100" target="_blank">Call</a></p>
            <map name="offices">7️⃣<area href="/north" target="_blank" alt="North office" shape="rect" coords="0,0,9,9">
            <area href="/south" target="_blank" alt="South office (new tab)" shape="rect" coords="9,9,19,19"></map>
            <p>8️⃣<span role="link" tabindex="0" onclick="window.open('/chat')">Chat</span>
            <a href="/help" target="_blank" aria-labelledby="help-label"><b>?</b></a></p>
            <p id="help-label">Help, opens a new window</p>
            </body></html>
            """)
        let german = MarkedText(
            """
            <p lang="de"><a href="/agb" target="_blank">AGB (öffnet in neuem Tab)</a>
            1️⃣<a href="/impressum" target="_blank">Impressum (externer Link)</a>
            <a href="/hilfe" target="_blank">Hilfe<span class="visually-hidden"> – in einem neuen Fenster</span></a></p>
            <p lang="fr"><a href="/cgu" target="_blank">Conditions (opens in a new tab)</a>
            2️⃣<a href="/aide" target="_blank">Aide</a> <a href="/faq" target="_blank">FAQ (nouvel onglet)</a></p>
            <p lang="ja"><a href="/help" target="_blank">ヘルプ（新しいタブで開く）</a></p>
            """)
        #expect(
            found([("help/en.html", page.text), ("help/intl.html", german.text)]) == [
                "help/en.html \(at(page, "1️⃣")) \"Terms\" target=\"_blank\"",
                "help/en.html \(at(page, "2️⃣")) \"Pricing\" target=\"_blank\"",
                "help/en.html \(at(page, "3️⃣")) \"Partner External link\" target=\"_blank\"",
                "help/en.html \(at(page, "4️⃣")) \"FAQ\" target=\"_NEW\"",
                "help/en.html \(at(page, "5️⃣")) \"Store map\" window.open in its script",
                "help/en.html \(at(page, "6️⃣")) \"News\" target=\"_blank\"",
                "help/en.html \(at(page, "7️⃣")) \"North office\" target=\"_blank\"",
                "help/en.html \(at(page, "8️⃣")) \"Chat\" window.open in its script",
                "help/intl.html \(at(german, "1️⃣")) \"Impressum (externer Link)\" target=\"_blank\"",
                "help/intl.html \(at(german, "2️⃣")) \"Aide\" target=\"_blank\"",
            ])
    }

    @Test func theWholeMessage() {
        let result = auditFiles([("a.html", #"<a href="/x" target="_blank">X &amp; "Y"</a>"#)])
        #expect(
            result.findings.filter { $0.rule == Self.rule }.map(\.message) == [
                #"link "X & "Y"" opens a new window or tab (target="_blank") and neither its name nor its description says so: "#
                    + "people who cannot see the new tab find that Back does nothing"
            ])
        #expect(result.findings.first { $0.rule == Self.rule }?.severity == .warning)
    }

    @Test func markdownWithRawHTMLAndKramdownAttributeLists() {
        let notes = MarkedText(
            #"""
            Try 1️⃣[Duck.ai](https://duck.ai){:target="\_blank"}{:rel="noopener noreferrer"}, or read the
            2️⃣[policy][p]{:target="_blank"} and the [terms](/terms){:target="_blank"} (opens in a new tab).
            See 3️⃣<a href="https://status.example.com" target="_blank">status</a> and
            <a href="/docs" target="_blank">docs <em>(new window)</em></a> or [help](/help){:target="_self"}.

            [p]: /privacy
            """#)
        #expect(
            found([("help/notes.md", notes.text)], dialect: .kramdown) == [
                "help/notes.md \(at(notes, "1️⃣")) \"Duck.ai\" target=\"\\_blank\"",
                "help/notes.md \(at(notes, "2️⃣")) \"policy\" target=\"_blank\"",
                "help/notes.md \(at(notes, "3️⃣")) \"status\" target=\"_blank\"",
            ])
        // Read as GitHub renders it, an attribute list is text: only the raw HTML link opens a window.
        #expect(found([("help/notes.md", notes.text)]) == ["help/notes.md \(at(notes, "3️⃣")) \"status\" target=\"_blank\""])
    }

    /// App copy is read as HTML when it holds a tag, and its `target` is kept, but the app decides
    /// how a link opens; Swift links have no target; Markdown help shown in the app neither.
    @Test func appCopySwiftAndInAppMarkdownAreQuiet() {
        let table = #"""
            "terms" = "Read the <a href=\"https://example.com/terms\" target=\"_blank\">terms</a>.";
            "help" = "Visit [Help](https://example.com/help).";
            """#
        let documents = [extract("App/en.lproj/Localizable.strings", table)]
        #expect(documents[0].links.map(\.attributes?.target) == ["_blank", nil])
        var files = [("App/en.lproj/Localizable.strings", table)]
        if DocumentExtractor.readsSwiftSources {
            files.append(("App/About.swift", #"let view = Link("Privacy", destination: URL(string: "https://example.com/p")!)"#))
        }
        #expect(found(files) == [])
        let inApp = DocumentExtractor.extract(
            file: "Help/a.md", bytes: Array(#"See <a href="/x" target="_blank">X</a>."#.utf8), format: .markdown,
            options: ExtractionOptions(render: .swiftui))
        let result = Auditor(configuration: Configuration()).evaluate(documents: [inApp], files: ["Help/a.md"])
        #expect(result.findings.filter { $0.rule == Self.rule }.isEmpty)
    }
}
