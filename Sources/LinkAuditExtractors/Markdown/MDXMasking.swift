import LinkAuditModel

/// An MDX page read as Markdown (issue 24, section 2): what MDX makes of a page that is not
/// Markdown text is rewritten, byte for byte, before cmark-gfm reads it, so that every offset stays.
///
/// - ESM: an `import` or `export` line at the start of a line, outside JSX, with the lines after
///   it up to a blank line, becomes spaces;
/// - `{expressions}` (balanced braces, strings and comments inside, across lines) become spaces:
///   their value is the page's code, not text. A comment that is a suppression directive,
///   `{/* linkaudit-disable-next-line … */}`, becomes the HTML comment the directive readers know
///   (`<!--linkaudit-… -->`, the same length);
/// - a line that is only a JSX tag (`<Tabs>`, `<TabItem value="phone" label="Phone">`, `</Tabs>`,
///   a tag over several lines), of any element but `a` and `area`, becomes spaces: MDX reads
///   Markdown inside JSX, where cmark would start an HTML block and read no Markdown up to the
///   next blank line. Lines inside such elements lose nothing to indentation: four spaces there
///   make no code block in MDX, so those of a block's first line become no-break spaces, as in app
///   copy (the assembler drops them from the block's text);
/// - admonition and aside fences (`:::tip`, `:::note[Title]`, `:::`) become spaces, their
///   content read as Markdown;
/// - `<Link to="…">…</Link>` (Docusaurus and many sites' router link) becomes `<a href="…">…</a>`;
/// - a component that takes a destination and is not known to link (`<LinkCard href="…" />`) is
///   left as inline HTML, which names no link, and listed (`unknown-link-component`); so is an `<a>`
///   or `<Link>` whose destination is an expression (`href={url}`), whose attribute becomes spaces
///   (`dynamic-destination`).
///
/// Fenced code blocks and code spans are left as written, except a fenced block indented four
/// spaces or more inside JSX, which cmark would read as an indented code block running on into the
/// Markdown after it: it becomes spaces (code holds no link).
enum MDXMasking {
    /// A construct the masking met that names a destination linkaudit cannot read.
    struct Unread {
        var kind: NotUnderstood.Kind
        /// Offset of its `<` in the text.
        var offset: Int
        /// The tag as written, up to its destination attribute (`<LinkCard href="https://…"`).
        var detail: String
    }

    /// Rewrites an MDX text from `start` (after its front matter) as the type's description says,
    /// and returns what it could not read.
    static func mask(_ bytes: inout [UInt8], from start: Int) -> [Unread] {
        var masker = Masker(bytes: bytes)
        masker.run(from: start)
        bytes = masker.bytes
        return masker.unread
    }

    private struct Masker {
        var bytes: [UInt8]
        var unread: [Unread] = []
        /// The open JSX elements whose tags stood on lines of their own.
        var depth = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        func lineEnd(from index: Int) -> Int {
            var end = index
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            return end
        }

        mutating func blank(_ range: Range<Int>) {
            for index in range where bytes[index] != 0x0A && bytes[index] != 0x0D { bytes[index] = 0x20 }
        }

        static func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
        static func isLetter(_ byte: UInt8) -> Bool { isUpper(byte) || (0x61...0x7A).contains(byte) }

