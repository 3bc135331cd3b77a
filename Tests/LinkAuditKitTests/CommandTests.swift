import Foundation
import LinkAuditKit
import LinkAuditRules
import LinkAuditTestSupport
import Testing

@Suite("Command line")
struct CommandTests {
    @Test func helpAndVersion() {
        let help = CommandRun(["--help"])
        #expect(help.status == .clean)
        #expect(help.standardOutput.contains("USAGE: linkaudit"))
        #expect(help.standardOutput.contains("--fail-on"))
        let version = CommandRun(["--version"])
        #expect(version.standardOutput == "linkaudit 0.1.0\n")
    }

    @Test func usageErrorsExitTwo() {
        for arguments in [["--format", "xml", "a.md"], ["--bogus", "a.md"], [], ["--fail-on", "sometimes", "a.md"], ["--render"]] {
            let run = CommandRun(arguments)
            #expect(run.status == .usage, "\(arguments)")
            #expect(run.standardError.hasPrefix("linkaudit: error: "), "\(arguments)")
        }
    }

    @Test func exitStatusFollowsTheThreshold() {
        // generic-text-with-title.md has one warning and one note.
        #expect(CommandRun(["generic-text-with-title.md"]).status == .clean)
        #expect(CommandRun(["generic-text-with-title.md", "--strict"]).status == .findings)
        #expect(CommandRun(["generic-text-with-title.md", "--fail-on", "note"]).status == .findings)
        #expect(CommandRun(["generic-text-with-title.md", "--fail-on=never", "--strict", "--fail-on", "never"]).status == .clean)
        #expect(CommandRun(["inline-vs-standalone.md", "--fail-on", "warning"]).status == .clean)
    }

    @Test func missingPathIsAnInputError() {
        let run = CommandRun(["no-such-folder", "generic-text-with-title.md"])
        #expect(run.status == .inputError)
        #expect(run.standardOutput.contains("no-such-folder: error: no such file or folder"))
        #expect(run.standardOutput.contains("generic-text-with-title.md:1:23: warning:"))
    }

