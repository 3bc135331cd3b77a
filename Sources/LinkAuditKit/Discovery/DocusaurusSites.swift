import Foundation
import LinkAuditExtractors
import LinkAuditModel

/// Which Markdown inputs belong to a Docusaurus site, whose `.md` pages Docusaurus reads as MDX
/// (issue 24, section 2; `MDXMasking`): a `docusaurus.config.js`, `.mjs`, `.ts` or `.cjs` in the
/// file's folder or a parent up to the folder it was found under (`Discovery.Input.root`), or, for
/// a `docs/` folder among them, in the `website/` folder beside it (Docusaurus's layout for a
/// repository whose docs sit beside the site, `path: '../docs'`). A configuration whose `markdown` settings say `format: 'md'` or `'detect'` reads `.md`
/// pages as CommonMark, and so does a page whose front matter says `format: md`. Each folder is
/// looked at once per run.
struct DocusaurusSites {
    private static let names = ["docusaurus.config.js", "docusaurus.config.mjs", "docusaurus.config.ts", "docusaurus.config.cjs"]

    /// The paths (as reports show them) of the Markdown and MDX inputs of Docusaurus sites
    /// (`ExtractionOptions.readsMarkdownAsMDX`) whose configuration does not read `.md` as
    /// CommonMark (`format: 'md'` or `'detect'`). Each site's configuration is read once.
    static func markdownReadAsMDX(in inputs: [Discovery.Input]) -> Set<String> {
        var readsMDX: [String: Bool] = [:]
        var found = Set<String>()
        for (path, site) in siteFolders(of: inputs) {
            if readsMDX[site] == nil {
                let text = configuration(in: site) ?? ""
                readsMDX[site] =
                    !(text.contains("format: 'md'") || text.contains("format: \"md\"") || text.contains("format: 'detect'")
                    || text.contains("format: \"detect\""))
            }
            if readsMDX[site] == true { found.insert(path) }
        }
        return found
    }

    /// The site folder (holding the configuration) of each Markdown input of a Docusaurus site,
    /// by the input's path as reports show it.
    static func siteFolders(of inputs: [Discovery.Input]) -> [String: String] {
        var bySiteFolder: [String: String?] = [:]
        func site(from folder: String, root: String) -> String? {
            if let known = bySiteFolder[folder] { return known }
            var found: String?
            let besideFolder = Discovery.folder(of: folder) + "/website"
            if configuration(in: folder) != nil {
                found = folder
            } else if Discovery.fileName(of: folder) == "docs", configuration(in: besideFolder) != nil {
                found = besideFolder
            } else if folder != root, folder.hasPrefix(root == "/" ? "/" : root + "/") {
                found = site(from: Discovery.folder(of: folder), root: root)
            }
            bySiteFolder[folder] = .some(found)
            return found
        }
        var sites: [String: String] = [:]
        for input in inputs where input.format == .markdown {
            let folder = Discovery.folder(of: input.absolutePath)
            if let found = site(from: folder, root: input.root ?? folder) { sites[input.path] = found }
        }
        return sites
    }

    /// The text of a Docusaurus configuration in `folder`, if there is one.
    static func configuration(in folder: String) -> String? {
        for name in names {
            if let data = PathText.contents(atPath: folder + "/" + name, limit: Discovery.siteFileLimit) {
                return String(decoding: data, as: UTF8.self)
            }
        }
        return nil
    }
}
