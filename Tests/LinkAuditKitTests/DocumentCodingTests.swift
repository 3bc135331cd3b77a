import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// Extracted documents survive encoding and decoding unchanged: the extraction cache and a shard's
/// partial result hand them to the rules as if they had just been extracted.
@Suite("Document coding")
struct DocumentCodingTests {
    /// Every document of `Corpus/` and the case fixtures, extracted for real.
    static let documents: [ExtractedDocument] = {
        let auditor = Auditor(configuration: Configuration(), workingDirectory: projectFolder)
        let found = Discovery().inputs(for: ["Corpus", "Tests/LinkAuditKitTests/Fixtures/cases"], workingDirectory: projectFolder)
        return auditor.extract(found.inputs)
    }()

    @Test func theDocumentsCoverEveryFormatAndTheirFacts() {
        let formats = Set(Self.documents.map(\.format))
        let expected = Set(DocumentFormat.allCases.filter { $0 != .swift || DocumentExtractor.readsSwiftSources })
        #expect(formats == expected)
        #expect(Self.documents.contains { !$0.appCopyValues.isEmpty })
        #expect(Self.documents.contains { !$0.problems.isEmpty })
        #expect(Self.documents.contains { !$0.keyLines.isEmpty })
        #expect(Self.documents.contains { !$0.suppressionDirectives.isEmpty })
        #expect(Self.documents.contains { !$0.sourceLinks.isEmpty })
        #expect(Self.documents.contains { $0.colorDefinitions.contains { $0.kind == .assetCatalog } })
        #expect(Self.documents.contains { $0.colorDefinitions.contains { $0.kind == .designToken } })
        #expect(Self.documents.contains { $0.accentColorName != nil })
        if DocumentExtractor.readsSwiftSources {
            #expect(Self.documents.contains { !$0.urlOpeners.isEmpty })
            #expect(Self.documents.contains { !$0.localizedKeyUses.isEmpty })
            #expect(Self.documents.contains { !$0.urlConstants.isEmpty })
        }
    }

    @Test(arguments: DocumentFormat.allCases)
    func jsonRoundTripGivesEqualDocuments(format: DocumentFormat) throws {
        let documents = Self.documents.filter { $0.format == format }
        let decoded = try JSONDecoder().decode([ExtractedDocument].self, from: JSONEncoder().encode(documents))
        #expect(decoded.count == documents.count)
        for (before, after) in zip(documents, decoded) { #expect(before == after, "\(before.file)") }
    }

    @Test func aPositionBelowOneIsADecodingErrorNotACrash() throws {
        let text = #"{"line":0,"column":3}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SourcePosition.self, from: Data(text.utf8)) }
        let good = try JSONDecoder().decode(SourcePosition.self, from: Data(#"{"line":2,"column":3}"#.utf8))
        #expect(good == SourcePosition(line: 2, utf8Column: 3))
    }
}
