import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

/// The extraction cache's upkeep (issue 12, item 3): its binary form gives back the very documents
/// it was given and never traps on damaged bytes; an entry is stale once another file its
/// extraction read (`inputsRead`) changed or vanished; entries of files that are gone are pruned.
@Suite("Extraction cache upkeep")
struct ExtractionCacheHygieneTests {
    /// The document a test stores in place of the page's own: its link says where it came from.
    static func fakePage(inputsRead: [String]) -> ExtractedDocument {
        var link = Link(
            text: "from the stored entry", name: "from the stored entry", nameSource: .content, destination: "/stored",
            syntax: .htmlAnchor, placement: .inline, render: .web, file: "docs/page.html",
            span: SourceSpan(start: SourcePosition(line: 1, utf8Column: 4), end: SourcePosition(line: 1, utf8Column: 30)),
            scope: .document("docs/page.html"))
        link.style = LinkStyle(appearances: [
            AppearanceStyle(color: .named("Brand"), cues: [.underline]),
            AppearanceStyle(
                appearance: .dark, color: .literal(RGBAColor(red: 0.25, green: 0.5, blue: 1)), background: .system("systemBackground"),
                cues: []),
        ])
        var document = ExtractedDocument(file: "docs/page.html", format: .html, links: [link])
        document.inputsRead = inputsRead
        document.keyLines = ["help": [1...3, 7...7]]
        document.colorDefinitions = [
            ColorDefinition(
                name: "Brand", kind: .designToken, role: .link,
                values: [AppearanceColor(appearance: .light, color: RGBAColor(red: 0, green: 0.4, blue: 0.8), site: nil)],
                site: ColorSite(file: "docs/page.html", position: nil))
        ]
        document.accentColorName = "Accent"
        return document
    }

    static let files: [String: String] = [
        "docs/page.html": "<p><a href=\"/a\">here</a> and <a href=\"/b\">Pricing</a></p>\n",
        "docs/style.css": "a { color: #06c; }\n",
        "docs/guide.md": "Read [the guide](https://example.com/guide).\n",
    ]

    /// Stores `document` as the cached extraction of `file` below `folder`.
    static func storeFake(_ document: ExtractedDocument, for file: String, in folder: String) {
        let auditor = Auditor(configuration: Configuration(), workingDirectory: folder)
        let input = auditor.discover(["."]).inputs.first { $0.path == file }!
        let options = Configuration().extractionOptions(for: input)
        ExtractionCacheTests.cache(folder + "/.cache").remember(
            document, for: input, options: options, bytes: (try? input.contents().get()) ?? [], workingDirectory: folder)
    }

    static func pageLinks(_ result: AuditResult) -> [String] {
        result.links.filter { $0.file == "docs/page.html" }.map(\.text)
    }

    @Test func compactFormGivesBackAStyledDocumentWithItsDictionaries() throws {
        let document = Self.fakePage(inputsRead: ["docs/style.css", "/abs/shared.css"])
        let decoded = try CompactDecoder.decode(ExtractedDocument.self, from: CompactEncoder.encode(document))
        #expect(decoded == document)
        #expect(decoded.links[0].style?.appearances[1].background == .system("systemBackground"))
        #expect(decoded.keyLines == ["help": [1...3, 7...7]])
        #expect(decoded.inputsRead == ["docs/style.css", "/abs/shared.css"])
    }

    @Test(arguments: DocumentFormat.allCases)
    func compactRoundTripGivesEqualDocuments(format: DocumentFormat) throws {
        let documents = DocumentCodingTests.documents.filter { $0.format == format }
        for document in documents {
            let bytes = try CompactEncoder.encode(document)
            #expect(try CompactDecoder.decode(ExtractedDocument.self, from: bytes) == document, "\(document.file)")
        }
    }

