import Foundation
import LinkAuditExtractors
import LinkAuditModel

/// How SwiftGen names a run's string accessors when its generated file is not in the run, read
/// from the project's `swiftgen.yml` (issue 23, section 1): each `strings` output's enum
/// (`params: { enumName: Loc }`, default `L10n`) and whether its template is a flat one
/// (`flat-swift5`: `Loc.settingsPrivacyTitle`) or structured (`structured-swift5`, the default:
/// `Loc.Settings.privacyTitle`). Without a `swiftgen.yml`, SwiftGen's defaults.
struct SwiftGenConfiguration: Hashable, Sendable {
    /// One generated enum: its name and whether its keys are flat.
    struct Output: Hashable, Sendable {
        var enumName: String
        var isFlat: Bool
    }

    var outputs: [Output]

    /// SwiftGen's defaults: the structured template, enum `L10n`.
    static let standard = SwiftGenConfiguration(outputs: [Output(enumName: SwiftGenNames.rootEnum, isFlat: false)])

    /// The file's name.
    static let fileName = "swiftgen.yml"

    /// The largest `swiftgen.yml` read, in bytes; a larger one (or one that is not a regular file)
    /// leaves SwiftGen's defaults.
    static let maximumSize = 1 << 20

    /// The root enums, each with the `.` that starts its accessors' names (`L10n.`).
    var prefixes: [String] { outputs.map { $0.enumName + "." } }

    /// The configuration of the first `swiftgen.yml` found: in each folder of `paths` (the run's
    /// arguments), then in `workingDirectory` and its parents up to the top of its repository;
    /// the standard one when there is none, or when it has no `strings` output or cannot be read.
    static func find(paths: [String], workingDirectory: String) -> SwiftGenConfiguration {
        var candidates: [String] = []
        for path in paths {
            let folder = path.hasPrefix("/") ? path : workingDirectory + "/" + path
            if PathText.isFolder(folder) { candidates.append(folder) }
        }
        candidates += ConfigurationLookup.foldersUp(from: workingDirectory).map(\.folder)
        for candidate in candidates {
            let path = (candidate == "/" ? "" : candidate) + "/" + fileName
            // A regular file of a reasonable size only: never a link to a device or a huge file.
            guard PathText.exists(path) else { continue }
            guard let data = PathText.contents(atPath: path, limit: maximumSize) else { return .standard }
            return read(data) ?? .standard
        }
        return .standard
    }

    /// The `strings` outputs of a `swiftgen.yml`'s text; `nil` when it has none or is not YAML.
    static func read(_ bytes: [UInt8]) -> SwiftGenConfiguration? {
        guard let root = try? YAMLReader.read(bytes), let strings = root.value(for: "strings") else { return nil }
        var found: [Output] = []
        for entry in strings.elements {
            for output in entry.value(for: "outputs")?.elements ?? [] {
                let template = output.value(for: "templateName")?.scalar ?? output.value(for: "templatePath")?.scalar ?? ""
                let name = output.value(for: "params")?.value(for: "enumName")?.scalar ?? SwiftGenNames.rootEnum
                found.append(Output(enumName: name, isFlat: template.contains("flat")))
            }
        }
        return found.isEmpty ? nil : SwiftGenConfiguration(outputs: found)
    }
}

extension YAMLNode {
    /// A sequence's items, or a single node as the one item (SwiftGen takes both forms).
    fileprivate var elements: [YAMLNode] {
        if case .sequence(let items, _) = self { return items }
        return [self]
    }
}
