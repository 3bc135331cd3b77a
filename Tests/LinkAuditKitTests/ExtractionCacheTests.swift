import Foundation
import LinkAuditExtractors
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

/// The extraction cache (`--cache-path`): a second run over unchanged files reads none of them and
/// gives the same result; a change of bytes or of the way a file is read extracts it again; a
/// damaged entry is ignored and rewritten.
@Suite("Extraction cache")
struct ExtractionCacheTests {
    static let files: [String: String] = [
        "docs/guide.md": "Read [the guide](https://example.com/guide) or [click here](https://example.com/more).\n",
        "docs/page.html": "<p><a href=\"/a\">here</a> and <a href=\"/b\">Pricing</a></p>\n",
        "App/en.lproj/Localizable.strings": "\"terms\" = \"See [more](https://example.com/terms).\";\n",
    ]

    /// A cache whose files all count as old enough to be trusted by `stat` alone.
    static func cache(_ root: String) -> ExtractionCache { ExtractionCache(root: root, now: Date() + 60) }

    static func run(_ folder: String, cache: ExtractionCache?, render: RenderTarget? = nil) -> (json: String, result: AuditResult) {
        var configuration = Configuration()
        configuration.render = render
        var auditor = Auditor(configuration: configuration, workingDirectory: folder)
        auditor.cache = cache
        let result = auditor.audit(paths: ["."])
        return (JSONReporter.render(result), result)
    }

    @Test func aSecondRunReadsNoFileAndGivesTheSameJSON() throws {
        let folder = try temporaryFolder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let uncached = Self.run(folder, cache: nil)
        let first = Self.cache(folder + "/.cache")
        #expect(Self.run(folder, cache: first).json == uncached.json)
        #expect((first.counts.unchanged, first.counts.sameBytes, first.counts.extracted) == (0, 0, 3))
        let second = Self.cache(folder + "/.cache")
        let rerun = Self.run(folder, cache: second)
        #expect(rerun.json == uncached.json)
        #expect((second.counts.unchanged, second.counts.sameBytes, second.counts.extracted) == (3, 0, 0))
        #expect(rerun.result.files == ["App/en.lproj/Localizable.strings", "docs/guide.md", "docs/page.html"])
        #expect(rerun.result.links.map(\.text) == ["more", "the guide", "click here", "here", "Pricing"])
    }

    @Test func aChangedFileIsExtractedAgainAndTheOthersAreNot() throws {
        let folder = try temporaryFolder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = Self.run(folder, cache: Self.cache(folder + "/.cache"))
        // Same length, other words: only the bytes tell.
        try "Read [the guide](https://example.com/guide) or [click HERE](https://example.com/more).\n".write(
            toFile: folder + "/docs/guide.md", atomically: false, encoding: .utf8)
        let cache = Self.cache(folder + "/.cache")
        let rerun = Self.run(folder, cache: cache)
        #expect((cache.counts.unchanged, cache.counts.sameBytes, cache.counts.extracted) == (2, 0, 1))
        #expect(rerun.result.links.filter { $0.file == "docs/guide.md" }.map(\.text) == ["the guide", "click HERE"])
        #expect(rerun.json == Self.run(folder, cache: nil).json)
    }

