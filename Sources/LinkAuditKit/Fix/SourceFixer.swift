import Foundation
import LinkAuditExtractors
import LinkAuditModel

/// Applies findings' edits (``TextReplacement``) to their files: `--fix` and `--diff` (issue 26).
///
/// Only what a run reports is fixed (never a suppressed or baselined finding), and only edits the
/// run allows: safe ones, and unsafe ones with `--unsafe-fixes`. A file is written only when:
/// - it holds the bytes the run read (its hash is the one recorded while reading: a file changed
///   since is left as it is, with a warning);
/// - it is UTF-8 (with or without a byte order mark) and was read as such, or UTF-16, or an HTML
///   page in a legacy charset, whose text encodes back to its very bytes (``UTF16FileText``,
///   ``HTMLCharsetText``): the edits' columns are of the decoded text; another file is not written
///   back (a warning says so);
/// - it is a regular file, replaced whole through a temporary file (``ReportFile``), its mode kept.
/// Overlapping edits: the first (by position) is applied, the others wait for the next round.
struct SourceFixer {
    /// One file's edits and what they make of it.
    struct FileEdit {
        /// The path as reports show it.
        var file: String
        var old: [UInt8]
        var new: [UInt8]
        /// The text before and after as UTF-8, for `--diff`: `old` and `new` themselves but for a
        /// UTF-16 file, whose decoded text they are.
        var oldText: [UInt8]
        var newText: [UInt8]
        /// The edits applied, by rule.
        var applied: [(rule: RuleID, edit: TextReplacement)]
        /// Edits left for the next round (they overlap one applied).
        var deferred: Int
    }

    /// The hash of each file's bytes as the run read them (the cache's ``ContentHash``), by path as
    /// reports show it.
    let digests: [String: ContentHash]
    let workingDirectory: String

    /// The edits of `findings` that may be applied, grouped by file.
    static func edits(of findings: [Finding], includingUnsafe: Bool) -> [String: [(rule: RuleID, edit: TextReplacement)]] {
        var byFile: [String: [(rule: RuleID, edit: TextReplacement)]] = [:]
        for finding in findings where finding.suppressed == nil {
            guard let edit = finding.replacement, edit.isSafe || includingUnsafe else { continue }
            if byFile[finding.file]?.contains(where: { $0.edit == edit }) == true { continue }
            byFile[finding.file, default: []].append((finding.rule, edit))
        }
        return byFile
    }

    /// The absolute path of a file as reports show it.
    func absolutePath(of file: String) -> String {
        PathText.absolute(shown: file, in: workingDirectory)
    }

    /// Reads `file` and applies `edits` in memory.
    /// - Returns: the edit, or why the file is not fixed (a warning's message).
    func prepare(_ file: String, edits: [(rule: RuleID, edit: TextReplacement)], format: DocumentFormat?) -> Result<FileEdit, AuditError> {
        guard let bytes = PathText.contents(atPath: absolutePath(of: file)) else {
            return .failure(AuditError(file: file, message: "not fixed: the file cannot be read again"))
        }
        guard digests[file] == ContentHash(of: bytes) else {
            return .failure(AuditError(file: file, message: "not fixed: the file changed after it was read; run again"))
        }
        let bom: [UInt8] = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? [0xEF, 0xBB, 0xBF] : []
        let text = Array(bytes.dropFirst(bom.count))
        let decoded = format.map { PositionText.utf8(bytes, format: $0, file: file) } ?? text
        if String(validating: text, as: UTF8.self) != nil, decoded == text {
            let (new, applied, deferred) = Self.apply(edits, to: text)
            return .success(
                FileEdit(
                    file: file, old: bytes, new: bom + new, oldText: bytes, newText: bom + new, applied: applied, deferred: deferred))
        }
        // UTF-16 (a `.strings` table) or a page's legacy charset: the edits go into the decoded
        // text, which is encoded back as the file was.
        let encoder: (encode: ([UInt8]) -> [UInt8]?, name: String)
        if let utf16 = UTF16FileText(bytes: bytes, decoded: decoded) {
            encoder = (utf16.encode, "UTF-16")
        } else if format == .html, let legacy = HTMLCharsetText(bytes: bytes, file: file, decoded: decoded) {
            encoder = (legacy.encode, legacy.charset)
        } else {
            return .failure(
                AuditError(
                    file: file, message: "not fixed: its encoding cannot be written back byte for byte, and linkaudit writes no other"))
        }
        let (new, applied, deferred) = Self.apply(edits, to: decoded)
        guard let encoded = encoder.encode(new) else {
            return .failure(AuditError(file: file, message: "not fixed: the fixed text could not be written in \(encoder.name)"))
        }
        return .success(
            FileEdit(file: file, old: bytes, new: encoded, oldText: decoded, newText: new, applied: applied, deferred: deferred))
    }

    /// `text` with `edits` applied: each edit's range located by its line and column; the first
    /// of overlapping edits (by start) is applied, the others counted as deferred; an edit whose
    /// place is not in the text is dropped.
    static func apply(
        _ edits: [(rule: RuleID, edit: TextReplacement)], to text: [UInt8]
    ) -> (text: [UInt8], applied: [(rule: RuleID, edit: TextReplacement)], deferred: Int) {
        let index = LineIndex(text)
        var located: [(range: Range<Int>, rule: RuleID, edit: TextReplacement)] = []
        for (rule, edit) in edits {
            guard let start = index.offset(line: edit.line, utf8Column: edit.startColumn),
                let end = index.offset(line: edit.endLine, utf8Column: edit.endColumn), start <= end, end <= text.count
            else { continue }
            located.append((start..<end, rule, edit))
        }
        located.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var kept: [(range: Range<Int>, rule: RuleID, edit: TextReplacement)] = []
        var deferred = 0
        for item in located {
            if let last = kept.last, item.range.lowerBound < last.range.upperBound || item.range.lowerBound == last.range.lowerBound {
                deferred += 1
            } else {
                kept.append(item)
            }
        }
        var result = text
        for item in kept.reversed() { result.replaceSubrange(item.range, with: Array(item.edit.text.utf8)) }
        return (result, kept.map { ($0.rule, $0.edit) }, deferred)
    }

    /// Writes a prepared edit over its file.
    /// - Returns: why it could not be written, or `nil`.
    func write(_ edit: FileEdit) -> AuditError? {
        do throws(ReportFileError) {
            var file = try ReportFile.open(path: absolutePath(of: edit.file), workingDirectory: "/")
            file.write(bytes: edit.new)
            try file.commit()
            return nil
        } catch {
            return AuditError(file: edit.file, message: "not fixed: " + error.message)
        }
    }
}
