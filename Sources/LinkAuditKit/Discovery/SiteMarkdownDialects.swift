import Foundation
import LinkAuditExtractors
import LinkAuditModel

/// Detects each Markdown file's dialect from a Jekyll site's `_config.yml` or a Hugo site's
/// configuration: the nearest one in the file's folder or its parents, up to the folder the file
/// was found under (`Discovery.Input.root`). A `_config.yml`'s top-level `markdown` key names the reader (`MarkdownDialect(jekyllName:)`); without that key
/// the site is read with kramdown, Jekyll's default reader (whose GFM input mode does not autolink
/// bare URLs either). A `markdown:` key in a page's front matter is no Jekyll setting and is ignored.
///
/// Hexo also keeps its settings in `_config.yml`, and its renderer autolinks bare URLs: a
/// `_config.yml` beside a `scaffolds/` folder or a `package.json` that names `hexo` (and no
/// `markdown` key), or whose `markdown` key holds settings rather than a name (Hexo's markdown-it
/// renderer), detects nothing, that is GitHub Flavored Markdown.
///
/// A Hugo site is read with Goldmark, Hugo's reader (`MarkdownDialect.goldmark`): a folder holding
/// `hugo.toml`, `hugo.yaml` or `hugo.json`, or a `content` folder beside `config.toml`,
/// `config.yaml`, `config.json` or a `config/_default` folder, is one (issue 9), unless that
/// `config` file names a `base_url` (Zola's key; Hugo's is `baseURL`). Its settings are not read:
/// Hugo's defaults (Linkify and Typographer on) are assumed.
///
/// The nearest `_config.yml` or Hugo configuration decides, even when the `markdown` key names
/// another reader (then nothing is detected: GitHub Flavored Markdown). One that is not valid YAML decides
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
            let folder = Discovery.folder(of: input.absolutePath)
            let shown = Discovery.folder(of: input.path)
            let root = input.root ?? folder
            if let dialect = detector.dialect(in: folder, shownAs: shown, root: root) { found[input.path] = dialect }
        }
        return (found, detector.warnings)
    }

    /// The dialect named by `_config.yml` in `folder` or its nearest parent up to `root`.
    private mutating func dialect(in folder: String, shownAs shown: String, root: String) -> MarkdownDialect? {
        if let known = byFolder[folder] { return known }
        var dialect: MarkdownDialect?
        var reading = read(folder + "/_config.yml", shownAs: shown.isEmpty ? "_config.yml" : shown + "/_config.yml")
        if case .absent = reading, Self.isHugoSite(at: folder) { reading = .decides(.goldmark) }
        switch reading {
        case .decides(let named): dialect = named
        case .absent where folder != root && folder.hasPrefix(root == "/" ? "/" : root + "/"):
            let parentShown = shown.isEmpty || shown == "." ? "" : Discovery.folder(of: shown)
            dialect = self.dialect(in: Discovery.folder(of: folder), shownAs: parentShown, root: root)
        case .absent: break
        }
        byFolder[folder] = dialect
        return dialect
    }

    /// What one `_config.yml` says, if it exists and is valid YAML: the dialect its `markdown` key names.
    private mutating func read(_ path: String, shownAs shown: String) -> Reading {
        guard let data = PathText.contents(atPath: path, limit: Discovery.siteFileLimit) else { return .absent }
        do {
            guard let value = try YAMLReader.read([UInt8](data))?.value(for: "markdown") else {
                return .decides(Self.isHexoSite(at: Discovery.folder(of: path)) ? nil : .kramdown)
            }
            // A mapping is no Jekyll reader: Hexo's markdown-it renderer keeps its settings there.
            return .decides(value.scalar.flatMap(MarkdownDialect.init(jekyllName:)))
        } catch {
            warnings.append(
                AuditError(
                    file: shown, line: error.position.line, column: error.position.column,
                    message: "not valid YAML (\(error.message)); its markdown setting is not read"))
            return .absent
        }
    }

    /// Whether `folder` holds a Hugo site's configuration: `hugo.toml`, `hugo.yaml` or `hugo.json`,
    /// or `config.toml`, `config.yaml`, `config.json` (without Zola's `base_url`) or `config/_default`
    /// beside a `content` folder.
    static func isHugoSite(at folder: String) -> Bool {
        let isFolder = PathText.isFolder
        let isFile = PathText.isFile
        let formats = ["toml", "yaml", "json"]
        if formats.contains(where: { isFile(folder + "/hugo." + $0) }) { return true }
        guard isFolder(folder + "/content") else { return false }
        if isFolder(folder + "/config/_default") { return true }
        guard
            let config = formats.lazy.compactMap({ PathText.contents(atPath: folder + "/config." + $0, limit: Discovery.siteFileLimit) })
                .first
        else { return false }
        return !String(decoding: config, as: UTF8.self).contains("base_url")
    }

    /// Whether the folder of a `_config.yml` is a Hexo site: it holds a `scaffolds` folder, or a
    /// `package.json` whose text names `hexo` (its dependencies or its `hexo` settings).
    static func isHexoSite(at folder: String) -> Bool {
        if PathText.isFolder(folder + "/scaffolds") { return true }
        guard let package = PathText.contents(atPath: folder + "/package.json", limit: Discovery.siteFileLimit) else { return false }
        return String(decoding: package, as: UTF8.self).contains("\"hexo")
    }
}
