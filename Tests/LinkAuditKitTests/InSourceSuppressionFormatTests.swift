import Foundation
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

/// The findings of one in-memory file: those shown and those suppressed in place, as `brief` writes them.
func suppressionOutcome(_ path: String, _ text: String, disabled: Set<RuleID> = []) -> (shown: [String], suppressed: [String]) {
    let result = suppressionAudit([(path, text)], disabled: disabled)
    #expect(result.suppressedFindings.allSatisfy { $0.suppressed == .inSource })
    return (result.findings.map(brief), result.suppressedFindings.map(brief))
}

/// In-place suppression comments in Markdown (issue 10, item 1): HTML comments cmark reads as an
/// HTML block or inline HTML, with exact positions.
@Suite("In-place suppressions: Markdown")
struct MarkdownSuppressionTests {
    @Test func disableNextLineNamesItsRules() {
        let marked = MarkedText(
            """
            1️⃣<!-- linkaudit-disable-next-line generic-link-text -->
            2️⃣[Click here](/a) for the price list.
            3️⃣[Read more](/b) about the plans.
            """)
        let outcome = suppressionOutcome("a.md", marked.text)
        #expect(outcome.suppressed == [at(marked["2️⃣"], "generic-link-text")])
        #expect(outcome.shown == [at(marked["3️⃣"], "generic-link-text")])
    }

    @Test func disableLineWithoutRulesCoversEveryRuleOnItsLine() {
        let marked = MarkedText(
            """
            Get the app 1️⃣[here](/get). 2️⃣<!-- linkaudit-disable-line -->
            Or see 3️⃣[https://example.com/x](https://example.com/x).
            """)
        let outcome = suppressionOutcome("a.md", marked.text)
        #expect(outcome.suppressed == [at(marked["1️⃣"], "generic-link-text")])
        #expect(outcome.shown == [at(marked["3️⃣"], "url-as-link-text")])
        // The same comment naming only another rule silences nothing, and says so at its `<!--`.
        let other = MarkedText("Get the app 1️⃣[here](/get). 2️⃣<!-- linkaudit-disable-line url-as-link-text -->\n")
        let unused = suppressionAudit([("a.md", other.text)])
        #expect(unused.findings.map(brief) == [at(other["1️⃣"], "generic-link-text"), at(other["2️⃣"], "unused-suppression")])
        #expect(unused.findings.last?.message == "'linkaudit-disable-line' silences no finding of 'url-as-link-text' on line 1")
    }

