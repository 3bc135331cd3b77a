import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// The configuration's leftovers of issue 10, item 4: an `include` pattern that takes no file is a
/// warning, as an `exclude` one is; `render` per-path patterns read as gitignore lines, as the
/// other patterns are, and the older glob forms keep working.
@Suite("Configuration patterns")
struct ConfigurationPatternTests {
    static let tree = ["Help/a.md", "Help/sub/b.md", "docs/Help/c.md", "docs/guide.md", "Helpful.md"]

    /// The files of `tree` whose links are rendered as SwiftUI with these `render` patterns.
    static func swiftUIFiles(_ patterns: [(String, RenderTarget)]) throws -> [String] {
        let root = try temporaryFolder(
            Dictionary(uniqueKeysWithValues: tree.map { ($0, "Read the [setup guide](https://example.com/setup).\n") }))
        defer { try? FileManager.default.removeItem(atPath: root) }
        var configuration = Configuration()
        configuration.renderByPath = patterns.map { (pattern: $0.0, render: $0.1) }
        let result = Auditor(configuration: configuration, workingDirectory: root).audit(paths: ["."])
        #expect(result.links.count == tree.count)
        return result.links.filter { $0.render == .swiftui }.map(\.file)
    }

    /// Each case: a `render` pattern (to `swiftui`) and the files it takes; the others stay web.
    @Test(arguments: [
        // Gitignore forms, as `exclude` and `include` read them.
        ("Help/**", ["Help/a.md", "Help/sub/b.md"]),
        ("**/Help/**", ["Help/a.md", "Help/sub/b.md", "docs/Help/c.md"]),
        ("Help", ["Help/a.md", "Help/sub/b.md", "docs/Help/c.md"]),
        ("Help/", ["Help/a.md", "Help/sub/b.md", "docs/Help/c.md"]),
        ("/Help/*.md", ["Help/a.md"]),
        // Forms existing configurations use: a name glob, an anchored glob, `**` at the start.
        ("*.md", ["Help/a.md", "Help/sub/b.md", "Helpful.md", "docs/Help/c.md", "docs/guide.md"]),
        ("Help*.md", ["Helpful.md"]),
        ("Help/*.md", ["Help/a.md"]),
        ("**/c.md", ["docs/Help/c.md"]),
        ("docs/**", ["docs/Help/c.md", "docs/guide.md"]),
    ])
    func eachRenderPatternForm(_ pattern: String, _ taken: [String]) throws {
        #expect(try Self.swiftUIFiles([(pattern, .swiftui)]) == taken)
    }

    @Test func theFirstRenderPatternThatTakesAFileDecides() throws {
        #expect(
            try Self.swiftUIFiles([("Help/sub/**", .web), ("Help/**", .swiftui), ("**/guide.md", .swiftui)]) == [
                "Help/a.md", "docs/guide.md",
            ])
        // A negated pattern takes nothing (there is no later pattern for it to take back from).
        #expect(try Self.swiftUIFiles([("!Help/a.md", .swiftui)]) == [])
    }

    @Test func includePatternsThatTakeNoFileAreListed() throws {
        let root = try temporaryFolder(
            Dictionary(uniqueKeysWithValues: Self.tree.map { ($0, "Read [the guide](https://example.com/).\n") }))
        defer { try? FileManager.default.removeItem(atPath: root) }
        var discovery = Discovery()
        discovery.includes = ["docs/**", "Docs/**", "*.txt", "Help", "docs/**"]
        let found = discovery.walk(["."], workingDirectory: root)
        #expect(found.inputs.map(\.path) == ["Help/a.md", "Help/sub/b.md", "docs/Help/c.md", "docs/guide.md"])
        #expect(found.unmatchedIncludes == ["Docs/**", "*.txt"])
        // Files named by themselves are audited whatever `include` says: no pattern was tried.
        #expect(discovery.walk(["docs/guide.md", "Helpful.md"], workingDirectory: root).unmatchedIncludes == nil)
    }

    @Test func theCommandWarnsAboutAnIncludePatternThatTakesNoFile() throws {
        let root = try temporaryFolder([
            ".linkaudit.yml": "include:\n  - Help/**\n  - Guides/**\n  - \"*.xcstrings\"\n",
            "Help/a.md": "Read [the setup guide](https://example.com/).\n",
            "notes.md": "Read [the notes](https://example.com/notes).\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CommandRun([".", "--quiet"], in: root)
        #expect(run.status == .clean)
        // The one note: inline-only-destination on Help/a.md.
        #expect(run.standardOutput == "1 file, 1 link: 0 errors, 0 warnings, 1 note; 0 unreadable inputs\n")
        #expect(
            run.standardError
                == "linkaudit: warning: the include pattern 'Guides/**' matched no file linkaudit reads (paths are matched as reports show them)\n"
                + "linkaudit: warning: the include pattern '*.xcstrings' matched no file linkaudit reads (paths are matched as reports show them)\n"
        )
        // Named by itself, a file is audited without include patterns being tried: no warning.
        let alone = CommandRun(["notes.md", "--quiet"], in: root)
        #expect(alone.standardOutput == "1 file, 1 link: 0 errors, 0 warnings, 1 note; 0 unreadable inputs\n")
        #expect(alone.standardError == "")
    }

    /// Each case: an exclude pattern naming a folder, and which of two files named by themselves
    /// (as the build-tool plugin names a target's files) stay audited.
    @Test(arguments: [
        ("Drafts", [String]()),
        ("Drafts/", []),
        ("Drafts/**", ["docs/Drafts/b.md"]),
        ("**/Drafts/**", []),
        ("/Drafts", ["docs/Drafts/b.md"]),
        ("docs/Drafts/", ["Drafts/a.md"]),
    ])
    func aFileNamedByItselfInsideAnExcludedFolderIsLeftOut(_ pattern: String, _ kept: [String]) throws {
        let root = try temporaryFolder([
            "Drafts/a.md": "[Guide](https://example.com/)\n", "docs/Drafts/b.md": "[Guide](https://example.com/)\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = Discovery(excludes: [pattern]).inputs(for: ["Drafts/a.md", "docs/Drafts/b.md"], workingDirectory: root)
        #expect(found.inputs.map(\.path) == kept)
        #expect(found.errors.isEmpty)
        #expect(found.unmatchedExcludes == [])
    }

    @Test func theHelpNamesEveryGitignoreForm() {
        for form in ["'vendor'", "'vendor/'", "'vendor/**'", "'**/vendor/**'", "'/notes.md'", "'!pattern'", "matching nothing is a\n"] {
            #expect(Options.help.contains(form), "\(form)")
        }
        #expect(Options.help.contains("include\n" + String(repeating: " ", count: 26) + "and render per path (patterns as for --exclude)"))
    }
}
