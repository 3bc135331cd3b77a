import Foundation
import LinkAuditExtractors
import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 25, sections 1, 3 and 5: paths are worked on as bytes everywhere (a name that is not
/// UTF-8 below the root once killed the run in the site lookups), what is read is what the walk
/// found, and a file that cannot be read says why.
@Suite("Paths as bytes")
struct PathBytesTests {
    private let manager = FileManager.default

    /// Writes `text` to the file whose path's bytes are `path`, making its folders.
    private func write(_ text: String, to path: [UInt8]) {
        var folder: [UInt8] = []
        for part in path.split(separator: 0x2F).dropLast() {
            folder += [0x2F] + part
            _ = PathText.withCPath(folder) { mkdir($0, 0o755) }
        }
        let descriptor = PathText.withCPath(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        #expect(descriptor >= 0)
        _ = Array(text.utf8).withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    @Test func aPathTextGivesBackItsBytes() {
        let names: [[UInt8]] = [
            Array("café.md".utf8), Array("caf".utf8) + [0xE9] + Array(".md".utf8), [0xFF, 0xFE, 0x41],
            // A name holding U+10FF80 itself, written in UTF-8, and the two stray bytes it could be taken for.
            [0x61, 0xF4, 0x8F, 0xBE, 0x80], [0xC3], [0xC3, 0xA9, 0xC3],
        ]
        let texts = names.map { PathText.text($0) }
        #expect(texts.map { PathText.bytes($0) } == names)
        #expect(Set(texts).count == names.count)
        #expect(texts[0] == "café.md")
        #expect(texts.map { PathText.shown($0) } == ["café.md", "caf\\xE9.md", "\\xFF\\xFEA", "a\\xF4\\x8F\\xBE\\x80", "\\xC3", "é\\xC3"])
    }

    /// The input: a Markdown file named in Latin-1 one folder below the root (exit 132 before).
    @Test func aNameThatIsNotUTF8BelowTheRootIsAudited() throws {
        let root = try temporaryFolder([:])
        defer { try? manager.removeItem(atPath: root) }
        write("A [x](https://e.com)\n", to: Array((root + "/n/caf").utf8) + [0xE9] + Array(".md".utf8))
        let run = CommandRun([".", "--format", "text"], in: root)
        #expect(run.status == .clean)
        #expect(run.standardOutput.contains("n/caf\\xE9.md:1:3: note: https://e.com is linked only inline on this page"))
        let result = Auditor(configuration: Configuration(), workingDirectory: root).audit(paths: ["."])
        #expect(result.files == ["n/caf\\xE9.md"])
        #expect(result.links.map(\.destination) == ["https://e.com"])
    }

    /// A site whose folder is named in Latin-1: its vault, its language folders and its stylesheet
    /// are found through the folder's bytes, as they are for a UTF-8 name.
    @Test func siteFilesAreFoundInAFolderThatIsNotUTF8() throws {
        let root = try temporaryFolder([:])
        defer { try? manager.removeItem(atPath: root) }
        let site = Array((root + "/v").utf8) + [0xE9]
        _ = PathText.withCPath(site) { mkdir($0, 0o755) }
        _ = PathText.withCPath(site + Array("/.obsidian".utf8)) { mkdir($0, 0o755) }
        write("See [[Other]].\n", to: site + Array("/notes/a.md".utf8))
        write("# Other\n", to: site + Array("/Other.md".utf8))
        write("p a { color: #777777; text-decoration: none }\n", to: site + Array("/web/x.css".utf8))
        write(
            "<html lang=\"en\"><head><link rel=\"stylesheet\" href=\"x.css\"></head><body><p>Read <a href=\"/a\">the guide</a>.</p></body></html>\n",
            to: site + Array("/web/p.html".utf8))
        let result = Auditor(configuration: Configuration(), workingDirectory: root).audit(paths: ["."])
        #expect(result.links.map(\.destination) == ["Other", "/a"])
        #expect(result.links.first?.syntax == .wikilink)
        let contrast = result.findings.filter { $0.rule == "link-contrast" }
        #expect(contrast.map(\.file) == ["v\\xE9/web/p.html"])
        #expect(contrast.first?.message.contains("(set at v\\xE9/web/x.css:1:7)") == true)
        // A page outside that folder names it percent-encoded, as a static file server reads it.
        write(
            "<html lang=\"en\"><head><link rel=\"stylesheet\" href=\"v%E9/web/x.css\"></head><body><p>See <a href=\"/b\">b</a>.</p></body></html>\n",
            to: Array((root + "/top.html").utf8))
        let again = Auditor(configuration: Configuration(), workingDirectory: root).audit(paths: ["top.html"])
        let message = again.findings.first { $0.rule == "link-contrast" }?.message
        #expect(message?.contains("(set at v\\xE9/web/x.css:1:7)") == true)
    }

    /// Section 3: a file swapped for a symbolic link to a file outside the root between the walk and
    /// the reading is not read through the link.
    @Test func aFileSwappedForALinkAfterTheWalkIsNotRead() throws {
        let root = try temporaryFolder([
            "site/docs/page.md": "[Guide](https://example.com/guide)\n", "outside/secret.md": "[t](https://secret.example.com/t)\n",
        ])
        defer { try? manager.removeItem(atPath: root) }
        let auditor = Auditor(configuration: Configuration(), workingDirectory: root + "/site")
        let found = Discovery().walk(["docs"], workingDirectory: root + "/site")
        #expect(found.inputs.map(\.path) == ["docs/page.md"])
        try manager.removeItem(atPath: root + "/site/docs/page.md")
        try manager.createSymbolicLink(atPath: root + "/site/docs/page.md", withDestinationPath: root + "/outside/secret.md")
        let document = try #require(auditor.extract(found.inputs).first)
        #expect(document.links.isEmpty)
        #expect(document.errors.isEmpty)
        #expect(
            document.warnings == [
                AuditError(
                    file: "docs/page.md",
                    message:
                        "skipped: not the file the folder walk found (replaced since, or a symbolic link on its path now leads elsewhere); not read"
                )
            ])
        // A FIFO put in the file's place is named as one, never "permission denied?".
        try manager.removeItem(atPath: root + "/site/docs/page.md")
        #expect(mkfifo(root + "/site/docs/page.md", 0o644) == 0)
        let piped = try #require(auditor.extract(found.inputs).first)
        #expect(
            piped.warnings.map(\.message) == [
                "skipped: now a FIFO (named pipe), no longer the regular file the folder walk found; not read"
            ])
        // Removed: said so.
        try manager.removeItem(atPath: root + "/site/docs/page.md")
        #expect(
            auditor.extract(found.inputs).first?.errors.map(\.message) == [
                "file cannot be read: it was removed after the folder walk found it"
            ])
    }

    /// Section 5: a chain of more links than the system follows is no loop.
    @Test func aLongChainOfLinksIsNotCalledALoop() throws {
        let root = try temporaryFolder(["docs/page.md": "[Page](https://example.com/p)\n"])
        defer { try? manager.removeItem(atPath: root) }
        try manager.createSymbolicLink(atPath: root + "/docs/l44.md", withDestinationPath: "page.md")
        for index in (0..<44).reversed() {
            try manager.createSymbolicLink(atPath: root + "/docs/l\(index).md", withDestinationPath: "l\(index + 1).md")
        }
        let found = Discovery().walk(["docs/l0.md", "docs/l10.md"], workingDirectory: root)
        #expect(found.inputs.map(\.path) == ["docs/l10.md"])
        #expect(
            found.errors == [
                AuditError(
                    file: "docs/l0.md",
                    message: "a chain of 45 symbolic links, more than the 40 the system follows in one path; not followed")
            ])
    }
}
