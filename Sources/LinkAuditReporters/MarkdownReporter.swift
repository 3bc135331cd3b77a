import LinkAuditModel
import LinkAuditRules

/// A job summary page in GitHub Flavored Markdown (`--format markdown`, appended to
/// `$GITHUB_STEP_SUMMARY`): a headline with counts by severity, a table by rule linking each
/// rule's documentation, the findings grouped by file, and what was suppressed.
///
/// Every piece of audited text (paths, keys, messages, fixes) goes through ``escaped(_:)``, safe as
/// Markdown and as HTML. The page stops adding findings before ``defaultByteLimit`` and says how
/// many it left out: GitHub shows at most 1 MiB of a step's summary.
public enum MarkdownReporter {
    /// The most UTF-8 bytes of findings and input errors the page holds before it says "N more":
    /// well under GitHub's 1 MiB per step summary, leaving room for the rest of the page.
    public static let defaultByteLimit = 900_000

    /// An HTML comment that says linkaudit wrote the page (invisible in a job summary).
    public static let generatorComment = "<!-- generator: linkaudit -->"

    /// - Parameter byteLimit: how many bytes of finding and error lines the page may hold.
    public static func render(_ result: AuditResult, byteLimit: Int = defaultByteLimit) -> String {
        // The first line marks the page as linkaudit's own: a later run over its folder skips it.
        var page = generatorComment + "\n## \(ToolInfo.name): " + headline(result) + "\n\n"
        page += TextReporter.summary(result) + ".\n"
        page += suppressedLine(result)
        if !result.notClassified.isEmpty {
            page += "\nNo generic-text list for these languages, their link text was not classified: "
            page += escaped(result.notClassifiedSummary) + ".\n"
        }
        page += ruleTable(result)
        var budget = byteLimit
        var left = 0
        if !result.errors.isEmpty {
            page += "\n### Unreadable inputs\n\n"
            for error in result.errors {
                let line = "- " + location(error.file, error.line, error.column) + ": " + escaped(error.message) + "\n"
                // Past the cap nothing more is shown, not even a shorter line: the page holds the
                // first ones in report order.
                if line.utf8.count > budget { budget = 0; left += 1; continue }
                budget -= line.utf8.count
                page += line
            }
        }
        var file: String?
        if !result.findings.isEmpty { page += "\n### Findings\n" }
        // One line per group: a finding on one key in several locales is shown once (`FindingGroups`).
        for entry in FindingGroups.entries(result) {
            let finding = entry.finding
            var lines = ""
            if finding.file != file { lines += "\n#### " + escaped(finding.file) + "\n\n" }
            lines += findingLine(finding, also: entry.alsoSuffix, template: result.ruleDocumentation)
            if lines.utf8.count > budget { budget = 0; left += 1; continue }
            budget -= lines.utf8.count
            file = finding.file
            page += lines
        }
        if left > 0 {
            page += "\n… and \(left) more not shown here (the page is capped); the JSON or SARIF report has every one.\n"
        }
        return page
    }

    /// `2 errors, 5 warnings, 1 note` or `no findings`.
    static func headline(_ result: AuditResult) -> String {
        let counts = [Severity.error, .warning, .note].map { (severity: $0, count: result.count($0)) }.filter { $0.count > 0 }
        guard !counts.isEmpty else { return "no findings" }
        return counts.map { TextReporter.counted($0.count, $0.severity.rawValue) }.joined(separator: ", ")
    }

    private static func suppressedLine(_ result: AuditResult) -> String {
        guard !result.suppressedFindings.isEmpty || result.baselineGone != nil else { return "" }
        let baseline = result.suppressedFindings.filter { $0.suppressed == .baseline }.count
        let inSource = result.suppressedFindings.filter { $0.suppressed == .inSource }.count
        var parts: [String] = []
        if baseline > 0 || result.baselineGone != nil { parts.append("\(baseline) by the baseline") }
        if inSource > 0 { parts.append("\(inSource) by comments in the files") }
        let byPattern = result.suppressedFindings.filter { $0.suppressed == .configuration }.count
        if byPattern > 0 { parts.append("\(byPattern) by the configuration's key patterns") }
        let other = result.suppressedFindings.count - baseline - inSource - byPattern
        if other > 0 { parts.append("\(other) otherwise") }
        var line =
            "\nSuppressed: " + TextReporter.counted(result.suppressedFindings.count, "finding") + " (" + parts.joined(separator: ", ") + ")"
        if let gone = result.baselineGone {
            line += "; \(gone) baseline \(gone == 1 ? "entry" : "entries") not found (fixed or moved)"
        }
        return line + ".\n"
    }

    private static func ruleTable(_ result: AuditResult) -> String {
        var byRule: [RuleID: [Severity: Int]] = [:]
        for finding in result.findings { byRule[finding.rule, default: [:]][finding.severity, default: 0] += 1 }
        guard !byRule.isEmpty else { return "" }
        var table = "\n| Rule | Errors | Warnings | Notes |\n| --- | ---: | ---: | ---: |\n"
        let order = Dictionary(uniqueKeysWithValues: RuleCatalog.descriptions.enumerated().map { ($1.id, $0) })
        for rule in byRule.keys.sorted(by: { (order[$0] ?? .max, $0) < (order[$1] ?? .max, $1) }) {
            let counts = byRule[rule] ?? [:]
            let name =
                order[rule] == nil
                ? escaped(rule.rawValue) : "[`\(rule)`](\(ToolInfo.ruleDocumentationURI(rule, template: result.ruleDocumentation)))"
            table += "| \(name) | \(counts[.error] ?? 0) | \(counts[.warning] ?? 0) | \(counts[.note] ?? 0) |\n"
        }
        return table
    }

    /// `- **warning** path:3:14 [`rule`](doc): message — fix: fix (also de, fr)`.
    private static func findingLine(_ finding: Finding, also: String, template: String?) -> String {
        var line = "- **\(finding.severity.rawValue)** " + location(finding.file, finding.line, finding.column)
        let rule =
            RuleCatalog.rule(id: finding.rule) == nil
            ? escaped(finding.rule.rawValue) : "[`\(finding.rule)`](\(ToolInfo.ruleDocumentationURI(finding.rule, template: template)))"
        line += " " + rule + ": " + escaped(FindingText.appCopyLabel(finding) + finding.message)
        if let fix = finding.fix { line += " — fix: " + escaped(fix) }
        return line + escaped(also) + "\n"
    }

    /// `path:line:column`, escaped.
    private static func location(_ file: String, _ line: Int?, _ column: Int?) -> String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return escaped(text)
    }

    /// Audited text made inert as GitHub Flavored Markdown and as HTML: invisible characters and
    /// line breaks written as escapes (``ReadableText``), `&`, `<` and `>` as character
    /// references, and behind a backslash every ASCII punctuation mark that can start or end
    /// markup inside a line: emphasis, code, links, images, table cells, strike-through, math
    /// (`$`), mentions (`@`), emoji short codes and URL autolinks (`:`). What is shown is the
    /// text itself. Never at a line's start, so list and heading markers need no escape; GitHub
    /// may still turn a bare `www.` address or an e-mail address into a link to that same text.
    public static func escaped(_ text: String) -> String {
        var output = ""
        for scalar in ReadableText.escapingInvisibles(text).unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "(", ")", "{", "}", "|", "#", "!", "~", "@", "$", ":":
                output += "\\"
                output.unicodeScalars.append(scalar)
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
