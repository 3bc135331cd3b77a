import LinkAuditModel

/// In-place suppression comments of a Markdown document (`<!-- linkaudit-disable-next-line RULE -->`):
/// the HTML comments that cmark-gfm read as an HTML block or as inline HTML, so never one in a code
/// span, a fenced or indented code block, or front matter (blanked out before cmark reads the text).
///
/// Positions come from the source bytes, not from cmark's inline positions (`CONTRIBUTING.md`, How
/// positions flow): each block's source is scanned for `<!--`, skipping code spans, and the comments
/// found are paired in order with the comments cmark read in that block. A directive's position is
/// its `<!--` (1-based line, 1-based UTF-8 byte column); its `endLine` the line of the closing `-->`.
/// The comment's whole text, trimmed, is one directive (`SuppressionDirective.parse`).
enum MarkdownSuppressionComments {
    /// The directives of the blocks `MarkdownRenderer` listed as holding comments, in source order.
    /// - Parameters:
    ///   - map: maps byte offsets of the text to positions in the file.
    static func directives(
        in blocks: [MarkdownRenderer.CommentBlock], locator: MarkdownLinkLocator, map: SourceMap
    ) -> [SuppressionDirective] {
        var directives: [SuppressionDirective] = []
        for block in blocks {
            let source = locator.source(of: block.block)
            let scanner = block.isHTMLBlock ? nil : MarkdownSourceScanner(source.bytes)
            var pending = block.literals[...]
            for comment in comments(in: source.bytes) {
                if let scanner {
                    // Inline: a comment cmark read, in order; text in a code span is no comment.
                    guard !scanner.isInCodeSpan(comment.lowerBound), let next = pending.first else { continue }
                    guard words(source.bytes[comment]) == words(Array(next.utf8)[...]) else { continue }
                    pending.removeFirst()
                }
                let body = source.original[(comment.lowerBound + 4)..<(comment.upperBound - 3)]
                let start = map.position(ofByte: source.offsets[comment.lowerBound])
                let end = map.position(ofByte: source.offsets[comment.upperBound - 1])
                if let directive = SuppressionDirective.parse(
                    comment: Substring(decoding: body, as: UTF8.self), position: start, endLine: end.line)
                {
                    directives.append(directive)
                }
            }
        }
        return directives.sorted { $0.position < $1.position }
    }

    /// The byte ranges of the `<!-- … -->` comments in `bytes`, from `<!--` through `-->`. A comment
    /// never closed is not one.
    static func comments(in bytes: [UInt8]) -> [Range<Int>] {
        let open = Array("<!--".utf8)
        let close = Array("-->".utf8)
        var result: [Range<Int>] = []
        var index = 0
        while index + open.count <= bytes.count {
            guard bytes[index..<(index + open.count)].elementsEqual(open) else {
                index += 1
                continue
            }
            var end = index + open.count
            while end + close.count <= bytes.count, !bytes[end..<(end + close.count)].elementsEqual(close) { end += 1 }
            guard end + close.count <= bytes.count else { break }
            result.append(index..<(end + close.count))
            index = end + close.count
        }
        return result
    }

    /// The text's words: what a comment's source and cmark's literal of it share once container
    /// markers and line indentation are set aside.
    private static func words(_ bytes: ArraySlice<UInt8>) -> [Substring] {
        Substring(decoding: bytes, as: UTF8.self).split { $0.isWhitespace || $0 == ">" }
    }
}
