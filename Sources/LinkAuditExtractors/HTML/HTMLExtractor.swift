import LinkAuditModel

/// Extracts links from HTML with libxml2's HTML parser (recover mode, no network).
///
/// libxml2 decides what the document's tree is; the source bytes decide where each link is
/// (`HTMLSourceScanner`): libxml2 only reports line numbers. Positions are 1-based lines and
/// 1-based UTF-8 byte columns of the decoded text (in fragments, of the file, through the `SourceMap`).
enum HTMLExtractor {
    /// Reads one HTML file: decides its encoding (`HTMLEncodingSniffer`), decodes it to UTF-8 and
    /// extracts its links. A binary file yields a located `AuditError` and no links.
    /// - Parameters:
    ///   - bytes: the file's raw bytes.
    ///   - file: the path relative to the working directory; a content-negotiation name
    ///     (`page.html.fr`, `page.html.ko.euc-kr`) gives the language and a fallback charset.
    static func extractDocument(bytes: [UInt8], file: String, options: ExtractionOptions) -> ExtractedDocument {
        var result = ExtractedDocument(file: file, format: .html)
        let decoded: HTMLEncodingSniffer.Decoded
        switch HTMLEncodingSniffer.decode(bytes, file: file) {
        case .success(let value):
            decoded = value
        case .failure(let failure):
            let position = LineIndex(bytes).position(ofByte: failure.byteOffset)
            result.errors.append(AuditError(file: file, line: position.line, column: position.utf8Column,
                                            message: failure.message))
            return result
        }
        var document = DocumentContext(file: file, render: options.render(for: .html), scope: .document(file))
        if let language = LocalePath.negotiationLanguage(of: file)?.language {
            document.language = language
            document.languageSource = .fileName
        }
        let map = SourceMap(lineIndex: LineIndex(decoded.text))
        let found = HTMLLinkCollector.collect(decoded.text, map: map, document: document, wholeValueContext: false)
        result.links = found.links
        result.problems = found.problems
        return result
    }

    /// Extracts the links of a piece of HTML inside another document: an app-copy value or an
    /// HTML block or inline anchor of Markdown.
    /// - Parameters:
    ///   - html: the fragment, UTF-8.
    ///   - map: maps byte offsets of `html` to positions in the file.
    ///   - document: the shared link fields; its language holds unless an element of the
    ///     fragment sets `lang`. For app copy (`appCopy` set) the context is the whole value.
    static func extractFragment(_ html: [UInt8], map: SourceMap, document: DocumentContext) -> (links: [Link], problems: [MarkupProblem]) {
        HTMLLinkCollector.collect(html, map: map, document: document, wholeValueContext: document.appCopy != nil)
    }
}

/// Turns one parsed HTML text into links and markup problems.
struct HTMLLinkCollector {
    let text: [UInt8]
    let map: SourceMap
    let lineIndex: LineIndex
    let document: DocumentContext
    let wholeValueContext: Bool
    let tree: HTMLTree
    let scanner: HTMLSourceScanner
    /// Tree element index -> index in `scanner.startTags`.
    private var tagOfElement: [Int: Int] = [:]
    /// `scanner.startTags` index -> tree element index.
    private var elementOfTag: [Int: Int] = [:]
    /// For `<a>` start tags: the `</a>` that closes them.
    private var closing: [Int: HTMLSourceScanner.EndTag] = [:]
    /// For `<a>` start tags opened again before any `</a>`: the next `<a>` start tag's index.
    private var reopenedBy: [Int: Int] = [:]
    private var blockCache: [Int: BlockText] = [:]

    /// Elements whose text is a link's context and decides its placement (RULES.md §3).
    static let blockElements: Set<String> = [
        "p", "li", "td", "th", "dt", "dd", "h1", "h2", "h3", "h4", "h5", "h6", "figcaption", "blockquote", "div",
        "section", "nav", "header", "footer", "body", "main", "article", "aside",
    ]

    static func collect(_ text: [UInt8], map: SourceMap, document: DocumentContext,
                        wholeValueContext: Bool) -> (links: [Link], problems: [MarkupProblem]) {
        let scanner = HTMLSourceScanner(text)
        // Browsers ignore the slash of `<a … />` (a is not a void element) and run the link on;
        // libxml2 closes it. Blank the slash (same length) so the tree is the one browsers build.
        var parsed = text
        for tag in scanner.startTags where tag.name == "a" {
            if let slash = selfClosingSlash(of: tag, in: text) { parsed[slash] = UInt8(ascii: " ") }
        }
        guard let tree = LibXMLHTMLParser.parse(utf8: parsed) else { return ([], []) }
        var collector = HTMLLinkCollector(text: text, map: map, lineIndex: LineIndex(text), document: document,
                                          wholeValueContext: wholeValueContext, tree: tree, scanner: scanner)
        collector.pairTags()
        collector.matchEndTags()
        return collector.makeLinks()
    }

