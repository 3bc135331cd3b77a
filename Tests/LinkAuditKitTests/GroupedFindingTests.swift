import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// Audits in-memory files with some rules disabled, so that each test's findings are exact.
private func evaluate(_ files: [(String, String)], disabling disabled: Set<RuleID> = []) -> AuditResult {
    var configuration = Configuration()
    configuration.disabledRules = disabled
    let documents = files.map { DocumentExtractor.extract(file: $0.0, bytes: Array($0.1.utf8), format: Discovery.format(of: $0.0)!) }
    return Auditor(configuration: configuration).evaluate(documents: documents, files: files.map(\.0))
}

/// `line:column` of a marker.
private func at(_ text: MarkedText, _ marker: String) -> String { "\(text[marker].line):\(text[marker].utf8Column)" }

/// Every Markdown link in SwiftUI gets these two: left out where a test is about other rules.
private let swiftUIDefaults: Set<RuleID> = ["inline-only-destination", "markdown-link-needs-underline"]

private let genericMessage =
    "is generic: out of context, as VoiceOver's Links rotor lists it, it does not say where the link goes; "
    + "fix: name the destination in the link text, e.g. the title of the page it opens [generic-link-text]"

/// Issue 10, item 5: one `ambiguous-link-text` finding per ambiguity, and one group per finding on
/// one key across locales in the text, HTML and GitHub outputs (JSON keeps every instance).
@Suite("Grouped findings")
struct GroupedFindingTests {
    // MARK: - One finding per ambiguity

