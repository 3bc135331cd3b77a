import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// The CSS cases of issue 13 (`Fixtures/cases/link-styles/`): the styles HTML links get from
/// `<style>` blocks, `style` attributes and linked stylesheets, with exact colors, cues and the
/// positions of the declarations; and the limits on which stylesheets are read.
@Suite struct CSSCaseTests {
    private func color(_ hex: String) -> ColorSource { .literal(RGBAColor(hex: hex)!) }
    private func site(_ file: String, _ line: Int, _ column: Int) -> ColorSite {
        ColorSite(file: file, position: SourcePosition(line: line, utf8Column: column))
    }

    /// The documents of an audit of `paths` below `folder`, with their `inputsRead`.
    private func documents(_ paths: [String], in folder: String) -> [ExtractedDocument] {
        let inputs = Discovery().inputs(for: paths, workingDirectory: folder).inputs
        return Auditor(configuration: Configuration(), workingDirectory: folder).extract(inputs)
    }

    // An HTML help page whose `<style>` takes the underline off `p a` and gives it a color 1.8:1
    // against the text; the standalone link in a list still gets its style filled.
    @Test func underlineRemovedFromParagraphLinks() throws {
        let result = audit(["link-styles/underline-removed.html"])
        try #require(result.links.count == 2)
        let inline = result.links[0]
        let standalone = result.links[1]
        #expect(inline.text == "safety notes" && inline.placement == .inline)
        let entry = try #require(inline.style?.appearances.first)
        #expect(inline.style?.appearances.count == 1 && entry.appearance == nil)
        #expect(entry.color == color("#1433CC"))
        #expect(entry.textColor == color("#222222"))
        #expect(entry.background == color("#FFFFFF"))
        #expect(entry.cues == [])
        #expect(entry.colorSite == site("link-styles/underline-removed.html", 7, 7))
        #expect(entry.cueRemovedAt == site("link-styles/underline-removed.html", 7, 23))
        let ratio = RGBAColor.contrastRatio(RGBAColor(hex: "#1433CC")!, RGBAColor(hex: "#222222")!)
        #expect(String(format: "%.2f", ratio) == "1.80")

        #expect(standalone.text == "Download printer drivers" && standalone.placement == .standalone)
        let listed = try #require(standalone.style?.appearances.first)
        #expect(listed.color == color("#0000EE") && listed.colorSite == nil)
        #expect(listed.textColor == color("#222222"))
        #expect(listed.cues == [.underline])
        #expect(listed.cueRemovedAt == nil)
    }

