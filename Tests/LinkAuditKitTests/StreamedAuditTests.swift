import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// A run that streams its links to disk (issue 12, item 2) writes the same reports as one that
/// holds every link, whatever order its documents arrive in.
@Suite("Streamed audit")
struct StreamedAuditTests {
    private let configuration = Configuration()

    private func inputs() -> [Discovery.Input] {
        Discovery(excludes: []).walk(["Corpus"], workingDirectory: projectFolder).inputs
    }

    private func json(_ result: AuditResult, spool: LinkSpool? = nil) -> String {
        var text = ""
        JSONReporter.write(result, spool: spool, to: &text)
        return text
    }

    @Test func streamedReportsAreTheBytesOfAnInMemoryRun() throws {
        let auditor = Auditor(configuration: configuration, workingDirectory: projectFolder)
        let held = auditor.audit(paths: ["Corpus"])
        let spool = try #require(LinkSpool())
        let streamed = auditor.audit(paths: ["Corpus"], spool: spool, noteContexts: false)
        #expect(spool.isOrdered)
        #expect(streamed.linkCount == held.links.count)
        #expect(streamed.streamedLinkCount == held.links.count)
        #expect(held.streamedLinkCount == nil && held.rotorFiles == nil)
        // Only the links findings name (or their related places) and the app scope's stay in memory.
        let named = Set(streamed.findings.flatMap { [$0.link] + ($0.related ?? []).map(\.link) }.compactMap { $0 })
        #expect(streamed.links.count < held.links.count)
        #expect(streamed.links.allSatisfy { named.contains($0.id) || $0.scope == .app })
        #expect(json(streamed, spool: spool) == JSONReporter.render(held))
        #expect(HTMLReporter.render(streamed) == HTMLReporter.render(held))
        #expect(TextReporter.summary(streamed) == TextReporter.summary(held))
        if DocumentExtractor.readsSwiftSources {
            #expect(held.links.count == 188)
            #expect(TextReporter.summary(streamed).hasPrefix("53 files, 188 links: 1 error, 133 warnings, 114 notes"))
        }
    }

    @Test func linkIDsCountFromOneInReportOrder() throws {
        let spool = try #require(LinkSpool())
        let result = Auditor(configuration: configuration, workingDirectory: projectFolder).audit(paths: ["Corpus"], spool: spool)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json(result, spool: spool).utf8)) as? [String: Any])
        let links = try #require(object["links"] as? [[String: Any]])
        #expect(links.count == result.linkCount)
        #expect(links.enumerated().allSatisfy { ($0.element["id"] as? Int) == $0.offset + 1 })
        let files = links.compactMap { $0["file"] as? String }
        #expect(files == files.sorted())
        #expect(files.first == "Corpus/html/account.html")
        // Every finding names a link of its own file.
        for finding in result.findings {
            guard let id = finding.link else { continue }
            #expect(links[id - 1]["file"] as? String == finding.file, "\(finding.rule) at \(finding.file)")
        }
    }

    @Test func documentsMayArriveInAnyOrder() {
        let inputs = inputs()
        let auditor = Auditor(configuration: configuration, workingDirectory: projectFolder)
        let documents = auditor.extract(inputs)
        let inOrder = auditor.evaluate(documents: documents, files: inputs.map(\.path))
        for order in [Array(documents.indices.reversed()), documents.indices.sorted { ($0 * 7919) % 101 < ($1 * 7919) % 101 }] {
            let accumulator = AuditAccumulator(configuration: configuration)
            for index in order { accumulator.add(documents[index], index: index) }
            let result = accumulator.finish(files: inputs.map(\.path))
            #expect(JSONReporter.render(result) == JSONReporter.render(inOrder))
            #expect(result.links.map(\.id) == Array(1...inOrder.links.count))
        }
    }

    @Test func anEmptyRunStreamsNoLinks() throws {
        let spool = try #require(LinkSpool())
        let result = AuditAccumulator(configuration: configuration, spool: spool).finish(files: [])
        #expect(result.linkCount == 0)
        #expect(result.rotorFiles == [:])
        #expect(json(result, spool: spool) == JSONReporter.render(AuditResult(files: [], links: [], findings: [], errors: [])))
    }
}
