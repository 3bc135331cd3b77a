import Foundation

/// The render stage of Markdown extraction: cmark-gfm decides what is a link and what its text is.
///
/// The text is parsed by `CommonMarkConverter` (the only caller of cmark-gfm) and its tree is
/// walked into a flat list of the blocks that later stages read, in document order: HTML blocks,
/// and blocks with inline content (paragraphs, headings, table cells) rendered to plain text with
/// each link's text and place in it. Code blocks and thematic breaks hold no links and are left out;
/// so are inline blocks that hold no link, no inline `<a>` and no bracket that could be failed link
/// markup. Positions here are cmark's own: reliable for blocks, not for inlines, which is why
/// `MarkdownLinkLocator` finds each link in the source bytes afterwards.
enum MarkdownRenderer {
    /// One block of the document that may hold links, with cmark's block positions.
    struct Block {
        /// What the block holds.
        enum Content {
            /// Raw HTML (a CommonMark HTML block), extracted by `HTMLExtractor` as written.
            case html
            /// Inline content rendered to text, with its links.
            case inline(InlineContent)
        }

        /// cmark's kind of the block node (a table cell's source ends at its end column).
        var kind: MarkdownNode.Kind
        /// cmark's 1-based start line; 0 when cmark does not know it.
        var startLine: Int
        /// cmark's 1-based UTF-8 byte column of the block's first byte on `startLine`.
        var startColumn: Int
        /// cmark's 1-based end line; 0 when cmark does not know it.
        var endLine: Int
        /// cmark's 1-based UTF-8 byte column of the block's last byte on `endLine`, inclusive.
        var endColumn: Int
        /// How many block quotes contain the block: the `>` markers to strip from its continuation lines.
        var quoteDepth: Int
        var content: Content

        init(_ node: MarkdownNode, quoteDepth: Int, content: Content) {
            kind = node.kind
            startLine = node.startLine
            startColumn = node.startColumn
            endLine = node.endLine
            endColumn = node.endColumn
            self.quoteDepth = quoteDepth
            self.content = content
        }
    }

    /// A block's inline content as cmark renders it.
    struct InlineContent {
        /// The block's text: text and code-span literals, one space for each line break, the text
        /// of links in place; HTML and images' alt markup left out.
        var text: String
        /// The block's links in document order (links do not nest).
        var links: [RenderedLink]
        /// The block's footnote references (`[^label]` with a definition), in order: each label as
        /// written and where the reference stands in `text`, in Characters (it adds no text there).
        var footnotes: [(label: String, characterStart: Int)] = []
        /// Whether an inline `<a …>` tag is among the block's inline HTML.
        var hasInlineAnchor: Bool
        /// Where the text of each raw `<a …>…</a>` sits in `text`, in Characters (an anchor never
        /// closed runs to the block's end): link text too, for the block's placement.
        var rawAnchorRanges: [(start: Int, length: Int)] = []
    }

    /// One link as cmark-gfm parsed it: what it says and where its text sits in the block's text.
    struct RenderedLink {
        /// The destination as cmark resolved it (references followed, escapes and entities
        /// decoded); empty when cmark has none.
        var url: String
        var title: String?
        /// The link's rendered text.
        var text: String
        /// Whether every non-blank piece of the text comes from code spans.
        var isCode: Bool
        /// Where the link's text starts in the block's `text`, in Characters.
        var characterStart: Int
        /// The length of the link's text, in Characters.
        var characterLength: Int
    }

    /// A block whose source holds HTML comments as cmark read them: where in-place suppression
    /// comments may stand (`MarkdownSuppressionComments`). Never a code block or code span.
    struct CommentBlock {
        /// The block, with cmark's block positions.
        var block: Block
        /// An HTML block: every `<!-- -->` in its source is a comment; else an inline block: every
        /// one outside code spans.
        var isHTMLBlock: Bool
    }

    /// The blocks of a parsed document (`CommonMarkConverter.parse`) that may hold links, in
    /// document order; the blocks that hold HTML comments are listed in `comments`.
    static func render(_ tree: MarkdownNode, comments: inout [CommentBlock]) -> [Block] {
        var blocks: [Block] = []
        collectBlocks(tree, quoteDepth: 0, into: &blocks, comments: &comments)
        return blocks
    }

    /// Appends the blocks of `node`'s subtree that may hold links, counting block quotes on the way
    /// down, and the blocks that hold HTML comments.
    private static func collectBlocks(
        _ node: MarkdownNode, quoteDepth: Int, into blocks: inout [Block], comments: inout [CommentBlock]
    ) {
        switch node.kind {
        case .paragraph, .heading, .tableCell:
            if let content = inlineContent(of: node) {
                blocks.append(Block(node, quoteDepth: quoteDepth, content: .inline(content)))
            }
            if mayHoldComment(node.children) {
                let empty = InlineContent(text: "", links: [], hasInlineAnchor: false)
                comments.append(CommentBlock(block: Block(node, quoteDepth: quoteDepth, content: .inline(empty)), isHTMLBlock: false))
            }
        case .htmlBlock:
            blocks.append(Block(node, quoteDepth: quoteDepth, content: .html))
            if let literal = node.literal, ASCII.contains(literal, "<!--") {
                var block = Block(node, quoteDepth: quoteDepth, content: .html)
                // cmark-gfm ends an HTML block that closes on its last line (`-->`) one line early:
                // the literal holds every line.
                let lines = literal.utf8.count { $0 == 0x0A } + (literal.hasSuffix("\n") ? 0 : 1)
                if block.startLine >= 1 { block.endLine = max(block.endLine, block.startLine + lines - 1) }
                comments.append(CommentBlock(block: block, isHTMLBlock: true))
            }
        case .codeBlock, .thematicBreak:
            return
        case .blockQuote:
            for child in node.children { collectBlocks(child, quoteDepth: quoteDepth + 1, into: &blocks, comments: &comments) }
        default:
            for child in node.children { collectBlocks(child, quoteDepth: quoteDepth, into: &blocks, comments: &comments) }
        }
    }

