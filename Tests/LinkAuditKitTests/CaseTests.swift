import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// The cases in `Fixtures/cases/` reproduce faults people met in link parsers, link-text linters
/// and localization tools. Each test checks the exact links, positions and findings the audit
/// must give for one of them.
@Suite("Cases from bug reports")
struct CaseTests {
    @Test func wrappedLinkPositions() {
        let result = audit(["multiline-link-positions.md"])
        #expect(result.links.map { "\($0.span!)" } == ["1:10-2:33", "4:1-5:16"])
        #expect(result.links[0].context?.text == "Read the setup guide first.")
        #expect(result.links[1].title == "Docs home")
        #expect(result.findings.allSatisfy { ($0.line ?? 0) >= 1 })
    }

    @Test func autolinkPositions() {
        let result = audit(["autolink-positions.md"])
        #expect(result.links.map { "\($0.span!)" } == ["3:12-3:36", "5:11-5:42", "7:9-7:24", "7:29-7:54", "9:5-9:24"])
        #expect(
            result.findings.filter { $0.rule == "url-as-link-text" }.map(brief)
                == ["3:12 url-as-link-text", "5:11 url-as-link-text", "7:29 url-as-link-text", "9:5 url-as-link-text"])
    }

    @Test func autolinkerEdges() {
        let result = audit(["autolinker-edges.md"])
        #expect(result.links.map { $0.span!.start.line } == [5, 7, 9, 11, 13])
        #expect(
            result.links.map(\.destination) == [
                "https://example.com/wiki/Foo_(bar)", "https://example.com/s?x=1&y=2",
                "mailto:help@example.com", "https://example.com/files/annual",
                "https://example.com/files/annual report.pdf",
            ])
        #expect(result.links[4].normalizedDestination == "https://example.com/files/annual%20report.pdf")
        let line11 = result.findings.filter { $0.line == 11 && $0.rule != "inline-only-destination" }.map(brief)
        #expect(line11 == ["11:1 broken-link-markup", "11:17 url-as-link-text"])
        #expect(result.findings.first { $0.rule == "broken-link-markup" }?.message == "destination contains a space; use `<...>` or `%20`")
    }

    @Test func descriptiveTitleDoesNotFixGenericText() {
        let result = audit(["generic-text-with-title.md"])
        #expect(result.links.count == 1)
        #expect("\(result.links[0].span!)" == "1:23-1:95")
        #expect(result.links[0].title == "JSON schema for request bundles")
        let generic = result.findings.filter { $0.rule == "generic-link-text" }
        #expect(generic.map(brief) == ["1:23 generic-link-text"])
        #expect(generic[0].fix?.contains("JSON schema for request bundles") == true)
    }

    @Test func urlAsLinkText() {
        let result = audit(["url-as-link-text.md"])
        #expect(result.links.map { "\($0.span!)" } == ["1:14-1:39", "3:5-3:72", "5:7-5:55"])
        #expect(result.findings.filter { $0.rule == "url-as-link-text" }.map(brief) == ["1:14 url-as-link-text", "3:5 url-as-link-text"])
        #expect(!result.findings.contains { $0.rule == "generic-link-text" })
    }

    @Test func inlineAndStandaloneOnTheWeb() {
        let result = audit(["inline-vs-standalone.md"])
        #expect(result.links.map(\.placement) == [.inline, .standalone, .standalone])
        #expect(result.links.map { "\($0.span!)" } == ["1:10-1:54", "3:1-3:37", "5:3-5:40"])
        #expect(result.findings.map(brief) == ["1:10 inline-only-destination"])
        #expect(result.findings[0].severity == .note)
    }

    @Test func inlineAndStandaloneInSwiftUI() {
        let result = audit(["inline-vs-standalone.md"], render: .swiftui)
        #expect(
            result.findings.map(brief) == [
                "1:10 inline-only-destination", "1:10 markdown-link-needs-underline",
                "3:1 inline-only-destination", "3:1 markdown-link-needs-underline",
                "5:3 inline-only-destination", "5:3 markdown-link-needs-underline",
            ])
        #expect(result.findings.allSatisfy { $0.severity == .warning })
    }

    @Test func templatedDestinations() {
        let result = audit(["templated-destinations.md"])
        #expect(result.links.map { "\($0.span!.start)" } == ["7:19", "9:21", "11:5"])
        #expect(result.links.allSatisfy { $0.isTemplatedDestination })
        #expect(result.links[0].destination == "{{ site.baseurl }}/settings/sync/")
        #expect(result.findings.map(brief) == ["7:19 generic-link-text"])
    }

    @Test func stringsCommentsAndURLs() {
        let result = audit(["strings-comments-and-urls.strings"])
        #expect(result.links.count == 1)
        #expect(result.links[0].appCopy?.key == "footer.help")
        #expect(result.links[0].text == "Get help")
        #expect(result.links[0].destination == "https://example.com/help")
        #expect(result.links[0].span?.start.line == 4)
        #expect(result.findings.map(\.rule) == ["inline-only-destination", "markdown-link-needs-underline"])
        #expect(result.findings.allSatisfy { $0.key == "footer.help" })
    }

    @Test func utf16SurrogatePair() {
        let result = audit(["strings-utf16-surrogates.strings"])
        #expect(result.links.count == 1)
        #expect(result.links[0].appCopy?.key == "promo.more")
        #expect(result.links[0].text == "here")
        #expect(result.links[0].context?.text == "Learn more 👉 here")
        #expect(result.findings.map(\.rule) == ["generic-link-text", "inline-only-destination", "markdown-link-needs-underline"])
    }

    @Test func markdownLinkInAppCopy() {
        let result = audit(["markdown-link-in-app-copy.strings"])
        #expect(result.links.map(\.text) == ["Contact support"])
        #expect(result.links[0].context?.text == "Need help? Contact support")
        #expect(result.findings.map(\.rule) == ["inline-only-destination", "markdown-link-needs-underline"])
        let fix = result.findings[1].fix ?? ""
        #expect(fix.contains("AttributedString") && fix.contains(".link") && fix.contains(".underlineStyle"))
    }

    @Test func unescapedQuoteIsALocatedErrorAndTheRunGoesOn() {
        let run = CommandRun(["strings-unescaped-quote.strings", "markdown-link-in-app-copy.strings", "--format", "json"])
        #expect(run.status == .inputError)
        let json = try? JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let errors = json?["errors"] as? [[String: Any]] ?? []
        #expect(errors.count == 1)
        #expect(errors.first?["line"] as? Int == 1)
        #expect(errors.first?["column"] as? Int == 37)
        #expect((errors.first?["message"] as? String)?.contains("unescaped quote inside a value?") == true)
        #expect((json?["links"] as? [Any])?.count == 1)
    }

    @Test func nestedAnchorsSplitAsInBrowsers() {
        let result = audit(["nested-anchors.html"])
        #expect(result.links.map(\.text) == ["Outer text", "inner"])
        #expect(result.links.map(\.destination) == ["/outer", "/inner"])
        #expect(result.links.allSatisfy { $0.span?.start.line == 1 })
        let broken = result.findings.filter { $0.rule == "broken-link-markup" }
        #expect(broken.count == 1)
        #expect(broken.first?.link == result.links[0].id)
        #expect(broken.first?.message == "nested <a>: the outer link ends where the inner one starts")
    }

    @Test func svgNameAndInertTemplate() {
        let result = audit(["html5-svg-template.html"])
        #expect(result.links.map(\.name) == ["Home", "FAQ"])
        #expect(result.links.map(\.destination) == ["/", "/faq"])
        #expect(result.errors.isEmpty)
        #expect(!result.findings.contains { $0.rule == "generic-link-text" })
    }

    @Test func ariaLabelAgainstVisibleText() {
        let result = audit(["aria-label-vs-visible-text.html"])
        #expect(result.links.map(\.text) == ["More", "Q4 report"])
        #expect(result.links.map(\.name) == ["More about Q3 results", "Read more"])
        let rules = result.findings.filter { $0.rule != "inline-only-destination" }.map(brief)
        #expect(rules == ["3:4 generic-link-text", "3:4 label-not-in-name"])
    }

    @Test func iconAndImageNames() {
        let result = audit(["icon-and-image-links.html"])
        #expect(result.links.map(\.name) == ["Follow Acme", "Home", "", "Search"])
        #expect(result.links.map(\.nameSource) == [.content, .title, .none, .content])
        let rules = result.findings.filter { $0.rule != "inline-only-destination" }.map(brief)
        #expect(rules == ["2:1 name-from-title-only", "3:1 empty-link-name"])
        #expect(result.findings.first { $0.rule == "empty-link-name" }?.severity == .error)
    }

    @Test func htmlAnchorsInAStringsValue() {
        let result = audit(["strings-html-and-placeholders.strings"])
        #expect(result.links.map(\.text) == ["terms", "click here", "%1$@'s profile"])
        #expect(
            result.links.map(\.destination) == ["https://example.com/terms", "https://example.com/privacy", "https://example.com/u/%2$@"])
        #expect(result.findings.filter { $0.rule == "generic-link-text" }.map { $0.key } == ["terms.body"])
        #expect(result.links[2].hasDynamicText && result.links[2].isTemplatedDestination)
    }

    /// Invalid UTF-8, a truncated String Catalog, an unescaped quote in a .strings value and a
    /// binary file named .md: each gets a located error, the run exits 3, and the good file is audited.
    @Test func badInputsAreLocatedAndTheRunGoesOn() {
        let run = CommandRun(["."], in: fixturesFolder + "/bad-inputs")
        #expect(run.status == .inputError)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.filter { $0.hasSuffix("[input-error]") }.map { $0.components(separatedBy: ": error:")[0] } == [
                "en.lproj/Localizable.strings:1:37", "latin1-not-utf8.md:1:6", "logo.md:3:1", "truncated.xcstrings:6:71",
            ])
        #expect(lines.contains { $0.hasPrefix("good.md:1:10: note:") })
        #expect(lines.last == "5 files, 1 link: 0 errors, 0 warnings, 1 note; 4 unreadable inputs")
    }
}

