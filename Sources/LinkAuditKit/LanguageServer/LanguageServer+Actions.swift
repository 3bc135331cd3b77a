import Foundation
import LinkAuditExtractors
import LinkAuditModel
import LinkAuditReporters

/// Code actions and hover.
extension LanguageServer {
    /// `textDocument/codeAction`: for each finding on the lines of the range, its fix when linkaudit
    /// knows the edit (a safe one preferred; an unsafe one says it changes copy), and "disable for
    /// this line" in the file's own comment syntax.
    /// - Parameter lines: the 0-based lines of the request's range.
    func codeActions(for item: OpenDocument, lines range: ClosedRange<Int>) -> JSONValue {
        let lines = TextLines(item.text)
        // One "disable" per rule and line: six links of one line share one comment.
        var disabled = Set<String>()
        var otherLines: [String: TextLines] = [:]
        var actions: [JSONValue] = []
        for finding in item.findings {
            guard let line = finding.line, range.contains(line - 1) else { continue }
            let diagnostic = diagnostic(for: finding, lines: lines, links: item.links, otherLines: &otherLines)
            if let replacement = finding.replacement {
                var title =
                    replacement.isSafe
                    ? "Fix \(finding.rule): \(Self.describe(replacement))"
                    : "Fix \(finding.rule) (unsafe: changes copy): \(Self.describe(replacement))"
                // A renamed source value's translations in the same String Catalog or XLIFF file
                // are marked for review in the same edit (issue 26).
                let marks = Self.reviewMarks(for: finding, in: item)
                if !marks.isEmpty { title += "; mark \(marks.count == 1 ? "1 translation" : "\(marks.count) translations") for review" }
                let edits = ([replacement] + marks).map { textEdit($0, lines: lines) }
                actions.append(action(title, item: item, edits: edits, diagnostic: diagnostic, preferred: replacement.isSafe))
            }
            if disabled.insert("\(finding.rule) \(line)").inserted,
                let edit = disableEdit(for: finding, format: item.input.format, lines: lines)
            {
                actions.append(action("Disable \(finding.rule) for this line", item: item, edit: edit, diagnostic: diagnostic))
            }
        }
        return .array(actions)
    }

    /// The edits that mark for review the translations of `finding`'s key that stand in the open
    /// document itself (``TranslationReviewMarks``); those of other files are left to `--fix`.
    static func reviewMarks(for finding: Finding, in item: OpenDocument) -> [TextReplacement] {
        guard let key = finding.key, let translations = finding.translations else { return [] }
        let locales = translations.filter { $0.marksReview && $0.file == finding.file }.map { (key: key, locale: $0.locale) }
        guard !locales.isEmpty else { return [] }
        var marks: [TextReplacement] = []
        for mark in TranslationReviewMarks.edits(in: Array(item.text.utf8), format: item.input.format, of: locales).joined()
        where !marks.contains(mark) {
            marks.append(mark)
        }
        return marks
    }

    private func action(_ title: String, item: OpenDocument, edit: JSONValue, diagnostic: JSONValue, preferred: Bool = false) -> JSONValue {
        action(title, item: item, edits: [edit], diagnostic: diagnostic, preferred: preferred)
    }

