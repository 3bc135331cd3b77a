import LinkAuditModel

/// Xcode-style lines, `path:line:column: warning: message [rule-id]`, then a summary line.
///
/// Xcode and most editors turn these lines into clickable issues.
public enum TextReporter {
    /// - Parameters:
    ///   - includeSummary: whether to end with the summary line.
    ///   - absoluteFrom: when given, a relative file path is printed joined to this folder (an
    ///     absolute path, `--absolute-paths`), so that Xcode can open the file of each issue.
    public static func render(_ result: AuditResult, includeSummary: Bool = true, absoluteFrom: String? = nil) -> String {
        var output = ""
        func location(_ file: String, _ line: Int?, _ column: Int?) -> String {
            let shown = file.hasPrefix("/") ? file : absoluteFrom.map { ($0 == "/" ? "" : $0) + "/" + file } ?? file
            return Self.location(shown, line, column)
        }
        for error in result.errors {
            output +=
                location(error.file, error.line, error.column) + ": error: " + ReadableText.escapingInvisibles(error.message)
                + " [input-error]\n"
        }
        // One line per group: a finding on one key in several locales is shown once (`FindingGroups`).
        for entry in FindingGroups.entries(result) {
            let finding = entry.finding
            output +=
                location(finding.file, finding.line, finding.column) + ": \(finding.severity.rawValue): "
                + FindingText.appCopyLabel(finding) + FindingText.messageAndFix(finding) + " [\(finding.rule)]\(entry.alsoSuffix)\n"
        }
        if includeSummary {
            if !result.notClassified.isEmpty {
                output +=
                    "note: no generic-text list for these languages, their link text was not classified: \(result.notClassifiedSummary)\n"
            }
            if let note = noLinksNote(result) { output += note + "\n" }
            if let note = unreadWikilinksNote(result) { output += note + "\n" }
            if let note = unreadFormatsNote(result) { output += note + "\n" }
            if let note = unreadAppCodeNote(result) { output += note + "\n" }
            output += summary(result) + "\n"
        }
        return output
    }

    /// Said plainly when a run read Swift files and found no link at all, so that an empty report
    /// is not taken for a clean app (issue 23, section 4): what it reads, and where its copy may be.
    static func noLinksNote(_ result: AuditResult) -> String? {
        let swiftFiles = result.files.count { $0.hasSuffix(".swift") }
        guard result.linkCount == 0, swiftFiles > 0 else { return nil }
        return "note: \(counted(swiftFiles, "Swift file")) and no link: linkaudit reads SwiftUI Links, Markdown in Text, "
            + ".link runs, controls that open URLs, and the string tables of the run; if the app's copy lives in "
            + "tables or files outside what was given, add them (docs/swift-sources.md)"
    }

    /// Said when `[[…]]` wikilinks were met where no site names their dialect (issue 24): they are
    /// counted, not read, until the configuration says how (`markdown: {wikilinks: …}`).
    static func unreadWikilinksNote(_ result: AuditResult) -> String? {
        let unread = result.notUnderstood.filter { $0.kind == .unreadWikilink }
        guard let first = unread.first else { return nil }
        let files = Set(unread.map(\.file)).count
        return "note: \(counted(unread.count, "wikilink")) ([[…]]) in \(counted(files, "file")) not read (first at "
            + "\(location(first.file, first.position.line, first.position.utf8Column))): no .obsidian/ folder, Foam workspace, "
            + "MkDocs wikilinks plugin or wiki layout says how; set markdown: {wikilinks: obsidian} (or foam, github, gitlab, "
            + "off) in .linkaudit.yml"
    }

    /// Said when a folder held files of documentation formats linkaudit does not read (issue 24,
    /// section 6): how many of each format, and the first, so that "0 files" is never all a run says.
    static func unreadFormatsNote(_ result: AuditResult) -> String? {
        unreadFiles(result, kind: .unreadFormat, detailEnd: " is not a format").map { files in
            "note: \(files.count) of formats linkaudit does not read, their links not audited (\(files.kinds); first: \(files.first))"
        }
    }

    /// Said when a folder held app code linkaudit does not read (issue 27, section 4): how many
    /// files of each kind, and the first, so an Android or web team knows which half was audited.
    static func unreadAppCodeNote(_ result: AuditResult) -> String? {
        unreadFiles(result, kind: .unreadAppCode, detailEnd: " is not read", pluralKinds: true).map { files in
            "note: \(files.count) of app code not read (\(files.kinds)): the links their code builds are not audited, only the "
                + "copy of string resources; first: \(files.first)"
        }
    }

    /// The files of one not-understood kind: their count (`3 files`), the count of each kind of
    /// file (its detail up to `detailEnd`: `2 AsciiDoc, 1 reStructuredText`), and the first, escaped.
    private static func unreadFiles(
        _ result: AuditResult, kind: NotUnderstood.Kind, detailEnd: String, pluralKinds: Bool = false
    ) -> (count: String, kinds: String, first: String)? {
        let unread = result.notUnderstood.filter { $0.kind == kind }
        guard let first = unread.first else { return nil }
        var byKind: [String: Int] = [:]
        for item in unread { byKind[item.detail.components(separatedBy: detailEnd).first ?? item.detail, default: 0] += 1 }
        let kinds = byKind.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map {
            "\($0.value) \($0.key)\(pluralKinds && $0.value > 1 ? "s" : "")"
        }
        return (counted(unread.count, "file"), kinds.joined(separator: ", "), ReadableText.escapingInvisibles(first.file))
    }

    /// One line: files, links, findings per severity (every instance: each locale of a grouped
    /// finding counts), errors; then, when findings were grouped, how many were shown as how many groups.
    public static func summary(_ result: AuditResult) -> String {
        var text =
            "\(counted(result.files.count, "file")), \(counted(result.linkCount, "link")): \(counted(result.count(.error), "error")), "
            + "\(counted(result.count(.warning), "warning")), \(counted(result.count(.note), "note")); "
            + counted(result.errors.count, "unreadable input")
        if !result.notUnderstood.isEmpty {
            let count = result.notUnderstood.count
            text += "; \(count) link-like construct\(count == 1 ? "" : "s") not understood (--json lists them)"
        }
        let grouped = FindingGroups.entries(result).filter { !$0.others.isEmpty }
        if !grouped.isEmpty {
            let instances = grouped.reduce(0) { $0 + 1 + $1.others.count }
            text += "; counts are per locale: \(counted(instances, "finding")) shown as \(counted(grouped.count, "group"))"
        }
        return text
    }

    /// `1 file`, `2 files`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private static func location(_ file: String, _ line: Int?, _ column: Int?) -> String {
        var text = ReadableText.escapingInvisibles(file)
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }
}
