import Foundation
import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit
@testable import LinkAuditReporters

/// Issue 11: the HTML report's long tail in per-folder pages, so every finding has an anchor.
@Suite("HTML report folder pages")
struct HTMLFolderPagesTests {
    /// Pilcrow heading anchors in two folders (one nested two levels down), vague "here" links in
    /// a third whose name is hostile markup, and a lone "more" link at the top.
    static let files: [(String, String)] = [
        ("site/guide/install.md", "# Install [¶](#install)\n\nRead [here](https://example.com/a) first.\n"),
        ("site/guide/upgrade.md", "# Upgrade [¶](#upgrade)\n\n## Before [¶](#before)\n"),
        ("site/blog/2024/news.md", "## News [¶](#news)\n\nDetails [here](https://example.com/b).\n"),
        ("site/\"><img src=x onerror=alert(1)>/x.md", "See [here](https://example.com/c).\n"),
        ("site/top.md", "[More](https://example.com/d)\n"),
    ]

    static var result: AuditResult {
        var configuration = Configuration()
        // GitHub makes `install-` of "Install ¶": the pilcrows' fragments are `broken-fragment`'s.
        configuration.disabledRules = ["ambiguous-link-text", "inline-only-destination", "broken-fragment"]
        let documents = files.map { DocumentExtractor.extract(file: $0.0, bytes: Array($0.1.utf8), format: Discovery.format(of: $0.0)!) }
        return Auditor(configuration: configuration).evaluate(documents: documents, files: files.map(\.0))
    }

    /// One group in full with one place, one group as a line, the rest counted.
    static var capped: HTMLReportContext {
        var context = HTMLReportContext(paths: ["site"])
        context.pagesFolder = "report.files"
        context.placesPerGroup = 1
        context.groupsPerRule = 1
        context.groupLinesPerRule = 1
        return context
    }

    static func anchors(_ html: String) -> [String] { html.matches(of: /id="(f-[0-9a-f]{16})"/).map { String($0.output.1) } }

    static let pageNames = [
        "site-ca3f214a.html", "img-src-x-onerror-alert-1-69b5e9b4.html", "blog-9d6c4c7a.html", "guide-a0fe1546.html",
    ]

    @Test func everyFindingHasExactlyOneAnchorAcrossTheMainPageAndTheFolderPages() {
        let (main, pages) = HTMLReporter.renderWithPages(Self.result, context: Self.capped, mainPage: "report.html")
        #expect(pages.map(\.name) == Self.pageNames)
        #expect(Self.anchors(main).count == 1)
        #expect(pages.map { Self.anchors($0.html).count } == [1, 1, 1, 4])
        let all = Self.anchors(main) + pages.flatMap { Self.anchors($0.html) }
        let expected = HTMLAnchors.findingAnchors(Self.result.findings, links: Self.result.links)
        #expect(all.count == 8)
        #expect(all.sorted() == expected.sorted())
        // The top-level file's page lists it under its own heading, with its anchor and a link back.
        let top = pages[0].html
        #expect(top.contains("<h3><code>site/top.md</code></h3>"))
        #expect(top.contains("<a href=\"../report.html\">Back to the main report</a> (site)"))
        #expect(top.contains("<html lang=\"en\">"))
        #expect(top.contains(HTMLPageAssets.contentSecurityPolicy))
    }

