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
        JSONReporter.write(result, encodedLinks: spool.flatMap { $0.isOrdered ? $0 : nil }, to: &text)
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
        #expect(streamed.links.allSatisfy { named.contains($0.id) || $0.scope.isApp })
        #expect(json(streamed, spool: spool) == JSONReporter.render(held))
        // The run reads back the files the rotor view shows; the report reads no spool.
        var read = streamed
        spool.readRotorLinks(into: &read, files: HTMLReporter.rotorFilesShown(in: read, context: HTMLReportContext()))
        #expect(HTMLReporter.render(read) != HTMLReporter.render(streamed))
        #expect(HTMLReporter.render(read) == HTMLReporter.render(held))
        #expect(TextReporter.summary(streamed) == TextReporter.summary(held))
        if DocumentExtractor.readsSwiftSources {
            #expect(held.links.count == 267)
            #expect(TextReporter.summary(streamed).hasPrefix("67 files, 267 links: 1 error, 157 warnings, 139 notes"))
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
        #expect(files.first == "Corpus/android/res/values-de/strings.xml")
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

    private func link(_ id: Int, _ name: String, file: String, language: String? = nil) -> Link {
        var link = Link(
            text: name, name: name, nameSource: .content, destination: "https://example.com/" + String(id), syntax: .markdownInline,
            placement: .inline, render: .web, file: file, span: nil, scope: .document(file))
        link.id = id
        link.language = language
        return link
    }

    /// The reporters find a finding's link by id in the shared array, in ascending order by binary
    /// search, in any other order by position; the first of two with one id, none for a missing one.
    @Test func linkIndexFindsLinksByIDInAnyOrder() {
        let ascending = [
            link(2, "two", file: "a.md"), link(5, "five", file: "a.md"), link(5, "again", file: "b.md"), link(9, "nine", file: "b.md"),
        ]
        for links in [ascending, ascending.reversed(), [ascending[3], ascending[0], ascending[1], ascending[2]]] {
            let index = LinkIndex(links)
            #expect(index[2]?.name == "two")
            #expect(index[9]?.name == "nine")
            #expect(index[5]?.name == links.first { $0.id == 5 }?.name)
            #expect(index[1] == nil && index[3] == nil && index[10] == nil && index[0] == nil)
        }
        #expect(LinkIndex([])[1] == nil)
        #expect(LinkIndex(ascending)[5]?.name == "five")
    }

    /// A streamed run keeps only a count and a first id per file for the Links rotor view, which
    /// reads back the first links of the files it shows: a file without links (an empty chunk with
    /// the next file's first id) is passed over, and at most `limit` links are read.
    @Test func rotorFilesAreReadBackFromTheSpool() throws {
        let spool = try #require(LinkSpool())
        let empty = spool.append([])
        let many = spool.append((1...70).map { link($0, "Link \($0) ünïcödé", file: "b.md", language: "de") })
        let two = spool.append([link(1, "first", file: "c.md"), link(2, "second", file: "c.md")])
        spool.order([(empty, 1), (many, 1), (two, 71)])
        let read = spool.links(startingAt: 1, limit: 60)
        #expect(read.count == 60)
        #expect(read.first?.id == 1 && read.first?.name == "Link 1 ünïcödé" && read.first?.language == "de")
        #expect(read.last?.id == 60 && read.last?.name == "Link 60 ünïcödé" && read.last?.file == "b.md")
        #expect(spool.links(startingAt: 71, limit: 60).map(\.name) == ["first", "second"])
        #expect(spool.links(startingAt: 71, limit: 60).map(\.id) == [71, 72])
        #expect(spool.links(startingAt: 2, limit: 60).isEmpty)
        #expect(spool.links(startingAt: 73, limit: 60).isEmpty)
        let rotor = RotorFile(count: 70, firstID: 1)
        #expect(rotor.links.isEmpty && rotor.count == 70 && rotor.firstID == 1)
    }

    /// Without Swift sources no run is named by a value's text, so a run drops the texts as each
    /// table arrives (``AuditAccumulator/keepsValueTexts``) and reports exactly the same.
    @Test func valueTextsDroppedWithoutSwiftChangeNothing() {
        let paths = ["Corpus/strings", "Corpus/stringsdict", "Corpus/xcstrings", "Corpus/xcloc"]
        let inputs = Discovery(excludes: []).walk(paths, workingDirectory: projectFolder).inputs
        #expect(!inputs.contains { $0.format == .swift })
        let auditor = Auditor(configuration: configuration, workingDirectory: projectFolder)
        let documents = auditor.extract(inputs)
        func run(keepingTexts: Bool) -> AuditResult {
            let accumulator = AuditAccumulator(configuration: configuration)
            accumulator.keepsValueTexts = keepingTexts
            for (index, document) in documents.enumerated() { accumulator.add(document, index: index) }
            return accumulator.finish(files: inputs.map(\.path))
        }
        let kept = run(keepingTexts: true)
        let dropped = run(keepingTexts: false)
        #expect(JSONReporter.render(dropped) == JSONReporter.render(kept))
        #expect(HTMLReporter.render(dropped) == HTMLReporter.render(kept))
        #expect(
            TextReporter.summary(dropped)
                == "7 files, 35 links: 0 errors, 80 warnings, 1 note; 0 unreadable inputs; counts are per locale: 49 findings shown as 22 groups"
        )
        let audited = auditor.audit(paths: paths)
        #expect(JSONReporter.render(audited) == JSONReporter.render(kept))
    }

    /// A document of thousands of links (a large string table) is written a megabyte at a time:
    /// the texts join up as the report encodes them, each with its id in place.
    @Test func aLargeDocumentIsWrittenInPieces() throws {
        let spool = try #require(LinkSpool())
        let links = (1...1_500).map { index in
            Link(
                text: "Link \(index) " + String(repeating: "x", count: index % 1_000), name: "Link \(index)", nameSource: .content,
                destination: "https://example.com/\(index)", syntax: .markdownInline, placement: .standalone, render: .web,
                file: "big.md", span: nil, scope: .app("apple"))
        }
        let chunk = spool.append(links)
        spool.order([(chunk, 10)])
        var pieces: [[UInt8]] = []
        let count = spool.forEachLink(first: "\n", between: ",\n") { pieces.append(Array($0)) }
        #expect(count == 1_500)
        #expect(pieces.count > 1)
        let text = "[" + String(decoding: pieces.joined(), as: UTF8.self) + "\n]"
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(objects.count == 1_500)
        #expect(objects.enumerated().allSatisfy { $0.element["id"] as? Int == 10 + $0.offset })
        #expect(objects.enumerated().allSatisfy { $0.element["name"] as? String == "Link \($0.offset + 1)" })
        #expect(objects.last?["text"] as? String == "Link 1500 " + String(repeating: "x", count: 500))
    }
}
