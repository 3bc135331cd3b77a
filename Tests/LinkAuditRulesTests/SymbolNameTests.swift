import Testing

@testable import LinkAuditRules

/// Variation selectors belong to the symbol before them (issue 9, item 5): names made of symbols
/// with them are made only of symbols, and two different symbols stay different names.
@Suite struct SymbolNameTests {
    @Test func selectorsGoWithTheirSymbol() {
        for name in ["↩\u{FE0E}", "↩\u{FE0F}", "ℹ\u{FE0F}", "→\u{FE0E} »", "⚠️", "👍🏽", "👨‍👩‍👧", "\u{2139}\u{FE0F}\u{200D}"] {
            #expect(LinkText.normalize(name) == "", "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func lettersAroundSymbolsStay() {
        #expect(LinkText.normalize("ℹ\u{FE0F} Info") == "info")
        #expect(LinkText.normalize("Next →\u{FE0E}") == "next")
        // `ℹ` alone, without the emoji selector, is a letter (NFKC: i).
        #expect(LinkText.normalize("ℹ") == "i")
        #expect(LinkText.normalize("1\u{FE0F}\u{20E3} Setup") == "1 setup")
        #expect(LinkText.normalize("#\u{FE0F}\u{20E3}") == "")
    }
}
