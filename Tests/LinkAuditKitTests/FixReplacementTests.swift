import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// The source edit of a title suggestion (issue 14, item 8): where the exact bytes of a link's
/// visible text are found in its file, the finding records their replacement by the title, and
/// SARIF carries it as a `fix` with `artifactChanges`.
@Suite("Fix replacements from page titles")
struct FixReplacementTests {
    /// A scratch working directory holding the files, audited from memory with it as the root.
    struct Folder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("linkaudit-fix-\(UUID().uuidString)").path

        func write(_ files: [(String, String)]) {
            for (name, text) in files {
                let file = path + "/" + name
                try? FileManager.default.createDirectory(
                    atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                _ = FileManager.default.createFile(atPath: file, contents: Data(text.utf8))
            }
        }

        func audit(_ files: [(String, String)], siteURLs: [SiteIndex.SiteURL] = []) -> AuditResult {
            write(files)
            let documents = files.map {
                DocumentExtractor.extract(file: $0.0, bytes: Array($0.1.utf8), format: Discovery.format(of: $0.0)!)
            }
            var configuration = Configuration()
            configuration.siteURLs = siteURLs
            return Auditor(configuration: configuration, workingDirectory: path).evaluate(documents: documents, files: files.map(\.0))
        }

        func remove() { try? FileManager.default.removeItem(atPath: path) }
    }

    /// `path line:column rule -> replacement` of the findings with a suggestion.
    func replacements(_ result: AuditResult) -> [String] {
        result.findings.filter { $0.fix?.hasPrefix("name it “") == true }.map { finding in
            let edit = finding.replacement.map { "\($0.line):\($0.startColumn)..<\($0.endColumn) \($0.text)" } ?? "none"
            return "\(finding.file) \(finding.line ?? 0):\(finding.column ?? 0) \(finding.rule) -> \(edit)"
        }
    }

    static let markdownPage = MarkedText(
        """
        # Start

        Café: 1️⃣[2️⃣click here3️⃣](sync.md). Also 4️⃣[*here*](sync.md) and 5️⃣[here\\!](sync.md).
        Über 6️⃣[7️⃣more8️⃣][sync] or 9️⃣[here] or 🔟[&#104;ere](sync.md).

        [sync]: sync.md
        [here]: sync.md
        """)