    /// The offset of the `/` in a start tag written `<a … />`, or `nil`.
    static func selfClosingSlash(of tag: HTMLSourceScanner.StartTag, in text: [UInt8]) -> Int? {
        guard tag.end < text.count, text[tag.end] == UInt8(ascii: ">"), tag.unbalancedQuote == nil else { return nil }
        var index = tag.end - 1
        while index > tag.start, text[index] == 0x20 || text[index] == 0x09 || text[index] == 0x0A { index -= 1 }
        return index > tag.start && text[index] == UInt8(ascii: "/") ? index : nil
    }

    private init(text: [UInt8], map: SourceMap, lineIndex: LineIndex, document: DocumentContext,
                 wholeValueContext: Bool, tree: HTMLTree, scanner: HTMLSourceScanner) {
        self.text = text
        self.map = map
        self.lineIndex = lineIndex
        self.document = document
        self.wholeValueContext = wholeValueContext
        self.tree = tree
        self.scanner = scanner
    }

    // MARK: - Pairing tree elements with source tags

    /// Pairs `<a>` and `<area>` elements of the tree with their start tags in the source, in
    /// order. When the counts differ (anchors inside attribute values libxml2 read differently,
    /// parser-created elements), libxml2's line numbers resynchronize the two lists.
    private mutating func pairTags() {
        for name in ["a", "area"] {
            let elements = tree.nodes.indices.filter { tree.nodes[$0].kind == .element && tree.nodes[$0].name == name }
            let tags = scanner.startTags.indices.filter { scanner.startTags[$0].name == name }
            if elements.count == tags.count {
                for (element, tag) in zip(elements, tags) { pair(element, tag) }
                continue
            }
            var next = 0
            for element in elements {
                let line = tree.nodes[element].line
                guard line > 0 else { continue }
                // libxml2 2.9 stores at most 65535 without XML_PARSE_BIG_LINES.
                let capped = line >= 65535
                let hasHref = tree.attribute("href", of: element) != nil
                var candidate = next
                while candidate < tags.count {
                    let tag = scanner.startTags[tags[candidate]]
                    let endLine = lineIndex.position(ofByte: tag.end).line
                    if endLine < (capped ? 65535 : line) { candidate += 1; continue }
                    let startLine = lineIndex.position(ofByte: tag.start).line
                    if (capped || startLine <= line), tag.hasHref == hasHref {
                        pair(element, tags[candidate])
                        next = candidate + 1
                    }
                    break
                }
            }
        }
    }

    private mutating func pair(_ element: Int, _ tag: Int) {
        tagOfElement[element] = tag
        elementOfTag[tag] = element
    }

    /// Finds each `<a>` start tag's `</a>`: the first one after it and before the next `<a>`.
    private mutating func matchEndTags() {
        let anchorTags = scanner.startTags.indices.filter { scanner.startTags[$0].name == "a" }
        let ends = scanner.anchorEndTags
        var endIndex = 0
        for (position, tagIndex) in anchorTags.enumerated() {
            let tag = scanner.startTags[tagIndex]
            let nextStart = position + 1 < anchorTags.count ? scanner.startTags[anchorTags[position + 1]].start : Int.max
            while endIndex < ends.count, ends[endIndex].start <= tag.end { endIndex += 1 }
            if endIndex < ends.count, ends[endIndex].start < nextStart {
                closing[tagIndex] = ends[endIndex]
                endIndex += 1
            } else if position + 1 < anchorTags.count {
                reopenedBy[tagIndex] = anchorTags[position + 1]
            }
        }
    }

    // MARK: - Links

