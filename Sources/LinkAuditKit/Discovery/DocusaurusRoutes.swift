import Foundation
import LinkAuditExtractors
import LinkAuditModel

/// The URL path at which a Docusaurus site serves each of its docs pages (issue 24, section 2), so
/// that a link written `/docs/configuration#testmatch` leads to the page of the run it names
/// (`SiteIndex.routes`: `broken-fragment`, fix suggestions; `ambiguous-link-text`).
///
/// As Docusaurus's docs plugin routes them, from the site's `docusaurus.config.*` (the docs
/// plugin's `path`, default `docs`, and `routeBasePath`, default `docs`) and `versions.json`:
/// - the current docs are served at `/docs/`, or at `/docs/next/` when the site has versions;
///   each `versioned_docs/version-V/` at `/docs/V/`, the first version listed at `/docs/`;
/// - a page's path is its file's path in its folder without the extension and without number
///   prefixes (`01-intro.md` is `intro`); front matter `id` replaces the file name, and `slug`
///   the whole path (`/start`) or the file name (`start`); an `index` or `README` page is its folder.
///
/// Only what the configuration writes as plain strings is read: a path computed in JavaScript
/// falls back to the defaults.
enum DocusaurusRoutes {
    /// Route (without a trailing `/`) to the input's path as reports show it, for the Markdown and
    /// MDX inputs of every Docusaurus site among `inputs`.
    static func routes(in inputs: [Discovery.Input]) -> [String: String] {
        let sites = DocusaurusSites.siteFolders(of: inputs)
        guard !sites.isEmpty else { return [:] }
        var routes: [String: String] = [:]
        var folders: [String: [(folder: String, prefix: String)]] = [:]
        for site in Set(sites.values) { folders[site] = versionFolders(ofSite: site) }
        for input in inputs where input.format == .markdown {
            guard let site = sites[input.path], let versions = folders[site] else { continue }
            guard let version = versions.first(where: { input.absolutePath.hasPrefix($0.folder + "/") }) else { continue }
            let relative = String(input.absolutePath.dropFirst(version.folder.count + 1))
            let frontMatter = (try? input.contents().get()).map { Self.frontMatter(of: $0) } ?? [:]
            let route = Self.route(relative: relative, prefix: version.prefix, id: frontMatter["id"], slug: frontMatter["slug"])
            // Docusaurus serves routes as written; links in another case are matched too.
            for key in [route, route.lowercased()] where routes[key] == nil { routes[key] = input.path }
        }
        return routes
    }

    /// The docs folders of a site, each with its route prefix (`/docs/next`, `/docs/30.0`, `/docs`).
    static func versionFolders(ofSite site: String) -> [(folder: String, prefix: String)] {
        let config = withoutComments(DocusaurusSites.configuration(in: site) ?? "")
        let docsSettings = config.range(of: "docs:").map { String(config[$0.upperBound...].prefix(3_000)) } ?? ""
        let path = firstString(after: "path:", in: docsSettings) ?? "docs"
        var base = firstString(after: "routeBasePath:", in: docsSettings) ?? "docs"
        while base.hasPrefix("/") { base.removeFirst() }
        while base.hasSuffix("/") { base.removeLast() }
        let root = base.isEmpty ? "" : "/" + base
        let current = Discovery.standardize(site + "/" + path)
        var versions: [String] = []
        if let data = PathText.contents(atPath: site + "/versions.json", limit: Discovery.siteFileLimit),
            let list = try? JSONSerialization.jsonObject(with: Data(data)) as? [String]
        {
            versions = list
        }
        var folders = [(folder: current, prefix: versions.isEmpty ? root : root + "/next")]
        for (place, version) in versions.enumerated() {
            folders.append((site + "/versioned_docs/version-" + version, place == 0 ? root : root + "/" + version))
        }
        return folders
    }

    /// The route of a page at `relative` (its path in its version's folder).
    static func route(relative: String, prefix: String, id: String?, slug: String?) -> String {
        var segments = relative.split(separator: "/").map { String($0) }
        guard var name = segments.popLast() else { return prefix }
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        segments = segments.map(withoutNumberPrefix)
        name = withoutNumberPrefix(name)
        if let slug {
            if slug.hasPrefix("/") { return prefix + (trimmedSlash(slug).isEmpty ? "" : "/" + trimmedSlash(slug)) }
            return prefix + "/" + (segments + [trimmedSlash(slug)]).joined(separator: "/")
        }
        if let id {
            name = id
        } else if ["index", "readme"].contains(name.lowercased()) {
            return prefix + (segments.isEmpty ? "" : "/" + segments.joined(separator: "/"))
        }
        return prefix + "/" + (segments + [name]).joined(separator: "/")
    }

    private static func trimmedSlash(_ text: String) -> String {
        var text = Substring(text)
        while text.hasSuffix("/") { text.removeLast() }
        while text.hasPrefix("/") { text.removeFirst() }
        return String(text)
    }

    /// `01-intro` is `intro`, as Docusaurus's default number prefix parser reads a file or folder name.
    static func withoutNumberPrefix(_ name: String) -> String {
        let digits = name.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < name.count else { return name }
        let rest = name.dropFirst(digits.count)
        guard let separator = rest.first, "-_.".contains(separator), rest.count > 1 else { return name }
        return String(rest.dropFirst().drop { $0 == " " })
    }

    /// JavaScript without its comments: `/* … */`, and `// …` to the end of its line where `//`
    /// starts the line or follows white space (not `https://` in a string), so that a key
    /// commented out (`// path: 'old'`) is not read.
    static func withoutComments(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "/*") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "*/") else { return stripLineComments(result) }
            rest = rest[close.upperBound...]
        }
        return stripLineComments(result + rest)
    }

    private static func stripLineComments(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var previous: Character = " "
            var index = line.startIndex
            while index < line.endIndex {
                if line[index] == "/", previous.isWhitespace, line[line.index(after: index)...].hasPrefix("/") { return line[..<index] }
                previous = line[index]
                index = line.index(after: index)
            }
            return line
        }.joined(separator: "\n")
    }

    /// The first quoted string after `key` in `text` (`path: '../docs'`).
    private static func firstString(after key: String, in text: String) -> String? {
        guard let range = text.range(of: key) else { return nil }
        let rest = text[range.upperBound...].drop { $0 == " " || $0 == "\t" }
        guard let quote = rest.first, quote == "'" || quote == "\"" || quote == "`" else { return nil }
        let value = rest.dropFirst().prefix { $0 != quote }
        return value.count < rest.count - 1 ? String(value) : nil
    }

    /// `key: value` lines of a page's front matter (`id`, `slug`), quotes removed.
    static func frontMatter(of bytes: [UInt8]) -> [String: String] {
        let head = String(decoding: bytes.prefix(4_096), as: UTF8.self)
        var lines = head.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard lines.first == "---" else { return [:] }
        lines.removeFirst()
        var fields: [String: String] = [:]
        for line in lines {
            if line == "---" { break }
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = String(line[..<colon])
            guard key == "id" || key == "slug" else { continue }
            var value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, let first = value.first, first == "'" || first == "\"", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            if !value.isEmpty { fields[key] = value }
        }
        return fields
    }
}
