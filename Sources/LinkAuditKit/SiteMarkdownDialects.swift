import Foundation
import LinkAuditExtractors
import LinkAuditModel

/// Detects each Markdown file's dialect from a Jekyll site's `_config.yml`: the nearest one in the
/// file's folder or its parents, up to the folder the file was found under (`Discovery.Input.root`).
/// Its top-level `markdown` key names the reader (`MarkdownDialect(jekyllName:)`).
///
/// The nearest `_config.yml` decides, even when its `markdown` key is missing or names another
/// reader (then nothing is detected: GitHub Flavored Markdown). One that is not valid YAML decides
/// nothing and is reported once, as a located warning (not an input error); the search then goes on
/// in the parents. Each folder is looked at once per run.
struct SiteMarkdownDialects {
    private var byFolder: [String: MarkdownDialect?] = [:]
    /// What one `_config.yml` says: it is absent or unreadable, or it decides (a dialect or none).
    private enum Reading {
        case absent
        case decides(MarkdownDialect?)
    }
    /// Warnings about unreadable `_config.yml` files, in the order met.
    private var warnings: [AuditError] = []

    /// The detected dialect of each Markdown input, by its path as reports show it, and a warning
    /// for each `_config.yml` that is not valid YAML (its path shown as the inputs' paths are).
    static func detect(for inputs: [Discovery.Input]) -> (dialects: [String: MarkdownDialect], warnings: [AuditError]) {
        var detector = SiteMarkdownDialects()
        var found: [String: MarkdownDialect] = [:]
        for input in inputs where input.format == .markdown {
            let folder = (input.absolutePath as NSString).deletingLastPathComponent
            let shown = (input.path as NSString).deletingLastPathComponent
            let root = input.root ?? folder
            if let dialect = detector.dialect(in: folder, shownAs: shown, root: root) { found[input.path] = dialect }
        }
        return (found, detector.warnings)
    }

    /// The dialect named by `_config.yml` in `folder` or its nearest parent up to `root`.
    private mutating func dialect(in folder: String, shownAs shown: String, root: String) -> MarkdownDialect? {
        if let known = byFolder[folder] { return known }
        var dialect: MarkdownDialect?
        switch read(folder + "/_config.yml", shownAs: shown.isEmpty ? "_config.yml" : shown + "/_config.yml") {
        case .decides(let named): dialect = named
        case .absent where folder != root && folder.hasPrefix(root == "/" ? "/" : root + "/"):
            let parentShown = shown.isEmpty || shown == "." ? "" : (shown as NSString).deletingLastPathComponent
            dialect = self.dialect(in: (folder as NSString).deletingLastPathComponent, shownAs: parentShown, root: root)
        case .absent: break
        }
        byFolder[folder] = dialect
        return dialect
    }

    /// What one `_config.yml` says, if it exists and is valid YAML: the dialect its `markdown` key names.
    private mutating func read(_ path: String, shownAs shown: String) -> Reading {
        guard let data = FileManager.default.contents(atPath: path) else { return .absent }
        do {
            let name = try YAMLReader.read([UInt8](data))?.value(for: "markdown")?.scalar
            return .decides(name.flatMap(MarkdownDialect.init(jekyllName:)))
        } catch {
            warnings.append(
                AuditError(
                    file: shown, line: error.position.line, column: error.position.column,
                    message: "not valid YAML (\(error.message)); its markdown setting is not read"))
            return .absent
        }
    }
}
