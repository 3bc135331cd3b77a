import LinkAuditModel

/// The drill-down of the HTML report (issue 11, item 2): rule → group (a link name across files, an
/// app-copy key across locales) → places, each group a `<details>` with its counts in the summary
/// and each place a finding with a stable anchor. Capped so the page stays light
/// (``HTMLReportContext``); what is left out is counted and is in the JSON report.
struct HTMLFindingsSection {
    let linksByID: LinkIndex
    let context: HTMLReportContext
    /// Each finding's anchors, last first: identical findings take theirs in report order.
    var anchorQueue: [Finding: [String]]
    /// The folder-page file name of each finding left out past the caps, by anchor
    /// (``HTMLFolderPages``); empty when no pages are written.
    var pageOfAnchor: [String: String] = [:]
    /// The configured address of the rule pages (``AuditResult/ruleDocumentation``).
    var ruleDocumentation: String?

    private let escape = HTMLReporter.escape

    mutating func render(_ rules: [(rule: RuleID, groups: [HTMLFindingGroup])]) -> String {
        var html = "<section aria-labelledby=\"findings\"><h2 id=\"findings\">Findings by rule</h2>\n"
        if rules.isEmpty { html += "<p>No findings\(context.includeNotes ? "" : " above notes").</p>\n" }
        html += "<p id=\"shown\" class=\"count\" aria-live=\"polite\"></p>\n"
        for (rule, groups) in rules {
            let total = groups.reduce(0) { $0 + $1.instances }
            html += "<section class=\"rule\" data-rule=\"\(escape(rule.rawValue))\" aria-labelledby=\"r-\(escape(rule.rawValue))\">"
            html +=
                "<h3 id=\"r-\(escape(rule.rawValue))\">\(HTMLStartHere.ruleLink(rule, template: ruleDocumentation)) <span class=\"count\">"
            html += "\(HTMLReporter.number(total)) \(total == 1 ? "finding" : "findings") in \(HTMLReporter.number(groups.count)) "
            html += "\(groups.count == 1 ? "group" : "groups")</span></h3>\n"
            for group in groups.prefix(context.groupsPerRule) { html += render(group) }
            let tail = groups.dropFirst(context.groupsPerRule)
            if !tail.isEmpty {
                let tailFindings = tail.reduce(0) { $0 + $1.instances }
                html += "<details class=\"tail\"><summary>\(HTMLReporter.number(tail.count)) more groups "
                html += "(\(HTMLReporter.number(tailFindings)) findings)</summary><ul>\n"
                for group in tail.prefix(context.groupLinesPerRule) {
                    let anchors = group.entries.map { anchor($0.finding) }
                    html +=
                        "<li id=\"\(group.anchor)\">\(HTMLStartHere.groupLine(group))\(pageLink(anchors.first, "its places") ?? "")</li>\n"
                }
                html += "</ul>"
                if tail.count > context.groupLinesPerRule {
                    let seeAlso = pageOfAnchor.isEmpty ? "see the JSON report" : "each place is on the folder pages"
                    html += "<p>\(HTMLReporter.number(tail.count - context.groupLinesPerRule)) more groups (\(seeAlso)).</p>"
                }
                html += "</details>\n"
            }
            html += "</section>\n"
        }
        return html + "</section>\n"
    }

    private mutating func anchor(_ finding: Finding) -> String {
        anchorQueue[finding]?.popLast() ?? ""
    }

    /// `: <a href="report.files/page.html#f-…">text</a>` to the folder page holding `anchor`, or
    /// `nil` (shown as nothing) when no page does.
    private func pageLink(_ anchor: String?, _ text: String) -> String? {
        guard let anchor, let page = pageOfAnchor[anchor], let folder = context.pagesFolder else { return nil }
        return ": <a href=\"\(escape(URIPath.encoded(PathText.bytes(folder))))/\(page)#\(anchor)\">\(text)</a>"
    }

    /// The places the page leaves out past its caps, with the anchors ``render(_:)`` would give
    /// them, and each left-out entry's other locales as places of their own.
    static func leftOut(
        _ rules: [(rule: RuleID, groups: [HTMLFindingGroup])], context: HTMLReportContext, anchorQueue: [Finding: [String]]
    ) -> [HTMLFolderPages.Place] {
        var queue = anchorQueue
        var places: [HTMLFolderPages.Place] = []
        for (_, groups) in rules {
            for (index, group) in groups.enumerated() {
                let shown = index < context.groupsPerRule ? context.placesPerGroup : 0
                for (position, entry) in group.entries.enumerated() {
                    let anchor = queue[entry.finding]?.popLast() ?? ""
                    guard position >= shown else { continue }
                    places.append(.init(entry: FindingGroups.Entry(finding: entry.finding, others: []), anchor: anchor))
                    for other in entry.others {
                        places.append(.init(entry: FindingGroups.Entry(finding: other, others: []), anchor: queue[other]?.popLast() ?? ""))
                    }
                }
            }
        }
        return places
    }

    private mutating func render(_ group: HTMLFindingGroup) -> String {
        let open = group.severity == .error ? " open" : ""
        var html = "<details class=\"group \(group.severity.rawValue)\" id=\"\(group.anchor)\"\(open)><summary>"
        html += HTMLStartHere.groupLine(group) + "</summary>\n<ol class=\"findings\">\n"
        for entry in group.entries.prefix(context.placesPerGroup) { html += item(entry, id: anchor(entry.finding)) }
        let leftOut = group.entries.dropFirst(context.placesPerGroup).map { anchor($0.finding) }
        html += "</ol>\n"
        if !leftOut.isEmpty {
            html += "<p class=\"more\">"
            if let link = pageLink(leftOut.first, "\(HTMLReporter.number(leftOut.count)) more places") {
                html += link.dropFirst(2) + ".</p>\n"
            } else {
                html += "\(HTMLReporter.number(leftOut.count)) more places (see the JSON report).</p>\n"
            }
        }
        return html + "</details>\n"
    }

