import LinkAuditModel

/// Finds where each Markdown or HTML link's visible text stands in its page, byte for byte
/// (``LinkTextPlace``), when the link is extracted: the one place that knows the page's bytes, so
/// that a fix replacing the text never reads the file again (issue 22, section 3).
///
/// Sound or nothing:
/// - the page's bytes are UTF-8 as read (a byte-order mark dropped, as the extractors drop it), or
///   an HTML page in another encoding, located in its decoded text and given `.asciiHTML` markup
///   (what is not ASCII written as character references, which every charset holds; the fixer
///   writes the page back in its charset, ``HTMLCharsetText``);
/// - a Markdown inline or full reference link: the byte at the link's start is `[`, and the bytes
///   up to its matching `]` are exactly the link's text (no escape, entity, code span, nested markup
///   or line break); a shortcut or collapsed reference (`[text]`, `[text][]`) gets none, as its text
///   is also its label;
/// - an HTML `<a …>`: the bytes after the start tag's `>` up to `</a>` are exactly the text, and
///   the start tag names no `aria-label` or `aria-labelledby` (the text would not be the name);
/// - the visible text names the link: from its content, or nothing at all when it is empty.
package enum LinkTextLocator {
    /// The places of the links of a Markdown or HTML page whose text can be located, by each
    /// link's start (`Link.span.start`).
    /// - Parameters:
    ///   - raw: the file's bytes as read.
    ///   - text: the page's text as positions count in it (`PositionText`).
    ///   - lines: `text`'s line index, given only for a page the caller found read as UTF-8
    ///     (``readAsUTF8(raw:text:)``; ``LinkTitleLocator`` shares it).
    package static func places(
        of links: [Link], raw: [UInt8], text: [UInt8], format: DocumentFormat, lines: LineIndex? = nil
    ) -> [SourcePosition: LinkTextPlace] {
        guard format == .markdown || format == .html,
            links.contains(where: { $0.span != nil && ($0.nameSource == .content || ($0.nameSource == .none && $0.text.isEmpty)) })
        else { return [:] }
        // A Markdown page in another encoding is UTF-16, whose fixes write text as it is.
        let readAsUTF8 = lines != nil || readAsUTF8(raw: raw, text: text)
        guard readAsUTF8 || format == .html else { return [:] }
        let index = lines ?? LineIndex(text)
        // Character references where the page's text is not UTF-8 as read, holds ASCII alone
        // (it may declare any charset), or declares another charset than UTF-8 (a browser reads
        // it so, whatever bytes linkaudit found valid).
        let isASCII =
            !readAsUTF8 || !text.contains { $0 >= 0x80 }
            || (format == .html && HTMLEncodingSniffer.declaredCharset(raw).map { $0 != "utf-8" && $0 != "utf8" } == true)
        var places: [SourcePosition: LinkTextPlace] = [:]
        for link in links {
            if let start = link.span?.start, let place = place(of: link, in: text, index: index, format: format, isASCII: isASCII) {
                places[start] = place
            }
        }
        return places
    }

    /// Whether a page's text is its bytes (after a UTF-8 byte order mark): columns of the text
    /// are columns of the file, and a page in another encoding could not hold every title.
    package static func readAsUTF8(raw: [UInt8], text: [UInt8]) -> Bool {
        text == raw || (raw.starts(with: [0xEF, 0xBB, 0xBF]) && text.elementsEqual(raw.dropFirst(3)))
    }

    private static func place(of link: Link, in bytes: [UInt8], index: LineIndex, format: DocumentFormat, isASCII: Bool)
        -> LinkTextPlace?
    {
        guard link.appCopy == nil, link.nameSource == .content || (link.nameSource == .none && link.text.isEmpty),
            let span = link.span,
            let start = index.offset(line: span.start.line, utf8Column: span.start.utf8Column),
            let end = index.offset(line: span.end.line, utf8Column: span.end.utf8Column),
            start < end, end < bytes.count
        else { return nil }
        let range: Range<Int>?
        let markup: LinkTextPlace.Markup
        switch link.syntax {
        case .markdownInline, .markdownReference:
            range = markdownText(bytes, start: start, end: end)
            markup = .markdown
        case .htmlAnchor:
            range = htmlText(bytes, start: start)
            markup = format == .markdown ? .markdown : (isASCII ? .asciiHTML : .html)
        default:
            return nil
        }
        guard let range, bytes[range].elementsEqual(link.text.utf8) else { return nil }
        let position = index.position(ofByte: range.lowerBound)
        return LinkTextPlace(
            line: position.line, startColumn: position.utf8Column, endColumn: position.utf8Column + range.count, markup: markup)
    }

    /// The bytes between a Markdown link's `[` at `start` and its matching `]`, when the link goes
    /// on past it with a destination (`(`) or a label (`[ref]`) inside its span (`end`: its last byte).
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
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D }
        guard start + 2 < bytes.count, bytes[start] == UInt8(ascii: "<"), bytes[start + 1] | 0x20 == UInt8(ascii: "a"),
            isSpace(bytes[start + 2])
        else { return nil }
        // The start tag ends at the first `>` outside a quoted attribute value; a `<` first is no tag.
        var quote: UInt8?
        let tagEnd = bytes[(start + 2)...].firstIndex { byte in
            if quote == nil, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte } else if byte == quote { quote = nil }
            return quote == nil && (byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<"))
        }
        guard let index = tagEnd, bytes[index] == UInt8(ascii: ">"), !holdsAriaLabel(bytes[start...index]) else { return nil }
        let contentStart = index + 1
        guard let close = bytes[contentStart...].firstIndex(of: UInt8(ascii: "<")) else { return nil }
        var after = close + 3
        guard after <= bytes.count, bytes[close + 1] == UInt8(ascii: "/"), bytes[close + 2] | 0x20 == UInt8(ascii: "a") else {
            return nil
        }
        while after < bytes.count, isSpace(bytes[after]) { after += 1 }
        return after < bytes.count && bytes[after] == UInt8(ascii: ">") ? contentStart..<close : nil
    }

    /// Whether `tag` holds `aria-label` (so also `aria-labelledby`) with ASCII letters in any case.
    private static func holdsAriaLabel(_ tag: ArraySlice<UInt8>) -> Bool {
        let needle = Array("aria-label".utf8)
        guard tag.count >= needle.count else { return false }
        var index = tag.startIndex
        while index <= tag.endIndex - needle.count {
            var matched = true
            for offset in 0..<needle.count {
                let byte = tag[index + offset]
                let lowered = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                if lowered != needle[offset] {
                    matched = false
                    break
                }
            }
            if matched { return true }
            index += 1
        }
        return false
    }
}
