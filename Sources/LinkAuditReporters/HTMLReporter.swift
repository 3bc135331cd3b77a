import LinkAuditModel
import LinkAuditRules

/// One self-contained, accessible HTML page: summary by rule and severity, findings per file with
/// the sentence around each link (the link marked), and each document's links as VoiceOver's
/// Links rotor lists them (names only, out of context). No script, no network; all audited text escaped.
public enum HTMLReporter {
    public static func render(_ result: AuditResult, title: String = "linkaudit report") -> String {
        let linksByID = Dictionary(uniqueKeysWithValues: result.links.map { ($0.id, $0) })
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <style>\(style)</style>
            </head>
            <body>
            <a class="skip" href="#findings">Skip to findings</a>
            <header><h1>\(escape(title))</h1>
            <p>\(escape(ToolInfo.name)) \(escape(ToolInfo.version)): \(escape(TextReporter.summary(result))).</p></header>
            <main>

            """
        html += summaryTable(result)
        if !result.notClassified.isEmpty {
            html +=
                "<p class=\"note\">No generic-text list yet for these languages, so their link text was not classified: \(escape(result.notClassifiedSummary)).</p>\n"
        }
        if !result.errors.isEmpty {
            html += "<section aria-labelledby=\"errors\"><h2 id=\"errors\">Inputs that could not be read</h2><ul>\n"
            for error in result.errors {
                html += "<li><code>\(escape(location(error.file, error.line, error.column)))</code>: \(escape(error.message))</li>\n"
            }
            html += "</ul></section>\n"
        }
        html += "<section aria-labelledby=\"findings\"><h2 id=\"findings\">Findings by file</h2>\n"
        if result.findings.isEmpty { html += "<p>No findings.</p>\n" }
        // A finding on one key in several locales is one entry, in the file of its source-language
        // instance, naming the others (`FindingGroups`).
        var byFile: [String: [FindingGroups.Entry]] = [:]
        for entry in FindingGroups.entries(result) { byFile[entry.finding.file, default: []].append(entry) }
        for file in byFile.keys.sorted() {
            let findings = byFile[file]!
            html +=
                "<section class=\"file\"><h3><code>\(escape(file))</code> <span class=\"count\">(\(findings.count) findings)</span></h3>\n<ol class=\"findings\">\n"
            // One item per link (or per finding without a link), its findings listed inside it.
            var groups: [[FindingGroups.Entry]] = []
            var groupOfLink: [Int: Int] = [:]
            for entry in findings {
                if let id = entry.finding.link, let index = groupOfLink[id] {
                    groups[index].append(entry)
                } else {
                    if let id = entry.finding.link { groupOfLink[id] = groups.count }
                    groups.append([entry])
                }
            }
            for group in groups {
                html += findingItem(group, link: group[0].finding.link.flatMap { linksByID[$0] })
            }
            html += "</ol></section>\n"
        }
        html += "</section>\n"
        html += appCopySection(result)
        html += rotorSection(result)
        html += "</main>\n</body>\n</html>\n"
        return html
    }

    private static func summaryTable(_ result: AuditResult) -> String {
        var counts: [String: [Severity: Int]] = [:]
        for finding in result.findings { counts[finding.rule, default: [:]][finding.severity, default: 0] += 1 }
        var html = "<section aria-labelledby=\"summary\"><h2 id=\"summary\">Summary by rule</h2>\n"
        html +=
            "<table><caption>Findings per rule and severity</caption>\n<thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">What it flags</th>"
        html += "<th scope=\"col\">Errors</th><th scope=\"col\">Warnings</th><th scope=\"col\">Notes</th></tr></thead>\n<tbody>\n"
        for description in RuleCatalog.descriptions {
            let row = counts[description.id] ?? [:]
            html += "<tr><th scope=\"row\"><code>\(escape(description.id))</code></th><td>\(escape(description.summary))</td>"
            for severity in [Severity.error, .warning, .note] {
                html += "<td class=\"num\">\(row[severity] ?? 0)</td>"
            }
            html += "</tr>\n"
        }
        html += "</tbody></table></section>\n"
        return html
    }

    /// One link's findings: where it is, the sentence around it with the link marked, where it
    /// goes, then each finding with its message and fix, most severe first.
    private static func findingItem(_ entries: [FindingGroups.Entry], link: Link?) -> String {
        let ordered = entries.sorted { ($1.finding.severity, $0.finding.rule) < ($0.finding.severity, $1.finding.rule) }
        let first = ordered[0].finding
        var html = "<li class=\"finding \(first.severity.rawValue)\">"
        html += "<p><code>\(escape(location(first.file, first.line, first.column)))</code>"
        if let key = first.key {
            html += ", key <code>\(escape(ReadableText.key(key)))</code>"
            if let locale = first.locale { html += ", locale <code>\(escape(locale))</code>" }
            if let variation = first.variation { html += ", variation <code>\(escape(variation))</code>" }
        }
        if let link {
            let label = link.name.isEmpty ? (link.text.isEmpty ? "(no name)" : link.text) : link.name
            html += ": link <q>\(escape(label))</q> to <code>\(escape(link.destination))</code>"
        }
        html += "</p>\n"
        if let context = link?.context, !context.text.isEmpty {
            let characters = Array(context.text)
            let start = min(context.linkStart, characters.count)
            let end = min(start + context.linkLength, characters.count)
            html +=
                "<blockquote class=\"context\"><p>\(escape(String(characters[..<start])))<mark>\(escape(String(characters[start..<end])))</mark>"
            html += "\(escape(String(characters[end...])))</p></blockquote>\n"
        }
        html += "<ul class=\"rules\">\n"
        for entry in ordered {
            let finding = entry.finding
            html += "<li><span class=\"badge \(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> "
            html += "<code>\(escape(finding.rule))</code>: \(escape(finding.message))"
            if let fix = finding.fix { html += "<br><span class=\"fix\"><strong>Fix:</strong> \(escape(fix))</span>" }
            if !entry.others.isEmpty { html += "<br>" + alsoInLocales(entry) }
            html += "</li>\n"
        }
        html += "</ul></li>\n"
        return html
    }

    /// `Also in de (de.lproj/Localizable.strings:2:9), fr (…)`: where the group's other instances are.
    private static func alsoInLocales(_ entry: FindingGroups.Entry) -> String {
        let places = entry.others.map { other in
            "\(escape(other.locale ?? "base")) (<code>\(escape(location(other.file, other.line, other.column)))</code>)"
        }
        return "<span class=\"also\"><strong>Also in</strong> \(places.joined(separator: ", "))</span>"
    }

    /// App copy: a table per string table, one row per key and variation, one column per locale,
    /// each cell the links' texts and destinations; cells with findings are marked.
    private static func appCopySection(_ result: AuditResult) -> String {
        struct Row: Hashable, Comparable {
            var key: String
            var variation: String
            static func < (a: Row, b: Row) -> Bool { (a.key, a.variation) < (b.key, b.variation) }
        }
        var tables: [String: [Row: [String: [Link]]]] = [:]
        var locales: [String: Set<String>] = [:]
        for link in result.links {
            guard let entry = link.appCopy else { continue }
            let locale = entry.locale ?? "—"
            tables[entry.tableGroup, default: [:]][Row(key: entry.key, variation: entry.variation ?? ""), default: [:]][locale, default: []]
                .append(link)
            locales[entry.tableGroup, default: []].insert(locale)
        }
        guard !tables.isEmpty else { return "" }
        // Every Markdown link in SwiftUI gets these two; marking cells with them would mark them all.
        let everywhere: Set<String> = ["markdown-link-needs-underline", "inline-only-destination"]
        var cellRules: [String: Set<String>] = [:]
        func cell(_ entry: AppCopyEntry) -> String {
            "\(entry.tableGroup)\u{1}\(entry.key)\u{1}\(entry.variation ?? "")\u{1}\(entry.locale ?? "—")"
        }
        let linkCell = Dictionary(uniqueKeysWithValues: result.links.compactMap { link in link.appCopy.map { (link.id, cell($0)) } })
        let tableOfFile = Dictionary(
            result.links.compactMap { link in link.appCopy.map { (link.file, $0.tableGroup) } }, uniquingKeysWith: { first, _ in first })
        for finding in result.findings where !everywhere.contains(finding.rule) {
            let place =
                finding.link.flatMap { linkCell[$0] }
                ?? finding.key.flatMap { key in
                    tableOfFile[finding.file].map { "\($0)\u{1}\(key)\u{1}\(finding.variation ?? "")\u{1}\(finding.locale ?? "—")" }
                }
            if let place { cellRules[place, default: []].insert(finding.rule) }
        }
        var html = "<section aria-labelledby=\"appcopy\"><h2 id=\"appcopy\">App copy by key and locale</h2>\n"
        html +=
            "<p>Each string table's links, key by key, in every locale. A cell with findings of the text and translation "
            + "rules is marked ⚠ and names them (findings every Markdown link in SwiftUI gets are left out here).</p>\n"
        for table in tables.keys.sorted() {
            let rows = tables[table]!
            let columns = locales[table]!.sorted { ($0 == "en" ? "" : $0) < ($1 == "en" ? "" : $1) }
            html +=
                "<details\(rows.count <= 50 ? " open" : "")><summary><code>\(escape(table))</code> (\(rows.count) keys with links, \(columns.count) locales)</summary>\n"
            html +=
                "<div class=\"scroll\"><table><caption>Links of <code>\(escape(table))</code></caption>\n<thead><tr><th scope=\"col\">Key</th>"
            for locale in columns { html += "<th scope=\"col\">\(escape(locale))</th>" }
            html += "</tr></thead>\n<tbody>\n"
            for row in rows.keys.sorted() {
                html +=
                    "<tr><th scope=\"row\"><code>\(escape(row.key))</code>\(row.variation.isEmpty ? "" : " <small>\(escape(row.variation))</small>")</th>"
                for locale in columns {
                    let links = rows[row]![locale] ?? []
                    let rules = cellRules["\(table)\u{1}\(row.key)\u{1}\(row.variation)\u{1}\(locale)"] ?? []
                    html += rules.isEmpty ? "<td>" : "<td class=\"flag\"><span class=\"badge warning\">⚠</span> "
                    html += links.map { "\(escape($0.text)) → <code>\(escape($0.destination))</code>" }.joined(separator: "<br>")
                    if !rules.isEmpty { html += "<br><small>\(rules.sorted().map(escape).joined(separator: ", "))</small>" }
                    html += "</td>"
                }
                html += "</tr>\n"
            }
            html += "</tbody></table></div></details>\n"
        }
        html += "</section>\n"
        return html
    }

    private static func rotorSection(_ result: AuditResult) -> String {
        var html = "<section aria-labelledby=\"rotor\"><h2 id=\"rotor\">Links as the VoiceOver Links rotor lists them</h2>\n"
        html += "<p>Each document's link names, out of context. Names that say nothing on their own stand out here.</p>\n"
        var byFile: [String: [Link]] = [:]
        for link in result.links { byFile[link.file, default: []].append(link) }
        for file in byFile.keys.sorted() {
            let links = byFile[file]!
            html +=
                "<details><summary><code>\(escape(file))</code> (\(links.count) \(links.count == 1 ? "link" : "links"))</summary><ol class=\"rotor\">"
            for link in links {
                let name = link.name.isEmpty ? "(no name)" : link.name
                let prefix = link.appCopy.map { "[\($0.key)\($0.locale.map { " \($0)" } ?? "")] " } ?? ""
                html += "<li>\(escape(prefix))\(escape(name))</li>"
            }
            html += "</ol></details>\n"
        }
        html += "</section>\n"
        return html
    }

    private static func location(_ file: String, _ line: Int?, _ column: Int?) -> String {
        file + (line.map { ":\($0)" } ?? "") + (column.map { ":\($0)" } ?? "")
    }

    /// Escapes text for HTML element content and attribute values; invisible characters (bidi
    /// controls, zero-width spaces) are shown as `\u{…}` escapes (``ReadableText``).
    public static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for character in ReadableText.escapingInvisibles(text) {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.append(character)
            }
        }
        return output
    }

    private static let style = """
        :root{color-scheme:light dark;--fg:#1b1b1b;--bg:#fff;--muted:#555;--err:#a4000f;--warn:#7a4d00;--note:#0b5394;--mark:#fff3a0}
        @media (prefers-color-scheme:dark){:root{--fg:#eee;--bg:#161616;--muted:#bbb;--err:#ff8a8a;--warn:#ffcc66;--note:#8ab8ff;--mark:#5a4d00}}
        body{font:16px/1.5 system-ui,-apple-system,sans-serif;color:var(--fg);background:var(--bg);margin:0 auto;max-width:70rem;padding:1rem 1.5rem}
        .skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem}
        table{border-collapse:collapse;width:100%}th,td{border:1px solid var(--muted);padding:.3rem .5rem;text-align:left;vertical-align:top}
        td.num{text-align:right;font-variant-numeric:tabular-nums}caption{text-align:left;font-weight:600;padding:.3rem 0}
        ol.findings{padding-left:1.5rem}li.finding{margin:.75rem 0;border-left:4px solid var(--muted);padding-left:.75rem}
        li.error{border-color:var(--err)}li.warning{border-color:var(--warn)}li.note{border-color:var(--note)}
        .badge{font-weight:700;text-transform:uppercase;font-size:.8rem}.badge.error{color:var(--err)}.badge.warning{color:var(--warn)}.badge.note{color:var(--note)}
        blockquote.context{margin:.25rem 0;padding:.25rem .75rem;border-left:2px solid var(--muted)}
        mark{background:var(--mark);color:inherit;text-decoration:underline;font-weight:600}
        code{font-family:ui-monospace,Menlo,monospace;font-size:.9em;overflow-wrap:anywhere}.count{font-weight:400;color:var(--muted)}
        p{margin:.25rem 0}ul.rules{margin:.25rem 0;padding-left:1.2rem}ul.rules li{margin:.2rem 0}details{margin:.25rem 0}a{color:inherit}.scroll{overflow-x:auto}td.flag{outline:2px solid var(--warn)}
        """
}