    /// One finding: where it is (a link to its own anchor), the link and the sentence around it
    /// with the link marked, the message and the fix, and the group's other locales.
    func item(_ entry: FindingGroups.Entry, id: String) -> String {
        let finding = entry.finding
        let link = finding.link.flatMap { linksByID[$0] }
        let lang = HTMLReporter.langAttribute(link?.languageTag)
        var html = "<li class=\"finding \(finding.severity.rawValue)\" id=\"\(id)\" data-sev=\"\(finding.severity.rawValue)\""
        html +=
            " data-rule=\"\(escape(finding.rule.rawValue))\" data-file=\"\(escape(finding.file))\" data-lang=\"\(escape(link?.languageTag?.description ?? ""))\">"
        html +=
            "<p><a class=\"place\" href=\"#\(id)\"><code>\(escape(HTMLReporter.location(finding.file, finding.line, finding.column)))</code></a>"
        html += " <span class=\"badge \(finding.severity.rawValue)\">\(finding.severity.rawValue)</span>"
        if let key = finding.key {
            html += " key <code>\(escape(ReadableText.key(key)))</code>"
            if let locale = finding.locale { html += ", locale <code>\(escape(locale))</code>" }
            if let variation = finding.variation { html += ", variation <code>\(escape(variation))</code>" }
        }
        if let link {
            html += ": link <q\(lang)>\(escape(HTMLFindingGroup.displayName(link)))</q> to <code>\(escape(link.destination))</code>"
        }
        html += "</p>\n"
        if let context = link?.context, !context.text.isEmpty {
            let characters = Array(context.text)
            let start = min(context.linkStart, characters.count)
            let end = min(start + context.linkLength, characters.count)
            html += "<blockquote class=\"context\"\(lang)><p>\(escape(String(characters[..<start])))"
            html += "<mark>\(escape(String(characters[start..<end])))</mark>\(escape(String(characters[end...])))</p></blockquote>\n"
        }
        html += "<p>\(escape(finding.message))</p>"
        if let fix = finding.fix { html += "<p class=\"fix\"><strong>Fix:</strong> \(escape(fix))</p>" }
        if !entry.others.isEmpty {
            // Each other locale's own name when any differs from the shown one (`FindingGroups.Entry.otherNames`).
            let places = entry.others.enumerated().map { index, other in
                var place = escape(other.locale ?? "base")
                if index < entry.otherNames.count {
                    let otherLang = HTMLReporter.langAttribute(other.link.flatMap { linksByID[$0] }?.languageTag)
                    place += " <q\(otherLang)>\(escape(ReadableText.key(entry.otherNames[index])))</q>"
                }
                return place + " (<code>\(escape(HTMLReporter.location(other.file, other.line, other.column)))</code>)"
            }
            html += "<p class=\"also\"><strong>Also in</strong> \(places.joined(separator: ", "))</p>"
        }
        if let related = finding.related, !related.isEmpty {
            let places = related.map { "<code>\(escape(HTMLReporter.location($0.file, $0.line, $0.column)))</code>" }
            html += "<p class=\"related\"><strong>Other places:</strong> \(places.joined(separator: ", "))</p>"
        }
        return html + "</li>\n"
    }

    /// One row of the notes table: a rule and a folder.
    private struct NoteRow: Hashable {
        var rule: RuleID
        var folder: String
    }

    /// Notes counted per rule and folder (the file's folder), most first, instead of listed one by one.
    static func notesSummary(_ result: AuditResult) -> String {
        var counts: [NoteRow: Int] = [:]
        for finding in result.findings where finding.severity == .note {
            counts[NoteRow(rule: finding.rule, folder: folder(of: finding.file)), default: 0] += 1
        }
        guard !counts.isEmpty else { return "" }
        let total = counts.values.reduce(0, +)
        var html = "<section aria-labelledby=\"notes\"><h2 id=\"notes\">Notes</h2>\n"
        html += "<p>\(HTMLReporter.number(total)) \(total == 1 ? "note" : "notes"), counted per rule and folder; "
        html += "the JSON report lists each, and <code>--html-notes</code> lists them here.</p>\n"
        html += "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Notes per rule and folder\">"
        html += "<table><caption>Notes per rule and folder</caption>\n<thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">Folder</th>"
        html += "<th scope=\"col\">Notes</th></tr></thead>\n<tbody>\n"
        let rows = counts.sorted { ($1.value, $0.key.rule, $0.key.folder) < ($0.value, $1.key.rule, $1.key.folder) }
        for (key, count) in rows.prefix(100) {
            html +=
                "<tr><td>\(HTMLStartHere.ruleLink(key.rule, template: result.ruleDocumentation))</td><td><code>\(HTMLReporter.escape(key.folder))</code></td>"
            html += "<td class=\"num\">\(HTMLReporter.number(count))</td></tr>\n"
        }
        html += "</tbody></table></div>\n"
        if rows.count > 100 { html += "<p>\(HTMLReporter.number(rows.count - 100)) more rows (see the JSON report).</p>\n" }
        return html + "</section>\n"
    }

    /// The file's folder, `.` for a file at the top.
    static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return String(file[..<slash])
    }
}
