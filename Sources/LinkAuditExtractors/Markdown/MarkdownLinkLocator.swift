import Foundation
import LinkAuditModel

/// The locate stage of Markdown extraction: where each rendered link is written in the source bytes.
///
/// cmark-gfm's inline positions are unreliable (see `MarkdownSourceScanner`), so the locator takes
/// each rendered block's own bytes from the source (container markers of continuation lines
/// removed, each byte keeping its offset in the text), lists the link markup in them with
/// `MarkdownSourceScanner`, and pairs cmark's links with that markup in document order, by their
/// letters and digits. All offsets here are 0-based byte offsets, into the text or into a block's bytes.
struct MarkdownLinkLocator {
    /// The text as written (destinations of templated links come from here).
    let original: [UInt8]
    /// The text given to cmark: same length, front matter and destination templates masked.
    let masked: [UInt8]
    /// Lines of `original` (and so of `masked`).
    let lineIndex: LineIndex

    /// A block's source bytes, container markers of continuation lines removed.
    struct BlockSource {
        /// The bytes as cmark read them (from the masked text).
        var bytes: [UInt8]
        /// The same bytes as written (from the original text).
        var original: [UInt8]
        /// For each byte, its offset in the text; a line break joining two lines points at the
        /// byte before the second line's content.
        var offsets: [Int]
    }

    /// Where one link's markup is in a block's bytes.
    struct LocatedLink {
        /// Offset of the first byte (`[`, `<` or the bare URL's first byte) in the block's bytes.
        var start: Int
        /// Offset of the last byte, inclusive.
        var end: Int
        var syntax: LinkSyntax
        /// The `MarkdownSourceScanner` candidate that is the link; `nil` for a bare URL the GFM
        /// autolink extension linked.
        var candidateIndex: Int?
        /// For inline links: the bytes between the parentheses.
        var destinationRange: Range<Int>?
    }

    /// What the locator knows of one rendered link's place.
    enum Location {
        /// Its markup, found in the block's bytes.
        case found(LocatedLink)
        /// Not found; the block's first byte stands for it (the block's line is known).
        case blockStart
        /// Not found, and cmark gave the block no line: no position.
        case unknown
    }

    /// A rendered block with its source found.
    enum LocatedBlock {
        /// An HTML block and its source (masked bytes, as cmark read them).
        case html(BlockSource)
        /// A block with inline content and where each of its links is.
        case inline(LocatedInlineBlock)
    }

    /// A block with inline content, its source bytes and the place of each of its links.
    struct LocatedInlineBlock {
        var rendered: MarkdownRenderer.InlineContent
        var source: BlockSource
        /// The link markup of `source.bytes`, for the links and for markup that failed.
        var scanner: MarkdownSourceScanner
        /// One per rendered link, in the same order.
        var locations: [Location]
        /// Indices of the scanner's candidates that cmark's links were paired with.
        var usedCandidates: Set<Int>
    }

    /// Finds a rendered block's source and, for inline content, each of its links in it.
    func locate(_ block: MarkdownRenderer.Block) -> LocatedBlock {
        let source = source(of: block)
        guard case .inline(let rendered) = block.content else { return .html(source) }
        let scanner = MarkdownSourceScanner(source.bytes)
        var used = Set<Int>()
        var cursor = 0
        var locations: [Location] = []
        for item in rendered.links {
            if let located = locate(item, scanner: scanner, content: source, from: cursor, used: used) {
                cursor = located.end + 1
                if let index = located.candidateIndex { used.insert(index) }
                locations.append(.found(located))
            } else {
                locations.append(block.startLine >= 1 ? .blockStart : .unknown)
            }
        }
        return .inline(
            LocatedInlineBlock(
                rendered: rendered, source: source, scanner: scanner,
                locations: locations, usedCandidates: used))
    }

    // MARK: - Block source

