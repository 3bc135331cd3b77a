import LinkAuditModel

/// Finds where the visible text of an app-copy link stands in its string table (``LinkTextPlace``),
/// when the link is extracted, so that an unsafe fix can rename it in the source language's value
/// (issue 26, section 1).
///
/// Sound or nothing, as ``LinkTextLocator`` on a page, and besides:
/// - only in a value the table writes itself, never in a key read as its value (a String Catalog
///   key without a source-language localization): the caller gives no quoting there;
/// - the text's bytes in the file are the value's own, one for one: no escape (`\"`, `\u00E9`), no
///   entity (`&amp;`) and no CDATA boundary among them, and no line break;
/// - in XML, a text inside a CDATA section is quoted as CDATA, and a value that has a CDATA section
///   anywhere gets a place only inside one.
enum AppCopyTextPlaces {
    /// The places of `links`, by each link's start.
    /// - Parameters:
    ///   - links: the links found in one value, their spans in the table.
    ///   - value: the value's decoded UTF-8 bytes.
    ///   - map: maps `value`'s offsets to the table's (decoded) text.
    ///   - quoting: the table's string syntax for this value.
    static func places(
        of links: [Link], value: [UInt8], map: SourceMap, quoting: LinkTextPlace.Quoting
    ) -> [SourcePosition: LinkTextPlace] {
        guard let all = map.offsets, all.count >= value.count, !value.isEmpty else { return [:] }
        var places: [SourcePosition: LinkTextPlace] = [:]
        let offsets = all.count == value.count ? all : Array(all[..<value.count])
        // A value's offsets grow with it (escapes, entities and continued lines skip ahead, never
        // back): each link's ends are found by bisection, not by a scan per link, which made a value of
        // 10,000 links take seconds (issue 27, bench/scaling `gettext-messages`).
        let isSorted = zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }
        func firstIndex(of fileOffset: Int) -> Int? {
            guard isSorted else { return offsets.firstIndex(of: fileOffset) }
            let index = offsets.partitionIndex { $0 >= fileOffset }
            return index < offsets.count && offsets[index] == fileOffset ? index : nil
        }
        func lastIndex(atOrBefore fileOffset: Int) -> Int? {
            guard isSorted else { return offsets.lastIndex { $0 <= fileOffset } }
            let index = offsets.partitionIndex { $0 > fileOffset }
            return index > 0 ? index - 1 : nil
        }
        for link in links {
            guard link.nameSource == .content || (link.nameSource == .none && link.text.isEmpty),
                let span = link.span,
                [.markdownInline, .markdownReference, .htmlAnchor].contains(link.syntax),
                let fileStart = map.lineIndex.offset(line: span.start.line, utf8Column: span.start.utf8Column),
                let fileEnd = map.lineIndex.offset(line: span.end.line, utf8Column: span.end.utf8Column),
                let start = firstIndex(of: fileStart), let end = lastIndex(atOrBefore: fileEnd), start < end
            else { continue }
            let range =
                link.syntax == .htmlAnchor
                ? LinkTextLocator.htmlText(value, start: start) : LinkTextLocator.markdownText(value, start: start, end: end)
            guard let range, range.upperBound < value.count, value[range].elementsEqual(link.text.utf8),
                !value[range].contains(where: { $0 == 0x0A || $0 == 0x0D }),
                let place = place(
                    of: range, value: value, offsets: offsets, file: map.lineIndex,
                    markup: link.syntax == .htmlAnchor ? .html : .markdown, quoting: quoting)
            else { continue }
            places[span.start] = place
        }
        return places
    }

    /// The place of `range` of the value, when its bytes stand in the file as they are.
    private static func place(
        of range: Range<Int>, value: [UInt8], offsets: [Int], file: LineIndex, markup: LinkTextPlace.Markup,
        quoting: LinkTextPlace.Quoting
    ) -> LinkTextPlace? {
        let bytes = file.bytes
        // An empty text is located by where the byte after it is written (the `]`, the `<` of `</a>`).
        let first = offsets[range.lowerBound]
        guard first >= 0, first + range.count <= bytes.count,
            range.indices.allSatisfy({ offsets[$0] == first + ($0 - range.lowerBound) }),
            bytes[first..<(first + range.count)].elementsEqual(value[range]),
            offsets[range.upperBound] == first + range.count
        else { return nil }
        var quoting = quoting
        if quoting == .xmlText || quoting == .xmlCDATA {
            let opener = Array("<![CDATA[".utf8)
            let valueStart = max(0, offsets[0] - opener.count)
            let valueEnd = min(bytes.count, offsets[value.count - 1] + 1)
            if bytes[valueStart..<valueEnd].firstRange(of: opener) != nil {
                // Inside a section: its last opener before the text, with no `]]>` after it.
                guard let open = bytes[valueStart..<first].ranges(of: opener).last,
                    bytes[open.upperBound..<(first + range.count)].firstRange(of: Array("]]>".utf8)) == nil
                else { return nil }
                quoting = .xmlCDATA
            } else {
                quoting = .xmlText
            }
        }
        let position = file.position(ofByte: first)
        return LinkTextPlace(
            line: position.line, startColumn: position.utf8Column, endColumn: position.utf8Column + range.count, markup: markup,
            quoting: quoting)
    }
}