    @Test func theMainPageLinksToExistingPageAnchorPairs() throws {
        let (main, pages) = HTMLReporter.renderWithPages(Self.result, context: Self.capped, mainPage: "report.html")
        let links = main.matches(of: /href="report\.files\/([^"#]*)#(f-[0-9a-f]{16})"/).map { (String($0.output.1), String($0.output.2)) }
        #expect(links.map(\.0) == ["guide-a0fe1546.html", "img-src-x-onerror-alert-1-69b5e9b4.html"])
        for (name, anchor) in links {
            let page = try #require(pages.first { $0.name == name })
            #expect(Self.anchors(page.html).filter { $0 == anchor }.count == 1, "\(name)#\(anchor)")
        }
        // The group cut to one place links its 3 other places; the one-line group links its places.
        #expect(main.contains(">3 more places</a>.</p>"))
        #expect(main.contains(">its places</a></li>"))
        #expect(main.contains("1 more groups (each place is on the folder pages)."))
    }

    @Test func aHostileFolderNameIsNeverAFileNameAndIsEscapedOnItsPage() throws {
        let (_, pages) = HTMLReporter.renderWithPages(Self.result, context: Self.capped, mainPage: "report.html")
        for page in pages { #expect(HTMLPagesFolder.isPageName(page.name), "\(page.name)") }
        let hostile = try #require(pages.first { $0.name.hasPrefix("img-") })
        #expect(!hostile.html.contains("<img"))
        #expect(hostile.html.contains("<h3><code>site/&quot;&gt;&lt;img src=x onerror=alert(1)&gt;/x.md</code></h3>"))
        #expect(HTMLFolderPages.slug("../..") == "top")
        #expect(HTMLFolderPages.slug("docs/Guía Rápida") == "gu-a-r-pida")
        #expect(HTMLPagesFolder.name(for: "out/Report.HTML") == "Report.files")
        #expect(!HTMLPagesFolder.isPageName("../x.html"))
    }

    @Test func aLargeFolderIsSplitIntoPagesOfWholeFiles() {
        var context = Self.capped
        context.findingsPerFolderPage = 2
        let (main, pages) = HTMLReporter.renderWithPages(Self.result, context: context, mainPage: "report.html")
        #expect(pages.map(\.name) == Array(Self.pageNames.dropLast()) + ["guide-a0fe1546.html", "guide-a0fe1546-2.html"])
        #expect(pages.map { Self.anchors($0.html).count } == [1, 1, 1, 2, 2])
        #expect(pages[4].html.contains("site/guide (part 2 of 2)"))
        #expect(Self.anchors(main).count + pages.reduce(0) { $0 + Self.anchors($1.html).count } == 8)
    }

    @Test func withinTheCapsOrWithoutAFolderNoPagesAreMade() {
        var context = HTMLReportContext(paths: ["site"])
        context.pagesFolder = "report.files"
        let (main, pages) = HTMLReporter.renderWithPages(Self.result, context: context, mainPage: "report.html")
        #expect(pages.isEmpty)
        #expect(Self.anchors(main).count == 8)
        var unfoldered = Self.capped
        unfoldered.pagesFolder = nil
        let (counted, none) = HTMLReporter.renderWithPages(Self.result, context: unfoldered, mainPage: "report.html")
        #expect(none.isEmpty)
        #expect(counted.contains("3 more places (see the JSON report)."))
    }

    @Test func twoRunsGiveTheSameBytes() {
        let first = HTMLReporter.renderWithPages(Self.result, context: Self.capped, mainPage: "report.html")
        let second = HTMLReporter.renderWithPages(Self.result, context: Self.capped, mainPage: "report.html")
        #expect(first.main == second.main)
        #expect(first.pages == second.pages)
    }

    @Test func aLaterRunRemovesOnlyThePagesTheToolWrote() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkaudit-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = folder + "/report.html"
        let pages = [
            HTMLReportPage(name: "a-12345678.html", html: Self.page("A")), HTMLReportPage(name: "b-12345678.html", html: Self.page("B")),
        ]
        #expect(HTMLPagesFolder.write(pages, nextTo: report) == nil)
        try "mine".write(toFile: folder + "/report.files/notes.txt", atomically: true, encoding: .utf8)
        #expect(HTMLPagesFolder.write([HTMLReportPage(name: "b-12345678.html", html: Self.page("B2"))], nextTo: report) == nil)
        let listed = try FileManager.default.contentsOfDirectory(atPath: folder + "/report.files").sorted()
        #expect(listed == [".linkaudit-pages", "b-12345678.html", "notes.txt"])
        #expect(try String(contentsOfFile: folder + "/report.files/b-12345678.html", encoding: .utf8) == Self.page("B2"))
        // No pages: the tool's files go, the user's file and so the folder stay.
        #expect(HTMLPagesFolder.write([], nextTo: report) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/report.files") == ["notes.txt"])
        try FileManager.default.removeItem(atPath: folder + "/report.files/notes.txt")
        #expect(HTMLPagesFolder.write(pages, nextTo: report) == nil)
        #expect(HTMLPagesFolder.write([], nextTo: report) == nil)
        #expect(!FileManager.default.fileExists(atPath: folder + "/report.files"))
    }

    /// A page as the reporter writes it: with the generator `<meta>`.
    private static func page(_ body: String) -> String {
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta name=\"generator\" content=\"linkaudit\">\n</head><body>\(body)</body></html>\n"
    }

    /// Issue 25, section 4: the marker is a list of names, not a licence. A folder, a symbolic link,
    /// a file without linkaudit's generator mark or a path out of the folder it names stays.
    @Test func theMarkerNeverRemovesWhatTheToolDidNotWrite() throws {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("linkaudit-\(UUID().uuidString)").path
        defer { try? manager.removeItem(atPath: folder) }
        let pages = folder + "/report.files"
        try manager.createDirectory(atPath: pages + "/c-12345678.html", withIntermediateDirectories: true)
        try Self.page("kept").write(toFile: pages + "/c-12345678.html/inside.html", atomically: true, encoding: .utf8)
        try Self.page("outside").write(toFile: folder + "/outside.html", atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(atPath: pages + "/d-12345678.html", withDestinationPath: folder + "/outside.html")
        try "<p>a user's page</p>".write(toFile: pages + "/e-12345678.html", atomically: true, encoding: .utf8)
        try Self.page("old").write(toFile: pages + "/f-12345678.html", atomically: true, encoding: .utf8)
        let listed = ["c-12345678.html", "d-12345678.html", "e-12345678.html", "f-12345678.html", "../outside.html", "/etc/x.html"]
        try (listed.joined(separator: "\n") + "\n").write(toFile: pages + "/.linkaudit-pages", atomically: true, encoding: .utf8)
        #expect(HTMLPagesFolder.write([], nextTo: folder + "/report.html") == nil)
        #expect(try manager.contentsOfDirectory(atPath: pages).sorted() == ["c-12345678.html", "d-12345678.html", "e-12345678.html"])
        #expect(manager.fileExists(atPath: pages + "/c-12345678.html/inside.html"))
        #expect(manager.fileExists(atPath: folder + "/outside.html"))
    }

    @Test func theCommandWritesNoFolderWithoutOverflow() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkaudit-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CommandRun(["generic-text-with-title.md", "-q", "--html", folder + "/report.html"])
        #expect(run.status == .clean)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: folder)) == ["report.html"])
    }
}
