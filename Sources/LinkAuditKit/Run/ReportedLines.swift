import LinkAuditModel
import LinkAuditReporters

/// The lines of a file its reports can name (where findings, the links they name and their related
/// places, errors and warnings stand): a run keeps each file's UTF-16 columns (``UTF16Columns``)
/// for those lines only.
enum ReportedLines {
    /// The lines `findings` stand on, with those of the links they name (`links` holds them by id
    /// from 1) and of their related places: what a report can name of them.
    static func lines(of findings: [Finding], links: [Link]) -> Set<Int> {
        var lines = Set<Int>()
        for finding in findings {
            for id in [finding.link] + (finding.related ?? []).map(\.link) {
                if let id, id >= 1, id <= links.count { lines.formUnion(Self.lines(of: links[id - 1].span)) }
            }
            if let line = finding.line { lines.insert(line) }
            if let replacement = finding.replacement { lines.formUnion([replacement.line, replacement.endLine]) }
            for place in finding.related ?? [] { if let line = place.line { lines.insert(line) } }
        }
        return lines
    }

    /// Puts into `result` the UTF-16 columns of the lines its reports name, file by file: where
    /// findings (reported and suppressed), their related places, the links they name, errors and
    /// warnings stand.
    static func keepColumns(of documents: [ExtractedDocument], in result: inout AuditResult) {
        guard documents.contains(where: { $0.utf16Columns != nil }) else { return }
        // The links by id and the findings as they are, neither copied (issue 22).
        let links = LinkIndex(result.links)
        var linesOfFile: [String: Set<Int>] = [:]
        for findings in [result.findings, result.suppressedFindings] {
            for finding in findings {
                var lines = Self.lines(of: finding.link.flatMap { links[$0]?.span })
                if let line = finding.line { lines.insert(line) }
                if let replacement = finding.replacement { lines.formUnion([replacement.line, replacement.endLine]) }
                linesOfFile[finding.file, default: []].formUnion(lines)
                for place in finding.related ?? [] {
                    var placeLines = Self.lines(of: place.link.flatMap { links[$0]?.span })
                    if let line = place.line { placeLines.insert(line) }
                    linesOfFile[place.file, default: []].formUnion(placeLines)
                }
            }
        }
        for error in result.errors + result.warnings { if let line = error.line { linesOfFile[error.file, default: []].insert(line) } }
        for document in documents {
            guard let columns = document.utf16Columns, let lines = linesOfFile[document.file] else { continue }
            result.utf16Columns[document.file] = columns.keeping(lines: lines)
        }
    }

    /// The first and last line of `span`.
    static func lines(of span: SourceSpan?) -> Set<Int> {
        span.map { [$0.start.line, $0.end.line] } ?? []
    }
}
