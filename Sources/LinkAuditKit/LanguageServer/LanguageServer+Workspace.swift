import Foundation
import LinkAuditExtractors
import LinkAuditModel

/// The workspace as the language server sees it: every input below its root, read from disk
/// (through the extraction cache), over which the editor's open documents stand in their place.
struct Workspace {
    /// The workspace folder, absolute.
    let root: String
    /// The inputs below `root`, by path as reports show them (relative to `root`).
    var inputs: [String: Discovery.Input] = [:]
    /// Their documents as read from disk, by path.
    var documents: [String: ExtractedDocument] = [:]
    /// What the inputs say of each other (dialects, vaults, language folders).
    var site: Auditor.SiteContext?

    /// The name endings of the files whose changes the server asks the client to report.
    static let watchedExtensions = [
        "md", "markdown", "mdx", "html", "htm", "xhtml", "strings", "stringsdict", "xcstrings", "xliff", "xlf", "swift", "json",
        "xml", "po", "pot", "arb",
    ]

    /// The path as reports show it of an absolute path: relative to `root` when below it.
    func shownPath(of absolute: String) -> String {
        let base = root == "/" ? "/" : root + "/"
        return absolute.hasPrefix(base) ? PathText.shown(String(absolute.dropFirst(base.count))) : PathText.shown(absolute)
    }

    /// The input of an absolute path: the one discovery found, else one made for it (a file the
    /// editor opened before saving it, or outside the workspace), `nil` when linkaudit does not
    /// read its format.
    func input(for absolute: String) -> Discovery.Input? {
        let shown = shownPath(of: absolute)
        if let input = inputs[shown] { return input }
        guard let format = Discovery.format(of: absolute, shownAs: shown) else { return nil }
        return Discovery.Input(path: shown, absolutePath: absolute, format: format, sitePath: nil, root: root, identity: nil)
    }
}

/// A document the editor has open.
struct OpenDocument {
    let uri: String
    let input: Discovery.Input
    var text: String
    var version: Int
    /// Bumped by each change: a debounced audit runs only for the latest.
    var generation = 0
    /// The document as last read from `text`.
    var document: ExtractedDocument?
    /// The findings last published, with the links they name, by link id.
    var findings: [Finding] = []
    var links: [Int: Link] = [:]
    /// The diagnostics last published, to publish again only what changed.
    var published: [UInt8]?
}

