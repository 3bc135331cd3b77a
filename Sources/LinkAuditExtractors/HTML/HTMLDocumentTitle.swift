import LinkAuditModel

/// An HTML page's own title, for fix suggestions that name a link by the page it opens (issue 14,
/// item 8).
///
/// The page's one visible `<h1>` comes first, its `<title>` second. Evidence from real sites: the
/// Apache httpd manual's `<title>` is `mod_ssl - Apache HTTP Server Version 2.5` while its `<h1>`
/// is `Apache Module mod_ssl`; the Python documentation's `<title>` is `3. An Informal Introduction
/// to Python — Python 3.11 documentation` while its `<h1>` is the chapter's name. A `<title>`
/// carries the site's name for tabs, bookmarks and search results; the `<h1>` is the name the page
/// gives itself, which is what a link to it should say. A page with several `<h1>` (a logo in the
/// header, then the article's) or none has no heading that is surely its title: the `<title>` is
/// used. A permalink sign inside the heading (Sphinx's `¶`, a `#` anchor to the heading itself) is
/// not part of the title.
enum HTMLDocumentTitle {
    /// The title, or `nil` when the page has neither a visible `<h1>` nor a non-empty `<title>`.
    /// - Parameters:
    ///   - tree: the parsed page.
    ///   - ancestry: what each node takes from its ancestors (hidden, `lang`).
    ///   - language: the page's language when no `lang` reaches the title (a `page.html.LANG` name).
    static func title(in tree: HTMLTree, ancestry: HTMLAncestry, language: String?) -> DocumentTitle? {
        var headings: [Int] = []
        var titleElement: Int?
        // The end of the outermost `<svg>` the walk is in (nodes are in document order, each
        // subtree a run): an SVG `<title>` names a graphic, not the page. One pass, where asking
        // each title for its ancestors took 2 s for 20,000 nested groups (issue 25).
        var svgEnd = 0
        for index in tree.nodes.indices where tree.nodes[index].kind == .element {
            let name = tree.name(of: index)
            if name == "svg", index >= svgEnd { svgEnd = tree.nodes[index].subtreeEnd }
            switch name {
            case "h1" where !ancestry.isHidden[index] && !ancestry.isInTemplate[index]:
                headings.append(index)
            case "title" where titleElement == nil && index >= svgEnd:
                titleElement = index
            default:
                break
            }
        }
        func made(_ text: String, _ source: DocumentTitle.Source, _ index: Int) -> DocumentTitle? {
            guard !text.isEmpty, !MarkdownDocumentTitle.hasTemplateCode(text) else { return nil }
            let line = tree.nodes[index].line
            return DocumentTitle(text: text, source: source, line: line > 0 ? line : nil, language: ancestry.language[index] ?? language)
        }
        if headings.count == 1, let title = made(headingText(headings[0], in: tree), .heading1, headings[0]) { return title }
        if let titleElement {
            return made(
                tree.collectText(under: titleElement, mode: .visible, skipNestedAnchors: false).collapsingWhitespace, .titleElement,
                titleElement)
        }
        return nil
    }

    /// The heading's accessible text, without a trailing permalink to itself: an `<a href="#…">`
    /// whose text holds no letter or digit (`¶`, `#`, `🔗`).
    private static func headingText(_ heading: Int, in tree: HTMLTree) -> String {
        var text = tree.collectText(under: heading, mode: .name, skipNestedAnchors: false).collapsingWhitespace
        var index = heading + 1
        while index < tree.nodes[heading].subtreeEnd {
            let node = tree.nodes[index]
            if node.kind == .element, tree.name(of: index) == "a", tree.attribute("href", of: index)?.hasPrefix("#") == true {
                let own = tree.collectText(under: index, mode: .name, skipNestedAnchors: false).collapsingWhitespace
                if !own.isEmpty, !own.contains(where: { $0.isLetter || $0.isNumber }), text.hasSuffix(own) {
                    text = String(text.dropLast(own.count)).collapsingWhitespace
                }
                index = node.subtreeEnd
                continue
            }
            index += 1
        }
        return text
    }
}
