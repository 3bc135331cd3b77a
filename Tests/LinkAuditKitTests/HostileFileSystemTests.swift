import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 12, items 6 and 8: what a walk meets in a real folder. Symbolic links are not followed out
/// of the folders audited nor into `.git`, loops are reported as loops, special files are never
/// opened, a name that is not UTF-8 is audited under an escaped name, and linkaudit's own HTML
/// report is not audited by the next run.
@Suite("Hostile file systems")
struct HostileFileSystemTests {
    private let manager = FileManager.default
    private static let secretPage = "[token](https://secret.example.com/token)\n"

    private func link(_ path: String, to target: String) throws {
        try manager.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    @Test func linksOutOfTheAuditedFolderAreNotFollowed() throws {
        let root = try temporaryFolder([
            "outside/credentials.md": Self.secretPage, "outside/folder/more.md": Self.secretPage,
            "site/docs/guide.md": "[Guide](https://example.com/guide)\n", "site/other/shared.md": "[Shared](https://example.com/s)\n",
            "site/.git/config.md": Self.secretPage,
        ])
        defer { try? manager.removeItem(atPath: root) }
        try link(root + "/site/docs/notes.md", to: root + "/outside/credentials.md")
        try link(root + "/site/docs/relative.md", to: "../../outside/credentials.md")
        try link(root + "/site/docs/folder", to: root + "/outside/folder")
        try link(root + "/site/docs/hooks.md", to: root + "/site/.git/config.md")
        try link(root + "/site/docs/shared.md", to: root + "/site/other/shared.md")
        let result = Auditor(configuration: Configuration(), workingDirectory: root + "/site").audit(paths: ["docs", "other"])
        // Inside the folders audited, a link is followed: `shared.md` is read through it too.
        #expect(result.files == ["docs/guide.md", "docs/shared.md", "other/shared.md"])
        #expect(result.links.map(\.destination) == ["https://example.com/guide", "https://example.com/s", "https://example.com/s"])
        #expect(result.errors.isEmpty)
        let outside = "symbolic link to a place outside the folders audited; not followed"
        #expect(
            result.warnings == [
                AuditError(file: "docs/folder", message: outside),
                AuditError(file: "docs/hooks.md", message: outside),
                AuditError(file: "docs/notes.md", message: outside),
                AuditError(file: "docs/relative.md", message: outside),
            ])
        // Auditing the whole site, `.git` is inside the audit and still refused.
        let whole = Auditor(configuration: Configuration(), workingDirectory: root + "/site").audit(paths: ["."])
        #expect(whole.files == ["docs/guide.md", "docs/shared.md", "other/shared.md"])
        #expect(
            whole.warnings.first { $0.file == "docs/hooks.md" }?.message
                == "symbolic link into a version-control folder (.git); not followed")
        // Nothing of the target reaches any output.
        let run = CommandRun(["docs", "--format", "text"], in: root + "/site")
        #expect(!(run.standardOutput + run.standardError).contains("secret.example.com"))
        #expect(run.standardError.contains("docs/notes.md: warning: \(outside)"))
    }

    @Test func symbolicLinkLoopsAreReportedAsLoops() throws {
        let root = try temporaryFolder(["docs/sub/page.md": "[Page](https://example.com/p)\n"])
        defer { try? manager.removeItem(atPath: root) }
        try link(root + "/docs/sub/up", to: root + "/docs")
        try link(root + "/docs/sub/self", to: ".")
        try link(root + "/docs/a.md", to: "b.md")
        try link(root + "/docs/b.md", to: "a.md")
        let found = Discovery().walk(["docs"], workingDirectory: root)
        #expect(found.inputs.map(\.path) == ["docs/sub/page.md"])
        #expect(found.errors.isEmpty)
        let round = "symbolic link loop: the link leads round to itself; not followed"
        let back = "symbolic link loop: the link leads back to a folder that holds it; not followed"
        #expect(
            found.warnings == [
                AuditError(file: "docs/a.md", message: round), AuditError(file: "docs/b.md", message: round),
                AuditError(file: "docs/sub/self", message: back), AuditError(file: "docs/sub/up", message: back),
            ])
        // Named on the command line, a loop is an input error.
        #expect(Discovery().walk(["docs/a.md"], workingDirectory: root).errors == [AuditError(file: "docs/a.md", message: round)])
    }

    /// A FIFO would block the run if it were opened; a socket or a device is no file to read.
    @Test(.timeLimit(.minutes(1))) func specialFilesAreSkippedUnopened() throws {
        let root = try temporaryFolder(["docs/page.md": "[Page](https://example.com/p)\n"])
        defer { try? manager.removeItem(atPath: root) }
        #expect(mkfifo(root + "/docs/pipe.md", 0o644) == 0)
        #expect(mkfifo(root + "/docs/notes", 0o644) == 0)
        let socketPath = root + "/docs/socket.html"
        let socket = BoundUnixSocket(path: socketPath)
        #expect(socket.isBound)
        let found = Discovery().walk(["docs"], workingDirectory: root)
        #expect(found.inputs.map(\.path) == ["docs/page.md"])
        // `notes` is no format linkaudit reads: skipped without a word, as any such file.
        #expect(
            found.warnings == [
                AuditError(file: "docs/pipe.md", message: "skipped: a FIFO (named pipe), not a regular file; not opened"),
                AuditError(file: "docs/socket.html", message: "skipped: a socket, not a regular file; not opened"),
            ])
        let named = Discovery().walk(["docs/pipe.md", "/dev/null"], workingDirectory: root)
        #expect(
            named.errors == [
                AuditError(file: "docs/pipe.md", message: "a FIFO (named pipe), not a file linkaudit can read; not opened"),
                AuditError(file: "/dev/null", message: "a character device, not a file linkaudit can read; not opened"),
            ])
    }

    /// Linux allows any byte but `/` in a name: a name that is not UTF-8 is audited, shown with its
    /// stray bytes as `\xFF`.
    @Test func namesThatAreNotUTF8AreAuditedEscaped() throws {
        let root = try temporaryFolder([:])
        defer { try? manager.removeItem(atPath: root) }
        try manager.createDirectory(atPath: root + "/docs", withIntermediateDirectories: true)
        for name in [Array("caf".utf8) + [0xE9] + Array(".md".utf8), [0xFF, 0xFE] + Array("é.html".utf8)] {
            let path = Array((root + "/docs/").utf8) + name + [0]
            let descriptor = path.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
            }
            #expect(descriptor >= 0)
            let text = name.last == UInt8(ascii: "d") ? "[Caf](https://example.com/c)\n" : "<p><a href=\"/x\">Other</a></p>\n"
            _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        let result = Auditor(configuration: Configuration(), workingDirectory: root).audit(paths: ["docs"])
        // Sorted as shown: `\` comes before the letters.
        #expect(result.files == ["docs/\\xFF\\xFEé.html", "docs/caf\\xE9.md"])
        #expect(result.links.map(\.file) == ["docs/\\xFF\\xFEé.html", "docs/caf\\xE9.md"])
        #expect(result.links.map(\.text) == ["Other", "Caf"])
        #expect(result.errors.isEmpty && result.warnings.isEmpty)
        let listing = CommandRun(["links", "docs"], in: root)
        #expect(listing.standardOutput.contains("\ndocs/caf\\xE9.md:1:1-1:28: markdownInline"))
    }

    /// A report written inside the audited folder (and the folder of its long-tail pages) is not
    /// audited by the next run, and nothing is said about it.
    @Test func ownReportsAreNotAuditedAgain() throws {
        let root = try temporaryFolder(["docs/page.md": "[Click here](https://example.com/a)\n"])
        defer { try? manager.removeItem(atPath: root) }
        let first = CommandRun([".", "--json", "out/r.json", "--html", "out/r.html", "--fail-on", "never"], in: root)
        #expect(first.status == .clean)
        let markdown = CommandRun([".", "--format", "markdown", "--output", "out/summary.md", "--fail-on", "never"], in: root)
        #expect(markdown.status == .clean)
        #expect(try String(contentsOfFile: root + "/out/summary.md", encoding: .utf8).hasPrefix("<!-- generator: linkaudit -->\n## "))
        // The pages folder of an earlier, longer report: its marker names the pages it holds.
        try manager.createDirectory(atPath: root + "/out/old.files", withIntermediateDirectories: true)
        try "docs-12345678.html\n".write(toFile: root + "/out/old.files/.linkaudit-pages", atomically: true, encoding: .utf8)
        try "<p><a href=\"/x\">Click here</a></p>\n".write(
            toFile: root + "/out/old.files/docs-12345678.html", atomically: true, encoding: .utf8)
        let report = try String(contentsOfFile: root + "/out/r.html", encoding: .utf8)
        #expect(report.contains("<meta name=\"generator\" content=\"linkaudit\">"))
        let second = Auditor(configuration: Configuration(), workingDirectory: root).audit(paths: ["."])
        #expect(second.files == ["docs/page.md"])
        #expect(second.warnings.isEmpty && second.errors.isEmpty)
        // A page that only mentions the generator in its text is audited.
        try "<p>made with <a href=\"/t\">tools</a>: &lt;meta name=\"generator\" content=\"linkaudit\"&gt;</p>\n".write(
            toFile: root + "/docs/about.html", atomically: true, encoding: .utf8)
        #expect(
            Auditor(configuration: Configuration(), workingDirectory: root).audit(paths: ["."]).files == [
                "docs/about.html", "docs/page.md",
            ])
    }
}