    /// Whether inline nodes hold a comment: inline HTML that is one, or text with `<!--` in it (cmark-gfm
    /// 0.29 reads `<!-- a -- b -->` as text; newer CommonMark and HTML read it as a comment).
    private static func mayHoldComment(_ nodes: [MarkdownNode]) -> Bool {
        nodes.contains { node in
            switch node.kind {
            case .htmlInline, .text: node.literal.map { ASCII.contains($0, "<!--") } ?? false
            case .code: false
            default: mayHoldComment(node.children)
            }
        }
    }

    /// Renders a block's inline nodes to text and lists its links; `nil` when the block can hold
    /// neither a link nor failed link markup.
    private static func inlineContent(of block: MarkdownNode) -> InlineContent? {
        var rendered = ""
        var renderedCount = 0
        var found: [RenderedLink] = []
        var hasInlineAnchor = false
        var rawAnchorDepth = 0
        var rawAnchorStart = 0
        var rawAnchorRanges: [(start: Int, length: Int)] = []
        var footnotes: [(label: String, characterStart: Int)] = []
        var imageDepth = 0
        func render(_ nodes: [MarkdownNode], into output: inout String, count: inout Int) {
            for node in nodes {
                switch node.kind {
                case .text, .code:
                    let piece = node.literal ?? ""
                    output += piece
                    count += ASCII.characterCount(piece)
                case .softBreak, .lineBreak:
                    output += " "
                    count += 1
                case .htmlInline:
                    let literal = node.literal?.lowercased() ?? ""
                    if Self.opensAnchor(literal) {
                        hasInlineAnchor = true
                        if !literal.hasSuffix("/>") {
                            if rawAnchorDepth == 0 { rawAnchorStart = count }
                            rawAnchorDepth += 1
                        }
                    } else if rawAnchorDepth > 0, literal.hasPrefix("</a>") || literal.hasPrefix("</a ") || literal.hasPrefix("</a\n") {
                        rawAnchorDepth -= 1
                        if rawAnchorDepth == 0 { rawAnchorRanges.append((rawAnchorStart, count - rawAnchorStart)) }
                    }
                case .footnoteReference where imageDepth == 0:
                    footnotes.append((node.literal ?? "", count))
                case .image:
                    // Alt text is plain text: a footnote reference there is no link.
                    imageDepth += 1
                    render(node.children, into: &output, count: &count)
                    imageDepth -= 1
                case .link where rawAnchorDepth > 0:
                    // The text of a raw `<a …>…</a>` is that anchor's content (`HTMLExtractor`
                    // reads it): a URL there is not autolinked a second time.
                    render(node.children, into: &output, count: &count)
                case .link:
                    var inner = ""
                    var innerCount = 0
                    render(node.children, into: &inner, count: &innerCount)
                    found.append(
                        RenderedLink(
                            url: node.url ?? "", title: node.title, text: inner,
                            isCode: Self.isCodeOnly(node.children),
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
        guard !found.isEmpty || hasInlineAnchor || !footnotes.isEmpty || Self.mayHoldLinkMarkup(rendered) else { return nil }
        if rawAnchorDepth > 0 { rawAnchorRanges.append((rawAnchorStart, renderedCount - rawAnchorStart)) }
        var content = InlineContent(
            text: rendered, links: found, hasInlineAnchor: hasInlineAnchor, rawAnchorRanges: rawAnchorRanges)
        content.footnotes = footnotes
        return content
    }

    /// Whether an inline HTML tag (lowercased) is an `<a>` start tag.
    private static func opensAnchor(_ literal: String) -> Bool {
        literal.hasPrefix("<a ") || literal.hasPrefix("<a>") || literal.hasPrefix("<a\n") || literal.hasPrefix("<a\t")
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
    /// `[`, or a look-alike opening bracket: ［ (U+FF3B: EF BC BB), 【 (U+3010: E3 80 90), 〔 (U+3014:
    /// E3 80 94), found in one pass over the UTF-8 bytes.
    private static func mayHoldLinkMarkup(_ text: String) -> Bool {
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var index = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "["):
                    return true
                case 0xEF where index + 2 < bytes.count:
                    if bytes[index + 1] == 0xBC, bytes[index + 2] == 0xBB { return true }
                case 0xE3 where index + 2 < bytes.count:
                    if bytes[index + 1] == 0x80, bytes[index + 2] == 0x90 || bytes[index + 2] == 0x94 { return true }
                default:
                    break
                }
                index += 1
            }
            return false
        }
        if let found = text.utf8.withContiguousStorageIfAvailable(scan) { return found }
        return Array(text.utf8).withUnsafeBufferPointer(scan)
    }
}