    private mutating func makeLinks() -> (links: [Link], problems: [MarkupProblem]) {
        var links: [Link] = []
        var problems: [MarkupProblem] = []
        var spanOfTag: [Int: SourceSpan] = [:]
        for index in tree.nodes.indices {
            let node = tree.nodes[index]
            guard node.kind == .element, node.name == "a" || node.name == "area",
                  let href = tree.attribute("href", of: index),
                  tree.ancestor(of: index, where: { $0.name == "template" }) == nil else { continue }
            let tagIndex = tagOfElement[index]
            let located = locate(element: index, tag: tagIndex)
            if let tagIndex, let span = located.span { spanOfTag[tagIndex] = span }

            let visibleText = node.name == "area" ? "" : tree.collectText(under: index, mode: .visible, skipNestedAnchors: true)
            let (name, nameSource) = accessibleName(of: index)
            var context = document
            if let language = language(of: index) {
                context.language = language
                context.languageSource = .htmlLang
            }
            let block = blockText(for: index)
            let range = block.anchors[index]
            let placement: LinkPlacement
            if document.render == .swiftui {
                placement = .inline
            } else if let range {
                placement = block.text.isAlone(linkStart: range.start, linkLength: range.length) ? .standalone : .inline
            } else {
                placement = .inline
            }
            let linkContext: LinkContext
            if let range {
                linkContext = block.text.context(linkStart: range.start, linkLength: range.length)
            } else {
                let own = visibleText.collapsingWhitespace
                linkContext = TextBlock(own).context(linkStart: 0, linkLength: own.count)
            }
            let link = context.makeLink(text: visibleText, name: name, nameSource: nameSource, destination: href,
                                        title: tree.attribute("title", of: index), syntax: .htmlAnchor,
                                        placement: placement, span: located.span, context: linkContext)
            links.append(link)

            if located.nested, let span = located.span {
                problems.append(problem(.nestedAnchor, "nested <a>: the outer link ends where the inner one starts",
                                        at: span.start, linkSpan: span))
            } else if let tagIndex, let span = located.span, contentMovedOut(element: index, tag: tagIndex) {
                problems.append(problem(.contentMovedOutOfLink,
                                        "the HTML parser moved content out of this link (block content such as <p> or a table inside <a>, or a missing </a>); keep only phrasing content inside <a> and close it with </a>",
                                        at: span.start, linkSpan: span))
            }
        }
        for (tagIndex, tag) in scanner.startTags.enumerated() where tag.name == "a" {
            guard Self.selfClosingSlash(of: tag, in: text) != nil else { continue }
            problems.append(problem(.selfClosedAnchor,
                                    "`<a … />` does not end a link in HTML: browsers run the link on to the next </a> or the end of its block; write <a …>text</a>",
                                    at: map.position(ofByte: tag.start), linkSpan: spanOfTag[tagIndex]))
        }
        for (tagIndex, tag) in scanner.startTags.enumerated() {
            guard let quote = tag.unbalancedQuote else { continue }
            problems.append(problem(.unbalancedQuotes,
                                    "unbalanced quote in the attributes of <\(tag.name)>: the value opened here swallows the markup after it; add the missing quote",
                                    at: map.position(ofByte: quote), linkSpan: spanOfTag[tagIndex]))
        }
        let unknown = SourcePosition(line: Int.max, utf8Column: Int.max)
        problems.sort { ($0.position ?? unknown) < ($1.position ?? unknown) }
        return (links, problems)
    }

    private func problem(_ kind: MarkupProblem.Kind, _ message: String, at position: SourcePosition, linkSpan: SourceSpan?) -> MarkupProblem {
        MarkupProblem(kind: kind, message: message, file: document.file, position: position, linkSpan: linkSpan,
                      appCopy: document.appCopy, render: document.render)
    }

    /// The link's span: from the `<` of its start tag through the `>` of its `</a>`; through the
    /// last non-space byte before a nested `<a>` that closed it; else through its start tag's `>`.
    private func locate(element: Int, tag tagIndex: Int?) -> (span: SourceSpan?, nested: Bool) {
        guard let tagIndex else {
            // A parser-created element: point at the start of its line.
            let line = tree.nodes[element].line
            guard line >= 1, let offset = lineIndex.offset(line: min(line, lineIndex.lineCount), utf8Column: 1) else {
                return (nil, false)
            }
            return (map.span(from: offset, through: offset), false)
        }
        let tag = scanner.startTags[tagIndex]
        if let end = closing[tagIndex] { return (map.span(from: tag.start, through: end.end), false) }
        if let inner = reopenedBy[tagIndex], let innerElement = elementOfTag[inner],
           tree.nextSibling(of: element) == innerElement
            || (innerElement > element && innerElement < tree.nodes[element].subtreeEnd) {
            var last = scanner.startTags[inner].start - 1
            while last > tag.end, [0x20, 0x09, 0x0A, 0x0D, 0x0C].contains(text[last]) { last -= 1 }
            return (map.span(from: tag.start, through: last), true)
        }
        return (map.span(from: tag.start, through: tag.end), false)
    }

