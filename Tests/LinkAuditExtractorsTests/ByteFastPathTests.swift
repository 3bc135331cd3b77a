import Foundation
import Testing

@testable import LinkAuditExtractors

/// Hot paths answered from bytes (issue 12, item 1) give what the Unicode-aware code gave.
@Suite("Byte fast paths")
struct ByteFastPathTests {
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
}
