import Foundation
import LinkAuditExtractors
import LinkAuditModel

/// The source edit that applies a title suggestion (``FixSuggestions``): the exact bytes of a
/// link's visible text, replaced by the title. SARIF carries it as the result's `fixes` (issue 14,
/// item 8).
///
/// Made only where the bytes can be located soundly, never guessed:
/// - the file is a Markdown or HTML page of the working directory, read once (only files with a
///   suggestion), and its bytes are UTF-8 (a page in another encoding could not hold every title);
///   an HTML page of ASCII bytes alone may declare another charset, so what is not ASCII in the
///   title is written there as character references;
/// - a Markdown inline or full reference link: the byte at the link's start is `[`, and the bytes
///   up to its matching `]` are exactly the link's text (no escape, entity, code span, nested markup
///   or line break); a shortcut or collapsed reference (`[text]`, `[text][]`) gets none, as its
///   text is also its label;
/// - an HTML `<a …>`: the bytes after the start tag's `>` up to `</a>` are exactly the text, and
///   the start tag names no `aria-label` or `aria-labelledby` (the text would not be the name);
/// - the title can be written there as it is: in HTML `&`, `<` and `>` become entities; in Markdown
///   a title holding a character that could start markup (`*`, `_`, `[`, `` ` ``, `<`, an entity, a
///   URL an autolinker would link, template braces) gets none.
///
/// App copy and Swift sources get none: the suggestion is still in the finding's fix.
struct FixReplacements {
    private struct Source {
        var bytes: [UInt8]
        var index: LineIndex
        /// Whether every byte is ASCII: then a page in UTF-8 and one in a legacy charset look alike.
        var isASCII: Bool
    }

    /// What relative paths are relative to.
    let workingDirectory: String
    private var sources: [String: Source?] = [:]

    init(workingDirectory: String) {
        self.workingDirectory = workingDirectory
    }

    /// The edit that writes `title` in place of `link`'s visible text, or `nil`.
    mutating func replacement(of link: Link, by title: String) -> TextReplacement? {
        guard link.appCopy == nil, let format = Discovery.format(of: link.file), format == .markdown || format == .html,
            let span = link.span, let source = source(of: link.file, format: format),
            let start = source.index.offset(line: span.start.line, utf8Column: span.start.utf8Column),
            let end = source.index.offset(line: span.end.line, utf8Column: span.end.utf8Column),
            start < end, end < source.bytes.count
        else { return nil }
        let text = Array(link.text.utf8)
        // The visible text names the link: from its content, or nothing at all when it is empty.
        guard link.nameSource == .content || (link.nameSource == .none && text.isEmpty) else { return nil }
        let range: Range<Int>?
        let inserted: String?
        switch link.syntax {
        case .markdownInline, .markdownReference:
            range = Self.markdownText(source.bytes, start: start, end: end)
            inserted = Self.markdownSafe(title) ? title : nil
        case .htmlAnchor where format == .markdown:
            range = Self.htmlText(source.bytes, start: start)
            inserted = Self.markdownSafe(title) ? title : nil
        case .htmlAnchor:
            range = Self.htmlText(source.bytes, start: start)
            // An ASCII page may declare any charset: what is not ASCII is written as a reference.
            inserted = Self.htmlEscaped(title).map { source.isASCII ? Self.asciiReferences($0) : $0 }
        default:
            return nil
        }
        guard let range, let inserted, source.bytes[range].elementsEqual(text) else { return nil }
        let position = source.index.position(ofByte: range.lowerBound)
        return TextReplacement(
            line: position.line, startColumn: position.utf8Column, endColumn: position.utf8Column + range.count, text: inserted)
    }

    /// The file's bytes when they are UTF-8 (a byte-order mark dropped, as the extractors drop it).
    private mutating func source(of file: String, format: DocumentFormat) -> Source? {
        if let known = sources[file] { return known }
        var found: Source?
        let path = file.hasPrefix("/") ? file : workingDirectory + "/" + file
        if let data = FileManager.default.contents(atPath: path) {
            let raw = [UInt8](data)
            let decoded = PositionText.utf8(raw, format: format, file: file)
            if decoded == raw || (raw.starts(with: [0xEF, 0xBB, 0xBF]) && decoded.elementsEqual(raw.dropFirst(3))) {
                found = Source(bytes: decoded, index: LineIndex(decoded), isASCII: decoded.allSatisfy { $0 < 0x80 })
            }
        }
        sources[file] = found
        return found
    }

