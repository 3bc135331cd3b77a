import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// `symbol-in-name` (issue 14, item 5) in every format a name comes from: HTML, Markdown, string
/// tables and Swift, with the near misses of each kind beside the findings.
@Suite("Symbols in link names")
struct SymbolInNameTests {
    func found(_ files: [(String, String)]) -> [String] {
        auditFiles(files).findings.filter { $0.rule == "symbol-in-name" }.map { "\($0.file) \(brief($0)) \($0.message)" }
    }

    func message(_ name: String, _ symbols: String, _ names: String) -> String {
        "link name \"\(name)\" has \(symbols) beside its words, which screen readers read out with the name (\(names))"
    }

    /// Arrows and guillemets at either edge, touching the word or not, in a paragraph, a list
    /// inside a nav and a table cell; hidden, paired, inner and symbol-only ones stay quiet.
    @Test func htmlNamesWithDecorativeSymbols() {
        let page = MarkedText(
            """
            <nav><p>1️⃣<a href="/page/2">Next page→</a> | 2️⃣<a href="/archive">»  Archive</a></p>
            <p><a href="/next">Next <span aria-hidden="true">→</span></a> <a href="/q">« Le Monde »</a> <a href="/top">↑</a></p>
            <ul><li><b>3️⃣<a href="/fav"><span>★</span> Favorites</a></b></li><li><a href="/menu">File → Save</a></li></ul></nav>
            <table><tr><td>4️⃣<a href="/back">&lt;&lt; Back</a></td><td><a href="/c">C++ &amp; C#</a></td></tr></table>
            """)
        let s = ["1️⃣", "2️⃣", "3️⃣", "4️⃣"].map { page[$0] }
        #expect(
            found([("help/index.html", page.text)]) == [
                "help/index.html \(s[0].line):\(s[0].utf8Column) symbol-in-name "
                    + message("Next page→", "\"→\"", "\"→\" is \"right arrow\" in NVDA"),
                "help/index.html \(s[1].line):\(s[1].utf8Column) symbol-in-name "
                    + message("» Archive", "\"»\"", "\"»\" is \"double right pointing angle bracket\" in NVDA"),
                "help/index.html \(s[2].line):\(s[2].utf8Column) symbol-in-name "
                    + message("★ Favorites", "\"★\"", "\"★\" is Unicode's \"black star\""),
                "help/index.html \(s[3].line):\(s[3].utf8Column) symbol-in-name "
                    + message("<< Back", "\"<\"", "\"<\" is \"less\" in NVDA"),
            ])
    }

    @Test func markdownNamesWithSymbolsAndEmoji() {
        let notes = MarkedText(
            """
            Start with the 1️⃣[Setup guide ↗](https://example.com/setup), then
            the [release notes](https://example.com/notes) and *2️⃣[🎉 What's new ✨](https://example.com/new)*.

            | Page | Link |
            |---|---|
            | Plans | 3️⃣[Compare plans ▸](https://example.com/plans) |
            | Old | [Temperature in °C](https://example.com/c) and [Read more →](https://example.com/more) |
            """)
        let s = ["1️⃣", "2️⃣", "3️⃣"].map { notes[$0] }
        #expect(
            found([("docs/notes.md", notes.text)]) == [
                "docs/notes.md \(s[0].line):\(s[0].utf8Column) symbol-in-name "
                    + message("Setup guide ↗", "\"↗\"", "\"↗\" is Unicode's \"north east arrow\""),
                "docs/notes.md \(s[1].line):\(s[1].utf8Column) symbol-in-name "
                    + message(
                        "🎉 What's new ✨", "\"🎉\" and \"✨\"",
                        "\"🎉\" is Unicode's \"party popper\"; \"✨\" is Unicode's \"sparkles\""),
                "docs/notes.md \(s[2].line):\(s[2].utf8Column) symbol-in-name "
                    + message(
                        "Compare plans ▸", "\"▸\"", "\"▸\" is Unicode's \"black right-pointing small triangle\""),
            ])
    }

    /// App copy: Markdown and HTML values; the fix speaks of VoiceOver and SwiftUI.
    @Test func stringTableValues() {
        let table = MarkedText(
            """
            "step.next" = "1️⃣[Continue ›](https://example.com/step2)";
            "press.quote" = "Read [‹Le Monde›](https://example.com/lemonde) today.";
            "menu" = "Open <a href=\\"https://example.com/save\\">File → Save</a>.";
            "promo" = "2️⃣<a href=\\"https://example.com/sale\\">🔥 Spring sale</a>";
            """)
        let result = auditFiles([("en.lproj/Localizable.strings", table.text)])
        let findings = result.findings.filter { $0.rule == "symbol-in-name" }
        let s = ["1️⃣", "2️⃣"].map { table[$0] }
        #expect(
            findings.map { "\(brief($0)) \($0.message)" } == [
                "\(s[0].line):\(s[0].utf8Column) symbol-in-name "
                    + message(
                        "Continue ›", "\"›\"", "\"›\" is Unicode's \"single right-pointing angle quotation mark\""),
                "\(s[1].line):\(s[1].utf8Column) symbol-in-name " + message("🔥 Spring sale", "\"🔥\"", "\"🔥\" is Unicode's \"fire\""),
            ])
        #expect(findings.map(\.key) == ["step.next", "promo"])
        #expect(
            findings.first?.fix
                == "hide the symbol from VoiceOver: show it as an Image with .accessibilityHidden(true) beside the text, "
                + "or give the link an .accessibilityLabel of the words alone")
    }

    @Test(.enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
    func swiftLinksAndText() {
        let source = MarkedText(
            """
            import SwiftUI

            struct Footer: View {
                var body: some View {
                    VStack {
                        1️⃣Link("API docs ↗", destination: URL(string: "https://example.com/api")!)
                        Link("Status", destination: URL(string: "https://example.com/status")!)
                        Text("Go 2️⃣[back ←](https://example.com/home) or to [Section ¶ 4](https://example.com/s4)")
                    }
                }
            }
            """)
        let s = ["1️⃣", "2️⃣"].map { source[$0] }
        #expect(
            found([("App/Footer.swift", source.text)]) == [
                "App/Footer.swift \(s[0].line):\(s[0].utf8Column) symbol-in-name "
                    + message("API docs ↗", "\"↗\"", "\"↗\" is Unicode's \"north east arrow\""),
                "App/Footer.swift \(s[1].line):\(s[1].utf8Column) symbol-in-name "
                    + message("back ←", "\"←\"", "\"←\" is \"left arrow\" in NVDA"),
            ])
    }
}
