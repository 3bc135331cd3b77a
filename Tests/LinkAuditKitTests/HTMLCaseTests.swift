import LinkAuditKit
import LinkAuditModel
import Testing

/// The HTML cases of issue 9 (`Fixtures/cases/`): HTML read as browsers and screen readers read
/// it, where the accessibility tree decides what is a link and what names it.
@Suite("HTML cases: the accessibility tree")
struct HTMLCaseTests {
    private func span(_ link: Link) -> String { link.span.map { "\($0)" } ?? "-" }

    @Test func namedReferencesDecodeAndMoveNothingOut() {
        let result = audit(["html-named-entities.html"])
        #expect(
            result.links.map(\.name) == [
                "Café opening hours", "München office", "Don’t miss these tips", "© notices and trademarks", "café menu",
            ])
        #expect(result.links.map(\.destination) == ["/cafe", "/munich", "/tips", "/legal", "/menu"])
        #expect(result.links.map(span) == ["5:5-5:49", "6:5-6:45", "7:5-7:51", "8:5-8:54", "10:8-10:43"])
        #expect(result.links.map(\.placement) == [.standalone, .standalone, .standalone, .standalone, .inline])
        #expect(result.findings.map(brief) == ["10:8 inline-only-destination"])
        #expect(result.findings.first?.severity == .note)
    }

    @Test func hiddenLinksAreNotLinks() {
        let result = audit(["hidden-links.html"])
        #expect(result.links.map(\.name) == ["Pricing"])
        #expect(result.links.map(\.destination) == ["/plans"])
        #expect(result.links.map { $0.span?.start } == [SourcePosition(line: 8, utf8Column: 16)])
        #expect(result.links.map(\.placement) == [.inline])
        #expect(!result.findings.contains { $0.rule == "empty-link-name" || $0.rule == "ambiguous-link-text" })
    }

    @Test func imagesNameTheirLinksByTheirOwnName() {
        let result = audit(["image-name-sources.html"])
        #expect(result.links.map(\.name) == ["Export to CSV", "Account settings", ""])
        #expect(result.links.map(\.destination) == ["/export", "/settings", "/help"])
        #expect(result.findings.map(brief) == ["6:4 empty-link-name"])
    }

    @Test func sameFileNameInOtherFoldersIsAnotherPage() {
        let result = audit(["same-file-name-other-folders.html"])
        let ambiguous = result.findings.filter { $0.rule == "ambiguous-link-text" }
        // One finding for the name, at its first link; the other two are its related places.
        #expect(ambiguous.map(brief) == ["5:5 ambiguous-link-text"])
        #expect(
            ambiguous.map(\.message) == [
                "\"Contact us\" names 3 links to 2 destinations: /sales/contact.html (5:5); /support/contact.html (6:5, 7:5)"
            ])
        #expect(
            ambiguous.first?.related == [
                RelatedPlace(
                    file: "same-file-name-other-folders.html", position: SourcePosition(line: 6, utf8Column: 5), link: 2,
                    destination: "/support/contact.html"),
                RelatedPlace(
                    file: "same-file-name-other-folders.html", position: SourcePosition(line: 7, utf8Column: 5), link: 3,
                    destination: "/support/contact.html"),
            ])
    }

    @Test func roleDecidesWhatIsALink() {
        let result = audit(["role-link-elements.html"])
        #expect(result.links.map(\.name) == ["More", "Open the release notes"])
        #expect(result.links.map(\.text) == ["More", "Release notes"])
        #expect(result.links.map(\.nameSource) == [.content, .ariaLabel])
        #expect(result.links.map(\.placement) == [.inline, .standalone])
        #expect(result.links.map { $0.span?.start.line } == [4, 5])
        // Script decides where they go: recorded as dynamic, never compared as destinations.
        #expect(result.links.allSatisfy { $0.isTemplatedDestination && $0.normalizedDestination == nil })
        #expect(!result.links.contains { $0.destination == "/menu" })
        #expect(result.findings.map(brief) == ["4:23 generic-link-text"])
    }

    @Test func variationSelectorsBelongToTheirSymbol() {
        let result = audit(["variation-selector-symbols.html"])
        #expect(result.links.map(\.name) == ["1", "2", "↩\u{FE0E}", "↩", "→\u{FE0E}"])
        #expect(result.findings.map(brief) == ["7:41 generic-link-text", "8:45 generic-link-text", "11:4 generic-link-text"])
        #expect(result.findings.allSatisfy { $0.message.contains("made only of symbols") })
        // A fragment is resolved against the document's own path, never a path above it.
        #expect(result.links[2].normalizedDestination == "/variation-selector-symbols.html#fnref:1")
    }
}

/// A page read as a browser reads it (issue 9, item 4): `<base href>`, `javascript:` links and an
/// `<a>` never closed, in one document.
@Suite("HTML cases: where links lead")
struct HTMLDestinationCaseTests {
    @Test func baseURLJavaScriptAndAnUnclosedAnchor() {
        let result = audit(["browser-reading.html"])
        #expect(
            result.links.map(\.normalizedDestination) == [
                "https://help.example.com/en/orders.html", nil, "https://help.example.com/en/orders.html", nil,
                "https://help.example.com/en/returns",
            ])
        // The link runs on into the next paragraph, as in a browser.
        #expect(result.links.last?.text == "returns policy Browsers carry this sentence into it too.")
        // Two "Menu" links that run script are no destinations: never ambiguous, never inline-only.
        // The <nav> holds nothing but links: a row of standalone links, so its "Orders" covers the
        // same destination inline in the paragraph below; the unclosed "returns policy" stays inline-only.
        #expect(result.links.map(\.placement) == [.standalone, .standalone, .inline, .inline, .inline])
        #expect(
            result.findings.map(brief) == [
                "5:39 javascript-link", "6:96 javascript-link", "7:12 broken-link-markup", "7:12 inline-only-destination",
            ])
        #expect(result.findings.first { $0.rule == "broken-link-markup" }?.message.hasPrefix("<a> is never closed") == true)
        #expect(
            result.findings.first { $0.rule == "javascript-link" }?.message
                == "a javascript: link is a button in disguise: VoiceOver calls it a link, yet it runs script and leads nowhere")
    }
}
