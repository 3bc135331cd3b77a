import Foundation
import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

private func extract(_ bytes: [UInt8], file: String = "App/fr.lproj/InfoPlist.strings") -> ExtractedDocument {
    StringsExtractor.extractDocument(bytes: bytes, file: file, options: ExtractionOptions())
}

/// A binary property list of `table`, as `plutil -convert binary1` writes it.
private func binaryPlist(_ table: [String: Any]) throws -> [UInt8] {
    [UInt8](try PropertyListSerialization.data(fromPropertyList: table, format: .binary, options: 0))
}

/// An XML property list table with a Markdown link after multi-byte text and an entity, an escaped
/// HTML anchor, a CDATA anchor and a value that is not a string.
private let xmlTable = MarkedText(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>NSContactsUsageDescription</key>
    \t<string>Vos contacts restent sur l’appareil &amp; ne sont jamais envoyés. 1️⃣[Confidentialité](https://example.com/fr/vie-privee)2️⃣</string>
    \t<key>CFBundleDisplayName</key>
    \t<string>Carnet</string>
    \t<key>help.footer</key>
    \t<string>Besoin d’aide ? 3️⃣&lt;a href="https://example.com/fr/aide"&gt;Écrivez-nous&lt;/a&gt;4️⃣</string>
    \t<key>help.more</key>
    \t<string><![CDATA[5️⃣<a href="https://example.com/fr/plus">ici</a>6️⃣]]></string>
    \t<key>LSApplicationQueriesSchemes</key>
    \t<array><string>[x](https://example.com/not-copy)</string></array>
    </dict>
    </plist>

    """)

@Suite("Property-list .strings tables")
struct PropertyListStringsTests {
    @Test func xmlTableLinksHaveExactPositions() {
        let document = extract(xmlTable.bytes)
        #expect(document.errors.isEmpty)
        #expect(document.warnings.isEmpty)
        #expect(document.format == .strings)
        #expect(document.links.map(\.text) == ["Confidentialité", "Écrivez-nous", "ici"])
        #expect(
            document.links.map(\.destination) == [
                "https://example.com/fr/vie-privee", "https://example.com/fr/aide", "https://example.com/fr/plus",
            ])
        #expect(document.links.map(\.syntax) == [.markdownInline, .htmlAnchor, .htmlAnchor])
        #expect(
            document.links.map(\.span) == [
                xmlTable.span("1️⃣", "2️⃣"), xmlTable.span("3️⃣", "4️⃣"), xmlTable.span("5️⃣", "6️⃣"),
            ])
        #expect(document.links.map { $0.appCopy?.key } == ["NSContactsUsageDescription", "help.footer", "help.more"])
        #expect(document.links.allSatisfy { $0.appCopy?.locale == "fr" && $0.language == "fr" && $0.render == .swiftui })
        #expect(document.links.allSatisfy { $0.appCopy?.table == "App/fr.lproj/InfoPlist.strings" && $0.appCopy?.variation == nil })
        #expect(
            document.links[0].context?.text == "Vos contacts restent sur l’appareil & ne sont jamais envoyés. Confidentialité")
        // Every string value is app copy, with or without links; the array is not.
        #expect(
            document.appCopyValues.map(\.entry.key) == ["NSContactsUsageDescription", "CFBundleDisplayName", "help.footer", "help.more"])
    }

    @Test func utf16XMLTableIsRead() {
        let marked = MarkedText(
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<plist version=\"1.0\"><dict>\n<key>k</key><string>日本語 1️⃣[ヘルプ](https://example.com/ja/help)2️⃣</string>\n</dict></plist>\n"
        )
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in marked.text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let document = extract(bytes, file: "ja.lproj/Localizable.strings")
        #expect(document.errors.isEmpty)
        #expect(document.links.map(\.text) == ["ヘルプ"])
        #expect(document.links.map(\.span) == [marked.span("1️⃣", "2️⃣")])
    }

    @Test func xmlTableKeyDefinedTwiceKeepsTheLastValue() {
        let marked = MarkedText(
            """
            <plist version="1.0">
            <dict>
              1️⃣<key>promo</key><string>[Old offer](https://example.com/old)</string>
              <key>title</key><string>Offers</string>
              2️⃣<key>promo</key><string>3️⃣[New offer](https://example.com/new)</string>
            </dict>
            </plist>
            """)
        let document = extract(marked.bytes, file: "en.lproj/Promo.strings")
        #expect(document.errors.isEmpty)
        #expect(document.links.map(\.text) == ["New offer"])
        #expect(document.links.map { $0.span?.start } == [marked["3️⃣"]])
        #expect(document.appCopyValues.map(\.entry.key) == ["title", "promo"])
        #expect(document.warnings.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["\(marked["1️⃣"].line):\(marked["1️⃣"].utf8Column)"])
        #expect(document.warnings.first?.message.hasPrefix("the key is defined again at line \(marked["2️⃣"].line) ") == true)
    }

    @Test func malformedXMLTableIsOneLocatedError() {
        let document = extract(Array("<?xml version=\"1.0\"?>\n<plist><dict><key>a</key><string>x</dict></plist>\n".utf8))
        #expect(document.links.isEmpty)
        #expect(document.errors.count == 1)
        #expect(document.errors.first?.line == 2)
        #expect(document.errors.first?.message.hasPrefix("XML is not well-formed: ") == true)
    }

    @Test func whitespaceBeforeTheXMLIsAllowed() {
        let marked = MarkedText("\n  <plist><dict><key>k</key><string>1️⃣[a](https://example.com/a)2️⃣</string></dict></plist>")
        let document = extract(marked.bytes)
        #expect(document.errors.isEmpty)
        #expect(document.links.map(\.span) == [marked.span("1️⃣", "2️⃣")])
    }

    @Test func binaryTableLinksHaveNoPosition() throws {
        let bytes = try binaryPlist([
            "help.footer": "Besoin d’aide ? [Écrivez-nous](https://example.com/fr/aide)",
            "CFBundleDisplayName": "Carnet",
            "legal": "Lisez les [conditions] (https://example.com/fr/conditions).",
            "count": 3,
        ])
        #expect(PropertyListStrings.isBinary(bytes))
        let document = extract(bytes)
        #expect(document.errors.isEmpty)
        #expect(document.links.map(\.text) == ["Écrivez-nous"])
        #expect(document.links.map(\.destination) == ["https://example.com/fr/aide"])
        #expect(document.links.map(\.span) == [nil])
        #expect(document.links.first?.appCopy?.key == "help.footer")
        #expect(document.links.first?.appCopy?.locale == "fr")
        #expect(document.links.first?.context?.text == "Besoin d’aide ? Écrivez-nous")
        // Keys in sorted order; the integer is not copy.
        #expect(document.appCopyValues.map(\.entry.key) == ["CFBundleDisplayName", "help.footer", "legal"])
        #expect(document.appCopyValues.allSatisfy { $0.position == nil })
        #expect(document.problems.map(\.kind) == [.spaceBeforeDestination])
        #expect(document.problems.map(\.position) == [nil])
    }

    @Test func binaryListThatIsNotADictionaryIsAnError() throws {
        let bytes = [UInt8](try PropertyListSerialization.data(fromPropertyList: ["a", "b"], format: .binary, options: 0))
        let document = extract(bytes)
        #expect(document.links.isEmpty)
        #expect(
            document.errors.map { "\($0.line.map(String.init) ?? "-") \($0.message)" } == [
                "- not a string table: the binary property list does not hold a dictionary"
            ])
    }

    @Test func binaryDictionaryWithANumberKeySaysSo() {
        // Foundation will not write such a list, so it is built by hand: `bplist00`, a dictionary
        // whose one key is the integer 1 and whose value is "x", the offset table, the trailer.
        var bytes = Array("bplist00".utf8) + [0xD1, 0x01, 0x02, 0x10, 0x01, 0x51, 0x78] + [0x08, 0x0B, 0x0D]
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 3] + [UInt8](repeating: 0, count: 8) + [0, 0, 0, 0, 0, 0, 0, 15]
        #expect(
            extract(bytes).errors.map(\.message) == [
                "not a string table: a key of the binary property list's dictionary is not a string"
            ])
    }

    /// libxml2 advises programmers to "use XML_PARSE_HUGE option"; the user is told what is wrong with the file.
    @Test func tooDeepXMLIsExplainedToItsAuthor() {
        let depth = 20_000
        let xml =
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>k</key>"
            + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</dict></plist>\n"
        let errors = extract(Array(xml.utf8)).errors
        #expect(errors.count == 1)
        #expect(errors.first?.line == 2)
        #expect(errors.first.map { !$0.message.contains("XML_PARSE_HUGE") } == true)
        #expect(
            errors.first?.message.hasSuffix("(beyond the XML parser's limits: the file is nested too deeply or holds a value too large)")
                == true)
    }

    @Test func parserAdviceIsReworded() {
        #expect(
            XMLDocumentReader.readable(" Excessive depth in document: 256 use XML_PARSE_HUGE option\n")
                == "Excessive depth in document: 256 (beyond the XML parser's limits: the file is nested too deeply or holds a value too large)"
        )
        #expect(
            XMLDocumentReader.readable("Opening and ending tag mismatch: dict line 2 and plist\n")
                == "Opening and ending tag mismatch: dict line 2 and plist")
    }
}

/// A property list that declares its own XML entity cannot be loaded by the app (Foundation expands
/// only XML's predefined entities): a located error, never a value silently read without its link.
@Suite("Entities a property list declares")
struct DeclaredEntityTests {
    static let message =
        "the property list declares its own XML entity, which Foundation does not expand: the app cannot load this table; write the text out instead"

    @Test func xmlStringsTableWithItsOwnEntity() {
        let marked = MarkedText(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist [
              1️⃣<!ENTITY pw "[Passwörter](https://example.com/pw)">
            ]>
            <plist version="1.0"><dict><key>k</key><string>Open &pw;</string></dict></plist>
            """)
        let document = extract(marked.bytes)
        #expect(document.links.isEmpty)
        #expect(
            document.errors.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message)" } == [
                "\(marked["1️⃣"].line):\(marked["1️⃣"].utf8Column) \(Self.message)"
            ])
    }

    @Test func stringsdictWithItsOwnEntity() {
        let marked = MarkedText(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd" [1️⃣<!ENTITY x "y">]>
            <plist version="1.0"><dict/></plist>
            """)
        let document = StringsdictExtractor.extractDocument(
            bytes: marked.bytes, file: "App/en.lproj/Localizable.stringsdict", options: ExtractionOptions())
        #expect(document.errors.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["\(marked["1️⃣"].line):\(marked["1️⃣"].utf8Column)"])
    }

    /// The usual DOCTYPE, and `<!ENTITY` written as text after the root, are no declarations.
    @Test(arguments: [
        "<?xml version=\"1.0\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\"><dict><key>k</key><string><![CDATA[<!ENTITY a \"b\">]]></string></dict></plist>",
        "<plist version=\"1.0\"><dict><key>k</key><string>&lt;!ENTITY</string></dict></plist>",
    ])
    func noDeclarationNoError(_ xml: String) {
        #expect(XMLDocumentReader.declaredEntityOffset(in: Array(xml.utf8)) == nil)
        #expect(extract(Array(xml.utf8)).errors.isEmpty)
    }
}