    @Test func everyCutShortOrFlippedFormThrowsOrDecodesNeverTraps() throws {
        let bytes = try CompactEncoder.encode(Self.fakePage(inputsRead: ["docs/style.css"]))
        for length in 0..<bytes.count {
            #expect(throws: DecodingError.self) { try CompactDecoder.decode(ExtractedDocument.self, from: bytes[..<length]) }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            var damaged = bytes
            damaged[Int.random(in: 0..<damaged.count, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator)
            _ = try? CompactDecoder.decode(ExtractedDocument.self, from: damaged)
        }
        // Counts far beyond the bytes that follow are refused before anything is reserved.
        #expect(throws: DecodingError.self) { try CompactDecoder.decode([String].self, from: [0, 0x0B, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F]) }
    }

    @Test func anEntryIsUsedWhileTheStylesheetItReadIsUnchanged() throws {
        let folder = try temporaryFolder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.ageFiles(in: folder)
        Self.storeFake(Self.fakePage(inputsRead: ["docs/style.css"]), for: "docs/page.html", in: folder)
        let cache = ExtractionCacheTests.cache(folder + "/.cache")
        let rerun = ExtractionCacheTests.run(folder, cache: cache)
        #expect(Self.pageLinks(rerun.result) == ["from the stored entry"])
        #expect(cache.counts.unchanged == 1)
    }

    @Test(arguments: ["changed", "sameSizeChanged", "vanished", "replaced"])
    func aChangedOrVanishedStylesheetMakesTheEntryStale(change: String) throws {
        let folder = try temporaryFolder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.ageFiles(in: folder)
        _ = ExtractionCacheTests.run(folder, cache: ExtractionCacheTests.cache(folder + "/.cache"))
        Self.storeFake(Self.fakePage(inputsRead: ["docs/style.css"]), for: "docs/page.html", in: folder)
        let stylesheet = folder + "/docs/style.css"
        switch change {
        case "changed": try "a { color: #c00; text-decoration: none; }\n".write(toFile: stylesheet, atomically: false, encoding: .utf8)
        case "sameSizeChanged": try "a { color: #c60; }\n".write(toFile: stylesheet, atomically: false, encoding: .utf8)
        case "vanished": try FileManager.default.removeItem(atPath: stylesheet)
        default: try "a { color: #06c; }\n".write(toFile: stylesheet, atomically: true, encoding: .utf8) // a new inode
        }
        if change != "vanished" {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -600)], ofItemAtPath: stylesheet)
        }
        let cache = ExtractionCacheTests.cache(folder + "/.cache")
        let rerun = ExtractionCacheTests.run(folder, cache: cache)
        #expect(Self.pageLinks(rerun.result) == ["here", "Pricing"])
        #expect((cache.counts.unchanged, cache.counts.sameBytes, cache.counts.extracted) == (1, 0, 1))
    }

    @Test func aTouchedPageWhoseStylesheetChangedIsExtractedNotReusedByItsBytes() throws {
        let folder = try temporaryFolder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.ageFiles(in: folder)
        _ = ExtractionCacheTests.run(folder, cache: ExtractionCacheTests.cache(folder + "/.cache"))
        Self.storeFake(Self.fakePage(inputsRead: ["docs/style.css"]), for: "docs/page.html", in: folder)
        try "a { color: red; }\n".write(toFile: folder + "/docs/style.css", atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: folder + "/docs/page.html")
        let cache = ExtractionCacheTests.cache(folder + "/.cache")
        let rerun = ExtractionCacheTests.run(folder, cache: cache)
        #expect(Self.pageLinks(rerun.result) == ["here", "Pricing"])
        #expect((cache.counts.sameBytes, cache.counts.extracted) == (0, 1))
    }

    /// Sets every file's modification time an hour back, so a cache trusts their `stat`.
    static func ageFiles(in folder: String) throws {
        for file in files.keys {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: folder + "/" + file)
        }
    }
}

