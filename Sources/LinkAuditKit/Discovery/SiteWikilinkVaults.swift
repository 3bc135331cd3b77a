import Foundation
import LinkAuditExtractors
import LinkAuditModel

/// Finds the wikilink vault of each Markdown input (issue 24): the nearest folder, from the file's
/// own up to the folder it was found under (`Discovery.Input.root`), that says how its `[[…]]`
/// links are read:
/// - an `.obsidian` folder: an Obsidian vault;
/// - a `.vscode/extensions.json` that recommends `foam.foam-vscode`: a Foam workspace;
/// - an `mkdocs.yml` that names a wikilinks plugin or extension (`roamlinks`, `ezlinks`,
///   `wikilinks`): read as Obsidian writes them, the vault being the `mkdocs.yml`'s folder;
/// - a wiki repository's layout, `Home.md` beside `_Sidebar.md` or `_Footer.md` (GitHub), or
///   `home.md` beside `_sidebar.md` (GitLab).
///
/// The vault's notes are the run's Markdown inputs inside its folder. A folder that says none of
/// this gives no vault: its wikilinks are counted as not understood (`unread-wikilink`) unless the
/// configuration names a dialect (`markdown: {wikilinks: …}`), which makes one vault of every
/// Markdown input of the run (`off` reads no wikilink). Each folder is looked at once per run.
struct SiteWikilinkVaults {
    /// What one folder says: its dialect, if any.
    private var byFolder: [String: WikilinkDialect?] = [:]

    /// The vault of each Markdown input, by its path as reports show it.
    /// - Parameters:
    ///   - inputs: every input of the run.
    ///   - configured: the configuration's `markdown.wikilinks`, which wins over detection.
    static func detect(for inputs: [Discovery.Input], configured: WikilinkDialect?) -> [String: WikilinkVault] {
        let markdown = inputs.filter { $0.format == .markdown }
        if let configured {
            let vault = configured == .off ? WikilinkVault.off : WikilinkVault(dialect: configured, folder: "", notes: markdown.map(\.path))
            return Dictionary(markdown.map { ($0.path, vault) }, uniquingKeysWith: { first, _ in first })
        }
        var detector = SiteWikilinkVaults()
        // The vault's folder (absolute), its dialect and its folder as reports show it, per input.
        var homes: [String: (folder: String, dialect: WikilinkDialect, shown: String)] = [:]
        for input in markdown {
            let folder = Discovery.folder(of: input.absolutePath)
            guard let found = detector.vaultFolder(from: folder, root: input.root ?? folder) else { continue }
            // The vault's folder as reports show it: as many folders up from the input's shown path.
            let levels = folder == found.folder ? 0 : folder.dropFirst(found.folder.count).utf8.count { $0 == 0x2F }
            var shown = Discovery.folder(of: input.path)
            for _ in 0..<levels { shown = Discovery.folder(of: shown) }
            homes[input.path] = (found.folder, found.dialect, shown == "." ? "" : shown)
        }
        var byHome: [String: [Discovery.Input]] = [:]
        for input in markdown { if let home = homes[input.path] { byHome[home.folder, default: []].append(input) } }
        var result: [String: WikilinkVault] = [:]
        for members in byHome.values {
            let home = homes[members[0].path]!
            let vault = WikilinkVault(dialect: home.dialect, folder: home.shown, notes: members.map(\.path))
            for input in members { result[input.path] = vault }
        }
        return result
    }

    /// The nearest folder from `folder` up to `root` that says a wikilink dialect, and that dialect.
    private mutating func vaultFolder(from folder: String, root: String) -> (folder: String, dialect: WikilinkDialect)? {
        var current = folder
        while true {
            if let dialect = dialect(of: current) { return (current, dialect) }
            guard current != root, current.hasPrefix(root == "/" ? "/" : root + "/") else { return nil }
            current = Discovery.folder(of: current)
        }
    }

    /// The dialect one folder says, looked at once.
    private mutating func dialect(of folder: String) -> WikilinkDialect? {
        if let known = byFolder[folder] { return known }
        let dialect = Self.readDialect(of: folder)
        byFolder[folder] = dialect
        return dialect
    }

    /// What the files of one folder say (see the type's description).
    static func readDialect(of folder: String) -> WikilinkDialect? {
        if PathText.isFolder(folder + "/.obsidian") { return .obsidian }
        if let data = PathText.contents(atPath: folder + "/.vscode/extensions.json", limit: Discovery.siteFileLimit),
            String(decoding: data, as: UTF8.self).contains("\"foam.foam-vscode\"")
        {
            return .foam
        }
        for name in ["mkdocs.yml", "mkdocs.yaml"] {
            guard let data = PathText.contents(atPath: folder + "/" + name, limit: Discovery.siteFileLimit) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            let plugins = ["roamlinks", "ezlinks", "wikilinks", "obsidian-bridge"]
            if text.split(whereSeparator: \.isNewline).contains(where: { line in
                let trimmed = line.drop { $0 == " " || $0 == "-" }.trimmingCharacters(in: .whitespaces)
                return plugins.contains { trimmed == $0 || trimmed == $0 + ":" || trimmed.hasPrefix("markdown.extensions." + $0) }
            }) {
                return .obsidian
            }
        }
        let exists = { (name: String) in PathText.exists(folder + "/" + name) }
        if exists("Home.md"), exists("_Sidebar.md") || exists("_Footer.md") { return .github }
        if exists("home.md"), exists("_sidebar.md") { return .gitlab }
        return nil
    }
}