    @Test func textOutputIsXcodeStyle() {
        let run = CommandRun(["generic-text-with-title.md"])
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("generic-text-with-title.md:1:23: warning: link name \"here\" is generic"))
        #expect(lines[0].hasSuffix("[generic-link-text]"))
        #expect(lines[2] == "1 file, 1 link: 0 errors, 1 warning, 1 note; 0 unreadable inputs")
    }

    /// `-` names standard output: that report alone goes there, and the summary to standard error.
    @Test func dashIsStandardOutput() throws {
        let json = CommandRun(["generic-text-with-title.md", "--json", "-"])
        #expect(json.status == .clean)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect((parsed?["findings"] as? [Any])?.count == 2)
        #expect(json.standardError == "1 file, 1 link: 0 errors, 1 warning, 1 note; 0 unreadable inputs\n")
        #expect(!FileManager.default.fileExists(atPath: fixturesFolder + "/cases/-"))
        let sarif = CommandRun(["generic-text-with-title.md", "--format", "sarif", "-o", "-", "--strict"])
        #expect(sarif.status == .findings)
        #expect(sarif.standardOutput.hasPrefix("{"))
        #expect(sarif.standardOutput.contains("\"version\" : \"2.1.0\"") || sarif.standardOutput.contains("\"version\":\"2.1.0\""))
        #expect(CommandRun(["generic-text-with-title.md", "--json", "-", "--html", "-"]).status == .usage)
    }

    @Test func severalOutputsInOneRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkaudit-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CommandRun([
            "templated-destinations.md", "--json", folder + "/r.json", "--html", folder + "/r.html",
            "--sarif", folder + "/r.sarif", "--quiet",
        ])
        #expect(run.status == .clean)
        #expect(run.standardOutput == "1 file, 3 links: 0 errors, 1 warning, 0 notes; 0 unreadable inputs\n")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/r.json"))) as? [String: Any]
        #expect(json?["schemaVersion"] as? Int == 1)
        #expect((json?["findings"] as? [[String: Any]])?.first?["rule"] as? String == "generic-link-text")
        let html = try String(contentsOfFile: folder + "/r.html", encoding: .utf8)
        #expect(html.contains("<mark>click here</mark>"))
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/r.sarif"))) as? [String: Any]
        #expect(sarif?["version"] as? String == "2.1.0")
    }

    @Test func outputIsStableAcrossRuns() {
        let arguments = [".", "--format", "json"]
        let first = CommandRun(arguments).standardOutput
        for _ in 0..<3 { #expect(CommandRun(arguments).standardOutput == first) }
        #expect(!first.contains(fixturesFolder), "paths are relative to the working directory")
    }

    @Test func linksSubcommandListsEveryLink() {
        let run = CommandRun(["links", "multiline-link-positions.md"])
        #expect(
            run.standardOutput == """
                multiline-link-positions.md:1:10-2:33: markdownInline inline web "setup guide" -> https://example.com/setup
                multiline-link-positions.md:4:1-5:16: markdownInline standalone web "docs" -> https://example.com/docs

                """)
    }

    /// A link whose name the code computes is listed as such, never as Swift source or `""`: by
    /// the key that names it when the run resolves one.
    @Test func linksSubcommandSaysWhatNamesAComputedLink() {
        let run = CommandRun(["links", "attributed-link-assembly.swift", "swiftgen-accessor-link"])
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                #"attributed-link-assembly.swift:40:33-40:37: attributedStringLink inline swiftui en (name known only at run time) -> hit.url as Any"#
            ))
        #expect(
            lines.contains(
                #"swiftgen-accessor-link/BillingFooter.swift:10:13-10:70: swiftLink standalone swiftui (named by key "billing_support_title") -> https://example.com/billing/help"#
            ))
        #expect(!run.standardOutput.contains(#"swiftui """#) && !run.standardOutput.contains("\\("))
    }

    @Test func rulesSubcommand() {
        let list = CommandRun(["rules"])
        #expect(list.standardOutput.split(separator: "\n").count == RuleCatalog.all.count)
        #expect(list.standardOutput.contains("generic-link-text"))
        let one = CommandRun(["rules", "label-not-in-name"])
        #expect(one.standardOutput.hasPrefix("# label-not-in-name\n"))
        #expect(one.standardOutput.contains("SC 2.5.3"))
        #expect(
            one.standardOutput.contains(
                "\n## References\n\n- [WCAG 2.2 SC 2.5.3 Label in Name](https://www.w3.org/WAI/WCAG22/Understanding/label-in-name.html)\n"))
        #expect(CommandRun(["rules", "no-such-rule"]).status == .usage)
    }

    @Test func excludeGlobs() {
        let all = audit(["."])
        let excluded = Auditor(
            configuration: {
                var c = Configuration(); c.exclude = ["*.strings", "**/auto*"]; return c
            }(),
            workingDirectory: fixturesFolder + "/cases"
        ).audit(paths: ["."])
        #expect(excluded.files.allSatisfy { !$0.hasSuffix(".strings") && !$0.hasPrefix("auto") })
        #expect(excluded.files.count < all.files.count)
    }

    /// A misspelled `--exclude` skips nothing and said nothing: it is warned about on standard error,
    /// once, without changing the exit status or the reports (issue 8, a new user's trial).
    @Test func anExcludeMatchingNothingIsWarnedAbout() {
        let plain = CommandRun([".", "--exclude", "*.strings", "--quiet"])
        let misspelled = CommandRun([".", "--exclude", "*.strings", "--exclude", "Vendr/**", "--exclude", "Vendr/**", "--quiet"])
        let warning =
            "linkaudit: warning: the exclude pattern 'Vendr/**' matched no file or folder (paths are matched as reports show them)\n"
        #expect(!plain.standardError.contains("warning: the exclude pattern"))
        #expect(misspelled.standardError.components(separatedBy: "warning: the exclude pattern").count == 2)
        #expect(misspelled.standardError.contains(warning))
        #expect(misspelled.status == plain.status)
        #expect(misspelled.standardOutput == plain.standardOutput)
    }

    @Test func mistakesAUserMakesAreUsageErrors() {
        let cases: [([String], String)] = [
            ([""], "an empty path was given"),
            (["a.md", "--disable", "generic-link-text, no-such-rule"], "--disable: no rule 'no-such-rule'"),
            (["a.md", "--json", "r.json", "--html", "r.json"], "two reports would be written to 'r.json'"),
            (["rules", "a", "b"], "'rules' takes at most one rule id"),
        ]
        for (arguments, message) in cases {
            let run = CommandRun(arguments)
            #expect(run.status == .usage, "\(arguments)")
            #expect(run.standardError.contains(message), "\(arguments): \(run.standardError)")
        }
        let spaced = CommandRun([
            "generic-text-with-title.md", "--disable", "generic-link-text, inline-only-destination", "--fail-on", "note",
        ])
        #expect(spaced.status == .clean)
    }

    /// Usage errors echo what was typed, and a shell glob may pass a file named with terminal
    /// escapes: the echo shows them escaped.
    @Test func usageErrorsShowEscapesInArguments() {
        let cases: [([String], String)] = [
            (["--x\u{1B}[31m\u{202E}", "a.md"], #"linkaudit: error: unknown option '--x\u{1B}[31m\u{202E}'"#),
            (["a.md", "--disable", "r\u{7}"], #"linkaudit: error: --disable: no rule 'r\u{7}'"#),
            (["rules", "r\u{1B}]8;;x\u{7}"], #"linkaudit: error: no rule 'r\u{1B}]8;;x\u{7}'; 'linkaudit rules' lists them"#),
        ]
        for (arguments, message) in cases {
            let run = CommandRun(arguments)
            #expect(run.status == .usage, "\(arguments)")
            #expect(run.standardError.hasPrefix(message), "\(arguments): \(run.standardError)")
            #expect(!run.standardError.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x7 || $0.value == 0x202E })
        }
    }

    @Test func quietStillWritesTheOutputFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkaudit-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CommandRun(["generic-text-with-title.md", "-q", "--format", "sarif", "--output", folder + "/x.sarif"])
        #expect(run.status == .clean)
        #expect(FileManager.default.fileExists(atPath: folder + "/x.sarif"))
        let intoFolder = CommandRun(["generic-text-with-title.md", "--output", folder])
        #expect(intoFolder.status == .usage)
        #expect(intoFolder.standardError.contains("it is a folder"))
    }

    @Test func pathsOutsideTheWorkingDirectoryKeepTheirSpelling() {
        let run = CommandRun(["../cases/generic-text-with-title.md"], in: fixturesFolder + "/bad-inputs")
        #expect(run.standardOutput.hasPrefix("../cases/generic-text-with-title.md:1:23: warning:"))
    }
}
