import LinkAuditModel

/// Extracts links from XLIFF 1.2 and 2.0 files and the `.xliff` inside `.xcloc` catalogs. (Stub: being written.)
enum XLIFFExtractor {
    static func extractDocument(bytes: [UInt8], file: String, options: ExtractionOptions) -> ExtractedDocument {
        ExtractedDocument(file: file, format: .xliff)
    }
}
