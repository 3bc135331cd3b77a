import LinkAuditExtractors
import LinkAuditModel
import LinkAuditSwiftSources
import Testing

func extractSwift(_ source: String, file: String = "App/View.swift") -> ExtractedDocument {
    SwiftSourceExtractor.extractDocument(bytes: Array(source.utf8), file: file)
}
