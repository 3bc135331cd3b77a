/// A parsed HTML document as plain Swift values: elements and text nodes in document order
/// (pre-order), so that a node's subtree is the index range `index..<subtreeEnd`.
///
/// A node holds only integers, so that reading one costs no reference counting; the tree holds
/// element names (`name(of:)`), attributes (`attribute(_:of:)`) and the text of text nodes
/// (`text(of:)`, `textBytes`) in one array each.
struct HTMLTree {
    /// The texts of referenced elements worked out so far (`HTMLTree+ReferencedText.swift`).
    let referencedTexts = ReferencedTexts()
    enum Kind: UInt8 { case element, text }

    struct Attribute {
        /// Lowercased attribute name.
        var name: String
        /// The value with character references decoded.
        var value: String
    }

    struct Node {
        var kind: Kind
        /// Index of the parent element, `-1` at the top.
        var parent: Int
        /// Index just past the node's last descendant.
        var subtreeEnd: Int
        /// 1-based line libxml2's parser was on when it read an element's start tag (the line of its
        /// `>`), also past line 65,535, where libxml2's own nodes stop counting; 0 for a text node.
        var line: Int
        /// An element's attributes: a range of the tree's attribute list (empty for a text node).
        var attributeIndices: Range<Int>
        /// A text node's text: a range of `textBytes` (empty for an element).
        var textRange: Range<Int>
    }

    /// What the text walks, the ancestry pass and block lookups ask of an element's name, looked
    /// up once per element as the tree is built instead of in a `Set<String>` at every visit.
    struct ElementTags: OptionSet {
        let rawValue: UInt8
        /// Its content does not render (``HTMLTree/inertElements``).
        static let inert = ElementTags(rawValue: 1 << 0)
        /// It breaks text into separate words (``HTMLTree/breakingElements``).
        static let breaking = ElementTags(rawValue: 1 << 1)
        /// Its text is a link's context (``HTMLContextBlocks/blockElements``).
        static let contextBlock = ElementTags(rawValue: 1 << 2)
        /// A `<template>`.
        static let template = ElementTags(rawValue: 1 << 3)
        /// The page's own CSS hides it: `display: none` or `visibility: hidden` in a rule that
        /// matches it (``HTMLTree/markHiddenByStyle(_:)``).
        static let hiddenByStyle = ElementTags(rawValue: 1 << 4)
        /// Its text is code, shown as written (``HTMLTree/codeElements``).
        static let code = ElementTags(rawValue: 1 << 5)
        /// Its content is text, never markup (``HTMLTree/textOnlyElements``).
        static let textOnly = ElementTags(rawValue: 1 << 6)

        /// The tags of each element name that has any.
        static let byName: [String: ElementTags] = {
            var tags: [String: ElementTags] = ["template": .template]
            for name in HTMLTree.inertElements { tags[name, default: []].insert(.inert) }
            for name in HTMLTree.breakingElements { tags[name, default: []].insert(.breaking) }
            for name in HTMLContextBlocks.blockElements { tags[name, default: []].insert(.contextBlock) }
            for name in HTMLTree.codeElements { tags[name, default: []].insert(.code) }
            for name in HTMLTree.textOnlyElements { tags[name, default: []].insert(.textOnly) }
            return tags
        }()
    }

    var nodes: [Node] = []
    /// Whether an `<a>` without `href` is a link whose destination the app's code sets
    /// (``DocumentContext/codeSetsAnchorDestinations``).
    var codeSetsAnchorDestinations = false
    /// Lowercased element names, by node index; empty for text nodes.
    private(set) var names: [String] = []
    /// Each node's ``ElementTags`` (none for text nodes), by node index.
    private(set) var tags: [ElementTags] = []
    /// Every element's attributes, element after element.
    private var attributeList: [Attribute] = []
    /// The text of every text node, one after another, as valid UTF-8.
    private(set) var textBytes: [UInt8] = []
    /// The first element carrying each `id`.
    private(set) var idIndex: [String: Int] = [:]

    /// Makes room for the nodes of a page of `source` (its bytes, as parsed): at most one element
    /// per `<` and one text node beside each, and no more text than the page has. Growing the
    /// node lists by doubling instead copied them about once more and touched fresh memory at each
    /// step (a tenth of the page faults of the httpd pages).
    mutating func reserveCapacity(forSource source: UnsafeBufferPointer<UInt8>) {
        var tags = 0
        for byte in source where byte == UInt8(ascii: "<") { tags += 1 }
        let nodeCount = 2 * tags + 1
        nodes.reserveCapacity(nodeCount)
        names.reserveCapacity(nodeCount)
        self.tags.reserveCapacity(nodeCount)
        textBytes.reserveCapacity(source.count)
    }

