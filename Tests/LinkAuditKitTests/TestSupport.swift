import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport

/// The folder of this target's fixtures.
let fixturesFolder: String = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.path

/// Audits paths below `folder`, reporting paths relative to it.
func audit(_ paths: [String], in folder: String = fixturesFolder + "/cases", render: RenderTarget? = nil) -> AuditResult {
    var configuration = Configuration()
    configuration.render = render
    return Auditor(configuration: configuration, workingDirectory: folder).audit(paths: paths)
}

/// Audits everything in `folder` (reports name paths relative to it) without
/// `inline-only-destination`, whose notes the help-center cases leave out of their lists.
func auditHelpCenter(_ folder: String, configuration: Configuration = Configuration()) -> AuditResult {
    var configuration = configuration
    configuration.disabledRules.insert("inline-only-destination")
    return Auditor(configuration: configuration, workingDirectory: folder).audit(paths: ["."])
}

/// Audits files given as (path, text) in memory, each read by the extractor its path names, the
/// run's joins (keys, constants, wrappers) over all of them.
func auditFiles(_ files: [(String, String)]) -> AuditResult {
    let documents = files.map { DocumentExtractor.extract(file: $0.0, bytes: Array($0.1.utf8), format: Discovery.format(of: $0.0)!) }
    return Auditor(configuration: Configuration()).evaluate(documents: documents, files: files.map(\.0))
}

/// The `inline-only-destination` findings of an in-memory audit of `files`, as `line:column severity`.
func inlineOnlyFindings(_ files: [(String, String)]) -> [String] {
    auditFiles(files).findings.filter { $0.rule == "inline-only-destination" }.map {
        "\($0.line ?? 0):\($0.column ?? 0) \($0.severity.rawValue)"
    }
}

/// A finding as `line:column rule`, for compact exact comparisons.
func brief(_ finding: Finding) -> String {
    "\(finding.line.map(String.init) ?? "-"):\(finding.column.map(String.init) ?? "-") \(finding.rule)"
}

/// Runs the command with arguments in a folder and captures its output.
final class CommandRun: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""
    var standardOutput: String { lock.lock(); defer { lock.unlock() }; return out }
    var standardError: String { lock.lock(); defer { lock.unlock() }; return err }
    let status: ExitStatus

    init(_ arguments: [String], in folder: String = fixturesFolder + "/cases") {
        var status = ExitStatus.clean
        let box = Box()
        let environment = CommandEnvironment(
            workingDirectory: folder,
            writeOutput: { box.append(out: $0) }, writeError: { box.append(err: $0) })
        status = LinkAuditCommand.main(arguments: arguments, environment: environment)
        self.status = status
        out = box.out
        err = box.err
    }

    private final class Box: @unchecked Sendable {
        let lock = NSLock()
        var out = ""
        var err = ""
        func append(out text: String) { lock.lock(); out += text; lock.unlock() }
        func append(err text: String) { lock.lock(); err += text; lock.unlock() }
    }
}

/// A new temporary folder holding the given files (paths relative to it, folders made as needed),
/// removed by the caller.
func temporaryFolder(_ files: [String: String]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("linkaudit-test-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    for (path, text) in files {
        let full = root + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
    }
    return root
}

/// Runs git with `arguments` in `folder` as a test's committer (no signing, no output), and returns
/// its exit status.
@discardableResult
func runGit(_ arguments: [String], in folder: String) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-c", "user.email=test@example.com", "-c", "user.name=Test", "-c", "commit.gpgsign=false"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try? process.run()
    process.waitUntilExit()
    return process.terminationStatus
}