    @Test func markdownLinksGetTheirTextReplacedOnlyWhenItIsTheExactSourceBytes() {
        let folder = Folder()
        defer { folder.remove() }
        let page = Self.markdownPage
        let result = folder.audit([("docs/index.md", page.text), ("docs/sync.md", "# Sync your bookmarks & passwords\n")])
        let (link, text, end) = (page["1️⃣"], page["2️⃣"], page["3️⃣"])
        let (reference, referenceText, referenceEnd) = (page["6️⃣"], page["7️⃣"], page["8️⃣"])
        let (emphasis, escape, shortcut, code) = (page["4️⃣"], page["5️⃣"], page["9️⃣"], page["🔟"])
        let title = "Sync your bookmarks & passwords"
        #expect(
            replacements(result) == [
                "docs/index.md \(link.line):\(link.utf8Column) generic-link-text -> "
                    + "\(text.line):\(text.utf8Column)..<\(end.utf8Column) \(title)",
                // Emphasis and an escape: the source is not the text.
                "docs/index.md \(emphasis.line):\(emphasis.utf8Column) generic-link-text -> none",
                "docs/index.md \(escape.line):\(escape.utf8Column) generic-link-text -> none",
                // A full reference's text is replaced, its label kept.
                "docs/index.md \(reference.line):\(reference.utf8Column) generic-link-text -> "
                    + "\(referenceText.line):\(referenceText.utf8Column)..<\(referenceEnd.utf8Column) \(title)",
                // A shortcut reference's text is its label: replacing it would break the link.
                "docs/index.md \(shortcut.line):\(shortcut.utf8Column) generic-link-text -> none",
                // An entity: the text is not its source.
                "docs/index.md \(code.line):\(code.utf8Column) generic-link-text -> none",
            ])
        #expect(text.utf8Column == 9 && end.utf8Column == 19)
    }

    @Test func htmlLinksGetTheirTextReplacedWithTheTitleAsHTML() {
        let folder = Folder()
        defer { folder.remove() }
        let page = MarkedText(
            """
            <p>Ça: 1️⃣<a href="plans.html" title="a > b">2️⃣Here3️⃣</a>, 4️⃣<a href="plans.html"><b>here</b></a>,
            5️⃣<a
              href="plans.html">6️⃣more7️⃣</A >, 8️⃣<a href="plans.html" aria-label="more">more</a>, 9️⃣<a href="plans.html"></a>🔟.</p>
            """)
        let plans = "<html><head><title>Plans</title></head><body><h1>Plans &amp; <i>prices</i></h1></body></html>"
        let result = folder.audit([("site/index.html", page.text), ("site/plans.html", plans)])
        let (first, second, third) = (page["1️⃣"], page["5️⃣"], page["9️⃣"])
        let escaped = "Plans &amp; prices"
        #expect(
            replacements(result) == [
                "site/index.html \(first.line):\(first.utf8Column) generic-link-text -> "
                    + "\(first.line):\(page["2️⃣"].utf8Column)..<\(page["3️⃣"].utf8Column) \(escaped)",
                "site/index.html \(page["4️⃣"].line):\(page["4️⃣"].utf8Column) generic-link-text -> none",
                "site/index.html \(second.line):\(second.utf8Column) generic-link-text -> "
                    + "\(page["6️⃣"].line):\(page["6️⃣"].utf8Column)..<\(page["7️⃣"].utf8Column) \(escaped)",
                // The name is the aria-label: the text is not it.
                "site/index.html \(page["8️⃣"].line):\(page["8️⃣"].utf8Column) generic-link-text -> none",
                // No name at all: the title is written inside the empty element.
                "site/index.html \(third.line):\(third.utf8Column) empty-link-name -> "
                    + "\(third.line):\(page["🔟"].utf8Column - 4)..<\(page["🔟"].utf8Column - 4) \(escaped)",
            ])
    }

    /// A page of ASCII bytes may declare a legacy charset: the title's other characters are
    /// written as references there. So they are on a page whose bytes are in a legacy charset,
    /// located in its decoded text (`--fix` writes it back in its charset).
    @Test func htmlPagesInALegacyCharsetGetReferences() throws {
        let folder = Folder()
        defer { folder.remove() }
        let head = "<html><head><meta charset=\"ISO-8859-1\"></head><body>"
        let ascii = MarkedText(head + "<p>Siehe 1️⃣<a href=\"hosts.html\">2️⃣hier3️⃣</a>.</p></body></html>\n")
        let hosts = head + "<h1>Unterst&uuml;tzung virtueller Hosts</h1></body></html>\n"
        let result = folder.audit([("de/index.html", ascii.text), ("de/hosts.html", hosts)])
        let (link, text, end) = (ascii["1️⃣"], ascii["2️⃣"], ascii["3️⃣"])
        #expect(
            replacements(result) == [
                "de/index.html \(link.line):\(link.utf8Column) generic-link-text -> "
                    + "\(text.line):\(text.utf8Column)..<\(end.utf8Column) Unterst&#xFC;tzung virtueller Hosts"
            ])
        // The same page with `ü` written in ISO-8859-1 before the link: its bytes are not UTF-8.
        let latin = Array(head.utf8) + [0x3C, 0x70, 0x3E, 0xFC, 0x20] + Array(#"<a href="hosts.html">hier</a></p></body></html>"#.utf8)
        _ = FileManager.default.createFile(atPath: folder.path + "/de/latin.html", contents: Data(latin))
        let legacy = Auditor(configuration: Configuration(), workingDirectory: folder.path).audit(paths: ["de"])
        let latinFinding = try #require(legacy.findings.first { $0.file == "de/latin.html" && $0.rule == "generic-link-text" })
        #expect(latinFinding.fix == "name it “Unterstützung virtueller Hosts” (the title of de/hosts.html)")
        // `<p>ü ` is six bytes of the decoded text, `<a href="hosts.html">` 21 more.
        let start = head.utf8.count + 6 + 21 + 1
        #expect(
            latinFinding.replacement
                == TextReplacement(line: 1, startColumn: start, endColumn: start + 4, text: "Unterst&#xFC;tzung virtueller Hosts"))
        #expect(
            legacy.findings.first { $0.file == "de/index.html" && $0.rule == "generic-link-text" }?.replacement?.text
                == "Unterst&#xFC;tzung virtueller Hosts")
    }

    /// A Swift source keeps the suggestion in the fix and gets no edit; a string table's source
    /// value gets the edit of its text (issue 26).
    @Test func swiftGetsNoReplacementAndAStringTableItsValues() {
        let folder = Folder()
        defer { folder.remove() }
        let strings = MarkedText(#""sync" = "Turn on sync. 1️⃣[Learn more](https://help.example.com/docs/sync)";"# + "\n")
        let swift = MarkedText(
            """
            import SwiftUI
            struct Help: View {
                var body: some View { 1️⃣Link("Learn more", destination: URL(string: "https://help.example.com/docs/sync")!) }
            }
            """)
        let result = folder.audit(
            [
                ("App/en.lproj/Localizable.strings", strings.text), ("App/Help.swift", swift.text),
                ("help/docs/sync.md", "# Sync your bookmarks\n"),
            ], siteURLs: [SiteIndex.SiteURL(url: "https://help.example.com/docs/", folder: "help/docs")])
        let (value, control) = (strings["1️⃣"], swift["1️⃣"])
        #expect(
            replacements(result) == [
                "App/Help.swift \(control.line):\(control.utf8Column) generic-link-text -> none",
                "App/en.lproj/Localizable.strings \(value.line):\(value.utf8Column) generic-link-text -> "
                    + "\(value.line):\(value.utf8Column + 1)..<\(value.utf8Column + 11) Sync your bookmarks",
            ])
    }

    /// A title that would read as markup in Markdown gets none.
    @Test func titlesThatWouldBeMarkupGetNone() {
        let folder = Folder()
        defer { folder.remove() }
        let page = "See [here](a.md), [here](b.md), [here](c.md) and [here](d.md).\n"
        let result = folder.audit([
            ("index.md", page), ("a.md", "---\ntitle: \"The [sync] command\"\n---\n"), ("b.md", "---\ntitle: \"Use *two* keys\"\n---\n"),
            ("c.md", "---\ntitle: \"See https://example.com/x\"\n---\n"), ("d.md", "# Q&A: sync\n"),
        ])
        #expect(
            replacements(result) == [
                // The four links of "here" are one ambiguity, at the first: its title would read as a link.
                "index.md 1:5 ambiguous-link-text -> none", "index.md 1:5 generic-link-text -> none",
                "index.md 1:19 generic-link-text -> none",
                "index.md 1:33 generic-link-text -> none", "index.md 1:50 generic-link-text -> 1:51..<55 Q&A: sync",
            ])
    }

    /// The text a fix replaces is located when the page is extracted (issue 22, section 3): the
    /// checks and reports after it read no file, so a page gone from disk since gives the same edit.
    @Test func replacementsComeFromTheExtractedBytesNotTheFileOnDisk() {
        let page = "See [here](d.md).\n"
        let documents = [
            DocumentExtractor.extract(file: "index.md", bytes: Array(page.utf8), format: .markdown),
            DocumentExtractor.extract(file: "d.md", bytes: Array("# Q&A: sync\n".utf8), format: .markdown),
        ]
        #expect(
            documents[0].linkTextPlaces == [
                SourcePosition(line: 1, utf8Column: 5): LinkTextPlace(line: 1, startColumn: 6, endColumn: 10, markup: .markdown)
            ])
        let nowhere = FileManager.default.temporaryDirectory.appendingPathComponent("linkaudit-gone-\(UUID().uuidString)").path
        let result = Auditor(configuration: Configuration(), workingDirectory: nowhere).evaluate(
            documents: documents, files: ["index.md", "d.md"])
        #expect(replacements(result) == ["index.md 1:5 generic-link-text -> 1:6..<10 Q&A: sync"])
    }

    @Test func sarifCarriesTheReplacementAsAFixInUTF16Columns() throws {
        let folder = Folder()
        defer { folder.remove() }
        folder.write([
            ("docs/index.md", Self.markdownPage.text), ("docs/sync.md", "# Sync your bookmarks & passwords\n"),
            ("docs/plans.html", "<h1>Plans</h1><p>𝄞 <a href=\"index.md\">here</a></p>\n"),
        ])
        let run = CommandRun(["docs", "--sarif", "out.sarif", "-q", "--fail-on", "never"], in: folder.path)
        #expect(run.status == .clean)
        let data = try #require(FileManager.default.contents(atPath: folder.path + "/out.sarif"))
        let log = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let fixes = results.compactMap { $0["fixes"] as? [[String: Any]] }
        // The two Markdown links whose text is its source, and the HTML link.
        #expect(fixes.count == 3)
        let markdown = try #require(fixes.first?.first)
        #expect(
            (markdown["description"] as? [String: Any])?["text"] as? String
                == "name it “Sync your bookmarks & passwords” (the title of docs/sync.md)")
        let change = try #require((markdown["artifactChanges"] as? [[String: Any]])?.first)
        #expect((change["artifactLocation"] as? [String: Any])?["uri"] as? String == "docs/index.md")
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        // `Café: [` is 7 UTF-16 units before the text (the UTF-8 column is 9).
        #expect(replacement["deletedRegion"] as? [String: Int] == ["startLine": 3, "startColumn": 8, "endLine": 3, "endColumn": 18])
        #expect((replacement["insertedContent"] as? [String: Any])?["text"] as? String == "Sync your bookmarks & passwords")
        // The HTML page: `𝄞` is 4 bytes and 2 UTF-16 units.
        let html = try #require(fixes.last?.first)
        let htmlChange = try #require((html["artifactChanges"] as? [[String: Any]])?.first)
        #expect((htmlChange["artifactLocation"] as? [String: Any])?["uri"] as? String == "docs/plans.html")
        let htmlReplacement = try #require((htmlChange["replacements"] as? [[String: Any]])?.first)
        #expect(htmlReplacement["deletedRegion"] as? [String: Int] == ["startLine": 1, "startColumn": 40, "endLine": 1, "endColumn": 44])
        #expect((htmlReplacement["insertedContent"] as? [String: Any])?["text"] as? String == "Start")
        // Findings without a replacement have no `fixes`.
        #expect(results.count > 3)

        guard SARIFSchemaTests.validatorReady else { return }
        let validated = try SARIFSchemaTests().validate([folder.path + "/out.sarif"])
        #expect(validated.status == 0, "\(validated.output)")
        #expect(validated.output.contains("out.sarif: valid SARIF 2.1.0 ("))
    }
}

