import Testing
import LinkAuditModel
@testable import LinkAuditExtractors
import LinkAuditTestSupport

private func extract(_ source: String, file: String = "de.xliff") -> ExtractedDocument {
    XLIFFExtractor.extractDocument(bytes: Array(source.utf8), file: file, options: ExtractionOptions())
}

/// `../shared/cases/xliff-stringsdict-and-catalog-units.xliff`.
private let xcodeExport = """
<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
  <file original="App/en.lproj/Localizable.stringsdict" source-language="en" target-language="de" datatype="plaintext">
    <body>
      <trans-unit id="/storage.summary:dict/NSStringLocalizedFormatKey:dict/:string" xml:space="preserve">
        <source>Your %1$@ library has %#@items@. [Manage storage](https://example.com/storage)</source>
        <target state="needs-review-translation">Deine %1$@-Mediathek hat %#@items@. [Hier](https://example.com/de/storage)</target>
      </trans-unit>
      <trans-unit id="/storage.summary:dict/items:dict/other:dict/:string" xml:space="preserve">
        <source>%2$ld items (&lt;a href="https://example.com/help"&gt;more&lt;/a&gt;)</source>
        <target state="translated">%2$ld Objekte (&lt;a href="https://example.com/de/help"&gt;mehr&lt;/a&gt;)</target>
      </trans-unit>
    </body>
  </file>
  <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
    <body>
      <trans-unit id="files.removed|==|plural.other" xml:space="preserve">
        <source>%lld files removed. [Learn more](https://example.com/trash)</source>
        <target state="new">%lld Dateien entfernt. [Mehr erfahren](https://example.com/de/trash)</target>
        <note>Toast after bulk delete</note>
      </trans-unit>
    </body>
  </file>
</xliff>

"""

@Suite("XLIFF extractor")
struct XLIFFExtractorTests {
    @Test func xcodeExportTargetsInTheTargetLanguage() {
        let document = extract(xcodeExport)
        #expect(document.errors.isEmpty)
        let links = document.links
        #expect(links.map(\.text) == ["Hier", "mehr", "Mehr erfahren"])
        #expect(links.map(\.destination) == ["https://example.com/de/storage", "https://example.com/de/help", "https://example.com/de/trash"])
        #expect(links.map(\.syntax) == [.markdownInline, .htmlAnchor, .markdownInline])
        #expect(links.map(\.language) == ["de", "de", "de"])
        #expect(links.map { $0.appCopy?.locale } == ["de", "de", "de"])
        #expect(links.map { $0.appCopy?.sourceLanguage } == ["en", "en", "en"])
        #expect(links.map { $0.appCopy?.state } == ["needs-review-translation", "translated", "new"])
        #expect(links.map { $0.appCopy?.key } == ["storage.summary", "storage.summary", "files.removed"])
        #expect(links.map { $0.appCopy?.variation } == ["NSStringLocalizedFormatKey", "items.other", "plural.other"])
        #expect(links.map { $0.appCopy?.table } == ["App/en.lproj/Localizable.stringsdict", "App/en.lproj/Localizable.stringsdict",
                                                    "App/Localizable.xcstrings"])
        #expect(links.map { $0.appCopy?.comment } == [nil, nil, "Toast after bulk delete"])
        #expect(links.map { "\($0.span!)" } == ["7:86-7:123", "11:51-11:108", "19:52-19:96"])
        #expect(links.allSatisfy { $0.file == "de.xliff" && $0.render == .swiftui && $0.scope == .app })
    }

    @Test func sourceLinksAreKeptForComparisonOnly() {
        let document = extract(xcodeExport)
        let sources = document.sourceLinks
        #expect(sources.map(\.text) == ["Manage storage", "more", "Learn more"])
        #expect(sources.map(\.destination) == ["https://example.com/storage", "https://example.com/help", "https://example.com/trash"])
        #expect(sources.map { $0.appCopy?.locale } == ["en", "en", "en"])
        #expect(sources.map { $0.appCopy?.key } == ["storage.summary", "storage.summary", "files.removed"])
        #expect(sources.map { $0.appCopy?.variation } == ["NSStringLocalizedFormatKey", "items.other", "plural.other"])
        #expect(sources.map { $0.span!.start.line } == [6, 10, 18])
        #expect(!document.links.contains { $0.text.contains("Toast") })
    }

    @Test(arguments: [
        ("/storage.summary:dict/NSStringLocalizedFormatKey:dict/:string", "storage.summary", "NSStringLocalizedFormatKey"),
        ("/storage.summary:dict/items:dict/other:dict/:string", "storage.summary", "items.other"),
        ("/%d files:dict/d_files:dict/one:dict/:string", "%d files", "d_files.one"),
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
        let source = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">
          <file id="f1" original="App/Localizable.xcstrings">
            <group id="g">
              <unit id="help.footer|==|device.mac">
                <notes><note>Footer on the Mac</note></notes>
                <segment state="reviewed">
                  <source>Read the <pc id="1">[guide](https://example.com/guide)</pc></source>
                  <target>Lisez le <pc id="1">[guide](https://example.com/fr/guide)</pc><ph id="2"/> ici</target>
                </segment>
              </unit>
              <unit id="untranslated">
                <segment><source>[Privacy](https://example.com/privacy)</source></segment>
              </unit>
            </group>
          </file>
        </xliff>
        """
        let document = extract(source, file: "fr.xlf")
        #expect(document.errors.isEmpty)
        #expect(document.links.map(\.text) == ["guide", "Privacy"])
        #expect(document.links.map { $0.appCopy?.locale } == ["fr", "en"])
        #expect(document.links.map { $0.appCopy?.key } == ["help.footer", "untranslated"])
        #expect(document.links.map { $0.appCopy?.variation } == ["device.mac", nil])
        #expect(document.links.map { $0.appCopy?.state } == ["reviewed", nil])
        #expect(document.links.map { $0.appCopy?.comment } == ["Footer on the Mac", nil])
        #expect(document.links.map { $0.appCopy?.table } == ["App/Localizable.xcstrings", "App/Localizable.xcstrings"])
        #expect(document.links[0].context?.text == "Lisez le guide ici")
        // `<target>Lisez le <pc id="1">` ends at column 39 of line 9.
        #expect(document.links[0].span?.start == SourcePosition(line: 9, utf8Column: 39))
        #expect(document.sourceLinks.map(\.text) == ["guide"])
    }

    @Test func xliff12InlineElementsAndPlaceholders() {
        let source = """
        <xliff version="1.2"><file original="a.strings" source-language="en" target-language="ja"><body>
        <trans-unit id="k"><source>x</source><target>&#x3053;&#x3061;&#x3089;<x id="1"/><g id="2">[\u{8A73}\u{7D30}](https://example.com/ja)</g><ph id="3">&lt;a href="/no"&gt;ph&lt;/a&gt;</ph></target></trans-unit>
        </body></file></xliff>
        """
        let document = extract(source)
        #expect(document.links.map(\.text) == ["詳細"])
        #expect(document.links[0].appCopy?.locale == "ja")
        // `<trans-unit id="k"><source>x</source><target>` is 45 bytes; the three references 24,
        // `<x id="1"/><g id="2">` 21: `[` at column 91.
        #expect(document.links[0].span?.start == SourcePosition(line: 2, utf8Column: 91))
        #expect(document.links[0].context?.text == "こちら詳細")
    }

    @Test func malformedXLIFFIsOneLocatedError() {
        let source = "<?xml version=\"1.0\"?>\n<xliff version=\"1.2\">\n  <file original=\"a\">\n    <trans-unit id=\"k\">\n      <target>oops & more</target>\n"
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