    // The link color equals the text color: written out, inherited, and through a custom property.
    @Test func linkColorEqualsTextColor() throws {
        let result = audit(["link-styles/same-color.html"])
        #expect(result.links.map(\.text) == ["Write to us", "ask the forum", "see your invoices"])
        let entries = result.links.compactMap { $0.style?.appearances.first }
        try #require(entries.count == 3)
        for entry in entries {
            #expect(entry.color == color("#4A4A4A"))
            #expect(entry.textColor == color("#4A4A4A"))
            #expect(entry.cues == [])
            #expect(entry.cueRemovedAt == site("link-styles/same-color.html", 8, 21))
        }
        #expect(
            entries.map(\.colorSite) == [
                site("link-styles/same-color.html", 8, 5), site("link-styles/same-color.html", 7, 8),
                site("link-styles/same-color.html", 15, 43),
            ])
    }

    // A linked stylesheet with a `prefers-color-scheme: dark` block: light and dark entries.
    @Test func darkMediaBlockInALinkedStylesheet() throws {
        let result = audit(["link-styles/dark-mode.html"])
        let style = try #require(result.links.first?.style)
        #expect(style.appearances.map(\.appearance) == [.light, .dark])
        let light = try #require(style.style(for: .light))
        let dark = try #require(style.style(for: .dark))
        #expect(light.color == color("#0066CC") && light.textColor == color("#1D1D1F") && light.background == color("#FFFFFF"))
        #expect(light.cues == [.underline] && light.cueRemovedAt == nil)
        #expect(light.colorSite == site("link-styles/css/help.css", 3, 5))
        #expect(dark.color == color("#2997FF") && dark.textColor == color("#F5F5F7") && dark.background == color("#1D1D1F"))
        #expect(dark.cues == [])
        #expect(dark.colorSite == site("link-styles/css/help.css", 7, 7))
        #expect(dark.cueRemovedAt == site("link-styles/css/help.css", 7, 23))
        #expect(style.style(for: .darkHighContrast) == nil)
        let read = documents(["link-styles/dark-mode.html"], in: fixturesFolder + "/cases")
        #expect(read.map(\.inputsRead) == [["link-styles/css/help.css"]])
    }

    // MARK: - Which stylesheets are read

    /// The three pages through the whole audit: the appearance rules' findings, exact. The list's
    /// standalone link keeps its style but is never judged by `link-not-distinguishable`; no link
    /// color here is under 4.5:1 against its background, so `link-contrast` stays silent.
    @Test func theAppearanceRulesOnTheThreePages() {
        func appearanceFindings(_ page: String) -> [String] {
            audit(["link-styles/" + page]).findings.filter {
                $0.rule.rawValue.hasPrefix("link-contrast") || $0.rule == "link-not-distinguishable"
            }
            .map { brief($0) + " " + $0.message }
        }
        #expect(
            appearanceFindings("underline-removed.html") == [
                "12:31 link-not-distinguishable inline link is set apart by color alone, and it is too close in color to the text "
                    + "around it in every appearance (light: #1433CC against #222222, 1.80:1); 3:1 is needed without a cue, and its "
                    + "underline is removed at link-styles/underline-removed.html:7:23"
            ])
        let sameColor = appearanceFindings("same-color.html")
        #expect(
            sameColor.map { String($0.prefix(30)) } == [
                "13:15 link-not-distinguishable", "14:26 link-not-distinguishable", "15:13 link-not-distinguishable",
            ])
        #expect(
            Set(sameColor.map { String($0.dropFirst(31)) }) == [
                "inline link is set apart by color alone, and it is the same color as the text around it in every appearance "
                    + "(light: #4A4A4A against #4A4A4A, 1.00:1); 3:1 is needed without a cue, and its underline is removed at "
                    + "link-styles/same-color.html:8:21"
            ])
        #expect(
            appearanceFindings("dark-mode.html") == [
                "8:28 link-not-distinguishable inline link is set apart by color alone, and it is too close in color to the text "
                    + "around it in the dark appearance (dark: #2997FF against #F5F5F7, 2.77:1); 3:1 is needed without a cue, and its "
                    + "underline is removed at link-styles/css/help.css:7:23"
            ])
    }

    @Test func stylesheetsOutsideTheRootURLsAndSymlinksOutAreNotRead() throws {
        let outside = try temporaryFolder(["evil.css": "a { color: #ff0000 }"])
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let root = try temporaryFolder([
            "site/page.html": """
            <link rel=stylesheet href="../../\((outside as NSString).lastPathComponent)/evil.css">
            <link rel=stylesheet href="https://example.com/a.css"><link rel=stylesheet href="//example.com/b.css">
            <link rel=stylesheet href="/site/ok.css"><link rel=stylesheet href="linked.css"><link rel=stylesheet href="missing.css">
            <link rel="alternate stylesheet" href="ok.css"><link rel=stylesheet href="ok.css" media=print>
            <p>Read <a href="a.html">the guide</a>.</p>
            """,
            "site/ok.css": "a { color: #00ff00 }",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/site/linked.css", withDestinationPath: outside + "/evil.css")
        let read = documents(["site"], in: root)
        // A sheet looked for inside the root and not found is listed, so a cached page is read
        // again once it appears; nothing outside the root is.
        #expect(read.map(\.inputsRead) == [["site/missing.css"]])
        #expect(read.first?.links.map(\.style) == [nil])
        #expect(
            read.first?.warnings.map { String($0.message.prefix(while: { $0 != ";" })) } == [
                "linked stylesheet \(outside)/evil.css not read: it is outside the folders audited",
                "linked stylesheet site/linked.css not read: it is outside the folders audited",
                "linked stylesheet site/missing.css not read: no such file",
            ])
    }

    @Test func importsAreFollowedInOrderWithADepthLimitAndNoCycles() throws {
        let root = try temporaryFolder([
            "help/page.html": "<link rel=stylesheet href=\"css/main.css?v=3\"><p>Read <a href=\"a.html\">the guide</a>.</p>",
            "help/css/main.css": "@import \"base.css\";\n@import url(print.css) print;\na { text-decoration: none }\n",
            "help/css/base.css": "@import url(\"main.css\");\n@import \"deep/one.css\";\na { color: #111111 }\n",
            "help/css/print.css": "a { color: #ff0000 }",
            "help/css/deep/one.css": "@import \"two.css\";\n",
            "help/css/deep/two.css": "@import \"three.css\";\n",
            "help/css/deep/three.css": "@import \"four.css\";\n",
            "help/css/deep/four.css": "p { color: #333333 }",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let read = try #require(documents(["help"], in: root).first)
        #expect(
            read.inputsRead == [
                "help/css/main.css", "help/css/base.css", "help/css/deep/one.css", "help/css/deep/two.css", "help/css/deep/three.css",
            ])
        let entry = try #require(read.links.first?.style?.appearances.first)
        #expect(entry.color == color("#111111"))
        #expect(entry.colorSite == site("help/css/base.css", 3, 5))
        #expect(entry.textColor == color("#000000"))
        #expect(entry.cueRemovedAt == site("help/css/main.css", 3, 5))
    }

    // The shape of newer Sphinx themes: a second stylesheet linked with a dark media attribute.
    @Test func darkStylesheetLinkedWithAMediaAttribute() throws {
        let root = try temporaryFolder([
            "manual/page.html": """
            <link rel="stylesheet" href="_static/theme.css">
            <link rel="stylesheet" href="_static/theme-dark.css" media="(prefers-color-scheme: dark)">
            <div class="body"><p>See <em><a class="reference" href="b.html">the glossary</a></em>.</p></div>
            """,
            "manual/_static/theme.css": "div.body { color: #222 }\ndiv.body a { color: #0072aa; text-decoration-line: none }\n",
            "manual/_static/theme-dark.css": "div.body { color: #ddd; background: #222 }\na.reference { color: #5fa8d3 }\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let read = try #require(documents(["manual"], in: root).first)
        #expect(read.inputsRead == ["manual/_static/theme.css", "manual/_static/theme-dark.css"])
        let style = try #require(read.links.first?.style)
        let light = try #require(style.style(for: .light))
        let dark = try #require(style.style(for: .dark))
        #expect(light.color == color("#0072AA") && light.textColor == color("#222222") && light.background == color("#FFFFFF"))
        #expect(light.cues == [] && light.cueRemovedAt == site("manual/_static/theme.css", 2, 30))
        // `a.reference` (0,1,1) loses to `div.body a` (0,1,2) only on specificity; in dark it is later but weaker.
        #expect(dark.color == color("#0072AA") && dark.textColor == color("#DDDDDD") && dark.background == color("#222222"))
        #expect(dark.colorSite == site("manual/_static/theme.css", 2, 14))
    }
}
