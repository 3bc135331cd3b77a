import Foundation
import LinkAuditExtractors
import LinkAuditModel

/// Finds the configuration file a run reads when `--config` names none.
///
/// The working directory is looked in first, then each parent, up to and including the first
/// folder that holds `.git` (the top of a repository: a configuration above it belongs to something
/// else), or the filesystem root. The first folder holding `.linkaudit.yml` or `.linkaudit.json`
/// decides; a folder holding both is a configuration error (exit 2), as neither could be said to
/// win without one being ignored in silence.
public enum ConfigurationLookup {
    /// The file to read and how messages name it (relative to the working directory:
    /// `.linkaudit.yml`, `../../.linkaudit.json`); `nil` when there is none.
    /// - Throws: `Options.UsageError` when one folder holds both files.
    public static func find(from workingDirectory: String) throws(Options.UsageError) -> (path: String, shown: String)? {
        for (folder, up) in foldersUp(from: workingDirectory) {
            let base = folder == "/" ? "" : folder
            let present = [ConfigurationFile.yamlName, ConfigurationFile.defaultName].filter {
                PathText.exists(base + "/" + $0)
            }
            if present.count == 2 {
                throw Options.UsageError(
                    message: "\(up + present[0]) and \(up + present[1]) are both there; keep one (they would not be merged)")
            }
            if let name = present.first { return (base + "/" + name, up + name) }
        }
        return nil
    }

    /// The folders a project's configuration may be in: `workingDirectory`, then each parent up to
    /// and including the first that holds `.git`, or the filesystem root; each with the `../`s that
    /// lead to it from the working directory.
    static func foldersUp(from workingDirectory: String) -> [(folder: String, up: String)] {
        var folders: [(folder: String, up: String)] = []
        var folder = Discovery.standardize(workingDirectory)
        var up = ""
        while true {
            folders.append((folder, up))
            if folder == "/" || folder.isEmpty || PathText.exists((folder == "/" ? "" : folder) + "/.git") { return folders }
            folder = Discovery.folder(of: folder)
            up += "../"
        }
    }
}

/// A configuration file's fields as JSON for the one decoder, and where each field is written.
struct ConfigurationSource {
    /// The fields as a JSON text.
    let json: Data
    /// The line and column of a field path's key (or sequence element), when it can be found.
    let position: ([String]) -> (line: Int, column: Int)?

    /// `:line:column` of a field path, else of its nearest ancestor that can be found, or nothing.
    func located(_ path: [String]) -> String {
        var path = path
        while !path.isEmpty {
            if let found = position(path) { return ":\(found.line):\(found.column)" }
            path.removeLast()
        }
        return ""
    }

    static func json(_ data: Data) -> ConfigurationSource {
        let bytes = [UInt8](data)
        return ConfigurationSource(json: data) { path in JSONSyntax.position(of: path, in: bytes) }
    }

    /// A YAML configuration: every scalar is text, as every field's values are.
    /// - Throws: `Options.UsageError` at the position of a syntax error or a key that is not text.
    static func yaml(_ bytes: [UInt8], shownAs shown: String) throws(Options.UsageError) -> ConfigurationSource {
        let root: YAMLNode?
        do throws(YAMLError) { root = try YAMLReader.read(bytes) } catch {
            throw Options.UsageError(message: "\(shown):\(error.position): not valid YAML: \(error.message)")
        }
        guard let root else { return ConfigurationSource(json: Data("{}".utf8)) { _ in nil } }
        let object = try plain(root, shownAs: shown)
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed])) ?? Data("null".utf8)
        return ConfigurationSource(json: data) { path in
            var node = root
            var found: YAMLPosition?
            for component in path {
                switch node {
                case .mapping(let pairs, _):
                    guard let pair = pairs.first(where: { $0.key.scalar == component }) else { return nil }
                    found = pair.key.position
                    node = pair.value
                case .sequence(let items, _):
                    guard let index = Int(component), items.indices.contains(index) else { return nil }
                    node = items[index]
                    found = node.position
                case .scalar: return nil
                }
            }
            return found.map { ($0.line, $0.column) }
        }
    }

    /// The node as Foundation values JSONSerialization writes.
    private static func plain(_ node: YAMLNode, shownAs shown: String) throws(Options.UsageError) -> Any {
        switch node {
        case .scalar(let text, _): return text
        case .sequence(let items, _):
            var values: [Any] = []
            for item in items { values.append(try plain(item, shownAs: shown)) }
            return values
        case .mapping(let pairs, _):
            var values: [String: Any] = [:]
            for pair in pairs {
                guard let key = pair.key.scalar else {
                    throw Options.UsageError(message: "\(shown):\(pair.key.position): a key must be text, not a list or a mapping")
                }
                guard values[key] == nil else {
                    throw Options.UsageError(message: "\(shown):\(pair.key.position): '\(key)' is given twice")
                }
                values[key] = try plain(pair.value, shownAs: shown)
            }
            return values
        }
    }
}