    /// Appends an element (its children follow it) and returns its index. `tags` are the name's
    /// ``ElementTags``, when the caller has them (else looked up).
    mutating func appendElement(
        name: String, tags: ElementTags? = nil, attributes: some Sequence<Attribute>, parent: Int, line: Int
    ) -> Int {
        let first = attributeList.count
        attributeList.append(contentsOf: attributes)
        let node = Node(
            kind: .element, parent: parent, subtreeEnd: 0, line: line, attributeIndices: first..<attributeList.count, textRange: 0..<0)
        return append(node, name: name, tags: tags)
    }

    /// Appends a text node whose text is `utf8` (valid UTF-8) and returns its index.
    mutating func appendText(utf8: UnsafeBufferPointer<UInt8>, parent: Int) -> Int {
        let first = textBytes.count
        textBytes.append(contentsOf: utf8)
        let node = Node(kind: .text, parent: parent, subtreeEnd: 0, line: 0, attributeIndices: 0..<0, textRange: first..<textBytes.count)
        return append(node, name: "")
    }

    /// Appends `utf8` (valid UTF-8, or repaired later by ``repairLastText()``) to the text of the
    /// last node, which must be a text node: libxml2 hands one text over in pieces.
    mutating func extendLastText(utf8: UnsafeBufferPointer<UInt8>) {
        let last = nodes.count - 1
        precondition(last >= 0 && nodes[last].kind == .text && nodes[last].textRange.upperBound == textBytes.count)
        textBytes.append(contentsOf: utf8)
        nodes[last].textRange = nodes[last].textRange.lowerBound..<textBytes.count
    }

    /// Replaces each invalid UTF-8 sequence in the text of the last node (a text node, whose text
    /// ends `textBytes`) with U+FFFD, as `String(decoding:as:)` does.
    mutating func repairLastText() {
        let last = nodes.count - 1
        let start = nodes[last].textRange.lowerBound
        let repaired = String(decoding: textBytes[start...], as: UTF8.self)
        textBytes.replaceSubrange(start..., with: repaired.utf8)
        nodes[last].textRange = start..<textBytes.count
    }

    /// Sets each node's `subtreeEnd` from the parent links, once every node is appended: nodes are
    /// in pre-order, so a node's subtree ends where its last descendant's does.
    mutating func closeSubtrees() {
        for index in nodes.indices.reversed() {
            let parent = nodes[index].parent
            if parent >= 0, nodes[parent].subtreeEnd < nodes[index].subtreeEnd { nodes[parent].subtreeEnd = nodes[index].subtreeEnd }
        }
    }

    private mutating func append(_ node: Node, name: String, tags known: ElementTags? = nil) -> Int {
        var node = node
        node.subtreeEnd = nodes.count + 1
        nodes.append(node)
        names.append(name)
        tags.append(known ?? (name.isEmpty ? [] : ElementTags.byName[name] ?? []))
        return nodes.count - 1
    }

    /// Builds the id index once the tree is complete.
    mutating func finish() {
        for index in nodes.indices where nodes[index].kind == .element {
            if let id = attribute("id", of: index), !id.isEmpty, idIndex[id] == nil { idIndex[id] = index }
        }
    }

    func element(id: String) -> Int? { idIndex[id] }

    /// An element's lowercased name; empty for a text node.
    func name(of index: Int) -> String { names[index] }

    /// A text node's text; empty for an element.
    func text(of index: Int) -> String {
        String(decoding: textBytes[nodes[index].textRange], as: UTF8.self)
    }

    /// An element's attributes, in the order of its start tag (none for a text node).
    func attributes(of index: Int) -> ArraySlice<Attribute> { attributeList[nodes[index].attributeIndices] }

    /// The value of an attribute (by lowercased name), or `nil` when absent.
    func attribute(_ name: String, of index: Int) -> String? {
        for position in nodes[index].attributeIndices where attributeList[position].name == name {
            return attributeList[position].value
        }
        return nil
    }

    /// The nearest ancestor (starting with the parent) whose index satisfies `predicate`.
    func ancestor(of index: Int, where predicate: (Int) -> Bool) -> Int? {
        var current = nodes[index].parent
        while current >= 0 {
            if predicate(current) { return current }
            current = nodes[current].parent
        }
        return nil
    }

