import Foundation
import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

/// What `Link.style` HTML links get from the page's CSS: exact colors, cues and the positions of
/// the declarations, for selectors, the cascade, color syntaxes and custom properties; and what
/// stays unknown (`nil`) rather than guessed.
@Suite struct CSSLinkStyleTests {
    private func links(_ html: String) -> [Link] {
        HTMLExtractor.extractDocument(bytes: Array(html.utf8), file: "page.html", options: ExtractionOptions()).links
    }

    /// One line per appearance entry: appearance, link color, text color, background, cues.
    private func summary(_ style: LinkStyle?) -> [String] {
        guard let style else { return ["nil"] }
        func show(_ source: ColorSource?) -> String {
            switch source {
            case .literal(let color)?: color.hex
            case nil: "?"
            default: "\(source!)"
            }
        }
        return style.appearances.map { entry in
            let cues = entry.cues.map { "[" + $0.map(\.rawValue).joined(separator: ",") + "]" } ?? "?"
            return
                "\(entry.appearance?.rawValue ?? "any") \(show(entry.color)) on \(show(entry.background)) text \(show(entry.textColor)) \(cues)"
        }
    }

    private func style(_ css: String, body: String) -> [String] {
        links("<html><head><style>\(css)</style></head><body>\(body)</body></html>").map { summary($0.style).joined(separator: " | ") }
    }

    // MARK: - When a style is set

    @Test func pagesWithoutAuthorCSSKeepNoStyle() {
        #expect(links("<p>Read <a href=\"a.html\">the guide</a>.</p>").map(\.style) == [nil])
        // CSS that sets nothing the rules need: still nil.
        #expect(style("body { font-family: serif; margin: 0 } a:hover { color: red }", body: "<p><a href=x>go on</a></p>") == ["nil"])
        #expect(links("<p style=\"margin: 0\"><a href=x>go on</a></p>").map(\.style) == [nil])
    }

