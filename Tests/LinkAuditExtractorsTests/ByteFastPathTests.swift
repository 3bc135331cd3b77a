import Foundation
import Testing

@testable import LinkAuditExtractors

/// Hot paths answered from bytes (issue 12, item 1) give what the Unicode-aware code gave.
@Suite("Byte fast paths")
struct ByteFastPathTests {
    /// The letter-or-digit table says what `Character` says, for every scalar.
    @Test func letterTableAgreesWithCharacter() {
        var mismatched: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            let expected = character.isLetter || character.isNumber
            if TextBlock.isLetterOrDigit(scalar) != expected { mismatched.append(value) }
        }
        #expect(mismatched.isEmpty, "\(mismatched.prefix(10))")
    }

    /// The listed spaces are Unicode's White_Space scalars and ZERO WIDTH SPACE, for every scalar.
    @Test func listedSpacesAreUnicodeWhiteSpace() {
        var mismatched: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.isSpaceForLinkText != (value == 0x200B || scalar.properties.isWhitespace) { mismatched.append(value) }
        }
        #expect(mismatched.isEmpty)
    }

    /// The letter key as it was defined before its ASCII shortcut: scalars that are alphabetic or numeric.
    private func reference(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }.map(Character.init))
    }

    @Test func letterKeysKeepLettersAndDigitsOfEveryScript() {
        var ascii = ""
        for value in 0..<0x80 { ascii.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        let texts = [
            ascii, "Learn *more* about `Get-Help` (v2)", "Café e\u{301}t\u{E9}", "日本語のリンク", "٣ خطوات", "１２３ＡＢＣ", "Ⅻ ½ ²",
            "😀 👩🏽‍💻 🇫🇷", "\u{0}\u{1B}[1m", "Straße İstanbul", "",
        ]
        for text in texts { #expect(MarkdownLinkLocator.letterKey(text) == reference(text), "\(text.debugDescription)") }
        #expect(MarkdownLinkLocator.letterKey(ascii) == "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
        #expect(MarkdownLinkLocator.letterKey("Café, ١٢ and ½!") == "Café١٢and½")
    }

    /// Line starts found with memchr (no CR in the text) and byte by byte (a CR in it) are the
    /// same ones: after each LF, CRLF and lone CR.
    @Test(arguments: [
        ("", [0]), ("a", [0]), ("a\n", [0, 2]), ("\n\n", [0, 1, 2]), ("ab\ncd\n\nef", [0, 3, 6, 7]),
        ("a\r\nb", [0, 3]), ("a\rb\r", [0, 2, 4]), ("a\r\n\nb\r", [0, 3, 4, 6]), ("\r\n", [0, 2]),
    ])
    func lineStartsFollowEveryLineEnd(_ text: String, _ starts: [Int]) {
        #expect(LineIndex(Array(text.utf8)).lineStarts == starts, "\(text.debugDescription)")
    }

    /// Text already collapsed comes back as it is; every other text is collapsed scalar by scalar,
    /// as before the shortcut.
    @Test(arguments: [
        "", " ", "a", " a", "a ", "a  b", "a b c", "a\tb", "a\nb", "a\u{A0}b", "\u{E9} b", "\u{E9}\u{2003}b", "a\u{200B}b",
        "x\u{85}y", "\u{1}a", "日本 語", "\u{3000}", "Read more \u{2192}",
    ])
    func whitespaceCollapsesAsScalarByScalar(_ text: String) {
        var expected = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.isSpaceForLinkText {
                pendingSpace = !expected.isEmpty
            } else {
                if pendingSpace { expected.append(" ") }
                pendingSpace = false
                expected.unicodeScalars.append(scalar)
            }
        }
        #expect(text.collapsingWhitespace == expected, "\(text.debugDescription)")
    }

    @Test func entitiesAreDecodedWhereverAnAmpersandStands() {
        #expect(HTMLEntities.decodeAll("a &amp; b") == "a & b")
        #expect(HTMLEntities.decodeAll("&\u{301}amp; &lt;") == "&\u{301}amp; <")
        #expect(HTMLEntities.decodeAll("no entity here") == "no entity here")
        #expect(HTMLEntities.decodeAll("&#x1F600;&copy") == "😀&copy")
    }

    /// Text blocks count, classify and cut Characters as an array of `Character`s does, whether
    /// they are read as bytes (ASCII), scalar by scalar (scalars that stand alone) or Character by
    /// Character (combining marks, CR LF, emoji sequences, jamo, Indic scripts).
    @Test func textBlocksAgreeWithCharacters() {
        let texts = [
            "Read the guide and the FAQ", "Lisez le guide et la FAQ à côté — « ici »\u{A0}maintenant",
            "Справка: см. здесь и там", "ドキュメントは こちら をご覧ください。", "자세한 내용은 여기 를 참조하세요",
            "Cafe\u{301} et the\u{301} ici", "line one\r\nline two here", "👩🏽‍💻 coder 🇫🇷 flag ✔️ done",
            "\u{1100}\u{1161}\u{11A8} jamo 한", "यहाँ क्लिक करें और पढ़ें", "ที่นี่ อ่านเพิ่มเติม", "Ⅻ ½ ² ١٢٣ digits",
        ]
        for text in texts {
            let characters = Array(text)
            let block = TextBlock(text)
            #expect(block.count == characters.count, "\(text.debugDescription)")
            var prefix = [0]
            for character in characters { prefix.append(prefix.last! + (character.isLetter || character.isNumber ? 1 : 0)) }
            #expect(block.letterPrefix == prefix, "\(text.debugDescription)")
            // Every Character's start, and an offset inside each multi-byte Character.
            var starts: [Int] = []
            var offset = 0
            for character in characters {
                starts.append(offset)
                offset += character.utf8.count
            }
            let inside = starts.map { $0 + 1 }.filter { $0 < offset }
            for (index, start) in starts.enumerated() {
                #expect(block.characterIndex(ofUTF8: start) == index, "\(text.debugDescription)")
            }
            for position in inside {
                #expect(block.characterIndex(ofUTF8: position) == starts.firstIndex(where: { $0 >= position }) ?? characters.count)
            }
            #expect(block.characterIndex(ofUTF8: offset) == characters.count)
            #expect(block.characterIndex(ofUTF8: offset + 5) == characters.count)
            for linkStart in stride(from: 0, to: characters.count, by: 3) {
                let cut = block.context(linkStart: linkStart, linkLength: 2, limit: 8)
                var from = max(0, linkStart - 3)
                var to = min(characters.count, linkStart + 2 + 3)
                if from > 0, let space = characters[from..<linkStart].firstIndex(of: " ") { from = space + 1 }
                if to < characters.count, let space = characters[(linkStart + 2)..<to].lastIndex(of: " ") { to = space }
                let expected =
                    characters.count <= 8
                    ? text : (from > 0 ? "…" : "") + String(characters[from..<to]) + (to < characters.count ? "…" : "")
                #expect(cut.text == expected, "\(text.debugDescription) at \(linkStart)")
            }
        }
        #expect(TextBlock.standsAlone("é") && TextBlock.standsAlone("語") && TextBlock.standsAlone("한"))
        #expect(!TextBlock.standsAlone("\u{301}") && !TextBlock.standsAlone("\r") && !TextBlock.standsAlone("\u{200D}"))
        #expect(!TextBlock.standsAlone("\u{1161}") && !TextBlock.standsAlone("\u{FE0F}") && !TextBlock.standsAlone("\u{3099}"))
    }

    /// The first byte that is not valid UTF-8, read eight ASCII bytes at a time, is found at the
    /// same offset wherever it falls against those eight bytes: a stray byte, a cut sequence, an
    /// overlong form, a surrogate, past U+10FFFF.
    @Test func firstInvalidUTF8ByteAtEveryAlignment() {
        let faults: [[UInt8]] = [[0xFF], [0xC3], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80]]
        for prefixLength in 0..<20 {
            let prefix = [UInt8](repeating: UInt8(ascii: "a"), count: prefixLength)
            let valid = prefix + Array("é € 😀".utf8) + prefix
            #expect(TextDecoding.firstInvalidUTF8Offset(valid) == nil)
            for fault in faults {
                #expect(TextDecoding.firstInvalidUTF8Offset(prefix + fault + prefix) == prefixLength, "\(fault) after \(prefixLength)")
                #expect(TextDecoding.firstInvalidUTF8Offset(valid + fault) == valid.count, "\(fault) after \(valid.count)")
            }
        }
        #expect(TextDecoding.firstInvalidUTF8Offset([]) == nil)
    }

    /// The suppression marker is found wherever it starts, and not in a page that holds only its
    /// first letters.
    @Test func suppressionMarkerFoundAnywhere() {
        let marker = Array("linkaudit-".utf8)
        #expect(HTMLSuppressionComments.holdsMarker(marker))
        #expect(!HTMLSuppressionComments.holdsMarker(Array("linkaudit".utf8)))
        #expect(!HTMLSuppressionComments.holdsMarker(Array("<p>link linkaudi linkauditx</p>".utf8)))
        #expect(!HTMLSuppressionComments.holdsMarker([]))
        for start in 0..<12 {
            let page = Array(String(repeating: "l", count: start).utf8) + marker + Array(" -->".utf8)
            #expect(HTMLSuppressionComments.holdsMarker(page), "at \(start)")
            #expect(!HTMLSuppressionComments.holdsMarker(Array(page.dropLast(5))), "cut at \(start)")
        }
    }

    /// ASCII's word scalars in a heading slug (`A-Z`, `a-z`, `0-9`, `_`) are those the Unicode
    /// properties give, and a slug keeps them, `-` and scalars beyond ASCII alike.
    @Test func slugWordScalarsOfASCIIAreThePropertiesOnes() {
        for value in UInt8(0)..<0x80 {
            let scalar = Unicode.Scalar(value)
            #expect(HeadingSlug.isWordScalar(scalar) == (value == UInt8(ascii: "_") || ASCII.isAlphanumeric(value)), "\(value)")
        }
        #expect(HeadingSlug.github.slug("Über_Get-Help: 2 ways (v½) \u{200D}ÿ") == "über_get-help-2-ways-v-\u{200D}ÿ")
    }

    /// Characters counted from bytes agree with `String.count`, CR LF and clusters included.
    @Test func characterCountAgreesWithString() {
        for text in ["", "Learn more", "a\r\nb", "\r", "e\u{301}", "日本語", "😀👍🏽", "tab\tand\nline", String(repeating: "x", count: 100)] {
            #expect(ASCII.characterCount(text) == text.count, "\(text.debugDescription)")
        }
    }

    /// A page without `{{` or `{%` has no template code: masking leaves every byte, so skipping it
    /// changes nothing; a page with one is masked.
    @Test func pagesWithoutTemplateOpenersAreLeftAsTheyAre() {
        let plain = [
            "Use `{ $_ }` and `%{x}` or {x} and {%", "a {\n{ b } %}", "}}", "{", "", "% {{",
            "[t](https://e.com/{a}) { % }", String(repeating: "{ ", count: 40),
        ]
        for text in plain {
            var bytes = Array(text.utf8)
            let holds = TemplateMasking.mayHoldTemplate(bytes)
            let original = bytes
            _ = TemplateMasking.maskPairedBodies(&bytes)
            TemplateMasking.maskTemplates(&bytes)
            #expect(holds || bytes == original, "\(text.debugDescription)")
        }
        #expect(!TemplateMasking.mayHoldTemplate(Array("Use `{ $_ }` and {x}".utf8)))
        for text in ["{{ site.url }}", "a {% raw %}", String(repeating: "x", count: 30) + "{{", "{%"] {
            #expect(TemplateMasking.mayHoldTemplate(Array(text.utf8)), "\(text)")
        }
    }
}
