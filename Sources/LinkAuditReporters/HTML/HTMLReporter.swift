import LinkAuditModel
import LinkAuditRules

/// One self-contained, accessible HTML page a writer opens first (issue 11): what was audited and
/// how, a "Start here" summary (counts by severity, what to fix first, the files with the most
/// findings), the findings grouped rule by rule and then by link name or app-copy key, each group
/// collapsible and each finding with a stable anchor (`#f-…`), notes summarized, the app copy by key
/// and locale, and each document's links as VoiceOver's Links rotor lists them.
///
/// The page stays light however large the run: groups, places per group, rotor files and table
/// rows are capped (``HTMLReportContext``), and what is left out is counted, with the JSON report
/// holding everything. A small inline script filters by severity, rule, folder and language and
/// searches text; the page's Content-Security-Policy allows that script by its SHA-256 hash and
/// nothing else. All audited text is escaped; the same input gives byte-identical output.
public enum HTMLReporter {
    /// A run that streamed its links has read back the first links of the files the Links rotor
    /// view shows (``rotorFilesShown(in:context:)``) into ``AuditResult/rotorFiles``.
    public static func render(_ result: AuditResult, context: HTMLReportContext = HTMLReportContext()) -> String {
        renderWithPages(result, context: context, mainPage: "").main
    }

    /// The main page and, when ``HTMLReportContext/pagesFolder`` is set and findings go past the
    /// caps, the folder pages holding every left-out finding (``HTMLFolderPages``); none otherwise.
    /// - Parameters:
    ///   - mainPage: the main page's file name, which each folder page links back to.
    public static func renderWithPages(
        _ result: AuditResult, context: HTMLReportContext = HTMLReportContext(), mainPage: String
    ) -> (main: String, pages: [HTMLReportPage]) {
        let linksByID = LinkIndex(result.links)
        let shownFindings = context.includeNotes ? result.findings : result.findings.filter { $0.severity != .note }
        var shownResult = result
        shownResult.findings = shownFindings
        let rules = HTMLFindingGroup.make(FindingGroups.entries(shownResult), linksByID: linksByID)
        let anchors = HTMLAnchors.findingAnchors(result.findings, links: result.links)
        // Anchors count every finding (``FindingIdentity``), but only shown ones look theirs up: a
        // report without notes holds none of the notes' anchors while it renders (issue 22).
        var anchorQueue: [Finding: [String]] = [:]
        for (finding, anchor) in zip(result.findings, anchors) where context.includeNotes || finding.severity != .note {
            anchorQueue[finding, default: []].append(anchor)
        }
        for index in anchorQueue.keys { anchorQueue[index]!.reverse() }

        var html = pageStart(audited: context.auditedSummary, skipTo: ("start", "Skip to start here"))
        html += header(context)
        html += "</header>\n<main>\n"
        html += HTMLStartHere.render(result, rules: rules, context: context)
        if !result.errors.isEmpty {
            html += "<section aria-labelledby=\"errors\"><h2 id=\"errors\">Inputs that could not be read</h2><ul>\n"
            for error in result.errors {
                html += "<li><code>\(escape(location(error.file, error.line, error.column)))</code>: \(escape(error.message))</li>\n"
            }
            html += "</ul></section>\n"
        }
        html += HTMLPageAssets.filterForm(rules: rules.map(\.rule), result: shownResult, linksByID: linksByID)
        var findings = HTMLFindingsSection(linksByID: linksByID, context: context, anchorQueue: anchorQueue)
        findings.ruleDocumentation = result.ruleDocumentation
        let folderPages = HTMLFolderPages(
            context.pagesFolder == nil ? [] : HTMLFindingsSection.leftOut(rules, context: context, anchorQueue: anchorQueue),
            context: context)
        findings.pageOfAnchor = folderPages.pageOfAnchor
        html += findings.render(rules)
        if !context.includeNotes { html += HTMLFindingsSection.notesSummary(result) }
        html += HTMLAppCopySection.render(result, context: context)
        // One line per further section, each rendered in a file of its own under HTML/ from `result`.
        html += HTMLLinkColorsSection.render(result)
        html += HTMLRotorSection.render(result, context: context)
        html += "</main>\n<script>\(HTMLPageAssets.script)</script>\n</body>\n</html>\n"
        return (
            html,
            folderPages.render(
                mainPage: mainPage, linksByID: linksByID, context: context, ruleDocumentation: result.ruleDocumentation)
        )
    }

    /// A page's start up to its `<h1>`: the same head (Content-Security-Policy, style), `lang`, skip
    /// link and title for the main page and the folder pages.
    static func pageStart(audited: String, skipTo skip: (id: String, text: String)) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="linkaudit">
        <meta http-equiv="Content-Security-Policy" content="\(HTMLPageAssets.contentSecurityPolicy)">
        <title>\(escape("linkaudit report: " + audited))</title>
        <style>\(HTMLPageAssets.style)</style>
        </head>
        <body>
        <a class="skip" href="#\(skip.id)">\(skip.text)</a>
        <header><h1>linkaudit report: <span class="audited">\(escape(audited))</span></h1>

        """
    }

    /// The command line, configuration file, version and, with `--timestamp`, the date.
    private static func header(_ context: HTMLReportContext) -> String {
        var html = "<dl class=\"about\">"
        if let command = context.command {
            html += "<dt>Command</dt><dd><code>\(escape(command.map(shellQuoted).joined(separator: " ")))</code></dd>"
        }
        html += "<dt>Configuration</dt><dd>\(context.configurationFile.map { "<code>\(escape($0))</code>" } ?? "none (defaults)")</dd>"
        html += "<dt>Version</dt><dd>\(escape(ToolInfo.name)) \(escape(ToolInfo.version))</dd>"
        if let date = context.date { html += "<dt>Date</dt><dd>\(escape(date))</dd>" }
        return html + "</dl>\n"
    }

    /// An argument as a POSIX shell reads it back: bare when it holds only safe characters, else in
    /// single quotes.
    static func shellQuoted(_ argument: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,@+%")
        if !argument.isEmpty, argument.allSatisfy({ safe.contains($0) }) { return argument }
        return "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static func location(_ file: String, _ line: Int?, _ column: Int?) -> String {
        file + (line.map { ":\($0)" } ?? "") + (column.map { ":\($0)" } ?? "")
    }

    /// `5,135`: a count with thousands separators, the same in every locale.
    static func number(_ value: Int) -> String {
        let digits = Array(String(value))
        var output = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { output += "," }
            output.append(digit)
        }
        return output
    }

    /// ` lang="pt-BR"` for a known language, in its canonical BCP 47 spelling (`pt_br` becomes
    /// `pt-BR`); nothing for what is not a language tag (`Base`, an empty or hostile value).
    static func langAttribute(_ tag: LanguageTag?) -> String {
        guard let tag else { return "" }
        return " lang=\"\(escape(tag.description))\""
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
}