    private func action(
        _ title: String, item: OpenDocument, edits: [JSONValue], diagnostic: JSONValue, preferred: Bool = false
    ) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("title", .string(ReadableText.escapingInvisibles(title))), ("kind", "quickfix"), ("diagnostics", [diagnostic]),
            ("edit", ["changes": .object([(item.uri, .array(edits))])]),
        ]
        if preferred { members.append(("isPreferred", true)) }
        return .object(members)
    }

    /// What an edit does, in a few words.
    static func describe(_ replacement: TextReplacement) -> String {
        let text = replacement.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty { return "remove it" }
        let shown = text.count > 60 ? String(text.prefix(59)) + "…" : text
        return "write \u{201C}\(shown)\u{201D}"
    }

    /// The protocol's `TextEdit` of a replacement.
    func textEdit(_ replacement: TextReplacement, lines: TextLines) -> JSONValue {
        [
            "range": [
                "start": lines.position(line: replacement.line, utf8Column: replacement.startColumn, encoding: encoding),
                "end": lines.position(line: replacement.endLine, utf8Column: replacement.endColumn, encoding: encoding),
            ],
            "newText": .string(replacement.text),
        ]
    }

    /// The edit that silences `finding`'s rule on its line (``SuppressionDirective``): in Markdown
    /// and HTML a `linkaudit-disable-line` comment after the line's text (a comment line of its
    /// own could part a Markdown paragraph), inside the last cell of a Markdown table row (a
    /// table drops what follows its row's last `|`); in Swift, `.strings`, `.stringsdict`, XLIFF and
    /// Android resources a `linkaudit-disable-next-line` comment on a line of its own above,
    /// indented as the line (in Android resources only above a line that starts the `<string>` or
    /// `<item>`: inside a value, a comment would be its text). None in a String Catalog, an ARB bundle or a message file, whose JSON
    /// holds no comment (translator comments and descriptions do), nor in a gettext catalog, whose
    /// comments stand above the whole message, not above one of its lines.
    func disableEdit(for finding: Finding, format: DocumentFormat, lines: TextLines) -> JSONValue? {
        guard let line = finding.line else { return nil }
        let rule = finding.rule.rawValue
        let content = lines.content(ofLine: line)
        let indentation = String(decoding: content.prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
        let lineBreak = Self.lineBreak(of: lines)
        let comment: String
        switch format {
        case .markdown, .html:
            let text = content.reversed().drop { $0 == 0x20 || $0 == 0x09 }
            if format == .markdown, text.first == UInt8(ascii: "|"), content.filter({ $0 == UInt8(ascii: "|") }).count >= 2 {
                // Before the row's last `|`: `| x <!-- … --> |`.
                let pipe = content.startIndex + text.count - 1
                let place = lines.position(line: line, utf8Column: pipe - content.startIndex + 1, encoding: encoding)
                return ["range": ["start": place, "end": place], "newText": .string("<!-- linkaudit-disable-line \(rule) --> ")]
            }
            let end = lines.position(line: line, utf8Column: content.count + 1, encoding: encoding)
            return ["range": ["start": end, "end": end], "newText": .string(" <!-- linkaudit-disable-line \(rule) -->")]
        case .swift: comment = "// linkaudit-disable-next-line \(rule)"
        case .strings: comment = "/* linkaudit-disable-next-line \(rule) */"
        case .stringsdict, .xliff: comment = "<!-- linkaudit-disable-next-line \(rule) -->"
        case .androidStrings:
            // Above the element only: a comment inside a value's text (CDATA above all) is copy.
            let trimmed = content.drop { $0 == 0x20 || $0 == 0x09 }
            guard trimmed.starts(with: Array("<string".utf8)) || trimmed.starts(with: Array("<item".utf8)) else { return nil }
            comment = "<!-- linkaudit-disable-next-line \(rule) -->"
        default: return nil
        }
        let start = lines.position(line: line, utf8Column: 1, encoding: encoding)
        return ["range": ["start": start, "end": start], "newText": .string(indentation + comment + lineBreak)]
    }

    /// The text's first line break, else `\n`.
    static func lineBreak(of lines: TextLines) -> String {
        guard lines.starts.count > 1 else { return "\n" }
        let end = lines.starts[1]
        if end >= 2, lines.bytes[end - 2] == 0x0D, lines.bytes[end - 1] == 0x0A { return "\r\n" }
        return lines.bytes[end - 1] == 0x0D ? "\r" : "\n"
    }

    /// `textDocument/hover`: on a link, what linkaudit sees of it: its accessible name and where
    /// the name comes from, its destination, its language, its placement and its syntax.
    /// - Parameters: `line` and `character`: the protocol position, from 0.
    func hover(in item: OpenDocument, line: Int, character: Int) -> JSONValue {
        let lines = TextLines(item.text)
        let here = SourcePosition(line: line + 1, utf8Column: lines.utf8Column(line: line, character: character, encoding: encoding))
        let candidates = item.links.values.sorted { $0.id < $1.id }
        guard let link = candidates.last(where: { $0.span.map { $0.start <= here && here <= $0.end } ?? false }), let span = link.span
        else { return nil }
        var text = "linkaudit: \(link.placement.rawValue) link (\(link.syntax.rawValue))\n"
        text += "Accessible name: \u{201C}\(link.name)\u{201D} (\(link.nameSource.rawValue))\n"
        text += "Destination: \(link.destination.isEmpty ? "none" : link.destination)\n"
        text += "Language: \(link.language ?? "unknown")" + (link.languageSource.map { " (\($0.rawValue))" } ?? "")
        return [
            "contents": ["kind": "plaintext", "value": .string(Self.readable(text))],
            "range": [
                "start": lines.position(line: span.start.line, utf8Column: span.start.utf8Column, encoding: encoding),
                "end": lines.position(line: span.end.line, utf8Column: span.end.utf8Column + 1, encoding: encoding),
            ],
        ]
    }

}
