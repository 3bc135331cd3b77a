/// What each node of an `HTMLTree` takes from its ancestors, computed in one pass: the tree is in
/// pre-order, so a parent's entry is known before its children's.
///
/// Asking the ancestors again for every link made a page of 100,000 nested `<span><a>` quadratic
/// (issue 12): hidden, inside `<template>`, language and context block are looked up here instead.
struct HTMLAncestry {
    /// The node or an ancestor is hidden (`HTMLTree.isHidden`): not in the accessibility tree.
    let isHidden: [Bool]
    /// An ancestor (not the node itself) is a `<template>`.
    let isInTemplate: [Bool]
    /// The nearest `lang` or `xml:lang` on the node or an ancestor, trimmed; `nil` when none.
    let language: [String?]
    /// The nearest block element above the node (`HTMLContextBlocks.blockElements`), else the top of
    /// its tree.
    let nearestBlock: [Int]
    /// The topmost ancestor (the node itself at the top).
    let top: [Int]
    /// An ancestor (not the node itself) is a code element (`<code>`, `<kbd>`, …, ``HTMLTree/codeElements``).
    let isInCode: [Bool]
    /// An ancestor is an element whose content a browser reads as text, never as markup
    /// (``HTMLTree/textOnlyElements``: `<title>`, `<textarea>`, …): an `<a>` there is no link.
    let isInTextOnly: [Bool]

    init(tree: HTMLTree) {
        let count = tree.nodes.count
        var isHidden = [Bool](repeating: false, count: count)
        var isInTemplate = [Bool](repeating: false, count: count)
        var language = [String?](repeating: nil, count: count)
        var nearestBlock = [Int](repeating: 0, count: count)
        var top = [Int](repeating: 0, count: count)
        var isInCode = [Bool](repeating: false, count: count)
        var isInTextOnly = [Bool](repeating: false, count: count)
        for index in 0..<count {
            let parent = tree.nodes[index].parent
            let own = (tree.attribute("lang", of: index) ?? tree.attribute("xml:lang", of: index))?.trimmingASCIISpaces
            guard parent >= 0 else {
                isHidden[index] = tree.isHidden(index)
                language[index] = own?.isEmpty == false ? own : nil
                nearestBlock[index] = index
                top[index] = index
                continue
            }
            isHidden[index] = isHidden[parent] || tree.isHidden(index)
            isInTemplate[index] = isInTemplate[parent] || tree.tags[parent].contains(.template)
            language[index] = own?.isEmpty == false ? own : language[parent]
            nearestBlock[index] =
                tree.tags[parent].contains(.contextBlock) ? parent : nearestBlock[parent]
            top[index] = top[parent]
            isInCode[index] = isInCode[parent] || tree.tags[parent].contains(.code)
            isInTextOnly[index] = isInTextOnly[parent] || tree.tags[parent].contains(.textOnly)
        }
        self.isHidden = isHidden
        self.isInTemplate = isInTemplate
        self.language = language
        self.nearestBlock = nearestBlock
        self.top = top
        self.isInCode = isInCode
        self.isInTextOnly = isInTextOnly
    }

    /// Whether the visible text of the link at `index` is code: each of its text nodes that is not
    /// blank stands in a code element, inside the link (`<a><code>suexec</code></a>`) or around
    /// it (`<code><a>suexec</a></code>`), and there is one. Its words are an identifier to keep,
    /// not prose to judge or rename (``Link/isCodeText``).
    func isCodeText(ofLink index: Int, in tree: HTMLTree) -> Bool {
        var sawText = false
        for node in (index + 1)..<tree.nodes[index].subtreeEnd where tree.nodes[node].kind == .text {
            let range = tree.nodes[node].textRange
            guard tree.textBytes[range].contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0C && $0 != 0x0D })
            else { continue }
            guard isInCode[node] else { return false }
            sawText = true
        }
        return sawText
    }
}
