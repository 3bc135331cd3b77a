import Foundation
import LinkAuditExtractors
import LinkAuditModel

/// Detects each Markdown file's dialect from a Jekyll site's `_config.yml`: the nearest one in the
/// file's folder or its parents, up to the folder the file was found under (`Discovery.Input.root`).
/// Its top-level `markdown` key names the reader (`MarkdownDialect(jekyllName:)`).
///
/// A `_config.yml` that is not valid YAML, or names no known reader, decides nothing: the search
/// goes on in the parents. Each folder is looked at once per run.
struct SiteMarkdownDialects {
    private var byFolder: [String: MarkdownDialect?] = [:]

    /// The detected dialect of each Markdown input, by its path as reports show it.
    static func detect(for inputs: [Discovery.Input]) -> [String: MarkdownDialect] {
        var detector = SiteMarkdownDialects()
        var found: [String: MarkdownDialect] = [:]
        for input in inputs where input.format == .markdown {
            let folder = (input.absolutePath as NSString).deletingLastPathComponent
            let root = input.root ?? folder
            if let dialect = detector.dialect(in: folder, root: root) { found[input.path] = dialect }
        }
        return found
    }

    /// The dialect named by `_config.yml` in `folder` or its nearest parent up to `root`.
    private mutating func dialect(in folder: String, root: String) -> MarkdownDialect? {
        if let known = byFolder[folder] { return known }
        var dialect = Self.read(folder + "/_config.yml")
        if dialect == nil, folder != root, folder.hasPrefix(root == "/" ? "/" : root + "/") {
            dialect = self.dialect(in: (folder as NSString).deletingLastPathComponent, root: root)
        }
        byFolder[folder] = dialect
        return dialect
    }

    /// The dialect one `_config.yml` names, if the file exists, is valid YAML and names one.
    static func read(_ path: String) -> MarkdownDialect? {
        guard let data = FileManager.default.contents(atPath: path),
            let document = try? YAMLReader.read([UInt8](data)),
            let name = document.value(for: "markdown")?.scalar
        else { return nil }
        return MarkdownDialect(jekyllName: name)
    }
}
