import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

private func extract(_ source: String, file: String, format: DocumentFormat) -> ExtractedDocument {
    let bytes = Array(source.utf8)
    let options = ExtractionOptions()
    switch format {
    case .stringsdict: return StringsdictExtractor.extractDocument(bytes: bytes, file: file, options: options)
    case .xliff: return XLIFFExtractor.extractDocument(bytes: bytes, file: file, options: options)
    case .xcstrings: return XCStringsExtractor.extractDocument(bytes: bytes, file: file, options: options)
    default: return StringsExtractor.extractDocument(bytes: bytes, file: file, options: options)
    }
}

@Suite("Suppression directives in string tables")
struct AppSuppressionDirectiveTests {
    @Test func stringsEveryFormInBlockAndLineComments() {
        let marked = MarkedText(
            """
            1️⃣/* linkaudit-disable-file url-as-link-text */
            /* Footer; shown on every screen */
            2️⃣/* linkaudit-disable-next-line generic-link-text -- the sentence says where */
            "footer.more" = "[More](https://example.com/more)";
            "footer.help" = "[Here](https://example.com/help)"; 3️⃣// linkaudit-disable-line generic-link-text, link-word-in-name
            4️⃣// linkaudit-disable
            "legal.a" = "[Click here](https://example.com/a)";
            5️⃣/* linkaudit-enable
            */
            "ü" = "Ünïcödé"; 6️⃣/*linkaudit-disable-line*/
            // linkaudit-disabled is a word, not a directive
            /* a translator mentions linkaudit-disable in passing */
            "quoted" = "/* linkaudit-disable-file */";

            """)
        let document = extract(marked.text, file: "App/en.lproj/Localizable.strings", format: .strings)
        #expect(document.errors.isEmpty)
        #expect(
            document.suppressionDirectives == [
                SuppressionDirective(kind: .file, rules: ["url-as-link-text"], position: marked["1️⃣"]),
                SuppressionDirective(
                    kind: .nextLine, rules: ["generic-link-text"], position: marked["2️⃣"], reason: "the sentence says where"),
                SuppressionDirective(kind: .line, rules: ["generic-link-text", "link-word-in-name"], position: marked["3️⃣"]),
                SuppressionDirective(kind: .disable, rules: [], position: marked["4️⃣"]),
                SuppressionDirective(kind: .enable, rules: [], position: marked["5️⃣"], endLine: marked["5️⃣"].line + 1),
                SuppressionDirective(kind: .line, rules: [], position: marked["6️⃣"]),
            ])
        // A directive is for linkaudit, not for translators: the comment before it stays the pair's.
        #expect(document.links.first { $0.appCopy?.key == "footer.more" }?.appCopy?.comment == "Footer; shown on every screen")
        #expect(document.links.first { $0.appCopy?.key == "legal.a" }?.appCopy?.comment == nil)
    }

    /// The same forms with CR LF line ends, in a UTF-16 table: lines and columns are those of the
    /// UTF-8 transcoding, as for links.
    @Test func stringsWithWindowsLineEndsInUTF16() {
        let marked = MarkedText(
            "1️⃣/* linkaudit-disable-next-line generic-link-text */\r\n\"é\" = \"[Ici](https://example.com)\";\r\n"
                + "\"f\" = \"[Là](https://example.com/f)\"; 2️⃣// linkaudit-disable-line\r\n")
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in marked.text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let document = StringsExtractor.extractDocument(bytes: bytes, file: "fr.lproj/A.strings", options: ExtractionOptions())
        #expect(document.errors.isEmpty)
        #expect(document.links.count == 2)
        #expect(
            document.suppressionDirectives == [
                SuppressionDirective(kind: .nextLine, rules: ["generic-link-text"], position: marked["1️⃣"]),
                SuppressionDirective(kind: .line, rules: [], position: marked["2️⃣"]),
            ])
    }

    /// A table written as one old-style dictionary, `{ … }`: comments inside and around the braces.
    @Test func stringsWrittenAsBracedDictionary() {
        let marked = MarkedText(
            """
            1️⃣// linkaudit-disable-file url-as-link-text
            {
                2️⃣/* linkaudit-disable-next-line generic-link-text */
                "more" = "[More](https://example.com/more)";
                "here" = "[Here](https://example.com/here)"; 3️⃣// linkaudit-disable-line
            }
            4️⃣/* linkaudit-enable */

            """)
        let document = extract(marked.text, file: "App/en.lproj/Braced.strings", format: .strings)
        #expect(document.errors.isEmpty)
        #expect(document.links.map(\.text) == ["More", "Here"])
        #expect(
            document.suppressionDirectives == [
                SuppressionDirective(kind: .file, rules: ["url-as-link-text"], position: marked["1️⃣"]),
                SuppressionDirective(kind: .nextLine, rules: ["generic-link-text"], position: marked["2️⃣"]),
                SuppressionDirective(kind: .line, rules: [], position: marked["3️⃣"]),
                SuppressionDirective(kind: .enable, rules: [], position: marked["4️⃣"]),
            ])
    }

    @Test func stringsWrittenAsXMLPropertyList() {
        let marked = MarkedText(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            1️⃣<!-- linkaudit-disable-file generic-link-text -->
            <plist version="1.0">
            <dict>
              2️⃣<!-- linkaudit-disable-next-line
                   url-as-link-text -->
              <key>help</key>
              <string>[https://example.com](https://example.com)</string>
              <key>cdata</key>
              <string><![CDATA[<!-- linkaudit-disable-file -->]]></string>
              <key>attr</key>
              <string>&lt;!-- linkaudit-disable-file --&gt;</string>
            </dict>
            </plist>
            """)
        let document = extract(marked.text, file: "App/de.lproj/InfoPlist.strings", format: .strings)
        #expect(document.errors.isEmpty)
        #expect(
            document.suppressionDirectives == [
                SuppressionDirective(kind: .file, rules: ["generic-link-text"], position: marked["1️⃣"]),
                SuppressionDirective(kind: .nextLine, rules: ["url-as-link-text"], position: marked["2️⃣"], endLine: marked["2️⃣"].line + 1),
            ])
    }

    @Test func stringsdictComments() {
        let marked = MarkedText(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
              <key>files.count</key>
              <dict>
                1️⃣<!-- linkaudit-disable generic-link-text -->
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@files@ [Mehr](https://example.com/files)</string>
                <key>files</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key>
                  <string>NSStringPluralRuleType</string>
                  <key>other</key>
                  <string>%d Dateien — <!-- not a directive: linkaudit-disable --> [hier](https://example.com/x)</string> 2️⃣<!--linkaudit-disable-line link-word-in-name-->
                </dict>
                3️⃣<!-- linkaudit-enable generic-link-text -->
              </dict>
            </dict>
            </plist>
            """)
        let document = extract(marked.text, file: "App/de.lproj/Localizable.stringsdict", format: .stringsdict)
        #expect(document.errors.isEmpty)
        #expect(document.links.map(\.text) == ["Mehr", "hier"])
        #expect(
            document.suppressionDirectives == [
                SuppressionDirective(kind: .disable, rules: ["generic-link-text"], position: marked["1️⃣"]),
                SuppressionDirective(kind: .line, rules: ["link-word-in-name"], position: marked["2️⃣"]),
                SuppressionDirective(kind: .enable, rules: ["generic-link-text"], position: marked["3️⃣"]),
            ])
    }

    @Test func xliffCommentsAndTranslatorNotes() {
        let marked = MarkedText(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="App/Localizable.xcstrings" source-language="en" target-language="fr" datatype="plaintext">
                <body>
                  1️⃣<!-- linkaudit-disable-next-line generic-link-text -->
                  <trans-unit id="promo.more" xml:space="preserve">
                    <source>[More](https://example.com/promo)</source>
                    <target state="translated">[Plus](https://example.com/fr/promo)</target>
                    <note>Shown under the banner.
            2️⃣linkaudit-disable generic-link-text -- the banner's heading names it
            Keep it short.</note>
                  </trans-unit>
                  <trans-unit id="files.more|==|plural.other" xml:space="preserve">
                    <source>[Here](https://example.com/files)</source>
                    <target state="translated">[Ici](https://example.com/fr/files)</target>
                    <note>  3️⃣linkaudit-disable  </note>
                    <note>6️⃣linkaudit-disable-line url-as-link-text</note>
                  </trans-unit>
                  <trans-unit id="prose" xml:space="preserve">
                    <source>&lt;!-- linkaudit-disable-file --&gt; [here](https://example.com/p)</source>
                    <target>linkaudit-disable generic-link-text [ici](https://example.com/fr/p)</target>
                    <note>Mentions linkaudit-disable in a sentence.</note>
                  </trans-unit>
                </body>
              </file>
            </xliff>
            """)
        let document = extract(marked.text, file: "fr.xcloc/Localized Contents/fr.xliff", format: .xliff)
        #expect(document.errors.isEmpty)
        #expect(
            document.suppressionDirectives == [
                SuppressionDirective(kind: .nextLine, rules: ["generic-link-text"], position: marked["1️⃣"]),
                SuppressionDirective(
                    kind: .key, rules: ["generic-link-text"], position: marked["2️⃣"], key: "promo.more",
                    reason: "the banner's heading names it"),
                SuppressionDirective(kind: .key, rules: [], position: marked["3️⃣"], key: "files.more"),
            ])
        #expect(document.warnings.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["\(marked["6️⃣"].line):\(marked["6️⃣"].utf8Column)"])
        let comments = Dictionary(
            document.links.map { ($0.appCopy?.key ?? "", $0.appCopy?.comment) }, uniquingKeysWith: { first, _ in first })
        #expect(comments["promo.more"] == "Shown under the banner.\nKeep it short.")
        #expect(comments["files.more"] == "linkaudit-disable-line url-as-link-text")
        #expect(comments["prose"] == "Mentions linkaudit-disable in a sentence.")
    }

    @Test func xliff2UnitNotesAreReadOncePerUnit() {
        let marked = MarkedText(
            """
            <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
              <file id="App/Localizable.strings">
                <unit id="help.link">
                  <notes><note>1️⃣linkaudit-disable url-as-link-text</note></notes>
                  <segment><source>[https://example.com](https://example.com)</source></segment>
                  <segment><source>[https://example.org](https://example.org)</source></segment>
                </unit>
              </file>
            </xliff>
            """)
        let document = extract(marked.text, file: "de.xliff", format: .xliff)
        #expect(
            document.suppressionDirectives == [
                SuppressionDirective(kind: .key, rules: ["url-as-link-text"], position: marked["1️⃣"], key: "help.link")
            ])
        #expect(document.links.map(\.appCopy?.comment) == [nil, nil])
    }

    @Test func stringCatalogTranslatorComments() {
        let marked = MarkedText(
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "banner.more" : {
                  "comment" : "Under the banner.\\n1️⃣linkaudit-disable generic-link-text, link-word-in-name -- heading names it\\nShort.",
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "[More](https://example.com/b)" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "[Plus](https://example.com/fr/b)" } }
                  }
                },
                "ünï" : {
                  "comment" : "\\u00e9t\\u00e9 linkaudit-disable, mid-line, is prose"
                },
                "whole" : {
                  "comment" : "3️⃣linkaudit-disable"
                },
                "misplaced" : {
                  "comment" : "5️⃣linkaudit-disable-next-line generic-link-text"
                },
                "windows" : {
                  "comment" : "Written on Windows.\\r\\n\\t4️⃣linkaudit-disable url-as-link-text\\r\\nSecond line."
                },
                "prose" : {
                  "comment" : "Do not add linkaudit-disable here; linkaudit-disable-next-line is not for catalogs.",
                  "localizations" : { "en" : { "stringUnit" : { "state" : "new", "value" : "[linkaudit-disable](https://example.com/p)" } } }
                }
              },
              "version" : "1.0"
            }
            """)
        let document = extract(marked.text, file: "App/Localizable.xcstrings", format: .xcstrings)
        #expect(document.errors.isEmpty)
        #expect(
            document.suppressionDirectives == [
                SuppressionDirective(
                    kind: .key, rules: ["generic-link-text", "link-word-in-name"], position: marked["1️⃣"], key: "banner.more",
                    reason: "heading names it"),
                SuppressionDirective(kind: .key, rules: [], position: marked["3️⃣"], key: "whole"),
                SuppressionDirective(kind: .key, rules: ["url-as-link-text"], position: marked["4️⃣"], key: "windows"),
            ])
        // Another form in a translator comment is text, with a warning where it stands.
        #expect(
            document.warnings.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message)" } == [
                "\(marked["5️⃣"].line):\(marked["5️⃣"].utf8Column) 'linkaudit-disable-next-line' in a translator comment is read as text: "
                    + "only 'linkaudit-disable RULE…' applies there, to the comment's key"
            ])
        let banner = document.links.filter { $0.appCopy?.key == "banner.more" }
        #expect(banner.map(\.appCopy?.locale) == ["en", "fr"])
        #expect(banner.allSatisfy { $0.appCopy?.comment == "Under the banner.\nShort." })
        #expect(document.links.first { $0.appCopy?.key == "prose" }?.appCopy?.comment?.hasPrefix("Do not add") == true)
    }
}
