import LinkAuditModel

/// Dispatches a file's bytes to the extractor of its format. Visible to the package only: callers
/// outside this target go through `LinkAuditKit`'s `DocumentExtractor`, which also reads Swift.
package enum Extractor {
    /// Reads one file's bytes into links, markup problems and errors. Never throws: a file that
    /// cannot be read or parsed yields an `AuditError` with a position where one is known.
    /// - Parameters:
    ///   - file: the path relative to the working directory, as reports show it.
    ///   - bytes: the file's raw bytes.
    ///   - format: the file's format (see `DocumentFormat.detect(path:)`).
    package static func extract(
        file: String, bytes: [UInt8], format: DocumentFormat,
        options: ExtractionOptions = ExtractionOptions()
    ) -> ExtractedDocument {
        switch format {
        case .markdown: MarkdownExtractor.extractDocument(bytes: bytes, file: file, options: options)
        case .html: HTMLExtractor.extractDocument(bytes: bytes, file: file, options: options)
        case .strings: StringsExtractor.extractDocument(bytes: bytes, file: file, options: options)
        case .xcstrings: XCStringsExtractor.extractDocument(bytes: bytes, file: file, options: options)
        case .stringsdict: StringsdictExtractor.extractDocument(bytes: bytes, file: file, options: options)
        case .xliff: XLIFFExtractor.extractDocument(bytes: bytes, file: file, options: options)
        case .androidStrings: AndroidStringsExtractor.extractDocument(bytes: bytes, file: file, options: options)
        case .gettext: GettextExtractor.extractDocument(bytes: bytes, file: file, options: options)
        case .arb: ARBExtractor.extractDocument(bytes: bytes, file: file, options: options)
        case .messageJSON: MessageFileExtractor.extractDocument(bytes: bytes, file: file, options: options)
        case .colorset: ColorsetReader.extractDocument(bytes: bytes, file: file)
        case .designTokens: DesignTokenReader.extractDocument(bytes: bytes, file: file)
        case .xcodeProject: XcodeProjectReader.extractDocument(bytes: bytes, file: file)
        case .swift:
            // Swift needs SwiftParser, which only `LinkAuditSwiftSources` links: `DocumentExtractor` reads it.
            ExtractedDocument(
                file: file, format: .swift,
                errors: [AuditError(file: file, message: "Swift sources are read by LinkAuditKit's DocumentExtractor")])
        }
    }
}