    /// The next node after `index`'s subtree when it is a sibling of `index`.
    func nextSibling(of index: Int) -> Int? {
        let next = nodes[index].subtreeEnd
        return next < nodes.count && nodes[next].parent == nodes[index].parent ? next : nil
    }

    // MARK: - Text

    /// Elements whose content HTML reads as text, never as markup (RCDATA and raw text elements,
    /// and the obsolete ones that behave so): libxml2 builds elements inside them, which a
    /// browser shows as characters or not at all.
    static let textOnlyElements: Set<String> = [
        "title", "textarea", "script", "style", "xmp", "iframe", "noembed", "noframes", "plaintext",
    ]

    /// Elements whose text is code, input or output, shown as written: an identifier such as
    /// `suexec` or `$this`, not prose (``HTMLAncestry/isInCode``).
    static let codeElements: Set<String> = ["code", "kbd", "samp", "tt", "var"]

    /// Elements whose content does not render: never part of visible text or names.
    static let inertElements: Set<String> = ["script", "style", "template", "noscript", "title", "head"]

    /// Elements that break text into separate words (a space at their start and end).
    static let breakingElements: Set<String> = [
        "address", "article", "aside", "blockquote", "br", "caption", "dd", "details", "div", "dl", "dt", "fieldset",
        "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "legend", "li",
        "main", "nav", "ol", "option", "p", "pre", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead",
        "tr", "ul",
    ]

    /// Marks elements the page's CSS hides (`CSSPageStyles.hiddenElements()`): they and their
    /// subtrees are then hidden (``isHidden(_:)``).
    mutating func markHiddenByStyle(_ elements: [Int]) {
        for index in elements { tags[index].insert(.hiddenByStyle) }
    }

    /// Whether an element and its subtree are hidden from everyone: `hidden`, `aria-hidden="true"`,
    /// an inline `display: none` / `visibility: hidden`, or the page's CSS (``markHiddenByStyle(_:)``).
    func isHidden(_ index: Int) -> Bool {
        if tags[index].contains(.hiddenByStyle) { return true }
        for position in nodes[index].attributeIndices {
            let attribute = attributeList[position]
            switch attribute.name {
            case "hidden": return true
            case "aria-hidden": if attribute.value.trimmingASCIISpaces.lowercased() == "true" { return true }
            case "style":
                let style = attribute.value.lowercased().filter { !$0.isWhitespace }
                if style.contains("display:none") || style.contains("visibility:hidden") { return true }
            default: break
            }
        }
        return false
    }

    /// Whether an element or one of its ancestors is hidden (`isHidden`): it is not in the
    /// accessibility tree, so a link there is no link at all (W3C ACT rules; hidden-links case).
    func isHiddenFromAccessibility(_ index: Int) -> Bool {
        var current = index
        while current >= 0 {
            if isHidden(current) { return true }
            current = nodes[current].parent
        }
        return false
    }

    /// Roles that make an `<a href>` something else than a link: a `role="button"` anchor is a
    /// button in the accessibility tree (role-link-elements case). `none` and `presentation` are
    /// not among them: browsers ignore them on a focusable element.
    static let nonLinkRoles: Set<String> = [
        "button", "checkbox", "combobox", "gridcell", "heading", "img", "listitem", "menuitem", "menuitemcheckbox",
        "menuitemradio", "option", "progressbar", "radio", "row", "scrollbar", "separator", "slider", "spinbutton", "switch",
        "tab", "textbox", "treeitem",
    ]

    /// The element's explicit role: the first token of its `role` attribute, lowercased.
    func role(of index: Int) -> String? {
        attribute("role", of: index)?.lowercased().split(whereSeparator: { $0.isWhitespace }).first.map(String.init)
    }

    /// Whether an element is a link in the accessibility tree: an `<a>` or `<area>` with `href`
    /// and no other widget role, or any element with `role="link"`. Hidden links count here;
    /// `isHiddenFromAccessibility` tells them apart.
    func isLink(_ index: Int) -> Bool {
        guard nodes[index].kind == .element else { return false }
        let role = role(of: index)
        if role == "link" { return true }
        guard names[index] == "a" || names[index] == "area",
            attribute("href", of: index) != nil || (codeSetsAnchorDestinations && names[index] == "a")
        else { return false }
        return role.map { !Self.nonLinkRoles.contains($0) } ?? true
    }

