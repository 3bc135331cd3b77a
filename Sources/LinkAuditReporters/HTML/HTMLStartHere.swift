import LinkAuditModel
import LinkAuditRules

/// The top of the HTML report (issue 11, item 1): counts by severity; what to fix first, errors
/// first, then the groups that fix the most findings at once (one name across files, one key across
/// locales); the files with the most findings; the rules, those without findings folded away.
enum HTMLStartHere {
    /// Items of the "Fix first" list after the errors, and error groups listed.
    static let fixFirstLimit = 10
    /// Files listed under "Files with the most findings".
    static let topFilesLimit = 10

    static func render(_ result: AuditResult, rules: [(rule: RuleID, groups: [HTMLFindingGroup])], context: HTMLReportContext) -> String {
        let escape = HTMLReporter.escape
        let number = HTMLReporter.number
        var html = "<section id=\"start\" aria-labelledby=\"start-h\"><h2 id=\"start-h\">Start here</h2>\n"
        let errors = result.count(.error)
        let warnings = result.count(.warning)
        let notes = result.count(.note)
        html += "<ul class=\"totals\">"
        html += "<li class=\"error\"><strong>\(number(errors))</strong> \(errors == 1 ? "error" : "errors")</li>"
        html += "<li class=\"warning\"><strong>\(number(warnings))</strong> \(warnings == 1 ? "warning" : "warnings")</li>"
        html += "<li class=\"note\"><strong>\(number(notes))</strong> \(notes == 1 ? "note" : "notes")</li>"
        html += "<li>in \(number(result.files.count)) files, \(number(result.linkCount)) links</li></ul>\n"

        let groups = rules.flatMap(\.groups)
        let errorGroups = groups.filter { $0.severity == .error }.sorted { ($1.instances, $0.anchor) < ($0.instances, $1.anchor) }
        let others = groups.filter { $0.severity != .error && $0.instances > 1 }
            .sorted { ($1.instances, $0.rule, $0.anchor) < ($0.instances, $1.rule, $1.anchor) }
        if !errorGroups.isEmpty || !others.isEmpty {
            html += "<h3>Fix first</h3>\n<ol class=\"fixfirst\">\n"
            for group in errorGroups.prefix(fixFirstLimit) + others.prefix(fixFirstLimit) {
                html += "<li><a href=\"#\(group.anchor)\">\(groupLine(group))</a></li>\n"
            }
            html += "</ol>\n"
            if errorGroups.count > fixFirstLimit {
                html += "<p>\(number(errorGroups.count - fixFirstLimit)) more groups of errors are listed under their rules below.</p>\n"
            }
        }

        var perFile: [String: Int] = [:]
        for finding in result.findings where context.includeNotes || finding.severity != .note { perFile[finding.file, default: 0] += 1 }
        if !perFile.isEmpty {
            html += "<h3>Files with the most findings</h3>\n<ol class=\"topfiles\">\n"
            for (file, count) in perFile.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }).prefix(topFilesLimit) {
                html += "<li><code>\(escape(file))</code>: \(number(count)) \(count == 1 ? "finding" : "findings")</li>\n"
            }
            html += "</ol>\n"
        }
        html += ruleTable(result)
        if !result.notClassified.isEmpty {
            html +=
                "<p class=\"note\">No generic-text list yet for these languages, so their link text was not classified: \(escape(result.notClassifiedSummary)).</p>\n"
        }
        html += notUnderstoodList(result)
        return html + "</section>\n"
    }

    /// The most constructs the Start here section lists one by one; the JSON report lists them all.
    static let notUnderstoodShown = 200

    /// The link-like constructs the run did not understand (``NotUnderstood``): counted by kind,
    /// then listed with their places, audited text escaped; nothing when there are none.
    static func notUnderstoodList(_ result: AuditResult) -> String {
        guard !result.notUnderstood.isEmpty else { return "" }
        let escape = HTMLReporter.escape
        let count = result.notUnderstood.count
        let kinds = result.notUnderstood.countsByKind.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
            .map { "<code>\(escape($0.key))</code> (\(HTMLReporter.number($0.value)))" }.joined(separator: ", ")
        var html = "<h3>Not understood</h3>\n"
        html +=
            "<p>\(HTMLReporter.number(count)) link-like \(count == 1 ? "construct" : "constructs") met but not read or "
            + "resolved, so no rule judged what \(count == 1 ? "it shows" : "they show"): \(kinds).</p>\n<ul class=\"notunderstood\">\n"
        for construct in result.notUnderstood.prefix(notUnderstoodShown) {
            html +=
                "<li><code>\(escape(construct.file)):\(construct.position.line):\(construct.position.utf8Column)</code> "
                + "<code>\(escape(construct.kind.rawValue))</code>: \(escape(ReadableText.escapingInvisibles(construct.detail)))</li>\n"
        }
        html += "</ul>\n"
        if count > notUnderstoodShown {
            html += "<p>… and \(HTMLReporter.number(count - notUnderstoodShown)) more: the JSON report lists them all.</p>\n"
        }
        return html
    }

    /// `generic-link-text: “¶” ×5,135 in 880 files (warning)`, audited text escaped.
    static func groupLine(_ group: HTMLFindingGroup) -> String {
        let escape = HTMLReporter.escape
        var line = "<code>\(escape(group.rule.rawValue))</code>: "
        switch group.kind {
        case .name: line += "link name “\(escape(group.title))”"
        case .key: line += "key <code>\(escape(ReadableText.key(group.title)))</code>"
        case .message: line += escape(group.title)
        }
        line += " ×\(HTMLReporter.number(group.instances))"
        let locales = group.locales
        if group.kind == .key, locales.count > 1 {
            line += " in \(locales.count) locales"
        } else {
            line += " in \(HTMLReporter.number(group.files)) \(group.files == 1 ? "file" : "files")"
        }
        return line + " (\(group.severity.rawValue))"
    }

    /// Rules with findings and their counts by severity, each rule linked to its documentation; the
    /// rules without findings in a closed `<details>`.
    private static func ruleTable(_ result: AuditResult) -> String {
        let escape = HTMLReporter.escape
        var counts: [RuleID: [Severity: Int]] = [:]
        for finding in result.findings { counts[finding.rule, default: [:]][finding.severity, default: 0] += 1 }
        let withFindings = RuleCatalog.descriptions.filter { counts[$0.id] != nil }
        let without = RuleCatalog.descriptions.filter { counts[$0.id] == nil && !result.disabledRules.contains($0.id) }
        let turnedOff = RuleCatalog.descriptions.filter { result.disabledRules.contains($0.id) }
        var html = "<h3 id=\"rules\">Rules</h3>\n"
        if !withFindings.isEmpty {
            html += "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Findings per rule\">"
            html +=
                "<table><caption>Findings per rule and severity</caption>\n<thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">What it flags</th>"
            html += "<th scope=\"col\">Errors</th><th scope=\"col\">Warnings</th><th scope=\"col\">Notes</th></tr></thead>\n<tbody>\n"
            for description in withFindings {
                let row = counts[description.id] ?? [:]
                html +=
                    "<tr><th scope=\"row\">\(ruleLink(description.id, template: result.ruleDocumentation))</th><td>\(escape(description.summary))</td>"
                for severity in [Severity.error, .warning, .note] {
                    html += "<td class=\"num\">\(HTMLReporter.number(row[severity] ?? 0))</td>"
                }
                html += "</tr>\n"
            }
            html += "</tbody></table></div>\n"
        }
        if !without.isEmpty {
            html +=
                "<details class=\"quiet\"><summary>\(without.count) \(without.count == 1 ? "rule" : "rules") with no findings</summary><ul>\n"
            for description in without {
                html += "<li>\(ruleLink(description.id, template: result.ruleDocumentation)): \(escape(description.summary))</li>\n"
            }
            html += "</ul></details>\n"
        }
        if !turnedOff.isEmpty {
            html += "<details class=\"quiet\"><summary>\(turnedOff.count) \(turnedOff.count == 1 ? "rule" : "rules") turned off "
            html += "by the configuration</summary><ul>\n"
            for description in turnedOff {
                html += "<li>\(ruleLink(description.id, template: result.ruleDocumentation)): \(escape(description.summary))</li>\n"
            }
            html += "</ul></details>\n"
        }
        return html
    }

    /// The rule's id as a link to its documentation page (`template`: the configured address of
    /// the rule pages, ``AuditResult/ruleDocumentation``).
    static func ruleLink(_ id: RuleID, template: String?) -> String {
        let address = ToolInfo.ruleDocumentationURI(id, template: template)
        return "<a href=\"\(HTMLReporter.escape(address))\"><code>\(HTMLReporter.escape(id.rawValue))</code></a>"
    }
}