    /// Comma- and space-separated rules, a reason after `--`, ranges of two rules that overlap.
    @Test func disableEnableRangesPerRule() {
        let marked = MarkedText(
            """
            0️⃣[Tap here](/zero) first.

            <!-- linkaudit-disable generic-link-text, url-as-link-text -- vendor copy -->
            1️⃣[Click here](/one) and 2️⃣[https://example.com/a](https://example.com/a).

            <!-- linkaudit-disable link-word-in-name -->
            <!-- linkaudit-enable generic-link-text -->
            3️⃣[Read more](/three), 4️⃣[https://example.com/b](https://example.com/b), the 5️⃣[terms link](/terms).

            <!-- linkaudit-enable -->
            6️⃣[Learn more](/six) and the 7️⃣[privacy link](/privacy).
            """)
        let outcome = suppressionOutcome("a.md", marked.text)
        #expect(
            outcome.suppressed == [
                at(marked["1️⃣"], "generic-link-text"), at(marked["2️⃣"], "url-as-link-text"), at(marked["4️⃣"], "url-as-link-text"),
                at(marked["5️⃣"], "link-word-in-name"),
            ])
        #expect(
            outcome.shown == [
                at(marked["0️⃣"], "generic-link-text"), at(marked["3️⃣"], "generic-link-text"), at(marked["6️⃣"], "generic-link-text"),
                at(marked["7️⃣"], "link-word-in-name"),
            ])
    }

    @Test func disableFileAnywhereAndAMultiLineComment() {
        let marked = MarkedText(
            """
            1️⃣[Click here](/a) for the price list.

            2️⃣<!--
              linkaudit-disable-next-line url-as-link-text
            -->
            3️⃣[https://example.com/a](https://example.com/a)
            4️⃣[https://example.com/b](https://example.com/b)

            <!-- linkaudit-disable-file generic-link-text -->
            """)
        let outcome = suppressionOutcome("a.md", marked.text)
        #expect(outcome.suppressed == [at(marked["1️⃣"], "generic-link-text"), at(marked["3️⃣"], "url-as-link-text")])
        #expect(outcome.shown == [at(marked["4️⃣"], "url-as-link-text")])
        let document = DocumentExtractor.extract(file: "a.md", bytes: Array(marked.text.utf8), format: .markdown)
        #expect(document.suppressionDirectives.first?.position == marked["2️⃣"])
        #expect(document.suppressionDirectives.first?.endLine == 5)
    }

    /// In a code span, a fenced or indented code block or front matter, a comment is text: it
    /// silences nothing and is no unused directive.
    @Test func codeAndFrontMatterHoldNoDirective() {
        let text = """
            ---
            title: "<!-- linkaudit-disable-file -->"
            ---

            `<!-- linkaudit-disable-line -->` [Click here](/a) for the price list.

            ```
            <!-- linkaudit-disable-next-line -->
            ```
            [Read more](/b) about it.

                <!-- linkaudit-disable-next-line -->
            [Learn more](/c) about it.
            """
        let document = DocumentExtractor.extract(file: "a.md", bytes: Array(text.utf8), format: .markdown)
        #expect(document.suppressionDirectives.isEmpty)
        #expect(suppressionOutcome("a.md", text).shown == ["5:35 generic-link-text", "10:1 generic-link-text", "13:1 generic-link-text"])
    }

    /// Directives inside block quotes and list items, and after multi-byte text: columns in UTF-8 bytes.
    @Test func containersAndMultiByteText() {
        let marked = MarkedText(
            """
            > Déjà vu — 日本語 1️⃣[ici](/a) 2️⃣<!-- linkaudit-disable-line generic-link-text -->

            - item
              3️⃣<!-- linkaudit-disable-next-line -->
              4️⃣[Click here](/b)
            """)
        let document = DocumentExtractor.extract(file: "a.md", bytes: Array(marked.text.utf8), format: .markdown)
        #expect(document.suppressionDirectives.map(\.position) == [marked["2️⃣"], marked["3️⃣"]])
        let outcome = suppressionOutcome("a.md", marked.text)
        #expect(outcome.suppressed == [at(marked["1️⃣"], "generic-link-text"), at(marked["4️⃣"], "generic-link-text")])
        #expect(outcome.shown == [])
    }

    /// Windows line ends: lines are counted the same way.
    @Test(arguments: ["a.md", "a.html"])
    func crlfLineEnds(path: String) {
        let link = path == "a.md" ? "[Click here](/a)" : "<a href=\"/a\">Click here</a>"
        let marked = MarkedText(
            "1️⃣<!--\r\nlinkaudit-disable-next-line generic-link-text\r\n-->\r\n2️⃣\(link) for it.\r\n\r\n3️⃣\(link) again.\r\n")
        let document = DocumentExtractor.extract(file: path, bytes: Array(marked.text.utf8), format: path == "a.md" ? .markdown : .html)
        #expect(
            document.suppressionDirectives == [
                located(
                    SuppressionDirective(kind: .nextLine, rules: ["generic-link-text"], position: marked["1️⃣"], endLine: 3),
                    SuppressionCommentPlace(
                        source: "<!--\r\nlinkaudit-disable-next-line generic-link-text\r\n-->", end: SourcePosition(line: 3, utf8Column: 4),
                        spacesBefore: 0, spacesAfter: 0, startsLine: true, endsLine: true))
            ])
        let outcome = suppressionOutcome(path, marked.text)
        #expect(outcome.suppressed == [at(marked["2️⃣"], "generic-link-text")])
        #expect(outcome.shown == [at(marked["3️⃣"], "generic-link-text")])
    }

    /// The example of `docs/suppressions.md`: a range around a table ends at the comment after its last row.
    @Test func rangeAroundATable() {
        let marked = MarkedText(
            """
            <!-- linkaudit-disable url-as-link-text -->
            | Mirror | Address |
            |---|---|
            | Europe | 1️⃣[https://eu.example.com](https://eu.example.com) |
            <!-- linkaudit-enable url-as-link-text -->

            Or 2️⃣[https://us.example.com](https://us.example.com).
            """)
        let document = DocumentExtractor.extract(file: "a.md", bytes: Array(marked.text.utf8), format: .markdown)
        #expect(document.suppressionDirectives.map(\.kind) == [.disable, .enable])
        let outcome = suppressionOutcome("a.md", marked.text)
        #expect(outcome.suppressed == [at(marked["1️⃣"], "url-as-link-text")])
        #expect(outcome.shown == [at(marked["2️⃣"], "url-as-link-text")])
    }

    @Test func unknownRuleIsAnUnusedSuppressionWithASuggestion() {
        let marked = MarkedText("1️⃣<!-- linkaudit-disable-next-line generic-link -->\n2️⃣[Click here](/a) for the price list.\n")
        let result = suppressionAudit([("a.md", marked.text)])
        #expect(result.findings.map(brief) == [at(marked["1️⃣"], "unused-suppression"), at(marked["2️⃣"], "generic-link-text")])
        #expect(
            result.findings.first?.message
                == "'linkaudit-disable-next-line' names 'generic-link', which is not a linkaudit rule; did you mean 'generic-link-text'?")
        #expect(result.findings.first?.severity == .note)
    }

    /// A rule turned off in the configuration is not unused where a directive names it.
    @Test func disabledRuleIsNotUnused() {
        let text = "<!-- linkaudit-disable-next-line generic-link-text -->\n[Click here](/a) for the price list.\n"
        #expect(suppressionAudit([("a.md", text)], disabled: ["generic-link-text"]).findings.isEmpty)
        #expect(
            suppressionAudit([("a.md", text)], disabled: ["unused-suppression"]).suppressedFindings.map(brief) == ["2:1 generic-link-text"])
    }
}