        mutating func run(from start: Int) {
            var index = start
            var fence: (byte: UInt8, count: Int, blanked: Bool)?
            var inESM = false
            // Whether the line before is blank, or became blank: an indented line there would start a code block.
            var afterBlank = true
            while index < bytes.count {
                let end = lineEnd(from: index)
                var content = index
                while content < end, bytes[content] == 0x20 || bytes[content] == 0x09 { content += 1 }
                let indent = content - index
                let isBlank = content >= end || (content == end - 1 && bytes[content] == 0x0D)
                if let open = fence {
                    if run(of: open.byte, at: content, end: end) >= open.count, isBlankAfterRun(open.byte, from: content, end: end) {
                        fence = nil
                        afterBlank = true
                    }
                    if open.blanked { blank(index..<end) }
                    index = end + 1
                    continue
                }
                if isBlank {
                    inESM = false
                    afterBlank = true
                    index = end + 1
                    continue
                }
                if inESM {
                    blank(index..<end)
                    index = end + 1
                    continue
                }
                let first = bytes[content]
                if first == UInt8(ascii: "`") || first == UInt8(ascii: "~"), run(of: first, at: content, end: end) >= 3 {
                    // Indented four spaces or more inside JSX, cmark would not see a fence: the
                    // block becomes spaces, as code it holds no link.
                    let blanked = depth > 0 && indent >= 4
                    fence = (first, run(of: first, at: content, end: end), blanked)
                    if blanked { blank(index..<end) }
                    afterBlank = false
                    index = end + 1
                    continue
                }
                if indent == 0, depth == 0, startsESM(at: content, end: end) {
                    blank(index..<end)
                    inESM = true
                    afterBlank = true
                    index = end + 1
                    continue
                }
                if run(of: UInt8(ascii: ":"), at: content, end: end) >= 3 {
                    blank(index..<end)
                    afterBlank = true
                    index = end + 1
                    continue
                }
                if first == UInt8(ascii: "<"), let next = flowTag(at: content) {
                    afterBlank = true
                    index = next
                    continue
                }
                // A continuation line keeps its spaces: cmark drops them there.
                if depth > 0, indent >= 4, afterBlank { indentAsText(index..<content) }
                afterBlank = false
                index = inline(from: content, end: end)
            }
        }

        /// How many `byte`s start at `index`.
        func run(of byte: UInt8, at index: Int, end: Int) -> Int {
            var cursor = index
            while cursor < end, bytes[cursor] == byte { cursor += 1 }
            return cursor - index
        }

        /// Whether only spaces follow the run of `byte` at `index` (a closing fence).
        func isBlankAfterRun(_ byte: UInt8, from index: Int, end: Int) -> Bool {
            var cursor = index + run(of: byte, at: index, end: end)
            while cursor < end, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0D { cursor += 1 }
            return cursor == end
        }

        /// Whether a line starts an ESM statement: `import` or `export` and a space, `{`, `*` or a quote.
        func startsESM(at index: Int, end: Int) -> Bool {
            for word in ["import", "export"] {
                let word = Array(word.utf8)
                guard index + word.count < end, bytes[index..<(index + word.count)].elementsEqual(word) else { continue }
                let next = bytes[index + word.count]
                if [0x20, 0x09, UInt8(ascii: "{"), UInt8(ascii: "*"), UInt8(ascii: "\""), UInt8(ascii: "'")].contains(next) {
                    return true
                }
            }
            return false
        }

        /// Leading spaces as no-break spaces, two bytes for two (a tab or an odd space stays).
        mutating func indentAsText(_ range: Range<Int>) {
            var cursor = range.lowerBound
            while cursor + 1 < range.upperBound {
                guard bytes[cursor] == 0x20, bytes[cursor + 1] == 0x20 else { cursor += 1; continue }
                bytes[cursor] = 0xC2
                bytes[cursor + 1] = 0xA0
                cursor += 2
            }
        }

        /// A JSX tag at `index`: its name, whether it closes or closes itself, its attributes'
        /// ranges, and the offset of its `>`; `nil` when no tag starts there.
        struct Tag {
            var name: String
            var isClosing: Bool
            var isSelfClosing: Bool
            var attributes: [(name: String, value: Range<Int>?, range: Range<Int>)]
            var end: Int
        }

