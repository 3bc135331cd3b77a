import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// Real files written by other people (`../shared/corpus`), present in CI and absent in a user's
/// clone, where these tests skip themselves.
@Suite("Real corpus", .enabled(if: sharedCorpus != nil, "../shared/corpus is not present"))
struct SharedCorpusTests {
    @Test func everyFileIsAuditedOrListedAsAnError() throws {
        let corpus = try #require(sharedCorpus)
        let result = audit(["."], in: corpus)
        #expect(result.files.count > 4_000)
        #expect(result.links.count > 10_000)
        let erroredFiles = Set(result.errors.map(\.file))
        #expect(erroredFiles.count < result.files.count / 100, "\(result.errors.prefix(10))")
        for link in result.links {
            if let span = link.span { #expect(span.start.line >= 1 && span.start.utf8Column >= 1) }
        }
        for finding in result.findings { #expect(finding.line.map { $0 >= 1 } ?? true) }
    }

    @Test func legacyEncodingsDecodeWithoutMojibake() throws {
        let corpus = try #require(sharedCorpus)
        let result = audit(["help/apache+httpd"], in: corpus)
        let korean = result.links.filter { $0.file.hasSuffix(".ko.euc-kr") }
        #expect(!korean.isEmpty)
        #expect(korean.contains { $0.text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } }, "no Hangul in EUC-KR pages")
        let all = result.links.map(\.text).joined()
        #expect(!all.contains("\u{FFFD}"))
        #expect(!all.contains("Ã©"), "UTF-8 read as Latin-1")
    }
}