    /// Three links of one name (case and a trailing `/` aside) to two pages, in a heading, a list
    /// item and a quote inside a list: one finding at the first, the others its related places.
    @Test func markdownAmbiguityOfThreeLinksIsOneFinding() {
        let page = MarkedText(
            """
            # 1️⃣[Setup](https://example.com/setup)

            - Read the 2️⃣[setup](https://example.com/setup/) notes.
            - > Quoted: 3️⃣[SETUP](https://example.com/install)
            """)
        let result = evaluate([("docs/guide.md", page.text)])
        let findings = result.findings.filter { $0.rule == "ambiguous-link-text" }
        #expect(findings.map(brief) == ["\(at(page, "1️⃣")) ambiguous-link-text"])
        #expect(
            findings.map(\.message) == [
                "\"Setup\" names 3 links to 2 destinations: https://example.com/install (\(at(page, "3️⃣"))); "
                    + "https://example.com/setup (\(at(page, "1️⃣")), \(at(page, "2️⃣")))"
            ])
        #expect(findings.first?.link == 1)
        #expect(
            findings.first?.related == [
                RelatedPlace(file: "docs/guide.md", position: page["2️⃣"], link: 2, destination: "https://example.com/setup"),
                RelatedPlace(file: "docs/guide.md", position: page["3️⃣"], link: 3, destination: "https://example.com/install"),
            ])
        #expect(findings.first?.group == nil)
    }

    /// The same in HTML: a `<nav>`, a table cell (a no-break space in the name) and a paragraph; a
    /// section of a page (`#top`) is that page.
    @Test func htmlAmbiguityOfThreeLinksIsOneFinding() {
        let page = MarkedText(
            """
            <nav>1️⃣<a href="/docs/start.html">Get started</a></nav>
            <table><tr><td>2️⃣<a href="/guide/start.html">Get&nbsp;started</a></td></tr></table>
            <p>Or 3️⃣<a href="/docs/start.html#top">get started</a> here.</p>
            """)
        let result = evaluate([("site/index.html", page.text)])
        let findings = result.findings.filter { $0.rule == "ambiguous-link-text" }
        #expect(findings.map(brief) == ["\(at(page, "1️⃣")) ambiguous-link-text"])
        #expect(
            findings.map(\.message) == [
                "\"Get started\" names 3 links to 2 destinations: /docs/start.html (\(at(page, "1️⃣")), \(at(page, "3️⃣"))); "
                    + "/guide/start.html (\(at(page, "2️⃣")))"
            ])
        #expect(
            findings.first?.related?.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.link ?? 0) \($0.destination ?? "")" } == [
                "\(at(page, "2️⃣")) 2 /guide/start.html", "\(at(page, "3️⃣")) 3 /docs/start.html",
            ])
    }

    /// More destinations than a message names: the first eight, sorted, then how many more.
    @Test func aMessageNamesEightDestinationsThenCountsTheRest() {
        let page = MarkedText((0..<10).map { "- \($0 == 7 ? "1️⃣" : "")[Report](https://example.com/r\($0))\n" }.joined())
        let findings = evaluate([("reports.md", page.text)]).findings.filter { $0.rule == "ambiguous-link-text" }
        #expect(findings.count == 1)
        #expect(findings.first?.related?.count == 9)
        #expect(findings.first?.message.hasSuffix("https://example.com/r7 (\(at(page, "1️⃣"))); and 2 more destinations") == true)
    }

    /// An app screen: a SwiftUI `Link` and two keys its view shows. The `Link` (first in link order)
    /// carries the finding; both values are its places, one to the `Link`'s page, one to another.
    @Test(.enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
    func appScreenWithASwiftLinkAndTwoKeysIsOneFinding() {
        let table = MarkedText(
            """
            "help.footer" = "Questions? Visit the 1️⃣[Help Center](https://example.com/support).";
            "help.banner" = "New: the 2️⃣[help center](https://example.com/help) has videos.";
            """)
        let view = MarkedText(
            """
            struct HelpView: View {
                var body: some View {
                    VStack {
                        Text("help.banner")
                        3️⃣Link("Help center", destination: URL(string: "https://example.com/help")!)
                        Text("help.footer")
                    }
                }
            }
            """)
        let result = evaluate([("App/en.lproj/Localizable.strings", table.text), ("App/HelpView.swift", view.text)])
        let findings = result.findings.filter { $0.rule == "ambiguous-link-text" }
        #expect(findings.map { "\($0.file) \($0.line ?? 0):\($0.column ?? 0)" } == ["App/HelpView.swift \(at(view, "3️⃣"))"])
        let strings = "App/en.lproj/Localizable.strings"
        #expect(
            findings.map(\.message) == [
                "\"Help center\" names 3 links to 2 destinations: https://example.com/help (\(at(view, "3️⃣")), \(strings):\(at(table, "2️⃣"))); "
                    + "https://example.com/support (\(strings):\(at(table, "1️⃣")))"
            ])
        #expect(
            findings.first?.related == [
                RelatedPlace(file: strings, position: table["1️⃣"], link: 2, destination: "https://example.com/support"),
                RelatedPlace(file: strings, position: table["2️⃣"], link: 3, destination: "https://example.com/help"),
            ])
    }

    /// A baseline names an ambiguity by its first link: lines added above it and a third link of the
    /// name after it leave it accepted; a new first link of the name (to another page) is a new finding.
    @Test func aBaselineNamesAnAmbiguityByItsFirstLink() {
        let original = "Plans: [pricing](https://example.com/pricing/a).\n\nOther plans: [pricing](https://example.com/pricing/b).\n"
        let baseline = Baseline(evaluate([("plans.md", original)], disabling: ["inline-only-destination"]))
        #expect(
            baseline.entries.map { "\($0.rule) \($0.name ?? "") \($0.destination ?? "")" } == [
                "ambiguous-link-text pricing https://example.com/pricing/a"
            ])
        let grownPage = MarkedText(
            "# Plans\n\nPlans: 1️⃣[pricing](https://example.com/pricing/a).\n\nOther plans: [pricing](https://example.com/pricing/b).\n"
                + "\nOld plans: [Pricing](https://example.com/pricing/c).\n")
        var grown = evaluate([("plans.md", grownPage.text)], disabling: ["inline-only-destination"])
        baseline.apply(to: &grown)
        #expect(grown.findings.isEmpty)
        #expect(
            grown.suppressedFindings.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.related?.count ?? 0)" } == ["\(at(grownPage, "1️⃣")) 2"])
        #expect(grown.baselineGone == 0)
        let page = MarkedText("New: 1️⃣[pricing](https://example.com/pricing/new).\n\n" + original)
        var moved = evaluate([("plans.md", page.text)], disabling: ["inline-only-destination"])
        baseline.apply(to: &moved)
        #expect(moved.findings.map(brief) == ["\(at(page, "1️⃣")) ambiguous-link-text"])
        #expect(moved.baselineGone == 1)
    }

    // MARK: - One group per finding across locales

    /// A String Catalog key flagged in de, en and fr (de written first): one text line, at the
    /// source language's instance, the other locales listed.
    static let catalog = MarkedText(
        """
        {"sourceLanguage": "en", "version": "1.0", "strings": {"promo.more": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "1️⃣[Mehr erfahren](https://example.com/promo)"}},
          "en": {"stringUnit": {"state": "translated", "value": "2️⃣[Learn more](https://example.com/promo)"}},
          "fr": {"stringUnit": {"state": "translated", "value": "3️⃣[En savoir plus](https://example.com/promo)"}}
        }}}}
        """)

    var catalogResult: AuditResult {
        evaluate(
            [("App/Promo.xcstrings", Self.catalog.text), ("README.md", "Read [here](https://example.com/readme).\n")],
            disabling: swiftUIDefaults)
    }

    @Test func aCatalogKeyFlaggedInThreeLocalesIsOneTextLine() {
        let result = catalogResult
        #expect(
            result.findings.map { "\($0.rule) \($0.locale ?? "-")" } == [
                "generic-link-text de", "generic-link-text en", "generic-link-text fr", "generic-link-text -",
            ])
        #expect(
            TextReporter.render(result).split(separator: "\n").map(String.init) == [
                "App/Promo.xcstrings:\(at(Self.catalog, "2️⃣")): warning: [promo.more en] link name \"Learn more\" \(genericMessage) (also de \"Mehr erfahren\", fr \"En savoir plus\")",
                "README.md:1:6: warning: link name \"here\" \(genericMessage)",
                "2 files, 4 links: 0 errors, 4 warnings, 0 notes; 0 unreadable inputs; counts are per locale: 3 findings shown as 1 group",
            ])
    }

    /// JSON keeps every instance, each with the group's id (FNV-1a 64 of `generic-link-text`,
    /// `App/Promo.xcstrings`, `promo.more` and no variation, each ended by a 0 byte); a finding not
    /// about a key has none.
    @Test func jsonKeepsEveryInstanceWithItsGroupID() throws {
        let json = try JSONSerialization.jsonObject(with: Data(JSONReporter.render(catalogResult).utf8)) as! [String: Any]
        let findings = json["findings"] as! [[String: Any]]
        #expect(findings.map { $0["locale"] as? String ?? "-" } == ["de", "en", "fr", "-"])
        #expect(findings.map { $0["group"] as? String ?? "none" } == ["64892a8b375c3117", "64892a8b375c3117", "64892a8b375c3117", "none"])
        #expect((json["summary"] as! [String: Any])["findings"] as? [String: Int] == ["error": 0, "warning": 4, "note": 0])
    }

    @Test func githubAnnotatesAGroupOnce() {
        let lines = GitHubReporter.render(catalogResult).split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        let position = Self.catalog["2️⃣"]
        let message: String = genericMessage.replacingOccurrences(of: " [generic-link-text]", with: "")
        let expected: String =
            "::warning file=App/Promo.xcstrings,line=\(position.line),col=\(position.utf8Column),"
            + "title=linkaudit%3A generic-link-text::[promo.more en] link name \"Learn more\" \(message) (also de \"Mehr erfahren\", fr \"En savoir plus\")"
        #expect(lines.first == expected)
    }

    @Test func htmlShowsAGroupAsOneEntryNamingTheOtherLocales() {
        let html = HTMLReporter.render(catalogResult)
        #expect(html.contains("<code>generic-link-text</code>: key <code>promo.more</code> ×3 in 3 locales (warning)</summary>"))
        #expect(
            html.contains(
                "<p class=\"also\"><strong>Also in</strong> de <q lang=\"de\">Mehr erfahren</q> (<code>App/Promo.xcstrings:\(at(Self.catalog, "1️⃣"))</code>), "
                    + "fr <q lang=\"fr\">En savoir plus</q> (<code>App/Promo.xcstrings:\(at(Self.catalog, "3️⃣"))</code>)</p>"))
    }

    /// `.strings` of one table in three `.lproj` folders: one group, shown at `en` though `de.lproj`
    /// sorts first. A value with two generic links makes two groups: the n-th of each locale.
    @Test func stringsInThreeLprojFoldersAreOneGroup() {
        let english = MarkedText(#""help.link" = "1️⃣[Learn more](https://example.com/help) or 2️⃣[click here](https://example.com/faq)";"#)
        let german = MarkedText(#""help.link" = "3️⃣[Mehr erfahren](https://example.com/help) oder 4️⃣[hier](https://example.com/faq)";"#)
        let japanese = MarkedText(#""help.link" = "5️⃣[詳細](https://example.com/help)または6️⃣[こちら](https://example.com/faq)";"#)
        let result = evaluate(
            [
                ("App/de.lproj/Localizable.strings", german.text), ("App/en.lproj/Localizable.strings", english.text),
                ("App/ja.lproj/Localizable.strings", japanese.text),
            ], disabling: swiftUIDefaults)
        #expect(
            result.findings.map { "\($0.locale ?? "-") \($0.line ?? 0):\($0.column ?? 0) \($0.rule)" } == [
                "de \(at(german, "3️⃣")) generic-link-text", "de \(at(german, "4️⃣")) generic-link-text",
                "en \(at(english, "1️⃣")) generic-link-text", "en \(at(english, "2️⃣")) generic-link-text",
                "ja \(at(japanese, "5️⃣")) generic-link-text", "ja \(at(japanese, "6️⃣")) generic-link-text",
            ])
        let groups = result.findings.map { $0.group ?? "none" }
        #expect(groups[0] == groups[2] && groups[2] == groups[4])
        #expect(groups[1] == groups[3] && groups[3] == groups[5])
        #expect(groups[0] != groups[1])
        let path = "App/en.lproj/Localizable.strings"
        #expect(
            TextReporter.render(result, includeSummary: false).split(separator: "\n").map(String.init) == [
                "\(path):\(at(english, "1️⃣")): warning: [help.link en] link name \"Learn more\" \(genericMessage) (also de \"Mehr erfahren\", ja \"詳細\")",
                "\(path):\(at(english, "2️⃣")): warning: [help.link en] link name \"click here\" \(genericMessage) (also de \"hier\", ja \"こちら\")",
            ])
    }

    /// XLIFF files, one per locale, naming the same key of the same `original` table are one group.
    @Test func xliffFilesOfOneTableAreOneGroup() {
        func xliff(_ language: String, _ target: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
            <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="\(language)" datatype="plaintext"><body>
            <trans-unit id="help.link"><source>[Learn more](https://example.com/help)</source><target>\(target)</target></trans-unit>
            </body></file></xliff>
            """
        }
        let result = evaluate(
            [
                ("Export/de.xliff", xliff("de", "[Mehr erfahren](https://example.com/help)")),
                ("Export/fr.xliff", xliff("fr", "[En savoir plus](https://example.com/help)")),
            ], disabling: swiftUIDefaults)
        #expect(
            result.findings.map { "\($0.file) \($0.locale ?? "-") \($0.rule)" } == [
                "Export/de.xliff de generic-link-text", "Export/fr.xliff fr generic-link-text",
            ])
        #expect(result.findings[0].group != nil && result.findings[0].group == result.findings[1].group)
        let lines = TextReporter.render(result, includeSummary: false).split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasSuffix("[generic-link-text] (also fr \"En savoir plus\")") == true)
        #expect(lines.first?.hasPrefix("Export/de.xliff:4:") == true)
    }

    /// A group whose instances a baseline partly accepted shows only what is left; the id stays.
    @Test func aSuppressedInstanceLeavesTheGroupLine() {
        var result = catalogResult
        let german = result.findings.removeFirst()
        result.suppressedFindings = [german]
        #expect(
            TextReporter.render(result, includeSummary: false).split(separator: "\n").first
                == "App/Promo.xcstrings:\(at(Self.catalog, "2️⃣")): warning: [promo.more en] link name \"Learn more\" \(genericMessage) (also fr \"En savoir plus\")"
        )
    }
}
