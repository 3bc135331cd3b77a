import LinkAuditModel

/// Turns one HTML text into links, markup problems and the fragment identifiers it defines.
///
/// libxml2 parses the text (`LibXMLHTMLParser`) into an `HTMLTree`; each `<a>` or `<area>` with an
/// `href` outside a `<template>` becomes a `Link`: its span from `HTMLAnchorLocator`, its name
/// from `HTMLAccessibleName`, its context and placement from `HTMLContextBlocks`, its language
/// from the nearest `lang`. Markup that breaks links (nested or self-closed anchors, content the
/// parser moved out, unbalanced quotes) is reported, sorted by position. Positions are 1-based
/// lines and 1-based UTF-8 byte columns through the `SourceMap`.
struct HTMLLinkCollector {
    /// The HTML as written, UTF-8.
    let text: [UInt8]
    /// Maps offsets of `text` to positions in the file.
    let map: SourceMap
    let document: DocumentContext
    let tree: HTMLTree
    let scanner: HTMLSourceScanner
    let locator: HTMLAnchorLocator
    private var blocks: HTMLContextBlocks
    /// What each node takes from its ancestors, computed once (hidden, `<template>`, language).
    let ancestry: HTMLAncestry
    /// The page's CSS, when it has any and is read (`CSSPageStyles`).
    var styles: CSSPageStyles?

    /// Parses `text` and collects its links and markup problems.
    /// - Parameters:
    ///   - text: the HTML, UTF-8.
    ///   - map: maps byte offsets of `text` to positions in the file.
    ///   - lineIndex: the lines of `text`, when the caller has them already (a whole page, whose
    ///     map is its own line index); made here otherwise.
    ///   - document: the shared link fields.
    ///   - contextExtent: how far each link's context reaches.
    ///   - readsBaseURL: whether the first `<base href>` sets what relative destinations resolve
    ///     against (a whole page; not a fragment of another document).
    ///   - styling: reads the page's CSS into each link's `style` (a whole page only).
    ///   - readingTitle: given the page's title (`HTMLDocumentTitle`; a whole page only).
    static func collect(
        _ text: [UInt8], map: SourceMap, lineIndex: LineIndex? = nil, document: DocumentContext,
        contextExtent: HTMLContextBlocks.Extent, readsBaseURL: Bool = false, styling: CSSStyling? = nil,
        readingTitle: ((DocumentTitle?) -> Void)? = nil
    ) -> (links: [Link], problems: [MarkupProblem], anchors: [String], excessAttributes: [Int]) {
        let scanner = HTMLSourceScanner(text)
        let excess = scanner.excessAttributes.map(\.lowerBound)
        guard var tree = LibXMLHTMLParser.parse(utf8: HTMLParserInput.make(text, scanner: scanner)) else { return ([], [], [], excess) }
        tree.codeSetsAnchorDestinations = document.codeSetsAnchorDestinations
        var document = document
        if readsBaseURL,
            let base = tree.nodes.indices.first(where: { tree.name(of: $0) == "base" && tree.attribute("href", of: $0) != nil }),
            let href = tree.attribute("href", of: base),
            let resolved = DestinationNormalizer.resolveBase(href, documentPath: document.base ?? document.file)
        {
            document.base = resolved
        }
        var ancestry = HTMLAncestry(tree: tree)
        let styles = styling.flatMap {
            CSSPageStyles.make(tree: tree, ancestry: ancestry, text: text, scanner: scanner, map: map, file: document.file, styling: $0)
        }
        // What the page's CSS hides is hidden like what its attributes hide.
        if let hidden = styles?.hiddenElements(), !hidden.isEmpty {
            tree.markHiddenByStyle(hidden)
            ancestry = HTMLAncestry(tree: tree)
        }
        let locator = HTMLAnchorLocator(text: text, map: map, lineIndex: lineIndex ?? LineIndex(text), tree: tree, scanner: scanner)
        readingTitle?(HTMLDocumentTitle.title(in: tree, ancestry: ancestry, language: document.language))
        var collector = HTMLLinkCollector(
            text: text, map: map, document: document, tree: tree, scanner: scanner,
            locator: locator, blocks: HTMLContextBlocks(tree: tree, extent: contextExtent, ancestry: ancestry), ancestry: ancestry)
        collector.styles = styles
        let (links, problems) = collector.makeLinks()
        return (links, problems, HTMLFragmentTargets.anchors(of: tree, ancestry: ancestry), excess)
    }

    /// The offset of the `/` in a start tag written `<a … />`, or `nil`.
    static func selfClosingSlash(of tag: HTMLSourceScanner.StartTag, in text: [UInt8]) -> Int? {
        guard tag.end < text.count, text[tag.end] == UInt8(ascii: ">"), tag.unbalancedQuote == nil else { return nil }
        var index = tag.end - 1
        while index > tag.start, text[index] == 0x20 || text[index] == 0x09 || text[index] == 0x0A { index -= 1 }
        return index > tag.start && text[index] == UInt8(ascii: "/") ? index : nil
    }

    // MARK: - Links

