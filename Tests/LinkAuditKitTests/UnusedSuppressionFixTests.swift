import Foundation
import LinkAuditModel
import Testing

@testable import LinkAuditKit

/// `unused-suppression`'s safe fix (issue 26): `--fix` removes from a suppression comment the rule
/// ids that silence nothing, and the comment when none is left; never a misspelled id, never in a
/// run that sees part of the findings or turns a rule off for a comment that names none.
@Suite("Fixing unused suppressions")
struct UnusedSuppressionFixTests {
    private func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    private static let page = """
        # Help

        <!-- linkaudit-disable-next-line generic-link-text -->
        Read the [setup guide](setup.md).

        <!-- linkaudit-disable-next-line generic-link-text, url-as-link-text -- vendor wording -->
        [Click here](setup.md) to start.

        Plans: [pricing](/pricing). <!-- linkaudit-disable-line url-as-link-text -->
        <!-- linkaudit-disable-line generic-link-txt --> Terms: [terms](/terms).
        Before the comment
        <!-- linkaudit-disable-next-line -->
        After it, no link.

        <!-- linkaudit-disable-next-line link-word-in-name generic-link-txt -->
        See [the FAQ](/faq).

        """
    private static let fixedPage = """
        # Help

        Read the [setup guide](setup.md).

        <!-- linkaudit-disable-next-line generic-link-text -- vendor wording -->
        [Click here](setup.md) to start.

        Plans: [pricing](/pricing).
        <!-- linkaudit-disable-line generic-link-txt --> Terms: [terms](/terms).
        Before the comment
        <!-- linkaudit-disable-next-line -->
        After it, no link.

        <!-- linkaudit-disable-next-line generic-link-txt -->
        See [the FAQ](/faq).

        """
    private static let view = """
        struct HelpView: View {
            var body: some View {
                // linkaudit-disable-next-line link-button-trait
                Link("Help Center", destination: URL(string: "https://example.com/help")!)
                    .accessibilityRemoveTraits(.isButton)
                Text("Hi") /* linkaudit-disable-line generic-link-text */
            }
        }

        """
    private static let fixedView = """
        struct HelpView: View {
            var body: some View {
                Link("Help Center", destination: URL(string: "https://example.com/help")!)
                    .accessibilityRemoveTraits(.isButton)
                Text("Hi")
            }
        }

        """

    @Test func idleIdsAndEmptiedCommentsAreRemovedMisspelledIdsKept() throws {
        let root = try temporaryFolder(["a.md": Self.page, "setup.md": "# Setting up\n", "HelpView.swift": Self.view])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CommandRun([".", "--fix", "--fail-on", "never"], in: root)
        #expect(read(root + "/a.md") == Self.fixedPage)
        #expect(read(root + "/HelpView.swift") == Self.fixedView)
        #expect(run.standardError.contains("linkaudit: fixed 6 findings in 2 files (unused-suppression: 6)"))
        // Left: the misspelled ids (a suggestion each) and the Markdown comment between two lines of text.
        let left = CommandRun([".", "--format", "text", "--fail-on", "never"], in: root).standardOutput
        #expect(left.components(separatedBy: "[unused-suppression]").count - 1 == 3)
        #expect(left.contains("a.md:9:1: note: 'linkaudit-disable-line' names 'generic-link-txt', which is not a linkaudit rule"))
        #expect(left.contains("a.md:11:1: note: 'linkaudit-disable-next-line' silences no finding on line 12"))
        let again = CommandRun([".", "--diff"], in: root)
        #expect(again.standardOutput.isEmpty)
    }

    /// A rule turned off keeps the comments that name no rule (they may silence it in another
    /// run) and its own ids; a baseline leaves every comment alone.
    @Test func partialRunsAndRulesTurnedOffFixNothingTheyCannotJudge() throws {
        let page = """
            Text.

            <!-- linkaudit-disable-next-line -->
            - [Setup guide](setup.md)

            <!-- linkaudit-disable-next-line url-as-link-text symbol-in-name -->
            - [Setting up](setup.md)

            """
        let root = try temporaryFolder(["a.md": page, "setup.md": "# Setting up\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let off = CommandRun([".", "--diff", "--disable", "url-as-link-text"], in: root)
        #expect(
            off.standardOutput.contains(
                "-<!-- linkaudit-disable-next-line url-as-link-text symbol-in-name -->\n+<!-- linkaudit-disable-next-line url-as-link-text -->\n"
            ))
        #expect(off.standardError.contains("would fix 1 finding in 1 file (unused-suppression: 1)"))
        _ = CommandRun([".", "--write-baseline", "baseline.json", "--fail-on", "never"], in: root)
        let baselined = CommandRun([".", "--diff", "--baseline", "baseline.json"], in: root)
        #expect(baselined.standardOutput.isEmpty)
        let whole = CommandRun([".", "--fix", "--fail-on", "never"], in: root)
        #expect(whole.standardError.contains("fixed 2 findings in 1 file (unused-suppression: 2)"))
        #expect(read(root + "/a.md") == "Text.\n\n- [Setup guide](setup.md)\n\n- [Setting up](setup.md)\n")
    }

    /// HTML and `.strings` comments, with CRLF line breaks kept: a comment alone on its line goes
    /// with it, one after text goes with the spaces before it.
    @Test func htmlAndStringsCommentsGoWithTheirLines() throws {
        let html = "<ul>\r\n  <!-- linkaudit-disable-next-line generic-link-text -->\r\n  <li><a href=\"/faq\">FAQ</a></li>\r\n</ul>\r\n"
        let strings = """
            /* linkaudit-disable-next-line generic-link-text */
            "help.title" = "Help";
            "faq" = "See the [FAQ](https://example.com/faq)."; // linkaudit-disable-line symbol-in-name

            """
        let root = try temporaryFolder(["p.html": html, "en.lproj/Localizable.strings": strings])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CommandRun([".", "--fix", "--fail-on", "never"], in: root)
        #expect(run.standardError.contains("fixed 3 findings in 2 files (unused-suppression: 3)"))
        #expect(read(root + "/p.html") == "<ul>\r\n  <li><a href=\"/faq\">FAQ</a></li>\r\n</ul>\r\n")
        #expect(
            read(root + "/en.lproj/Localizable.strings")
                == "\"help.title\" = \"Help\";\n\"faq\" = \"See the [FAQ](https://example.com/faq).\";\n")
    }
}
