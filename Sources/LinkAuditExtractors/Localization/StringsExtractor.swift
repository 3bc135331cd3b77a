import LinkAuditModel

/// Extracts links from `.strings` tables. (Stub: being written.)
enum StringsExtractor {
    static func extractDocument(bytes: [UInt8], file: String, options: ExtractionOptions) -> ExtractedDocument {
        ExtractedDocument(file: file, format: .strings)
    }
}
