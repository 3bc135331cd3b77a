import Foundation
import PackagePlugin

/// Audits a target's link text while it builds: one build command per source-module target runs
/// `linkaudit` on the target's Swift files and string tables (`.strings`, `.stringsdict`,
/// `.xcstrings`, `.xliff`, `.xlf`; resources included), so that Xcode and `swift build` show each
/// finding as an issue (`/absolute/path:line:column: warning: message [rule]`).
///
/// - The command runs from the package's folder (`-C`), so a `.linkaudit.yml` or `.linkaudit.json`
///   there is read (and is an input of the command: editing it reruns the audit).
/// - The build goes on whatever is found (`--default-fail-on never`) unless the configuration sets
///   `failOn`: then findings at or above it fail the build.
/// - The command's output is a stamp in the plugin's work folder, `linkaudit-TARGET.swift`, holding
///   the summary line as a comment: the command reruns only when an input file or the configuration
///   changed. It is a Swift file because SwiftPM copies any other kind of output into the target's
///   resources (swiftlang/swift-package-manager#7116); compiled, a comment adds nothing.
/// - The extraction cache lives in the plugin's work folder (`cache/`), which the sandbox lets the
///   command write: a build after an edit of one file reads that file only.
@main
struct LinkAuditBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles.map(\.url).filter(LinkAuditInvocation.isAudited)
        let invocation = LinkAuditInvocation(
            targetName: target.name, root: context.package.directoryURL, inputs: inputs,
            workDirectory: context.pluginWorkDirectoryURL)
        return try invocation.commands(tool: context.tool(named: "linkaudit").url)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension LinkAuditBuildToolPlugin: XcodeBuildToolPlugin {
        /// The same command for a target of an Xcode project, run from the project's folder.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let inputs = target.inputFiles.map(\.url).filter(LinkAuditInvocation.isAudited)
            let invocation = LinkAuditInvocation(
                targetName: target.displayName, root: context.xcodeProject.directoryURL, inputs: inputs,
                workDirectory: context.pluginWorkDirectoryURL)
            return try invocation.commands(tool: context.tool(named: "linkaudit").url)
        }
    }
#endif

/// One run of `linkaudit` on a target's files, as a build command.
struct LinkAuditInvocation {
    /// The file extensions audited: Swift sources and string tables.
    static let extensions: Set<String> = ["swift", "strings", "stringsdict", "xcstrings", "xliff", "xlf"]
    /// The configuration files linkaudit reads from the package's (or project's) folder.
    static let configurationNames = [".linkaudit.yml", ".linkaudit.json"]

    var targetName: String
    /// The package's or Xcode project's folder: the command's working directory.
    var root: URL
    var inputs: [URL]
    var workDirectory: URL

    /// Whether linkaudit audits the file in a build (a SwiftPM manifest is not app code).
    static func isAudited(_ url: URL) -> Bool {
        let name = url.lastPathComponent.lowercased()
        guard !(name == "package.swift" || name.hasPrefix("package@swift")) else { return false }
        return extensions.contains(url.pathExtension.lowercased())
    }

    /// No command when the target holds nothing to audit.
    func commands(tool: URL) -> [Command] {
        guard !inputs.isEmpty else { return [] }
        // A file name a module can compile: an Xcode target's display name may hold spaces or punctuation.
        let name = String(targetName.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        let stamp = workDirectory.appendingPathComponent("linkaudit-\(name).swift")
        let configurations = Self.configurationNames.map { root.appendingPathComponent($0) }.filter {
            FileManager.default.fileExists(atPath: $0.path)
        }
        let arguments =
            [
                "-C", root.path, "--absolute-paths", "--default-fail-on", "never", "--no-progress", "--stamp", stamp.path,
                "--cache-path", workDirectory.appendingPathComponent("cache").path, "--",
            ] + inputs.map(\.path)
        return [
            .buildCommand(
                displayName: "linkaudit: auditing link text of \(targetName)",
                executable: tool, arguments: arguments, environment: [:],
                inputFiles: inputs + configurations, outputFiles: [stamp])
        ]
    }
}
