import LinkAuditModel

/// The fragment identifiers a Markdown document defines, as its dialect's renderer makes them
/// (`ExtractedDocument.anchors`; issue 14, `broken-fragment`).
///
/// - Headings (ATX and setext, never inside code blocks): the id of their rendered text (text,
///   code spans, the text of links and emphasis, entities decoded; no image alt, no HTML tags) in
///   the dialect's `HeadingSlug` style, repeats numbered. GitHub Flavored Markdown and CommonMark
///   use GitHub's style (most CommonMark sites publish through a GitHub-style slugger: GitHub
///   itself, markdownlint, markdig for DocFX, whose `section` for an empty id is accepted too); Goldmark uses Hugo's default; kramdown both
///   kramdown-parser-gfm's GitHub-like ids (Jekyll's default `input: GFM`) and kramdown's own
///   (`input: kramdown`), since the dialect alone does not say which parser a site uses.
/// - Explicit ids: a heading ending in an attribute list with `#id` (`## Setup {#install}`,
///   kramdown's `{: #install}`, Goldmark's and pandoc's `{#install .class}`), which also takes
///   the heading's id, and a kramdown block attribute list on a line of its own (`{: #install}`).
/// - Raw HTML, blocks and inline: every element's `id` and every `<a name>` (`HTMLFragmentTargets`).
enum MarkdownAnchors {
    /// What the document's anchors are made from: one walk over the parsed tree, no slugs made
    /// (``anchors(of:)`` makes them, for the pages a fragment points into); raw HTML is parsed only
    /// where it has an `id=` or `name=` attribute.
    /// - Parameter imageAlt: whether an image's alt text is part of a heading's text, as
    ///   Docusaurus's heading ids take it (mdast's `toString`); GitHub's and the others' leave it out.
    static func source(in tree: MarkdownNode, dialect: MarkdownDialect, imageAlt: Bool = false) -> MarkdownAnchorSource {
        var source = MarkdownAnchorSource(dialect: dialect)
        var inlineHTML: [String] = []
        func visit(_ node: MarkdownNode) {
            switch node.kind {
            case .heading:
                let written = headingText(node.children, imageAlt: imageAlt)
                let (text, explicit) = splitAttributes(written)
                // GitHub reads an attribute list as text (`## Setup {#install}` is `#setup-install`
                // there): a GitHub-style dialect keeps the heading's whole text beside the id.
                let readsListAsText = explicit != nil && (dialect == .gfm || dialect == .commonmark)
                source.append(MarkdownAnchorSource.Heading(text: readsListAsText ? written : text, explicitID: explicit))
                collectInlineHTML(node.children, into: &inlineHTML)
            case .paragraph:
                // A block attribute list ends the paragraph it applies to, on a line of its own. Only
                // a paragraph whose text holds `{:` can end in one: no other's text is put together.
                if holdsAttributeListStart(node.children) {
                    let last = headingText(node.children).split(separator: "\n").last.map { String($0).trimmingASCIISpaces } ?? ""
                    if last.hasPrefix("{:"), last.hasSuffix("}"), let id = attributeID(last.dropFirst(2).dropLast()) {
                        source.attributeIDs.append(id)
                    }
                }
                collectInlineHTML(node.children, into: &inlineHTML)
            case .htmlBlock:
                // Read alone, a block defines an anchor only through an `id=` or `name=` attribute:
                // only such a block is parsed.
                if let literal = node.literal, hasAnchorAttribute(literal) { source.htmlIDs += htmlAnchors(literal) }
            case .codeBlock:
                return
            default:
                if node.kind == .tableCell { collectInlineHTML(node.children, into: &inlineHTML) }
                for child in node.children { visit(child) }
            }
        }
        visit(tree)
        // Inline HTML is read as one fragment (a tag's attributes never span two pieces of it): it
        // defines an anchor only when one of its pieces has an `id=` or `name=` attribute.
        if inlineHTML.contains(where: hasAnchorAttribute) { source.htmlIDs += htmlAnchors(inlineHTML.joined(separator: "\n")) }
        source.compact()
        return source
    }

    /// The anchors `source` defines, sorted, each once: each heading's id in every slug style of
    /// the dialect (repeats numbered in document order; an explicit id takes the heading's place
    /// in the count), the attribute lists' ids, and the ids and `<a name>`s of the raw HTML.
    static func anchors(of source: MarkdownAnchorSource) -> [String] {
        let styles: [HeadingSlug] =
            switch source.dialect {
            case .gfm, .commonmark: [.github, .markdig]
            case .kramdown: [.github, .kramdown]
            case .goldmark: [.goldmark]
            }
        var counters = styles.map { _ in SlugCounter() }
        var found = Set<String>()
        let githubReadsListsAsText = source.dialect == .gfm || source.dialect == .commonmark
        for heading in source.headings {
            for (index, style) in styles.enumerated() {
                if let explicit = heading.explicitID, !(style == .github && githubReadsListsAsText) {
                    found.insert(explicit)
                    // The explicit id is the heading's: later repeats of its text number from it.
                    _ = counters[index].unique(explicit)
                } else {
                    found.insert(counters[index].unique(style.slug(heading.text)))
                }
            }
        }
        found.formUnion(source.attributeIDs)
        found.formUnion(source.htmlIDs)
        found.remove("")
        return found.sorted()
    }

