import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// Whether `git` can be run here: the changed-lines tests need it.
let gitInstalled: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "--version"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}()

/// `--changed-since REF` (issue 10, item 3) on temporary git repositories: findings on unchanged
/// lines are not shown, untracked files are wholly new, scope-wide rules still see every file.
@Suite("Changed lines", .enabled(if: gitInstalled, "git is not installed"))
struct ChangedLinesTests {
    /// A scratch git repository with one commit of `files`.
    struct Repository {
        let path: String

        init(_ files: [String: String]) throws {
            path = try temporaryFolder(files)
            git("init", "-q")
            git("add", "-A")
            git("commit", "-q", "-m", "Start")
        }

        @discardableResult
        func git(_ arguments: String...) -> Int32 { runGit(arguments, in: path) }

        func write(_ name: String, _ text: String) {
            _ = FileManager.default.createFile(atPath: path + "/" + name, contents: Data(text.utf8))
        }

        func run(_ arguments: [String]) -> CommandRun { CommandRun(arguments, in: path) }

        func remove() { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Only generic-link-text, so that each run's findings are exact.
    static let generic = ["--disable", "inline-only-destination", "--strict"]

    static func genericLine(_ file: String, _ at: SourcePosition, _ name: String) -> String {
        "\(file):\(at.line):\(at.utf8Column): warning: link name \"\(name)\" is generic: out of context, as VoiceOver's Links rotor lists it, "
            + "it does not say where the link goes; fix: name the destination in the link text, e.g. the title of the page it opens "
            + "[generic-link-text]"
    }

    @Test func onlyTheNewLinkOfAnEditedMarkdownFileIsShown() throws {
        let repository = try Repository(["guide.md": "# Guide\n\nRead the manual [here](https://example.com/manual).\n"])
        defer { repository.remove() }
        // A line inserted above the old link moves it to line 4; a new generic link on line 6.
        let edited = MarkedText(
            "# Guide\nA new first paragraph.\n\nRead the manual [here](https://example.com/manual).\n\nSee 1️⃣[more](https://example.com/more).\n"
        )
        repository.write("guide.md", edited.text)
        let run = repository.run(["guide.md", "--changed-since", "HEAD"] + Self.generic)
        #expect(run.status == .findings)
        #expect(
            run.standardOutput.split(separator: "\n").map(String.init) == [
                Self.genericLine("guide.md", edited.positions["1️⃣"]!, "more"),
                "1 file, 2 links: 0 errors, 1 warning, 0 notes; 0 unreadable inputs",
            ])
        #expect(run.standardError == "linkaudit: 1 finding on unchanged lines not shown (--changed-since HEAD)\n")
    }