    /// The source bytes of a block, container markers of continuation lines removed, with the
    /// offset in `original` of each byte; empty when cmark gave the block no line in the text.
    func source(of node: MarkdownRenderer.Block) -> BlockSource {
        guard node.startLine >= 1, node.startLine <= lineIndex.lineCount else { return BlockSource(bytes: [], original: [], offsets: []) }
        let lastLine = min(max(node.endLine, node.startLine), lineIndex.lineCount)
        var bytes: [UInt8] = []
        var originalBytes: [UInt8] = []
        var offsets: [Int] = []
        for line in node.startLine...lastLine {
            let range = lineIndex.lineRange(line, in: masked)
            var start = range.lowerBound
            var end = range.upperBound
            if line == node.startLine {
                start = min(range.upperBound, range.lowerBound + max(0, node.startColumn - 1))
            } else {
                start = stripContainerPrefix(in: range, quoteDepth: node.quoteDepth)
            }
            if node.kind == .tableCell, line == lastLine, node.endColumn >= 1 {
                end = min(end, range.lowerBound + node.endColumn)
            }
            if line > node.startLine {
                bytes.append(0x0A); originalBytes.append(0x0A); offsets.append(max(0, start - 1))
            }
            if start < end {
                bytes += masked[start..<end]
                originalBytes += original[start..<end]
                offsets += Array(start..<end)
            }
        }
        return BlockSource(bytes: bytes, original: originalBytes, offsets: offsets)
    }

    /// The offset of a continuation line's content: after its leading blanks and the `>` markers
    /// of the `quoteDepth` block quotes around the block.
    private func stripContainerPrefix(in range: Range<Int>, quoteDepth: Int) -> Int {
        var index = range.lowerBound
        func skipBlank() { while index < range.upperBound, masked[index] == 0x20 || masked[index] == 0x09 { index += 1 } }
        skipBlank()
        var quotes = quoteDepth
        while quotes > 0, index < range.upperBound, masked[index] == UInt8(ascii: ">") {
            index += 1
            quotes -= 1
            skipBlank()
        }
        return index
    }

    // MARK: - Pairing links with markup

    /// Finds the source of one cmark link among the block's candidates, at or after `cursor`.
    private func locate(
        _ item: MarkdownRenderer.RenderedLink, scanner: MarkdownSourceScanner,
        content: BlockSource, from cursor: Int, used: Set<Int>
    ) -> LocatedLink? {
        let key = Self.letterKey(item.text)
        var best: LocatedLink?
        var firstBracket: LocatedLink?
        // A bare URL linked by the GFM autolink extension: its text is its URL, less a scheme.
        let url = item.url
        let mayBeBare =
            url == item.text || url == "mailto:" + item.text || url == "http://" + item.text
            || HTMLEntities.decodeAll(url) == HTMLEntities.decodeAll(item.text)
        let bare = mayBeBare ? fuzzyFind(Array(item.text.utf8), in: content.bytes, from: cursor, scanner: scanner) : nil
        // Candidates are in source order: start at the first one at or after the cursor. Past the
        // bare URL none can win (a line of 20,000 failed `[more](https://…` read them all for each URL).
        let first = scanner.firstCandidate(atOrAfter: cursor)
        for index in first..<scanner.candidates.count where !used.contains(index) {
            let candidate = scanner.candidates[index]
            if best != nil, candidate.start >= best!.start { break }
            if let bare, candidate.start > bare.lowerBound { break }
            // A bracket link whose text does not match is taken only as a last resort: stop
            // looking far past the first one.
            if best == nil, let fallback = firstBracket, index - (fallback.candidateIndex ?? index) > 64 { break }
            switch candidate.kind {
            case .angleAutolink:
                let inner = String(decoding: content.bytes[candidate.textRange], as: UTF8.self)
                if url == inner || url == "mailto:" + inner || item.text == inner {
                    best = LocatedLink(start: candidate.start, end: candidate.end, syntax: .markdownAutolink, candidateIndex: index)
                }
            default:
                guard !candidate.isImage, candidate.kind != .inline || candidate.isValidInline else { continue }
                // A footnote reference (`[^a]`) is never a link's markup, not even as a last resort.
                if candidate.kind == .shortcutReference, content.bytes[candidate.textRange].first == UInt8(ascii: "^") { continue }
                let syntax: LinkSyntax = candidate.kind == .inline ? .markdownInline : .markdownReference
                let located = LocatedLink(
                    start: candidate.start, end: candidate.end, syntax: syntax, candidateIndex: index,
                    destinationRange: candidate.destinationRange)
                if firstBracket == nil { firstBracket = located }
                if Self.letterKey(Self.candidateText(content.bytes[candidate.textRange])) == key {
                    best = located
                }
            }
        }
        if let bare, best == nil || bare.lowerBound < best!.start {
            best = LocatedLink(start: bare.lowerBound, end: bare.upperBound - 1, syntax: .markdownAutolink, candidateIndex: nil)
            // A bracket link whose text is the URL starts before its text: prefer it.
            if let bracket = firstBracket, bracket.start < bare.lowerBound, bracket.end >= bare.upperBound,
                Self.letterKey(Self.candidateText(content.bytes[scanner.candidates[bracket.candidateIndex!].textRange])) == key
            {
                best = bracket
            }
        }
        return best ?? firstBracket
    }

