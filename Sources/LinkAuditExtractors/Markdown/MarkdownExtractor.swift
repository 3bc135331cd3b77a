import Foundation
import LinkAuditModel

/// Extracts links from Markdown documents and from Markdown in app-copy values.
///
/// cmark-gfm decides what is a link; the source bytes decide where it is and how it was written
/// (`MarkdownSourceScanner`). Front matter is skipped (its `lang` honored), template expressions
/// inside destinations (`{{ … }}`, `{% … %}`) are kept from breaking the link, and HTML blocks
/// and inline anchors are handed to `HTMLExtractor` with their offsets.
enum MarkdownExtractor {
    static func extractDocument(bytes: [UInt8], file: String, options: ExtractionOptions) -> ExtractedDocument {
        var document = ExtractedDocument(file: file, format: .markdown)
        guard let text = SourceText.utf8(bytes, kind: "Markdown", reportingTo: &document) else { return document }
        let lineIndex = LineIndex(text)
        var masked = text
        let frontMatter = FrontMatter.blankOut(&masked)
        TemplateMasking.maskDestinationTemplates(&masked)
        var context = DocumentContext(file: file, render: options.render(for: .markdown), scope: .document(file))
        if let language = frontMatter?.language {
            context.language = language
            context.languageSource = .frontMatter
        }
        var walker = MarkdownWalker(original: text, masked: masked, lineIndex: lineIndex,
                                    map: SourceMap(lineIndex: lineIndex), document: context, isAppCopy: false)
        do {
            walker.visit(try CommonMarkConverter.parse(masked, extensions: .all), quoteDepth: 0)
        } catch {
            document.errors.append(AuditError(file: file, line: error.line, column: error.line == nil ? nil : 1,
                                              message: "Markdown nested deeper than \(CommonMarkConverter.maximumDepth) levels (block quotes, lists or emphasis); not audited"))
            return document
        }
        document.links = walker.links
        document.problems = walker.problems
        return document
    }

    /// SwiftUI reads a `Text` value's Markdown inline only: four spaces or a tab at the start of a
    /// line do not make a code block there. Each line's leading spaces and tabs become no-break
    /// spaces (two bytes for two; a tab first counts as one space), which CommonMark does not count
    /// as indentation; every offset stays.
    static func maskingIndentation(_ value: [UInt8]) -> [UInt8] {
        var masked = value
        var index = 0
        while index < masked.count {
            var end = index
            while end < masked.count, masked[end] == 0x20 || masked[end] == 0x09 { masked[end] = 0x20; end += 1 }
            var cursor = index
            while cursor + 1 < end {
                masked[cursor] = 0xC2
                masked[cursor + 1] = 0xA0
                cursor += 2
            }
            while end < masked.count, masked[end] != 0x0A { end += 1 }
            index = end + 1
        }
        return masked
    }

    /// Links of one app-copy value read as SwiftUI reads Markdown: inline and reference links and
    /// `<…>` autolinks, no bare-URL autolinks; every link inline.
    static func extractAppCopy(_ value: [UInt8], map: SourceMap, document: DocumentContext) -> (links: [Link], problems: [MarkupProblem]) {
        let masked = Self.maskingIndentation(value)
        var walker = MarkdownWalker(original: value, masked: masked, lineIndex: LineIndex(value), map: map,
                                    document: document, isAppCopy: true)
        // A value nested deeper than any real string is skipped; its table's other values still count.
        guard let tree = try? CommonMarkConverter.parse(masked, extensions: []) else { return ([], []) }
        walker.visit(tree, quoteDepth: 0)
        return (walker.links, walker.problems)
    }
}

/// Walks one parsed Markdown tree and turns its links into `Link` values.
struct MarkdownWalker {
    /// The text as written (destinations of templated links come from here).
    let original: [UInt8]
    /// The text given to cmark: same length, front matter and destination templates masked.
    let masked: [UInt8]
    let lineIndex: LineIndex
    /// Maps offsets of `original` to file positions.
    let map: SourceMap
    let document: DocumentContext
    let isAppCopy: Bool
    private(set) var links: [Link] = []
    private(set) var problems: [MarkupProblem] = []

    init(original: [UInt8], masked: [UInt8], lineIndex: LineIndex, map: SourceMap, document: DocumentContext, isAppCopy: Bool) {
        self.original = original
        self.masked = masked
        self.lineIndex = lineIndex
        self.map = map
        self.document = document
        self.isAppCopy = isAppCopy
    }