/// In Markdown running text: a reason after `--` (cmark-gfm 0.29 shows such a comment as text, yet
/// it is meant as one) and an escaped `\<!--` (written to be shown: no directive).
@Suite("In-place suppressions: Markdown running text")
struct MarkdownInlineSuppressionTests {
    @Test func reasonAfterDashesInRunningText() {
        let marked = MarkedText(
            """
            1️⃣[Click here](/a) for it. 2️⃣<!-- linkaudit-disable-line generic-link-text -- the vendor's wording -->
            3️⃣[Read more](/b) about it. \\<!-- linkaudit-disable-line -->
            """)
        let document = DocumentExtractor.extract(file: "a.md", bytes: Array(marked.text.utf8), format: .markdown)
        #expect(
            document.suppressionDirectives == [
                located(
                    SuppressionDirective(
                        kind: .line, rules: ["generic-link-text"], position: marked["2️⃣"], endLine: 1, reason: "the vendor's wording"),
                    SuppressionCommentPlace(
                        source: "<!-- linkaudit-disable-line generic-link-text -- the vendor's wording -->",
                        end: SourcePosition(line: 1, utf8Column: marked["2️⃣"].utf8Column + 73), spacesBefore: 1, spacesAfter: 0,
                        startsLine: false, endsLine: true))
            ])
        let outcome = suppressionOutcome("a.md", marked.text)
        #expect(outcome.suppressed == [at(marked["1️⃣"], "generic-link-text")])
        #expect(outcome.shown == [at(marked["3️⃣"], "generic-link-text")])
    }
}

