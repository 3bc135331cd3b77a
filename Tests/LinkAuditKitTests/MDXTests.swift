import Foundation
import LinkAuditExtractors
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// MDX pages, and a Docusaurus site's `.md` pages, read as MDX (issue 24, section 2): ESM,
/// expressions and comments are not text, JSX elements hold Markdown, `<Link>` is a link, and a
/// component that takes a destination is counted, not judged.
@Suite("MDX")
struct MDXTests {
    private func links(_ result: AuditResult) -> [String] {
        result.links.map { "\($0.file) \($0.span!.start) \($0.syntax) \($0.name) → \($0.destination)" }
    }

    /// The case of `Fixtures/cases/mdx-page/`, with its exact values, found in a folder run.
    @Test func theMDXPageCase() {
        let result = auditHelpCenter(fixturesFolder + "/cases/mdx-page")
        #expect(result.files == ["docs/sync-devices.mdx"])
        #expect(
            links(result) == [
                "docs/sync-devices.mdx 13:42 htmlAnchor click here → https://example.com/conflicts",
                "docs/sync-devices.mdx 17:26 markdownInline device list → /docs/device-list",
                "docs/sync-devices.mdx 20:19 htmlAnchor read more → /docs/desktop-sync",
                "docs/sync-devices.mdx 25:29 markdownInline Learn more → https://example.com/battery",
            ])
        #expect(result.findings.map(brief) == ["13:42 generic-link-text", "20:19 generic-link-text", "25:29 generic-link-text"])
        #expect(
            result.notUnderstood.map { "\($0.position) \($0.kind) \($0.detail)" } == [
                "28:43 unknown-link-component <LinkCard href=\"https://example.com/forum\""
            ])
        #expect(result.links[1].context?.text == "On a tablet, see the device list and pick this phone.")
        #expect(result.links[1].placement == .inline)
    }

    /// The same kinds in other shapes: an import over several lines, an expression over several
    /// lines, code left as written, `<Link href>`, a destination written as an expression, a
    /// component on a line of its own, an aside with a title, a suppression comment.
    @Test func theWholeKindInOtherShapes() throws {
        let page = """
            import {
              Card,
              Aside,
            } from '@astrojs/starlight/components';

            {
              [hidden](https://example.com/hidden)
            }

            Run `{config}` first, then see [the setup guide](https://example.com/setup).

            ```js
            const link = <Link to="/nowhere">here</Link>;
            ```

            Read the <Link href="https://example.com/docs">reference pages</Link> or <a href={homeURL}>home</a>.

            <Card
              title="Changelog"
              to="/changelog"
            />

            :::note[Before you start]
            Back up first. [More on backups](https://example.com/backups).
            :::

            {/* linkaudit-disable-next-line generic-link-text */}
            [here](https://example.com/here)
            """
        let folder = try temporaryFolder(["guide.mdx": page])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = auditHelpCenter(folder)
        #expect(
            links(result) == [
                "guide.mdx 10:32 markdownInline the setup guide → https://example.com/setup",
                "guide.mdx 16:10 htmlAnchor reference pages → https://example.com/docs",
                "guide.mdx 24:16 markdownInline More on backups → https://example.com/backups",
                "guide.mdx 28:1 markdownInline here → https://example.com/here",
            ])
        #expect(
            result.notUnderstood.map { "\($0.position) \($0.kind) \($0.detail)" } == [
                "16:74 dynamic-destination <a href={homeURL}", "18:1 unknown-link-component <Card title=\"Changelog\" to=\"/changelog\"",
            ])
        // The suppression comment, read as MDX writes it, covers the generic "here".
        #expect(result.findings.isEmpty)
        #expect(result.suppressedFindings.map(brief) == ["28:1 generic-link-text"])
    }

    /// Inside JSX, a fenced block indented four spaces is code, and the indented Markdown after
    /// it is text again (cmark alone would read both as one indented code block).
    @Test func indentedCodeInsideJSXEndsWhereMDXEndsIt() throws {
        let page = """
            <Steps>
                <Step>

                ```sh
                open [not a link](https://example.com/code)
                ```
                Then follow the [previous steps](#setup).
                </Step>
            </Steps>
            """
        let folder = try temporaryFolder(["steps.mdx": page])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(links(auditHelpCenter(folder)) == ["steps.mdx 7:21 markdownInline previous steps → #setup"])
    }

    /// Starlight's link components are links where a page imports them: a `LinkCard` named by its
    /// `title` (over several lines, a card standing alone), a `LinkButton` by its content, in
    /// running text or on lines of its own. A component the configuration declares is one too.
    @Test func linkComponentsStarlightsAndConfigured() throws {
        let page = """
            import { LinkCard, LinkButton } from '@astrojs/starlight/components';

            <LinkCard
              title="Plugin &amp; permissions"
              href="/plugins/"
            />

            Ready? <LinkButton href="/start/" variant="minimal">Get started</LinkButton> today.

            <LinkButton href="/guides/">
            Read the guides
            </LinkButton>

            <Card to="/changelog" title="Changelog" />
            """
        let folder = try temporaryFolder(["index.mdx": page, "other.mdx": "<LinkCard title=\"Elsewhere\" href=\"/x/\" />\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var configuration = Configuration()
        configuration.mdxComponents = ["Card": MDXComponent(destination: "to", name: "title")]
        let result = auditHelpCenter(folder, configuration: configuration)
        #expect(
            result.links.map { "\($0.file) \($0.span!.start)-\($0.span!.end) \($0.syntax) \($0.placement) \($0.name) → \($0.destination)" }
                == [
                    "index.mdx 3:1-6:2 component standalone Plugin & permissions → /plugins/",
                    "index.mdx 8:8-8:76 htmlAnchor inline Get started → /start/",
                    "index.mdx 10:1-12:13 htmlAnchor standalone Read the guides → /guides/",
                    "index.mdx 14:1-14:42 component standalone Changelog → /changelog",
                ])
        // Without the import, `LinkCard` is some other component: counted, not judged.
        #expect(
            result.notUnderstood.map { "\($0.file) \($0.position) \($0.kind)" } == ["other.mdx 1:1 unknown-link-component"])
    }

    /// A Docusaurus site's `.md` pages are MDX (its configuration in a `website/` folder beside
    /// `docs/`), unless the page's front matter says `format: md`; pages of no such site are not.
    @Test func docusaurusMarkdownIsReadAsMDX() throws {
        let comment = "Text {/* see [old](https://example.com/old) */} and [new](https://example.com/new).\n"
        let folder = try temporaryFolder([
            "website/docusaurus.config.mjs": "export default {title: 'Docs'};\n", "docs/a.md": comment,
            "docs/b.md": "---\nformat: md\n---\n" + comment, "notes/c.md": comment,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = auditHelpCenter(folder)
        #expect(
            links(result) == [
                "docs/a.md 1:53 markdownInline new → https://example.com/new",
                "docs/b.md 4:14 markdownInline old → https://example.com/old",
                "docs/b.md 4:53 markdownInline new → https://example.com/new",
                "notes/c.md 1:14 markdownInline old → https://example.com/old",
                "notes/c.md 1:53 markdownInline new → https://example.com/new",
            ])
    }

    /// A theme's hero buttons in front matter (Starlight, VitePress) are links named by their `text`.
    @Test func heroActionsInFrontMatterAreLinks() {
        let page = """
            ---
            title: Home
            hero:
              tagline: Build once
              actions:
                - text: Get started
                  link: /start/
                  variant: primary
                - theme: alt
                  text: "Read more"
                  link: https://example.com/about
                - text: No link here
            ---

            Welcome.

            """
        let result = auditFiles([("src/content/docs/index.mdx", page)])
        #expect(
            result.links.map {
                "\($0.span.map { "\($0.start.line):\($0.start.utf8Column)" } ?? "-") \($0.syntax) \($0.placement) \($0.name) → \($0.destination)"
            }
                == ["6:13 component standalone Get started → /start/", "10:13 component standalone Read more → https://example.com/about"])
        #expect(result.findings.filter { $0.rule == "generic-link-text" }.map(brief) == ["10:13 generic-link-text"])
    }
}