    mutating func visit(_ node: MarkdownNode, quoteDepth: Int) {
        switch node.kind {
        case .paragraph, .heading, .tableCell:
            visitInlineBlock(node, quoteDepth: quoteDepth)
        case .htmlBlock:
            let content = blockContent(node, quoteDepth: quoteDepth)
            guard !content.bytes.isEmpty else { return }
            let found = HTMLExtractor.extractFragment(content.bytes, map: map.remapped(content.offsets), document: document)
            links += found.links
            problems += found.problems
        case .codeBlock, .thematicBreak:
            return
        case .blockQuote:
            for child in node.children { visit(child, quoteDepth: quoteDepth + 1) }
        default:
            for child in node.children { visit(child, quoteDepth: quoteDepth) }
        }
    }

    // MARK: - Blocks with inline content

    /// The source bytes of a block, container markers of continuation lines removed, with the
    /// offset in `original` of each byte.
    private func blockContent(_ node: MarkdownNode, quoteDepth: Int) -> (bytes: [UInt8], original: [UInt8], offsets: [Int]) {
        guard node.startLine >= 1, node.startLine <= lineIndex.lineCount else { return ([], [], []) }
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
                start = stripContainerPrefix(in: range, quoteDepth: quoteDepth)
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
        return (bytes, originalBytes, offsets)
    }

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

    private struct RenderedLink {
        var node: MarkdownNode
        var text: String
        /// Whether every non-blank piece of the text comes from code spans.
        var isCode: Bool
        var characterStart: Int
        var characterLength: Int
    }

    private mutating func visitInlineBlock(_ block: MarkdownNode, quoteDepth: Int) {
        var rendered = ""
        var renderedCount = 0
        var found: [RenderedLink] = []
        var hasInlineAnchor = false
        func render(_ nodes: [MarkdownNode], into output: inout String, count: inout Int) {
            for node in nodes {
                switch node.kind {
                case .text, .code:
                    let piece = node.literal ?? ""
                    output += piece
                    count += piece.count
                case .softBreak, .lineBreak:
                    output += " "
                    count += 1
                case .htmlInline:
                    if let literal = node.literal?.lowercased(), literal.hasPrefix("<a ") || literal.hasPrefix("<a>") || literal.hasPrefix("<a\n") {
                        hasInlineAnchor = true
                    }
                case .link:
                    var inner = ""
                    var innerCount = 0
                    render(node.children, into: &inner, count: &innerCount)
                    found.append(RenderedLink(node: node, text: inner, isCode: Self.isCodeOnly(node.children),
                                              characterStart: count, characterLength: innerCount))
                    output += inner
                    count += innerCount
                default:
                    render(node.children, into: &output, count: &count)
                }
            }
        }
        render(block.children, into: &rendered, count: &renderedCount)
        // A block without links may still hold link markup that failed: `[text] (url)`, `［text］（url）`.
        guard !found.isEmpty || hasInlineAnchor || Self.mayHoldLinkMarkup(rendered) else { return }

        let content = blockContent(block, quoteDepth: quoteDepth)
        let contentMap = map.remapped(content.offsets)
        if hasInlineAnchor {
            let html = HTMLExtractor.extractFragment(content.original, map: contentMap, document: document)
            links += html.links
            problems += html.problems
        }
        let scanner = MarkdownSourceScanner(content.bytes)
        let blockText = TextBlock(rendered)
        var used = Set<Int>()
        var cursor = 0
        for item in found {
            let located = locate(item, scanner: scanner, content: content, from: cursor, used: used)
            var span: SourceSpan?
            var syntax = LinkSyntax.markdownInline
            var destination = item.node.url ?? ""
            if let located {
                cursor = located.end + 1
                if let index = located.candidateIndex { used.insert(index) }
                span = contentMap.span(from: located.start, through: located.end)
                syntax = located.syntax
                if let range = located.destinationRange {
                    let raw = String(decoding: content.original[range], as: UTF8.self)
                    if raw.contains("{{") || raw.contains("{%") {
                        destination = raw.hasPrefix("<") && raw.hasSuffix(">") ? String(raw.dropFirst().dropLast()) : raw
                    }
                }
            } else if block.startLine >= 1 {
                span = contentMap.span(from: 0, through: 0)
            }
            let placement: LinkPlacement
            if document.render == .swiftui || isAppCopy {
                placement = .inline
            } else {
                placement = blockText.isAlone(linkStart: item.characterStart, linkLength: item.characterLength) ? .standalone : .inline
            }
            var text = item.text
            if syntax == .markdownAutolink, located?.candidateIndex == nil {
                // The GFM autolinker copies the source as written: decode its character references.
                destination = HTMLEntities.decodeAll(destination)
                text = HTMLEntities.decodeAll(text)
            }
            let context = blockText.context(linkStart: item.characterStart, linkLength: item.characterLength)
            var link = document.makeLink(text: text, destination: destination, title: item.node.title,
                                         syntax: syntax, placement: placement, span: span, context: context)
            link.isCodeText = item.isCode
            links.append(link)
        }
        reportBrokenMarkup(scanner: scanner, used: used, contentMap: contentMap, content: content)
    }

