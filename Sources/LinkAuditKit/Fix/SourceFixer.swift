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
        /// The translations marked for review (issue 26): their edits are in `new`, not in `applied`.
        var marked: Int = 0
        /// The translations asked to be marked that hold no state to set (listed for a translator).
        var unmarked: [ReviewRequest] = []
    }

    /// A translation of a key to mark for review in its table (``TranslationFollowUp``).
    struct ReviewRequest: Hashable {
        var key: String
        var locale: String
        /// 1-based line of the translation's value, when known.
        var line: Int?
        /// The source-language value's locale, for the message that lists it.
        var sourceLocale: String
    }

    /// A translation left for a translator: its table records no review state.
    struct ListedTranslation: Hashable, Comparable {
        var file: String
        var request: ReviewRequest

        static func < (left: Self, right: Self) -> Bool {
            (left.file, left.request.line ?? 0, left.request.key, left.request.locale)
                < (right.file, right.request.line ?? 0, right.request.key, right.request.locale)
        }

        /// `App/de.lproj/Help.strings:1: the de translation of "sync.more" needs a translator: its en value was renamed`.
        var message: String {
            "\(file)\(request.line.map { ":\($0)" } ?? ""): the \(request.locale) translation of \"\(request.key)\" needs a "
                + "translator: its \(request.sourceLocale) value was renamed"
        }
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

    /// What the applied edits of `findings` leave to translators (``TranslationFollowUp``): the
    /// translations to mark for review, by table file, and those to list for a translator.
    static func translationFollowUps(
        of findings: [Finding], includingUnsafe: Bool
    ) -> (reviews: [String: Set<ReviewRequest>], listed: Set<ListedTranslation>) {
        var reviews: [String: Set<ReviewRequest>] = [:]
        var listed = Set<ListedTranslation>()
        for finding in findings where finding.suppressed == nil {
            guard let edit = finding.replacement, edit.isSafe || includingUnsafe, let key = finding.key,
                let translations = finding.translations
            else { continue }
            for translation in translations {
                let request = ReviewRequest(
                    key: key, locale: translation.locale, line: translation.line, sourceLocale: finding.locale ?? "source")
                if translation.marksReview {
                    reviews[translation.file, default: []].insert(request)
                } else {
                    listed.insert(ListedTranslation(file: translation.file, request: request))
                }
            }
        }
        return (reviews, listed)
    }

    /// The absolute path of a file as reports show it.
    func absolutePath(of file: String) -> String {
        PathText.absolute(shown: file, in: workingDirectory)
    }

    /// Reads `file` and applies `edits` in memory, and the marks of `reviews` (translations of
    /// `file`, a String Catalog or an XLIFF file, ``TranslationReviewMarks``).
    /// - Returns: the edit, or why the file is not fixed (a warning's message).
    func prepare(
        _ file: String, edits: [(rule: RuleID, edit: TextReplacement)], reviews: Set<ReviewRequest> = [], format: DocumentFormat?
    ) -> Result<FileEdit, AuditError> {
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
            let (marks, unmarked) = Self.marks(for: reviews, in: text, format: format)
            let (new, applied, deferred) = Self.apply(edits + marks, to: text)
            var edit = FileEdit(
                file: file, old: bytes, new: bom + new, oldText: bytes, newText: bom + new, applied: applied, deferred: deferred)
            Self.count(marks, unmarked, in: &edit)
            return .success(edit)
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
        let (marks, unmarked) = Self.marks(for: reviews, in: decoded, format: format)
        let (new, applied, deferred) = Self.apply(edits + marks, to: decoded)
        guard let encoded = encoder.encode(new) else {
            return .failure(AuditError(file: file, message: "not fixed: the fixed text could not be written in \(encoder.name)"))
        }
        var edit = FileEdit(file: file, old: bytes, new: encoded, oldText: decoded, newText: new, applied: applied, deferred: deferred)
        Self.count(marks, unmarked, in: &edit)
        return .success(edit)
    }

    /// The rule name the marks of translations go by among a file's edits; never a rule's id.
    static let reviewMark: RuleID = "(translation review)"

    /// The edits that mark `reviews` in `text`, and the requests that found no state to set.
    static func marks(
        for reviews: Set<ReviewRequest>, in text: [UInt8], format: DocumentFormat?
    ) -> (marks: [(rule: RuleID, edit: TextReplacement)], unmarked: [ReviewRequest]) {
        guard !reviews.isEmpty, let format else { return ([], reviews.sorted { ($0.key, $0.locale) < ($1.key, $1.locale) }) }
        var marks: [(rule: RuleID, edit: TextReplacement)] = []
        var unmarked: [ReviewRequest] = []
        var seen = Set<TextReplacement>()
        let requests = reviews.sorted { ($0.key, $0.locale) < ($1.key, $1.locale) }
        let found = TranslationReviewMarks.edits(in: text, format: format, of: requests.map { ($0.key, $0.locale) })
        for (request, edits) in zip(requests, found) {
            if edits.isEmpty { unmarked.append(request) }
            for edit in edits where seen.insert(edit).inserted { marks.append((reviewMark, edit)) }
        }
        return (marks, unmarked)
    }

    /// Moves the applied marks out of `edit.applied` into its count.
    private static func count(_ marks: [(rule: RuleID, edit: TextReplacement)], _ unmarked: [ReviewRequest], in edit: inout FileEdit) {
        edit.marked = edit.applied.count { $0.rule == reviewMark }
        edit.applied.removeAll { $0.rule == reviewMark }
        edit.unmarked = unmarked
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
