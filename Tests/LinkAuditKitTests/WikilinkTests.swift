import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// `[[…]]` wikilinks read as the site's own reader reads them (issue 24, section 1): Obsidian and
/// Foam vaults and GitHub wikis detected from the site, or named in the configuration; counted as
/// not understood where nothing says how they are read.
@Suite("Wikilinks")
struct WikilinkTests {
    private func links(_ result: AuditResult) -> [String] {
        result.links.map { link in
            "\(link.file) \(link.span!.start)-\(link.span!.end) \(link.syntax) \(link.name) → \(link.destination) "
                + (link.normalizedDestination ?? "nil")
        }
    }

    /// The case of `Fixtures/cases/wikilink-vault/`, with its exact values.
    @Test func theVaultCase() {
        let result = auditHelpCenter(fixturesFolder + "/cases/wikilink-vault")
        #expect(
            links(result) == [
                "Home.md 3:22-3:53 wikilink this guide → Pairing a scanner /Guides/Pairing%20a%20scanner.md",
                "Home.md 4:32-4:72 wikilink Pairing a scanner > Pair over Bluetooth → Pairing a scanner#Pair over Bluetooth "
                    + "/Guides/Pairing%20a%20scanner.md#Pair%20over%20Bluetooth",
                "Home.md 5:24-5:67 wikilink here → Pairing a scanner#Reset the scanner "
                    + "/Guides/Pairing%20a%20scanner.md#Reset%20the%20scanner",
                "Home.md 6:5-6:22 wikilink Shipping rates → Shipping rates /Shipping%20rates",
                "Home.md 11:17-11:73 wikilink preparation notes → Pairing a scanner#Before you start "
                    + "/Guides/Pairing%20a%20scanner.md#Before%20you%20start",
            ])
        #expect(result.links.allSatisfy { $0.placement == .inline })
        #expect(result.findings.map(brief) == ["3:22 generic-link-text", "5:24 broken-fragment", "5:24 generic-link-text"])
        let broken = result.findings[1]
        #expect(broken.message.hasPrefix("\"#Reset the scanner\" is not a heading of Guides/Pairing a scanner.md"))
        #expect(result.notUnderstood.isEmpty)
        // The paragraph as the site shows it: a heading link without alias as `Page > Heading`.
        #expect(
            result.links[1].context?.text
                == "To begin, follow our this guide. Bluetooth steps are written in Pairing a scanner > Pair over Bluetooth. "
                + "When it will not pair, here. See Shipping rates to cover every region.")
        #expect(
            result.links[1].context.map { Array($0.text).dropFirst($0.linkStart).prefix($0.linkLength) } == Array(result.links[1].name)[...]
        )
    }

    /// A vault given by its absolute path from another folder: its notes are named by absolute
    /// paths, as `Link.file` is, never as a scheme-relative `//…`, and headings are still checked.
    @Test func aVaultOutsideTheWorkingDirectory() throws {
        let elsewhere = try temporaryFolder(["unrelated.txt": "x\n"])
        defer { try? FileManager.default.removeItem(atPath: elsewhere) }
        var configuration = Configuration()
        configuration.disabledRules.insert("inline-only-destination")
        let vault = fixturesFolder + "/cases/wikilink-vault"
        let result = Auditor(configuration: configuration, workingDirectory: elsewhere).audit(paths: [vault])
        #expect(result.links.first?.normalizedDestination == vault + "/Guides/Pairing%20a%20scanner.md")
        #expect(result.findings.map(brief) == ["3:22 generic-link-text", "5:24 broken-fragment", "5:24 generic-link-text"])
    }

    /// The same vault without `.obsidian/`: nothing says how `[[…]]` is read, so each wikilink
    /// is counted where it stands, and the text output says how to configure it.
    @Test func withoutADialectEachWikilinkIsCountedNotRead() throws {
        let home = try String(contentsOfFile: fixturesFolder + "/cases/wikilink-vault/Home.md", encoding: .utf8)
        let folder = try temporaryFolder(["Home.md": home, "Guides/Pairing a scanner.md": "# Pairing a scanner\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = auditHelpCenter(folder)
        #expect(result.links.isEmpty)
        #expect(result.findings.isEmpty)
        #expect(
            result.notUnderstood.map { "\($0.position) \($0.kind) \($0.detail)" } == [
                "3:22 unread-wikilink [[Pairing a scanner|this guide]]",
                "4:32 unread-wikilink [[Pairing a scanner#Pair over Bluetooth]]",
                "5:24 unread-wikilink [[Pairing a scanner#Reset the scanner|here]]",
                "6:5 unread-wikilink [[Shipping rates]]",
                "11:17 unread-wikilink [[Pairing a scanner#Before you start|preparation notes]]",
            ])
        let run = CommandRun(["."], in: folder)
        #expect(
            run.standardOutput.contains(
                "note: 5 wikilinks ([[…]]) in 1 file not read (first at Home.md:3:22): no .obsidian/ folder, Foam workspace, "))
        #expect(run.standardOutput.contains("set markdown: {wikilinks: obsidian} (or foam, github, gitlab, off) in .linkaudit.yml"))

        // Configured: read as Obsidian reads them; `off`: text, neither read nor counted.
        var configuration = Configuration()
        configuration.wikilinkDialect = .obsidian
        #expect(auditHelpCenter(folder, configuration: configuration).links.map(\.name).first == "this guide")
        configuration.wikilinkDialect = .off
        let off = auditHelpCenter(folder, configuration: configuration)
        #expect(off.links.isEmpty && off.notUnderstood.isEmpty && off.findings.isEmpty)
    }

    /// Foam writes a link reference definition for each wikilink: each is one link still, and the
    /// name is the target as written. Headings match in any case and with `%20`; a block id is not
    /// checked; a heading the note lacks gets the nearest heading as a wikilink in its fix.
    @Test func foamWorkspaceWithDefinitionsAndHeadings() throws {
        let index = """
            # Index

            Read the [[daily-notes]] and [[Daily-Notes#setting UP|set-up steps]].
            Also [[daily-notes#Setting%20up]], [[daily-notes#^key-idea]] and [[daily-notes#Seting up]].
            Jump to [[#Index]].

            [daily-notes]: notes/daily-notes.md "Daily notes"
            """
        let folder = try temporaryFolder([
            ".vscode/extensions.json": "{\n  // Foam\n  \"recommendations\": [\"foam.foam-vscode\"]\n}\n",
            "index.md": index, "notes/daily-notes.md": "# Daily notes\n\n## Setting up\n\nText. ^key-idea\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = auditHelpCenter(folder)
        #expect(
            links(result).filter { $0.hasPrefix("index.md") } == [
                "index.md 3:10-3:24 wikilink daily-notes → daily-notes /notes/daily-notes.md",
                "index.md 3:30-3:68 wikilink set-up steps → Daily-Notes#setting UP /notes/daily-notes.md#setting%20UP",
                "index.md 4:6-4:33 wikilink daily-notes#Setting%20up → daily-notes#Setting%20up /notes/daily-notes.md#Setting%20up",
                "index.md 4:36-4:60 wikilink daily-notes#^key-idea → daily-notes#^key-idea /notes/daily-notes.md#%5Ekey-idea",
                "index.md 4:66-4:90 wikilink daily-notes#Seting up → daily-notes#Seting up /notes/daily-notes.md#Seting%20up",
                "index.md 5:9-5:18 wikilink #Index → #Index /index.md#Index",
            ])
        #expect(result.findings.map(brief) == ["4:66 broken-fragment"])
        #expect(result.findings.first?.fix?.hasPrefix("did you mean [[daily-notes#Setting up]]?") == true)
    }

    /// A GitHub wiki (`Home.md` beside `_Sidebar.md`): the text comes first, and a page name is its
    /// file name with spaces written as `-`. The shortest path wins when two notes share a name.
    @Test func gitHubWikiAndShortestPath() throws {
        let folder = try temporaryFolder([
            "Home.md": "Start with [[the install guide|Install Guide]] or [[Install-Guide]].\n",
            "_Sidebar.md": "[[Home]]\n", "Install-Guide.md": "# Install\n", "old/Install-Guide.md": "# Old\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = auditHelpCenter(folder)
        #expect(
            links(result) == [
                "Home.md 1:12-1:46 wikilink the install guide → Install Guide /Install-Guide.md",
                "Home.md 1:51-1:67 wikilink Install-Guide → Install-Guide /Install-Guide.md",
                "_Sidebar.md 1:1-1:8 wikilink Home → Home /Home.md",
            ])
    }

    /// What is not a wikilink: a link whose text starts with `[`, code, an escaped bracket, a space
    /// after `[[`, a name no file can have, a line break inside. An embed is no link.
    @Test func whatIsNotAWikilink() throws {
        let page = """
            See [[1]](https://example.com/one) and `[[Code]]` and \\[[Escaped]] and [[ spaced]].
            Also [[a<b>]] and [[two
            lines]] and ![[Diagram.png|300]].

                [[Indented code]]
            """
        let folder = try temporaryFolder([".obsidian/app.json": "{}", "page.md": page])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = auditHelpCenter(folder)
        #expect(links(result) == ["page.md 1:5-1:34 markdownInline [1] → https://example.com/one https://example.com/one"])
        #expect(result.notUnderstood.isEmpty)
        #expect(!result.findings.contains { $0.rule == "broken-link-markup" })
    }
}
