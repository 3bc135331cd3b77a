import Foundation
import LinkAuditKit
import LinkAuditModel
import Testing

/// Issue 12, item 7: audited text (file names, string keys, link text) reaches no output raw. A
/// line break in a name can never start a line with `::error` in a CI log, and no escape, C1 or
/// bidi control can move a terminal's cursor or reorder what it shows.
@Suite("Hostile text in outputs")
struct HostileTextOutputTests {
    /// A name that tries both: a workflow command on a line of its own, then terminal controls
    /// (ESC clear screen, C1 CSI, right-to-left override, BEL).
    static let hostile = "a\n::error::x\u{1B}[2J\u{9B}\u{202E}\u{7}\r"
    static let shown = #"a\n::error::x\u{1B}[2J\u{9B}\u{202E}\u{7}\r"#
    /// The hostile name as a path shows it: each byte of a control or format character as `\xHH`.
    static let shownName = #"a\x0A::error::x\x1B[2J\xC2\x9B\xE2\x80\xAE\x07\x0D"#
    static let controls: [Character] = ["\u{1B}", "\u{9B}", "\u{202E}", "\u{7}", "\r"]

    private func expectInert(_ output: String, allowingCommands: Bool = false, _ comment: Comment) {
        for control in Self.controls { #expect(!output.contains(control), comment) }
        for line in output.split(separator: "\n") where line.hasPrefix("::") {
            #expect(allowingCommands && !line.hasPrefix("::error::"), "\(comment): \(line)")
        }
    }

    @Test func fileNamesKeysAndLinkTextAreEscapedInEveryTextOutput() throws {
        let root = try temporaryFolder([
            "docs/\(Self.hostile).md": "See [click here](https://example.com/a) and [\u{1B}7Guide\u{9B}2J](https://example.com/c).\n",
            "docs/en.lproj/Localizable.strings":
                "\"k\(Self.hostile.replacingOccurrences(of: "\n", with: "\\n"))\" = \"[Click here](https://example.com/b)\";\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/docs/\(Self.hostile)link.md", withDestinationPath: "/etc/hostname")
        let text = CommandRun(["docs", "--fail-on", "never"], in: root)
        expectInert(text.standardOutput + text.standardError, "text")
        #expect(text.standardOutput.contains("docs/\(Self.shownName).md:1:5: "))
        // The raw carriage return in the key ends a line of the table: its value is on line 2.
        #expect(text.standardOutput.contains("docs/en.lproj/Localizable.strings:2:6: "))
        #expect(text.standardOutput.contains(#"[ka\n::error::x\u{1B}[2J\u{9B}\u{202E}\u{7}\r"#))
        #expect(
            text.standardError.contains(
                "docs/\(Self.shownName)link.md: warning: symbolic link to a place outside the folders audited; not followed"))
        let xcode = CommandRun(["docs", "--fail-on", "never", "--absolute-paths"], in: root)
        expectInert(xcode.standardOutput + xcode.standardError, "Xcode style")
        #expect(xcode.standardOutput.contains(root + "/docs/\(Self.shownName).md:1:5: "))
        let github = CommandRun(["docs", "--fail-on", "never", "--format", "github"], in: root)
        expectInert(github.standardOutput, allowingCommands: true, "github")
        let commands = github.standardOutput.split(separator: "\n")
        #expect(!commands.isEmpty)
        #expect(commands.allSatisfy { $0.hasPrefix("::warning ") || $0.hasPrefix("::error ") || $0.hasPrefix("::notice ") })
        #expect(commands.contains { $0.contains(#"file=docs/a\x0A%3A%3Aerror%3A%3Ax\x1B[2J\xC2\x9B\xE2\x80\xAE\x07\x0D.md,line=1,col=5"#) })
        let links = CommandRun(["links", "docs"], in: root)
        expectInert(links.standardOutput + links.standardError, "links")
        #expect(links.standardOutput.contains("docs/\(Self.shownName).md:1:5-1:39: markdownInline inline web "))
    }
}
