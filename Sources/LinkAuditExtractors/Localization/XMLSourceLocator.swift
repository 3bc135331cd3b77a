import LinkAuditModel

/// Finds where the elements of an `XMLTree` are written in the source, and decodes an element's
/// content again from the source bytes so that every decoded byte knows its file offset.
///
/// libxml2 gives only the line of each start tag. This scanner reads the same bytes, lists every
/// start tag in document order (skipping comments, CDATA sections, processing instructions and the
/// DOCTYPE), and pairs them with the tree's elements, which are in the same order. An element's
/// content is then decoded the way the parser did — predefined entities and character references
/// unescaped, CDATA copied, line ends normalized to `\n` — with each byte produced by a reference
/// mapped to the offset of its `&`. When the result differs from the parser's text (an entity
/// declared in an internal DTD, say), the parser's text is used and every byte maps to the start
/// tag: the line stays right, the column is the tag's.
struct XMLSourceLocator {
    /// One start tag in the source.
    struct StartTag: Sendable {
        /// 0-based byte offset of its `<`.
        var offset: Int
        /// The local name (after any `prefix:`).
        var localName: String
        /// 0-based byte offset just past its `>`; `nil` for an empty-element tag (`<x/>`).
        var contentStart: Int?
        /// 0-based byte offset just past its `>` (`/>` too).
        var end: Int
    }

    /// The decoded content of one element.
    struct Value {
        /// UTF-8 bytes, as the parser decoded them.
        var bytes: [UInt8]
        /// `offsets[i]` is the 0-based file byte offset of `bytes[i]`, with one trailing entry for
        /// the end of the content.
        var offsets: [Int]
        /// Whether every byte's offset is exact (`false`: they all point at the start tag).
        var isExact: Bool
    }

    let bytes: [UInt8]
    let lineIndex: LineIndex
    let tree: XMLTree
    /// The start tag of each element of `tree`, by element index; `nil` when it was not found.
    private let tags: [StartTag?]

    init(bytes: [UInt8], tree: XMLTree) {
        self.bytes = bytes
        self.tree = tree
        let lineIndex = LineIndex(bytes)
        self.lineIndex = lineIndex
        let scanned = Self.startTags(in: bytes)
        if scanned.count == tree.elements.count,
            zip(scanned, tree.elements).allSatisfy({ $0.localName == $1.name })
        {
            tags = scanned
            return
        }
        // The tree and the source disagree (entities expanding to elements): pair each element with
        // the next unused tag of the same name that ends on or after its line (libxml2 gives the
        // line of a start tag's end: its attributes may go over lines).
        var paired: [StartTag?] = []
        var cursor = 0
        for element in tree.elements {
            let lineStart = lineIndex.offset(line: element.line, utf8Column: 1) ?? 0
            var found: StartTag?
            var index = cursor
            while index < scanned.count {
                if scanned[index].localName == element.name, scanned[index].end > lineStart {
                    found = scanned[index]
                    cursor = index + 1
                    break
                }
                index += 1
            }
            paired.append(found)
        }
        tags = paired
    }

    /// The 0-based byte offset of an element's start tag, falling back to the start of its line.
    func tagOffset(of element: Int) -> Int {
        if let tag = tags[element] { return tag.offset }
        return lineIndex.offset(line: max(tree.elements[element].line, 1), utf8Column: 1) ?? 0
    }

    /// The content of an element as app copy: character data of the element and its descendants,
    /// except inside opaque descendants (placeholders), with file offsets.
    /// - Parameter isOpaque: whether a descendant's content is left out (by local name).
    func value(of element: Int, isOpaque: (String) -> Bool = { _ in false }) -> Value {
        let parsed = Array(tree.text(of: element, isOpaque: isOpaque).utf8)
        guard let tag = tags[element] else {
            let offset = tagOffset(of: element)
            return Value(bytes: parsed, offsets: Array(repeating: offset, count: parsed.count + 1), isExact: false)
        }
        guard let start = tag.contentStart else {
            return Value(bytes: parsed, offsets: Array(repeating: tag.offset, count: parsed.count + 1), isExact: parsed.isEmpty)
        }
        let decoded = decodeContent(from: start, isOpaque: isOpaque)
        if decoded.bytes == parsed {
            return Value(bytes: decoded.bytes, offsets: decoded.offsets, isExact: true)
        }
        return Value(bytes: parsed, offsets: Array(repeating: tag.offset, count: parsed.count + 1), isExact: false)
    }

    // MARK: - Comments

    /// The in-place suppressions of the document's comments (`<!-- linkaudit-disable-next-line … -->`):
    /// the comments libxml2 read (so that `<!--` inside CDATA or an attribute value is none), each
    /// located at its `<!--` in the source, its `endLine` the line of its `-->`.
    func suppressionDirectives() -> [SuppressionDirective] {
        guard tree.comments.contains(where: { $0.contains(SuppressionDirective.marker) }) else { return [] }
        return locatedComments().compactMap { $0.directive(in: bytes, lineIndex: lineIndex) }
    }

