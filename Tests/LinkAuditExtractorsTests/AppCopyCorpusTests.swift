import Foundation
import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

/// The real app-copy corpus (not part of the repository): every table reads without errors and
/// every position it yields is a real place in its file.
private let corpusRoot = (sharedCorpus ?? "../shared/corpus") + "/appcopy"

/// Paths of the corpus's `.strings` and `.xcstrings` tables, sorted.
private func corpusTables() -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: corpusRoot) else { return [] }
    var paths: [String] = []
    while let path = walker.nextObject() as? String {
        if path.hasSuffix(".strings") || path.hasSuffix(".xcstrings") { paths.append(path) }
    }
    return paths.sorted()
}

@Suite("App-copy corpus", .enabled(if: FileManager.default.fileExists(atPath: corpusRoot)))
struct AppCopyCorpusTests {
    @Test func everyTableReadsAndEveryPositionIsInItsFile() throws {
        let tables = corpusTables()
        #expect(tables.count > 700)
        for path in tables {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: corpusRoot + "/" + path)))
            let isCatalog = path.hasSuffix(".xcstrings")
            let document =
                isCatalog
                ? XCStringsExtractor.extractDocument(bytes: bytes, file: path, options: ExtractionOptions())
                : StringsExtractor.extractDocument(bytes: bytes, file: path, options: ExtractionOptions())
            #expect(document.errors.isEmpty, "\(path): \(document.errors)")
            let text = try StringTableText.decode(bytes)
            let lines = LineIndex(text)
            for link in document.links {
                let span = try #require(link.span, "\(path): link without a position")
                for position in [span.start, span.end] {
                    #expect(position.line <= lines.lineCount, "\(path): \(position)")
                    let lineLength = lines.lineRange(position.line, in: text).count
                    #expect(position.utf8Column <= lineLength, "\(path): \(position) past the end of its line")
                }
                #expect(link.appCopy?.table == path)
            }
        }
    }
}
