import LinkAuditModel

/// Where a Markdown or HTML link's `title` stands, byte for byte, found when the link is
/// extracted so that `redundant-title`'s fix can remove it without reading the file again
/// (issue 26): the edit removes the title and the white space before it.
///
/// Located only soundly, never guessed, on a page read as UTF-8, or an HTML page in another
/// encoding, in its decoded text (as ``LinkTextLocator``; the edit only removes):
/// - an `<a>` start tag at the link's start with exactly one `title` attribute (a second one
///   would take its place once the first is gone), its value's bytes equal to the link's title
///   (no character reference to decode);
/// - a Markdown inline link `[text](destination "title")` (also `'title'` and `(title)`) whose
///   title holds no backslash or `&` and equals the link's title. A reference link's title is on
///   its definition, which other links may share: not located.
package enum LinkTitleLocator {
    /// The removal edit of each link's title that can be located, by the link's start.
    /// - Parameters:
    ///   - raw: the file's bytes as read.
    ///   - text: the page's text as positions count in it (`PositionText`).
    ///   - lines: `text`'s line index, given only for a page read as UTF-8.
    package static func removals(
        of links: [Link], raw: [UInt8], text: [UInt8], format: DocumentFormat, lines: LineIndex? = nil
    ) -> [SourcePosition: TextReplacement] {
        guard format == .markdown || format == .html, links.contains(where: { $0.title != nil && $0.appCopy == nil }) else { return [:] }
        guard lines != nil || format == .html || LinkTextLocator.readAsUTF8(raw: raw, text: text) else { return [:] }
        let index = lines ?? LineIndex(text)
        var removals: [SourcePosition: TextReplacement] = [:]
        for link in links {
            guard let title = link.title, link.appCopy == nil, let span = link.span,
                let start = index.offset(line: span.start.line, utf8Column: span.start.utf8Column),
                let end = index.offset(line: span.end.line, utf8Column: span.end.utf8Column), start < end, end < text.count
            else { continue }
            let range: Range<Int>?
            switch link.syntax {
            case .htmlAnchor: range = htmlTitle(text, tagStart: start, title: title)
            case .markdownInline: range = markdownTitle(text, lastByte: end, title: title)
            default: range = nil
            }
            guard let range else { continue }
            let from = index.position(ofByte: range.lowerBound)
            let to = index.position(ofByte: range.upperBound)
            removals[span.start] = TextReplacement(
                line: from.line, startColumn: from.utf8Column, endLine: to.line, endColumn: to.utf8Column, text: "", isSafe: true)
        }
        return removals
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D }

    /// The bytes of the `title` attribute of the `<a …>` start tag at `tagStart`, with the white
    /// space before it, when the tag has exactly one and its value is `title` as written.
    static func htmlTitle(_ bytes: [UInt8], tagStart: Int, title: String) -> Range<Int>? {
        guard tagStart + 2 < bytes.count, bytes[tagStart] == UInt8(ascii: "<"), bytes[tagStart + 1] | 0x20 == UInt8(ascii: "a"),
            isSpace(bytes[tagStart + 2])
        else { return nil }
        var found: Range<Int>?
        var value: ArraySlice<UInt8> = []
        var index = tagStart + 2
        while index < bytes.count {
            let spaceStart = index
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ">") || bytes[index] == UInt8(ascii: "/") { break }
            guard index > spaceStart else { return nil }
            // The attribute's name, then an optional `=` and value (quoted or not).
            let nameStart = index
            while index < bytes.count, !isSpace(bytes[index]),
                ![UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "<")].contains(bytes[index])
            {
                index += 1
            }
            let name = bytes[nameStart..<index]
            var valueRange = index..<index
            var probe = index
            while probe < bytes.count, isSpace(bytes[probe]) { probe += 1 }
            if probe < bytes.count, bytes[probe] == UInt8(ascii: "=") {
                probe += 1
                while probe < bytes.count, isSpace(bytes[probe]) { probe += 1 }
                guard probe < bytes.count else { return nil }
                if bytes[probe] == UInt8(ascii: "\"") || bytes[probe] == UInt8(ascii: "'") {
                    guard let close = bytes[(probe + 1)...].firstIndex(of: bytes[probe]) else { return nil }
                    valueRange = probe + 1..<close
                    index = close + 1
                } else {
                    var valueEnd = probe
                    while valueEnd < bytes.count, !isSpace(bytes[valueEnd]), bytes[valueEnd] != UInt8(ascii: ">") { valueEnd += 1 }
                    valueRange = probe..<valueEnd
                    index = valueEnd
                }
            }
            if name.count == 5, name.map({ $0 | 0x20 }).elementsEqual("title".utf8) {
                guard found == nil else { return nil }
                found = spaceStart..<index
                value = bytes[valueRange]
            }
        }
        guard let found, !value.contains(UInt8(ascii: "&")), value.elementsEqual(title.utf8) else { return nil }
        return found
    }

    /// The bytes of an inline link's title, with the white space before it, when the link's last
    /// byte (`lastByte`, its `)`) closes `destination "title"` and the title is `title` as written.
    static func markdownTitle(_ bytes: [UInt8], lastByte: Int, title: String) -> Range<Int>? {
        guard bytes[lastByte] == UInt8(ascii: ")") else { return nil }
        var close = lastByte - 1
        while close > 0, isSpace(bytes[close]) { close -= 1 }
        let closing = bytes[close]
        let opening: UInt8
        switch closing {
        case UInt8(ascii: "\""), UInt8(ascii: "'"): opening = closing
        case UInt8(ascii: ")"): opening = UInt8(ascii: "(")
        default: return nil
        }
        guard let open = bytes[..<close].lastIndex(of: opening), open > 0, isSpace(bytes[open - 1]) else { return nil }
        let value = bytes[(open + 1)..<close]
        guard !value.contains(UInt8(ascii: "\\")), !value.contains(UInt8(ascii: "&")), !value.contains(opening), !value.contains(closing),
            value.elementsEqual(title.utf8)
        else { return nil }
        var start = open
        while start > 0, isSpace(bytes[start - 1]) { start -= 1 }
        // The destination must come before it, after `](` (or `](<…>`): the title is not all there is.
        guard start > 1, bytes[start - 1] != UInt8(ascii: "("), bytes[start - 1] != UInt8(ascii: "<") else { return nil }
        return start..<close + 1
    }
}
