import Foundation
import LinkAuditExtractors
import LinkAuditTestSupport
import Testing

/// The files other tools read to run linkaudit (issue 10, "Install and integrate"): the GitHub
/// Action and the pre-commit hook. Read with the project's own YAML reader, value by value, so a
/// typo in a key or a step that lost its shell fails here rather than on a user's runner.
@Suite("Integration files")
struct IntegrationFileTests {
    func document(_ name: String) throws -> YAMLNode {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: projectFolder + "/" + name)))
        return try #require(try YAMLReader.read(bytes))
    }

    func items(_ node: YAMLNode?) -> [YAMLNode] {
        if case .sequence(let items, _) = node { return items }
        return []
    }

    @Test func theGitHubActionBuildsAuditsAndUploads() throws {
        let action = try document("action.yml")
        #expect(action.value(for: "name")?.scalar == "linkaudit")
        let inputs = action.value(for: "inputs")
        #expect(inputs?.value(for: "paths")?.value(for: "default")?.scalar == ".")
        #expect(inputs?.value(for: "fail-on")?.value(for: "default")?.scalar == "error")
        #expect(inputs?.value(for: "sarif")?.value(for: "default")?.scalar == "linkaudit.sarif")
        let runs = action.value(for: "runs")
        #expect(runs?.value(for: "using")?.scalar == "composite")
        let steps = items(runs?.value(for: "steps"))
        #expect(steps.map { $0.value(for: "name")?.scalar } == ["Install system libraries", "Build linkaudit", "Audit", "Upload SARIF"])
        // A composite step that runs a command must name its shell.
        for step in steps where step.value(for: "run") != nil {
            #expect(step.value(for: "shell")?.scalar == "bash")
        }
        #expect(steps[1].value(for: "run")?.scalar?.contains("scripts/install") == true)
        #expect(steps[2].value(for: "run")?.scalar?.contains("--format github --sarif") == true)
        // The job summary page: written by --markdown, appended to the step summary.
        #expect(inputs?.value(for: "job-summary")?.value(for: "default")?.scalar == "true")
        #expect(steps[2].value(for: "run")?.scalar?.contains(#"--markdown "$summary""#) == true)
        #expect(steps[2].value(for: "run")?.scalar?.contains(#"cat "$summary" >> "$GITHUB_STEP_SUMMARY""#) == true)
        #expect(steps[3].value(for: "uses")?.scalar == "github/codeql-action/upload-sarif@v3")
        // The scripts the action calls exist and are executable.
        for script in ["scripts/install-deps", "scripts/install"] {
            #expect(FileManager.default.isExecutableFile(atPath: projectFolder + "/" + script), "\(script)")
        }
    }

    @Test func thePreCommitHookAuditsTheWholeRepository() throws {
        let hooks = items(try document(".pre-commit-hooks.yaml"))
        #expect(hooks.count == 1)
        let hook = try #require(hooks.first)
        #expect(hook.value(for: "id")?.scalar == "linkaudit")
        #expect(hook.value(for: "entry")?.scalar == "linkaudit")
        #expect(hook.value(for: "language")?.scalar == "swift")
        #expect(hook.value(for: "pass_filenames")?.scalar == "false")
        #expect(items(hook.value(for: "args")).map(\.scalar) == ["."])
        let files = try Regex(try #require(hook.value(for: "files")?.scalar))
        for name in ["Docs/a.md", "App/en.lproj/Localizable.strings", "App/Localizable.xcstrings", "App/View.swift", "help/page.html"] {
            #expect(name.contains(files), "\(name)")
        }
        for name in ["App/Info.plist", "README.txt", "Package.resolved"] {
            #expect(!name.contains(files), "\(name)")
        }
    }
}