/// App-copy cases in XML formats: `.stringsdict`, XLIFF and Xcode's `.xcloc` catalogs.
extension CaseTests {
    @Test func stringsdictFormatKeyAndPluralBranch() {
        let result = audit(["stringsdict-format-and-plural.stringsdict"])
        #expect(result.errors.isEmpty)
        #expect(result.links.map(\.text) == ["Manage storage", "more"])
        #expect(result.links.map(\.destination) == ["https://example.com/storage", "https://example.com/help"])
        #expect(result.links.map { $0.appCopy?.key } == ["storage.summary", "storage.summary"])
        #expect(result.links.map { $0.appCopy?.variation } == ["NSStringLocalizedFormatKey", "items.other"])
        #expect(result.links.map { $0.span!.start.line } == [8, 18])
        #expect(result.links.map(\.syntax) == [.markdownInline, .htmlAnchor])
        #expect(result.findings.filter { $0.rule == "generic-link-text" }.map(brief) == ["18:25 generic-link-text"])
        #expect(result.findings.first { $0.rule == "generic-link-text" }?.link == result.links[1].id)
    }

    @Test func xliffUnitsMapBackAndAreAuditedInGerman() {
        let result = audit(["xliff-stringsdict-and-catalog-units.xliff"])
        #expect(result.errors.isEmpty)
        #expect(result.links.map(\.text) == ["Hier", "mehr", "Mehr erfahren"])
        #expect(
            result.links.map(\.destination) == [
                "https://example.com/de/storage", "https://example.com/de/help", "https://example.com/de/trash",
            ])
        #expect(result.links.map { $0.appCopy?.state } == ["needs-review-translation", "translated", "new"])
        #expect(result.links.map { $0.appCopy?.key } == ["storage.summary", "storage.summary", "files.removed"])
        #expect(result.links.map { $0.appCopy?.variation } == ["NSStringLocalizedFormatKey", "items.other", "plural.other"])
        #expect(result.links.allSatisfy { $0.language == "de" })
        #expect(
            result.findings.filter { $0.rule == "generic-link-text" }.map(brief)
                == ["7:86 generic-link-text", "11:51 generic-link-text", "19:52 generic-link-text"])
        #expect(result.findings.filter { $0.rule == "generic-link-text" }.allSatisfy { $0.locale == "de" })
        #expect(!result.links.contains { $0.text.contains("Toast") })
    }

    @Test func xcodeLocalizationCatalogInTheCorpus() {
        let result = audit(["Corpus/xcloc"], in: projectFolder)
        #expect(result.errors.isEmpty)
        #expect(result.files == ["Corpus/xcloc/de.xcloc/Localized Contents/de.xliff"])
        #expect(
            result.links.map { "\($0.appCopy!.key) \($0.appCopy!.variation ?? "-")" } == [
                "settings.sync.footer -", "notes.trash.summary notes.one", "notes.trash.summary notes.other",
                "files.removed plural.one", "files.removed plural.other", "share.footer device.mac",
            ])
        #expect(
            result.links.map { $0.appCopy!.table } == [
                "Notes/en.lproj/Localizable.strings", "Notes/en.lproj/Localizable.stringsdict", "Notes/en.lproj/Localizable.stringsdict",
                "Notes/Localizable.xcstrings", "Notes/Localizable.xcstrings", "Notes/Localizable.xcstrings",
            ])
        #expect(result.links.allSatisfy { $0.language == "de" && $0.appCopy?.sourceLanguage == "en" })
        #expect(
            result.findings.filter { $0.rule == "generic-link-text" }.map(brief)
                == ["35:48 generic-link-text", "50:50 generic-link-text", "55:52 generic-link-text"])
    }
}
