import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditRules
import LinkAuditTestSupport
import Testing

@testable import LinkAuditReporters

/// Audits in-memory files with some rules disabled, so that each test's findings are exact.
private func evaluate(_ files: [(String, String)], disabling disabled: Set<RuleID> = []) -> AuditResult {
    var configuration = Configuration()
    configuration.disabledRules = disabled
    let documents = files.map { DocumentExtractor.extract(file: $0.0, bytes: Array($0.1.utf8), format: Discovery.format(of: $0.0)!) }
    return Auditor(configuration: configuration).evaluate(documents: documents, files: files.map(\.0))
}

/// The page with every group and finding anchor's digits replaced by `…`, for readable expectations.
private func withoutDigests(_ html: String) -> String {
    html.replacing(/([gf])-[0-9a-f]{16}/) { "\($0.output.1)-…" }
}

/// The lines between `start` and the next `end`, the markers left out.
private func lines(of html: String, from start: String, to end: String) -> [String] {
    guard let from = html.range(of: start), let to = html.range(of: end, range: from.upperBound..<html.endIndex) else { return [] }
    return html[from.upperBound..<to.lowerBound].split(separator: "\n").map(String.init)
}

/// Every `id="f-…"` of the page, in page order.
private func findingAnchors(_ html: String) -> [String] {
    html.matches(of: /id="(f-[0-9a-f]{16})"/).map { String($0.output.1) }
}

/// Issue 11: the HTML report a writer opens first.
@Suite("HTML report")
struct HTMLReportTests {
    /// A pilcrow heading anchor in three files of two folders, twice in one of them (once in a
    /// nested list), and one link with no name at all: an error.
    static let install = MarkedText("# Install 1️⃣[¶](#install)\n\nSteps follow.\n")
    static let upgrade = MarkedText("# Upgrade 1️⃣[¶](#upgrade)\n\n- Before:\n  - Back up first 2️⃣[¶](#upgrade).\n")
    static let news = MarkedText("## News 1️⃣[¶](#news)\n")
    static let pilcrowFiles: [(String, String)] = [
        ("guide/install.md", install.text), ("guide/upgrade.md", upgrade.text), ("blog/2024/news.md", news.text),
        ("blog/empty.md", "See [](https://example.com/empty) for more.\n"),
    ]

    /// Rules left out where a test is about others (GitHub makes `install-` of "Install ¶", so
    /// the pilcrows' `#install` are broken fragments too).
    static let quiet: Set<RuleID> = ["ambiguous-link-text", "inline-only-destination", "broken-fragment"]

    /// `line:column` of a marker.
    static func at(_ text: MarkedText, _ marker: String, linesAdded: Int = 0) -> String {
        "\(text[marker].line + linesAdded):\(text[marker].utf8Column)"
    }

    var pilcrowResult: AuditResult { evaluate(Self.pilcrowFiles, disabling: Self.quiet) }

