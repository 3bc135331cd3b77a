import Foundation
import LinkAuditExtractors
import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// Bare URLs on a Hugo site, as Goldmark's Linkify (with Hugo's Typographer) links them, against
/// GitHub's cmark-gfm (issue 9, kind K1 of the Hugo sites; `GoldmarkLinkify`).
@Suite("Goldmark dialect")
struct GoldmarkDialectTests {
    /// Each link of a Markdown text read in `dialect`: its text, destination and span.
    private func links(_ marked: MarkedText, _ dialect: MarkdownDialect) -> [String] {
        let document = DocumentExtractor.extract(
            file: "page.md", bytes: marked.bytes, format: .markdown, options: ExtractionOptions(markdownDialect: dialect))
        return document.links.map { "\($0.text) -> \($0.destination) \($0.span.map { "\($0)" } ?? "-")" }
    }

    /// The Hugo page of the report, in other words: a URL in typed curly quotes is text; one in
    /// straight quotes follows an opening quote Typographer made, so it is a link, and Linkify keeps
    /// the closing `"` in it (goldmark issue 335); the control after a space is a link.
    @Test func quotedURLsOnAHugoSite() {
        let result = audit(["hugo-quoted-urls"])
        #expect(
            result.links.map { "\($0.text) \($0.span.map { "\($0)" } ?? "-")" } == [
                "https://video.example.org/watch?v=Qx7Tb2Lm9\" 6:3-6:46",
                "https://example.org/help 8:20-8:43",
            ])
        #expect(result.links[0].destination == "https://video.example.org/watch?v=Qx7Tb2Lm9\"")
        #expect(
            result.findings.filter { $0.rule == "url-as-link-text" }.map(brief) == [
                "6:3 url-as-link-text", "8:20 url-as-link-text",
            ])
    }

    /// Curly quotes typed as such, guillemets and a letter start no link; the closing `’` is never
    /// part of a URL; GitHub links all but the letter case and keeps the closing quote.
    @Test func typedQuotesAndLettersStartNoLink() {
        let marked = MarkedText(
            """
            Try “1️⃣http://a.example.org/x”2️⃣ or «3️⃣http://b.example.org/y»4️⃣ or ‘5️⃣http://c.example.org/z’6️⃣.
            Also xhttp://d.example.org/w and word"7️⃣http://e.example.org/v8️⃣" here.
            """)
        #expect(links(marked, .goldmark) == [])
        #expect(
            links(marked, .gfm) == [
                "http://a.example.org/x” -> http://a.example.org/x” \(marked.span("1️⃣", "2️⃣"))",
                "http://b.example.org/y» -> http://b.example.org/y» \(marked.span("3️⃣", "4️⃣"))",
                "http://c.example.org/z’ -> http://c.example.org/z’ \(marked.span("5️⃣", "6️⃣"))",
                "http://e.example.org/v -> http://e.example.org/v \(marked.span("7️⃣", "8️⃣"))",
            ])
    }

    /// Where Linkify starts a link: a line's start, after a space, `(`, `*`, `_`, `~`, and a straight
    /// quote; a URL stops before the first character that is not ASCII, and a trailing unbalanced
    /// `)` or full stop is dropped.
    @Test func whereGoldmarkStartsAndEndsALink() {
        let marked = MarkedText(
            """
            1️⃣http://a.example.org/one2️⃣ then (3️⃣https://b.example.org/two4️⃣) or *5️⃣http://c.example.org/three6️⃣*
            and _7️⃣https://d.example.org/four8️⃣_ or ~9️⃣https://e.example.org/five🔟 or see
            """)
        #expect(
            links(marked, .goldmark) == [
                "http://a.example.org/one -> http://a.example.org/one \(marked.span("1️⃣", "2️⃣"))",
                "https://b.example.org/two -> https://b.example.org/two \(marked.span("3️⃣", "4️⃣"))",
                "http://c.example.org/three -> http://c.example.org/three \(marked.span("5️⃣", "6️⃣"))",
                "https://d.example.org/four -> https://d.example.org/four \(marked.span("7️⃣", "8️⃣"))",
                "https://e.example.org/five -> https://e.example.org/five \(marked.span("9️⃣", "🔟"))",
            ])
        let quoted = MarkedText(
            """
            See 1️⃣http://f.example.org/guide2️⃣’s last page, '3️⃣http://g.example.org/a'4️⃣ and
            5️⃣http://h.example.org/b6️⃣. Then 7️⃣http://i.example.org/c8️⃣” or 9️⃣http://j.example.org/d🔟».
            """)
        #expect(
            links(quoted, .goldmark) == [
                "http://f.example.org/guide -> http://f.example.org/guide \(quoted.span("1️⃣", "2️⃣"))",
                "http://g.example.org/a' -> http://g.example.org/a' \(quoted.span("3️⃣", "4️⃣"))",
                "http://h.example.org/b -> http://h.example.org/b \(quoted.span("5️⃣", "6️⃣"))",
                "http://i.example.org/c -> http://i.example.org/c \(quoted.span("7️⃣", "8️⃣"))",
                "http://j.example.org/d -> http://j.example.org/d \(quoted.span("9️⃣", "🔟"))",
            ])
        // GitHub: the `’s` belongs to the first URL, and the closing `'` is dropped from the second.
        let guide = SourceSpan(start: quoted["1️⃣"], end: SourcePosition(line: 1, utf8Column: quoted["2️⃣"].utf8Column + 3))
        let second = SourceSpan(start: quoted["3️⃣"], end: SourcePosition(line: 1, utf8Column: quoted["4️⃣"].utf8Column - 2))
        #expect(
            links(quoted, .gfm).prefix(2) == [
                "http://f.example.org/guide’s -> http://f.example.org/guide’s \(guide)",
                "http://g.example.org/a -> http://g.example.org/a \(second)",
            ])
    }

    /// What Linkify's grammar refuses: an escaped `(` before the URL, a host without a dot and
    /// lowercase letters after it, an uppercase scheme. A `www.` address leads to `https://`.
    @Test func whatLinkifyDoesNotLink() {
        let marked = MarkedText(
            """
            Run \\(http://a.example.org/x) or http://localhost:1313/ or HTTP://B.EXAMPLE.ORG/y.
            Visit 1️⃣www.example.org/docs2️⃣ today.
            """)
        #expect(links(marked, .goldmark) == ["www.example.org/docs -> https://www.example.org/docs \(marked.span("1️⃣", "2️⃣"))"])
        #expect(links(marked, .gfm).count == 4)
    }

    /// Inline markup a parser took is where Goldmark looks again: after a code span, a link and a
    /// raw tag a URL is a link, as on GitHub.
    @Test func aURLRightAfterInlineMarkup() {
        let marked = MarkedText(
            """
            Use `curl`1️⃣https://a.example.org/x2️⃣ or [b](/b)3️⃣https://c.example.org/y4️⃣ or <br>5️⃣https://d.example.org/z6️⃣ now.
            """)
        let expected = [
            "https://a.example.org/x -> https://a.example.org/x \(marked.span("1️⃣", "2️⃣"))",
            "b -> /b 1:38-1:44",
            "https://c.example.org/y -> https://c.example.org/y \(marked.span("3️⃣", "4️⃣"))",
            "https://d.example.org/z -> https://d.example.org/z \(marked.span("5️⃣", "6️⃣"))",
        ]
        #expect(links(marked, .goldmark) == expected)
        #expect(links(marked, .gfm) == expected)
    }

    /// A Hugo site is known by `hugo.toml`, `hugo.yaml` or `hugo.json`, or a `config` file or
    /// `config/_default` beside `content/`; Zola's `config.toml` (with `base_url`) is not one.
    @Test func hugoSitesAreDetected() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("linkaudit-hugo-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "named/hugo.yaml": "title: Named\n",
            "named/content/a.md": "See ‘https://example.com/a’ now.\n",
            "legacy/config.toml": "baseURL = \"https://example.com/\"\n",
            "legacy/content/b.md": "See ‘https://example.com/b’ now.\n",
            "folder/config/_default/hugo.toml": "title = \"Folder\"\n",
            "folder/content/c.md": "See ‘https://example.com/c’ now.\n",
            "zola/config.toml": "base_url = \"https://example.com\"\n",
            "zola/content/d.md": "See ‘https://example.com/d’ now.\n",
            "bare/config.toml": "title = \"No content folder\"\n",
            "bare/e.md": "See ‘https://example.com/e’ now.\n",
        ]
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        let result = Auditor(configuration: Configuration(), workingDirectory: root).audit(paths: ["."])
        #expect(result.links.map(\.destination).sorted() == ["https://example.com/d’", "https://example.com/e’"])
        var configured = Configuration()
        configured.markdownDialect = .goldmark
        #expect(Auditor(configuration: configured, workingDirectory: root).audit(paths: ["."]).links.isEmpty)
        // The configuration file names the dialect too.
        try "{\"markdown\": \"goldmark\"}".write(toFile: root + "/.linkaudit.json", atomically: true, encoding: .utf8)
        try "See https://example.com/g now.\n".write(toFile: root + "/zola/content/g.md", atomically: true, encoding: .utf8)
        let run = CommandRun([".", "--format", "json", "--fail-on", "never"], in: root)
        #expect(run.status == .clean)
        #expect(!run.standardOutput.contains("\"destination\" : \"https://example.com/d"))
        #expect(run.standardOutput.contains("\"destination\" : \"https://example.com/g\""))
    }
}
