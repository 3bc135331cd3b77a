import LinkAuditModel

/// The public door through which extractors that live outside this target (Swift sources, read
/// with SwiftParser in `LinkAuditSwiftSources`) build links the same way every extractor here does:
/// `DocumentContext.makeLink` for single links, the app-copy Markdown reader for Markdown embedded
/// in a string literal.
public struct EmbeddedLinkBuilder: Sendable {
    let document: DocumentContext

    /// - Parameters:
    ///   - file: the path relative to the working directory, as reports show it.
    ///   - format: the file's format, which picks the render target when `options` set none.
    ///   - scope: the scope of destination rules (`app` for Swift sources).
    public init(file: String, format: DocumentFormat, scope: ScopeID, options: ExtractionOptions) {
        document = DocumentContext(file: file, render: options.render(for: format), scope: scope)
    }

    /// Assembles one link (whitespace collapsed, destination normalized).
    /// - Parameters:
    ///   - text: the visible text.
    ///   - name: the accessible name when it differs from `text` (`.accessibilityLabel`).
    ///   - destination: the URL as written, or the expression that computes it when `isDynamicDestination`.
    ///   - isDynamicDestination: the URL is computed at run time: templated, never normalized.
    ///   - isDynamicText: the text is computed at run time (a variable, an interpolation).
    ///   - nameSource: where the name comes from; `.unknown` when the code computes it: `text` and
    ///     `name` are then empty, whatever was given.
    ///   - span: 1-based lines, 1-based UTF-8 byte columns, end inclusive.
    public func makeLink(
        text: String, name: String? = nil, nameSource: NameSource = .content, destination: String,
        isDynamicDestination: Bool, isDynamicText: Bool, syntax: LinkSyntax, placement: LinkPlacement,
        span: SourceSpan?
    ) -> Link {
        let unknown = nameSource == .unknown
        let text = unknown ? "" : text
        let name = unknown ? nil : name
        let collapsed = text.collapsingWhitespace
        let context = collapsed.isEmpty ? nil : LinkContext(text: collapsed, linkStart: 0, linkLength: collapsed.count)
        var link = document.makeLink(
            text: text, name: name, nameSource: nameSource, destination: destination,
            syntax: syntax, placement: placement, span: span, context: context)
        if isDynamicText || unknown { link.hasDynamicText = true }
        if unknown { link.nameSource = .unknown }
        if isDynamicDestination {
            link.isTemplatedDestination = true
            link.normalizedDestination = nil
        }
        return link
    }

    /// The Markdown links of a string literal's value, read the way SwiftUI reads a
    /// `LocalizedStringKey` or `AttributedString(markdown:)` (inline, reference and `<…>` autolinks;
    /// no bare-URL autolinks; never HTML).
    /// - Parameters:
    ///   - value: the literal's decoded value, UTF-8, interpolations replaced by `%@`.
    ///   - offsets: `offsets[i]` is the file byte offset (0-based) of byte `i` of `value`.
    ///   - lineIndex: the whole file's line index.
    public func markdownLinks(in value: [UInt8], offsets: [Int], lineIndex: LineIndex) -> (links: [Link], problems: [MarkupProblem]) {
        guard AppCopyMarkup.mayHoldMarkup(value) else { return ([], []) }
        let found = MarkdownExtractor.extractAppCopy(value, map: SourceMap(lineIndex: lineIndex, offsets: offsets), document: document)
        return (found.links, found.problems)
    }
}
