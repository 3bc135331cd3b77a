import Foundation
import LinkAuditExtractors
import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// Appearance kinds where the peers were right (issue 24, section 5): cues that are not color
/// (technique G182), backgrounds that stand out only at 3:1, a page's own dark block, and links
/// that take their text's color by construction.
@Suite("Where the peers are right: appearance")
struct PeerAgreementAppearanceTests {
    private func findings(_ rule: RuleID, _ file: String, _ text: String) -> [String] {
        auditFiles([(file, text)]).findings.filter { $0.rule == rule }.map(brief)
    }

    private func page(_ css: String, _ links: String) -> String {
        "<html><head><style>body { color: #333333; background: #ffffff; } \(css)</style></head><body>\n<p>Text \(links) end.</p>\n</body></html>\n"
    }

    @Test func italicTextOrAnotherSizeIsACue() {
        let css = """
            a { color: #333333; text-decoration: none; } a.i { font-style: italic; } a.s { font-size: 1.25em; }
            a.f { font: italic 16px serif; } a.t { font-size: 17px; }
            """
        let links = """
            <a class="i" href="/1">one</a> <a class="s" href="/2">two</a> <a class="f" href="/3">three</a> \
            <a class="t" href="/4">four</a> <a href="/5">five</a>
            """
        // 17 px beside 16 px is no visible cue; neither is nothing.
        #expect(
            findings("link-not-distinguishable", "page.html", page(css, links)) == [
                "3:104 link-not-distinguishable", "3:136 link-not-distinguishable",
            ])
    }

    @Test func aBackgroundIsACueOnlyAtThreeToOne() {
        let css =
            "a { color: #333333; text-decoration: none; } a.faint { background: #f2f2f2; } a.strong { background: #1a1a1a; color: #ffffff; }"
        let links = "<a class=\"faint\" href=\"/1\">faint</a> <a class=\"strong\" href=\"/2\">strong</a>"
        #expect(findings("link-not-distinguishable", "page.html", page(css, links)) == ["2:9 link-not-distinguishable"])
    }

    @Test func aPagesOwnDarkBlockIsJudgedInDark() {
        let html = """
            <html><head><style>
            body { color: #222222; background: #ffffff; } a { color: #0645ad; }
            @media (prefers-color-scheme: dark) { body { background: #121212; color: #dddddd; } a { color: #4a5fa8; } }
            </style></head><body><p>Text <a href="/p">pricing</a> end.</p></body></html>
            """
        let result = auditFiles([("page.html", html)])
        let contrast = result.findings.filter { $0.rule == "link-contrast" }
        #expect(contrast.map(brief) == ["4:30 link-contrast"])
        #expect(contrast.first?.message.contains("#4A5FA8") == true)
        #expect(contrast.first?.message.contains("in the dark appearance") == true)
    }

    @Test func colorInheritWithoutUnderlineIsTheTextsColorInMarkdownToo() {
        let markdown = """
            Text <a href="/a" style="text-decoration: none; color: inherit">inherits</a> here.

            Text <a href="/b" style="color: inherit">underlined</a> and <a href="/c" style="text-decoration:none;color:#336699">blue</a>.

            """
        #expect(findings("link-not-distinguishable", "page.md", markdown) == ["1:6 link-not-distinguishable"])
        let html = "<p>Text <a href=\"/a\" style=\"text-decoration:none; color:inherit\">inherits</a> here.</p>\n"
        #expect(findings("link-not-distinguishable", "page.html", html) == ["1:9 link-not-distinguishable"])
    }
}
