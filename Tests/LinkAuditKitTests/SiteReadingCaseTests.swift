import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// Pages read as their generator renders them (issue 9, two real documentation sites): Hugo
/// shortcode bodies, Liquid code blocks, raw HTML anchors in Markdown, and rows of links
/// (docs/model.md, Inline and standalone).
extension CaseTests {
    private func described(_ result: AuditResult) -> [String] {
        result.links.map { "\($0.text) -> \($0.destination) \($0.span.map { "\($0)" } ?? "-") \($0.placement) \($0.syntax)" }
    }

    /// A `{{< >}}` body is handed raw to the shortcode: no bare-URL link there; a code shortcode's
    /// body is code, explicit links included; a `{{% %}}` body is Markdown.
    @Test func hugoShortcodeBodies() {
        let result = audit(["shortcode-bodies.md"])
        #expect(
            described(result) == [
                "hosting overview -> https://docs.example.org/hosting 10:10-10:61 inline markdownInline",
                "https://logs.example.org/app -> https://logs.example.org/app 14:14-14:41 inline markdownAutolink",
                "https://console.example.org/projects -> https://console.example.org/projects 27:18-27:53 inline markdownAutolink",
            ])
        #expect(
            result.findings.map(brief) == [
                "10:10 inline-only-destination", "14:14 inline-only-destination", "14:14 url-as-link-text",
                "27:18 inline-only-destination", "27:18 url-as-link-text",
            ])
    }

    /// The text of a raw `<a>` in Markdown is the anchor's: never autolinked a second time.
    @Test func rawAnchorTextIsNotAutolinkedAgain() {
        let result = audit(["raw-anchor-text.md"])
        #expect(
            described(result) == [
                "http://localhost:4000 -> http://localhost:4000 2:1-2:73 inline htmlAnchor",
                "https://mirror.example.net/ -> https://mirror.example.net/ 5:11-5:79 inline htmlAnchor",
                "https://status.example.net -> https://status.example.net 7:17-7:92 inline htmlAnchor",
                "https://example.net/help -> https://example.net/help 7:98-7:121 inline markdownAutolink",
            ])
        #expect(
            result.findings.filter { $0.rule == "url-as-link-text" }.map(brief) == [
                "2:1 url-as-link-text", "5:11 url-as-link-text", "7:17 url-as-link-text", "7:98 url-as-link-text",
            ])
    }

    /// Liquid `highlight` and `comment` bodies never reach the page as Markdown; a `raw` body does.
    @Test func liquidCodeBlocks() {
        let result = audit(["liquid-code-blocks.md"])
        #expect(
            described(result) == [
                "https://liquid.example.org/basics -> https://liquid.example.org/basics 12:39-12:71 inline markdownAutolink"
            ])
    }

    /// A block that holds nothing but links (and punctuation, images) is a row of standalone links.
    @Test func rowsOfLinksInMarkdown() {
        let result = audit(["row-of-links.md"])
        #expect(
            result.links.map { "\($0.text) \($0.placement)" } == [
                "Home standalone", "Docs standalone", "Blog standalone", "Changelog standalone", "Roadmap standalone",
                "GitHub standalone", "Mastodon standalone", "Docs inline", "Blog inline", "Ask us inline",
            ])
        #expect(result.links.map { "\($0.span!)" }.suffix(3) == ["7:10-7:22", "7:32-7:44", "7:64-7:81"])
        // Docs and Blog also stand in the row at the top: only "Ask us" is inline-only.
        #expect(result.findings.map(brief) == ["7:64 inline-only-destination"])
    }

    @Test func rowsOfLinksInHTML() {
        let result = audit(["row-of-links.html"])
        #expect(
            result.links.map { "\($0.name) \($0.placement) \($0.span!)" } == [
                "Orders standalone 1:6-1:33", "Menu standalone 1:35-1:58", "Terms standalone 2:4-2:29",
                "Privacy standalone 2:33-2:62", "Help standalone 2:67-2:117", "Alpha standalone 3:9-3:30",
                "Beta standalone 3:33-3:53", "refund rules inline 4:13-4:47", "Terms inline 4:57-4:82",
            ])
        #expect(result.findings.map(brief) == ["4:13 inline-only-destination"])
    }
}