extension LanguageServer {
    /// Reads the workspace's configuration and files, then audits every open document again.
    func loadWorkspace() {
        configuration = baseConfiguration
        do throws(Options.UsageError) {
            var found = configurationFile.map { (path: $0, shown: PathText.shown($0)) }
            if found == nil { found = try ConfigurationLookup.find(from: workspace.root) }
            if let found {
                let file = try ConfigurationFile.load(path: found.path, shownAs: found.shown)
                do throws(Options.UsageError) { try file.apply(to: &configuration) } catch {
                    throw Options.UsageError(message: "\(found.shown): \(error.message)")
                }
            }
        } catch {
            log("linkaudit: the configuration is not used: \(ReadableText.escapingInvisibles(error.message))", type: 1)
            configuration = baseConfiguration
        }
        var auditor = Auditor(configuration: configuration, workingDirectory: workspace.root)
        if let cacheFolder { auditor.cache = ExtractionCache(root: cacheFolder) }
        let found = auditor.discover([workspace.root])
        let documents = auditor.extract(found.inputs)
        workspace.inputs = Dictionary(found.inputs.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        workspace.documents = Dictionary(documents.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        workspace.site = Auditor.SiteContext(configuration: configuration, inputs: found.inputs)
        for uri in open.keys {
            open[uri]?.document = nil
            open[uri]?.published = nil
        }
        publishAll()
    }

    /// `workspace/didChangeWatchedFiles`: a configuration file reloads everything; another file is
    /// read again (created, changed) or dropped (deleted), and the open documents audited again.
    func didChangeWatchedFiles(_ params: [String: Any]) {
        let changes = params["changes"] as? [[String: Any]] ?? []
        var paths: [(absolute: String, deleted: Bool)] = []
        for change in changes {
            guard let uri = change["uri"] as? String, let path = DocumentURI.path(of: uri) else { continue }
            paths.append((path, change["type"] as? Int == 3))
        }
        guard !paths.isEmpty else { return }
        if paths.contains(where: {
            [ConfigurationFile.yamlName, ConfigurationFile.defaultName].contains(($0.absolute as NSString).lastPathComponent)
        }) {
            loadWorkspace()
            return
        }
        var auditor = Auditor(configuration: configuration, workingDirectory: workspace.root)
        if let cacheFolder { auditor.cache = ExtractionCache(root: cacheFolder) }
        for (absolute, deleted) in paths {
            let shown = workspace.shownPath(of: absolute)
            if deleted {
                workspace.inputs[shown] = nil
                workspace.documents[shown] = nil
                continue
            }
            guard
                let input = auditor.discover([absolute]).inputs.first.map({ found -> Discovery.Input in
                    var input = found
                    input.path = shown
                    return input
                })
            else { continue }
            workspace.inputs[shown] = input
            if let document = auditor.extract([input]).first { workspace.documents[shown] = document }
        }
        publishAll()
    }

    /// The documents an audit of `document` needs besides it, from the workspace and the open
    /// documents (the editor's text wins): for a page, the pages its links lead to (their anchors
    /// and titles); for app copy and Swift sources, the app's other string tables, Swift sources
    /// and colors, and the pages its links lead to through `siteURL` (their titles name links in
    /// fix suggestions).
    func companions(of document: ExtractedDocument) -> [ExtractedDocument] {
        var byPath = workspace.documents
        for item in open.values { if let own = item.document { byPath[own.file] = own } }
        byPath[document.file] = nil
        var wanted = Set<String>()
        for link in document.links {
            guard let target = Self.localTarget(of: link, from: document.file) ?? Self.siteTarget(of: link, sites: configuration.siteURLs)
            else { continue }
            for candidate in [
                target, target + ".md", target + ".html", target + "/index.md", target + "/README.md", target + "/index.html",
            ] {
                wanted.insert(candidate)
            }
        }
        let pages = wanted.compactMap { byPath[$0] }
        if document.format == .markdown || document.format == .html { return pages.sorted { $0.file < $1.file } }
        return (byPath.values.filter { $0.format != .markdown && $0.format != .html } + pages).sorted { $0.file < $1.file }
    }

    /// The workspace path an absolute destination under one of the configured `siteURL`s leads to
    /// (the site's folder and the rest of its path), without its fragment or query.
    static func siteTarget(of link: Link, sites: [SiteIndex.SiteURL]) -> String? {
        let destination = link.destination
        guard let site = sites.first(where: { destination.lowercased().hasPrefix($0.url) }) else { return nil }
        var rest = Substring(destination.dropFirst(site.url.count))
        if let cut = rest.firstIndex(where: { $0 == "#" || $0 == "?" }) { rest = rest[..<cut] }
        while rest.hasSuffix("/") { rest = rest.dropLast() }
        guard !rest.isEmpty, !rest.split(separator: "/").contains("..") else { return nil }
        let path = rest.removingPercentEncoding ?? String(rest)
        return site.folder.isEmpty ? path : site.folder + "/" + path
    }

    /// The workspace path a relative destination leads to, without its fragment or query.
    static func localTarget(of link: Link, from file: String) -> String? {
        var destination = Substring(link.destination)
        if let cut = destination.firstIndex(where: { $0 == "#" || $0 == "?" }) { destination = destination[..<cut] }
        guard !destination.isEmpty, !destination.hasPrefix("/"), !destination.contains(":") else { return nil }
        var parts = file.split(separator: "/", omittingEmptySubsequences: true).dropLast().map(String.init)
        for part in destination.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(String(part).removingPercentEncoding ?? String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
