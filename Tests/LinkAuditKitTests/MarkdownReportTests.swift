import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// `--format markdown`, the job summary page (issue 10, code review outputs): audited text inert
/// as Markdown and HTML, the page capped, suppressed findings counted.
@Suite("Markdown report")
struct MarkdownReportTests {
    static let hostileMessage =
        "link name \"<img src=x onerror=alert(1)> | `x` [a](javascript:alert(1)) *b* _c_ ~d~ $e$ @team :smile: \u{202E}evil\nnext\" is generic"

    func hostileResult() -> AuditResult {
        var finding = Finding(
            rule: "generic-link-text", severity: .warning, message: Self.hostileMessage, fix: "write <b>words</b> | not **this**",
            file: "docs/a|b_[c].md", position: SourcePosition(line: 3, utf8Column: 7))
        finding.key = "key`|<x>"
        finding.locale = "de"
        return AuditResult(
            files: ["docs/a|b_[c].md"], links: [], findings: [finding],
            errors: [AuditError(file: "x<y>.md", line: 1, column: 2, message: "bad \\ byte & <more>")])
    }

    @Test func auditedTextIsInertMarkdownAndHTML() {
        let page = MarkdownReporter.render(hostileResult())
        // Rendered by GitHub, this shows every character as written: no tag, no link but the
        // rule's own, no emphasis, code, math, mention, emoji or table cell, the bidi override and
        // the line break as escapes.
        #expect(
            page == #"""
                <!-- generator: linkaudit -->
                ## linkaudit: 1 warning

                1 file, 0 links: 0 errors, 1 warning, 0 notes; 1 unreadable input.

                | Rule | Errors | Warnings | Notes |
                | --- | ---: | ---: | ---: |
                | [`generic-link-text`](https://example.invalid/linkaudit/blob/main/docs/rules/generic-link-text.md) | 0 | 1 | 0 |

                ### Unreadable inputs

                - x&lt;y&gt;.md\:1\:2: bad \\ byte &amp; &lt;more&gt;

                ### Findings

                #### docs/a\|b\_\[c\].md

                - **warning** docs/a\|b\_\[c\].md\:3\:7 [`generic-link-text`](https://example.invalid/linkaudit/blob/main/docs/rules/generic-link-text.md): \[key\`\|&lt;x&gt; de\] link name "&lt;img src=x onerror=alert\(1\)&gt; \| \`x\` \[a\]\(javascript\:alert\(1\)\) \*b\* \_c\_ \~d\~ \$e\$ \@team \:smile\: \\u\{202E\}evil\\nnext" is generic — fix: write &lt;b&gt;words&lt;/b&gt; \| not \*\*this\*\*

                """#)
    }

    @Test func escapingCoversEveryMarkupCharacterInAnyPosition() {
        #expect(MarkdownReporter.escaped("a|b") == #"a\|b"#)
        #expect(MarkdownReporter.escaped("|") == #"\|"#)
        #expect(MarkdownReporter.escaped("**x**") == #"\*\*x\*\*"#)
        #expect(MarkdownReporter.escaped("<script>") == "&lt;script&gt;")
        #expect(MarkdownReporter.escaped("&amp;") == "&amp;amp;")
        #expect(MarkdownReporter.escaped("![i](u)") == #"\!\[i\]\(u\)"#)
        #expect(MarkdownReporter.escaped("https://e.example") == #"https\://e.example"#)
        // Line breaks and invisible characters are escapes first (ReadableText), then their
        // backslashes are escaped: a reader sees `\n` and `\u{2066}`, never a break or an isolate.
        #expect(MarkdownReporter.escaped("a\r\nb\u{2066}c") == #"a\\r\\nb\\u\{2066\}c"#)
        #expect(MarkdownReporter.escaped("x\u{2067}y\u{200B}z") == #"x\\u\{2067\}y\\u\{200B\}z"#)
        #expect(MarkdownReporter.escaped("déjà vu 😀, 1.5 - 2 + 3 = 4") == "déjà vu 😀, 1.5 - 2 + 3 = 4")
    }

    @Test func longPagesAreCappedWithACount() {
        let findings = (1...50).map { line in
            Finding(
                rule: "generic-link-text", severity: .warning, message: "link name \"here\" is generic", file: "guide.md",
                position: SourcePosition(line: line, utf8Column: 1))
        }
        let result = AuditResult(files: ["guide.md"], links: [], findings: findings, errors: [])
        let whole = MarkdownReporter.render(result)
        #expect(whole.components(separatedBy: "\n- **warning**").count - 1 == 50)
        #expect(!whole.contains("more not shown"))
        let capped = MarkdownReporter.render(result, byteLimit: 1_000)
        let shown = capped.components(separatedBy: "\n- **warning**").count - 1
        #expect(shown == 6)
        #expect(capped.hasSuffix("\n… and 44 more not shown here (the page is capped); the JSON or SARIF report has every one.\n"))
        // The default cap stays under GitHub's 1 MiB per step summary.
        #expect(MarkdownReporter.defaultByteLimit < 1_048_576 - 100_000)
    }

    @Test func suppressedFindingsAreCountedNotListed() {
        var baselined = Finding(
            rule: "generic-link-text", severity: .warning, message: "m", file: "a.md", position: SourcePosition(line: 1, utf8Column: 1))
        baselined.suppressed = .baseline
        var commented = baselined
        commented.suppressed = .inSource
        var result = AuditResult(files: ["a.md"], links: [], findings: [], errors: [])
        result.suppressedFindings = [baselined, baselined, commented]
        result.baselineGone = 1
        #expect(
            MarkdownReporter.render(result) == """
                <!-- generator: linkaudit -->
                ## linkaudit: no findings

                1 file, 0 links: 0 errors, 0 warnings, 0 notes; 0 unreadable inputs.

                Suppressed: 3 findings (2 by the baseline, 1 by comments in the files); 1 baseline entry not found (fixed or moved).

                """)
    }

    @Test func aFindingOnOneKeyAcrossLocalesIsOneLine() {
        let folder = BaselineTests.Folder()
        defer { folder.remove() }
        for locale in ["en", "de", "fr"] {
            folder.write("\(locale).lproj/Help.strings", "\"help.more\" = \"[here](https://example.com/help)\";\n")
        }
        let run = folder.run(["en.lproj", "de.lproj", "fr.lproj", "--format", "markdown", "--disable", "inline-only-destination"])
        let lines = run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("- **") }
        #expect(
            lines.map { $0.replacingOccurrences(of: #"\(https://example\.invalid/[^)]*\)"#, with: "(doc)", options: .regularExpression) }
                == [
                    #"- **warning** en.lproj/Help.strings\:1\:16 [`generic-link-text`](doc): \[help.more en\] link name "here" is generic\: "#
                        + #"out of context, as VoiceOver's Links rotor lists it, it does not say where the link goes — fix: name the "#
                        + #"destination in the link text, e.g. the title of the page it opens \(also de, fr\)"#,
                    #"- **warning** en.lproj/Help.strings\:1\:16 [`markdown-link-needs-underline`](doc): \[help.more en\] Markdown "#
                        + #"link "here" is drawn by color only in SwiftUI\: Markdown carries no underline — fix: add .underline\(\) to "#
                        + #"the Text that shows it \(the value is nothing but the link\), or build the text as an AttributedString and "#
                        + #"set .link and .underlineStyle on the run \(also de, fr\)"#,
                ])
    }

    @Test func commandWritesTheSummaryPage() {
        let folder = BaselineTests.Folder()
        defer { folder.remove() }
        folder.write("guide.md", "Read the manual [here](https://example.com/manual).\n")
        let run = folder.run(["guide.md", "--markdown", "summary.md", "--format", "github"] + BaselineTests.generic)
        #expect(run.status == .findings)
        #expect(run.standardOutput.hasPrefix("::warning file=guide.md,line=1,col=17,title=linkaudit%3A generic-link-text::"))
        let page = folder.read("summary.md")
        #expect(page.hasPrefix("<!-- generator: linkaudit -->\n## linkaudit: 1 warning\n"))
        #expect(page.contains("\n#### guide.md\n\n- **warning** guide.md\\:1\\:17 [`generic-link-text`]("))
        let stdout = folder.run(["guide.md", "--format", "markdown"] + BaselineTests.generic)
        #expect(stdout.standardOutput == page)
    }
}
