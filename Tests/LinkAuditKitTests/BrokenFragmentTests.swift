import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// `broken-fragment` (issue 14): same-page fragments in Markdown and HTML, `aria-labelledby` ids,
/// and fragments of other pages of the run, in memory and streamed.
@Suite("Broken fragments")
struct BrokenFragmentTests {
    private func result(_ files: [(String, String)], configuration: Configuration = Configuration(), spool: LinkSpool? = nil)
        -> AuditResult
    {
        let documents = files.map { DocumentExtractor.extract(file: $0.0, bytes: Array($0.1.utf8), format: Discovery.format(of: $0.0)!) }
        let accumulator = AuditAccumulator(configuration: configuration, spool: spool)
        for (index, document) in documents.enumerated() { accumulator.add(document, index: index) }
        return accumulator.finish(files: files.map(\.0))
    }

    /// Each finding as `file line:column message | fix`.
    private func found(_ files: [(String, String)], configuration: Configuration = Configuration()) -> [String] {
        result(files, configuration: configuration).findings.filter { $0.rule == "broken-fragment" }.map {
            "\($0.file) \($0.line ?? 0):\($0.column ?? 0) \($0.message) | \($0.fix ?? "")"
        }
    }

    private static let nowhere = ": the link does not lead to a place on the page"

