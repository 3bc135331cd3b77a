import Foundation
import LinkAuditExtractors
import LinkAuditKit
import LinkAuditModel
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 25, section 1, at the command's edges: names that show alike, arguments, `-C`, report
/// paths and `--changed-since` with names that are not UTF-8.
@Suite("Paths as bytes: the command")
struct PathBytesCommandTests {
    private let manager = FileManager.default

    private func write(_ text: String, to path: [UInt8]) {
        #expect(PathText.makeFolders(PathText.text(path.split(separator: 0x2F).dropLast().flatMap { [0x2F] + $0 })) == 0)
        #expect(PathText.createFile(PathText.text(path), contents: Array(text.utf8)))
    }

    private static let latin1Folder: [UInt8] = Array("caf".utf8) + [0xE9]

    /// A name written with a backslash (`x\xE9.md` in UTF-8) and the Latin-1 name it would show
    /// as are two files, shown apart; SARIF's URIs carry each name's own bytes.
    @Test func namesThatWouldShowAlikeAreToldApart() throws {
        let root = try temporaryFolder([#"x\xE9.md"#: "[here](https://e.com/literal)\n", #"a\b.md"#: "[here](https://e.com/plain)\n"])
        defer { try? manager.removeItem(atPath: root) }
        write("[here](https://e.com/latin)\n", to: Array((root + "/x").utf8) + [0xE9] + Array(".md".utf8))
        let result = Auditor(configuration: Configuration(), workingDirectory: root).audit(paths: ["."])
        #expect(result.files == [#"a\b.md"#, #"x\\xE9.md"#, #"x\xE9.md"#])
        #expect(result.links.map(\.destination) == ["https://e.com/plain", "https://e.com/literal", "https://e.com/latin"])
        let sarif = CommandRun([".", "--format", "sarif", "--fail-on", "never"], in: root).standardOutput
        let uris = sarif.split(separator: "\n").filter { $0.contains("\"uri\" :") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Set(uris) == [#""uri" : "a%5Cb.md""#, #""uri" : "x%E9.md""#, #""uri" : "x%5CxE9.md""#])
    }

    /// Each shown name reads back as its own bytes, and no two names show alike.
    @Test func aShownNameGivesBackItsBytes() {
        let names: [[UInt8]] = [
            Array(#"x\xE9.md"#.utf8), Array("x".utf8) + [0xE9] + Array(".md".utf8), Array(#"x\"#.utf8) + [0xE9],
            Array(#"a\\b"#.utf8), Array(#"a\b"#.utf8), Array(#"end\"#.utf8), Array(#"\x"#.utf8), Array("café".utf8),
            // A newline and the two characters `\n`; ESC; a right-to-left override (U+202E).
            Array("a\nb".utf8), Array(#"a\nb"#.utf8), Array("e\u{1B}[31m".utf8), Array("x\u{202E}y".utf8), Array(#"a\"#.utf8) + [0x0A],
        ]
        let shown = names.map { PathText.shown(PathText.text($0)) }
        #expect(
            shown == [
                #"x\\xE9.md"#, #"x\xE9.md"#, #"x\\\xE9"#, #"a\\\b"#, #"a\b"#, #"end\"#, #"\\x"#, "café", #"a\x0Ab"#, #"a\nb"#,
                #"e\x1B[31m"#, #"x\xE2\x80\xAEy"#, #"a\\\x0A"#,
            ])
        #expect(Set(shown).count == names.count)
        #expect(shown.map { PathText.bytes(shown: $0) } == names)
    }

    /// A folder named in Latin-1 given as the argument, as `-C`, and as the reports' folder: the
    /// walk, the report and the HTML page header use its bytes (before, the argument was decoded
    /// with U+FFFD and named no file, and a report went into a new folder `caf\xEF\xBF\xBD`).
    @Test func anArgumentAndAReportFolderThatAreNotUTF8() throws {
        let root = try temporaryFolder([:])
        defer { try? manager.removeItem(atPath: root) }
        let folder = Array(root.utf8) + [0x2F] + Self.latin1Folder
        write("[here](https://e.com)\n", to: folder + Array("/a.md".utf8))
        let argument = PathText.text(Self.latin1Folder)
        let run = CommandRun(
            [argument, "--format", "text", "--json", argument + "/out/r.json", "--html", argument + "/out/r.html", "--fail-on", "never"],
            in: root)
        #expect(run.standardError.isEmpty)
        #expect(run.standardOutput.contains(#"caf\xE9/a.md:1:1: warning: link name "here" is generic"#))
        let json = try #require(PathText.contents(atPath: PathText.text(folder + Array("/out/r.json".utf8))))
        #expect(String(decoding: json, as: UTF8.self).contains(#""file" : "caf\\xE9/a.md""#))
        let html = try #require(PathText.contents(atPath: PathText.text(folder + Array("/out/r.html".utf8))))
        #expect(String(decoding: html, as: UTF8.self).contains(#"caf\xE9"#))
        #expect(!String(decoding: html, as: UTF8.self).contains("\u{FFFD}"))
        #expect(!PathText.exists(root + "/caf\u{FFFD}"))
        // `-C` into it: paths below it show relative to it.
        let moved = CommandRun(["-C", argument, ".", "--format", "text", "--fail-on", "never"], in: root)
        #expect(moved.standardOutput.contains(#"a.md:1:1: warning: link name "here" is generic"#))
        #expect(moved.standardOutput.contains("1 file, 1 link"))
        let missing = CommandRun(["-C", PathText.text(Self.latin1Folder + [0xE9]), "."], in: root)
        #expect(missing.status == .usage)
        #expect(missing.standardError.hasPrefix(#"linkaudit: error: -C caf\xE9\xE9: no such folder"#))
    }

    /// Two names Swift takes for one text (`café` with `é`, and with `e` + U+0301) are two files;
    /// the later shows its bytes beyond ASCII (before, it was dropped without a word).
    @Test func namesInTwoNormalizationsAreTwoFiles() throws {
        let root = try temporaryFolder(["d/caf\u{E9}.md": "[click here](https://e.com/a)\n"])
        defer { try? manager.removeItem(atPath: root) }
        write("[here](https://e.com/b)\n", to: Array((root + "/d/cafe\u{301}.md").utf8))
        let result = Auditor(configuration: Configuration(), workingDirectory: root).audit(paths: ["d"])
        #expect(result.files.map { Array($0.utf8) } == [Array(#"d/cafe\xCC\x81.md"#.utf8), Array("d/caf\u{E9}.md".utf8)])
        #expect(result.links.map(\.destination) == ["https://e.com/b", "https://e.com/a"])
        #expect(result.findings.filter { $0.rule == "generic-link-text" }.count == 2)
    }

    /// Messages name a path given with bytes that are not UTF-8 as reports show it; an exclude
    /// pattern so given matches; the HTML report's links to its pages folder carry the bytes.
    @Test func givenPathsAreShownAndMatchedAsReportsShowThem() throws {
        let root = try temporaryFolder(["s/ok.md": "[click here](https://e.com/ok)\n"])
        defer { try? manager.removeItem(atPath: root) }
        write("[click here](https://e.com/x)\n", to: Array((root + "/s/").utf8) + Self.latin1Folder + Array(".md".utf8))
        let latin1 = PathText.text(Self.latin1Folder)
        let missing = CommandRun(["s", "--config", latin1 + ".yml"], in: root)
        #expect(missing.standardError.hasPrefix(#"linkaudit: error: configuration file caf\xE9.yml cannot be read"#))
        let excluded = CommandRun(["s", "--exclude", latin1 + ".md", "--format", "text", "--fail-on", "never"], in: root)
        #expect(excluded.standardOutput.hasSuffix("1 file, 1 link: 0 errors, 1 warning, 0 notes; 0 unreadable inputs\n"))
        #expect(excluded.standardError.isEmpty)
        for index in 0..<60 { write("[click here](https://e.com/\(index))\n", to: Array((root + "/s/m\(index).md").utf8)) }
        _ = CommandRun(["s", "--html", latin1 + "/r#1.html", "--fail-on", "never"], in: root)
        let main = try #require(
            PathText.contents(atPath: PathText.text(Array((root + "/").utf8) + Self.latin1Folder + Array("/r#1.html".utf8))))
        #expect(String(decoding: main, as: UTF8.self).contains(#"href="r%231.files/"#))
    }

    /// The process's arguments are read as bytes, never decoded with U+FFFD.
    @Test func argumentsKeepTheirBytes() {
        let given: [[UInt8]] = [Array("linkaudit".utf8), Self.latin1Folder, Array("--json".utf8), Array("café/r.json".utf8)]
        let pointers = given.map { bytes in
            (bytes + [0]).withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { strdup($0.baseAddress!) } }
        }
        defer { pointers.forEach { free($0) } }
        let texts = pointers.withUnsafeBufferPointer { CommandLine.texts(of: $0.baseAddress!, count: given.count) }
        #expect(texts.map { PathText.bytes($0) } == given)
        #expect(texts.map { PathText.shown($0) } == ["linkaudit", #"caf\xE9"#, "--json", "café/r.json"])
    }

    /// `--changed-since` reads git's names as bytes: a change to a file named in Latin-1 is shown.
    @Test func changedLinesOfANameThatIsNotUTF8() throws {
        let root = try temporaryFolder([:])
        defer { try? manager.removeItem(atPath: root) }
        let file = Array(root.utf8) + [0x2F] + Self.latin1Folder + Array("/a.md".utf8)
        write("[here](https://e.com/old)\n\nSame.\n", to: file)
        // A name with a space: git ends its `+++ b/…` line with a tab.
        let spaced = Array(root.utf8) + [0x2F] + Self.latin1Folder + Array("/a b.md".utf8)
        write("Same.\n", to: spaced)
        func git(_ arguments: String...) { runGit(arguments, in: root) }
        git("init", "-q")
        git("add", "-A")
        git("commit", "-q", "-m", "Start")
        PathText.remove(PathText.text(file))
        write("[here](https://e.com/old)\n\nSame, with [click here](https://e.com/new).\n", to: file)
        let run = CommandRun([".", "--changed-since", "HEAD", "--format", "text", "--disable", "inline-only-destination"], in: root)
        #expect(
            run.standardOutput.split(separator: "\n").filter { $0.contains("generic-link-text") }.map { String($0.prefix(20)) } == [
                #"caf\xE9/a.md:3:12: w"#
            ])
        #expect(run.standardError.contains("1 finding on unchanged lines not shown"))
        // Run from inside the folder whose name is not UTF-8 (git starts there through a descriptor).
        PathText.remove(PathText.text(spaced))
        write("Same, and [here](https://e.com/spaced).\n", to: spaced)
        let inside = CommandRun(
            [".", "--changed-since", "HEAD", "--format", "text", "--disable", "inline-only-destination"],
            in: PathText.text(Array(root.utf8) + [0x2F] + Self.latin1Folder))
        #expect(
            inside.standardOutput.split(separator: "\n").filter { $0.contains("generic-link-text") }.map { String($0.prefix(14)) } == [
                "a b.md:1:11: w", "a.md:3:12: war",
            ])
    }

    /// A file whose path is longer than the system takes (PATH_MAX) is said, never skipped unsaid.
    @Test func aPathPastTheSystemLimitIsSaid() throws {
        let root = try temporaryFolder([:])
        defer {
            // `rm` walks by descriptors, as a path past PATH_MAX needs.
            let remove = Process()
            remove.executableURL = URL(fileURLWithPath: "/bin/rm")
            remove.arguments = ["-rf", root]
            try? remove.run()
            remove.waitUntilExit()
        }
        let parts = (1...17).map { String(repeating: "a", count: 240) + "\($0)" }
        #expect(mkdir(root + "/u", 0o755) == 0)
        // Each folder made inside the one before through its descriptor: past PATH_MAX no path works.
        var folder = open(root + "/u", O_RDONLY | O_DIRECTORY)
        for part in parts {
            #expect(mkdirat(folder, part, 0o755) == 0)
            let next = openat(folder, part, O_RDONLY | O_DIRECTORY)
            close(folder)
            folder = next
        }
        let file = openat(folder, "x.md", O_WRONLY | O_CREAT, 0o644)
        _ = Array("[click here](https://e.com)\n".utf8).withUnsafeBytes { Glibc.write(file, $0.baseAddress, $0.count) }
        close(file)
        close(folder)
        let found = Discovery().walk(["u"], workingDirectory: root)
        #expect(found.inputs.isEmpty)
        #expect(found.warnings.map(\.message) == ["not read: its path is longer than the 4096 bytes the system takes"])
        #expect(found.warnings.map(\.file) == ["u/" + parts.joined(separator: "/")])
    }
}
