import LinkAuditModel
import LinkAuditRules

/// "Link colors" in the HTML report: the run's accent and link colors (colorsets and design tokens)
/// and the colors styled links are given (in app code, and on pages where `link-contrast` or
/// `link-not-distinguishable` found something), with their light and dark values, where each is defined
/// and its contrast ratio against its background per appearance (`link-contrast`'s measure).
/// Present only when the run has color definitions or styled links. Every name, file and value is
/// escaped.
enum HTMLLinkColorsSection {
    struct Row {
        var name: String
        var light: String
        var dark: String
        var site: String
        var ratios: String
    }

    static func render(_ result: AuditResult) -> String {
        let rows = self.rows(result)
        guard !rows.isEmpty else { return "" }
        let escape = HTMLReporter.escape
        var html = "<section aria-labelledby=\"linkcolors\"><h2 id=\"linkcolors\">Link colors</h2>\n"
        html +=
            "<p>The accent and link colors the run defines and the colors styled links get, with their contrast "
            + "against the background in each appearance (4.5:1 needed; — where a color is unknown).</p>\n"
        html += "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Table of link colors and their contrast\">"
        html += "<table><caption>Link colors</caption>\n<thead><tr><th scope=\"col\">Name</th><th scope=\"col\">Light</th>"
        html += "<th scope=\"col\">Dark</th><th scope=\"col\">Where defined</th><th scope=\"col\">Contrast</th></tr></thead>\n<tbody>\n"
        for row in rows {
            html += "<tr><th scope=\"row\"><code>\(escape(ReadableText.escapingInvisibles(row.name)))</code></th>"
            html += "<td>\(escape(row.light))</td><td>\(escape(row.dark))</td>"
            html += "<td><code>\(escape(ReadableText.escapingInvisibles(row.site)))</code></td><td>\(escape(row.ratios))</td></tr>\n"
        }
        html += "</tbody></table></div></section>\n"
        return html
    }

    /// One row per accent or link definition (by name), then one per color site of styled links.
    static func rows(_ result: AuditResult) -> [Row] {
        let resolver = ColorResolver(definitions: result.colorDefinitions ?? [], accentColorName: result.accentColorName)
        var rows: [Row] = []
        let tokenBackground = ColorBackgrounds.tokenBackground(in: resolver)
        for definition in resolver.definitions.values.sorted(by: { $0.name < $1.name }) {
            guard let role = resolver.role(of: definition), role == .accent || role == .link,
                !ColorNameWords.namesNonText(definition.name)
            else { continue }
            let background: ColorSource? =
                definition.kind == .assetCatalog ? .system("systemBackground") : tokenBackground.map { .named($0) }
            rows.append(
                row(
                    name: definition.name, source: .named(definition.name), background: background,
                    site: definition.site.description, resolver: resolver))
        }
        // Styled links of the app, and of pages where an appearance rule found something: a streamed
        // run keeps only those links of its pages, so the table is the same either way.
        let appearanceRules: Set<RuleID> = ["link-contrast", "link-not-distinguishable"]
        let named = Set(
            result.findings.filter { appearanceRules.contains($0.rule) }.flatMap { [$0.link] + ($0.related ?? []).map(\.link) }
                .compactMap { $0 })
        var seen = Set<String>()
        for link in result.links where link.scope.isApp || named.contains(link.id) {
            guard let style = link.style else { continue }
            for entry in style.appearances {
                guard let color = entry.color, let site = entry.colorSite, seen.insert(site.description).inserted else { continue }
                let name = resolver.resolve(color, in: entry.appearance ?? .light)?.name ?? "unknown"
                rows.append(row(name: name, source: color, background: entry.background, site: site.description, resolver: resolver))
            }
        }
        return rows
    }

    private static func row(name: String, source: ColorSource, background: ColorSource?, site: String, resolver: ColorResolver) -> Row {
        let light = resolver.resolve(source, in: .light)?.color.hex ?? "—"
        let dark = resolver.resolve(source, in: .dark)?.color.hex ?? "—"
        var ratios: [String] = []
        for appearance in Appearance.allCases {
            guard let front = resolver.resolve(source, in: appearance), let background,
                let back = resolver.resolve(background, in: appearance)
            else {
                if appearance.base == appearance { ratios.append("\(appearance.readable) —") }
                continue
            }
            let ratio = RGBAColor.contrastRatio(front.color, back.color)
            ratios.append("\(appearance.readable) \(ContrastText.ratio(ratio, under: ColorBackgrounds.linkMinimum))")
        }
        return Row(name: name, light: light, dark: dark, site: site, ratios: ratios.joined(separator: ", "))
    }
}
