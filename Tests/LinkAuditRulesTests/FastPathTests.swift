import Foundation
import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditRules

/// The byte-level fast paths of the rules (issue 12, item 1) give what the Unicode paths give.
@Suite("Rule fast paths")
struct FastPathTests {
    /// Every ASCII character, alone, between letters and at both ends, normalizes byte by byte
    /// exactly as the Unicode path (NFKC, case folding, general categories) does.
    @Test func asciiNormalizationMatchesTheUnicodePath() {
        for value in UInt8(0)..<0x80 {
            let character = String(decoding: [value], as: UTF8.self)
            for text in [character, "Read" + character + "more", character + "Here" + character, "a" + character + character + "B"] {
                #expect(LinkText.normalizeASCII(text) == LinkText.normalizeUnicode(text), "byte \(value) in \(text.debugDescription)")
            }
        }
    }

    @Test(arguments: [
        ("Click HERE", "click here"),
        ("about_Continue", "aboutcontinue"),
        ("e-mail", "e mail"),
        ("  Learn\tmore…", "learn more"),
        ("¶", ""),
        ("(PDF, 2 MB)", "pdf 2 mb"),
    ])
    func normalizes(_ text: String, _ expected: String) {
        #expect(LinkText.normalize(text) == expected)
    }

    /// Non-ASCII text takes the Unicode path: `nil` from the ASCII one.
    @Test func nonASCIITextIsLeftToTheUnicodePath() {
        #expect(LinkText.normalizeASCII("İçin") == nil)
        #expect(LinkText.normalize("İçin") == "için")
        #expect(LinkText.normalize("Ｈｅｒｅ") == "here")
    }

    /// Names with white space at either end, ASCII or not, are trimmed before the URL and e-mail tests.
    @Test(arguments: [
        ("https://example.com/a", true), (" https://example.com/a ", true), ("\u{3000}www.example.com\u{A0}", true),
        ("example.com/security", true), ("read https://example.com", false), ("", false),
    ])
    func bareURLs(_ text: String, _ expected: Bool) {
        #expect(LinkText.isBareURL(text) == expected)
    }

    @Test(arguments: [
        ("help@example.com", true), (" help@example.com\t", true), ("\u{2003}help@example.com", true),
        ("help@example", false), ("@example.com", false), ("help @example.com", false),
    ])
    func emailAddresses(_ text: String, _ expected: Bool) {
        #expect(LinkText.isEmailAddress(text) == expected)
    }