    @Test func markdownSameDocumentFragments() {
        let page = MarkedText(
            """
            # Sync your bookmarks

            ## Before you start
            ## FAQ
            ## FAQ

            > - See 1️⃣[the steps](#before-you-begin) or [the first FAQ](#faq).
            > - Also [the second FAQ](#faq-1), 2️⃣[a third](#faq-2) and [the top](#top).

            | Topic | Where |
            |---|---|
            | Sync | 3️⃣[sync](#Sync-your-bookmarks) |
            """)
        let one = page["1️⃣"], two = page["2️⃣"], three = page["3️⃣"]
        #expect(
            found([("help/sync.md", page.text)]) == [
                "help/sync.md \(one.line):\(one.utf8Column) \"#before-you-begin\" is not an id, anchor or heading of this page"
                    + Self.nowhere + " | link to an anchor this page defines, or give the target an id",
                "help/sync.md \(two.line):\(two.utf8Column) \"#faq-2\" is not an id, anchor or heading of this page" + Self.nowhere
                    + " | did you mean \"#faq-1\"? link to an anchor this page defines, or give the target an id",
                "help/sync.md \(three.line):\(three.utf8Column) \"#Sync-your-bookmarks\" is not an id, anchor or heading of this page"
                    + Self.nowhere
                    + " | did you mean \"#sync-your-bookmarks\"? link to an anchor this page defines, or give the target an id",
            ])
    }

    /// Explicit `{#id}` headings, raw HTML anchors and percent-encoded fragments are found.
    @Test func markdownExplicitIdsRawAnchorsAndEncodedFragments() {
        let page = """
            ## Einrichtung {#setup}

            <a name="legacy"></a>

            ## Über uns

            See [setup](#setup), [legacy](#legacy), [about](#%C3%BCber-uns), [about again](#über-uns),
            [hashbang](#!/inbox), [route](#/settings/sync), [quote](#setup:~:text=Einrichtung), [empty](#).
            Templated: [a]({{ page.url }}#nowhere), [b](#{{ anchor }}), [c](#${section}), [d](guide.md#%@).
            """
        #expect(found([("help/de/about.md", page)]) == [])
    }

    /// Templates and saved replies in `.github/` are shown inside an issue or pull request page,
    /// where their fragments point; other folders' Markdown is checked.
    @Test func githubTemplatesPointIntoTheIssuePage() {
        let text = "Tick every box of the [checklist](#pr-checklist) first.\n"
        #expect(found([(".github/PULL_REQUEST_TEMPLATE.md", text), ("repo/.github/messages/welcome.md", text)]) == [])
        #expect(found([("docs/github/welcome.md", text)]).count == 1)
    }

    @Test func htmlSameDocumentFragmentsAndLabelledby() {
        let page = MarkedText(
            """
            <html lang="en"><body>
            <h2 id="install">Install</h2><a name="envvars"></a>
            <p><span id="report-label">Annual report</span>
            1️⃣<a href="#Install">install</a> <a href="#install">ok</a> <a href="#envvars">vars</a>
            2️⃣<a href="/report.pdf" aria-labelledby="report-label reprot-size">PDF</a>
            <a href="#top">top</a> <a href="#TOP">TOP</a> <a href="#">top too</a>
            3️⃣<nav><a href="#secton-3">Section three</a></nav></p>
            <template><p id="section-3"></p></template>
            </body></html>
            """)
        let one = page["1️⃣"], two = page["2️⃣"], three = page["3️⃣"]
        #expect(
            found([("site/guide.html", page.text)]) == [
                "site/guide.html \(one.line):\(one.utf8Column) \"#Install\" is not an id, anchor or heading of this page" + Self.nowhere
                    + " | did you mean \"#install\"? link to an anchor this page defines, or give the target an id",
                "site/guide.html \(two.line):\(two.utf8Column) aria-labelledby names an id no element of the page has: "
                    + "\"reprot-size\"; that part of the name is lost | point aria-labelledby at the id of the element whose text "
                    + "names the link, or remove it",
                "site/guide.html \(three.line):\(three.utf8Column + "<nav>".utf8.count) \"#secton-3\" is not an id, anchor or heading of "
                    + "this page" + Self.nowhere + " | link to an anchor this page defines, or give the target an id",
            ])
    }

    /// The URL parser drops tabs and line breaks: an `href` wrapped across lines still arrives.
    @Test func hrefsWrappedAcrossLines() {
        let page = "<h2 id=\"installing\">Installing</h2>\n<p><a href=\"#install\n  ing\">x</a> <a href=\"#install\ning\">y</a></p>\n"
        #expect(
            found([("site/wrapped.html", page)]).map { $0.components(separatedBy: " is not")[0] } == [
                "site/wrapped.html 2:4 \"#install  ing\""
            ])
    }

    /// A `<base href>` elsewhere sends `#x` to that address: not this page's fragment.
    @Test func aBaseElsewhereIsNotThisPage() {
        let page = ##"<html><head><base href="https://example.com/docs/"></head><body><a href="#nowhere">x</a></body></html>"##
        #expect(found([("site/based.html", page)]) == [])
    }

    /// An `aria-labelledby` in raw HTML of a Markdown document may name an id elsewhere in the document.
    @Test func labelledbyInMarkdownLooksAtTheWholeDocument() {
        let page = MarkedText(
            """
            <p id="pricing-label">Pricing plans</p>

            Compare <a href="/plans" aria-labelledby="pricing-label">plans</a> and
            1️⃣<a href="/faq" aria-labelledby="faq-label">FAQ</a>.
            """)
        let one = page["1️⃣"]
        #expect(
            found([("help/plans.md", page.text)]) == [
                "help/plans.md \(one.line):\(one.utf8Column) aria-labelledby names an id no element of the page has: \"faq-label\"; "
                    + "that part of the name is lost | point aria-labelledby at the id of the element whose text names the link, "
                    + "or remove it"
            ])
    }

    private static let guide = """
        # Guide

        ## Install the app
        ## Sync
        """

    @Test func acrossMarkdownDocuments() {
        let index = MarkedText(
            """
            - [Install](guide.md#install-the-app), 1️⃣[sync](./guide.md#synch), [guide](guide#sync).
            - 2️⃣[Up and over](../help/guide.md?v=2#missing) and [none](missing.md#x), [site](https://example.com/guide.md#x).
            """)
        let one = index["1️⃣"], two = index["2️⃣"]
        #expect(
            found([("help/index.md", index.text), ("help/guide.md", Self.guide)]) == [
                "help/index.md \(one.line):\(one.utf8Column) \"#synch\" is not an id, anchor or heading of help/guide.md" + Self.nowhere
                    + " | did you mean \"#sync\"? link to an anchor help/guide.md defines, or give the target an id",
                "help/index.md \(two.line):\(two.utf8Column) \"#missing\" is not an id, anchor or heading of help/guide.md"
                    + Self.nowhere + " | link to an anchor help/guide.md defines, or give the target an id",
            ])
    }

    @Test func acrossHTMLPagesAndContentNegotiation() {
        let index = MarkedText(
            """
            <html><body><ul>
            <li><a href="mod/core.html#documentroot">DocumentRoot</a></li>
            <li>1️⃣<a href="mod/core.html#serverroot">ServerRoot</a></li>
            <li><a href="mod/core.html#Directory">Directory</a></li>
            </ul></body></html>
            """)
        let core = #"<html><body><h2><a name="documentroot" id="documentroot">DocumentRoot</a></h2><h2 id="Directory">x</h2></body></html>"#
        let one = index["1️⃣"]
        let message =
            "\(one.line):\(one.utf8Column) \"#serverroot\" is not an id, anchor or heading of "
        #expect(
            found([("manual/index.html.en", index.text), ("manual/mod/core.html.en", core)]) == [
                "manual/index.html.en " + message + "manual/mod/core.html.en" + Self.nowhere
                    + " | link to an anchor manual/mod/core.html.en defines, or give the target an id"
            ])
        #expect(
            found([("manual/index.html", index.text), ("manual/mod/core.html", core)]) == [
                "manual/index.html " + message + "manual/mod/core.html" + Self.nowhere
                    + " | link to an anchor manual/mod/core.html defines, or give the target an id"
            ])
    }

    /// App copy links to the run's help pages through a configured `siteURL`.
    @Test func appCopyThroughASiteURL() {
        let table = MarkedText(
            """
            "sync.help" = "See 1️⃣[how sync works](https://help.example.com/docs/guide#sync-works).";
            "install.help" = "See [installing](https://help.example.com/docs/guide#install-the-app).";
            """)
        var configuration = Configuration()
        configuration.siteURLs = [SiteIndex.SiteURL(url: "https://help.example.com/docs/", folder: "help")]
        let one = table["1️⃣"]
        #expect(
            found([("en.lproj/Localizable.strings", table.text), ("help/guide.md", Self.guide)], configuration: configuration) == [
                "en.lproj/Localizable.strings \(one.line):\(one.utf8Column) \"#sync-works\" is not an id, anchor or heading of "
                    + "help/guide.md" + Self.nowhere + " | link to an anchor help/guide.md defines, or give the target an id"
            ])
        #expect(found([("en.lproj/Localizable.strings", table.text), ("help/guide.md", Self.guide)]) == [])
    }

    /// A SwiftUI `Link` to the help center through a configured `siteURL`.
    @Test(.enabled(if: DocumentExtractor.readsSwiftSources)) func swiftLinksThroughASiteURL() {
        let source = MarkedText(
            """
            import SwiftUI

            struct HelpLinks: View {
                var body: some View {
                    1️⃣Link("How sync works", destination: URL(string: "https://help.example.com/docs/guide#how-sync-works")!)
                    Link("Installing", destination: URL(string: "https://help.example.com/docs/guide#install-the-app")!)
                }
            }
            """)
        var configuration = Configuration()
        configuration.siteURLs = [SiteIndex.SiteURL(url: "https://help.example.com/docs/", folder: "help")]
        let one = source["1️⃣"]
        #expect(
            found([("App/HelpLinks.swift", source.text), ("help/guide.md", Self.guide)], configuration: configuration) == [
                "App/HelpLinks.swift \(one.line):\(one.utf8Column) \"#how-sync-works\" is not an id, anchor or heading of "
                    + "help/guide.md" + Self.nowhere + " | link to an anchor help/guide.md defines, or give the target an id"
            ])
    }

    /// A streamed run keeps the links a cross-document check may name until it has run, then
    /// only those it named: the same findings, the same link ids, as a run in memory.
    @Test func streamedAndInMemoryRunsAgree() throws {
        let files = [
            (
                "help/a.md",
                "# A\n\n- [Install steps](b.md#b-one)\n- [Removal steps](b.md#b-two)\n- [Other guide](c.md#nowhere)\n"
                    + "- [Own section](a.md#zz)\n"
            ),
            ("help/b.md", "# B one\n\n- [Back to A](a.md#a)\n- [Section B of A](a.md#b)\n"),
            ("help/z.md", "# Z\n\n- [Nothing here](#nothing-here)\n"),
        ]
        let held = result(files)
        let spool = try #require(LinkSpool())
        let streamed = result(files, spool: spool)
        let brief = { (result: AuditResult) in
            result.findings.filter { $0.rule == "broken-fragment" }.map { "\($0.file) \($0.link ?? 0) \($0.message)" }
        }
        #expect(
            brief(held) == [
                "help/a.md 2 \"#b-two\" is not an id, anchor or heading of help/b.md" + Self.nowhere,
                "help/a.md 4 \"#zz\" is not an id, anchor or heading of help/a.md" + Self.nowhere,
                "help/b.md 6 \"#b\" is not an id, anchor or heading of help/a.md" + Self.nowhere,
                "help/z.md 7 \"#nothing-here\" is not an id, anchor or heading of this page" + Self.nowhere,
            ])
        #expect(brief(streamed) == brief(held))
        #expect(streamed.links.map(\.id) == [2, 4, 6, 7])
        #expect(streamed.links.map(\.destination) == ["b.md#b-two", "a.md#zz", "a.md#b", "#nothing-here"])
        #expect(
            JSONReporter.render(held)
                == {
                    var text = ""; JSONReporter.write(streamed, encodedLinks: spool, to: &text); return text
                }())
    }
}
