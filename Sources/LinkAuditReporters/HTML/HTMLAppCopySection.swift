import LinkAuditModel

/// App copy in the HTML report: a table per string table, one row per key and variation, one column
/// per locale, each cell the links' texts (in the cell's language), the destination written once in
/// the row when every link of the row shares it. Cells with findings of the text and translation
/// rules are marked. Rows are capped per table (``HTMLReportContext/appCopyRows``).
enum HTMLAppCopySection {
    private struct Row: Hashable, Comparable {
        var key: String
        var variation: String
        static func < (a: Row, b: Row) -> Bool { (a.key, a.variation) < (b.key, b.variation) }
    }

    /// One cell: table group, key, variation (empty for none) and locale (`—` for none).
    private struct Cell: Hashable {
        var table: String
        var key: String
        var variation: String
        var locale: String
    }

    static func render(_ result: AuditResult, context: HTMLReportContext) -> String {
        var tables: [String: [Row: [String: [Link]]]] = [:]
        var locales: [String: Set<String>] = [:]
        var tablesOfScope: [ScopeID: Set<String>] = [:]
        for link in result.links {
            guard let entry = link.appCopy else { continue }
            let locale = entry.locale ?? "—"
            tables[entry.tableGroup, default: [:]][Row(key: entry.key, variation: entry.variation ?? ""), default: [:]][locale, default: []]
                .append(link)
            locales[entry.tableGroup, default: []].insert(locale)
            tablesOfScope[link.scope, default: []].insert(entry.tableGroup)
        }
        guard !tables.isEmpty else { return "" }
        let cellRules = flaggedCells(result)
        var html = "<section aria-labelledby=\"appcopy\"><h2 id=\"appcopy\">App copy by key and locale</h2>\n"
        html +=
            "<p>Each string table's links, key by key, in every locale. A cell with findings of the text and translation "
            + "rules is marked ⚠ and names them (findings every Markdown link in SwiftUI gets are left out here).</p>\n"
        // Each platform's app apart, when the run holds several (issue 27): their keys are other strings.
        let scopes = tablesOfScope.keys.sorted()
        for (index, scope) in scopes.enumerated() {
            if scopes.count > 1 {
                let count = tablesOfScope[scope]!.count
                html += "<h3 id=\"appcopy-\(index + 1)\">\(HTMLReporter.escape(Self.title(of: scope))) "
                html +=
                    "<small>(<code>\(HTMLReporter.escape(scope.description))</code>, \(count) \(count == 1 ? "table" : "tables"))</small></h3>\n"
            }
            html += render(
                tables: tables.filter { tablesOfScope[scope]!.contains($0.key) }, locales: locales, cellRules: cellRules, context: context)
        }
        return html + "</section>\n"
    }

    /// What the report calls an app scope: its platform's app, or the name the configuration gives
    /// joined platforms.
    static func title(of scope: ScopeID) -> String {
        guard case .app(let name) = scope else { return scope.description }
        switch AppPlatform(rawValue: name) {
        case .apple?: return "Apple app"
        case .android?: return "Android app"
        case .flutter?: return "Flutter app"
        case .web?: return "Web app"
        case nil: return "App “\(name)”"
        }
    }

    /// The tables of one app scope, each a `<details>` with its key × locale table.
    private static func render(
        tables: [String: [Row: [String: [Link]]]], locales: [String: Set<String>], cellRules: [Cell: Set<RuleID>],
        context: HTMLReportContext
    ) -> String {
        let escape = HTMLReporter.escape
        var html = ""
        for table in tables.keys.sorted() {
            let rows = tables[table]!
            let columns = locales[table]!.sorted { ($0 == "en" ? "" : $0) < ($1 == "en" ? "" : $1) }
            html += "<details\(rows.count <= 50 ? " open" : "")><summary><code>\(escape(table))</code> "
            html += "(\(HTMLReporter.number(rows.count)) \(rows.count == 1 ? "key" : "keys") with links, "
            html += "\(columns.count) \(columns.count == 1 ? "locale" : "locales"))</summary>\n"
            html += "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Links of \(escape(table))\">"
            html += "<table><caption>Links of <code>\(escape(table))</code></caption>\n<thead><tr><th scope=\"col\">Key</th>"
            for locale in columns { html += "<th scope=\"col\">\(escape(locale))</th>" }
            html += "</tr></thead>\n<tbody>\n"
            let sortedRows = rows.keys.sorted()
            for row in sortedRows.prefix(context.appCopyRows) {
                let cells = rows[row]!
                let destinations = Set(cells.values.joined().map(\.destination))
                let shared = destinations.count == 1 ? destinations.first : nil
                html += "<tr><th scope=\"row\"><code>\(escape(ReadableText.key(row.key)))</code>"
                if !row.variation.isEmpty { html += " <small>\(escape(row.variation))</small>" }
                if let shared { html += "<br>→ <code>\(escape(shared))</code>" }
                html += "</th>"
                for locale in columns {
                    let links = cells[locale] ?? []
                    let rules = cellRules[Cell(table: table, key: row.key, variation: row.variation, locale: locale)] ?? []
                    let lang = HTMLReporter.langAttribute(LanguageTag(locale))
                    html += rules.isEmpty ? "<td\(lang)>" : "<td class=\"flag\"\(lang)><span class=\"badge warning\">⚠</span> "
                    html += links.map { link in
                        escape(link.text) + (shared == nil ? " → <code>\(escape(link.destination))</code>" : "")
                    }.joined(separator: "<br>")
                    if !rules.isEmpty {
                        html += "<br><small lang=\"en\">\(rules.sorted().map { escape($0.rawValue) }.joined(separator: ", "))</small>"
                    }
                    html += "</td>"
                }
                html += "</tr>\n"
            }
            html += "</tbody></table></div>\n"
            if sortedRows.count > context.appCopyRows {
                html += "<p>\(HTMLReporter.number(sortedRows.count - context.appCopyRows)) more keys (see the JSON report).</p>\n"
            }
            html += "</details>\n"
        }
        return html
    }

    /// The rules with findings on each cell (table group, key, variation, locale), leaving out the two
    /// every Markdown link in SwiftUI gets: marking cells with them would mark them all.
    private static func flaggedCells(_ result: AuditResult) -> [Cell: Set<RuleID>] {
        let everywhere: Set<RuleID> = ["markdown-link-needs-underline", "inline-only-destination"]
        func cell(_ entry: AppCopyEntry) -> Cell {
            Cell(table: entry.tableGroup, key: entry.key, variation: entry.variation ?? "", locale: entry.locale ?? "—")
        }
        let linkCell = Dictionary(
            result.links.compactMap { link in link.appCopy.map { (link.id, cell($0)) } }, uniquingKeysWith: { first, _ in first })
        let tableOfFile = Dictionary(
            result.links.compactMap { link in link.appCopy.map { (link.file, $0.tableGroup) } }, uniquingKeysWith: { first, _ in first })
        var cellRules: [Cell: Set<RuleID>] = [:]
        for finding in result.findings where !everywhere.contains(finding.rule) {
            let place =
                finding.link.flatMap { linkCell[$0] }
                ?? finding.key.flatMap { key in
                    tableOfFile[finding.file].map {
                        Cell(table: $0, key: key, variation: finding.variation ?? "", locale: finding.locale ?? "—")
                    }
                }
            if let place { cellRules[place, default: []].insert(finding.rule) }
        }
        return cellRules
    }
}
