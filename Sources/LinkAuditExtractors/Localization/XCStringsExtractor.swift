import LinkAuditModel

/// Extracts links from String Catalogs (`.xcstrings`). (Stub: being written.)
enum XCStringsExtractor {
    static func extractDocument(bytes: [UInt8], file: String, options: ExtractionOptions) -> ExtractedDocument {
        ExtractedDocument(file: file, format: .xcstrings)
    }
}