    @Test func aTouchedFileWithTheSameBytesIsHashedNotExtracted() throws {
        let folder = try temporaryFolder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = Self.run(folder, cache: Self.cache(folder + "/.cache"))
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: folder + "/docs/page.html")
        let cache = Self.cache(folder + "/.cache")
        _ = Self.run(folder, cache: cache)
        #expect((cache.counts.unchanged, cache.counts.sameBytes, cache.counts.extracted) == (2, 1, 0))
        // Its entry now holds the new stat.
        let again = Self.cache(folder + "/.cache")
        _ = Self.run(folder, cache: again)
        #expect(again.counts.unchanged == 3)
    }

    @Test func aFileJustWrittenIsComparedByItsBytesNextTime() throws {
        let folder = try temporaryFolder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The files are seconds old: their stat may not show a change made within the same tick.
        _ = Self.run(folder, cache: ExtractionCache(root: folder + "/.cache"))
        let cache = ExtractionCache(root: folder + "/.cache")
        _ = Self.run(folder, cache: cache)
        #expect((cache.counts.unchanged, cache.counts.sameBytes, cache.counts.extracted) == (0, 3, 0))
    }

    @Test func anotherRenderTargetIsAnotherEntry() throws {
        let folder = try temporaryFolder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = Self.run(folder, cache: Self.cache(folder + "/.cache"))
        let cache = Self.cache(folder + "/.cache")
        let swiftUI = Self.run(folder, cache: cache, render: .swiftui)
        #expect(cache.counts.extracted == 3)
        #expect(swiftUI.json == Self.run(folder, cache: nil, render: .swiftui).json)
        #expect(swiftUI.result.links.map(\.render) == Array(repeating: .swiftui, count: 5))
        // Both ways of reading stay cached side by side.
        let both = Self.cache(folder + "/.cache")
        _ = Self.run(folder, cache: both)
        _ = Self.run(folder, cache: both, render: .swiftui)
        #expect((both.counts.unchanged, both.counts.extracted) == (6, 0))
    }

    @Test func theCacheFolderNamesTheToolVersionAndBuild() {
        let cache = ExtractionCache(root: "/nonexistent-linkaudit-cache")
        #expect(cache.folder.hasPrefix("/nonexistent-linkaudit-cache/\(ToolInfo.version)-\(ExtractionCache.Entry.layout)-"))
    }

    @Test(arguments: ["garbage", "truncated", "flipped", "empty", "otherKey"])
    func aDamagedEntryIsIgnoredAndRewritten(damage: String) throws {
        let folder = try temporaryFolder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let expected = Self.run(folder, cache: nil).json
        let first = Self.cache(folder + "/.cache")
        _ = Self.run(folder, cache: first)
        let entries = try ExtractionCacheHygieneTests.entries(first).map { first.folder + "/" + $0 }
        #expect(entries.count == 3)
        for (index, entry) in entries.enumerated() {
            var bytes = [UInt8](FileManager.default.contents(atPath: entry)!)
            switch damage {
            case "garbage": bytes = Array("not an entry at all".utf8)
            case "truncated": bytes.removeLast(bytes.count / 3)
            case "flipped": bytes[bytes.count - 5] ^= 0x20
            case "empty": bytes = []
            default:
                // Another entry's bytes under this name: its key differs.
                bytes = [UInt8](FileManager.default.contents(atPath: entries[(index + 1) % entries.count])!)
            }
            try Data(bytes).write(to: URL(fileURLWithPath: entry))
        }
        let cache = Self.cache(folder + "/.cache")
        let rerun = Self.run(folder, cache: cache)
        #expect(rerun.json == expected)
        #expect(rerun.result.errors.isEmpty)
        #expect(cache.counts.extracted == 3)
        let mended = Self.cache(folder + "/.cache")
        _ = Self.run(folder, cache: mended)
        #expect(mended.counts.unchanged == 3)
    }

    @Test func anUnwritableCacheFolderStillAudits() throws {
        let folder = try temporaryFolder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "a file where the folder would be".write(toFile: folder + "/blocked", atomically: true, encoding: .utf8)
        let cache = Self.cache(folder + "/blocked")
        #expect(Self.run(folder, cache: cache).json == Self.run(folder, cache: nil).json)
        #expect(cache.counts.extracted == 3)
    }

    @Test func theCommandUsesTheCachePathAndNoCacheKeepsNothing() throws {
        let folder = try temporaryFolder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plain = CommandRun([".", "--json", "plain.json", "--fail-on", "never"], in: folder)
        #expect(plain.status == .clean)
        #expect(!FileManager.default.fileExists(atPath: folder + "/c"))
        for _ in 0..<2 {
            let cached = CommandRun([".", "--cache-path", "c", "--json", "cached.json", "--fail-on", "never"], in: folder)
            #expect(cached.status == .clean)
            #expect(
                try String(contentsOfFile: folder + "/cached.json", encoding: .utf8)
                    == String(contentsOfFile: folder + "/plain.json", encoding: .utf8))
        }
        let made = try FileManager.default.contentsOfDirectory(atPath: folder + "/c")
        #expect(made.count == 1 && made[0].hasPrefix(ToolInfo.version + "-"))
        _ = CommandRun([".", "--cache-path", "d", "--no-cache", "--fail-on", "never"], in: folder)
        #expect(!FileManager.default.fileExists(atPath: folder + "/d"))
    }
}

extension ExtractionCacheTests {
    @Test func foldersOfOtherBuildsUnusedForAWeekAreRemovedAndNothingElse() throws {
        let root = try temporaryFolder([
            "0.1.0-1-swift-abc123/entry": "old build", "0.1.0-1-noswift/entry": "recent build",
            "0.0.9-1-swift-ff/entry": "old build", "notes/keep.txt": "not ours", "0.1.0-1-swift-abc123.txt": "not a folder of ours",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let old = Date(timeIntervalSinceNow: -8 * 24 * 3600)
        for name in ["0.1.0-1-swift-abc123", "0.0.9-1-swift-ff", "notes", "0.1.0-1-swift-abc123.txt"] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: root + "/" + name)
        }
        let cache = ExtractionCache(root: root)
        let left = try FileManager.default.contentsOfDirectory(atPath: root).sorted()
        #expect(left == ["0.1.0-1-noswift", "0.1.0-1-swift-abc123.txt", (cache.folder as NSString).lastPathComponent, "notes"].sorted())
    }
}

