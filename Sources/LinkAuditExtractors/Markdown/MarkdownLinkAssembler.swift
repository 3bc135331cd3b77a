import Foundation
import LinkAuditModel

/// The assemble stage of Markdown extraction: turns located blocks into `Link`s and markup problems.
///
/// For each link it builds the `Link` from what cmark rendered (text, destination, title) and what
/// the locator found (span, syntax, a destination written with template expressions), decides its
/// placement (standalone when its block holds no text outside links, unless the flavor or the render target places
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
    /// The text's reference definitions (templated destinations, undefined labels).
    let definitions: ReferenceDefinitions
    /// The links so far, in document order.
    var links: [Link] = []
    /// The markup problems so far.
    private(set) var problems: [MarkupProblem] = []
    /// Located warnings from raw HTML (an element's attributes past the limit not read).
    private(set) var warnings: [AuditError] = []
    /// Byte ranges of the text handed raw to a Hugo shortcode (`{{< name >}}…{{< /name >}}`
    /// bodies): a bare URL there is no link.
    var rawBodies: [Range<Int>] = []
    /// The text's wikilinks (not embeds) by the offset of their first `[` (``Wikilinks``), which
    /// cmark read as the inline links masking made of them.
    var wikilinks: [Int: Wikilinks.Found] = [:]
    /// How they are read; `nil` when the site names no dialect: each is then counted as not understood.
    var vault: WikilinkVault?
    /// Whether the text is MDX, whose indented lines inside JSX start with no-break spaces (`MDXMasking`).
    var readsMDX = false
    /// The whole text as written: what follows an HTML block.
    var documentText: [UInt8] = []
    /// The wikilinks met while the site names no dialect (`unread-wikilink`).
    private(set) var notUnderstood: [NotUnderstood] = []
    /// The footnotes referenced so far, numbered as GitHub numbers them (``Footnotes``).
    var footnotes = Footnotes()
    /// The footnote labels the text defines, folded; `nil` in app copy, where no footnote is read.
    var definedFootnotes: Set<String>?

    init(map: SourceMap, document: DocumentContext, flavor: MarkdownFlavor, definitions: ReferenceDefinitions) {
        self.map = map
        self.document = document
        self.flavor = flavor
        self.definitions = definitions
    }

    /// Adds the links and problems of one located block.
    mutating func add(_ block: MarkdownLinkLocator.LocatedBlock) {
        switch block {
        case .html(let source):
            guard !source.bytes.isEmpty else { return }
            // As written: template code in an HTML block is the HTML reader's to judge.
            addHTML(source.original, offsets: source.offsets)
        case .inline(let inline):
            addInline(inline)
        }
    }

    /// Whether the first `<a` or `</a` tag at or after `start` (any ASCII case) closes an anchor.
    static func closesAnchorLater(_ text: [UInt8], after start: Int) -> Bool {
        var index = start
        while index + 2 < text.count {
            if text[index] == UInt8(ascii: "<") {
                let closing = text[index + 1] == UInt8(ascii: "/")
                let letter = closing ? index + 2 : index + 1
                if letter < text.count, text[letter] | 0x20 == UInt8(ascii: "a") {
                    let next = letter + 1 < text.count ? text[letter + 1] : UInt8(ascii: ">")
                    if next == UInt8(ascii: ">") || next == 0x20 || next == 0x0A || next == 0x09 || next == 0x0D { return closing }
                }
            }
            index += 1
        }
        return false
    }

    /// Adds the links and problems `HTMLExtractor` finds in a piece of HTML, whose bytes stand at
    /// `offsets` of the text. An `<a>` it leaves open may close later in the text (`<a href>`, a
    /// blank line, then `</a>`): a browser reads the page as one document, so that anchor is closed.
    private mutating func addHTML(_ html: [UInt8], offsets: [Int]) {
        let found = HTMLExtractor.extractFragment(html, map: map.remapped(offsets), document: document)
        links += found.links
        warnings += found.warnings
        if found.problems.contains(where: { $0.kind == .unclosedAnchor }), let end = offsets.last,
            Self.closesAnchorLater(documentText, after: end + 1)
        {
            problems += found.problems.filter { $0.kind != .unclosedAnchor }
        } else {
            problems += found.problems
        }
    }

    /// Adds the links of a block with inline content (its inline `<a>` first), then its failed markup.
    private mutating func addInline(_ located: MarkdownLinkLocator.LocatedInlineBlock) {
        guard wikilinks.isEmpty, !readsMDX else {
            var block = wikilinks.isEmpty ? located : showingWikilinkNames(located)
            if readsMDX { Self.dropLeadingNoBreakSpaces(&block.rendered) }
            return addShownInline(block)
        }
        addShownInline(located)
    }

    /// ``addInline(_:)`` of a block whose rendered text is as the site shows it.
    private mutating func addShownInline(_ block: MarkdownLinkLocator.LocatedInlineBlock) {
        let content = block.source
        let contentMap = map.remapped(content.offsets)
        let blockText = TextBlock(block.rendered.text)
        var kept = zip(block.rendered.links, block.locations).filter { !isRawBareURL($0.1, in: content) }
        if flavor.linksBareURLsAsGoldmark {
            kept = kept.compactMap { GoldmarkLinkify.link($0.0, at: $0.1, in: block) }
        }
        // Other links' text does not count, raw anchors' included: a row of links is a row of
        // standalone links.
        let isRowOfLinks = !blockText.holdsTextOutside(
            kept.map { ($0.0.characterStart, $0.0.characterLength) } + block.rendered.rawAnchorRanges)
        if block.rendered.hasInlineAnchor {
            let first = links.count
            addHTML(content.original, offsets: content.offsets)
            // The HTML reader sees Markdown link markup as text: the block as rendered decides.
            if isRowOfLinks, document.render != .swiftui, !flavor.placesEveryLinkInline {
                for index in first..<links.count { links[index].placement = .standalone }
            }
        }
        let broken = BrokenLinkMarkup.find(
            scanner: block.scanner, used: block.usedCandidates, original: content.original, definitions: definitions,
            footnotes: definedFootnotes)
        if !block.rendered.footnotes.isEmpty { addFootnoteReferences(block, contentMap: contentMap, text: blockText) }
        for (item, location) in kept {
            var span: SourceSpan?
            var syntax = LinkSyntax.markdownInline
            var destination = item.url
            var isBareAutolink = false
            var written: (text: String?, destination: String?) = (nil, nil)
            var inBrokenMarkup: MarkupProblem.Kind?
            switch location {
            case .found(let located):
                span = contentMap.span(from: located.start, through: located.end)
                syntax = located.syntax
                isBareAutolink = located.syntax == .markdownAutolink && located.candidateIndex == nil
                written = writtenWithTemplates(located, in: block)
                if isBareAutolink {
                    inBrokenMarkup = broken.first { $0.supersedes?.contains(located.start) == true }?.kind
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
                placement = isRowOfLinks ? .standalone : .inline
            }
            var text = written.text ?? item.text
            destination = written.destination ?? destination
            if case .found(let located) = location {
                text = Self.withoutLiteralMarkup(text, broken: broken, linkBytes: located.start..<(located.end + 1), in: content.original)
            }
            if isBareAutolink, written.destination == nil {
                // The GFM autolinker copies the source as written: decode its character references.
                destination = HTMLEntities.decodeAll(destination)
                text = HTMLEntities.decodeAll(text)
            }
            let context = blockText.context(linkStart: item.characterStart, linkLength: item.characterLength)
            if !wikilinks.isEmpty, case .found(let located) = location, let wikilink = wikilinks[content.offsets[located.start]] {
                if let made = wikilinkLink(wikilink, shown: item.text, placement: placement, span: span, context: context) {
                    links.append(made)
                }
                continue
            }
            var link = document.makeLink(
                text: text, destination: destination, title: item.title,
                syntax: syntax, placement: placement, span: span, context: context)
            link.isCodeText = item.isCode
            link.insideBrokenMarkup = inBrokenMarkup
            if case .document(.kramdown) = flavor, case .found(let located) = location {
                KramdownSpanAttributes.fill(&link.attributes, linkEnd: located.end, in: content.original)
            }
            links.append(link)
        }
        report(broken, contentMap: contentMap)
    }

    /// A link's text without the undefined image references cmark left as text inside it
    /// (`[![logo][missing] Docs](…)` is named "Docs"), its spaces collapsed again.
    static func withoutLiteralMarkup(_ text: String, broken: [BrokenLinkMarkup.Found], linkBytes: Range<Int>, in bytes: [UInt8]) -> String {
        var text = text
        for item in broken {
            guard let literal = item.literal, linkBytes.contains(literal.lowerBound) else { continue }
            let written = String(decoding: bytes[literal], as: UTF8.self)
            guard text.contains(written) else { continue }
            text = text.replacingOccurrences(of: written, with: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        return text
    }

    /// Drops the no-break spaces MDX masking put in place of a block's indentation from the start
    /// of its text; the places of its links move by as many Characters.
    static func dropLeadingNoBreakSpaces(_ rendered: inout MarkdownRenderer.InlineContent) {
        let count = rendered.text.prefix { $0 == "\u{A0}" }.count
        guard count > 0 else { return }
        rendered.text.removeFirst(count)
        for index in rendered.links.indices { rendered.links[index].characterStart = max(0, rendered.links[index].characterStart - count) }
        rendered.rawAnchorRanges = rendered.rawAnchorRanges.map { (max(0, $0.start - count), $0.length) }
    }

    /// The block as the site shows it: the rendered text of each wikilink without alias is the
    /// name the site shows for it (Obsidian's `Page > Heading`), not its target as written, so
    /// that the contexts of the block's links read as the page does. Later links' places move by
    /// the difference; a block with raw `<a>` text keeps its text as rendered.
    private func showingWikilinkNames(_ block: MarkdownLinkLocator.LocatedInlineBlock) -> MarkdownLinkLocator.LocatedInlineBlock {
        guard let vault, block.rendered.rawAnchorRanges.isEmpty else { return block }
        var block = block
        var characters: [Character]?
        var shift = 0
        for index in block.rendered.links.indices {
            block.rendered.links[index].characterStart += shift
            guard case .found(let located) = block.locations[index],
                let wikilink = wikilinks[block.source.offsets[located.start]], wikilink.alias == nil
            else { continue }
            let item = block.rendered.links[index]
            let name = wikilink.shownWithoutAlias(in: vault.dialect)
            guard name != item.text else { continue }
            if characters == nil { characters = Array(block.rendered.text) }
            let shown = Array(name)
            characters!.replaceSubrange(item.characterStart..<(item.characterStart + item.characterLength), with: shown)
            shift += shown.count - item.characterLength
            block.rendered.links[index].text = name
            block.rendered.links[index].characterLength = shown.count
        }
        if let characters { block.rendered.text = String(characters) }
        return block
    }

    /// The link a wikilink is in its vault's dialect (``LinkSyntax/wikilink``): named by its alias as
    /// cmark rendered it, else by the text the site shows (``Wikilinks/Found/shownWithoutAlias(in:)``,
    /// put in the block's text by ``showingWikilinkNames(_:)``);
    /// its destination what the brackets name, its normalized destination the note the vault finds
    /// (`/` and its path, then the fragment as written), or the name at the vault's folder when none
    /// is written yet. `nil` when no dialect is known: the wikilink is counted as not understood.
    private mutating func wikilinkLink(
        _ wikilink: Wikilinks.Found, shown: String, placement: LinkPlacement, span: SourceSpan?, context: LinkContext?
    ) -> Link? {
        guard let vault else {
            let written = wikilink.alias.map { "\(wikilink.target)|\($0)" } ?? wikilink.target
            notUnderstood.append(
                NotUnderstood(
                    kind: .unreadWikilink, file: document.file, position: span?.start ?? SourcePosition(line: 1, utf8Column: 1),
                    detail: "[[" + (written.count > 80 ? String(written.prefix(79)) + "…" : written) + "]]"))
            return nil
        }
        var link = document.makeLink(
            text: shown, destination: wikilink.target, syntax: .wikilink, placement: placement, span: span, context: context)
        let page = wikilink.page.trimmingASCIISpaces
        let fragment = wikilink.fragment.map { "#" + $0 } ?? ""
        let path: String
        if page.isEmpty {
            path = document.file
        } else if let note = vault.note(named: page) {
            path = note
        } else {
            path = vault.folder.isEmpty ? page : vault.folder + "/" + page
        }
        link.isTemplatedDestination = false
        // A path outside the working directory is absolute already, as `Link.file` shows it.
        link.normalizedDestination = DestinationNormalizer.normalize(
            (path.hasPrefix("/") ? "" : "/") + path + fragment, documentPath: document.file)
        return link
    }

    /// Whether a located link is a bare URL in a body handed raw to a shortcode (no link there).
    private func isRawBareURL(_ location: MarkdownLinkLocator.Location, in content: MarkdownLinkLocator.BlockSource) -> Bool {
        guard !rawBodies.isEmpty, case .found(let located) = location, located.syntax == .markdownAutolink,
            located.candidateIndex == nil, located.start < content.offsets.count
        else { return false }
        let offset = content.offsets[located.start]
        return rawBodies.contains { $0.contains(offset) }
    }

    /// A link's text and destination as written, where they hold template code that masking hid
    /// from cmark (`nil` where they do not): the text, so that it is dynamic and never judged; the
    /// destination of an inline link, of a reference link's definition, or of a bare URL that runs
    /// into template code (`https://example.com/{{ .Slug }}`), so that it is templated.
    private func writtenWithTemplates(
        _ located: MarkdownLinkLocator.LocatedLink, in block: MarkdownLinkLocator.LocatedInlineBlock
    ) -> (text: String?, destination: String?) {
        let original = block.source.original
        guard let index = located.candidateIndex else {
            // A bare URL: does it hold template code, or does template code follow it directly?
            var end = located.end + 1
            guard
                TemplateMasking.containsTemplate(original[located.start..<end]) || TemplateMasking.templateEnd(in: original, at: end) != nil
            else { return (nil, nil) }
            while end < original.count, original[end] > 0x20 {
                if let close = TemplateMasking.templateEnd(in: original, at: end) { end = close + 1 } else { end += 1 }
            }
            let url = String(decoding: original[located.start..<end], as: UTF8.self)
            return (url, url)
        }
        let candidate = block.scanner.candidates[index]
        let textBytes = original[candidate.textRange]
        let text = TemplateMasking.containsTemplate(textBytes) ? String(decoding: textBytes, as: UTF8.self) : nil
        if let range = located.destinationRange {
            let raw = String(decoding: original[range], as: UTF8.self)
            guard ASCII.contains(raw, "{{") || ASCII.contains(raw, "{%") || ASCII.contains(raw, "<%") else { return (text, nil) }
            return (text, raw.hasPrefix("<") && raw.hasSuffix(">") ? String(raw.dropFirst().dropLast()) : raw)
        }
        guard located.syntax == .markdownReference else { return (text, nil) }
        let label = String(decoding: original[candidate.labelRange ?? candidate.textRange], as: UTF8.self)
        return (text, definitions.templatedDestination(for: label))
    }

    // MARK: - Broken markup

    /// Records the block's failed link markup (`BrokenLinkMarkup`) as problems at their `[`.
    private mutating func report(_ found: [BrokenLinkMarkup.Found], contentMap: SourceMap) {
        for item in found {
            problems.append(
                MarkupProblem(
                    kind: item.kind, message: item.message, file: document.file,
                    position: contentMap.position(ofByte: item.start),
                    appCopy: document.appCopy, render: document.render))
        }
    }
}
