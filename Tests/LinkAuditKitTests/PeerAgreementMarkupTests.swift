import Foundation
import LinkAuditExtractors
import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// Markup kinds where the peers were right (issue 24, section 5): empty destinations, undefined
/// images inside a link, GitHub's heading anchors, names from template code, SVG titles and text
/// the page's CSS hides.
@Suite("Where the peers are right: markup and names")
struct PeerAgreementMarkupTests {
    private func briefs(_ rule: RuleID, _ files: [(String, String)]) -> [String] {
        auditFiles(files).findings.filter { $0.rule == rule }.map { "\($0.file):\($0.line ?? 0):\($0.column ?? 0)" }
    }

    @Test func emptyDestinationsInPagesAreReported() {
        let markdown = "Read [the guide]() or [the notes](<>).\n\nOr <a href=\"\">raw</a> and <a href=\" \">spaced</a>.\n"
        let html = "<p>See <a href=\"\">pricing</a> and <a href=\"#\">top</a> and <a>no href</a>.</p>\n"
        #expect(
            briefs("broken-link-markup", [("guide.md", markdown), ("page.html", html)]) == [
                "guide.md:1:6", "guide.md:1:23", "guide.md:3:4", "guide.md:3:27", "page.html:1:8",
            ])
        let finding = auditFiles([("guide.md", markdown)]).findings.first { $0.rule == "broken-link-markup" }
        #expect(finding?.message.hasPrefix("\"the guide\" has an empty destination") == true)
    }

    @Test func anEmptyHrefInAppCopyIsTheAppsToSet() {
        let table = "\"terms\" = \"Accept the <a href=\\\"\\\">terms</a> first.\";\n"
        #expect(briefs("broken-link-markup", [("App/en.lproj/Localizable.strings", table)]).isEmpty)
    }

    @Test func anUndefinedImageInsideALinkIsReportedAndNotNamed() throws {
        let markdown = "Intro.\n\n[![logo][brand-logo] Docs home](https://example.com/docs)\n\n[x ![chart][] y](https://example.com/c)\n"
        let result = auditFiles([("page.md", markdown)])
        #expect(
            result.findings.filter { $0.rule == "broken-link-markup" }.map(brief) == ["3:2 broken-link-markup", "5:4 broken-link-markup"])
        #expect(result.links.map(\.name) == ["Docs home", "x y"])
        // A defined image keeps its alt text in the name.
        let defined = auditFiles([("page.md", "[![logo][brand] Docs](https://example.com/d)\n\n[brand]: logo.png\n")])
        #expect(defined.links.map(\.name) == ["logo Docs"])
        #expect(defined.findings.allSatisfy { $0.rule != "broken-link-markup" })
    }

    @Test func headingAnchorsAsGitHubMakesThem() {
        let markdown = """
            ## Install <img src="badge.svg">

            ## <img src="icon.png"> Usage

            ## Setup {#install-steps}

            ## Notes {#two words}

            [a](#install-) [b](#-usage) [c](#install-steps) [d](#setup-install-steps) [e](#notes-two-words) [f](#two)

            """
        #expect(briefs("broken-fragment", [("README.md", markdown)]) == ["README.md:9:97"])
    }

    @Test func templateCodeIsNeverAName() {
        let html = """
            <p>See <a href="/a">{{- end -}} {{ .Get "link" }}</a>, <a href="/b">{% if site.beta %}Beta docs{% endif %}</a>
            and <a href="/c"><%= title %></a> and <a href="/d"><% if x %>Release notes<% end %></a>.</p>
            """
        let links = auditFiles([("layouts/partials/nav.html", html)]).links
        #expect(links.map(\.name) == ["", "Beta docs", "", "Release notes"])
        #expect(links.map(\.hasDynamicText) == [true, false, true, false])
        #expect(links.map(\.nameSource) == [.unknown, .content, .unknown, .content])
        let markdown = auditFiles([("page.md", "Go to [{{ .Title }}](/x) or [Guide{% if a %} v2{% endif %}](/y).\n")]).links
        #expect(markdown.map(\.name) == ["", "Guide v2"])
    }

    @Test func anSVGTitleOnAGroupOrShapeNamesTheLink() {
        let html = """
            <p><a href="/r"><svg viewBox="0 0 9 9"><g><title>Download the report</title><path d="M0 0"/></g></svg></a></p>
            <p><a href="/s"><svg viewBox="0 0 9 9"><circle r="4"><title>Settings</title></circle></svg></a></p>
            <p><a href="/t"><svg viewBox="0 0 9 9"><g><g><title>Too deep</title></g></g></svg></a></p>
            """
        #expect(auditFiles([("icons.html", html)]).links.map(\.name) == ["Download the report", "Settings", "Too deep"])
    }

    @Test func textThePagesCSSHidesIsNotInTheName() {
        let html = """
            <html><head><style>.print-only { display: none } .ghost { visibility: hidden }</style></head><body>
            <p>Text <a href="/1">Pricing <span class="print-only">(see page 4)</span></a> and
            <a href="/2"><span class="ghost">Old</span> Plans</a>.</p></body></html>
            """
        #expect(auditFiles([("page.html", html)]).links.map(\.name) == ["Pricing", "Plans"])
        // Where a block the reader skips may show it again (a wider screen), it stays in the name.
        let responsive = """
            <html><head><style>.d-none { display: none } @media (min-width: 768px) { .d-md-inline { display: inline } }</style>
            </head><body><p>Text <a href="/1">Read <span class="d-none d-md-inline">the pricing guide</span></a>.</p></body></html>
            """
        #expect(auditFiles([("page.html", responsive)]).links.map(\.name) == ["Read the pricing guide"])
    }

    @Test func templaterCodeInADestinationIsTemplateCode() {
        let markdown = """
            <%-*
            const n = await tp.system.prompt("Issue");
            -%>
            We track this in [issue #<%* tR += n %>](https://github.com/o/r/issues/<%* tR += n %>) and [the board](https://example.com/<% tp.file.title %>).

            """
        let result = auditFiles([("_meta/templates/tracking.md", markdown)])
        #expect(result.findings.filter { $0.rule == "broken-link-markup" }.isEmpty)
        #expect(result.links.map(\.isTemplatedDestination) == [true, true])
        #expect(result.links.map(\.hasDynamicText) == [true, false])
        #expect(
            result.links.map(\.destination) == ["https://github.com/o/r/issues/<%* tR += n %>", "https://example.com/<% tp.file.title %>"])
    }

    @Test func anAnchorClosedInALaterBlockIsClosed() {
        let markdown = """
            <a href="https://example.com/chart">

            </a>
            <figure>figure</figure>

            Text <a href="/x">

            closed</a> later, and <a href="/y">

            <a href="/z">z</a> opens another first.

            """
        #expect(briefs("broken-link-markup", [("post.md", markdown)]) == ["post.md:8:23"])
    }

    /// Past a bound on element and rule pairs, what the CSS hides is unknown and names keep their
    /// text (a hostile-input review: 2,000 hiding rules and 500 links took 26 s).
    @Test func hidingRulesPastTheBoundHideNothing() {
        let rules = (0..<500).map { ".c\($0) span { display: none }" }.joined()
        let links = (0..<500).map { "<a class=\"c\($0)\" href=\"/x\($0)\">page <span>n\($0)</span></a>" }.joined(separator: " ")
        let html = "<html><head><style>\(rules)</style></head><body><p>x \(links)</p></body></html>"
        let names = auditFiles([("page.html", html)]).links.map(\.name)
        #expect(names.first == "page n0")
        #expect(names.count == 500)
    }
}