/// In-place suppression comments in HTML pages (issue 10, item 1): the comments libxml2's tokenizer
/// reads, at their `<!--`, not in `<script>`, `<style>`, `<template>` or an attribute value.
@Suite("In-place suppressions: HTML")
struct HTMLSuppressionTests {
    @Test func disableNextLineAndLine() {
        let marked = MarkedText(
            """
            <p>1️⃣<!-- linkaudit-disable-next-line generic-link-text -->
            2️⃣<a href="/a">Click here</a> for the price list.</p>
            <p>3️⃣<a href="/b">Read more</a> about the plans. 6️⃣<!-- linkaudit-disable-line url-as-link-text --></p>
            <p>Or 4️⃣<a href="https://example.com/x">https://example.com/x</a> 5️⃣<!--linkaudit-disable-line--></p>
            """)
        let document = DocumentExtractor.extract(file: "a.html", bytes: Array(marked.text.utf8), format: .html)
        #expect(document.suppressionDirectives.map(\.kind) == [.nextLine, .line, .line])
        #expect(document.suppressionDirectives.first?.position == marked["1️⃣"])
        let result = suppressionAudit([("a.html", marked.text)])
        #expect(
            result.suppressedFindings.map(brief) == [at(marked["2️⃣"], "generic-link-text"), at(marked["4️⃣"], "url-as-link-text")])
        #expect(result.findings.map(brief) == [at(marked["3️⃣"], "generic-link-text"), at(marked["6️⃣"], "unused-suppression")])
    }

    @Test func rangesFileAndAMultiLineComment() {
        let marked = MarkedText(
            """
            <p>0️⃣<a href="/zero">Tap here</a> first.</p>
            <!-- linkaudit-disable generic-link-text url-as-link-text -->
            <p>1️⃣<a href="/one">Click here</a> and 2️⃣<a href="https://example.com/a">https://example.com/a</a></p>
            <!-- linkaudit-enable url-as-link-text -->
            <p>3️⃣<a href="/three">Read more</a> and 4️⃣<a href="https://example.com/b">https://example.com/b</a></p>
            5️⃣<!--
              linkaudit-disable-next-line link-word-in-name
                -- the product is called so -->
            <p>The 6️⃣<a href="/terms">terms link</a>.</p>
            <p>The 7️⃣<a href="/privacy">privacy link</a>.</p>
            <!-- linkaudit-disable-file generic-link-text -->
            """)
        let document = DocumentExtractor.extract(file: "a.html", bytes: Array(marked.text.utf8), format: .html)
        #expect(
            document.suppressionDirectives[2]
                == located(
                    SuppressionDirective(
                        kind: .nextLine, rules: ["link-word-in-name"], position: marked["5️⃣"], endLine: 8, reason: "the product is called so"
                    ),
                    SuppressionCommentPlace(
                        source: "<!--\n  linkaudit-disable-next-line link-word-in-name\n    -- the product is called so -->",
                        end: SourcePosition(line: 8, utf8Column: 36), spacesBefore: 0, spacesAfter: 0, startsLine: true, endsLine: true,
                        textOnBothSides: true)))
        let result = suppressionAudit([("a.html", marked.text)])
        #expect(
            result.suppressedFindings.map(brief) == [
                at(marked["0️⃣"], "generic-link-text"), at(marked["1️⃣"], "generic-link-text"), at(marked["2️⃣"], "url-as-link-text"),
                at(marked["3️⃣"], "generic-link-text"), at(marked["6️⃣"], "link-word-in-name"),
            ])
        #expect(result.findings.map(brief) == [at(marked["4️⃣"], "url-as-link-text"), at(marked["7️⃣"], "link-word-in-name")])
    }

    /// Script, style, template content and attribute values hold no comment; nothing there is a
    /// directive, so nothing is suppressed and nothing is unused.
    @Test func noDirectiveOutsideRenderedMarkup() {
        let text = """
            <script>var s = "<!-- linkaudit-disable-file -->";</script>
            <style>/* <!-- linkaudit-disable-file --> */</style>
            <template><!-- linkaudit-disable-file --></template>
            <p title="<!-- linkaudit-disable-file -->"><a href="/a">Click here</a> for it.</p>
            """
        let document = DocumentExtractor.extract(file: "a.html", bytes: Array(text.utf8), format: .html)
        #expect(document.suppressionDirectives.isEmpty)
        #expect(suppressionAudit([("a.html", text)]).findings.map(brief) == ["4:44 generic-link-text"])
    }
}

