import Foundation
import LinkAuditExtractors
import LinkAuditModel

/// The URL path at which a Starlight site serves each page of its `src/content/docs/` folder (issue
/// 24, section 2), so that a link written `/start/#prerequisites` leads to the page of the run it
/// names (`SiteIndex.routes`), as ``DocusaurusRoutes`` does for Docusaurus.
///
/// As Astro's content collections name entries: the page's path in `src/content/docs/` without its
/// extension, each folder and file name slugged as github-slugger slugs it (lowercased, spaces as
/// `-`, punctuation other than `-` and `_` removed: `concept/Inter-Process Communication/index.mdx`
/// is `/concept/inter-process-communication`), an `index` page at its folder; front matter `slug`
/// replaces the whole path. A translation in a locale folder (`fr/start/index.mdx`) is served
/// under it (`/fr/start`). A site is a folder holding `src/content/docs/` and an `astro.config.*`.
enum StarlightRoutes {
    /// Route (without a trailing `/`) to the input's path as reports show it.
    static func routes(in inputs: [Discovery.Input]) -> [String: String] {
        var isSite: [String: Bool] = [:]
        var routes: [String: String] = [:]
        for input in inputs where input.format == .markdown {
            guard let marker = input.absolutePath.range(of: "/src/content/docs/") else { continue }
            let site = String(input.absolutePath[..<marker.lowerBound])
            if isSite[site] == nil {
                isSite[site] = ["mjs", "ts", "js", "mts"].contains { PathText.exists(site + "/astro.config." + $0) }
            }
            guard isSite[site] == true else { continue }
            let relative = String(input.absolutePath[marker.upperBound...])
            let slug = (try? input.contents().get()).map { DocusaurusRoutes.frontMatter(of: $0)["slug"] } ?? nil
            let route = Self.route(relative: relative, slug: slug)
            for key in [route, route.lowercased()] where routes[key] == nil { routes[key] = input.path }
        }
        return routes
    }

    /// The route of a page at `relative` (its path in `src/content/docs/`).
    static func route(relative: String, slug: String?) -> String {
        if let slug {
            let trimmed = slug.split(separator: "/").joined(separator: "/")
            return "/" + trimmed
        }
        var segments = relative.split(separator: "/").map(String.init)
        guard var name = segments.popLast() else { return "/" }
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        if name.lowercased() != "index" { segments.append(name) }
        return "/" + segments.map(slugged).joined(separator: "/")
    }

    /// A file or folder name as github-slugger slugs it.
    static func slugged(_ name: String) -> String {
        var result = ""
        for character in name.lowercased() {
            if character == " " {
                result.append("-")
            } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                result.append(character)
            }
        }
        return result
    }
}

/// The paths the run's site builders serve its pages at (`SiteIndex.routes`): Docusaurus's docs and
/// Starlight's content, each found where its site is.
enum SiteRoutes {
    static func routes(in inputs: [Discovery.Input]) -> [String: String] {
        DocusaurusRoutes.routes(in: inputs).merging(StarlightRoutes.routes(in: inputs)) { docusaurus, _ in docusaurus }
    }
}
