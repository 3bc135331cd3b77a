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
/// - a link component named by its content, `<Link to="…">…</Link>` (Docusaurus and many sites'
///   router link), Starlight's `<LinkButton href>` where the page imports it, or one the
///   configuration declares (``MDXComponent``), becomes `<a href="…">…</a>`; one named by an
///   attribute, Starlight's `<LinkCard href title>` or a declared one, becomes spaces and a
///   ``ComponentLink`` the extractor makes a link of;
/// - any other component that takes a destination (`<Card href="…" />`) is left as inline HTML,
///   which names no link, and listed (`unknown-link-component`); so is a link whose destination is
///   an expression (`href={url}`), whose attribute becomes spaces (`dynamic-destination`).
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

    /// A link a component draws whose name is one of its attributes (`<LinkCard href title>`):
    /// its tag becomes spaces, and the extractor makes the link.
    struct ComponentLink {
        /// Offsets of its `<` and of its tag's `>` in the text.
        var start: Int
        var end: Int
        var destination: String
        var name: String
        /// Whether the tag stands on lines of its own (a card), not in running text.
        var standsAlone: Bool
    }

    /// What masking found that the text no longer shows as written.
    struct Found {
        var unread: [Unread] = []
        var links: [ComponentLink] = []
        /// Whether the page imports a component of its site's own (`import PluginPermissions from
        /// '@components/PluginPermissions.astro'`): what it draws, ids among it, is not read.
        var importsOwnComponents = false
    }

    /// Rewrites an MDX text from `start` (after its front matter) as the type's description says,
    /// and returns what it could not read and the links components draw.
    /// - Parameter components: the link components the configuration declares (`mdx.components`).
    static func mask(_ bytes: inout [UInt8], from start: Int, components: [String: MDXComponent] = [:]) -> Found {
        var masker = Masker(bytes: bytes, components: components)
        masker.run(from: start)
        bytes = masker.bytes
        return masker.found
    }

    struct Masker {
        var bytes: [UInt8]
        var found = Found()
        /// The open JSX elements whose tags stood on lines of their own.
        var depth = 0
        /// The components known to draw links: `Link`, the configured ones, and Starlight's once a
        /// page imports them.
        var components: [String: MDXComponent]
        /// The ESM block being read, whose imports may name Starlight's components.
        var esm: [UInt8] = []

        init(bytes: [UInt8], components: [String: MDXComponent]) {
            self.bytes = bytes
            self.components = components
            if self.components["Link"] == nil { self.components["Link"] = MDXComponent(destination: "to") }
        }

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
                    if inESM { learnImports() }
                    inESM = false
                    afterBlank = true
                    index = end + 1
                    continue
                }
                if inESM {
                    esm += bytes[index..<end]
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
                    esm = Array(bytes[index..<end])
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
            if inESM { learnImports() }
        }

        /// Starlight's link components, once the ESM block just read imports them from
        /// `@astrojs/starlight/components` (a configured component of the same name wins).
        mutating func learnImports() {
            defer { esm = [] }
            let text = String(decoding: esm, as: UTF8.self)
            if !found.importsOwnComponents { found.importsOwnComponents = Self.importsOwnComponent(text) }
            guard text.contains("@astrojs/starlight/components") else { return }
            for (name, component) in MDXComponent.starlight where components[name] == nil && text.contains(name) {
                components[name] = component
            }
        }

        /// Whether an ESM block imports a component from outside the frameworks whose components
        /// define no ids of their own (Starlight's, Docusaurus's theme and `Link`): a capitalized
        /// name from a site path or another package.
        static func importsOwnComponent(_ text: String) -> Bool {
            for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                guard let from = line.range(of: " from ") else { continue }
                let names = line[line.index(line.startIndex, offsetBy: 7)..<from.lowerBound]
                guard names.contains(where: \.isUppercase) else { continue }
                let quotes: Set<Character> = [" ", ";", "'", "\"", "`"]
                let source = String(line[from.upperBound...].drop { quotes.contains($0) }.prefix { !quotes.contains($0) })
                let known = ["@astrojs/starlight/components", "@theme/", "@docusaurus/", "@site/src/components/Link"]
                if !known.contains(where: { source.hasPrefix($0) }), !source.hasSuffix(".md"), !source.hasSuffix(".mdx") {
                    return true
                }
            }
            return false
        }

        /// A line that is only a JSX tag (of any element but `a` and `area`): its tag becomes
        /// spaces (a link component's is read first), the element depth follows; returns the
        /// offset of the line after the tag, or `nil` when the line is not such a tag.
        mutating func flowTag(at index: Int) -> Int? {
            guard let tag = tag(at: index), !["a", "area"].contains(tag.name.lowercased()) else { return nil }
            let after = lineEnd(from: tag.end)
            var cursor = tag.end + 1
            while cursor < after, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0D { cursor += 1 }
            guard cursor == after else { return nil }
            if let component = components[tag.name], component.name == nil {
                // Named by its content: an `<a>` on lines of its own, as HTML writes it.
                rewrite(tag, at: index, standsAlone: true)
                return after + 1
            }
            rewrite(tag, at: index, standsAlone: true)
            if !tag.isSelfClosing { depth = max(0, depth + (tag.isClosing ? -1 : 1)) }
            blank(index..<(tag.end + 1))
            return after + 1
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

        /// A tag: a link component named by its content (`<Link to>`, `<LinkButton href>`) becomes
        /// `<a href>` and its closing tag `</a>`; one named by an attribute (`<LinkCard href title>`)
        /// is a ``ComponentLink`` and becomes spaces; a destination written as an expression is
        /// listed (`dynamic-destination`) and becomes spaces; another component that takes `href` or
        /// `to` is listed (`unknown-link-component`). Other expressions in attributes become spaces.
        mutating func rewrite(_ tag: Tag, at index: Int, standsAlone: Bool = false) {
            let component = tag.name == "a" ? MDXComponent(destination: "href") : components[tag.name]
            let destination = component.flatMap { known in
                tag.attribute(known.destination) ?? (tag.name == "Link" ? tag.attribute("href") : nil)
            }
            if let destination, let value = destination.value, bytes[value.lowerBound] == UInt8(ascii: "{") {
                found.unread.append(Unread(kind: .dynamicDestination, offset: index, detail: written(index..<destination.range.upperBound)))
                blank(component?.name == nil ? destination.range : index..<(tag.end + 1))
                return
            }
            guard let component, tag.name != "a" else {
                for attribute in tag.attributes {
                    if let value = attribute.value, bytes[value.lowerBound] == UInt8(ascii: "{") { blank(value) }
                }
                if !tag.isClosing, let first = tag.name.utf8.first, Self.isUpper(first),
                    let named = tag.attributes.first(where: { ["href", "to"].contains($0.name) })
                {
                    found.unread.append(Unread(kind: .unknownLinkComponent, offset: index, detail: written(index..<named.range.upperBound)))
                }
                return
            }
            if tag.isClosing {
                guard component.name == nil else { return }
                // Right-aligned: the link ends where the closing tag did.
                bytes.replaceSubrange(index...tag.end, with: Array(repeating: 0x20, count: tag.end - index + 1 - 4) + Array("</a>".utf8))
                return
            }
            guard let destination, let value = destination.value else { return }
            if let nameAttribute = component.name {
                let name = tag.attribute(nameAttribute)?.value.map { String(decoding: bytes[$0], as: UTF8.self) } ?? ""
                found.links.append(
                    ComponentLink(
                        start: index, end: tag.end, destination: String(decoding: bytes[value], as: UTF8.self), name: name,
                        standsAlone: standsAlone))
                blank(index..<(tag.end + 1))
                return
            }
            var rewritten = Array("<a href=\"".utf8) + bytes[value] + Array("\"".utf8)
            let length = tag.end - index
            guard rewritten.count <= length else { return }
            rewritten += Array(repeating: 0x20, count: length - rewritten.count)
            bytes.replaceSubrange(index..<tag.end, with: rewritten)
        }
    }
}
