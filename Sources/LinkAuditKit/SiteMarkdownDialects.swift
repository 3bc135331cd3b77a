import Foundation
import LinkAuditExtractors
import LinkAuditModel

/// Detects each Markdown file's dialect from a Jekyll site's `_config.yml`: the nearest one in the
/// file's folder or its parents, up to the folder the file was found under (`Discovery.Input.root`).
/// Its top-level `markdown` key names the reader (`MarkdownDialect(jekyllName:)`).
///
/// A `_config.yml` that is not valid YAML decides nothing and is reported once, as a located
/// warning (not an input error: the audit goes on in GitHub Flavored Markdown); one that names no
/// known reader decides nothing either. The search then goes on in the parents. Each folder is
/// looked at once per run.
struct SiteMarkdownDialects {
    private var byFolder: [String: MarkdownDialect?] = [:]
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
        var dialect = read(folder + "/_config.yml", shownAs: shown.isEmpty ? "_config.yml" : shown + "/_config.yml")
        if dialect == nil, folder != root, folder.hasPrefix(root == "/" ? "/" : root + "/") {
            let parentShown = shown.isEmpty || shown == "." ? "" : (shown as NSString).deletingLastPathComponent
            dialect = self.dialect(in: (folder as NSString).deletingLastPathComponent, shownAs: parentShown, root: root)
        }
        byFolder[folder] = dialect
        return dialect
    }

    /// The dialect one `_config.yml` names, if the file exists, is valid YAML and names one.
    private mutating func read(_ path: String, shownAs shown: String) -> MarkdownDialect? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        do {
            guard let name = try YAMLReader.read([UInt8](data))?.value(for: "markdown")?.scalar else { return nil }
            return MarkdownDialect(jekyllName: name)
        } catch {
            warnings.append(
                AuditError(
                    file: shown, line: error.position.line, column: error.position.column,
                    message: "not valid YAML (\(error.message)); its markdown setting is not read"))
            return nil
        }
    }
}
