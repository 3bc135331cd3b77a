import Foundation
import PackagePlugin

/// `swift package linkaudit [options] [path…]`: runs linkaudit from the package's folder, on the
/// paths given, or on the whole package (`.`) when no argument is given. Options are linkaudit's
/// own (`linkaudit --help`); paths and report files are relative to the package's folder.
///
/// Exit status: the command fails when linkaudit exits with anything but 0 (findings at or above
/// `--fail-on`, a usage error, an unreadable input), and says which status it was.
@main
struct LinkAuditCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "linkaudit")
        let process = Process()
        process.executableURL = tool.url
        process.currentDirectoryURL = context.package.directoryURL
        process.arguments = arguments.isEmpty ? ["."] : arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("linkaudit exited with status \(process.terminationStatus)")
            throw LinkAuditFailed(status: process.terminationStatus)
        }
    }
}

/// linkaudit's exit status, when it was not 0.
struct LinkAuditFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "linkaudit exited with status \(status)" }
}