    @Test func authorColorOnAnAncestorFillsTheStyleWithUserAgentLinkDefaults() {
        #expect(
            style("body { color: #333 }", body: "<p>See <a href=x>the list</a>.</p>") == ["any #0000EE on #FFFFFF text #333333 [underline]"]
        )
    }

    /// Link text inside child elements styled apart (`<a><code>…</code></a>`, as Sphinx writes
    /// cross-references): their own background, underline or weight is a cue of the link; a child
    /// of another color leaves the cues unknown; too many children to look at, too.
    @Test func childElementsOfTheLinkDrawCuesOfTheirOwn() {
        let sheet = "pre { color: #333333; background-color: #eeffcc } a { color: #0072aa; text-decoration: none } "
        #expect(
            style(sheet + "code { background-color: #1b3a4b }", body: "<pre>stmt ::= <a href=x><code>expr</code></a> ;</pre>")
                == ["any #0072AA on #EEFFCC text #333333 [other]"])
        // A background that does not stand out (under 3:1 to the one around it) is no cue (issue 24).
        #expect(
            style(sheet + "code { background-color: #ecf0f3 }", body: "<pre>stmt ::= <a href=x><code>expr</code></a> ;</pre>")
                == ["any #0072AA on #EEFFCC text #333333 []"])
        #expect(
            style(sheet + "b { font-weight: 700 }", body: "<pre>stmt ::= <a href=x><b>expr</b></a> ;</pre>")
                == ["any #0072AA on #EEFFCC text #333333 [fontWeight]"])
        #expect(
            style(sheet + "span { text-decoration: underline }", body: "<p>See <a href=x><span>the list</span></a>.</p>")
                == ["any #0072AA on #FFFFFF text #000000 [underline]"])
        #expect(
            style(sheet + "code { color: #333333 }", body: "<pre>stmt ::= <a href=x><code>expr</code></a> ;</pre>")
                == ["any #0072AA on #EEFFCC text #333333 ?"])
        #expect(
            style(sheet, body: "<p>See <a href=x>" + String(repeating: "<i>a</i>", count: 17) + "</a>.</p>")
                == ["any #0072AA on #FFFFFF text #000000 ?"])
        #expect(style(sheet, body: "<pre>stmt ::= <a href=x><code>expr</code></a> ;</pre>") == ["any #0072AA on #EEFFCC text #333333 []"])
    }

    @Test func declarationSitesInStyleBlocksAndStyleAttributes() throws {
        let marked = MarkedText(
            "<style>\np a { 1️⃣color: #1433cc; 2️⃣text-decoration: none }\n</style>\n<p>Read <a href=x style=\"font-weight: 400; 3️⃣color: red\">x</a> and <a href=y>y</a>.</p>"
        )
        let found = links(marked.text)
        try #require(found.count == 2)
        let first = try #require(found[0].style?.appearances.first)
        #expect(first.colorSite == ColorSite(file: "page.html", position: marked["3️⃣"]))
        #expect(first.cueRemovedAt == ColorSite(file: "page.html", position: marked["2️⃣"]))
        let second = try #require(found[1].style?.appearances.first)
        #expect(second.colorSite == ColorSite(file: "page.html", position: marked["1️⃣"]))
        #expect(second.color == .literal(RGBAColor(hex: "#1433CC")!))
        #expect(second.cues == [])
    }

    @Test func styleAttributeWrittenWithCharacterReferencesHasNoPosition() throws {
        let found = links("<p>x <a href=x style=\"color:&#32;red\">y</a></p>")
        let entry = try #require(found.first?.style?.appearances.first)
        #expect(entry.color == .literal(RGBAColor(hex: "#FF0000")!))
        #expect(entry.colorSite == ColorSite(file: "page.html", position: nil))
    }

    // MARK: - Selectors

    @Test func selectorsThatMatch() {
        let body = "<div id=main class=\"doc wide\"><p class=note>x <a href=x class=\"ext\" data-kind=help>y</a></p></div>"
        let cases: [(String, String)] = [
            ("a { color: #111 }", "#111111"), (".ext { color: #111 }", "#111111"), ("#main a { color: #111 }", "#111111"),
            ("div.doc.wide p > a { color: #111 }", "#111111"), ("p.note > a:link { color: #111 }", "#111111"),
            ("a[data-kind] { color: #111 }", "#111111"), ("a[data-kind=\"help\"] { color: #111 }", "#111111"),
            ("* { color: #111 }", "#111111"), ("div a:any-link { color: #111 }", "#111111"),
            ("h1, .ext { color: #111 }", "#111111"), (":root a { color: #111 }", "#111111"),
        ]
        for (css, expected) in cases {
            #expect(
                style(css, body: body) == ["any \(expected) on #FFFFFF text \(css.hasPrefix("*") ? "#111111" : "#000000") [underline]"],
                "\(css)")
        }
    }

    @Test func selectorsOutsideTheSubsetOrNotMatchingAreSkipped() {
        let body = "<div><p>x <a href=x class=ext>y</a></p></div>"
        for css in [
            "a:hover { color: #111 }", "a:focus { color: #111 }", "a:not(.x) { color: #111 }", "a::before { color: #111 }",
            "p + a { color: #111 }", "p ~ a { color: #111 }", "a:visited { color: #111 }", "div > a { color: #111 }",
            "a[class~=ext] { color: #111 }", "a[class=\"EXT\"] { color: #111 }", "svg|a { color: #111 }", "a:nth-child(1) { color: #111 }",
            ".ext:hover, a:visited { color: #111 }",
        ] {
            #expect(style(css, body: body) == ["nil"], "\(css)")
        }
        // In a list, the supported selectors still apply.
        #expect(style("a:hover, .ext { color: #111 }", body: body) == ["any #111111 on #FFFFFF text #000000 [underline]"])
    }

    // MARK: - Cascade

    @Test func specificityOrderImportantAndInlineStyle() {
        let body = "<p id=p>x <a href=x class=c>y</a></p>"
        #expect(style(".c { color: #111 } a { color: #222 }", body: body).first?.contains("#111111 on") == true)
        #expect(style("a { color: #111 } a { color: #222 }", body: body).first?.contains("#222222 on") == true)
        #expect(style("#p a { color: #111 !important } #p .c { color: #222 }", body: body).first?.contains("#111111 on") == true)
        #expect(style("a { color: #111; color: #333 }", body: body).first?.contains("#333333 on") == true)
        let inline = "<p>x <a href=x class=c style=\"color: #444\">y</a></p>"
        #expect(style(".c { color: #111 }", body: inline).first?.contains("#444444 on") == true)
        #expect(style(".c { color: #111 !important }", body: inline).first?.contains("#111111 on") == true)
    }

    @Test func colorInheritsAndKeywords() {
        #expect(
            style("p { color: #123456 } a { color: inherit }", body: "<p>x <a href=x>y</a></p>") == [
                "any #123456 on #FFFFFF text #123456 [underline]"
            ])
        #expect(
            style("p { color: #123456 } a { color: currentColor }", body: "<p>x <a href=x>y</a></p>") == [
                "any #123456 on #FFFFFF text #123456 [underline]"
            ])
        #expect(
            style("p { color: #123456 } a { color: initial }", body: "<p>x <a href=x>y</a></p>") == [
                "any #000000 on #FFFFFF text #123456 [underline]"
            ])
        // The text around the link is its nearest block's color, not an inline wrapper's.
        #expect(
            style("p { color: #222 } span { color: #999 }", body: "<p>x <span><a href=x>y</a></span></p>") == [
                "any #0000EE on #FFFFFF text #222222 [underline]"
            ])
    }

    @Test func colorSyntaxes() {
        let cases: [(String, String)] = [
            ("rebeccapurple", "#663399"), ("#ABC", "#AABBCC"), ("rgb(255, 0, 0)", "#FF0000"), ("rgba(0,0,255,0.5)", "#0000FF80"),
            ("rgb(0 128 0)", "#008000"), ("rgb(100% 0% 0% / 50%)", "#FF000080"), ("hsl(120, 100%, 25%)", "#008000"),
            ("hsl(240deg 100% 50%)", "#0000FF"), ("hsla(0.5turn, 100%, 50%, 1)", "#00FFFF"), ("#00000000", "#00000000"),
            ("transparent", "#00000000"),
        ]
        for (value, hex) in cases {
            #expect(style("a { color: \(value) }", body: "<p>x <a href=x>y</a></p>").first?.hasPrefix("any \(hex) on") == true, "\(value)")
        }
        // Unknown syntaxes leave the color unknown, never a guess.
        for value in ["lab(50% 40 59)", "color-mix(in srgb, red, blue)", "rgb(calc(1) 0 0)", "#abcde", "bluish", "AccentColor"] {
            #expect(
                style("a { color: \(value) }", body: "<p>x <a href=x>y</a></p>") == ["any ? on #FFFFFF text #000000 [underline]"],
                "\(value)")
        }
    }

    @Test func customProperties() {
        let body = "<div class=box><p>x <a href=x>y</a></p></div>"
        #expect(style(":root { --link: #0a58ca } a { color: var(--link) }", body: body).first?.hasPrefix("any #0A58CA on") == true)
        #expect(style(".box { --link: #198754 } a { color: var(--link) }", body: body).first?.hasPrefix("any #198754 on") == true)
        #expect(style("html { --a: var(--b); --b: #dc3545 } a { color: var(--a) }", body: body).first?.hasPrefix("any #DC3545 on") == true)
        #expect(style("a { color: var(--missing, #6c757d) }", body: body).first?.hasPrefix("any #6C757D on") == true)
        // Unresolvable or cyclic: unknown.
        #expect(style("a { color: var(--missing) }", body: body).first?.hasPrefix("any ? on") == true)
        #expect(style(":root { --a: var(--b); --b: var(--a) } a { color: var(--a) }", body: body).first?.hasPrefix("any ? on") == true)
    }

    // MARK: - Backgrounds and cues

    @Test func backgroundsAndNonColorCues() {
        let body = "<div class=panel><p>x <a href=x>y</a></p></div>"
        #expect(style(".panel { background-color: #f0f0f0 }", body: body) == ["any #0000EE on #F0F0F0 text #000000 [underline]"])
        #expect(style(".panel { background: rgba(0, 0, 0, 0.5) }", body: body) == ["any #0000EE on #808080 text #000000 [underline]"])
        #expect(style("body { background: url(x.png) #fff }", body: body) == ["any #0000EE on ? text #000000 ?"])
        #expect(
            style("a { text-decoration: none; border-bottom: 1px dotted }", body: body) == ["any #0000EE on #FFFFFF text #000000 [border]"])
        #expect(style("a { text-decoration: none; border-bottom: 0 solid }", body: body) == ["any #0000EE on #FFFFFF text #000000 []"])
        #expect(
            style("a { text-decoration: none; border-style: none none solid }", body: body) == [
                "any #0000EE on #FFFFFF text #000000 [border]"
            ])
        #expect(style("a { text-decoration: none; font-weight: bold }", body: body) == ["any #0000EE on #FFFFFF text #000000 [fontWeight]"])
        #expect(
            style("p { font-weight: 700 } a { text-decoration: none; font-weight: bold }", body: body) == [
                "any #0000EE on #FFFFFF text #000000 []"
            ])
        #expect(
            style("a { text-decoration-line: underline overline; color: #111 }", body: body) == [
                "any #111111 on #FFFFFF text #000000 [underline]"
            ])
        #expect(
            style("a { text-decoration: none; background-color: #ffeeaa }", body: body) == ["any #0000EE on #FFEEAA text #000000 []"])
        #expect(
            style("a { text-decoration: none; background-color: #1a1a66; color: #ffffff }", body: body) == [
                "any #FFFFFF on #1A1A66 text #000000 [other]"
            ])
        #expect(links("<style>a { background: #1a1a66 }</style><p>x <a href=x>y</a></p>").first?.style?.cueDetail == "background color")
        #expect(links("<style>a { background: #ffeeaa }</style><p>x <a href=x>y</a></p>").first?.style?.cueDetail == nil)
        // A block the context reader does not stop at (`pre`) is still the text around the link in CSS.
        #expect(
            style(
                "div { background: #fff; color: #111 } pre { background: #eeffcc; color: #333 }",
                body: "<div><pre>x <b><a href=x>y</a></b></pre></div>")
                == ["any #0000EE on #EEFFCC text #333333 [underline,fontWeight]"])
        #expect(
            style("mark a { text-decoration: none }", body: "<p>x <mark>z <a href=x>y</a></mark></p>") == [
                "any #0000EE on #FFFF00 text #000000 []"
            ])
        #expect(style("a { text-decoration: var(--nope) }", body: body) == ["any #0000EE on #FFFFFF text #000000 ?"])
    }

    @Test func whatMayDrawACueThisReaderDoesNotJudgeLeavesTheCuesUnknown() {
        let body = "<div class=panel><p>x <a href=x class=ext>y</a></p></div>"
        for css in [
            "a { text-decoration: none } a.ext::after { content: \"\u{2197}\" }", "a { text-decoration: none } a:before { content: \"\" }",
            "a { text-decoration: none; box-shadow: inset 0 -1px 0 currentColor }", "a { text-decoration: none; outline: 1px dotted }",
            "a { text-decoration: none; background-image: linear-gradient(red, red) }",
            "a { text-decoration: none; text-shadow: 0 1px red }",
        ] {
            #expect(style(css, body: body) == ["any #0000EE on #FFFFFF text #000000 ?"], "\(css)")
        }
        for css in [
            "a { text-decoration: none; outline: none; box-shadow: none }", "a { text-decoration: none } a::after { content: none }",
            "a { text-decoration: none } p::after { content: \"x\" }", "a { text-decoration: none } a::after { color: red }",
        ] {
            #expect(style(css, body: body) == ["any #0000EE on #FFFFFF text #000000 []"], "\(css)")
        }
        // A rule for a generated box alone styles nothing of the link itself.
        #expect(style("a::after { color: red; text-decoration: none }", body: body) == ["nil"])
    }

    // MARK: - Appearances

    @Test func darkMediaBlocksMakeTwoAppearances() throws {
        let marked = MarkedText(
            "<style>\nbody { color: #222 }\n@media screen and (prefers-color-scheme: dark) {\n  body { background: #000; color: #eee }\n  a { 1️⃣color: #4da3ff; 2️⃣text-decoration: none }\n}\n</style><p>x <a href=x>y</a></p>"
        )
        let found = links(marked.text)
        #expect(
            summary(found[0].style) == ["light #0000EE on #FFFFFF text #222222 [underline]", "dark #4DA3FF on #000000 text #EEEEEE []"])
        let dark = try #require(found[0].style?.style(for: .dark))
        #expect(dark.colorSite?.position == marked["1️⃣"])
        #expect(dark.cueRemovedAt?.position == marked["2️⃣"])
        #expect(found[0].style?.style(for: .light)?.colorSite == nil)
    }

    @Test func colorSchemeDarkUsesTheDarkCanvasAndLeavesTheLinkColorUnknown() {
        #expect(
            style(":root { color-scheme: light dark } p { font-weight: normal }", body: "<p>x <a href=x>y</a></p>") == [
                "light #0000EE on #FFFFFF text #000000 [underline] | dark ? on #121212 text #FFFFFF [underline]"
            ])
        #expect(
            links("<meta name=color-scheme content=\"dark\"><style>p { color: #ccc }</style><p>x <a href=x>y</a></p>").map {
                summary($0.style)
            } == [
                ["light ? on #121212 text #CCCCCC [underline]", "dark ? on #121212 text #CCCCCC [underline]"]
            ])
    }

    @Test func mediaThatIsNotTheScreenIsSkipped() {
        #expect(style("@media print { a { color: #111 } }", body: "<p>x <a href=x>y</a></p>") == ["nil"])
        #expect(style("@media (min-width: 600px) { a { color: #111 } }", body: "<p>x <a href=x>y</a></p>") == ["nil"])
        #expect(style("@supports (color: red) { a { color: #111 } }", body: "<p>x <a href=x>y</a></p>") == ["nil"])
        #expect(links("<style media=print>a { color: #111 }</style><p>x <a href=x>y</a></p>").map(\.style) == [nil])
        #expect(
            links("<style media=\"screen\">a { color: #111 }</style><p>x <a href=x>y</a></p>").map { summary($0.style) } == [
                ["any #111111 on #FFFFFF text #000000 [underline]"]
            ])
        #expect(
            style("@media all and (prefers-color-scheme: light) { a { color: #111 } }", body: "<p>x <a href=x>y</a></p>") == [
                "light #111111 on #FFFFFF text #000000 [underline] | dark #0000EE on #FFFFFF text #000000 [underline]"
            ])
    }

    @Test func hostilePagesStayQuick() {
        // 20,000 nested elements under a styled root: computed once per element, never per link and level.
        let deep = String(repeating: "<span><a href=x>y</a>", count: 20_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            let found = links("<style>span { color: #111 } span span a { color: #222 }</style><p>" + deep + "</p>")
            #expect(found.count == 20_000)
        }
        #expect(elapsed < .seconds(60))
    }
}