    /// Builds the links in document order and the markup problems sorted by position (those
    /// without a position last).
    private mutating func makeLinks() -> (links: [Link], problems: [MarkupProblem]) {
        var links: [Link] = []
        var problems: [MarkupProblem] = []
        var spanOfTag: [Int: SourceSpan] = [:]
        let names = HTMLAccessibleName(tree: tree)
        let windows = HTMLWindowAttributes(tree: tree)
        for index in tree.nodes.indices {
            // What the accessibility tree holds: links (`role` decides), not hidden, not in a `<template>`.
            guard tree.isLink(index), !ancestry.isHidden[index], !ancestry.isInTemplate[index], !ancestry.isInTextOnly[index] else {
                continue
            }
            let elementName = tree.name(of: index)
            let isAnchor = elementName == "a" || elementName == "area"
            // A `role="link"` element's destination is decided by script: dynamic, never compared.
            let href = isAnchor ? tree.attribute("href", of: index) : nil
            let tagIndex = isAnchor ? locator.tag(of: index) : nil
            let located =
                isAnchor ? locator.locate(element: index, tag: tagIndex) : (span: locator.locateRoleLink(element: index), nested: false)
            if let tagIndex, let span = located.span { spanOfTag[tagIndex] = span }

            let visibleText = elementName == "area" ? "" : tree.collectText(under: index, mode: .visible, skipNestedAnchors: true)
            let (name, nameSource) = names.name(of: index)
            var context = document
            if let language = ancestry.language[index] {
                context.language = language
                context.languageSource = .htmlLang
            }
            let block = blocks.text(for: index)
            let range = block.anchors[index]
            let placement: LinkPlacement
            if document.render == .swiftui {
                placement = .inline
            } else if !isAnchor, tree.tags[index].contains(.contextBlock) {
                // A block made a link by `role="link"` (`<div role="link">`) is a block of its own.
                placement = .standalone
            } else if range != nil {
                placement = block.isRowOfLinks ? .standalone : .inline
            } else {
                placement = .inline
            }
            let linkContext: LinkContext
            if let range {
                linkContext = block.text.context(linkStart: range.start, linkLength: range.length)
            } else {
                let own = visibleText.collapsingWhitespace
                linkContext = TextBlock(own).context(linkStart: 0, linkLength: own.count)
            }
            var link = context.makeLink(
                text: visibleText, name: name, nameSource: nameSource, destination: href ?? "",
                title: tree.attribute("title", of: index), syntax: .htmlAnchor,
                placement: placement, span: located.span, context: linkContext)
            if href == nil { link.isTemplatedDestination = true }
            link.isCodeText = elementName != "area" && ancestry.isCodeText(ofLink: index, in: tree)
            link.style = styles?.style(for: index)
            windows.fill(&link.attributes, element: index, href: href)
            link.readDownloadAttribute(of: index, in: tree)
            HTMLFragmentTargets.noteMissingLabelledbyIDs(of: index, in: tree, on: &link)
            links.append(link)

            if located.nested, let span = located.span {
                problems.append(
                    problem(
                        .nestedAnchor, "nested <a>: the outer link ends where the inner one starts",
                        at: span.start, linkSpan: span))
            } else if let tagIndex, let span = located.span, locator.isUnclosed(tag: tagIndex),
                Self.selfClosingSlash(of: scanner.startTags[tagIndex], in: text) == nil
            {
                problems.append(
                    problem(
                        .unclosedAnchor,
                        "<a> is never closed: browsers carry the link on over the text after it, into the following paragraphs; close it with </a>",
                        at: span.start, linkSpan: span))
            } else if let tagIndex, let span = located.span, locator.contentMovedOut(element: index, tag: tagIndex) {
                problems.append(
                    problem(
                        .contentMovedOutOfLink,
                        "the HTML parser moved content out of this link (block content such as <p> or a table inside <a>, or a missing </a>); keep only phrasing content inside <a> and close it with </a>",
                        at: span.start, linkSpan: span))
            }
        }
        for (tagIndex, tag) in scanner.startTags.enumerated() where tag.name == "a" {
            guard Self.selfClosingSlash(of: tag, in: text) != nil else { continue }
            problems.append(
                problem(
                    .selfClosedAnchor,
                    "`<a … />` does not end a link in HTML: browsers run the link on to the next </a> or the end of its block; write <a …>text</a>",
                    at: map.position(ofByte: tag.start), linkSpan: spanOfTag[tagIndex]))
        }
        for (tagIndex, tag) in scanner.startTags.enumerated() {
            guard let quote = tag.unbalancedQuote else { continue }
            problems.append(
                problem(
                    .unbalancedQuotes,
                    "unbalanced quote in the attributes of <\(tag.name)>: the value opened here swallows the markup after it; add the missing quote",
                    at: map.position(ofByte: quote), linkSpan: spanOfTag[tagIndex]))
        }
        let unknown = SourcePosition(line: Int.max, utf8Column: Int.max)
        problems.sort { ($0.position ?? unknown) < ($1.position ?? unknown) }
        return (links, problems)
    }

    /// A markup problem of this document at `position`, tied to the link it breaks when known.
    private func problem(_ kind: MarkupProblem.Kind, _ message: String, at position: SourcePosition, linkSpan: SourceSpan?) -> MarkupProblem
    {
        MarkupProblem(
            kind: kind, message: message, file: document.file, position: position, linkSpan: linkSpan,
            appCopy: document.appCopy, render: document.render)
    }
}
