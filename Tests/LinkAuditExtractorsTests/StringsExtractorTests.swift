import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

/// Reads `.strings` text written inline.
private func extract(_ source: String, file: String = "en.lproj/Localizable.strings") -> ExtractedDocument {
    StringsExtractor.extractDocument(bytes: Array(source.utf8), file: file, options: ExtractionOptions())
}

/// UTF-16 code units of `text` as bytes, little or big endian, optionally with a BOM.
private func utf16Bytes(_ text: String, littleEndian: Bool = true, bom: Bool = true) -> [UInt8] {
    var bytes: [UInt8] = bom ? (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
    for unit in text.utf16 {
        let low = UInt8(unit & 0xFF), high = UInt8(unit >> 8)
        bytes += littleEndian ? [low, high] : [high, low]
    }
    return bytes
}

@Suite("StringsExtractor: cases")
struct StringsExtractorCaseTests {
    @Test func commentsAndURLs() throws {
        let marked = MarkedText(
            """
            /* Legal; shown in the footer */
            "footer.privacy" = "See \\"https://example.com/privacy\\" // or ask us";
            // "footer.old" = "Click here";
            "footer.help"="1️⃣[Get help](https://example.com/help)2️⃣";

            """)
        let source = marked.text
        let tokens = StringsTokenizer.tokenize(Array(source.utf8))
        #expect(tokens.error == nil)
        #expect(tokens.entries.map(\.key) == ["footer.privacy", "footer.help"])
        let index = LineIndex(Array(source.utf8))
        #expect(tokens.entries.map { index.position(ofByte: $0.keyOffset).line } == [2, 4])
        #expect(String(decoding: tokens.entries[0].value, as: UTF8.self) == #"See "https://example.com/privacy" // or ask us"#)
        #expect(tokens.entries[0].comment == "Legal; shown in the footer")

        let document = extract(source, file: "Resources/en.lproj/Footer.strings")
        #expect(document.errors.isEmpty)
        #expect(document.links.count == 1)
        let link = try #require(document.links.first)
        #expect(link.text == "Get help")
        #expect(link.destination == "https://example.com/help")
        #expect(link.appCopy?.key == "footer.help")
        #expect(link.appCopy?.table == "Resources/en.lproj/Footer.strings")
        #expect(link.appCopy?.locale == "en")
        #expect(link.language == "en")
        #expect(link.languageSource == .locale)
        #expect(link.span == marked.span("1️⃣", "2️⃣"))
        #expect(link.syntax == .markdownInline)
        #expect(link.placement == .inline)
        #expect(link.render == .swiftui)
        #expect(link.scope == .app("apple"))
    }

    @Test func markdownLinkInAppCopy() throws {
        let marked = MarkedText(#""onboarding.help" = "Need help? 1️⃣[Contact support](https://example.com/support)2️⃣";"# + "\n")
        let document = extract(marked.text)
        let link = try #require(document.links.first)
        #expect(document.links.count == 1)
        #expect(link.text == "Contact support")
        #expect(link.destination == "https://example.com/support")
        #expect(link.span == marked.span("1️⃣", "2️⃣"))
        #expect(link.context?.text == "Need help? Contact support")
    }

    @Test func utf16LESurrogatePair() throws {
        // Positions are of the text after transcoding to UTF-8, so the text is marked before transcoding.
        let marked = MarkedText(#""promo.more" = "Learn more \UD83D\UDC49 1️⃣[here](https://example.com/promo)2️⃣";"# + "\n")
        let document = StringsExtractor.extractDocument(
            bytes: utf16Bytes(marked.text), file: "strings-utf16-surrogates.strings",
            options: ExtractionOptions())
        #expect(document.errors.isEmpty)
        #expect(document.warnings.isEmpty)
        let link = try #require(document.links.first)
        #expect(link.text == "here")
        #expect(link.destination == "https://example.com/promo")
        #expect(link.appCopy?.key == "promo.more")
        #expect(link.appCopy?.locale == nil)
        #expect(link.languageSource == nil)
        #expect(link.span == marked.span("1️⃣", "2️⃣"))
        #expect(link.context?.text == "Learn more 👉 here")
    }

    @Test func utf16BigEndianWithoutBOM() throws {
        let marked = MarkedText(#""a" = "1️⃣[x](https://example.com/x)2️⃣";"#)
        let document = StringsExtractor.extractDocument(
            bytes: utf16Bytes(marked.text, littleEndian: false, bom: false),
            file: "t.strings", options: ExtractionOptions())
        #expect(document.errors.isEmpty)
        #expect(document.links.first?.span == marked.span("1️⃣", "2️⃣"))
    }

    @Test func htmlAndPlaceholders() throws {
        let marked = MarkedText(
            """
            "terms.body" = "By continuing you accept our <a href=\\"https://example.com/terms\\">terms</a> and <a href='https://example.com/privacy'>click here</a>.";
            "profile.link" = "Open 1️⃣[%1$@'s profile](https://example.com/u/%2$@)2️⃣";

            """)
        let source = marked.text
        let tokens = StringsTokenizer.tokenize(Array(source.utf8))
        #expect(tokens.entries.map(\.key) == ["terms.body", "profile.link"])
        #expect(AppCopyMarkup.holdsElementTag(tokens.entries[0].value))
        #expect(!AppCopyMarkup.holdsElementTag(tokens.entries[1].value))

        let document = extract(source)
        #expect(document.errors.isEmpty)
        let profile = try #require(document.links.first { $0.appCopy?.key == "profile.link" })
        #expect(profile.text == "%1$@'s profile")
        #expect(profile.destination == "https://example.com/u/%2$@")
        #expect(profile.hasDynamicText)
        #expect(profile.isTemplatedDestination)
        #expect(profile.normalizedDestination == nil)
        #expect(profile.span == marked.span("1️⃣", "2️⃣"))
    }

    @Test func htmlAnchorsInValue() throws {
        let marked = MarkedText(
            #""terms.body" = "By continuing you accept our 1️⃣<a href=\"https://example.com/terms\">terms</a> and <a href='https://example.com/privacy'>click here</a>.";"#
        )
        let links = extract(marked.text).links
        #expect(links.map(\.text) == ["terms", "click here"])
        #expect(links.map(\.destination) == ["https://example.com/terms", "https://example.com/privacy"])
        #expect(links.allSatisfy { $0.syntax == .htmlAnchor && $0.placement == .inline && $0.appCopy?.key == "terms.body" })
        #expect(links.first?.span?.start == marked["1️⃣"])
    }

    @Test func unescapedQuote() throws {
        let source = #""terms.body" = "Accept our <a href="https://example.com/terms">terms</a>.";"# + "\n"
        let document = extract(source)
        #expect(document.links.isEmpty)
        let error = try #require(document.errors.first)
        #expect(document.errors.count == 1)
        #expect(error.line == 1)
        #expect(error.column == 37)
        #expect(error.message.contains("unescaped quote inside a value?"))
        #expect(error.file == "en.lproj/Localizable.strings")
    }
}

@Suite("StringsExtractor: grammar and positions")
struct StringsExtractorGrammarTests {
    @Test func escapesDecode() throws {
        let source = #""k" = "q\"b\\s\nt\tr\r a\'p \U00e9\u00E9 o\101 x\ U\UD83D\UDC49 \U";"#
        let tokens = StringsTokenizer.tokenize(Array(source.utf8))
        #expect(tokens.error == nil)
        let value = String(decoding: try #require(tokens.entries.first).value, as: UTF8.self)
        #expect(value == "q\"b\\s\nt\tr\r a'p éé oA x U👉 U")
        #expect(tokens.warnings.isEmpty)
    }

    @Test func escapeOffsetsMapToBackslash() throws {
        let marked = MarkedText(#""k" = "1️⃣\U00e92️⃣[a](u)3️⃣";"#)
        let entry = try #require(StringsTokenizer.tokenize(marked.bytes).entries.first)
        #expect(entry.value == Array("é[a](u)".utf8))
        // Both bytes of é come from the escape's backslash; each later byte from itself, through the closing quote.
        let escape = marked.offset("1️⃣")
        #expect(entry.valueOffsets == [escape, escape] + Array(marked.offset("2️⃣")...marked.offset("3️⃣")))
    }

    @Test func surrogatePairLinkPosition() throws {
        let marked = MarkedText(#""k" = "\UD83D\UDC49 1️⃣[go](https://example.com/go)2️⃣";"#)
        let document = extract(marked.text)
        let link = try #require(document.links.first)
        #expect(link.span == marked.span("1️⃣", "2️⃣"))
        #expect(document.warnings.isEmpty)
    }

    @Test func unpairedSurrogateBecomesReplacementWithWarning() throws {
        let source = #""k" = "Oops \UD83D [x](https://example.com/x) \UDC49";"#
        let tokens = StringsTokenizer.tokenize(Array(source.utf8))
        let value = String(decoding: try #require(tokens.entries.first).value, as: UTF8.self)
        #expect(value == "Oops \u{FFFD} [x](https://example.com/x) \u{FFFD}")
        let document = extract(source)
        #expect(document.errors.isEmpty)
        #expect(document.links.count == 1)
        #expect(document.warnings.count == 2)
        #expect(document.warnings.first?.line == 1)
        #expect(document.warnings.first?.column == 13)
        #expect(document.warnings.first?.message.contains("U+FFFD") == true)
        #expect(document.warnings.last?.column == 47)
    }

    @Test func highSurrogateFollowedByNonSurrogate() throws {
        let tokens = StringsTokenizer.tokenize(Array(#""k" = "\UD83D\U0041";"#.utf8))
        #expect(tokens.entries.first?.value == Array("\u{FFFD}A".utf8))
        #expect(tokens.warnings.count == 1)
    }

    @Test func equalsWithoutSpacesAndUnquotedTokens() throws {
        let source = "\"a\"=\"1\";b.c_d-e = value2 ;\"keyOnly\";\n'single' = 'it''s';"
        let tokens = StringsTokenizer.tokenize(Array(source.utf8))
        #expect(tokens.error != nil) // `'it''s'`: the second quote ends the value early
        #expect(tokens.entries.map(\.key) == ["a", "b.c_d-e", "keyOnly"])
        #expect(tokens.entries.map { String(decoding: $0.value, as: UTF8.self) } == ["1", "value2", "keyOnly"])
    }

    @Test func commentsWithSemicolonsAndTranslatorComments() throws {
        let source = """
            /* First; not the end */ "a" = /* inner; */ "1"; // trailing; about a
            // About b; really
            "b" // between
            = "2"
            ;
            /* Unrelated */

            /* About c */
            "c" = "3";
            "d" = "4";
            """
        let tokens = StringsTokenizer.tokenize(Array(source.utf8))
        #expect(tokens.error == nil)
        #expect(tokens.entries.map(\.key) == ["a", "b", "c", "d"])
        #expect(tokens.entries.map { String(decoding: $0.value, as: UTF8.self) } == ["1", "2", "3", "4"])
        #expect(tokens.entries.map(\.comment) == ["First; not the end", "About b; really", "About c", nil])
    }

    @Test func commentReachesTheLink() throws {
        let document = extract("/* Shown on the paywall */\n\"k\" = \"[Terms](https://example.com/t)\";\n")
        #expect(document.links.first?.appCopy?.comment == "Shown on the paywall")
    }

    @Test func localeFromLproj() throws {
        let source = #""k" = "[Aide](https://example.com/aide)";"#
        let french = try #require(extract(source, file: "App/fr.lproj/Localizable.strings").links.first)
        #expect(french.language == "fr")
        #expect(french.languageSource == .locale)
        #expect(french.appCopy?.locale == "fr")
        let base = try #require(extract(source, file: "App/Base.lproj/Main.strings").links.first)
        // Base.lproj names no language (detected later), but it is the development-language table.
        #expect(base.language == nil)
        #expect(base.appCopy?.locale == "Base")
    }

    @Test func multiByteTextShiftsColumnsInBytes() throws {
        let marked = MarkedText(#""k" = "Réglages — 1️⃣[aide](https://example.com/aide)2️⃣";"#)
        let document = extract(marked.text)
        let link = try #require(document.links.first)
        #expect(link.span == marked.span("1️⃣", "2️⃣"))
    }

    @Test func multiByteTextBeforeMarkdownAndHTMLLinks() throws {
        let marked = MarkedText(
            """
            "k.markdown" = "Ünïcödé — 日本語 🎉 1️⃣[guide](https://example.com/guide)2️⃣";
            "k.html" = "Ünïcödé — 日本語 🎉 3️⃣<a href=\\"https://example.com/guide\\">guide</a>4️⃣";

            """)
        let document = extract(marked.text)
        #expect(document.errors.isEmpty)
        #expect(document.links.map(\.syntax) == [.markdownInline, .htmlAnchor])
        #expect(document.links.map(\.span) == [marked.span("1️⃣", "2️⃣"), marked.span("3️⃣", "4️⃣")])
    }

    @Test(arguments: [true, false])
    func multiByteTextBeforeALinkInUTF16(littleEndian: Bool) throws {
        // Columns count the UTF-8 bytes of the text after transcoding, so the text is marked before it.
        let marked = MarkedText(#""k" = "Ünïcödé — 日本語 🎉 1️⃣[guide](https://example.com/guide)2️⃣";"# + "\n")
        let document = StringsExtractor.extractDocument(
            bytes: utf16Bytes(marked.text, littleEndian: littleEndian),
            file: "t.strings", options: ExtractionOptions())
        #expect(document.errors.isEmpty)
        #expect(document.links.first?.span == marked.span("1️⃣", "2️⃣"))
    }

    @Test func utf8BOMIsNotAColumn() throws {
        let marked = MarkedText(#""k" = "1️⃣[a](https://example.com/a)2️⃣";"#)
        let document = StringsExtractor.extractDocument(
            bytes: [0xEF, 0xBB, 0xBF] + marked.bytes, file: "t.strings", options: ExtractionOptions())
        #expect(document.errors.isEmpty)
        #expect(document.links.first?.span == marked.span("1️⃣", "2️⃣"))
    }

    @Test func valueSpanningLines() throws {
        let marked = MarkedText("\"k\" = \"First line\nthen 1️⃣[the link](https://example.com/x)2️⃣\nlast\";\n\"next\" = \"n\";\n")
        let source = marked.text
        let document = extract(source)
        #expect(document.errors.isEmpty)
        let link = try #require(document.links.first)
        #expect(link.span == marked.span("1️⃣", "2️⃣"))
        let tokens = StringsTokenizer.tokenize(Array(source.utf8))
        #expect(LineIndex(Array(source.utf8)).position(ofByte: tokens.entries[1].keyOffset).line == 4)
    }

    @Test func linkAfterEscapedNewline() throws {
        let marked = MarkedText(#""k" = "a\n\n1️⃣[b](https://example.com/b)2️⃣";"#)
        #expect(extract(marked.text).links.first?.span == marked.span("1️⃣", "2️⃣"))
    }

    @Test func invalidUTF8IsLocated() throws {
        let bytes = Array("\"a\" = \"1\";\n\"b\" = \"x".utf8) + [0xC3, 0x28] + Array("\";\n".utf8)
        let document = StringsExtractor.extractDocument(bytes: bytes, file: "t.strings", options: ExtractionOptions())
        let error = try #require(document.errors.first)
        #expect(error.line == 2)
        #expect(error.column == 9)
        #expect(error.message.contains("invalid UTF-8"))
    }

    @Test func invalidUTF8AfterBOMIsLocated() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF, 0x22, 0xFF]
        let error = try #require(
            StringsExtractor.extractDocument(bytes: bytes, file: "t.strings", options: ExtractionOptions()).errors.first)
        #expect(error.line == 1)
        #expect(error.column == 2)
    }

    @Test func damagedBinaryPlistIsAnError() throws {
        let bytes: [UInt8] = Array("bplist00".utf8) + [0xD1, 0x01, 0x02, 0x00, 0x00, 0x00, 0x00, 0x08, 0x0B]
        let document = StringsExtractor.extractDocument(bytes: bytes, file: "t.strings", options: ExtractionOptions())
        #expect(document.links.isEmpty)
        #expect(document.errors.count == 1)
        #expect(document.errors.first?.message == "damaged binary property list: Foundation cannot read it; re-export the table")
        #expect(document.errors.first?.line == nil)
    }

    /// A binary property list whose `keys` keys all refer to one ASCII `value` object, as plist
    /// writers that share equal objects write it (Apple's format: objects, offsets, trailer).
    private static func sharedValueList(keys: Int, value: String) -> [UInt8] {
        func big(_ number: Int, _ size: Int) -> [UInt8] { (0..<size).reversed().map { UInt8(truncatingIfNeeded: number >> ($0 * 8)) } }
        func header(_ type: UInt8, _ count: Int) -> [UInt8] {
            count < 15 ? [type << 4 | UInt8(count)] : [type << 4 | 0x0F, 0x11] + big(count, 2)
        }
        var bytes = Array("bplist00".utf8)
        var offsets = [bytes.count]
        bytes += header(0xD, keys) + (0..<keys).flatMap { big(1 + $0, 2) } + (0..<keys).flatMap { _ in big(keys + 1, 2) }
        for text in (0..<keys).map({ "key\($0)" }) + [value] {
            offsets.append(bytes.count)
            bytes += header(0x5, text.utf8.count) + Array(text.utf8)
        }
        let table = bytes.count
        bytes += offsets.flatMap { big($0, 4) }
        return bytes + [0, 0, 0, 0, 0, 0, 4, 2] + big(offsets.count, 8) + big(0, 8) + big(table, 8)
    }

    /// A binary list whose one key holds an array of `width` references to the next array, `levels`
    /// deep, the last holding one string: 2^levels strings for width 2 in a few hundred bytes.
    private static func nestedArrays(levels: Int, width: Int) -> [UInt8] {
        func big(_ number: Int, _ size: Int) -> [UInt8] { (0..<size).reversed().map { UInt8(truncatingIfNeeded: number >> ($0 * 8)) } }
        var bytes = Array("bplist00".utf8)
        var offsets = [bytes.count]
        bytes += [0xD1] + big(1, 2) + big(2, 2) // { "k": array 2 }
        offsets.append(bytes.count)
        bytes += [0x51, UInt8(ascii: "k")]
        for level in 0..<levels {
            offsets.append(bytes.count)
            bytes += [0xA0 | UInt8(width)] + (0..<width).flatMap { _ in big(level + 3, 2) }
        }
        offsets.append(bytes.count)
        bytes += [0x5A] + Array("[x](https:)".utf8.prefix(10))
        let table = bytes.count
        bytes += offsets.flatMap { big($0, 4) }
        return bytes + [0, 0, 0, 0, 0, 0, 4, 2] + big(offsets.count, 8) + big(0, 8) + big(table, 8)
    }

    /// Issue 25's review: shared containers nested in each other grow as 2^levels (40 levels in 600
    /// bytes reached 10 GB in Foundation's reading), and nesting past 512 levels is refused too.
    @Test func aBinaryPlistOfNestedSharedContainersIsRefused() {
        // The string: 10; each array 2 x (what it holds + 8): 36, 88, 192; the dictionary (1 + 8) + (192 + 8).
        #expect(PropertyListStrings.expandedValueSize(Self.nestedArrays(levels: 3, width: 2), budget: .max) == 209)
        for (levels, width, message) in [
            (40, 2, "binary property list that expands to more than 65536 bytes"),
            (600, 1, "binary property list whose containers hold themselves or nest deeper than 512; not read"),
        ] {
            let document = StringsExtractor.extractDocument(
                bytes: Self.nestedArrays(levels: levels, width: width), file: "t.strings", options: ExtractionOptions())
            #expect(document.errors.count == 1)
            #expect(document.errors.first?.message.hasPrefix(message) == true)
        }
    }

    /// Issue 25: the binary form of a "billion laughs": many keys sharing one value are measured in
    /// the list's tables and refused before Foundation expands them; a list under the budget is read.
    @Test func aBinaryPlistWhoseSharedValuesExpandPastTheBudgetIsRefused() throws {
        let value = String(repeating: "Read [the guide](https://example.com/guide). ", count: 45)
        let bytes = Self.sharedValueList(keys: 2_000, value: value)
        #expect(bytes.count < 50_000)
        let refused = StringsExtractor.extractDocument(bytes: bytes, file: "t.strings", options: ExtractionOptions())
        #expect(refused.links.isEmpty)
        #expect(
            refused.errors.map(\.message) == [
                "binary property list that expands to more than \(10 * bytes.count) bytes (a binary table may expand to 64 kB, "
                    + "or ten times its file): values or containers shared by many keys, as in a \"billion laughs\" document; not read"
            ])
        let small = Self.sharedValueList(keys: 20, value: value)
        // Each key's bytes, its value's, and 8 for each of the two references of each entry.
        let keys = (0..<20).map { "key\($0)".utf8.count }.reduce(0, +)
        #expect(PropertyListStrings.expandedValueSize(small, budget: .max) == keys + 20 * value.utf8.count + 20 * 16)
        let read = StringsExtractor.extractDocument(bytes: small, file: "t.strings", options: ExtractionOptions())
        #expect(read.errors.isEmpty)
        #expect(read.links.count == 20 * 45)
        #expect(Set(read.links.compactMap(\.appCopy?.key)).count == 20)
    }

    @Test func unterminatedStringIsLocatedAtItsQuote() throws {
        let document = extract("\"a\" = \"[x](https://example.com/x)\";\n\"b\" = \"never closed;\n")
        #expect(document.links.count == 1) // links before the error are kept
        let error = try #require(document.errors.first)
        #expect(error.line == 2)
        #expect(error.column == 7)
        #expect(error.message.contains("unterminated string"))
    }

    @Test func unterminatedCommentIsLocated() throws {
        let error = try #require(extract("\"a\" = \"1\";\n  /* open\n").errors.first)
        #expect(error.line == 2)
        #expect(error.column == 3)
        #expect(error.message.contains("unterminated comment"))
    }

    @Test func missingEqualsIsLocated() throws {
        let error = try #require(extract("\"a\" \"1\";").errors.first)
        #expect(error.line == 1)
        #expect(error.column == 5)
        #expect(error.message.contains("expected '='"))
    }

    @Test func missingFinalSemicolonIsAWarning() throws {
        let document = extract(#""a" = "[x](https://example.com/x)""#)
        #expect(document.errors.isEmpty)
        #expect(document.links.count == 1)
        #expect(document.warnings.count == 1)
    }

    @Test func bracedDictionaryForm() throws {
        let tokens = StringsTokenizer.tokenize(Array("/* c */ {\n  \"a\" = \"1\";\n  b = 2;\n}\n".utf8))
        #expect(tokens.error == nil)
        #expect(tokens.entries.map(\.key) == ["a", "b"])
        let unclosed = StringsTokenizer.tokenize(Array("{ \"a\" = \"1\";".utf8))
        #expect(unclosed.error?.offset == 0)
        #expect(unclosed.entries.count == 1)
    }

    @Test func xmlPlistWithoutADictionaryIsAnError() throws {
        let document = extract("<?xml version=\"1.0\"?>\n<plist/>")
        let error = try #require(document.errors.first)
        #expect(document.errors.count == 1)
        #expect(error.line == 2)
        #expect(error.column == 1)
        #expect(error.message == "not a string table: an XML .strings file must be a <plist> holding a <dict>")
    }

    @Test func emptyAndCommentOnlyFiles() throws {
        #expect(extract("").errors.isEmpty)
        #expect(extract("/* nothing */\n// here\n").errors.isEmpty)
        #expect(StringsTokenizer.tokenize(Array("/* x */".utf8)).entries.isEmpty)
    }

    // A value with something shaped like a tag is read as HTML, yet SwiftUI still draws its Markdown links.
    @Test func markdownLinksNextToTagShapedText() {
        let marked = MarkedText("\"k\" = \"Press <Return> or read 1️⃣[the setup guide](https://x.com/setup)\";\n")
        let document = extract(marked.text)
        #expect(document.links.map(\.text) == ["the setup guide"])
        #expect(document.links.first?.span?.start == marked["1️⃣"])
    }
}
