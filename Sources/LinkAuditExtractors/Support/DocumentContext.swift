import LinkAuditModel

/// What every link of one document (or of one string value) shares, and the one place where a
/// `Link` value is assembled from what an extractor found.
struct DocumentContext: Sendable {
    var file: String
    var render: RenderTarget
    /// `app` for app copy; the document's path otherwise.
    var scope: ScopeID
    var language: String?
    var languageSource: LanguageSource?
    var appCopy: AppCopyEntry?

    /// Assembles a link: collapses whitespace in text and name, decides whether the text is
    /// dynamic and the destination templated, and normalizes the destination.
    func makeLink(text rawText: String, name rawName: String? = nil, nameSource: NameSource = .content,
                  destination: String, title: String? = nil, syntax: LinkSyntax, placement: LinkPlacement,
                  span: SourceSpan?, context: LinkContext?) -> Link {
        let text = rawText.collapsingWhitespace
        let name = (rawName ?? rawText).collapsingWhitespace
        var link = Link(text: text, name: name, nameSource: name.isEmpty ? .none : nameSource,
                        destination: destination, syntax: syntax, placement: placement, render: render,
                        file: file, span: span, scope: scope)
        link.title = title.map(\.collapsingWhitespace).flatMap { $0.isEmpty ? nil : $0 }
        link.language = language
        link.languageSource = languageSource
        link.appCopy = appCopy
        link.context = context
        link.hasDynamicText = Placeholders.containsPlaceholder(text) || Placeholders.containsPlaceholder(name)
        link.isTemplatedDestination = Placeholders.containsPlaceholder(destination)
        if !link.isTemplatedDestination {
            link.normalizedDestination = DestinationNormalizer.normalize(destination, documentPath: file)
        }
        return link
    }
}

/// Options that change what extractors produce.
public struct ExtractionOptions: Sendable {
    /// Overrides every document's render target (`--render`).
    public var render: RenderTarget?

    public init(render: RenderTarget? = nil) {
        self.render = render
    }

    func render(for format: DocumentFormat) -> RenderTarget {
        render ?? format.defaultRender
    }
}

/// The one entry point from a file's bytes to its links.
public enum Extractor {
    /// Reads one file's bytes into links, markup problems and errors. Never throws: a file that
    /// cannot be read or parsed yields an `AuditError` with a position where one is known.
    /// - Parameters:
    ///   - file: the path relative to the working directory, as reports show it.
    ///   - bytes: the file's raw bytes.
    ///   - format: the file's format (see `DocumentFormat.detect(path:)`).
    public static func extract(file: String, bytes: [UInt8], format: DocumentFormat,
                               options: ExtractionOptions = ExtractionOptions()) -> ExtractedDocument {
        switch format {
        case .markdown: MarkdownExtractor.extractDocument(bytes: bytes, file: file, options: options)
        case .html: HTMLExtractor.extractDocument(bytes: bytes, file: file, options: options)
        case .strings: StringsExtractor.extractDocument(bytes: bytes, file: file, options: options)
        case .xcstrings: XCStringsExtractor.extractDocument(bytes: bytes, file: file, options: options)
        case .stringsdict: StringsdictExtractor.extractDocument(bytes: bytes, file: file, options: options)
        case .xliff: XLIFFExtractor.extractDocument(bytes: bytes, file: file, options: options)
        case .swift:
            // Swift needs SwiftParser, which only `LinkAuditSwiftSources` links: `Auditor.extract` reads it.
            ExtractedDocument(file: file, format: .swift,
                              errors: [AuditError(file: file, message: "Swift sources are read by LinkAuditKit's Auditor.extract")])
        }
    }
}
