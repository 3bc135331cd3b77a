import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

private func extract(_ source: String, file: String = "de.xliff") -> ExtractedDocument {
    XLIFFExtractor.extractDocument(bytes: Array(source.utf8), file: file, options: ExtractionOptions())
}

/// `../shared/cases/xliff-stringsdict-and-catalog-units.xliff`, marked at its target links.
private let xcodeExport = MarkedText(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="App/en.lproj/Localizable.stringsdict" source-language="en" target-language="de" datatype="plaintext">
        <body>
          <trans-unit id="/storage.summary:dict/NSStringLocalizedFormatKey:dict/:string" xml:space="preserve">
            <source>Your %1$@ library has %#@items@. [Manage storage](https://example.com/storage)</source>
            <target state="needs-review-translation">Deine %1$@-Mediathek hat %#@items@. 1️⃣[Hier](https://example.com/de/storage)2️⃣</target>
          </trans-unit>
          <trans-unit id="/storage.summary:dict/items:dict/other:dict/:string" xml:space="preserve">
            <source>%2$ld items (&lt;a href="https://example.com/help"&gt;more&lt;/a&gt;)</source>
            <target state="translated">%2$ld Objekte (3️⃣&lt;a href="https://example.com/de/help"&gt;mehr&lt;/a&gt;4️⃣)</target>
          </trans-unit>
        </body>
      </file>
      <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
        <body>
          <trans-unit id="files.removed|==|plural.other" xml:space="preserve">
            <source>%lld files removed. [Learn more](https://example.com/trash)</source>
            <target state="new">%lld Dateien entfernt. 5️⃣[Mehr erfahren](https://example.com/de/trash)6️⃣</target>
            <note>Toast after bulk delete</note>
          </trans-unit>
        </body>
      </file>
    </xliff>

    """)

@Suite("XLIFF extractor")
struct XLIFFExtractorTests {
    @Test func xcodeExportTargetsInTheTargetLanguage() {
        let document = extract(xcodeExport.text)
        #expect(document.errors.isEmpty)
        let links = document.links
        #expect(links.map(\.text) == ["Hier", "mehr", "Mehr erfahren"])
        #expect(
            links.map(\.destination) == ["https://example.com/de/storage", "https://example.com/de/help", "https://example.com/de/trash"])
        #expect(links.map(\.syntax) == [.markdownInline, .htmlAnchor, .markdownInline])
        #expect(links.map(\.language) == ["de", "de", "de"])
        #expect(links.map { $0.appCopy?.locale } == ["de", "de", "de"])
        #expect(links.map { $0.appCopy?.sourceLanguage } == ["en", "en", "en"])
        #expect(links.map { $0.appCopy?.state } == ["needs-review-translation", "translated", "new"])
        #expect(links.map { $0.appCopy?.key } == ["storage.summary", "storage.summary", "files.removed"])
        #expect(links.map { $0.appCopy?.variation } == ["NSStringLocalizedFormatKey", "items.other", "plural.other"])
        #expect(
            links.map { $0.appCopy?.table } == [
                "App/en.lproj/Localizable.stringsdict", "App/en.lproj/Localizable.stringsdict",
                "App/Localizable.xcstrings",
            ])
        #expect(links.map { $0.appCopy?.comment } == [nil, nil, "Toast after bulk delete"])
        #expect(links.map(\.span) == [xcodeExport.span("1️⃣", "2️⃣"), xcodeExport.span("3️⃣", "4️⃣"), xcodeExport.span("5️⃣", "6️⃣")])
        #expect(links.allSatisfy { $0.file == "de.xliff" && $0.render == .swiftui && $0.scope == .app("apple") })
    }

    /// A CDATA section's `<a href>` is no element, and a start tag whose attributes go over lines
    /// ends on the line libxml2 gives: the links after both keep their exact places (found in review).
    @Test func linksAfterCDATAAndAStartTagOverLinesKeepTheirPlaces() {
        let marked = MarkedText(
            """
            <xliff xmlns:x="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="t" source-language="en" target-language="de"><body>
                <trans-unit id="a"><source>x</source><target><![CDATA[Lies <a href="https://example.com/a">1️⃣hier2️⃣</a>.]]></target></trans-unit>
                <trans-unit id="b">
                  <source>y</source>
                  <x:target
                     state="signed-off"
                     >Lies 3️⃣[mehr](https://example.com/b)4️⃣.</x:target>
                </trans-unit>
              </body></file>
            </xliff>

            """)
        let links = extract(marked.text).links
        #expect(links.map(\.text) == ["hier", "mehr"])
        #expect(links.last?.span == marked.span("3️⃣", "4️⃣"))
        #expect(links.first?.span?.start.line == marked["1️⃣"].line)
    }

    @Test func sourceLinksAreKeptForComparisonOnly() {
        let document = extract(xcodeExport.text)
        let sources = document.sourceLinks
        #expect(sources.map(\.text) == ["Manage storage", "more", "Learn more"])
        #expect(sources.map(\.destination) == ["https://example.com/storage", "https://example.com/help", "https://example.com/trash"])
        #expect(sources.map { $0.appCopy?.locale } == ["en", "en", "en"])
        #expect(sources.map { $0.appCopy?.key } == ["storage.summary", "storage.summary", "files.removed"])
        #expect(sources.map { $0.appCopy?.variation } == ["NSStringLocalizedFormatKey", "items.other", "plural.other"])
        #expect(sources.map { $0.span!.start.line } == [6, 10, 18])
        #expect(!document.links.contains { $0.text.contains("Toast") })
    }

    @Test(
        arguments: [
            ("/storage.summary:dict/NSStringLocalizedFormatKey:dict/:string", "storage.summary", "NSStringLocalizedFormatKey"),
            ("/storage.summary:dict/items:dict/other:dict/:string", "storage.summary", "items.other"),
            ("/%d files:dict/d_files:dict/one:dict/:string", "%d files", "d_files.one"),
            ("/sync.hint:dict/NSStringDeviceSpecificRuleType:dict/mac:dict/:string", "sync.hint", "device.mac"),
            ("/backup.hint:dict/NSStringVariableWidthRuleType:dict/20:dict/:string", "backup.hint", "width.20"),
            ("files.removed|==|plural.other", "files.removed", "plural.other"),
            ("welcome|==|device.mac", "welcome", "device.mac"),
            ("storage|==|substitutions.count.plural.one", "storage", "substitutions.count.plural.one"),
            ("settings.title", "settings.title", nil),
            ("Open /path/to:dict", "Open /path/to:dict", nil),
        ] as [(String, String, String?)])
    func unitIDsMapBackToKeyAndVariation(id: String, key: String, variation: String?) {
        let mapped = XLIFFUnitID.keyAndVariation(of: id)
        #expect(mapped.key == key)
        #expect(mapped.variation == variation)
    }

    @Test func xliff2WithSegmentsNotesAndInlineCodes() {
        let marked = MarkedText(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">
              <file id="f1" original="App/Localizable.xcstrings">
                <group id="g">
                  <unit id="help.footer|==|device.mac">
                    <notes><note>Footer on the Mac</note></notes>
                    <segment state="reviewed">
                      <source>Read the <pc id="1">[guide](https://example.com/guide)</pc></source>
                      <target>Lisez le <pc id="1">1️⃣[guide](https://example.com/fr/guide)2️⃣</pc><ph id="2"/> ici</target>
                    </segment>
                  </unit>
                  <unit id="untranslated">
                    <segment><source>[Privacy](https://example.com/privacy)</source></segment>
                  </unit>
                </group>
              </file>
            </xliff>
            """)
        let document = extract(marked.text, file: "fr.xlf")
        #expect(document.errors.isEmpty)
        #expect(document.links.map(\.text) == ["guide", "Privacy"])
        #expect(document.links.map { $0.appCopy?.locale } == ["fr", "en"])
        #expect(document.links.map { $0.appCopy?.key } == ["help.footer", "untranslated"])
        #expect(document.links.map { $0.appCopy?.variation } == ["device.mac", nil])
        #expect(document.links.map { $0.appCopy?.state } == ["reviewed", nil])
        #expect(document.links.map { $0.appCopy?.comment } == ["Footer on the Mac", nil])
        #expect(document.links.map { $0.appCopy?.table } == ["App/Localizable.xcstrings", "App/Localizable.xcstrings"])
        #expect(document.links[0].context?.text == "Lisez le guide ici")
        #expect(document.links[0].span?.start == marked["1️⃣"])
        #expect(document.links[0].span == marked.span("1️⃣", "2️⃣"))
        #expect(document.sourceLinks.map(\.text) == ["guide"])
    }

    @Test func xliff12InlineElementsAndPlaceholders() {
        let marked = MarkedText(
            """
            <xliff version="1.2"><file original="a.strings" source-language="en" target-language="ja"><body>
            <trans-unit id="k"><source>x</source><target>&#x3053;&#x3061;&#x3089;<x id="1"/><g id="2">1️⃣[\u{8A73}\u{7D30}](https://example.com/ja)</g><ph id="3">&lt;a href="/no"&gt;ph&lt;/a&gt;</ph></target></trans-unit>
            </body></file></xliff>
            """)
        let document = extract(marked.text)
        #expect(document.links.map(\.text) == ["詳細"])
        #expect(document.links[0].appCopy?.locale == "ja")
        #expect(document.links[0].span?.start == marked["1️⃣"])
        #expect(document.links[0].context?.text == "こちら詳細")
    }

    @Test func multiByteTextBeforeMarkdownAndHTMLLinks() {
        let marked = MarkedText(
            """
            <xliff version="1.2"><file original="Localizable.strings" source-language="en" target-language="ja"><body>
            <trans-unit id="markdown"><source>Guide</source><target>Ünïcödé — 日本語 🎉 1️⃣[guide](https://example.com/ja/guide)2️⃣</target></trans-unit>
            <trans-unit id="html"><source>Guide</source><target>Ünïcödé — 日本語 🎉 3️⃣&lt;a href="https://example.com/ja/guide"&gt;guide&lt;/a&gt;4️⃣</target></trans-unit>
            <trans-unit id="inline"><source>Guide</source><target>Ünïcödé — <g id="1">日本語</g> 🎉 5️⃣[guide](https://example.com/ja/guide)6️⃣</target></trans-unit>
            <trans-unit id="cdata"><source>Guide</source><target><![CDATA[Ünïcödé — 日本語 🎉 7️⃣<a href="https://example.com/ja/guide">guide</a>8️⃣]]></target></trans-unit>
            </body></file></xliff>
            """)
        let document = extract(marked.text, file: "ja.xliff")
        #expect(document.errors.isEmpty)
        #expect(document.links.map { $0.appCopy?.key } == ["markdown", "html", "inline", "cdata"])
        #expect(document.links.map(\.syntax) == [.markdownInline, .htmlAnchor, .markdownInline, .htmlAnchor])
        #expect(document.links.map(\.span).prefix(3) == [marked.span("1️⃣", "2️⃣"), marked.span("3️⃣", "4️⃣"), marked.span("5️⃣", "6️⃣")])
        #expect(document.links.last?.span?.start == marked["7️⃣"])
        #expect(document.links.last?.span == marked.span("7️⃣", "8️⃣"))
    }

    @Test func malformedXLIFFIsOneLocatedError() {
        let source =
            "<?xml version=\"1.0\"?>\n<xliff version=\"1.2\">\n  <file original=\"a\">\n    <trans-unit id=\"k\">\n      <target>oops & more</target>\n"
        let document = extract(source)
        #expect(document.links.isEmpty)
        #expect(document.errors.count == 1)
        #expect(document.errors.first.map { "\($0.line ?? 0):\($0.column ?? 0)" } == "5:21")
        #expect(document.errors.first?.message.contains("xmlParseEntityRef") == true)
    }

    @Test func aRootThatIsNotXLIFFIsAnError() {
        let document = extract("<tmx version=\"1.4\"><body/></tmx>")
        #expect(document.errors.map(\.message) == ["not XLIFF: the root element must be <xliff>"])
    }
}