    /// What a text walk collects.
    enum TextMode {
        /// Text nodes only (the link's visible text).
        case visible
        /// The accessible name from content: text nodes, `img` alt, `aria-label` of descendants,
        /// an `svg`'s `aria-label` or `<title>` child.
        case name
        /// The name from content of an element `aria-labelledby` names: as `name`, but a
        /// descendant's own `aria-labelledby` is not followed again (accessible name computation,
        /// step 2B). Followed, a link inside the element it is labelled by recursed without end: a
        /// 636-byte page crashed the run (issue 25's fuzzing).
        case referencedName
    }

    /// Collects the text under `root` (not `root`'s own name attributes), whitespace collapsed.
    /// - Parameters:
    ///   - root: the element whose descendants are walked.
    ///   - mode: visible text or name from content.
    ///   - skipNestedAnchors: leaves out descendant `<a>` elements (a link's own text).
    /// - Returns: the text.
    func collectText(under root: Int, mode: TextMode, skipNestedAnchors: Bool) -> String {
        collectText(under: root, mode: mode, skipNestedAnchors: skipNestedAnchors, recordAnchors: false).text
    }

    /// Collects the visible text of a block and where each `<a>`/`<area>` inside it lies.
    /// - Returns: the text, and for every anchor in the subtree the UTF-8 offsets (start, end
    ///   exclusive) of its text in it.
    func collectText(
        under root: Int, mode: TextMode, skipNestedAnchors: Bool,
        recordAnchors: Bool
    ) -> (text: String, anchors: [Int: (start: Int, end: Int)]) {
        var marks: [Int: (start: Int, end: Int)] = [:]
        var builder = CollapsingTextBuilder()
        var index = root + 1
        let end = nodes[root].subtreeEnd
        var open: [(end: Int, node: Int)] = []
        func leave(_ node: Int) {
            if tags[node].contains(.breaking) { builder.breakWord() }
            if recordAnchors, isLink(node) {
                let start = builder.resolveStart(of: node) ?? builder.utf8Count
                marks[node] = (start, max(start, builder.utf8Count))
            }
        }
        while true {
            while let last = open.last, last.end <= index {
                leave(last.node)
                open.removeLast()
            }
            guard index < end else { break }
            // A referenced element's text is a name: past `referencedTextLimit` the rest is left.
            if mode == .referencedName, builder.utf8Count > Self.referencedTextLimit { break }
            let node = nodes[index]
            if node.kind == .text {
                textBytes.withUnsafeBufferPointer { builder.append(utf8: UnsafeBufferPointer(rebasing: $0[node.textRange])) }
                index += 1
                continue
            }
            let name = names[index]
            if tags[index].contains(.inert) || isHidden(index) || (skipNestedAnchors && name == "a") {
                index = node.subtreeEnd
                continue
            }
            if mode != .visible, let replacement = nameReplacement(of: index, followingLabelledBy: mode == .name) {
                builder.breakWord()
                builder.append(replacement)
                builder.breakWord()
                index = node.subtreeEnd
                continue
            }
            if tags[index].contains(.breaking) { builder.breakWord() }
            if recordAnchors, isLink(index) { builder.markStart(of: index) }
            open.append((node.subtreeEnd, index))
            index += 1
        }
        return (builder.text, marks)
    }

    /// In name mode, what an element contributes instead of its content, if anything:
    /// `aria-labelledby` > `aria-label` > an image's `alt` > its `title`.
    private func nameReplacement(of index: Int, followingLabelledBy: Bool) -> String? {
        if followingLabelledBy, let ids = attribute("aria-labelledby", of: index), let labelled = labelledByText(ids) { return labelled }
        if let label = attribute("aria-label", of: index)?.trimmingASCIISpaces, !label.isEmpty { return label }
        switch names[index] {
        case "img", "area":
            // An image's own name: `alt` (empty: decorative), else `title` (image-name-sources case).
            return attribute("alt", of: index) ?? attribute("title", of: index) ?? ""
        case "input":
            return attribute("type", of: index)?.lowercased() == "image" ? attribute("alt", of: index) ?? "" : nil
        case "svg":
            return svgTitle(of: index)
        case "g", "path", "circle", "rect", "ellipse", "line", "polyline", "polygon", "use", "image", "text":
            // SVG Accessibility API Mappings: a graphics element or group is named by its `<title>` child.
            return svgTitle(of: index)
        default:
            return nil
        }
    }

    /// The text of an SVG element's `<title>` child (not a grandchild's), if it has one.
    private func svgTitle(of index: Int) -> String? {
        var child = index + 1
        while child < nodes[index].subtreeEnd {
            if nodes[child].kind == .element, names[child] == "title" {
                return collectText(under: child, mode: .visible, skipNestedAnchors: false)
            }
            child = nodes[child].subtreeEnd
        }
        return nil
    }
}