    /// The bracket text without nested destinations `](…)` and without HTML tags, entities decoded.
    private static func candidateText(_ bytes: ArraySlice<UInt8>) -> String {
        var output: [UInt8] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "]"), index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "(") {
                var depth = 0
                var scan = index + 1
                while scan < bytes.endIndex {
                    if bytes[scan] == UInt8(ascii: "(") { depth += 1 }
                    if bytes[scan] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { break } }
                    scan += 1
                }
                index = scan + 1
                continue
            }
            // A footnote reference inside the text (`[plain [^a] words]`) renders no text there.
            if byte == UInt8(ascii: "["), index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "^"),
                let close = bytes[index...].firstIndex(of: UInt8(ascii: "]"))
            {
                index = close + 1
                continue
            }
            if byte == UInt8(ascii: "<"), let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) {
                index = close + 1
                continue
            }
            if byte == UInt8(ascii: "&"), let entity = HTMLEntities.decode(bytes, at: index) {
                output += entity.bytes
                index += entity.length
                continue
            }
            output.append(byte)
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Letters and digits only: what a link's text and its source share despite markup.
    /// An ASCII scalar is answered from its value (the Unicode properties of ASCII letters and
    /// digits are exactly `A-Z`, `a-z`, `0-9`), without a property lookup per scalar.
    static func letterKey(_ text: String) -> String {
        var key: [UInt8] = []
        key.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                if ASCII.isAlphanumeric(UInt8(scalar.value)) { key.append(UInt8(scalar.value)) }
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                UTF8.encode(scalar) { key.append($0) }
            }
        }
        return String(decoding: key, as: UTF8.self)
    }

    /// Finds `expected` in the block bytes from `cursor`, outside code spans and HTML tags, allowing backslash
    /// escapes, entities and line breaks in the source where the text has them decoded.
    private func fuzzyFind(_ expected: [UInt8], in bytes: [UInt8], from cursor: Int, scanner: MarkdownSourceScanner) -> Range<Int>? {
        guard let first = expected.first else { return nil }
        var start = cursor
        while start < bytes.count {
            if bytes[start] == first || bytes[start] == UInt8(ascii: "&") || bytes[start] == UInt8(ascii: "\\"),
                !scanner.isInCodeSpan(start), !scanner.isInHTMLTag(start), let end = fuzzyMatch(expected, in: bytes, at: start)
            {
                return start..<end
            }
            start += 1
        }
        return nil
    }

    /// Matches `expected` against the bytes at `start` the way `fuzzyFind` allows; returns the
    /// offset just past the match, or `nil`.
    private func fuzzyMatch(_ expected: [UInt8], in bytes: [UInt8], at start: Int) -> Int? {
        var source = start
        var target = 0
        while target < expected.count {
            guard source < bytes.count else { return nil }
            let byte = bytes[source]
            if byte == expected[target] { source += 1; target += 1; continue }
            if byte == UInt8(ascii: "\\"), source + 1 < bytes.count, bytes[source + 1] == expected[target] {
                source += 2; target += 1; continue
            }
            if byte == UInt8(ascii: "&"), let entity = HTMLEntities.decode(bytes[...], at: source),
                expected[target...].starts(with: entity.bytes)
            {
                source += entity.length; target += entity.bytes.count; continue
            }
            if expected[target] == 0x20, byte == 0x0A || byte == 0x09 {
                while source < bytes.count, [0x0A, 0x09, 0x20].contains(bytes[source]) { source += 1 }
                target += 1
                continue
            }
            return nil
        }
        return source
    }
}
