import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

private func extract(_ source: String, file: String = "App/en.lproj/Localizable.stringsdict") -> ExtractedDocument {
    StringsdictExtractor.extractDocument(bytes: Array(source.utf8), file: file, options: ExtractionOptions())
}

/// `../shared/cases/stringsdict-format-and-plural.stringsdict`, with its tabs, marked at its two links.
private let formatAndPlural = MarkedText(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>storage.summary</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>Your %1$@ library has %#@items@. 1️⃣[Manage storage](https://example.com/storage)2️⃣</string>
    \t\t<key>items</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>ld</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%2$ld item</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%2$ld items (3️⃣&lt;a href="https://example.com/help"&gt;more&lt;/a&gt;)</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>

    """)

@Suite("Stringsdict extractor")
struct StringsdictExtractorTests {
    @Test func formatKeyAndPluralBranch() {
        let document = extract(formatAndPlural.text)
        #expect(document.errors.isEmpty)
        #expect(document.links.map(\.text) == ["Manage storage", "more"])
        #expect(document.links.map(\.destination) == ["https://example.com/storage", "https://example.com/help"])
        #expect(document.links.map(\.syntax) == [.markdownInline, .htmlAnchor])
        #expect(document.links.map { $0.appCopy?.key } == ["storage.summary", "storage.summary"])
        #expect(document.links.map { $0.appCopy?.variation } == ["NSStringLocalizedFormatKey", "items.other"])
        #expect(document.links.map { $0.appCopy?.locale } == ["en", "en"])
        #expect(
            document.links.map { $0.appCopy?.table } == ["App/en.lproj/Localizable.stringsdict", "App/en.lproj/Localizable.stringsdict"])
        #expect(document.links.map(\.language) == ["en", "en"])
        #expect(document.links.map(\.render) == [.swiftui, .swiftui])
        #expect(document.links[0].span == formatAndPlural.span("1️⃣", "2️⃣"))
        // The anchor starts at the `&` of `&lt;a`.
        #expect(document.links[1].span?.start == formatAndPlural["3️⃣"])
        #expect(document.links[0].context?.text == "Your %1$@ library has %#@items@. Manage storage")
    }

    @Test func leavesSkipTheTypeKeys() throws {
        let tree = try XMLDocumentReader.parse(utf8: formatAndPlural.bytes)
        let leaves = try #require(StringsdictExtractor.leaves(of: tree))
        #expect(
            leaves.map { "\($0.key) \($0.variation ?? "-")" }
                == ["storage.summary NSStringLocalizedFormatKey", "storage.summary items.one", "storage.summary items.other"])
    }

    @Test func entityAndCharacterReferencesBeforeALinkKeepExactColumns() {
        let marked = MarkedText(
            "<plist><dict><key>k</key>\n<string>a &amp; b&#233;&#x1F600; 1️⃣[x](https://example.com/x)2️⃣</string></dict></plist>")
        let document = extract(marked.text, file: "fr.lproj/Localizable.stringsdict")
        #expect(document.links.count == 1)
        #expect(document.links[0].span == marked.span("1️⃣", "2️⃣"))
        #expect(document.links[0].context?.text == "a & bé😀 x")
        #expect(document.links[0].appCopy?.locale == "fr")
        #expect(document.links[0].appCopy?.variation == nil)
    }

    @Test func multiByteTextBeforeMarkdownAndHTMLLinks() {
        let marked = MarkedText(
            """
            <plist><dict>
            <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>
            <key>one</key><string>Ünïcödé — 日本語 🎉 1️⃣[guide](https://example.com/guide)2️⃣</string>
            <key>other</key><string>Ünïcödé — 日本語 🎉 3️⃣&lt;a href="https://example.com/guide"&gt;guide&lt;/a&gt;4️⃣</string>
            <key>zero</key><string><![CDATA[Ünïcödé — 日本語 🎉 5️⃣<a href="https://example.com/guide">guide</a>6️⃣]]></string>
            </dict></dict></dict></plist>
            """)
        let document = extract(marked.text, file: "ja.lproj/Localizable.stringsdict")
        #expect(document.errors.isEmpty)
        #expect(document.links.map { $0.appCopy?.variation } == ["n.one", "n.other", "n.zero"])
        #expect(document.links.map(\.syntax) == [.markdownInline, .htmlAnchor, .htmlAnchor])
        #expect(document.links.map(\.span).prefix(2) == [marked.span("1️⃣", "2️⃣"), marked.span("3️⃣", "4️⃣")])
        #expect(document.links.last?.span?.start == marked["5️⃣"])
        #expect(document.links.last?.span == marked.span("5️⃣", "6️⃣"))
    }

    @Test func cdataAndCRLFLineEnds() {
        let marked = MarkedText(
            "<plist><dict>\r\n<key>k</key><dict><key>NSStringLocalizedFormatKey</key>\r\n<string><![CDATA[1️⃣<a href=\"/x\">here</a>]]></string></dict></dict></plist>"
        )
        let document = extract(marked.text)
        #expect(document.links.map(\.text) == ["here"])
        #expect(document.links[0].span?.start == marked["1️⃣"])
        #expect(document.links[0].syntax == .htmlAnchor)
    }

    @Test func malformedXMLIsOneLocatedError() {
        let document = extract("<plist version=\"1.0\"><dict><key>a</key><string>x</dict></plist>\n")
        #expect(document.links.isEmpty)
        #expect(document.errors.count == 1)
        #expect(document.errors.first?.line == 1)
        #expect(document.errors.first?.column == 56)
        #expect(document.errors.first?.message.contains("Opening and ending tag mismatch") == true)
    }

    @Test func aRootThatIsNotAPlistIsAnError() {
        let document = extract("<?xml version=\"1.0\"?>\n<resources><string name=\"a\">x</string></resources>\n")
        #expect(document.errors.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["2:1"])
        #expect(document.errors.first?.message.contains("not a stringsdict") == true)
    }

    @Test func anExternalDTDIsNeverLoaded() {
        let marked = MarkedText(
            "<?xml version=\"1.0\"?>\n<!DOCTYPE plist SYSTEM \"file:///nonexistent/evil.dtd\">\n<plist><dict><key>k</key><string>1️⃣[a](https://example.com/a)</string></dict></plist>"
        )
        let document = extract(marked.text)
        #expect(document.errors.isEmpty)
        #expect(document.links.map { $0.span?.start } == [marked["1️⃣"]])
    }
}
