/// The blocks of a parsed HTML tree whose text is a link's context and decides its placement
/// (see `docs/model.md`, Inline and standalone), with each block's text computed once.
///
/// A link's block is its nearest block element (`p`, `li`, `td`, headings, …), or the whole text
/// for app copy. Text is the block's visible text, whitespace collapsed; ranges in it are in Characters.
struct HTMLContextBlocks {
    /// How far a link's context reaches: the one mode switch of HTML extraction.
    enum Extent {
        /// The nearest block element around the link (an HTML file, Markdown's HTML).
        case nearestBlock
        /// The whole text: an app-copy value is one sentence or paragraph however it is marked up.
        case wholeText
    }

    /// Elements whose text is a link's context and decides its placement (see `docs/model.md`, Inline and standalone).
    static let blockElements: Set<String> = [
        "p", "li", "td", "th", "dt", "dd", "h1", "h2", "h3", "h4", "h5", "h6", "figcaption", "blockquote", "div",
        "section", "nav", "header", "footer", "body", "main", "article", "aside",
    ]

    let tree: HTMLTree
    let extent: Extent
    /// Block element index -> its text, filled as links ask.
    private var cache: [Int: BlockText] = [:]
    /// Nodes that block texts may still walk. Each node is walked once for every block above it
    /// that holds a link: a few times on a real page, once per level in 50,000 nested
    /// `<div><a>` (quadratic, issue 12). Past the budget a link's context is its own text.
    private var nodeBudget: Int

    /// Each node's nearest block, when computed for the whole tree (`HTMLAncestry`).
    let ancestry: HTMLAncestry?

    init(tree: HTMLTree, extent: Extent, ancestry: HTMLAncestry? = nil) {
        self.tree = tree
        self.extent = extent
        self.ancestry = ancestry
        nodeBudget = 1_000_000 + 32 * tree.nodes.count
    }

    /// The text of the block that holds `element`, with every anchor's range in it.
    mutating func text(for element: Int) -> BlockText {
        let block = block(of: element)
        if let cached = cache[block] { return cached }
        let walked = tree.nodes[block].subtreeEnd - block
        guard walked <= nodeBudget else {
            // Blocks nested past any page's depth: the link alone is its block (standalone).
            let own = tree.collectText(under: element, mode: .visible, skipNestedAnchors: true).collapsingWhitespace
            return BlockText(own, anchors: [element: (0, own.utf8.count)])
        }
        nodeBudget -= walked
        let collected = tree.collectText(under: block, mode: .visible, skipNestedAnchors: false, recordAnchors: true)
        let result = BlockText(collected.text, anchors: collected.anchors)
        cache[block] = result
        return result
    }

    /// The block whose text is the link's context: the nearest block element, or for the whole
    /// text the topmost ancestor.
    private func block(of element: Int) -> Int {
        if let ancestry { return extent == .nearestBlock ? ancestry.nearestBlock[element] : ancestry.top[element] }
        var top = element
        var current = tree.nodes[element].parent
        while current >= 0 {
            if extent == .nearestBlock, tree.tags[current].contains(.contextBlock) { return current }
            top = current
            current = tree.nodes[current].parent
        }
        return top
    }

    /// A block's visible text, with each anchor's range in Characters and a running count of
    /// letters and digits (so that a placement test is O(1) per link).
    struct BlockText {
        let text: TextBlock
        /// Anchor element -> Character range (start, length) of its text in the block.
        let anchors: [Int: (start: Int, length: Int)]
        /// Whether the block holds no letter or digit outside its links: each of them is standalone
        /// (a navigation bar, a line of icon links).
        let isRowOfLinks: Bool

        /// Converts the anchors' UTF-8 byte ranges in `string` (start inclusive, end exclusive)
        /// to Character ranges, each offset on its own (``TextBlock/characterIndex(ofUTF8:)``).
        init(_ string: String, anchors utf8Ranges: [Int: (start: Int, end: Int)]) {
            text = TextBlock(string)
            var anchors: [Int: (start: Int, length: Int)] = [:]
            anchors.reserveCapacity(utf8Ranges.count)
            for (element, range) in utf8Ranges {
                let start = text.characterIndex(ofUTF8: range.start)
                anchors[element] = (start, max(0, text.characterIndex(ofUTF8: range.end) - start))
            }
            self.anchors = anchors
            isRowOfLinks = !text.holdsTextOutside(Array(anchors.values))
        }
    }
}
