import LinkAuditModel

/// In-place suppression comments of a Markdown document (`<!-- linkaudit-disable-next-line RULE -->`):
/// the HTML comments that cmark-gfm read as an HTML block or as inline HTML, so never one in a code
/// span, a fenced or indented code block, or front matter (blanked out before cmark reads the text).
///
/// Positions come from the source bytes, not from cmark's inline positions (`CONTRIBUTING.md`, How
/// positions flow): an HTML block's comments are read as a page's (`HTMLSuppressionComments`); an
/// inline block's source is scanned for `<!--` … `-->` outside code spans. There a comment whose
/// text holds `--` (a reason) counts too, although cmark-gfm 0.29 shows it as text: newer CommonMark
/// and HTML read it as a comment, and its writer meant one. A directive's position is
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
            if block.isHTMLBlock {
                // An HTML block is HTML: its comments are read as a page's are.
                directives += HTMLSuppressionComments.directives(in: source.original, map: map.remapped(source.offsets))
                continue
            }
            let scanner = MarkdownSourceScanner(source.bytes)
            for comment in comments(in: source.bytes) {
                // Text in a code span is no comment, and `\<!--` is written to be shown.
                guard !scanner.isInCodeSpan(comment.lowerBound),
                    comment.lowerBound == 0 || source.bytes[comment.lowerBound - 1] != UInt8(ascii: "\\")
                else { continue }
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
}