extension ExtractionCacheHygieneTests {
    /// The entries in a cache's folder (its prune stamp left out).
    static func entries(_ cache: ExtractionCache) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cache.folder).filter { $0 != ExtractionCache.pruneStamp }.sorted()
    }

    @Test func pruningRemovesTheEntriesOfFilesThatAreGoneAndLeftoversOnly() throws {
        let folder = try temporaryFolder(ExtractionCacheTests.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = ExtractionCacheTests.cache(folder + "/.cache")
        _ = ExtractionCacheTests.run(folder, cache: first)
        #expect(try Self.entries(first).count == 3)
        try FileManager.default.removeItem(atPath: folder + "/docs/page.html")
        let stale = first.folder + "/0123.tmp-1-2"
        let fresh = first.folder + "/4567.tmp-1-2"
        for path in [stale, fresh, first.folder + "/not-an-entry"] {
            _ = FileManager.default.createFile(atPath: path, contents: Data("x".utf8))
        }
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -7200)], ofItemAtPath: stale)
        #expect(ExtractionCache.prune(folder: first.folder, now: Date()) == 3)
        #expect(try Self.entries(first).count == 3)
        #expect(FileManager.default.fileExists(atPath: fresh))
        let rerun = ExtractionCacheTests.cache(folder + "/.cache")
        _ = ExtractionCacheTests.run(folder, cache: rerun)
        #expect((rerun.counts.unchanged, rerun.counts.extracted) == (2, 0))
    }

    @Test func overTheSizeLimitTheLeastRecentlyWrittenEntriesGo() throws {
        let folder = try temporaryFolder(ExtractionCacheTests.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = ExtractionCacheTests.cache(folder + "/.cache")
        _ = ExtractionCacheTests.run(folder, cache: cache)
        let names = try Self.entries(cache)
        var sizes: [String: Int] = [:]
        for (age, name) in names.enumerated() {
            let path = cache.folder + "/" + name
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: Double(-100 * (age + 1)))], ofItemAtPath: path)
            sizes[name] = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
        }
        // Room for the newest entry only: the two older go, oldest first.
        #expect(ExtractionCache.prune(folder: cache.folder, now: Date(), limit: sizes[names[0]]!) == 2)
        #expect(try Self.entries(cache) == [names[0]])
    }

    @Test func aRunPrunesOnceADay() throws {
        let folder = try temporaryFolder(ExtractionCacheTests.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = ExtractionCacheTests.cache(folder + "/.cache")
        _ = ExtractionCacheTests.run(folder, cache: first)
        try FileManager.default.removeItem(atPath: folder + "/docs/page.html")
        // Pruned when the first cache was made: not again the same day.
        _ = ExtractionCacheTests.cache(folder + "/.cache")
        #expect(try Self.entries(first).count == 3)
        let stamp = first.folder + "/" + ExtractionCache.pruneStamp
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -25 * 3600)], ofItemAtPath: stamp)
        _ = ExtractionCacheTests.cache(folder + "/.cache")
        #expect(try Self.entries(first).count == 2)
    }

    @Test func aPayloadDamagedUnderAGoodChecksumIsIgnoredAndRewritten() throws {
        let folder = try temporaryFolder(ExtractionCacheTests.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let expected = ExtractionCacheTests.run(folder, cache: nil).json
        let first = ExtractionCacheTests.cache(folder + "/.cache")
        _ = ExtractionCacheTests.run(folder, cache: first)
        for name in try Self.entries(first) {
            let path = first.folder + "/" + name
            var entry = try #require(ExtractionCache.Entry(decoding: [UInt8](FileManager.default.contents(atPath: path)!), key: nil))
            entry.payload = entry.payload.dropLast(entry.payload.count / 2)
            try Data(entry.encoded()).write(to: URL(fileURLWithPath: path))
        }
        let cache = ExtractionCacheTests.cache(folder + "/.cache")
        #expect(ExtractionCacheTests.run(folder, cache: cache).json == expected)
        #expect((cache.counts.unchanged, cache.counts.extracted) == (0, 3))
    }
}
