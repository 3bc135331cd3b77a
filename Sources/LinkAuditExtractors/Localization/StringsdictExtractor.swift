import LinkAuditModel

/// Extracts links from `.stringsdict` tables. (Stub: being written.)
enum StringsdictExtractor {
    static func extractDocument(bytes: [UInt8], file: String, options: ExtractionOptions) -> ExtractedDocument {
        ExtractedDocument(file: file, format: .stringsdict)
    }
}