/// What reports and the command make of findings suppressed in place.
@Suite("In-place suppressions: reports and command")
struct InSourceSuppressionCommandTests {
    static let page = """
        # Plans

        <!-- linkaudit-disable-next-line generic-link-text -- the partner's wording -->
        [Click here](https://example.com/a) for prices.

        <!-- linkaudit-disable-next-line url-as-link-text -->
        [Read more](https://example.com/b) about plans.

        """

    @Test func jsonAndSARIFMarkThemAndExitStatusIgnoresThem() throws {
        let folder = try temporaryFolder(["plans.md": Self.page])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CommandRun(
            [
                "plans.md", "--disable", "inline-only-destination", "--fail-on", "warning", "--json", "r.json", "--sarif", "r.sarif",
                "--quiet",
            ],
            in: folder)
        // The generic link on line 7 is shown and fails the run; the suppressed one on line 4 does not count.
        #expect(run.status == .findings)
        #expect(run.standardError == "linkaudit: 1 finding suppressed in place\n")
        #expect(run.standardOutput == "1 file, 2 links: 0 errors, 1 warning, 1 note; 0 unreadable inputs\n")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/r.json"))) as? [String: Any]
        let findings = try #require(json?["findings"] as? [[String: Any]])
        #expect(
            findings.map { "\($0["line"]!):\($0["column"]!) \($0["rule"]!) \($0["suppressed"] ?? "-")" } == [
                "6:1 unused-suppression -", "7:1 generic-link-text -", "4:1 generic-link-text inSource",
            ])
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/r.sarif"))) as? [String: Any]
        let results = try #require(((sarif?["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        // SARIF lists results in report order, suppressed ones among them.
        #expect(results.map { $0["ruleId"] as? String } == ["generic-link-text", "unused-suppression", "generic-link-text"])
        #expect(
            results.map { ($0["suppressions"] as? [[String: String]]) ?? [] } == [
                [["kind": "inSource", "justification": "the partner's wording"]], [], [],
            ])

        // Only the suppressed finding and the unused comment: nothing fails at `warning`.
        let fixed = Self.page.replacingOccurrences(of: "[Read more](https://example.com/b)", with: "[Plan details](https://example.com/b)")
        try fixed.write(toFile: folder + "/plans.md", atomically: true, encoding: .utf8)
        #expect(CommandRun(["plans.md", "--disable", "inline-only-destination", "--fail-on", "warning"], in: folder).status == .clean)
    }

    /// The reason written after `--` is the finding's `suppressionReason` in JSON and SARIF's justification.
    @Test func theWrittenReasonIsTheJustification() throws {
        let page =
            "<!-- linkaudit-disable-next-line generic-link-text -- the vendor's\n  own button label -->\n[Read more](https://example.com/b)\n"
        let folder = try temporaryFolder(["vendor.md": page])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CommandRun(
            ["vendor.md", "--disable", "inline-only-destination", "--json", "r.json", "--sarif", "r.sarif", "--quiet"], in: folder)
        #expect(run.status == .clean)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/r.json"))) as? [String: Any]
        let findings = try #require(json?["findings"] as? [[String: Any]])
        #expect(
            findings.map { "\($0["line"]!) \($0["suppressed"]!) \($0["suppressionReason"]!)" } == [
                "3 inSource the vendor's own button label"
            ])
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/r.sarif"))) as? [String: Any]
        let results = try #require(((sarif?["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(
            results.map { ($0["suppressions"] as? [[String: String]]) ?? [] } == [
                [["kind": "inSource", "justification": "the vendor's own button label"]]
            ])
    }

    /// `unused-suppression` is configured like every rule: raised to a warning, it fails `--strict`; off, it is gone.
    @Test func unusedSuppressionIsConfigurable() throws {
        let page =
            "<!-- linkaudit-disable-next-line generic-link-text -->\n[Plan details](https://example.com/b)\n\n[Plans](https://example.com/b)\n"
        let folder = try temporaryFolder([
            "plans.md": page, ".linkaudit.yml": "rules:\n  unused-suppression: warning\n",
            "quiet/.linkaudit.yml": "rules:\n  unused-suppression: off\n", "quiet/plans.md": page,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let raised = CommandRun(["plans.md", "--strict"], in: folder)
        #expect(raised.status == .findings)
        #expect(
            raised.standardOutput.hasPrefix(
                "plans.md:1:1: warning: 'linkaudit-disable-next-line' silences no finding of 'generic-link-text' on line 2; "
                    + "fix: remove the comment [unused-suppression]\n"))
        let off = CommandRun(["plans.md", "--strict"], in: folder + "/quiet")
        #expect(off.status == .clean)
        #expect(off.standardOutput == "1 file, 2 links: 0 errors, 0 warnings, 0 notes; 0 unreadable inputs\n")
    }

    /// `--changed-since` filters after the comments apply: an in-place suppressed finding on a
    /// changed line stays in JSON as suppressed, and an unused comment is shown only when its line changed.
    @Test func changedLinesKeepSuppressedFindingsOnChangedLines() {
        var result = suppressionAudit([("/tmp/plans.md", Self.page)])
        #expect(result.findings.map(brief) == ["6:1 unused-suppression", "7:1 generic-link-text"])
        #expect(result.suppressedFindings.map(brief) == ["4:1 generic-link-text"])
        var changed = ChangedLines(workingDirectory: "/tmp")
        changed.ranges[ChangedLines.resolved("/tmp/plans.md")] = [3...4]
        #expect(changed.filter(&result) == 2)
        #expect(result.findings.isEmpty)
        #expect(result.suppressedFindings.map(brief) == ["4:1 generic-link-text"])
    }

    /// `--write-baseline` records what no comment accepts: a comment removed later brings its
    /// finding back instead of leaving it hidden twice.
    @Test func baselineLeavesOutFindingsSuppressedInPlace() throws {
        let folder = try temporaryFolder(["plans.md": Self.page])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let write = CommandRun(["plans.md", "--disable", "inline-only-destination", "--write-baseline", "b.json"], in: folder)
        #expect(write.standardError == "linkaudit: 1 finding suppressed in place\nlinkaudit: wrote 2 findings to the baseline b.json\n")
        let baseline = try String(contentsOfFile: folder + "/b.json", encoding: .utf8)
        #expect(baseline.contains("\"destination\" : \"https://example.com/b\""))
        #expect(!baseline.contains("https://example.com/a"))
        #expect(baseline.contains("\"rule\" : \"unused-suppression\""))
        let use = CommandRun(["plans.md", "--disable", "inline-only-destination", "--baseline", "b.json", "--fail-on", "note"], in: folder)
        #expect(use.status == .clean)
        #expect(
            use.standardError
                == "linkaudit: 1 finding suppressed in place\n"
                + "linkaudit: 2 findings suppressed by the baseline; 0 findings in the baseline not reported (fixed or moved)\n")
    }
}

/// `directive` with its comment located (``SuppressionCommentLocator``), as documents carry it.
func located(_ directive: SuppressionDirective, _ comment: SuppressionCommentPlace) -> SuppressionDirective {
    var directive = directive
    directive.comment = comment
    return directive
}
