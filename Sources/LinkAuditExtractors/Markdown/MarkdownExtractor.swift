import Foundation
import LinkAuditModel

/// Extracts links from Markdown documents and from Markdown in app-copy values.
///
/// Extraction runs in three stages: `MarkdownRenderer` (cmark-gfm decides what is a link and what
/// its text is), `MarkdownLinkLocator` (the source bytes decide where it is and how it was
/// written, through `MarkdownSourceScanner`) and `MarkdownLinkAssembler` (links, placement,
/// context and markup problems). Front matter is skipped (its `lang` honored), template code
/// (`{{ … }}`, `{{< … >}}`, `{{% … %}}`, `{% … %}`) is masked (`TemplateMasking`), so it is never
/// autolinked or classified and never breaks a link around it; so are the bodies of code
/// shortcodes and Liquid `highlight`/`comment` blocks, and a `{{< name >}}` body (raw input to
/// the shortcode) gets no bare-URL autolinks; and
/// HTML blocks and inline anchors are handed to `HTMLExtractor` with their offsets. Positions
/// are 1-based lines and 1-based UTF-8 byte columns of the file.
enum MarkdownExtractor {
    /// Reads one Markdown file and extracts its links and markup problems.
    ///
    /// Text that is not UTF-8 yields a located `AuditError` and no links; so does a document nested
    /// deeper than `CommonMarkConverter.maximumDepth` (on the first line past the limit, when known).
    /// - Parameters:
    ///   - bytes: the file's raw bytes.
    ///   - file: the path relative to the working directory.
    ///   - options: the render target of Markdown files, among others.
    static func extractDocument(bytes: [UInt8], file: String, options: ExtractionOptions) -> ExtractedDocument {
        var document = ExtractedDocument(file: file, format: .markdown)
        guard var text = SourceText.utf8(bytes, kind: "Markdown", reportingTo: &document) else { return document }
        let lineIndex = LineIndex(text)
        var masked = text
        let frontMatter = FrontMatter.blankOut(&masked)
        var inMDX = MDXMasking.Found()
        // A Docusaurus page reads as MDX unless its front matter says `format: md`.
        let readsMDX = options.readsMarkdownAsMDX && frontMatter?.format != "md" || MDXPage.isMDX(path: file)
        if readsMDX {
            // The page as MDX shows it: its HTML and written text are read from the rewritten bytes too.
            let start = frontMatter?.end ?? 0
            inMDX = MDXMasking.mask(&masked, from: start, components: options.mdxComponents)
            text.replaceSubrange(start..., with: masked[start...])
        }
        var rawBodies: [Range<Int>] = []
        var shortcodes: [(offset: Int, detail: String)] = []
        if TemplateMasking.mayHoldTemplate(masked) {
            shortcodes = LinkShortcodes.find(in: masked)
            rawBodies = TemplateMasking.maskPairedBodies(&masked)
            TemplateMasking.maskTemplates(&masked)
        }
        var wikilinks: [Wikilinks.Found] = []
        if options.wikilinks?.dialect != .off, Wikilinks.mayHoldWikilink(masked) {
            wikilinks = Wikilinks.find(in: masked, textComesFirst: options.wikilinks?.dialect.textComesFirst ?? false)
            Wikilinks.mask(wikilinks, in: &masked)
        }
        var context = DocumentContext(file: file, render: options.render(for: .markdown), scope: .document(file))
        context.base = options.documentPath
        if let language = frontMatter?.language {
            context.language = language
            context.languageSource = .frontMatter
        }
        do {
            let found = try extract(
                original: text, masked: masked, lineIndex: lineIndex, map: SourceMap(lineIndex: lineIndex),
                document: context, flavor: .document(options.markdownDialect ?? .gfm), rawBodies: rawBodies,
                wikilinks: (wikilinks, options.wikilinks), readsMDX: readsMDX, headingsTakeImageAlt: options.readsMarkdownAsMDX
            ) { tree in MarkdownDocumentTitle.title(frontMatter: frontMatter, original: text, masked: masked, tree: tree) }
            document.links =
                HeroActions.links(in: frontMatter, lineIndex: lineIndex, document: context) + found.links
                + inMDX.links.map { componentLink($0, lineIndex: lineIndex, document: context) }
            document.problems = found.problems
            document.warnings += found.warnings
            document.suppressionDirectives = found.directives
            document.title = found.title
            document.markdownAnchors = found.anchors
            if inMDX.importsOwnComponents { document.markdownAnchors?.mayHoldOtherIDs = true }
            document.notUnderstood =
                inMDX.unread.map {
                    NotUnderstood(kind: $0.kind, file: file, position: lineIndex.position(ofByte: $0.offset), detail: $0.detail)
                } + found.notUnderstood
                + shortcodes.map {
                    NotUnderstood(
                        kind: .unknownLinkShortcode, file: file, position: lineIndex.position(ofByte: $0.offset), detail: $0.detail)
                }
        } catch {
            document.errors.append(
                AuditError(
                    file: file, line: error.line, column: error.line == nil ? nil : 1,
                    message:
                        "Markdown nested deeper than \(CommonMarkConverter.maximumDepth) levels (block quotes, lists or emphasis); not audited"
                ))
        }
        return document
    }

    /// The link an MDX component draws (``LinkSyntax/component``): named by its attribute, entities
    /// decoded; standalone when its tag stands on lines of its own (a card), on the web.
    private static func componentLink(_ found: MDXMasking.ComponentLink, lineIndex: LineIndex, document: DocumentContext) -> Link {
        let name = HTMLEntities.decodeAll(found.name)
        let span = SourceSpan(start: lineIndex.position(ofByte: found.start), end: lineIndex.position(ofByte: found.end))
        return document.makeLink(
            text: name, destination: HTMLEntities.decodeAll(found.destination), syntax: .component,
            placement: found.standsAlone && document.render != .swiftui ? .standalone : .inline, span: span,
            context: LinkContext(text: name, linkStart: 0, linkLength: name.count))
    }

