import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// What the build-tool plugin (issue 10, item 7) asks of the command: `-C` to run from the
/// package's folder wherever the build starts it, `--absolute-paths` so Xcode can open each issue's
/// file, and `--default-fail-on` so the build goes on unless the configuration says otherwise.
@Suite("Build-tool options")
struct BuildToolOptionTests {
    static let page = MarkedText("# Sync\n\nSet up sync 1️⃣[here](https://example.com/sync).\n")

    /// A package folder `App` (a configuration, one page, one draft) inside a temporary folder.
    static func package(configuration: String) throws -> String {
        try temporaryFolder([
            "App/.linkaudit.yml": configuration, "App/Docs/sync.md": page.text,
            "App/Drafts/old.md": "Old [click here](https://example.com/old).\n",
        ])
    }

    /// `Vendor/` matches nothing in the package: no warning when only files are named.
    static let quietRules = "rules:\n  inline-only-destination: off\nexclude:\n  - Drafts/\n  - Vendor/\n"

    static func genericLine(_ path: String) -> String {
        "\(path):\(page["1️⃣"].line):\(page["1️⃣"].utf8Column): warning: link name \"here\" is generic: out of context, as VoiceOver's "
            + "Links rotor lists it, it does not say where the link goes; fix: name the destination in the link text, e.g. the title "
            + "of the page it opens [generic-link-text]"
    }

    @Test func theBuildToolInvocationReadsThePackagesConfigurationAndPrintsAbsolutePaths() throws {
        let root = try Self.package(configuration: Self.quietRules)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let app = root + "/App"
        let report = root + "/work/linkaudit-App.txt"
        let stamp = root + "/work/linkaudit-App.swift"
        // Started elsewhere (the build's own folder), with absolute input paths, as the plugin does.
        let run = CommandRun(
            [
                "-C", app, "--absolute-paths", "--default-fail-on", "never", "--no-progress", "--text", report, "--stamp", stamp, "--",
                app + "/Docs/sync.md", app + "/Drafts/old.md",
            ], in: root)
        let expected = [Self.genericLine(app + "/Docs/sync.md"), "1 file, 1 link: 0 errors, 1 warning, 0 notes; 0 unreadable inputs"]
        #expect(run.status == .clean)
        #expect(run.standardOutput.split(separator: "\n").map(String.init) == expected)
        #expect(run.standardError == "")
        // The report file is the build command's output: the same lines.
        #expect(try String(contentsOfFile: report, encoding: .utf8).split(separator: "\n").map(String.init) == expected)
        // The stamp, the plugin's declared output: a Swift comment, compiled to nothing.
        #expect(try String(contentsOfFile: stamp, encoding: .utf8) == "// linkaudit: " + expected[1] + "\n")
        // Without --absolute-paths, paths are as reports show them: relative to the -C folder.
        let relative = CommandRun(["-C", "App", "Docs", "--quiet", "--format", "json", "-o", "-"], in: root)
        let json = try JSONSerialization.jsonObject(with: Data(relative.standardOutput.utf8)) as? [String: Any]
        #expect(json?["files"] as? [String] == ["Docs/sync.md"])
    }

    @Test func theConfigurationsFailOnOrTheCommandLineWinsOverTheDefault() throws {
        for (configuration, arguments, status) in [
            (Self.quietRules, [String](), ExitStatus.clean),
            (Self.quietRules + "failOn: warning\n", [], .findings),
            (Self.quietRules + "failOn: error\n", [], .clean),
            (Self.quietRules, ["--strict"], .findings),
            (Self.quietRules, ["--fail-on", "note"], .findings),
            (Self.quietRules + "failOn: warning\n", ["--fail-on", "never"], .clean),
        ] {
            let root = try Self.package(configuration: configuration)
            defer { try? FileManager.default.removeItem(atPath: root) }
            let run = CommandRun(["-C", "App", "--default-fail-on", "never", "--quiet", "Docs"] + arguments, in: root)
            #expect(run.status == status, "\(configuration) \(arguments)")
            #expect(run.standardOutput == "1 file, 1 link: 0 errors, 1 warning, 0 notes; 0 unreadable inputs\n")
        }
        // Without the default, the usual `error` threshold: a warning does not fail.
        let root = try Self.package(configuration: Self.quietRules)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(CommandRun(["-C", "App", "--quiet", "Docs", "--default-fail-on", "warning"], in: root).status == .findings)
        #expect(CommandRun(["-C", "App", "--quiet", "Docs"], in: root).status == .clean)
    }

    @Test func badValuesAreUsageErrors() throws {
        let root = try Self.package(configuration: Self.quietRules)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let missing = CommandRun(["-C", "Nowhere", "Docs"], in: root)
        #expect(missing.status == .usage)
        #expect(missing.standardError == "linkaudit: error: -C Nowhere: no such folder\nRun 'linkaudit --help' for usage.\n")
        let twice = CommandRun(["-C", "App", "Docs", "--stamp", "out.swift", "--text", "out.swift"], in: root)
        #expect(twice.status == .usage)
        #expect(twice.standardError == "linkaudit: error: two reports would be written to 'out.swift'\nRun 'linkaudit --help' for usage.\n")
        let severity = CommandRun(["-C", "App", "Docs", "--default-fail-on", "sometimes"], in: root)
        #expect(severity.status == .usage)
        #expect(
            severity.standardError
                == "linkaudit: error: --default-fail-on takes error, warning, note or never, not 'sometimes'\nRun 'linkaudit --help' for usage.\n"
        )
    }

    @Test func theTextReporterJoinsOnlyRelativePathsToTheFolder() {
        let finding = Finding(
            rule: "generic-link-text", severity: .warning, message: "link name \"here\" is generic", file: "Docs/a.md",
            position: SourcePosition(line: 3, utf8Column: 13))
        var elsewhere = finding
        elsewhere.file = "/srv/shared/b.md"
        let result = AuditResult(files: ["Docs/a.md", "/srv/shared/b.md"], links: [], findings: [finding, elsewhere], errors: [])
        #expect(
            TextReporter.render(result, includeSummary: false, absoluteFrom: "/work/App") == """
                /work/App/Docs/a.md:3:13: warning: link name "here" is generic [generic-link-text]
                /srv/shared/b.md:3:13: warning: link name "here" is generic [generic-link-text]

                """)
        #expect(TextReporter.render(result, includeSummary: false).hasPrefix("Docs/a.md:3:13: warning: "))
    }
}