        func tag(at index: Int) -> Tag? {
            var cursor = index + 1
            let isClosing = cursor < bytes.count && bytes[cursor] == UInt8(ascii: "/")
            if isClosing { cursor += 1 }
            let nameStart = cursor
            while cursor < bytes.count,
                Self.isLetter(bytes[cursor]) || (0x30...0x39).contains(bytes[cursor])
                    || bytes[cursor] == UInt8(ascii: ".") || bytes[cursor] == UInt8(ascii: "-")
            {
                cursor += 1
            }
            let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self)
            // `<>` and `</>`: a fragment.
            guard name.isEmpty ? cursor < bytes.count && bytes[cursor] == UInt8(ascii: ">") : Self.isLetter(bytes[nameStart]) else {
                return nil
            }
            var attributes: [(name: String, value: Range<Int>?, range: Range<Int>)] = []
            while cursor < bytes.count {
                let byte = bytes[cursor]
                if byte == UInt8(ascii: ">") {
                    let isSelfClosing = cursor > index && bytes[cursor - 1] == UInt8(ascii: "/")
                    return Tag(name: name, isClosing: isClosing, isSelfClosing: isSelfClosing, attributes: attributes, end: cursor)
                }
                if byte == UInt8(ascii: "{") {
                    guard let close = expressionEnd(at: cursor) else { return nil }
                    cursor = close + 1
                    continue
                }
                if Self.isLetter(byte) {
                    let attributeStart = cursor
                    while cursor < bytes.count,
                        Self.isLetter(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "-")
                            || bytes[cursor] == UInt8(ascii: ":") || (0x30...0x39).contains(bytes[cursor])
                    {
                        cursor += 1
                    }
                    let attributeName = String(decoding: bytes[attributeStart..<cursor], as: UTF8.self)
                    var value: Range<Int>?
                    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") {
                        cursor += 1
                        guard cursor < bytes.count else { return nil }
                        let quote = bytes[cursor]
                        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                            var close = cursor + 1
                            while close < bytes.count, bytes[close] != quote { close += 1 }
                            guard close < bytes.count else { return nil }
                            value = (cursor + 1)..<close
                            cursor = close + 1
                        } else if quote == UInt8(ascii: "{") {
                            guard let close = expressionEnd(at: cursor) else { return nil }
                            value = cursor..<(close + 1)
                            cursor = close + 1
                        } else {
                            return nil
                        }
                    }
                    attributes.append((attributeName, value, attributeStart..<cursor))
                    continue
                }
                if byte == UInt8(ascii: "<") { return nil }
                cursor += 1
            }
            return nil
        }

        /// A line that is only a JSX tag (of any element but `a` and `area`): its tag becomes
        /// spaces, a component's destination is listed, the element depth follows; returns the
        /// offset of the line after the tag, or `nil` when the line is not such a tag.
        mutating func flowTag(at index: Int) -> Int? {
            guard let tag = tag(at: index), !["a", "area"].contains(tag.name.lowercased()) else { return nil }
            let after = lineEnd(from: tag.end)
            var cursor = tag.end + 1
            while cursor < after, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0D { cursor += 1 }
            guard cursor == after else { return nil }
            listDestination(of: tag, at: index)
            if !tag.isSelfClosing { depth = max(0, depth + (tag.isClosing ? -1 : 1)) }
            blank(index..<(tag.end + 1))
            return after + 1
        }

        /// Lists a component's destination attribute it does not know how to read (see the type).
        mutating func listDestination(of tag: Tag, at index: Int) {
            guard let first = tag.name.utf8.first, Self.isUpper(first), !tag.isClosing, tag.name != "Link",
                let destination = tag.attributes.first(where: { ["href", "to"].contains($0.name) })
            else { return }
            unread.append(Unread(kind: .unknownLinkComponent, offset: index, detail: written(index..<destination.range.upperBound)))
        }

        /// The text of a range with its white space collapsed (a tag over several lines), cut to
        /// 120 characters.
        func written(_ range: Range<Int>) -> String {
            let text = String(decoding: bytes[range], as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
            return text.count > 120 ? String(text.prefix(119)) + "…" : text
        }

        /// The offset of the `}` closing the expression whose `{` is at `index`: braces nest,
        /// strings (`"`, `'`, `` ` ``) and comments (`/* */`) hold braces that do not count; `nil`
        /// when it never closes or a blank line comes first.
        func expressionEnd(at index: Int) -> Int? {
            var depth = 0
            var cursor = index
            while cursor < bytes.count {
                let byte = bytes[cursor]
                switch byte {
                case UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return cursor }
                case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
                    var close = cursor + 1
                    while close < bytes.count, bytes[close] != byte {
                        if bytes[close] == UInt8(ascii: "\\") { close += 1 }
                        close += 1
                    }
                    cursor = close
                case UInt8(ascii: "/") where cursor + 1 < bytes.count && bytes[cursor + 1] == UInt8(ascii: "*"):
                    var close = cursor + 2
                    while close + 1 < bytes.count, !(bytes[close] == UInt8(ascii: "*") && bytes[close + 1] == UInt8(ascii: "/")) {
                        close += 1
                    }
                    cursor = close + 1
                case 0x0A:
                    var next = cursor + 1
                    while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 || bytes[next] == 0x0D { next += 1 }
                    if next < bytes.count, bytes[next] == 0x0A { return nil }
                default: break
                }
                cursor += 1
            }
            return nil
        }

        /// Masks the inline constructs of one line from `index` (an expression may run on over
        /// later lines); returns the offset to go on from.
        mutating func inline(from index: Int, end lineEnd: Int) -> Int {
            var cursor = index
            var end = lineEnd
            while cursor < end {
                let byte = bytes[cursor]
                if byte == UInt8(ascii: "\\") {
                    cursor += 2
                } else if byte == UInt8(ascii: "`") {
                    let count = run(of: byte, at: cursor, end: end)
                    var search = cursor + count
                    var closed = false
                    while search < end {
                        let found = run(of: byte, at: search, end: end)
                        if found == count { closed = true; search += found; break }
                        search += max(found, 1)
                    }
                    cursor = closed ? search : cursor + count
                } else if byte == UInt8(ascii: "{"), let close = expressionEnd(at: cursor) {
                    maskExpression(cursor...close)
                    cursor = close + 1
                    if cursor > end { end = self.lineEnd(from: cursor) }
                } else if byte == UInt8(ascii: "<"), let tag = tag(at: cursor) {
                    rewrite(tag, at: cursor)
                    cursor = tag.end + 1
                    if cursor > end { end = self.lineEnd(from: cursor) }
                } else {
                    cursor += 1
                }
            }
            return end + 1
        }

        /// An expression in text: a suppression comment becomes an HTML comment, the rest spaces.
        mutating func maskExpression(_ range: ClosedRange<Int>) {
            let inside = bytes[range]
            let opening = Array("{/* ".utf8)
            let closing = Array(" */}".utf8)
            if inside.count > opening.count + closing.count, inside.starts(with: opening), inside.suffix(4).elementsEqual(closing),
                String(decoding: inside.dropFirst(4), as: UTF8.self).hasPrefix("linkaudit-")
            {
                bytes.replaceSubrange(range.lowerBound..<(range.lowerBound + 4), with: Array("<!--".utf8))
                bytes.replaceSubrange((range.upperBound - 3)...range.upperBound, with: Array(" -->".utf8))
                return
            }
            blank(range.lowerBound..<(range.upperBound + 1))
        }

        /// An inline tag: `<Link to|href>` becomes `<a href>`, `</Link>` `</a>`; a destination
        /// written as an expression is listed and becomes spaces; a component's is listed.
        mutating func rewrite(_ tag: Tag, at index: Int) {
            let destination = tag.attributes.first { ["href", "to"].contains($0.name) }
            let isAnchor = tag.name == "a" || tag.name == "Link"
            if isAnchor, let destination, let value = destination.value, bytes[value.lowerBound] == UInt8(ascii: "{") {
                unread.append(Unread(kind: .dynamicDestination, offset: index, detail: written(index..<destination.range.upperBound)))
                blank(destination.range)
                return
            }
            guard tag.name == "Link" else {
                for attribute in tag.attributes {
                    if let value = attribute.value, bytes[value.lowerBound] == UInt8(ascii: "{") { blank(value) }
                }
                listDestination(of: tag, at: index)
                return
            }
            if tag.isClosing {
                bytes.replaceSubrange(index...tag.end, with: Array("</a>".utf8) + Array(repeating: 0x20, count: tag.end - index + 1 - 4))
                return
            }
            guard let destination, let value = destination.value else { return }
            var rewritten = Array("<a href=\"".utf8) + bytes[value] + Array("\"".utf8)
            let length = tag.end - index
            guard rewritten.count <= length else { return }
            rewritten += Array(repeating: 0x20, count: length - rewritten.count)
            bytes.replaceSubrange(index..<tag.end, with: rewritten)
        }
    }
}
