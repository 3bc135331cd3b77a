import Foundation
import LinkAuditModel

/// The assemble stage of Markdown extraction: turns located blocks into `Link`s and markup problems.
///
/// For each link it builds the `Link` from what cmark rendered (text, destination, title) and what
/// the locator found (span, syntax, a destination written with template expressions), decides its
/// placement (standalone when alone in its block, unless the flavor or the render target places
/// every link inline) and its context (the block's text). HTML blocks and blocks with inline `<a>`
/// go to `HTMLExtractor` with their offsets. Bracket markup that cmark did not make a link is
/// reported when it looks meant as one. Spans are 1-based lines and 1-based, inclusive UTF-8 byte
/// columns of the file, through `map`.
struct MarkdownLinkAssembler {
    /// Maps offsets of the text as written to file positions.
    let map: SourceMap
    /// The shared link fields (file, render target, language, app copy).
    let document: DocumentContext
    let flavor: MarkdownFlavor
    /// The links so far, in document order.
    private(set) var links: [Link] = []
    /// The markup problems so far.
    private(set) var problems: [MarkupProblem] = []

    init(map: SourceMap, document: DocumentContext, flavor: MarkdownFlavor) {
        self.map = map
        self.document = document
        self.flavor = flavor
    }

    /// Adds the links and problems of one located block.
    mutating func add(_ block: MarkdownLinkLocator.LocatedBlock) {
        switch block {
        case .html(let source):
            guard !source.bytes.isEmpty else { return }
            addHTML(source.bytes, map: map.remapped(source.offsets))
        case .inline(let inline):
            addInline(inline)
        }
    }

    /// Adds the links and problems `HTMLExtractor` finds in a piece of HTML.
    private mutating func addHTML(_ html: [UInt8], map htmlMap: SourceMap) {
        let found = HTMLExtractor.extractFragment(html, map: htmlMap, document: document)
        links += found.links
        problems += found.problems
    }

    /// Adds the links of a block with inline content (its inline `<a>` first), then its failed markup.
    private mutating func addInline(_ block: MarkdownLinkLocator.LocatedInlineBlock) {
        let content = block.source
        let contentMap = map.remapped(content.offsets)
        if block.rendered.hasInlineAnchor {
            addHTML(content.original, map: contentMap)
        }
        let blockText = TextBlock(block.rendered.text)
        for (item, location) in zip(block.rendered.links, block.locations) {
            var span: SourceSpan?
            var syntax = LinkSyntax.markdownInline
            var destination = item.url
            var isBareAutolink = false
            switch location {
            case .found(let located):
                span = contentMap.span(from: located.start, through: located.end)
                syntax = located.syntax
                isBareAutolink = located.syntax == .markdownAutolink && located.candidateIndex == nil
                if let range = located.destinationRange {
                    let raw = String(decoding: content.original[range], as: UTF8.self)
                    if raw.contains("{{") || raw.contains("{%") {
                        destination = raw.hasPrefix("<") && raw.hasSuffix(">") ? String(raw.dropFirst().dropLast()) : raw
                    }
                }
            case .blockStart:
                span = contentMap.span(from: 0, through: 0)
            case .unknown:
                break
            }
            let placement: LinkPlacement
            if document.render == .swiftui || flavor.placesEveryLinkInline {
                placement = .inline
            } else {
                placement = blockText.isAlone(linkStart: item.characterStart, linkLength: item.characterLength) ? .standalone : .inline
            }
            var text = item.text
            if isBareAutolink {
                // The GFM autolinker copies the source as written: decode its character references.
                destination = HTMLEntities.decodeAll(destination)
                text = HTMLEntities.decodeAll(text)
            }
            let context = blockText.context(linkStart: item.characterStart, linkLength: item.characterLength)
            var link = document.makeLink(
                text: text, destination: destination, title: item.title,
                syntax: syntax, placement: placement, span: span, context: context)
            link.isCodeText = item.isCode
            links.append(link)
        }
        reportBrokenMarkup(scanner: block.scanner, used: block.usedCandidates, contentMap: contentMap, content: content)
    }

    // MARK: - Broken markup

    /// Reports bracket markup that cmark did not make a link but that looks meant as one: a space
    /// in or before the destination, an unclosed `(`, fullwidth or CJK brackets.
    private mutating func reportBrokenMarkup(
        scanner: MarkdownSourceScanner, used: Set<Int>, contentMap: SourceMap,
        content: MarkdownLinkLocator.BlockSource
    ) {
        // Used candidates do not overlap one another (links do not nest): a sweep finds the one
        // that may contain each unused candidate.
        let usedRanges = used.map { scanner.candidates[$0].start...scanner.candidates[$0].end }.sorted { $0.lowerBound < $1.lowerBound }
        var sweep = 0
        for (index, candidate) in scanner.candidates.enumerated() where !used.contains(index) && !candidate.isImage {
            while sweep < usedRanges.count, usedRanges[sweep].upperBound < candidate.start { sweep += 1 }
            if sweep < usedRanges.count, usedRanges[sweep].contains(candidate.start) { continue }
            let destination = candidate.destinationRange.map { String(decoding: content.original[$0], as: UTF8.self) } ?? ""
            let kind: MarkupProblem.Kind
            let message: String
            if candidate.kind == .inline, candidate.destinationHasSpace, Self.looksLikeDestination(destination) {
                kind = .spaceInDestination
                message = "destination contains a space; use `<...>` or `%20`"
            } else if candidate.kind == .inline, candidate.isUnclosed, Self.looksLikeDestination(destination) {
                kind = .unclosedDestination
                message = "the link's `(` is never closed, so this is not a link; add `)` after the destination"
            } else if candidate.kind == .shortcutReference, candidate.followedBySpacedParenthesis, Self.looksLikeDestination(destination) {
                kind = .spaceBeforeDestination
                message = "a space between `]` and `(` keeps this from being a link; remove it"
            } else {
                continue
            }
            problems.append(
                MarkupProblem(
                    kind: kind, message: message, file: document.file,
                    position: contentMap.position(ofByte: candidate.start),
                    appCopy: document.appCopy, render: document.render))
        }
        for fullwidth in scanner.fullwidthLinks {
            problems.append(
                MarkupProblem(
                    kind: .fullwidthBrackets,
                    message: "fullwidth or CJK brackets (`［…］（…）`, `【…】(…)`) are not link syntax; use ASCII `[…](…)`",
                    file: document.file, position: contentMap.position(ofByte: fullwidth.start),
                    appCopy: document.appCopy, render: document.render))
        }
    }

    /// Whether the text inside failed link markup looks like a destination (a scheme, a path,
    /// an anchor, a template), so that the brackets were meant as a link.
    private static func looksLikeDestination(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        // A scheme, even one a translation tool broke apart ("ddgquicklink: //…").
        let scheme = trimmed.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
        if (2...32).contains(scheme.count), scheme.first?.isLetter == true, trimmed.dropFirst(scheme.count).hasPrefix(":") { return true }
        return trimmed.contains("://") || trimmed.hasPrefix("/") || trimmed.hasPrefix("www.") || trimmed.hasPrefix("mailto:")
            || trimmed.hasPrefix("#") || trimmed.hasPrefix("./") || trimmed.hasPrefix("../") || trimmed.hasPrefix("{{")
            || trimmed.hasSuffix(".md") || trimmed.hasSuffix(".html")
    }
}