extension ExtractionCacheTests {
    @Test func runsSharingTheCacheAtOnceGiveTheSameResultAndLeaveWholeEntries() throws {
        let folder = try temporaryFolder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let expected = Self.run(folder, cache: nil).json
        final class Outputs: @unchecked Sendable {
            let lock = NSLock()
            var values: [String] = []
        }
        let outputs = Outputs()
        // Threads of their own: the runs overlap however busy the shared dispatch pool is.
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<6 {
            Thread {
                let json = Self.run(folder, cache: Self.cache(folder + "/.cache")).json
                outputs.lock.withLock { outputs.values.append(json) }
                finished.signal()
            }.start()
        }
        for _ in 0..<6 { finished.wait() }
        #expect(outputs.values == Array(repeating: expected, count: 6))
        let cache = Self.cache(folder + "/.cache")
        let names = try ExtractionCacheHygieneTests.entries(cache)
        #expect(names.count == 3)
        #expect(!names.contains { $0.contains(".tmp-") })
        _ = Self.run(folder, cache: cache)
        #expect(cache.counts.unchanged == 3)
    }
}

/// The key of a cache entry: a value whose encoding gives it back, and which every setting of
/// extraction reaches.
@Suite("Extraction cache key")
struct ExtractionCacheKeyTests {
    static let keys: [ExtractionCache.Key] = {
        var everything = ExtractionOptions(render: .web, markdownDialect: .kramdown)
        everything.documentPath = "site/guide.md"
        everything.resourceRoot = "/work/site"
        everything.absolutePath = "/work/site/guide.md"
        everything.wikilinks = WikilinkVault(dialect: .obsidian, folder: "site", notes: ["site/guide.md", "site/Setup.md"])
        everything.sourceLanguage = "de"
        everything.linkMarkers = ["privacylink", "terms"]
        var empty = ExtractionOptions()
        empty.documentPath = ""
        var offWikilinks = ExtractionOptions()
        offWikilinks.wikilinks = .off
        offWikilinks.readsMarkdownAsMDX = true
        offWikilinks.mdxComponents = ["Card": MDXComponent(destination: "to", name: "title"), "Button": MDXComponent(destination: "href")]
        return [
            ExtractionCache.Key(path: "docs/a.md", absolutePath: "/w/docs/a.md", format: .markdown, options: ExtractionOptions()),
            ExtractionCache.Key(path: "docs/a.md", absolutePath: "/w/docs/a.md", format: .markdown, options: empty),
            ExtractionCache.Key(path: "guide.md", absolutePath: "/work/site/guide.md", format: .markdown, options: everything),
            ExtractionCache.Key(path: "a\u{0}b.html", absolutePath: "/w/a\u{0}b.html", format: .html, options: everything),
            ExtractionCache.Key(path: "a", absolutePath: "b\u{0}html", format: .html, options: ExtractionOptions()),
            ExtractionCache.Key(path: "a.md", absolutePath: "/w/a.md", format: .markdown, options: offWikilinks),
        ]
    }()

    @Test func aKeyDecodesFromItsEncoding() {
        for key in Self.keys { #expect(ExtractionCache.Key(decoding: key.encoded[...]) == key) }
        #expect(Set(Self.keys.map(\.encoded)).count == Self.keys.count)
        #expect(ExtractionCache.Key(decoding: Self.keys[2].encoded.dropLast()) == nil)
        #expect(ExtractionCache.Key(decoding: (Self.keys[2].encoded + [0])[...]) == nil)
    }

    /// A vault is in the key by its digest: a note added to it, or another dialect, is another key.
    @Test func aWikilinkVaultChangesTheKeyWhenItsNotesDo() {
        func key(_ vault: WikilinkVault) -> [UInt8] {
            var options = ExtractionOptions()
            options.wikilinks = vault
            return ExtractionCache.Key(path: "a.md", absolutePath: "/w/a.md", format: .markdown, options: options).encoded
        }
        let vault = WikilinkVault(dialect: .obsidian, folder: "", notes: ["a.md", "b.md"])
        #expect(key(vault) == key(WikilinkVault(dialect: .obsidian, folder: "", notes: ["b.md", "a.md"])))
        #expect(key(vault) != key(WikilinkVault(dialect: .obsidian, folder: "", notes: ["a.md", "b.md", "c.md"])))
        #expect(key(vault) != key(WikilinkVault(dialect: .foam, folder: "", notes: ["a.md", "b.md"])))
    }

    /// A new setting of `ExtractionOptions` must be written into `ExtractionCache.Key.encoded` (and
    /// `Entry.layout` bumped), or entries read one way would be reused for another.
    @Test func everySettingOfExtractionIsInTheKey() {
        let fields = Mirror(reflecting: ExtractionOptions()).children.compactMap(\.label)
        #expect(
            fields == [
                "render", "documentPath", "markdownDialect", "resourceRoot", "absolutePath", "wikilinks", "readsMarkdownAsMDX",
                "mdxComponents", "sourceLanguage", "linkMarkers",
            ])
    }
}
