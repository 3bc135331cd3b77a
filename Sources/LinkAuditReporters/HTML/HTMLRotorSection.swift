import LinkAuditModel

/// Each document's links as VoiceOver's Links rotor lists them: names only, out of context, each
/// in its language, the names with findings marked and the rules named. Files with the most
/// findings come first; files and links per file are capped (``HTMLReportContext``).
enum HTMLRotorSection {
    static func render(_ result: AuditResult, context: HTMLReportContext) -> String {
        let escape = HTMLReporter.escape
        let byFile = rotorFiles(of: result)
        guard !byFile.isEmpty else { return "" }
        var rulesOfLink: [Int: Set<RuleID>] = [:]
        for finding in result.findings {
            if let link = finding.link { rulesOfLink[link, default: []].insert(finding.rule) }
        }
        let files = ordered(byFile, result)
        var html = "<section aria-labelledby=\"rotor\"><h2 id=\"rotor\">Links as the VoiceOver Links rotor lists them</h2>\n"
        html += "<p>Each document's link names, out of context. Names that say nothing on their own stand out here; "
        html += "names with findings are marked ⚠ and name their rules. Files with the most findings come first.</p>\n"
        for file in files.prefix(context.rotorFiles) {
            let links = byFile[file]!
            html += "<details><summary><code>\(escape(file))</code> (\(HTMLReporter.number(links.count)) "
            html += "\(links.count == 1 ? "link" : "links"))</summary><ol class=\"rotor\">"
            for link in links.links.prefix(context.rotorLinksPerFile) {
                let name = link.name.isEmpty ? "(no name)" : link.name
                let prefix = link.prefix
                let rules = rulesOfLink[link.id] ?? []
                html += rules.isEmpty ? "<li>" : "<li class=\"flag\"><span class=\"badge warning\">⚠</span> "
                html += "\(escape(prefix))<span\(HTMLReporter.langAttribute(link.language))>\(escape(name))</span>"
                if !rules.isEmpty { html += " <small>\(rules.sorted().map { escape($0.rawValue) }.joined(separator: ", "))</small>" }
                html += "</li>"
            }
            html += "</ol>"
            if links.count > context.rotorLinksPerFile {
                html += "<p>\(HTMLReporter.number(links.count - context.rotorLinksPerFile)) more links (see the JSON report).</p>"
            }
            html += "</details>\n"
        }
        if files.count > context.rotorFiles {
            html += "<p>\(HTMLReporter.number(files.count - context.rotorFiles)) more files (see the JSON report).</p>\n"
        }
        return html + "</section>\n"
    }

    /// The files with links, each as the view lists it: ``AuditResult/rotorFiles`` in a run that
    /// streamed its links, else made from `result.links`.
    static func rotorFiles(of result: AuditResult) -> [String: RotorFile] {
        if let kept = result.rotorFiles { return kept.filter { $0.value.count > 0 } }
        var linksOfFile: [String: [Link]] = [:]
        for link in result.links { linksOfFile[link.file, default: []].append(link) }
        return linksOfFile.mapValues { RotorFile($0) }
    }

    /// The files in the order the view lists them: most findings first, then by path.
    static func ordered(_ byFile: [String: RotorFile], _ result: AuditResult) -> [String] {
        var findingsPerFile: [String: Int] = [:]
        for finding in result.findings { findingsPerFile[finding.file, default: 0] += 1 }
        return byFile.keys.sorted { (findingsPerFile[$1] ?? 0, $0) < (findingsPerFile[$0] ?? 0, $1) }
    }
}

extension HTMLReporter {
    /// The files whose links the Links rotor view of `result`'s report lists (at most
    /// ``HTMLReportContext/rotorFiles``, in the view's order): a run that streamed its links reads
    /// these files' first links back into ``AuditResult/rotorFiles`` before the report is made.
    public static func rotorFilesShown(in result: AuditResult, context: HTMLReportContext) -> [String] {
        Array(HTMLRotorSection.ordered(HTMLRotorSection.rotorFiles(of: result), result).prefix(context.rotorFiles))
    }
}
