import LinkAuditModel

/// Where each `<a>` and `<area>` element of a parsed HTML text is written in its source.
///
/// libxml2 reports only a line per element, so the locator pairs the tree's anchor elements with
/// the start tags `HTMLSourceScanner` found, finds the `</a>` that closes each `<a>`, and derives
/// each link's span from those bytes. It also compares the source between an anchor's tags with
/// the parsed link to tell when the parser moved content out of it. Offsets are 0-based bytes of
/// the text; spans are 1-based lines and 1-based, inclusive UTF-8 byte columns through `map`.
struct HTMLAnchorLocator {
    /// The HTML as written, UTF-8.
    let text: [UInt8]
    /// Maps offsets of `text` to positions in the file.
    let map: SourceMap
    /// Lines of `text`, to compare with libxml2's line numbers.
    let lineIndex: LineIndex
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
    /// Tree element index of a `role="link"` element -> its start tag.
    private var roleLinkTag: [Int: HTMLSourceScanner.StartTag] = [:]

    /// Pairs the tree's anchors with the scanner's tags and each `<a>` with its `</a>`.
    init(text: [UInt8], map: SourceMap, lineIndex: LineIndex, tree: HTMLTree, scanner: HTMLSourceScanner) {
        self.text = text
        self.map = map
        self.lineIndex = lineIndex
        self.tree = tree
        self.scanner = scanner
        pairTags()
        matchEndTags()
        // Elements made links by `role="link"`, paired in order when the counts agree.
        let roleLinks = tree.nodes.indices.filter {
            tree.nodes[$0].kind == .element && tree.name(of: $0) != "a" && tree.name(of: $0) != "area" && tree.role(of: $0) == "link"
        }
        if roleLinks.count == scanner.roleLinkTags.count {
            for (element, tag) in zip(roleLinks, scanner.roleLinkTags) { roleLinkTag[element] = tag }
        }
    }

    /// The span of an element that `role="link"` makes a link: its start tag, from `<` through
    /// `>` (its end tag is not tracked); `nil` when it could not be paired with its source.
    func locateRoleLink(element: Int) -> SourceSpan? {
        roleLinkTag[element].map { map.span(from: $0.start, through: $0.end) }
    }

    /// The index in `scanner.startTags` of an anchor element's start tag; `nil` for an element
    /// the parser created or one that could not be paired.
    func tag(of element: Int) -> Int? {
        tagOfElement[element]
    }

    // MARK: - Pairing tree elements with source tags

    /// Pairs `<a>` and `<area>` elements of the tree with their start tags in the source, in
    /// order. When the counts differ (anchors inside attribute values libxml2 read differently,
    /// parser-created elements), libxml2's line numbers resynchronize the two lists.
    private mutating func pairTags() {
        for name in ["a", "area"] {
            let elements = tree.nodes.indices.filter { tree.nodes[$0].kind == .element && tree.name(of: $0) == name }
            let tags = scanner.startTags.indices.filter { scanner.startTags[$0].name == name }
            if elements.count == tags.count {
                for (element, tag) in zip(elements, tags) { pair(element, tag) }
                continue
            }
            var next = 0
            for element in elements {
                let line = tree.nodes[element].line
                guard line > 0 else { continue }
                let hasHref = tree.attribute("href", of: element) != nil
                var candidate = next
                while candidate < tags.count {
                    let tag = scanner.startTags[tags[candidate]]
                    let endLine = lineIndex.position(ofByte: tag.end).line
                    if endLine < line { candidate += 1; continue }
                    let startLine = lineIndex.position(ofByte: tag.start).line
                    if startLine <= line, tag.hasHref == hasHref {
                        pair(element, tags[candidate])
                        next = candidate + 1
                    }
                    break
                }
            }
        }
    }

    /// Records that a tree element and a source start tag are the same anchor.
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

    // MARK: - Spans

    /// The link's span: from the `<` of its start tag through the `>` of its `</a>`; through the
    /// last non-space byte before a nested `<a>` that closed it; else through its start tag's `>`.
    /// An element without a start tag is placed at the start of its line; `nil` when its line is unknown.
    /// - Returns: the span, and whether a nested `<a>` closed the link.
    func locate(element: Int, tag tagIndex: Int?) -> (span: SourceSpan?, nested: Bool) {
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
                || (innerElement > element && innerElement < tree.nodes[element].subtreeEnd)
        {
            var last = scanner.startTags[inner].start - 1
            while last > tag.end, [0x20, 0x09, 0x0A, 0x0D, 0x0C].contains(text[last]) { last -= 1 }
            return (map.span(from: tag.start, through: last), true)
        }
        return (map.span(from: tag.start, through: tag.end), false)
    }

    /// Whether an `<a>` start tag has no `</a>` of its own: none follows it before the next `<a>`
    /// (nor at all, for the last one).
    func isUnclosed(tag tagIndex: Int) -> Bool {
        scanner.startTags[tagIndex].name == "a" && closing[tagIndex] == nil
    }

    // MARK: - Content moved out

    /// Whether the source between the start tag and `</a>` holds letters the parsed link lacks.
    func contentMovedOut(element: Int, tag tagIndex: Int) -> Bool {
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
                if let entity = HTMLEntities.decode(text[..<end.start], at: index, context: .htmlText) {
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
        let sourceKey = Self.letterCount(utf8: source[...])
        // The tree's texts are valid UTF-8 each, so their letters add up text by text.
        var parsedKey = 0
        for child in (element + 1)..<tree.nodes[element].subtreeEnd where tree.nodes[child].kind == .text {
            parsedKey += Self.letterCount(utf8: tree.textBytes[tree.nodes[child].textRange])
        }
        return sourceKey > parsedKey
    }

    /// ``letterCount(_:)`` of UTF-8 bytes (invalid sequences read as U+FFFD): counted byte by byte
    /// when they are all ASCII, without making a String.
    static func letterCount(utf8 bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        for byte in bytes {
            guard byte < 0x80 else { return letterCount(String(decoding: bytes, as: UTF8.self)) }
            if ASCII.isAlphanumeric(byte) { count += 1 }
        }
        return count
    }

    /// Letters and digits in a text: what a link's source and its parsed text share despite markup.
    /// An ASCII scalar is answered from its value (there only `A`–`Z`, `a`–`z` are alphabetic and
    /// only `0`–`9` are numeric), sparing the Unicode property lookup for most text.
    static func letterCount(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { count, scalar in
            let counts: Bool
            if scalar.isASCII {
                let value = scalar.value | 0x20
                counts = (0x61...0x7A).contains(value) || (0x30...0x39).contains(scalar.value)
            } else {
                counts = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            }
            return count + (counts ? 1 : 0)
        }
    }

    /// Whether a byte after `<` makes it a tag or comment rather than text.
    private static func startsMarkup(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "!") || (0x61...0x7A).contains(byte | 0x20)
    }
}