    /// A heading's text as a renderer's slugger reads it: text and code literals, the text inside
    /// links and emphasis; line breaks as a line feed (which every style then drops).
    private static func headingText(_ nodes: [MarkdownNode], imageAlt: Bool = false) -> String {
        var text = ""
        for node in nodes {
            switch node.kind {
            case .text, .code: text += node.literal ?? ""
            case .softBreak, .lineBreak: text += "\n"
            case .image where imageAlt: text += headingText(node.children)
            case .image, .htmlInline, .footnoteReference: continue
            default: text += headingText(node.children, imageAlt: imageAlt)
            }
        }
        return text
    }

    /// The heading's text without a trailing attribute list, and the list's `#id` when it has one.
    /// Without a list the text is kept as written: a space before an image or inline HTML that
    /// ends the heading is part of GitHub's anchor (`## Install <img …>` is `#install-`).
    private static func splitAttributes(_ text: String) -> (String, String?) {
        let trimmed = text.trimmingASCIISpaces
        guard trimmed.hasSuffix("}"), let open = trimmed.lastIndex(of: "{") else { return (text, nil) }
        var inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        if inside.hasPrefix(":") { inside = inside.dropFirst() }
        guard let id = attributeID(inside) else { return (trimmed, nil) }
        return (String(trimmed[..<open]).trimmingASCIISpaces, id)
    }

    /// The `#id` of an attribute list's content (`#install .wide lang=en`), when it names one and
    /// every part of it is an attribute: `#id`, `.class` or `key=value` (a quoted value may hold
    /// spaces). `{#two words}` is text, not a list.
    private static func attributeID(_ content: Substring) -> String? {
        var tokens: [Substring] = []
        var rest = content[...]
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            guard !rest.isEmpty else { break }
            var end = rest.startIndex
            var quote: Character?
            while end < rest.endIndex {
                let character = rest[end]
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "\"" || character == "'" {
                    quote = character
                } else if character == " " || character == "\t" {
                    break
                }
                end = rest.index(after: end)
            }
            tokens.append(rest[..<end])
            rest = rest[end...]
        }
        guard !tokens.isEmpty,
            tokens.allSatisfy({ ($0.hasPrefix("#") || $0.hasPrefix(".")) && $0.count > 1 || $0.dropFirst().contains("=") })
        else { return nil }
        for token in tokens where token.hasPrefix("#") { return String(token.dropFirst()) }
        return nil
    }

    /// Appends the inline HTML literals of `nodes` that may define an id or a name.
    private static func collectInlineHTML(_ nodes: [MarkdownNode], into html: inout [String]) {
        for node in nodes {
            if node.kind == .htmlInline, let literal = node.literal, mayDefineAnchor(literal) {
                html.append(literal)
            } else if node.kind != .code {
                collectInlineHTML(node.children, into: &html)
            }
        }
    }

    /// Whether the text and code literals of `nodes` (those ``headingText(_:)`` reads) hold `{:`.
    private static func holdsAttributeListStart(_ nodes: [MarkdownNode]) -> Bool {
        for node in nodes {
            switch node.kind {
            case .text, .code: if let literal = node.literal, ASCII.contains(literal, "{:") { return true }
            case .softBreak, .lineBreak, .image, .htmlInline, .footnoteReference: continue
            default: if holdsAttributeListStart(node.children) { return true }
            }
        }
        return false
    }

    /// Whether raw HTML holds `id` or `name` in any ASCII case followed by `=` (white space between
    /// allowed): an attribute that may define an anchor.
    private static func hasAnchorAttribute(_ html: String) -> Bool {
        let bytes = Array(html.utf8)
        func lowered(_ index: Int) -> UInt8 { (0x41...0x5A).contains(bytes[index]) ? bytes[index] | 0x20 : bytes[index] }
        for (word, length) in [(Array("id".utf8), 2), (Array("name".utf8), 4)] where bytes.count > length {
            for start in 0..<(bytes.count - length) where lowered(start) == word[0] {
                guard (1..<length).allSatisfy({ lowered(start + $0) == word[$0] }) else { continue }
                var next = start + length
                while next < bytes.count, [0x20, 0x09, 0x0A, 0x0C, 0x0D].contains(bytes[next]) { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: "=") { return true }
            }
        }
        return false
    }

    /// Whether raw HTML may define an `id` or a `<a name>`: it holds `id` or `name` in any ASCII case.
    private static func mayDefineAnchor(_ html: String) -> Bool {
        ASCII.containsIgnoringCase(html, "id") || ASCII.containsIgnoringCase(html, "name")
    }

    /// The ids and `<a name>`s of a piece of raw HTML, as the HTML reader parses it.
    private static func htmlAnchors(_ html: String) -> [String] {
        guard mayDefineAnchor(html), let tree = LibXMLHTMLParser.parse(utf8: Array(html.utf8)) else { return [] }
        return HTMLFragmentTargets.anchors(of: tree, ancestry: HTMLAncestry(tree: tree))
    }
}

extension MarkdownAnchorSource {
    /// The fragment identifiers the document defines, sorted, each once, as its dialect's
    /// renderers make them (see `MarkdownAnchors`). Made anew at each call: call it once per page.
    public var anchors: [String] { MarkdownAnchors.anchors(of: self) }
}