    @Test func startHereListsErrorsFirstThenTheGroupsThatFixTheMost() {
        let html = withoutDigests(HTMLReporter.render(pilcrowResult))
        #expect(
            lines(of: html, from: "<h3>Fix first</h3>\n<ol class=\"fixfirst\">\n", to: "</ol>") == [
                "<li><a href=\"#g-…\"><code>empty-link-name</code>: link name “(no name)” ×1 in 1 file (error)</a></li>",
                "<li><a href=\"#g-…\"><code>generic-link-text</code>: link name “¶” ×4 in 3 files (warning)</a></li>",
            ])
        #expect(
            lines(of: html, from: "<ol class=\"topfiles\">\n", to: "</ol>") == [
                "<li><code>guide/upgrade.md</code>: 2 findings</li>", "<li><code>blog/2024/news.md</code>: 1 finding</li>",
                "<li><code>blog/empty.md</code>: 1 finding</li>", "<li><code>guide/install.md</code>: 1 finding</li>",
            ])
        #expect(
            html.contains(
                "<ul class=\"totals\"><li class=\"error\"><strong>1</strong> error</li><li class=\"warning\"><strong>4</strong> warnings</li>"
            ))
        // Start here comes before the drill-down; the error's rule comes first there too.
        let start = html.range(of: "id=\"start\"")!.lowerBound
        let errors = html.range(of: "<section class=\"rule\" data-rule=\"empty-link-name\"")!.lowerBound
        let warnings = html.range(of: "<section class=\"rule\" data-rule=\"generic-link-text\"")!.lowerBound
        #expect(start < errors && errors < warnings)
    }

    /// Rules the configuration turned off are not among the rules with no findings (they did not
    /// run), and one rule is counted in the singular.
    @Test func quietAndTurnedOffRulesAreCountedApart() {
        let all = RuleCatalog.all.map { type(of: $0).description.id }
        let off = Set(all).subtracting(["generic-link-text", "redundant-title"])
        let html = HTMLReporter.render(evaluate([("a.md", "# A [¶](#a)\n")], disabling: off))
        #expect(html.contains("<summary>1 rule with no findings</summary><ul>\n<li><a href="))
        #expect(html.contains("<summary>\(all.count - 2) rules turned off by the configuration</summary>"))
        #expect(!html.contains(">1 rules"))
        let oneOff = HTMLReporter.render(evaluate([("a.md", "# A [¶](#a)\n")], disabling: ["redundant-title"]))
        #expect(oneOff.contains("<summary>1 rule turned off by the configuration</summary>"))
    }

    /// The "¶" group: one `<details>` with its count in the summary and its four places, each a
    /// finding with an anchor; an error's group is open, a warning's closed.
    @Test func aNameAcrossFilesIsOneGroupWithItsPlaces() {
        let html = withoutDigests(HTMLReporter.render(pilcrowResult))
        #expect(
            html.contains(
                "<details class=\"group warning\" id=\"g-…\"><summary><code>generic-link-text</code>: link name “¶” ×4 in 3 files (warning)</summary>"
            ))
        #expect(html.contains("<details class=\"group error\" id=\"g-…\" open><summary><code>empty-link-name</code>"))
        let places = html.matches(of: /<a class="place" href="#f-…"><code>([^<]*)<\/code><\/a> <span class="badge warning">/).map {
            String($0.output.1)
        }
        #expect(
            places == [
                "blog/2024/news.md:\(Self.at(Self.news, "1️⃣"))", "guide/install.md:\(Self.at(Self.install, "1️⃣"))",
                "guide/upgrade.md:\(Self.at(Self.upgrade, "1️⃣"))", "guide/upgrade.md:\(Self.at(Self.upgrade, "2️⃣"))",
            ])
    }

    /// A cap on places per group and groups per rule: the rest are counted and the JSON named.
    @Test func capsCountWhatTheyLeaveOut() {
        var context = HTMLReportContext()
        context.placesPerGroup = 2
        context.groupsPerRule = 1
        let html = withoutDigests(HTMLReporter.render(pilcrowResult, context: context))
        #expect(html.contains("<p class=\"more\">2 more places (see the JSON report).</p>"))
        #expect(findingAnchors(HTMLReporter.render(pilcrowResult, context: context)).count == 3)
    }

    /// One key flagged in three locales of a String Catalog is one group, named by its key, counted
    /// in locales, shown at the source language with the others named.
    @Test func aCatalogKeyInThreeLocalesIsOneGroup() {
        let catalog = MarkedText(
            """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"footer.contact": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "Questions? 1️⃣[Click here](https://example.com/contact)"}},
              "es": {"stringUnit": {"state": "translated", "value": "¿Preguntas? 2️⃣[Haz clic aquí](https://example.com/contact)"}},
              "it": {"stringUnit": {"state": "translated", "value": "Domande? 3️⃣[Clicca qui](https://example.com/contact)"}}
            }}}}
            """)
        let result = evaluate(
            [("Shared/Footer.xcstrings", catalog.text)], disabling: ["inline-only-destination", "markdown-link-needs-underline"])
        #expect(
            result.findings.map { "\($0.rule) \($0.locale ?? "-")" } == [
                "generic-link-text en", "generic-link-text es", "generic-link-text it",
            ])
        let html = withoutDigests(HTMLReporter.render(result))
        #expect(html.components(separatedBy: "<details class=\"group").count == 2)
        #expect(
            html.contains(
                "<details class=\"group warning\" id=\"g-…\"><summary><code>generic-link-text</code>: key <code>footer.contact</code> ×3 in 3 locales (warning)</summary>"
            ))
        let en = catalog["1️⃣"]
        #expect(
            html.contains(
                "<code>Shared/Footer.xcstrings:\(en.line):\(en.utf8Column)</code></a> <span class=\"badge warning\">warning</span> key"))
        let es = catalog["2️⃣"]
        let it = catalog["3️⃣"]
        #expect(
            html.contains(
                "<p class=\"also\"><strong>Also in</strong> es <q lang=\"es\">Haz clic aquí</q> (<code>Shared/Footer.xcstrings:\(es.line):\(es.utf8Column)</code>), "
                    + "it <q lang=\"it\">Clicca qui</q> (<code>Shared/Footer.xcstrings:\(it.line):\(it.utf8Column)</code>)</p>"))
        // Each cell of the app-copy table in its locale; the shared destination once, in the row.
        #expect(html.contains("<th scope=\"row\"><code>footer.contact</code><br>→ <code>https://example.com/contact</code></th>"))
        #expect(html.contains("<td class=\"flag\" lang=\"es\"><span class=\"badge warning\">⚠</span> Haz clic aquí<br>"))
    }

    /// Anchors name a finding by what it is about, not where: a line added above, or a new finding
    /// before it, leaves every anchor as it was, while the places shown move.
    @Test func anchorsSurviveALineAddedAbove() {
        let before = HTMLReporter.render(pilcrowResult)
        var edited = Self.pilcrowFiles
        edited[1].1 = "<!-- moved -->\n\nIntro: [here](https://example.com/x).\n\n" + edited[1].1
        let after = HTMLReporter.render(evaluate(edited, disabling: Self.quiet))
        #expect(findingAnchors(before).count == 5)
        #expect(Set(findingAnchors(before)).isSubset(of: Set(findingAnchors(after))))
        #expect(findingAnchors(after).count == 6)
        #expect(before.contains("<code>guide/upgrade.md:\(Self.at(Self.upgrade, "2️⃣"))</code>"))
        #expect(after.contains("<code>guide/upgrade.md:\(Self.at(Self.upgrade, "2️⃣", linesAdded: 4))</code>"))
    }

    /// Notes are counted per rule and folder unless `--html-notes` asks for each.
    @Test func notesAreSummarizedPerRuleAndFolder() {
        let result = evaluate(
            [
                ("docs/a.md", "Mirror: <https://example.com/a>\n"), ("docs/b.md", "Mirror: <https://example.com/b>\n"),
                ("top.md", "Mirror: <https://example.com/c>\n"),
            ], disabling: Self.quiet)
        #expect(result.findings.map(\.rule) == ["url-as-link-text", "url-as-link-text", "url-as-link-text"])
        let html = HTMLReporter.render(result)
        #expect(!html.contains("data-sev=\"note\""))
        let rule =
            "<a href=\"https://example.invalid/linkaudit/blob/main/docs/rules/url-as-link-text.md\"><code>url-as-link-text</code></a>"
        #expect(
            lines(of: html, from: "<th scope=\"col\">Folder</th><th scope=\"col\">Notes</th></tr></thead>\n<tbody>\n", to: "</tbody>") == [
                "<tr><td>\(rule)</td><td><code>docs</code></td><td class=\"num\">2</td></tr>",
                "<tr><td>\(rule)</td><td><code>.</code></td><td class=\"num\">1</td></tr>",
            ])
        let listed = HTMLReporter.render(result, context: HTMLReportContext(includeNotes: true))
        #expect(listed.components(separatedBy: "data-sev=\"note\"").count == 4)
        #expect(!listed.contains("<h2 id=\"notes\">"))
    }

    /// `lang` on the link's name, its sentence and its rotor entry, from the page's `lang`.
    @Test func textInAKnownLanguageCarriesLang() {
        let result = evaluate(
            [
                (
                    "site/de/index.html",
                    "<html lang=\"de-CH\"><body><p>Die Anleitung finden Sie <a href=\"/anleitung\">hier</a>.</p></body></html>\n"
                )
            ], disabling: Self.quiet)
        #expect(result.findings.map(\.rule) == ["generic-link-text"])
        let html = HTMLReporter.render(result)
        #expect(html.contains(": link <q lang=\"de-CH\">hier</q> to <code>/anleitung</code>"))
        #expect(
            html.contains("<blockquote class=\"context\" lang=\"de-CH\"><p>Die Anleitung finden Sie <mark>hier</mark>.</p></blockquote>"))
        #expect(html.contains("<span lang=\"de-CH\">hier</span> <small>generic-link-text</small>"))
        #expect(html.contains("data-lang=\"de-CH\""))
        #expect(html.contains("<option value=\"de-CH\">de-CH</option>"))
    }

    /// A table's locale becomes `lang` in its canonical spelling; `Base` is no language and gets none.
    @Test func appCopyCellsCarryTheirLocaleAsLang() {
        let value = "\"legal.more\" = \"Read the [terms](https://example.com/terms).\";\n"
        let result = evaluate([
            ("App/Base.lproj/Legal.strings", value),
            ("App/pt_br.lproj/Legal.strings", value.replacingOccurrences(of: "Read the", with: "Leia os")),
        ])
        let html = HTMLReporter.render(result)
        #expect(html.contains("<thead><tr><th scope=\"col\">Key</th><th scope=\"col\">Base</th><th scope=\"col\">pt-BR</th></tr></thead>"))
        #expect(html.contains("<summary><code>App/*.lproj/Legal.strings</code> (1 key with links, 2 locales)</summary>"))
        #expect(html.contains("</th><td>terms</td><td lang=\"pt-BR\">terms</td></tr>"))
        #expect(!html.contains("lang=\"Base\"") && !html.contains("lang=\"pt_br\""))
    }

    /// The policy allows exactly the page's one script, by the SHA-256 of its bytes.
    @Test func contentSecurityPolicyHashMatchesTheScript() throws {
        #expect(SHA256.base64Digest("") == "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")
        #expect(SHA256.base64Digest("abc") == "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
        #expect(
            SHA256.base64Digest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "JI1qYdIGOLjlwCaTDD5gOaM85Flk/yFn9uzt1BnbBsE=")
        let html = HTMLReporter.render(pilcrowResult)
        let scripts = html.matches(of: /<script>(.*?)<\/script>/.dotMatchesNewlines())
        #expect(scripts.count == 1)
        let script = try #require(scripts.first).output.1
        #expect(!script.contains("eval") && !script.contains("innerHTML") && !script.contains("fetch"))
        #expect(
            html.contains(
                "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
                    + "script-src 'sha256-\(SHA256.base64Digest(String(script)))'; base-uri 'none'; form-action 'none'\">"))
        // Without script the filter form stays hidden and every group is in the page.
        #expect(html.contains("<form id=\"filters\" class=\"filters\" role=\"search\" aria-label=\"Filter findings\" hidden>"))
        #expect(
            html.contains(
                "<select name=\"sev\"><option value=\"\">all</option><option value=\"error\">error</option><option value=\"warning\">warning</option></select>"
            ))
        #expect(html.contains("<select name=\"dir\"><option value=\"\">all</option><option value=\"blog\">blog</option>"))
    }

    /// The folder filter starts below the folder every finding shares: a run on `../site` offers
    /// `../site/docs` and `../site/docs/api`, not `..`.
    @Test func folderFilterStartsBelowTheSharedFolder() {
        let files = Self.pilcrowFiles.map { ("../site/" + $0.0, $0.1) }
        let html = HTMLReporter.render(evaluate(files, disabling: Self.quiet))
        #expect(
            html.contains(
                "<select name=\"dir\"><option value=\"\">all</option><option value=\"../site/blog\">../site/blog</option>"
                    + "<option value=\"../site/blog/2024\">../site/blog/2024</option><option value=\"../site/guide\">../site/guide</option></select>"
            ))
    }

    /// The style sheet keeps the page within 320 px, shows focus, follows the dark setting and prints
    /// the summary and open groups without the filter form.
    @Test func styleSheetReflowsShowsFocusAndPrints() {
        let html = HTMLReporter.render(pilcrowResult)
        #expect(html.contains("overflow-wrap:anywhere"))
        #expect(html.contains(":focus-visible{outline:3px solid var(--focus);outline-offset:2px}"))
        #expect(html.contains("@media (prefers-color-scheme:dark){:root{--fg:#eee;--bg:#161616;"))
        #expect(html.contains("@media print{.skip,form.filters{display:none}"))
        #expect(html.contains("details:not([open])>:not(summary){display:none}"))
        #expect(html.contains("<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Findings per rule\">"))
    }

    /// The header names what was audited and how; the date only when asked for.
    @Test func headerNamesTheRun() {
        let context = HTMLReportContext(
            paths: ["docs", "App"], command: ["linkaudit", "docs", "App", "--html", "my report.html"], configurationFile: ".linkaudit.yml")
        let html = HTMLReporter.render(pilcrowResult, context: context)
        #expect(html.contains("<title>linkaudit report: docs, App</title>"))
        #expect(
            html.contains(
                "<dl class=\"about\"><dt>Command</dt><dd><code>linkaudit docs App --html &#39;my report.html&#39;</code></dd>"
                    + "<dt>Configuration</dt><dd><code>.linkaudit.yml</code></dd><dt>Version</dt><dd>linkaudit 0.1.0</dd></dl>"))
        #expect(!html.contains("<dt>Date</dt>"))
        var dated = context
        dated.date = "2026-11-30T20:00:00Z"
        #expect(HTMLReporter.render(pilcrowResult, context: dated).contains("<dt>Date</dt><dd>2026-11-30T20:00:00Z</dd>"))
        #expect(HTMLReporter.render(pilcrowResult, context: context) == html)
    }

    /// The command passes what the header shows; `--timestamp` adds the date and `--html-notes` lists
    /// notes; without them two runs write the same bytes.
    @Test func commandOptionsReachTheReport() throws {
        let plain = CommandRun(["generic-text-with-title.md", "--html", "-"])
        #expect(plain.standardOutput.contains("<title>linkaudit report: generic-text-with-title.md</title>"))
        #expect(
            plain.standardOutput.contains(
                "<dl class=\"about\"><dt>Command</dt><dd><code>linkaudit generic-text-with-title.md --html -</code></dd>"
                    + "<dt>Configuration</dt><dd>none (defaults)</dd>"))
        #expect(!plain.standardOutput.contains("<dt>Date</dt>") && !plain.standardOutput.contains("data-sev=\"note\""))
        #expect(CommandRun(["generic-text-with-title.md", "--html", "-"]).standardOutput == plain.standardOutput)
        let dated = CommandRun(["generic-text-with-title.md", "--html", "-", "--timestamp", "--html-notes"]).standardOutput
        #expect(dated.matches(of: /<dt>Date<\/dt><dd>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/dd>/).count == 1)
        #expect(dated.components(separatedBy: "data-sev=\"note\"").count == 2)
    }

    /// Audited text and everything the user typed is escaped in every new place: title, header,
    /// group summaries, anchors' data attributes, `lang`, filter options, rotor, app-copy table.
    @Test func hostileTextIsEscapedEverywhere() {
        let evil = "\"'><evil x=1>&"
        var link = Link(
            text: evil, name: "here" + evil, nameSource: .content, destination: "https://e.com/" + evil, syntax: .markdownInline,
            placement: .inline, render: .web, file: "dir" + evil + "/a.md", span: nil, scope: .document("a.md"))
        link.id = 1
        link.language = "de" + evil
        link.context = LinkContext(text: "see " + evil + " now", linkStart: 4, linkLength: evil.count)
        link.appCopy = AppCopyEntry(table: "T" + evil + ".strings", key: "k" + evil, locale: "fr" + evil)
        var finding = Finding(
            rule: "generic-link-text", severity: .error, message: "m" + evil, fix: "f" + evil, file: link.file,
            position: SourcePosition(line: 1, utf8Column: 1), link: 1, appCopy: link.appCopy)
        finding.related = [RelatedPlace(file: "r" + evil, position: nil)]
        var markup = finding
        markup.link = nil
        markup.key = nil
        markup.rule = "broken-link-markup"
        let result = AuditResult(files: [link.file], links: [link], findings: [finding, markup], errors: [])
        let context = HTMLReportContext(paths: ["p" + evil], command: ["c" + evil], configurationFile: "y" + evil, date: "d" + evil)
        let html = HTMLReporter.render(result, context: context)
        #expect(!html.contains("<evil"))
        #expect(!html.contains("'><"))
        #expect(html.components(separatedBy: "&quot;&#39;&gt;&lt;evil x=1&gt;&amp;").count > 20)
    }
}