    /// Whether inline nodes hold code spans and nothing else but whitespace.
    private static func isCodeOnly(_ nodes: [MarkdownNode]) -> Bool {
        var sawCode = false
        func visit(_ nodes: [MarkdownNode]) -> Bool {
            for node in nodes {
                switch node.kind {
                case .code: sawCode = true
                case .text: if !(node.literal ?? "").allSatisfy(\.isWhitespace) { return false }
                case .softBreak, .lineBreak: continue
                default: if !visit(node.children) { return false }
                }
            }
            return true
        }
        return visit(nodes) && sawCode
    }

    /// Whether rendered block text holds brackets that could be failed link markup.
    private static func mayHoldLinkMarkup(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: "[")) || text.contains("［") || text.contains("【") || text.contains("〔")
    }

    private struct LocatedLink {
        var start: Int
        var end: Int
        var syntax: LinkSyntax
        var candidateIndex: Int?
        var destinationRange: Range<Int>?
    }

    /// Finds the source of one cmark link among the block's candidates, at or after `cursor`.
    private func locate(_ item: RenderedLink, scanner: MarkdownSourceScanner,
                        content: (bytes: [UInt8], original: [UInt8], offsets: [Int]), from cursor: Int, used: Set<Int>) -> LocatedLink? {
        let key = Self.letterKey(item.text)
        var best: LocatedLink?
        var firstBracket: LocatedLink?
        // Candidates are in source order: start at the first one at or after the cursor.
        let first = scanner.firstCandidate(atOrAfter: cursor)
        for index in first..<scanner.candidates.count where !used.contains(index) {
            let candidate = scanner.candidates[index]
            if best != nil, candidate.start >= best!.start { break }
            // A bracket link whose text does not match is taken only as a last resort: stop
            // looking far past the first one.
            if best == nil, let fallback = firstBracket, index - (fallback.candidateIndex ?? index) > 64 { break }
            switch candidate.kind {
            case .angleAutolink:
                let inner = String(decoding: content.bytes[candidate.textRange], as: UTF8.self)
                let url = item.node.url ?? ""
                if url == inner || url == "mailto:" + inner || item.text == inner {
                    best = LocatedLink(start: candidate.start, end: candidate.end, syntax: .markdownAutolink, candidateIndex: index)
                }
            default:
                guard !candidate.isImage, candidate.kind != .inline || candidate.isValidInline else { continue }
                let syntax: LinkSyntax = candidate.kind == .inline ? .markdownInline : .markdownReference
                let located = LocatedLink(start: candidate.start, end: candidate.end, syntax: syntax, candidateIndex: index,
                                          destinationRange: candidate.destinationRange)
                if firstBracket == nil { firstBracket = located }
                if Self.letterKey(Self.candidateText(content.bytes[candidate.textRange])) == key {
                    best = located
                }
            }
        }
        // A bare URL linked by the GFM autolink extension: its text is its URL, less a scheme.
        let url = item.node.url ?? ""
        let mayBeBare = url == item.text || url == "mailto:" + item.text || url == "http://" + item.text
            || HTMLEntities.decodeAll(url) == HTMLEntities.decodeAll(item.text)
        if mayBeBare, let bare = fuzzyFind(Array(item.text.utf8), in: content.bytes, from: cursor, scanner: scanner),
           best == nil || bare.lowerBound < best!.start {
            best = LocatedLink(start: bare.lowerBound, end: bare.upperBound - 1, syntax: .markdownAutolink, candidateIndex: nil)
            // A bracket link whose text is the URL starts before its text: prefer it.
            if let bracket = firstBracket, bracket.start < bare.lowerBound, bracket.end >= bare.upperBound,
               Self.letterKey(Self.candidateText(content.bytes[scanner.candidates[bracket.candidateIndex!].textRange])) == key {
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
    static func letterKey(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }.map(Character.init))
    }

    /// Finds `expected` in the block bytes from `cursor`, outside code spans, allowing backslash
    /// escapes, entities and line breaks in the source where the text has them decoded.
    private func fuzzyFind(_ expected: [UInt8], in bytes: [UInt8], from cursor: Int, scanner: MarkdownSourceScanner) -> Range<Int>? {
        guard let first = expected.first else { return nil }
        var start = cursor
        while start < bytes.count {
            if bytes[start] == first || bytes[start] == UInt8(ascii: "&") || bytes[start] == UInt8(ascii: "\\"),
               !scanner.isInCodeSpan(start), let end = fuzzyMatch(expected, in: bytes, at: start) {
                return start..<end
            }
            start += 1
        }
        return nil
    }

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
               expected[target...].starts(with: entity.bytes) {
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

    // MARK: - Broken markup

    private mutating func reportBrokenMarkup(scanner: MarkdownSourceScanner, used: Set<Int>, contentMap: SourceMap,
                                             content: (bytes: [UInt8], original: [UInt8], offsets: [Int])) {
        // Used candidates do not overlap one another (links do not nest): a sweep finds the one
        // that may contain each unused candidate.
        let usedRanges = used.map { scanner.candidates[$0].start...scanner.candidates[$0].end }.sorted { $0.lowerBound < $1.lowerBound }
        var sweep = 0
        for (index, candidate) in scanner.candidates.enumerated() where !used.contains(index) && !candidate.isImage {
            while sweep < usedRanges.count, usedRanges[sweep].upperBound < candidate.start { sweep += 1 }
            if sweep < usedRanges.count, usedRanges[sweep].contains(candidate.start) { continue }
            let destination = candidate.destinationRange.map { String(decoding: content.original[$0], as: UTF8.self) } ?? ""
            let kind: MarkupProblem.Kind
            let message: String
            if candidate.kind == .inline, candidate.destinationHasSpace, Self.looksLikeDestination(destination) {
                kind = .spaceInDestination
                message = "destination contains a space; use `<...>` or `%20`"
            } else if candidate.kind == .inline, candidate.isUnclosed, Self.looksLikeDestination(destination) {
                kind = .unclosedDestination
                message = "the link's `(` is never closed, so this is not a link; add `)` after the destination"
            } else if candidate.kind == .shortcutReference, candidate.followedBySpacedParenthesis, Self.looksLikeDestination(destination) {
                kind = .spaceBeforeDestination
                message = "a space between `]` and `(` keeps this from being a link; remove it"
            } else {
                continue
            }
            problems.append(MarkupProblem(kind: kind, message: message, file: document.file,
                                          position: contentMap.position(ofByte: candidate.start),
                                          appCopy: document.appCopy, render: document.render))
        }
        for fullwidth in scanner.fullwidthLinks {
            problems.append(MarkupProblem(kind: .fullwidthBrackets,
                                          message: "fullwidth or CJK brackets (`［…］（…）`, `【…】(…)`) are not link syntax; use ASCII `[…](…)`",
                                          file: document.file, position: contentMap.position(ofByte: fullwidth.start),
                                          appCopy: document.appCopy, render: document.render))
        }
    }

    private static func looksLikeDestination(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        // A scheme, even one a translation tool broke apart ("ddgquicklink: //…").
        let scheme = trimmed.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
        if (2...32).contains(scheme.count), scheme.first?.isLetter == true, trimmed.dropFirst(scheme.count).hasPrefix(":") { return true }
        return trimmed.contains("://") || trimmed.hasPrefix("/") || trimmed.hasPrefix("www.") || trimmed.hasPrefix("mailto:")
            || trimmed.hasPrefix("#") || trimmed.hasPrefix("./") || trimmed.hasPrefix("../") || trimmed.hasPrefix("{{")
            || trimmed.hasSuffix(".md") || trimmed.hasSuffix(".html")
    }
}