    /// The bytes between a Markdown link's `[` at `start` and its matching `]`, when the link goes
    /// on past it with a destination (`(`) or a label (`[ref]`) inside its span.
    static func markdownText(_ bytes: [UInt8], start: Int, end: Int) -> Range<Int>? {
        guard bytes[start] == UInt8(ascii: "[") else { return nil }
        var depth = 0
        var index = start + 1
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]") where depth > 0: depth -= 1
            case UInt8(ascii: "]"):
                let next = bytes[index + 1]
                let isFull = next == UInt8(ascii: "[") && index + 2 <= end && bytes[index + 2] != UInt8(ascii: "]")
                return next == UInt8(ascii: "(") || isFull ? start + 1..<index : nil
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The bytes between an `<a …>` start tag at `start` and the first tag after it, when that tag
    /// is `</a>` and the start tag sets no ARIA name.
    static func htmlText(_ bytes: [UInt8], start: Int) -> Range<Int>? {
        let spaces: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0C, 0x0D]
        guard start + 2 < bytes.count, bytes[start] == UInt8(ascii: "<"), bytes[start + 1] | 0x20 == UInt8(ascii: "a"),
            spaces.contains(bytes[start + 2])
        else { return nil }
        // The start tag ends at the first `>` outside a quoted attribute value; a `<` first is no tag.
        var quote: UInt8?
        let tagEnd = bytes[(start + 2)...].firstIndex { byte in
            if quote == nil, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte } else if byte == quote { quote = nil }
            return quote == nil && (byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<"))
        }
        guard let index = tagEnd, bytes[index] == UInt8(ascii: ">") else { return nil }
        let tag = String(decoding: bytes[start...index], as: UTF8.self).lowercased()
        guard !tag.contains("aria-label") else { return nil }
        let contentStart = index + 1
        guard let close = bytes[contentStart...].firstIndex(of: UInt8(ascii: "<")) else { return nil }
        var after = close + 3
        guard after <= bytes.count, bytes[close + 1] == UInt8(ascii: "/"), bytes[close + 2] | 0x20 == UInt8(ascii: "a") else {
            return nil
        }
        while after < bytes.count, spaces.contains(bytes[after]) { after += 1 }
        return after < bytes.count && bytes[after] == UInt8(ascii: ">") ? contentStart..<close : nil
    }

    /// Whether `title` reads as itself inside Markdown link text in every dialect linkaudit reads:
    /// no character that could start markup, an entity, an emoji code or an autolink.
    static func markdownSafe(_ title: String) -> Bool {
        guard !title.isEmpty, !hasInvisibles(title), title == title.trimmingCharacters(in: .whitespaces) else { return false }
        let markup: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "{", "}", "|", "~", "$", "^", "@"]
        guard !title.contains(where: markup.contains) else { return false }
        let lowered = title.lowercased()
        if lowered.contains("://") || lowered.contains("www.") { return false }
        // An entity (`&amp;`, `&#38;`) or an emoji code (`:smile:`) would be read, not shown.
        return [#"&#?[a-z0-9]+;"#, #":[a-z0-9_+-]+:"#].allSatisfy { lowered.range(of: $0, options: .regularExpression) == nil }
    }

    /// `title` as HTML text: `&`, `<` and `>` as entities; `nil` when it holds an invisible
    /// character or template braces.
    static func htmlEscaped(_ title: String) -> String? {
        guard !title.isEmpty, !hasInvisibles(title), !title.contains("{{"), !title.contains("{%") else { return nil }
        return title.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// `text` with every character beyond ASCII as a hexadecimal character reference (`&#xFC;`),
    /// which means the same character in every charset a page may declare.
    static func asciiReferences(_ text: String) -> String {
        text.unicodeScalars.map { $0.isASCII ? String($0) : "&#x" + String($0.value, radix: 16, uppercase: true) + ";" }.joined()
    }

    /// Whether `title` holds a control or format character (a bidi override, a zero-width space) or
    /// a line or paragraph separator: an edit that writes one would hide what it writes.
    static func hasInvisibles(_ title: String) -> Bool {
        title.unicodeScalars.contains {
            [.control, .format, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory)
        }
    }
}
