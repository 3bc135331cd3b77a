import Foundation
import LinkAuditExtractors
import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// The project's own Markdown pages link to each other by relative paths: each must lead to a file
/// that exists, and each `#fragment` to an anchor of that page, as linkaudit's own extraction makes
/// GitHub's anchors (the ones `broken-fragment` checks).
@Suite("Documentation links")
struct DocumentationLinkTests {
    /// `README.md`, `CONTRIBUTING.md` and every Markdown page below `docs/`, relative to the project.
    static let pages: [String] = {
        var pages = ["README.md", "CONTRIBUTING.md"]
        let walker = FileManager.default.enumerator(atPath: projectFolder + "/docs")
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".md") { pages.append("docs/" + path) }
        }
        return pages.sorted()
    }()

    /// The lines of a page outside fenced code blocks.
    static func linesOutsideCode(_ text: String) -> [Substring] {
        var inFence = false
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inFence.toggle()
            } else if !inFence {
                lines.append(line)
            }
        }
        return lines
    }

    /// The lines of a page outside fenced code blocks, with code spans removed.
    static func prose(_ text: String) -> [String] {
        linesOutsideCode(text).map { line in
            let parts = line.split(separator: "`", omittingEmptySubsequences: false)
            return parts.enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
        }
    }

    /// The destinations of inline links (`[text](destination)`) in a page's prose.
    static func destinations(in text: String) -> [String] {
        prose(text).flatMap { line -> [String] in
            line.components(separatedBy: "](").dropFirst().compactMap { rest in
                let destination = rest.prefix { $0 != ")" && $0 != " " }
                return destination.isEmpty ? nil : String(destination)
            }
        }
    }

    /// The anchors of a Markdown page as GitHub makes them, read by the project's own extraction in
    /// the GitHub dialect (`MarkdownAnchorSource.anchors`, what `broken-fragment` checks): headings
    /// outside code blocks, slugged as GitHub does, repeats numbered `-1`, `-2`, …, and the ids of
    /// raw HTML.
    static func anchors(in text: String) -> Set<String> {
        let document = DocumentExtractor.extract(
            file: "page.md", bytes: Array(text.utf8), format: .markdown, options: ExtractionOptions(markdownDialect: .gfm))
        return Set(document.markdownAnchors?.anchors ?? [])
    }

    @Test func anchorsAreGitHubs() {
        let page = """
            # Title

            ```sh
            # not a heading
            ```

            ~~~
            ## Not one either
            ~~~

                # Nor in an indented block

            <a id="raw-html"></a>

            ## Set up and run

            ## Large runs: cache, progress, shards

            ## A binary copied out of `.build`

            Set up and run
            --------------

            """
        #expect(
            Self.anchors(in: page) == [
                "title", "raw-html", "set-up-and-run", "large-runs-cache-progress-shards", "a-binary-copied-out-of-build",
                "set-up-and-run-1",
            ])
        #expect(Self.destinations(in: "See [a](b.md#c) and `[x](y)`, [d](https://e.example).\n") == ["b.md#c", "https://e.example"])
    }

    @Test func relativeLinksLeadToFilesAndHeadings() throws {
        #expect(Self.pages.contains("docs/configuration.md") && Self.pages.contains("docs/rules/generic-link-text.md"))
        for page in Self.pages {
            let text = try String(contentsOfFile: projectFolder + "/" + page, encoding: .utf8)
            let folder = URL(fileURLWithPath: projectFolder + "/" + page).deletingLastPathComponent()
            for destination in Self.destinations(in: text) where !destination.contains(":") {
                let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let target =
                    parts[0].isEmpty ? URL(fileURLWithPath: projectFolder + "/" + page) : folder.appendingPathComponent(String(parts[0]))
                #expect(FileManager.default.fileExists(atPath: target.path), "\(page): \(destination) leads to no file")
                guard parts.count == 2, target.pathExtension == "md" else { continue }
                let targetText = (try? String(contentsOf: target, encoding: .utf8)) ?? ""
                #expect(Self.anchors(in: targetText).contains(String(parts[1])), "\(page): \(destination) names no anchor of that page")
            }
        }
    }

    /// `docs/README.md` lists every page of `docs/`, so none is left unfound.
    @Test func theDocsIndexListsEveryPage() throws {
        let index = Set(Self.destinations(in: try String(contentsOfFile: projectFolder + "/docs/README.md", encoding: .utf8)))
        let pages = Self.pages.filter { $0.hasPrefix("docs/") && !$0.hasPrefix("docs/rules/") && $0 != "docs/README.md" }
        #expect(pages.count >= 10)
        for page in pages { #expect(index.contains(String(page.dropFirst("docs/".count))), "docs/README.md does not list \(page)") }
        #expect(index.contains("rules/"))
    }
}
