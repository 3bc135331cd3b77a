import LinkAuditModel

/// Extracts links from HTML with libxml2's HTML parser. (Stub: being written.)
enum HTMLExtractor {
    static func extractDocument(bytes: [UInt8], file: String, options: ExtractionOptions) -> ExtractedDocument {
        ExtractedDocument(file: file, format: .html)
    }

    static func extractFragment(_ html: [UInt8], map: SourceMap, document: DocumentContext) -> (links: [Link], problems: [MarkupProblem]) {
        ([], [])
    }
}