    /// SwiftUI reads a `Text` value's Markdown inline only: four spaces or a tab at the start of a
    /// line do not make a code block there. Each line's leading spaces and tabs become no-break
    /// spaces (two bytes for two; a tab first counts as one space), which CommonMark does not count
    /// as indentation; every offset stays.
    static func maskingIndentation(_ value: [UInt8]) -> [UInt8] {
        var masked = value
        var index = 0
        while index < masked.count {
            var end = index
            while end < masked.count, masked[end] == 0x20 || masked[end] == 0x09 { masked[end] = 0x20; end += 1 }
            var cursor = index
            while cursor + 1 < end {
                masked[cursor] = 0xC2
                masked[cursor + 1] = 0xA0
                cursor += 2
            }
            while end < masked.count, masked[end] != 0x0A { end += 1 }
            index = end + 1
        }
        return masked
    }

    /// Links of one app-copy value read as SwiftUI reads Markdown: inline and reference links and
    /// `<…>` autolinks, no bare-URL autolinks; every link inline.
    /// - Parameters:
    ///   - value: the decoded value, UTF-8.
    ///   - map: maps byte offsets of `value` to positions in the file.
    ///   - document: the shared link fields of the table the value belongs to.
    static func extractAppCopy(
        _ value: [UInt8], map: SourceMap, document: DocumentContext
    ) -> (links: [Link], problems: [MarkupProblem], warnings: [AuditError]) {
        let masked = Self.maskingIndentation(value)
        // A value nested deeper than any real string is skipped; its table's other values still count.
        guard
            let found = try? extract(
                original: value, masked: masked, lineIndex: LineIndex(value), map: map,
                document: document, flavor: .appCopy)
        else { return ([], [], []) }
        return (found.links, found.problems, found.warnings)
    }

    /// Runs render → locate → assemble over one Markdown text.
    /// - Parameters:
    ///   - original: the text as written.
    ///   - masked: the text given to cmark, the same length as `original`.
    ///   - lineIndex: the lines of `original`.
    ///   - map: maps byte offsets of `original` to positions in the file.
    ///   - document: the shared link fields.
    ///   - flavor: how the text is read.
    ///   - rawBodies: byte ranges of `original` handed raw to a shortcode: no bare-URL autolinks there.
    ///   - wikilinks: the text's wikilinks (``Wikilinks``), which `masked` holds as inline links,
    ///     and the vault that reads them (`nil`: counted as not understood).
    ///   - readsMDX: whether the text is MDX, masked by `MDXMasking`.
    ///   - title: a document's title read from the parsed tree, which is let go before links are located.
    /// - Throws: `CommonMarkConverter.TooDeep` when the text nests deeper than is converted.
    private static func extract(
        original: [UInt8], masked: [UInt8], lineIndex: LineIndex, map: SourceMap,
        document: DocumentContext, flavor: MarkdownFlavor, rawBodies: [Range<Int>] = [],
        wikilinks: (found: [Wikilinks.Found], vault: WikilinkVault?) = ([], nil), readsMDX: Bool = false,
        headingsTakeImageAlt: Bool = false, title: ((MarkdownNode) -> DocumentTitle?)? = nil
    )
        throws(CommonMarkConverter.TooDeep) -> (
            links: [Link], problems: [MarkupProblem], directives: [SuppressionDirective], anchors: MarkdownAnchorSource?,
            title: DocumentTitle?, notUnderstood: [NotUnderstood], warnings: [AuditError]
        )
    {
        // The one parse of the text: blocks, comments, anchors and the title all come from this
        // tree, which is not held while links are located.
        var comments: [MarkdownRenderer.CommentBlock] = []
        var anchors: MarkdownAnchorSource?
        var documentTitle: DocumentTitle?
        let blocks: [MarkdownRenderer.Block]
        do {
            let tree = try CommonMarkConverter.parse(masked, extensions: flavor.extensions)
            if case .document(let dialect) = flavor {
                anchors = MarkdownAnchors.source(in: tree, dialect: dialect, imageAlt: headingsTakeImageAlt)
            }
            documentTitle = title?(tree)
            blocks = MarkdownRenderer.render(tree, comments: &comments)
        }
        let locator = MarkdownLinkLocator(original: original, masked: masked, lineIndex: lineIndex)
        // App copy is a string value: its comments are the table's own (`.strings`, XLIFF), not these.
        var directives: [SuppressionDirective] = []
        if case .document = flavor { directives = MarkdownSuppressionComments.directives(in: comments, locator: locator, map: map) }
        var assembler = MarkdownLinkAssembler(
            map: map, document: document, flavor: flavor, definitions: ReferenceDefinitions(original))
        assembler.rawBodies = rawBodies
        for wikilink in wikilinks.found where !wikilink.isEmbed { assembler.wikilinks[wikilink.start] = wikilink }
        assembler.vault = wikilinks.vault
        assembler.readsMDX = readsMDX
        assembler.documentText = original
        if case .document = flavor, document.appCopy == nil { assembler.definedFootnotes = Footnotes.definedLabels(in: original) }
        for block in blocks { assembler.add(locator.locate(block)) }
        assembler.addFootnoteBackReferences(original: original)
        return (assembler.links, assembler.problems, directives, anchors, documentTitle, assembler.notUnderstood, assembler.warnings)
    }
}
