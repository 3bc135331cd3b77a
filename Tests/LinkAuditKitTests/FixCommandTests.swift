import Foundation
import LinkAuditExtractors
import LinkAuditModel
import Testing

@testable import LinkAuditKit

/// Issue 26, section 1: `--fix`, `--unsafe-fixes` and `--diff`, with exact files before and after.
@Suite("Fixing files")
struct FixCommandTests {
    private static let page = """
        # Guide

        Read [the setup guide](setup.md "The setup guide") first,
        and see <a href="/help" title="Help center" aria-label="Help Center">help</a>.
        Also [Pricing](/pricing 'pricing') and [Plans](/plans (Plans)).

        <!-- linkaudit-disable-next-line redundant-title -->
        Kept: [Terms](/terms "Terms").

        Then [click here](setup.md) to start.

        """
    private static let fixed = """
        # Guide

        Read [the setup guide](setup.md) first,
        and see <a href="/help" aria-label="Help Center">help</a>.
        Also [Pricing](/pricing) and [Plans](/plans).

        <!-- linkaudit-disable-next-line redundant-title -->
        Kept: [Terms](/terms "Terms").

        Then [click here](setup.md) to start.

        """
    private static let setup = "# Setting up your device\n\nText.\n"

    private func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    @Test func safeFixesRemoveTitlesThatRepeatTheNameAndASecondRunChangesNothing() throws {
        let root = try temporaryFolder(["a.md": Self.page, "setup.md": Self.setup])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CommandRun([".", "--fix", "--format", "text", "--fail-on", "never"], in: root)
        #expect(read(root + "/a.md") == Self.fixed)
        #expect(read(root + "/setup.md") == Self.setup)
        #expect(
            run.standardError.contains(
                "linkaudit: fixed 4 findings in 1 file (redundant-title: 4); 1 more fix changes copy: give --unsafe-fixes to apply it\n"))
        // What is left is audited and reported: no redundant title but the suppressed one.
        #expect(!run.standardOutput.contains("[redundant-title]"))
        let again = CommandRun([".", "--fix", "--format", "text", "--fail-on", "never"], in: root)
        #expect(again.standardError.contains("linkaudit: fixed 0 findings in 0 files;"))
        #expect(read(root + "/a.md") == Self.fixed)
    }

    @Test func diffPrintsWhatFixWouldWriteAndWritesNothing() throws {
        let root = try temporaryFolder(["a.md": Self.page, "setup.md": Self.setup])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CommandRun([".", "--diff", "--unsafe-fixes"], in: root)
        #expect(run.status == .findings)
        #expect(read(root + "/a.md") == Self.page)
        #expect(
            run.standardOutput == """
                --- a/a.md
                +++ b/a.md
                @@ -1,10 +1,10 @@
                 # Guide
                 
                -Read [the setup guide](setup.md "The setup guide") first,
                -and see <a href="/help" title="Help center" aria-label="Help Center">help</a>.
                -Also [Pricing](/pricing 'pricing') and [Plans](/plans (Plans)).
                +Read [the setup guide](setup.md) first,
                +and see <a href="/help" aria-label="Help Center">help</a>.
                +Also [Pricing](/pricing) and [Plans](/plans).
                 
                 <!-- linkaudit-disable-next-line redundant-title -->
                 Kept: [Terms](/terms "Terms").
                 
                -Then [click here](setup.md) to start.
                +Then [Setting up your device](setup.md) to start.

                """)
        #expect(run.standardError.hasSuffix("linkaudit: would fix 5 findings in 1 file (generic-link-text: 1, redundant-title: 4)\n"))
        // Nothing to fix: exit 0, no diff.
        let clean = try temporaryFolder(["b.md": "Read [the setup guide](setup.md).\n"])
        defer { try? FileManager.default.removeItem(atPath: clean) }
        let none = CommandRun([".", "--diff"], in: clean)
        #expect(none.status == .clean)
        #expect(none.standardOutput.isEmpty)
    }

    @Test func unsafeFixesRenameALinkByItsPageTitle() throws {
        let root = try temporaryFolder(["a.md": "Then [click here](setup.md) to start.\n", "setup.md": Self.setup])
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = CommandRun([".", "--fix", "--fail-on", "never"], in: root)
        #expect(read(root + "/a.md") == "Then [click here](setup.md) to start.\n")
        _ = CommandRun([".", "--fix", "--unsafe-fixes", "--fail-on", "never"], in: root)
        #expect(read(root + "/a.md") == "Then [Setting up your device](setup.md) to start.\n")
    }

    /// Files keep their byte order mark and line breaks; a file not in UTF-8 is not written, and
    /// says so; a file that changed after it was read is not written.
    @Test func filesKeepTheirFormAndOnlyWhatWasReadIsWritten() throws {
        let crlf = "\u{FEFF}Read [Docs](/docs \"Docs\").\r\nMore.\r\n"
        let latin1 =
            "<html><head><meta charset=\"iso-8859-1\"></head><body><p>Caf\u{E9}: <a href=\"/m\" title=\"Menu\">Menu</a></p></body></html>\n"
        // A UTF-8 page with a stray byte is read with U+FFFD in its place: its bytes cannot be
        // written back from its text.
        let stray: [UInt8] =
            Array("<html><meta charset=\"utf-8\"><p>Caf".utf8) + [0xE9] + Array(": <a href=\"/n\" title=\"Next\">Next</a></p>\n".utf8)
        let root = try temporaryFolder(["a.md": crlf])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data(latin1.data(using: .isoLatin1)!).write(to: URL(fileURLWithPath: root + "/b.html"))
        try Data(stray).write(to: URL(fileURLWithPath: root + "/c.html"))
        let run = CommandRun([".", "--fix", "--fail-on", "never"], in: root)
        #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/a.md")) == Data("\u{FEFF}Read [Docs](/docs).\r\nMore.\r\n".utf8))
        // The Latin-1 page is written back in Latin-1, its title gone.
        let fixedLatin1 = latin1.replacingOccurrences(of: " title=\"Menu\"", with: "")
        #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/b.html")) == fixedLatin1.data(using: .isoLatin1)!)
        #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/c.html")) == Data(stray))
        #expect(run.standardError.contains("linkaudit: fixed 2 findings in 2 files (redundant-title: 2)"))
        #expect(
            run.standardError.contains(
                "linkaudit: warning: c.html: not fixed: its encoding cannot be written back byte for byte, and linkaudit writes no other"))
        // Nor is a file whose digest differs (changed after it was read) written.
        let bytes = try #require(PathText.contents(atPath: root + "/b.html"))
        let edit = TextReplacement(line: 1, startColumn: 1, endColumn: 2, text: "", isSafe: true)
        let fixer = SourceFixer(digests: ["a.md": ContentHash(high: 0, low: 1), "b.html": ContentHash(of: bytes)], workingDirectory: root)
        guard case .failure(let warning) = fixer.prepare("a.md", edits: [("redundant-title", edit)], format: .markdown) else {
            Issue.record("a changed file was prepared")
            return
        }
        #expect(warning.message == "not fixed: the file changed after it was read; run again")
    }

    /// A UTF-16 `.strings` table keeps its byte order and its byte order mark (or none), and
    /// `--diff` shows its text: the unused suppression comment goes, every other byte stays.
    @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
    func utf16TablesAreWrittenBackAsTheyWere(littleEndian: Bool, byteOrderMark: Bool) throws {
        let text = "/* linkaudit-disable-next-line generic-link-text */\r\n\"help\" = \"Hilfe – [FAQ](https://example.com/faq) 🎉\";\r\n"
        let fixed = "\"help\" = \"Hilfe – [FAQ](https://example.com/faq) 🎉\";\r\n"
        func encoded(_ string: String) -> Data {
            var bytes: [UInt8] = byteOrderMark ? (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
            for unit in string.utf16 {
                bytes += littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
            }
            return Data(bytes)
        }
        let root = try temporaryFolder([:])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/de.lproj", withIntermediateDirectories: true)
        try encoded(text).write(to: URL(fileURLWithPath: root + "/de.lproj/Localizable.strings"))
        let diff = CommandRun([".", "--diff"], in: root)
        #expect(diff.standardOutput.contains("-/* linkaudit-disable-next-line generic-link-text */\r\n \"help\" = "))
        let run = CommandRun([".", "--fix", "--fail-on", "never"], in: root)
        #expect(run.standardError.contains("linkaudit: fixed 1 finding in 1 file (unused-suppression: 1)"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/de.lproj/Localizable.strings")) == encoded(fixed))
    }

    @Test func fixOptionsGoWithAPlainAuditOnly() {
        #expect(CommandRun([".", "--unsafe-fixes"]).standardError.hasPrefix("linkaudit: error: --unsafe-fixes goes with --fix or --diff"))
        #expect(CommandRun([".", "--fix", "--diff"]).status == .usage)
        #expect(CommandRun([".", "--fix", "--shard", "1/2", "--partial", "p.json"]).status == .usage)
        #expect(CommandRun(["merge", "p.json", "--fix"]).status == .usage)
        #expect(CommandRun([".", "--fix", "--write-baseline", "b.json"]).status == .usage)
        #expect(CommandRun(["--help"]).standardOutput.contains("--unsafe-fixes"))
    }
}
