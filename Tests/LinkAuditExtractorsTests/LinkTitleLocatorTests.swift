import LinkAuditExtractors
import LinkAuditModel
import Testing

/// Issue 26: a link's title is located for removal only where its bytes are exactly the title.
@Suite("Link title places")
struct LinkTitleLocatorTests {
    /// The removal found for the one link of `text`, as `line:column-line:column`, or `nil`.
    private func removal(_ text: String, format: DocumentFormat = .markdown) -> String? {
        let bytes = Array(text.utf8)
        let document = Extractor.extract(file: format == .html ? "a.html" : "a.md", bytes: bytes, format: format).links
        let removals = LinkTitleLocator.removals(of: document, raw: bytes, text: bytes, format: format)
        guard let edit = removals.values.first else { return nil }
        return "\(edit.line):\(edit.startColumn)-\(edit.endLine):\(edit.endColumn)"
    }

    @Test func titlesAreLocatedExactly() {
        #expect(removal(#"See [Docs](/docs "Docs")."#) == "1:17-1:24")
        #expect(removal(#"See [Docs](/docs 'Docs')."#) == "1:17-1:24")
        #expect(removal(#"See [Docs](/docs (Docs))."#) == "1:17-1:24")
        // A title on the next line: the line break before it goes too.
        #expect(removal("See [Docs](/docs\n  \"Docs\").") == "1:17-2:9")
        #expect(removal(#"<p><a href="/d" title="Docs">Docs</a></p>"#, format: .html) == "1:16-1:29")
        #expect(removal(#"<p><a title='Docs' href="/d">Docs</a></p>"#, format: .html) == "1:6-1:19")
    }

    @Test func titlesThatCannotBeRemovedSoundlyAreNotLocated() {
        // An escape or a reference in the title: its bytes are not the title.
        #expect(removal(#"See [Docs](/docs "A \"B\"")."#) == nil)
        #expect(removal(#"<a href="/d" title="A &amp; B">A &amp; B</a>"#, format: .html) == nil)
        // Two titles: removing the first would make the second count.
        #expect(removal(#"<a href="/d" title="Docs" title="Other">Docs</a>"#, format: .html) == nil)
        // A reference link's title is on its definition, which other links may share.
        #expect(removal("See [Docs][d].\n\n[d]: /docs \"Docs\"\n") == nil)
    }
}