/// Ambiguous names and code text (issue 26): a standalone link's ambiguous name may be replaced by
/// its destination's title, an inline one's is a word of its sentence and gets the advice alone,
/// and code text is an identifier that gets neither.
@Suite("Fix replacements of ambiguous names and code")
struct AmbiguousFixReplacementTests {
    @Test func onlyStandaloneAmbiguousLinksGetTheEditAndCodeGetsNoSuggestion() {
        let folder = FixReplacementTests.Folder()
        defer { folder.remove() }
        let page = MarkedText(
            """
            <ul><li>1️⃣<a href="sales/contact.html">2️⃣Contact us3️⃣</a></li>
            <li><a href="support/contact.html">Contact us</a></li></ul>
            <p>The 4️⃣<a href="suexec.html">directives</a> of <a href="mod/directives.html">directives</a>.</p>
            <p>Run <code>5️⃣<a href="programs/ab.html">ab</a></code> or <a href="ab.html">ab</a>.</p>
            """)
        let result = folder.audit([
            ("site/index.html", page.text), ("site/sales/contact.html", "<h1>Talk to sales</h1>"),
            ("site/support/contact.html", "<h1>Get support</h1>"), ("site/suexec.html", "<h1>suEXEC support</h1>"),
            ("site/mod/directives.html", "<h1>Directive index</h1>"), ("site/programs/ab.html", "<h1>ab - benchmarking tool</h1>"),
            ("site/ab.html", "<h1>Benchmarks</h1>"),
        ])
        let (list, text, end, inline, code) = (page["1️⃣"], page["2️⃣"], page["3️⃣"], page["4️⃣"], page["5️⃣"])
        #expect(
            FixReplacementTests().replacements(result) == [
                "site/index.html \(list.line):\(list.utf8Column) ambiguous-link-text -> "
                    + "\(text.line):\(text.utf8Column)..<\(end.utf8Column) Talk to sales",
                "site/index.html \(inline.line):\(inline.utf8Column) ambiguous-link-text -> none",
            ])
        let codeFinding = result.findings.first { $0.rule == "ambiguous-link-text" && $0.line == code.line }
        #expect(codeFinding?.column == code.utf8Column)
        #expect(codeFinding?.fix?.hasPrefix("name it") == false)
    }
}