    /// The comments of `tree`, paired in order with the comments of the source whose text is the
    /// same once line ends are normalized; a comment the source scan cannot match is left out.
    func locatedComments() -> [SourceComment] {
        let scanned = Self.comments(in: bytes)
        var located: [SourceComment] = []
        var cursor = 0
        for text in tree.comments {
            let wanted = Array(text.utf8)
            guard let match = scanned[cursor...].firstIndex(where: { normalizedBody($0) == wanted }) else { continue }
            located.append(scanned[match])
            cursor = match + 1
        }
        return located
    }

    /// A comment's body with `\r\n` and a lone `\r` turned into `\n`, as the parser reads it.
    private func normalizedBody(_ comment: SourceComment) -> [UInt8] {
        var result: [UInt8] = []
        var index = comment.body.lowerBound
        while index < comment.body.upperBound {
            index = appendNormalizingLineEnd(at: index) { byte, _ in result.append(byte) }
        }
        return result
    }

    /// Lists the `<!-- … -->` comments of the source in order, outside tags, CDATA sections and
    /// the DOCTYPE.
    static func comments(in bytes: [UInt8]) -> [SourceComment] {
        var comments: [SourceComment] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if hasPrefix(bytes, at: index, "<!--") {
                let close = find(bytes, "-->", from: index + 4)
                comments.append(
                    SourceComment(
                        start: index, lastByte: close.map { $0 + 2 } ?? bytes.count - 1, body: (index + 4)..<(close ?? bytes.count)))
                index = close.map { $0 + 3 } ?? bytes.count
            } else if hasPrefix(bytes, at: index, "<![CDATA[") {
                index = find(bytes, "]]>", from: index + 9).map { $0 + 3 } ?? bytes.count
            } else if let end = skipMarkupDeclaration(bytes, at: index) {
                index = end
            } else {
                index = skipTag(bytes, from: index + 1).end
            }
        }
        return comments
    }

    // MARK: - Scanning

    /// Lists the start tags of the document in order.
    static func startTags(in bytes: [UInt8]) -> [StartTag] {
        var tags: [StartTag] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            // A CDATA section's text is no markup: `<a href>` in it is no element of the tree.
            if hasPrefix(bytes, at: index, "<![CDATA[") {
                index = find(bytes, "]]>", from: index + 9).map { $0 + 3 } ?? bytes.count
                continue
            }
            if let end = skipMarkupDeclaration(bytes, at: index) { index = end; continue }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                index = skipTag(bytes, from: index + 2).end
                continue
            }
            let (name, nameEnd) = readName(bytes, from: index + 1)
            let (end, selfClosing) = skipTag(bytes, from: nameEnd)
            tags.append(StartTag(offset: index, localName: name, contentStart: selfClosing ? nil : end, end: end))
            index = end
        }
        return tags
    }

    /// Decodes the content that starts at `start`, up to the end tag that closes it.
    private func decodeContent(from start: Int, isOpaque: (String) -> Bool) -> (bytes: [UInt8], offsets: [Int]) {
        var builder = EscapedTextBuilder()
        /// For each element open inside the content: whether its content is left out.
        var open: [Bool] = []
        var index = start
        func append(_ byte: UInt8, at offset: Int) {
            if open.last != true { builder.appendLiteral(byte, at: offset) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"):
                if Self.hasPrefix(bytes, at: index, "<![CDATA[") {
                    var cursor = index + 9
                    while cursor < bytes.count, !Self.hasPrefix(bytes, at: cursor, "]]>") {
                        cursor = appendNormalizingLineEnd(at: cursor, append)
                    }
                    index = min(cursor + 3, bytes.count)
                } else if let end = Self.skipMarkupDeclaration(bytes, at: index) {
                    index = end
                } else if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    if open.isEmpty {
                        builder.finish(endOffset: index)
                        return (builder.bytes, builder.offsets)
                    }
                    open.removeLast()
                    index = Self.skipTag(bytes, from: index + 2).end
                } else {
                    let (name, nameEnd) = Self.readName(bytes, from: index + 1)
                    let (end, selfClosing) = Self.skipTag(bytes, from: nameEnd)
                    if !selfClosing { open.append(open.last == true || isOpaque(name)) }
                    index = end
                }
            case UInt8(ascii: "&"):
                if let (scalar, length) = Self.reference(bytes, at: index) {
                    if open.last != true { builder.appendScalar(scalar, at: index) }
                    index += length
                } else {
                    append(byte, at: index)
                    index += 1
                }
            default:
                index = appendNormalizingLineEnd(at: index, append)
            }
        }
        builder.finish(endOffset: bytes.count)
        return (builder.bytes, builder.offsets)
    }

    /// Appends the byte at `index`, turning `\r\n` and a lone `\r` into `\n` as XML parsers do.
    /// - Returns: the index of the next byte to read.
    private func appendNormalizingLineEnd(at index: Int, _ append: (UInt8, Int) -> Void) -> Int {
        if bytes[index] == 0x0D {
            if index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                append(0x0A, index + 1)
                return index + 2
            }
            append(0x0A, index)
            return index + 1
        }
        append(bytes[index], index)
        return index + 1
    }

    /// Skips `<!-- -->`, `<?…?>` and `<!…>` declarations (with an internal subset in brackets).
    /// - Returns: the offset just past it, or `nil` when the `<` at `index` starts none of them
    ///   (CDATA sections are not skipped here).
    private static func skipMarkupDeclaration(_ bytes: [UInt8], at index: Int) -> Int? {
        if hasPrefix(bytes, at: index, "<!--") {
            return find(bytes, "-->", from: index + 4).map { $0 + 3 } ?? bytes.count
        }
        if hasPrefix(bytes, at: index, "<![CDATA[") {
            return nil
        }
        if hasPrefix(bytes, at: index, "<?") {
            return find(bytes, "?>", from: index + 2).map { $0 + 2 } ?? bytes.count
        }
        if hasPrefix(bytes, at: index, "<!") {
            // A declaration such as `<!DOCTYPE … [ … ]>`: its `>` is outside quotes and the internal subset.
            return closingAngle(bytes, from: index + 2, nestingBrackets: true).map { $0 + 1 } ?? bytes.count
        }
        return nil
    }

    /// Reads a tag name starting at `index`.
    /// - Returns: its local name and the offset just past the name.
    private static func readName(_ bytes: [UInt8], from index: Int) -> (String, Int) {
        var end = index
        while end < bytes.count, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: ">")].contains(bytes[end]) { end += 1 }
        var nameStart = index
        if let colon = bytes[index..<end].lastIndex(of: UInt8(ascii: ":")) { nameStart = colon + 1 }
        return (String(decoding: bytes[nameStart..<end], as: UTF8.self), end)
    }

    /// Skips the rest of a tag (attributes with quoted values that may hold `>`).
    /// - Returns: the offset just past `>`, and whether the tag ended with `/>`.
    private static func skipTag(_ bytes: [UInt8], from index: Int) -> (end: Int, selfClosing: Bool) {
        guard let close = closingAngle(bytes, from: index, nestingBrackets: false) else { return (bytes.count, false) }
        return (close + 1, close > index && bytes[close - 1] == UInt8(ascii: "/"))
    }

    /// The offset of the first `>` from `index` that is outside quoted values (and, when
    /// `nestingBrackets`, outside `[ … ]`), or `nil`.
    private static func closingAngle(_ bytes: [UInt8], from index: Int, nestingBrackets: Bool) -> Int? {
        var cursor = index
        var brackets = 0
        var quote: UInt8?
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if nestingBrackets, byte == UInt8(ascii: "[") {
                brackets += 1
            } else if nestingBrackets, byte == UInt8(ascii: "]") {
                brackets -= 1
            } else if byte == UInt8(ascii: ">"), brackets <= 0 {
                return cursor
            }
            cursor += 1
        }
        return nil
    }

    /// Decodes a predefined entity (`&lt;` `&gt;` `&amp;` `&quot;` `&apos;`) or a character
    /// reference (`&#38;`, `&#x26;`) at `index`.
    /// - Returns: the scalar value and the reference's length in bytes, or `nil` for anything else.
    static func reference(_ bytes: [UInt8], at index: Int) -> (UInt32, Int)? {
        guard let semicolon = bytes[index..<min(bytes.count, index + 12)].firstIndex(of: UInt8(ascii: ";")) else { return nil }
        let body = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
        let length = semicolon - index + 1
        switch body {
        case "lt": return (0x3C, length)
        case "gt": return (0x3E, length)
        case "amp": return (0x26, length)
        case "quot": return (0x22, length)
        case "apos": return (0x27, length)
        default: break
        }
        guard body.hasPrefix("#") else { return nil }
        let digits = body.dropFirst()
        let value: UInt32?
        if digits.hasPrefix("x") || digits.hasPrefix("X") {
            value = UInt32(digits.dropFirst(), radix: 16)
        } else {
            value = UInt32(digits, radix: 10)
        }
        guard let value, Unicode.Scalar(value) != nil else { return nil }
        return (value, length)
    }

    private static func hasPrefix(_ bytes: [UInt8], at index: Int, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pointer = prefix.utf8Start
        for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    private static func find(_ bytes: [UInt8], _ needle: StaticString, from index: Int) -> Int? {
        var cursor = index
        while cursor < bytes.count {
            if hasPrefix(bytes, at: cursor, needle) { return cursor }
            cursor += 1
        }
        return nil
    }
}