    /// The settle stage's steps in their order (issue 22, section 1): a comment suppresses first,
    /// the baseline names findings in the whole file, the changed lines hide what is left on
    /// unchanged lines; each summary line counts what its own step took.
    @Test func suppressionThenBaselineThenChangedLinesEachCountedInTurn() throws {
        let start = """
            # Guide

            <!-- linkaudit-disable-next-line generic-link-text -->
            Read the manual [read more](https://example.com/manual).

            Read the terms [click here](https://example.com/terms).

            Read the notes [more](https://example.com/notes).
            """
        let repository = try Repository(["guide.md": start + "\n"])
        defer { repository.remove() }
        let write = repository.run(["guide.md", "--write-baseline", "baseline.json"] + Self.generic)
        #expect(
            write.standardError == "linkaudit: 1 finding suppressed in place\nlinkaudit: wrote 2 findings to the baseline baseline.json\n")
        // Committed: a new generic link, which the baseline does not name. Not committed: another.
        let committed = start + "\n\nSee [learn more](https://example.com/page).\n"
        repository.write("guide.md", committed)
        repository.git("add", "guide.md")
        repository.git("commit", "-q", "-m", "Add")
        let edited = MarkedText(committed + "Also 1️⃣[here](https://example.com/x).\n")
        repository.write("guide.md", edited.text)
        let run = repository.run(["guide.md", "--baseline", "baseline.json", "--changed-since", "HEAD"] + Self.generic)
        #expect(run.status == .findings)
        #expect(
            run.standardError == """
                linkaudit: 1 finding suppressed in place
                linkaudit: 2 findings suppressed by the baseline; 0 findings in the baseline not reported (fixed or moved)
                linkaudit: 1 finding on unchanged lines not shown (--changed-since HEAD)

                """)
        #expect(
            run.standardOutput.split(separator: "\n").map(String.init) == [
                Self.genericLine("guide.md", edited.positions["1️⃣"]!, "here"),
                "1 file, 5 links: 0 errors, 1 warning, 0 notes; 0 unreadable inputs",
            ])
    }

    @Test func aLinkWhoseTextChangedOnALaterLineOfItsSpanIsShown() throws {
        let repository = try Repository(["notes.md": "# Notes\n\nFor details [read\nthe docs](https://example.com/docs).\n"])
        defer { repository.remove() }
        // Only the span's second line changes: the finding sits on its first line.
        let edited = MarkedText("# Notes\n\nFor details 1️⃣[read\nmore](https://example.com/docs).\n")
        repository.write("notes.md", edited.text)
        let run = repository.run(["notes.md", "--changed-since", "HEAD"] + Self.generic)
        #expect(
            run.standardOutput.split(separator: "\n").map(String.init) == [
                Self.genericLine("notes.md", edited.positions["1️⃣"]!, "read more"),
                "1 file, 1 link: 0 errors, 1 warning, 0 notes; 0 unreadable inputs",
            ])
        #expect(run.standardError == "linkaudit: 0 findings on unchanged lines not shown (--changed-since HEAD)\n")
    }

    @Test func anUntrackedFileIsWhollyNewAndACommittedOneUnchanged() throws {
        let repository = try Repository(["old.md": "Read [here](https://example.com/old).\n"])
        defer { repository.remove() }
        let added = MarkedText("1️⃣[Click here](https://example.com/a).\n\nOr 2️⃣[here](https://example.com/b).\n")
        try FileManager.default.createDirectory(atPath: repository.path + "/docs", withIntermediateDirectories: true)
        repository.write("docs/new.md", added.text)
        let run = repository.run([".", "--changed-since", "HEAD"] + Self.generic)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(
            lines.first?.hasPrefix(
                "docs/new.md:\(added.positions["1️⃣"]!.line):\(added.positions["1️⃣"]!.utf8Column): warning: link name \"Click here\"") == true)
        #expect(lines.dropFirst().first == Self.genericLine("docs/new.md", added.positions["2️⃣"]!, "here"))
        #expect(lines.last == "2 files, 3 links: 0 errors, 2 warnings, 0 notes; 0 unreadable inputs")
        #expect(run.standardError == "linkaudit: 1 finding on unchanged lines not shown (--changed-since HEAD)\n")
    }

    static func catalog(help: String, terms: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "help.body" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "\(help)"
                  }
                }
              }
            },
            "terms.body" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "\(terms)"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }

        """
    }

    @Test func anEditedStringCatalogKeyShowsOnlyThatKeysFindings() throws {
        let repository = try Repository([
            "Localizable.xcstrings": Self.catalog(
                help: "Need help? [Click here](https://example.com/support)", terms: "Read the terms [here](https://example.com/terms)")
        ])
        defer { repository.remove() }
        repository.write(
            "Localizable.xcstrings",
            Self.catalog(
                help: "Need help? [Click here](https://example.com/support)", terms: "Read the terms [more](https://example.com/terms)"))
        let run = repository.run(["Localizable.xcstrings", "--changed-since", "HEAD", "--format", "json"] + Self.generic)
        let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let findings = report?["findings"] as? [[String: Any]] ?? []
        #expect(findings.map { $0["rule"] as? String } == ["generic-link-text", "markdown-link-needs-underline"])
        #expect(findings.map { $0["key"] as? String } == ["terms.body", "terms.body"])
        #expect(findings.map { $0["line"] as? Int } == [19, 19])
        #expect(findings.map { $0["column"] as? Int } == [39, 39])
        #expect(run.standardError == "linkaudit: 2 findings on unchanged lines not shown (--changed-since HEAD)\n")
    }

    @Test func aScopeWideRuleStillSeesUnchangedFiles() throws {
        // The standalone SwiftUI Link lives in a committed Swift file nobody touches.
        let repository = try Repository([
            "HelpView.swift": "Link(\"Contact support\", destination: URL(string: \"https://example.com/support\")!)\n"
        ])
        defer { repository.remove() }
        try FileManager.default.createDirectory(atPath: repository.path + "/en.lproj", withIntermediateDirectories: true)
        let table = MarkedText("\"help.body\" = \"Need help? 1️⃣[Contact support](https://example.com/support)\";\n")
        repository.write("en.lproj/Localizable.strings", table.text)
        let at = table.positions["1️⃣"]!
        let run = repository.run([".", "--changed-since", "HEAD", "--format", "json"])
        let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let findings = report?["findings"] as? [[String: Any]] ?? []
        // The Swift file's link-button-trait finding is on an unchanged line; the table's inline
        // link has a standalone counterpart there, so inline-only-destination stays silent.
        #expect(findings.map { $0["rule"] as? String } == ["markdown-link-needs-underline"])
        #expect(findings.map { $0["file"] as? String } == ["en.lproj/Localizable.strings"])
        #expect(findings.map { $0["line"] as? Int } == [at.line])
        #expect(findings.map { $0["column"] as? Int } == [at.utf8Column])
        #expect(run.standardError == "linkaudit: 1 finding on unchanged lines not shown (--changed-since HEAD)\n")

        // With the Swift file deleted, the same table's inline link is flagged.
        repository.git("rm", "-q", "HelpView.swift")
        let alone = repository.run([".", "--changed-since", "HEAD", "--format", "json"])
        let aloneReport = try JSONSerialization.jsonObject(with: Data(alone.standardOutput.utf8)) as? [String: Any]
        let aloneFindings = aloneReport?["findings"] as? [[String: Any]] ?? []
        #expect(aloneFindings.map { $0["rule"] as? String } == ["inline-only-destination", "markdown-link-needs-underline"])
        #expect(aloneFindings.map { $0["line"] as? Int } == [at.line, at.line])
        #expect(alone.standardError == "linkaudit: 0 findings on unchanged lines not shown (--changed-since HEAD)\n")
    }

    /// Unchanged lines enough for git to see a rename (half the file the same, by default).
    static let prose = String(repeating: "The installer asks for a folder and a licence key, then copies the files.\n", count: 6)

    @Test func aRenamedFileInASubfolderAgainstAnOlderCommit() throws {
        let repository = try Repository([
            "docs/old-name.md": "# Setup\n\nInstall it [here](https://example.com/install).\n\n\(Self.prose)Then configure it.\n",
            "docs/other.md": "Read [more](https://example.com/other).\n",
        ])
        defer { repository.remove() }
        // A second commit renames the page; the working tree then edits its last line.
        repository.git("mv", "docs/old-name.md", "docs/setup.md")
        repository.git("commit", "-q", "-m", "Rename")
        let edited = MarkedText(
            "# Setup\n\nInstall it [here](https://example.com/install).\n\n\(Self.prose)Then configure it 1️⃣[click here](https://example.com/configure).\n"
        )
        repository.write("docs/setup.md", edited.text)
        // Run from the subfolder: reports show paths relative to it, git reports them from the top.
        let run = CommandRun([".", "--changed-since", "HEAD~1"] + Self.generic, in: repository.path + "/docs")
        #expect(
            run.standardOutput.split(separator: "\n").map(String.init) == [
                Self.genericLine("setup.md", edited.positions["1️⃣"]!, "click here"),
                "2 files, 3 links: 0 errors, 1 warning, 0 notes; 0 unreadable inputs",
            ])
        #expect(run.standardError == "linkaudit: 2 findings on unchanged lines not shown (--changed-since HEAD~1)\n")
    }

    @Test func hunkHeadersAndQuotedPaths() {
        let diff = """
            diff --git a/a.md b/a.md
            --- a/a.md
            +++ b/a.md
            @@ -3 +3 @@ heading
            @@ -7,0 +8,2 @@
            @@ -12,3 +13,0 @@
            @@ -20 +19,2 @@
            +++ an added line that reads like a header
            +plain
            diff --git "a/tab\there.md" "b/tab\there.md"
            --- "a/tab\there.md"
            +++ "b/tab\there.md"
            @@ -0,0 +1,4 @@
            diff --git a/gone.md b/gone.md
            --- a/gone.md
            +++ /dev/null
            @@ -1,2 +0,0 @@
            """
        let hunks = ChangedLines.hunks(diff)
        #expect(hunks.map(\.path) == ["a.md", "tab\there.md"])
        #expect(hunks.map(\.lines) == [[3...3, 8...9, 19...20], [1...4]])
        #expect(ChangedLines.unquoted("\"caf\\303\\251 \\\"x\\\".md\"") == "café \"x\".md")
    }

    /// A binary property list string table: its findings have no line.
    static func binaryTable(_ key: String, _ value: String) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: [key: value], format: .binary, options: 0)
    }

    @Test func findingsWithoutALineCountWhenTheirFileChanged() throws {
        let repository = try Repository([:])
        defer { repository.remove() }
        for folder in ["en.lproj", "fr.lproj"] {
            try FileManager.default.createDirectory(atPath: repository.path + "/" + folder, withIntermediateDirectories: true)
        }
        _ = FileManager.default.createFile(
            atPath: repository.path + "/en.lproj/Localizable.strings",
            contents: try Self.binaryTable("help.body", "Need help? [Click here](https://example.com/support)"))
        _ = FileManager.default.createFile(
            atPath: repository.path + "/fr.lproj/Localizable.strings",
            contents: try Self.binaryTable("help.body", "Besoin d’aide ? [Cliquez ici](https://example.com/support)"))
        repository.git("add", "-A")
        repository.git("commit", "-q", "-m", "Tables")
        _ = FileManager.default.createFile(
            atPath: repository.path + "/fr.lproj/Localizable.strings",
            contents: try Self.binaryTable("help.body", "Une question ? [Cliquez ici](https://example.com/support)"))
        let run = repository.run([".", "--changed-since", "HEAD", "--format", "json"] + Self.generic)
        let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let findings = report?["findings"] as? [[String: Any]] ?? []
        #expect(findings.map { $0["file"] as? String } == ["fr.lproj/Localizable.strings", "fr.lproj/Localizable.strings"])
        #expect(findings.map { $0["rule"] as? String } == ["generic-link-text", "markdown-link-needs-underline"])
        #expect(findings.map { $0["line"] as? Int } == [nil, nil])
        // The English table's two findings: its file is unchanged.
        #expect(run.standardError == "linkaudit: 2 findings on unchanged lines not shown (--changed-since HEAD)\n")
    }

    @Test func aStagedEditCountsAndAnOlderLinkMovedDownDoesNot() throws {
        let repository = try Repository([
            "faq.md": "# FAQ\n\n- [Click here](https://example.com/a)\n- [Read more](https://example.com/b)\n"
        ])
        defer { repository.remove() }
        // A new list item between the two old ones, staged: both old links keep their text.
        let edited = MarkedText(
            "# FAQ\n\n- [Click here](https://example.com/a)\n- 1️⃣[Learn more](https://example.com/c)\n- [Read more](https://example.com/b)\n"
        )
        repository.write("faq.md", edited.text)
        repository.git("add", "faq.md")
        let run = repository.run(["faq.md", "--changed-since", "HEAD"] + Self.generic)
        #expect(
            run.standardOutput.split(separator: "\n").map(String.init) == [
                Self.genericLine("faq.md", edited.positions["1️⃣"]!, "Learn more"),
                "1 file, 3 links: 0 errors, 1 warning, 0 notes; 0 unreadable inputs",
            ])
        #expect(run.standardError == "linkaudit: 2 findings on unchanged lines not shown (--changed-since HEAD)\n")
    }

    /// An ambiguity is one finding at the name's first link; a change that adds a link of the name
    /// to another destination shows it (a related place is on a changed line), an unrelated edit does not.
    @Test func anAmbiguityShowsWhenALinkOfItIsAddedNotWhenAnotherLineChanges() throws {
        let committed = "Plans: [pricing](https://example.com/pricing/a).\n\nOther plans: [pricing](https://example.com/pricing/b).\n"
        let repository = try Repository([
            "plans.md": "# Plans\n\n" + committed, "faq.md": "# FAQ\n\nSee [pricing](https://example.com/a).\n",
        ])
        defer { repository.remove() }
        let only = ["--disable", "inline-only-destination", "--fail-on", "never"]
        // Another line of plans.md changes; faq.md gains a second destination for its name.
        repository.write("plans.md", "# Plans and prices\n\n" + committed)
        let faq = MarkedText(
            "# FAQ\n\nSee 1️⃣[pricing](https://example.com/a).\n\nAlso 2️⃣[Pricing](https://example.com/b).\n")
        repository.write("faq.md", faq.text)
        let run = repository.run(["plans.md", "faq.md", "--changed-since", "HEAD"] + only)
        let (first, second) = (faq.positions["1️⃣"]!, faq.positions["2️⃣"]!)
        #expect(
            run.standardOutput.split(separator: "\n").map(String.init) == [
                "faq.md:\(first.line):\(first.utf8Column): warning: \"pricing\" names 2 links to 2 destinations: https://example.com/a "
                    + "(\(first.line):\(first.utf8Column)); https://example.com/b (\(second.line):\(second.utf8Column)); "
                    + "fix: give each destination a name of its own [ambiguous-link-text]",
                "2 files, 4 links: 0 errors, 1 warning, 0 notes; 0 unreadable inputs",
            ])
        #expect(run.standardError == "linkaudit: 1 finding on unchanged lines not shown (--changed-since HEAD)\n")
    }

    @Test func anUnknownRefIsAUsageErrorNamingIt() throws {
        let repository = try Repository(["guide.md": "Read [here](https://example.com/).\n"])
        defer { repository.remove() }
        let run = repository.run(["guide.md", "--changed-since", "no-such-branch"])
        #expect(run.status == .usage)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "linkaudit: error: --changed-since: unknown git ref 'no-such-branch' (not a commit in this repository)\n")
    }

    @Test func aFolderOutsideAnyRepositoryIsAUsageError() throws {
        let folder = try temporaryFolder(["guide.md": "Read [here](https://example.com/).\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CommandRun(["guide.md", "--changed-since", "main"], in: folder)
        #expect(run.status == .usage)
        #expect(run.standardError == "linkaudit: error: --changed-since main: the working directory is not in a git repository\n")
    }
}