    /// Whether the source between the start tag and `</a>` holds letters the parsed link lacks.
    private func contentMovedOut(element: Int, tag tagIndex: Int) -> Bool {
        guard let end = closing[tagIndex] else { return false }
        let tag = scanner.startTags[tagIndex]
        guard tag.end + 1 < end.start else { return false }
        var source: [UInt8] = []
        var index = tag.end + 1
        while index < end.start {
            let byte = text[index]
            if byte == UInt8(ascii: "<"), index + 1 < end.start, Self.startsMarkup(text[index + 1]) {
                index = text[index..<end.start].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 } ?? end.start
                continue
            }
            if byte == UInt8(ascii: "&") {
                if let entity = HTMLEntities.decode(text[..<end.start], at: index) {
                    source += entity.bytes
                    index += entity.length
                } else {
                    index += 1
                }
                continue
            }
            source.append(byte)
            index += 1
        }
        let sourceKey = Self.letterCount(String(decoding: source, as: UTF8.self))
        var parsed = ""
        for child in (element + 1)..<tree.nodes[element].subtreeEnd where tree.nodes[child].kind == .text {
            parsed += tree.nodes[child].text
        }
        return sourceKey > Self.letterCount(parsed)
    }

    /// Letters and digits in a text: what a link's source and its parsed text share despite markup.
    private static func letterCount(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ($1.properties.isAlphabetic || $1.properties.numericType != nil ? 1 : 0) }
    }

    /// Whether a byte after `<` makes it a tag or comment rather than text.
    private static func startsMarkup(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "!") || (0x61...0x7A).contains(byte | 0x20)
    }

    /// The accessible name (RULES.md §2): `aria-labelledby` > `aria-label` > content > `title`.
    private func accessibleName(of element: Int) -> (String, NameSource) {
        if let ids = tree.attribute("aria-labelledby", of: element) {
            let parts = ids.split(whereSeparator: { $0.isWhitespace }).compactMap { tree.element(id: String($0)) }.map(labelText)
            let joined = parts.joined(separator: " ").collapsingWhitespace
            if !joined.isEmpty { return (joined, .ariaLabelledby) }
        }
        if let label = tree.attribute("aria-label", of: element)?.collapsingWhitespace, !label.isEmpty {
            return (label, .ariaLabel)
        }
        let content = tree.nodes[element].name == "area"
            ? (tree.attribute("alt", of: element) ?? "")
            : tree.collectText(under: element, mode: .name, skipNestedAnchors: true)
        if !content.collapsingWhitespace.isEmpty { return (content, .content) }
        if let title = tree.attribute("title", of: element)?.collapsingWhitespace, !title.isEmpty {
            return (title, .title)
        }
        return ("", .content)
    }

    /// The text an element referenced by `aria-labelledby` contributes (even when hidden).
    private func labelText(_ element: Int) -> String {
        if let label = tree.attribute("aria-label", of: element)?.collapsingWhitespace, !label.isEmpty { return label }
        if tree.nodes[element].name == "img" { return tree.attribute("alt", of: element) ?? "" }
        return tree.collectText(under: element, mode: .name, skipNestedAnchors: false)
    }

    /// The nearest `lang` or `xml:lang` on the element or an ancestor.
    private func language(of element: Int) -> String? {
        var current = element
        while current >= 0 {
            if let value = (tree.attribute("lang", of: current) ?? tree.attribute("xml:lang", of: current))?.trimmingASCIISpaces,
               !value.isEmpty {
                return value
            }
            current = tree.nodes[current].parent
        }
        return nil
    }

    // MARK: - Blocks

    /// The block whose text is the link's context: the nearest block element, or for app copy the whole value.
    private func block(of element: Int) -> Int {
        var top = element
        var current = tree.nodes[element].parent
        while current >= 0 {
            if !wholeValueContext, Self.blockElements.contains(tree.nodes[current].name) { return current }
            top = current
            current = tree.nodes[current].parent
        }
        return top
    }

    private mutating func blockText(for element: Int) -> BlockText {
        let block = block(of: element)
        if let cached = blockCache[block] { return cached }
        let collected = tree.collectText(under: block, mode: .visible, skipNestedAnchors: false, recordAnchors: true)
        let result = BlockText(collected.text, anchors: collected.anchors)
        blockCache[block] = result
        return result
    }
}

/// A block's visible text, with each anchor's range in Characters and a running count of
/// letters and digits (so that a placement test is O(1) per link).
struct BlockText {
    let text: TextBlock
    /// Anchor element -> Character range (start, length) of its text in the block.
    let anchors: [Int: (start: Int, length: Int)]

    init(_ string: String, anchors utf8Ranges: [Int: (start: Int, end: Int)]) {
        text = TextBlock(string)
        let needed = Set(utf8Ranges.values.flatMap { [$0.start, $0.end] }).sorted()
        var characterOffset: [Int: Int] = [:]
        var pointer = 0
        var utf8Offset = 0
        for (index, character) in text.characters.enumerated() {
            while pointer < needed.count, needed[pointer] <= utf8Offset { characterOffset[needed[pointer]] = index; pointer += 1 }
            utf8Offset += character.utf8.count
        }
        while pointer < needed.count { characterOffset[needed[pointer]] = text.characters.count; pointer += 1 }
        var anchors: [Int: (start: Int, length: Int)] = [:]
        for (element, range) in utf8Ranges {
            let start = characterOffset[range.start] ?? 0
            anchors[element] = (start, max(0, (characterOffset[range.end] ?? start) - start))
        }
        self.anchors = anchors
    }
}