/// Linked stylesheets as the extractor reads them: once per run, however many pages link them.
@Suite struct CSSStylesheetCacheTests {
    @Test func aStylesheetLinkedByManyPagesIsParsedOnce() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("linkaudit-css-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/docs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "a { color: #2255aa }".write(toFile: root + "/docs/shared.css", atomically: true, encoding: .utf8)
        var options = ExtractionOptions()
        options.resourceRoot = root
        let documents = (0..<50).map { number -> ExtractedDocument in
            options.absolutePath = root + "/docs/page\(number).html"
            let page = "<link rel=stylesheet href=shared.css><p>x <a href=y.html>go to \(number)</a></p>"
            return HTMLExtractor.extractDocument(bytes: Array(page.utf8), file: "docs/page\(number).html", options: options)
        }
        #expect(documents.allSatisfy { $0.links.first?.style?.appearances.first?.color == .literal(RGBAColor(hex: "#2255AA")!) })
        #expect(documents.allSatisfy { $0.inputsRead == ["docs/shared.css"] })
        let real = URL(fileURLWithPath: root + "/docs/shared.css").resolvingSymlinksInPath().path
        #expect(CSSSheetCache.shared.parseCount(path: real) == 1)
        // Changed bytes are parsed again.
        try "a { color: #113366 }".write(toFile: root + "/docs/shared.css", atomically: true, encoding: .utf8)
        options.absolutePath = root + "/docs/page0.html"
        let changed = HTMLExtractor.extractDocument(
            bytes: Array("<link rel=stylesheet href=shared.css><p>x <a href=y>z</a></p>".utf8), file: "docs/page0.html", options: options)
        #expect(changed.links.first?.style?.appearances.first?.color == .literal(RGBAColor(hex: "#113366")!))
        #expect(CSSSheetCache.shared.parseCount(path: real) == 2)
    }

    /// Issue 25: a sheet linked or imported again is in the cascade once, at its last place (where it
    /// overrides what came between), however many times and under whatever query string.
    @Test func aSheetLinkedAgainMovesToItsLastPlace() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("linkaudit-css-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/docs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "a { color: #2255aa }".write(toFile: root + "/docs/a.css", atomically: true, encoding: .utf8)
        try "a { color: #113366 }".write(toFile: root + "/docs/b.css", atomically: true, encoding: .utf8)
        try (String(repeating: "@import \"a.css?v=1\";\n", count: 3) + "@import \"b.css\";\n").write(
            toFile: root + "/docs/all.css", atomically: true, encoding: .utf8)
        var options = ExtractionOptions()
        options.resourceRoot = root
        options.absolutePath = root + "/docs/page.html"
        func color(_ head: String) -> RGBAColor? {
            let page = head + "<p>x <a href=y.html>go</a></p>"
            let document = HTMLExtractor.extractDocument(bytes: Array(page.utf8), file: "docs/page.html", options: options)
            guard case .literal(let color)? = document.links.first?.style?.appearances.first?.color else { return nil }
            return color
        }
        let a = RGBAColor(hex: "#2255AA")
        let b = RGBAColor(hex: "#113366")
        #expect(color("<link rel=stylesheet href=a.css><link rel=stylesheet href=b.css><link rel=stylesheet href=a.css?2>") == a)
        #expect(color("<link rel=stylesheet href=a.css><link rel=stylesheet href=b.css>") == b)
        #expect(color(String(repeating: "<link rel=stylesheet href=a.css>", count: 2_000) + "<link rel=stylesheet href=b.css>") == b)
        // `all.css` imports `a.css` three times, then `b.css`; a later link of `a.css` wins again.
        #expect(color("<link rel=stylesheet href=all.css>") == b)
        #expect(color("<link rel=stylesheet href=all.css><link rel=stylesheet href=a.css#x>") == a)
        // x.css imports b.css before its own rule; y.css imports b.css too. Linked x, y, x, the last
        // x is b's rules, then x's own: x's own wins, though y moved b's rules after it meanwhile.
        try "@import \"b.css\";\na { color: #2255aa }".write(toFile: root + "/docs/x.css", atomically: true, encoding: .utf8)
        try "@import \"b.css\";\np { color: #000000 }".write(toFile: root + "/docs/y.css", atomically: true, encoding: .utf8)
        #expect(color("<link rel=stylesheet href=x.css><link rel=stylesheet href=y.css>") == b)
        #expect(color("<link rel=stylesheet href=x.css><link rel=stylesheet href=y.css><link rel=stylesheet href=x.css>") == a)
    }
}
