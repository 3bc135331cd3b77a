import Foundation
import LinkAuditKit
import Testing

/// `exclude` and `include` patterns read as `.gitignore` lines (issue 10, item 4), each form on a
/// temporary folder, and the folders skipped by default.
@Suite("Path patterns")
struct PathPatternTests {
    static let tree = [
        "third_party/a.md", "docs/third_party/b.md", "docs/guide.md", "docs/draft-intro.md", "docs/2024/05/draft-plan.md",
        "docs/final-draft-plan.md", "notes.md", "docs/notes.md", "api.generated.md", "docs/ref.generated.md",
        "third_party.md",
    ]

    /// A temporary folder holding each path (a link in each), removed by the caller.
    static func folder(_ paths: [String]) throws -> String {
        try temporaryFolder(Dictionary(uniqueKeysWithValues: paths.map { ($0, "[Guide](https://example.com/guide)\n") }))
    }

    /// The files found below the folder with these excludes, and the patterns that matched nothing.
    static func found(_ excludes: [String], includes: [String] = [], in root: String) -> (files: [String], unmatched: [String]) {
        var discovery = Discovery(excludes: excludes)
        discovery.includes = includes
        let result = discovery.inputs(for: ["."], workingDirectory: root)
        return (result.inputs.map(\.path), result.unmatchedExcludes)
    }

    /// Each case: the patterns, and the files of `tree` they leave out.
    @Test(arguments: [
        // No slash: a name at any depth, file or folder.
        (["third_party"], ["docs/third_party/b.md", "third_party/a.md"]),
        // A trailing slash: folders only (`third_party.md` is a file and stays).
        (["third_party/"], ["docs/third_party/b.md", "third_party/a.md"]),
        // A slash inside anchors to the top: `docs/third_party/b.md` stays.
        (["third_party/**"], ["third_party/a.md"]),
        // `**/` at the start: at any depth, the top included.
        (["**/third_party/**"], ["docs/third_party/b.md", "third_party/a.md"]),
        (["*.generated.md"], ["api.generated.md", "docs/ref.generated.md"]),
        // `**` crosses zero or more folders; `draft-*` does not match `final-draft-plan.md`.
        (["docs/**/draft-*.md"], ["docs/2024/05/draft-plan.md", "docs/draft-intro.md"]),
        // A leading slash: the top folder's `notes.md` only.
        (["/notes.md"], ["notes.md"]),
        (["notes.md"], ["docs/notes.md", "notes.md"]),
        // `!` takes a file back; the last matching pattern decides.
        (["docs/*.md", "!docs/guide.md"], ["docs/draft-intro.md", "docs/final-draft-plan.md", "docs/notes.md", "docs/ref.generated.md"]),
    ])
    func eachFormOfPattern(_ excludes: [String], _ leftOut: [String]) throws {
        let root = try Self.folder(Self.tree)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = Self.found(excludes, in: root)
        #expect(result.files == Self.tree.filter { !leftOut.contains($0) }.sorted())
        #expect(result.unmatched == [])
    }

    /// As in Git, a file inside an excluded folder cannot be taken back: the folder is not entered,
    /// and the `!` pattern that never matched is warned about.
    @Test func aNegationCannotReachIntoAnExcludedFolder() throws {
        let root = try Self.folder(Self.tree)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = Self.found(["docs/", "!docs/guide.md"], in: root)
        #expect(result.files == ["api.generated.md", "notes.md", "third_party.md", "third_party/a.md"])
        #expect(result.unmatched == ["!docs/guide.md"])
    }

    @Test func includeKeepsOnlyMatchingFilesBelowTheFoldersGiven() throws {
        let root = try Self.folder(Self.tree)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(
            Self.found([], includes: ["docs/**"], in: root).files == [
                "docs/2024/05/draft-plan.md", "docs/draft-intro.md", "docs/final-draft-plan.md", "docs/guide.md", "docs/notes.md",
                "docs/ref.generated.md", "docs/third_party/b.md",
            ])
        #expect(
            Self.found(["**/draft-*.md"], includes: ["docs/", "*.generated.md"], in: root).files == [
                "api.generated.md", "docs/final-draft-plan.md", "docs/guide.md", "docs/notes.md", "docs/ref.generated.md",
                "docs/third_party/b.md",
            ])
        // A file named on the command line is audited whatever `include` says.
        var discovery = Discovery()
        discovery.includes = ["docs/**"]
        #expect(discovery.inputs(for: ["notes.md"], workingDirectory: root).inputs.map(\.path) == ["notes.md"])
    }

    /// Dependencies and site output are skipped without a pattern; named as a path they are audited;
    /// a pattern naming them is not reported as matching nothing.
    @Test func dependencyAndOutputFoldersAreSkippedByDefault() throws {
        let root = try Self.folder([
            "vendor/bundle/gems/x/README.md", "_site/index.html", "public/index.html", "build/out.md", ".bundle/a.md",
            "docs/vendor/c.md", "docs/a.md",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Self.found([], in: root).files == ["docs/a.md"])
        for pattern in ["vendor", "vendor/", "vendor/**", "**/vendor/**", "_site"] {
            #expect(Self.found([pattern], in: root) == (["docs/a.md"], []), "\(pattern)")
        }
        #expect(Discovery().inputs(for: ["public"], workingDirectory: root).inputs.map(\.path) == ["public/index.html"])
    }

    /// The command warns about a pattern matching nothing, as reports show paths.
    @Test func theCommandTakesGitignorePatterns() throws {
        let root = try Self.folder(Self.tree)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CommandRun([".", "--exclude", "docs/", "--exclude", "!docs/guide.md", "--format", "json"], in: root)
        let json = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as! [String: Any]
        #expect(json["files"] as? [String] == ["api.generated.md", "notes.md", "third_party.md", "third_party/a.md"])
        #expect(
            run.standardError
                == "linkaudit: warning: the exclude pattern '!docs/guide.md' matched no file or folder (paths are matched as reports show them)\n"
        )
    }
}