    /// Every scalar `normalizeUnicode` passes by Foundation's NFKC is one NFKC leaves as it is,
    /// and a name of them normalizes as it did through NFKC.
    @Test func scalarsStableUnderNFKCAreLeftAsTheyAre() throws {
        for value in UInt32(0)...0xFFFF where LinkText.isStableUnderNFKC(value) {
            let scalar = try #require(Unicode.Scalar(value))
            let text = String(scalar)
            #expect(
                text.precomposedStringWithCompatibilityMapping.unicodeScalars.elementsEqual(text.unicodeScalars),
                "U+\(String(value, radix: 16))")
        }
        for name in ["Über uns", "Ещё раз", "Ελληνικά", "日本語のページ", "한국어 안내", "Łódź ĳ ſ", "ª ½ ﬁ ｆ", "e\u{301}"] {
            let expected = LinkText.normalizeUnicode(name.precomposedStringWithCompatibilityMapping)
            #expect(LinkText.normalizeUnicode(name) == expected, "\(name)")
        }
    }

    /// Words are split on spaces byte by byte, by characters where a mark beside a space may join
    /// it: both give what splitting the characters gives, a space followed by a combining mark kept whole.
    @Test(arguments: [
        "click here", " read  more ", "", " ", "a", "learn more about the api", "für mehr infos", "e\u{301} here",
        "here \u{301}more", "日本 語", "x\u{200D} y",
        // Beyond ASCII, the bytes are split too when nothing beside a space joins it.
        "à la carte", "Über uns ", "Да нет", "こちら を クリック", "한국어 링크", "α β\u{342} γ", "\u{600} x", "x \u{903}y",
        "👍\u{1F3FD} ok", "a \u{FE0F}b", "ｆｕｌｌ ｗｉｄｔｈ", "\u{1100} \u{1161}", "x\u{2028} y", "é \u{1F1EB}\u{1F1F7}",
    ])
    func wordsMatchTheCharacterSplit(_ text: String) {
        #expect(LinkText.words(text) == text.split(separator: " "), "\(text.debugDescription)")
    }

    /// ASCII characters are found in the bytes where they stand alone, and by characters where a
    /// mark joins them to a neighbour: the indices are the characters' ones.
    @Test(arguments: [
        "a#b", "#", "", "no mark", "a\u{301}#b#", "a#\u{301}b#c", "\u{600}#x#", "é#ü", "日本#語", "x#\u{200D}#", "##",
    ])
    func asciiCharactersAreFoundAsCharacters(_ text: String) {
        #expect(text.firstIndex(ofASCII: 0x23) == text.firstIndex(of: "#"), "\(text.debugDescription)")
        #expect(text.lastIndex(ofASCII: 0x23) == text.lastIndex(of: "#"), "\(text.debugDescription)")
        let tail = text.dropFirst()
        #expect(tail.firstIndex(ofASCII: 0x23) == tail.firstIndex(of: "#"), "\(text.debugDescription) without its first character")
    }

    /// A name passes over the symbol search only when both its ends are one ASCII letter or digit.
    @Test(arguments: [
        ("Read more", true), ("1a", true), ("Next »", false), ("« Back", false), ("a", false), ("", false),
        ("ab\u{301}", false), ("\u{600}ab", false), ("é1", false), ("x.", false), ("(PDF)", false),
    ])
    func asciiWordEnds(_ name: String, _ expected: Bool) {
        #expect(DecorativeSymbol.hasASCIIWordEnds(name.utf8) == expected, "\(name.debugDescription)")
        if expected { #expect(DecorativeSymbol.edgeSymbols(of: name).isEmpty) }
    }

    /// The typo search reads precomputed phrases; a phrase added after parsing joins them.
    @Test func typoCandidatesFollowThePhrases() throws {
        var list = try LanguageList(tag: "en", text: "[phrases]\nclick here\nread the documentation\n")
        #expect(list.typoCandidates.map(\.phrase).sorted() == ["click here", "read the documentation"])
        #expect(list.genericMatch("read the documentaton") == .typo(of: "read the documentation"))
        #expect(list.genericMatch("clik here") == .typo(of: "click here"))
        // Fewer than 8 letters: no typo is looked for.
        list.phrases.insert("see all")
        #expect(!list.typoCandidates.map(\.phrase).contains("see all"))
        #expect(list.genericMatch("see al") == nil)
        list.phrases.insert("download the report")
        #expect(list.genericMatch("downlaod the report") == .typo(of: "download the report"))
    }

    /// `broken-fragment`'s byte-by-byte check of a printable ASCII fragment gives what the
    /// character-by-character one gives.
    @Test func asciiFragmentsMatchTheCharacterPath() {
        var fragments = [
            "setup", "Top", "tOP", "top2", "!shebang", "/route", "a{b}", "$x", "a<%b", "a<b%", "x:~:text=y", ":~:text=top", "", ":~:",
        ]
        for value in UInt8(0x20)..<0x7F { fragments.append("a" + String(decoding: [value], as: UTF8.self) + "b") }
        for fragment in fragments {
            #expect(
                BrokenFragmentRule.checkedFragment(fragment) == BrokenFragmentRule.checkedFragmentOfAnyText(fragment),
                "\(fragment.debugDescription)")
        }
        #expect(BrokenFragmentRule.checkedFragment("x:~:text=y") == "x")
        #expect(BrokenFragmentRule.checkedFragment("TOP") == nil)
        #expect(BrokenFragmentRule.checkedFragment("a\tb") == "ab")
    }
}
