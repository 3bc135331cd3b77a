import Testing

@testable import LinkAuditRules

/// Which symbols at the edges of a name `symbol-in-name` reports (issue 14, item 5), and which it
/// leaves: inner symbols, paired guillemets, signs of the text, names without a letter.
@Suite struct DecorativeSymbolTests {
    @Test(arguments: [
        ("Next →", ["→"]), ("Next→", ["→"]), ("← Back", ["←"]), ("» More", ["»"]), ("Settings ›", ["›"]),
        ("★ Favorites", ["★"]), ("Download ⬇", ["⬇"]), ("Docs ↗", ["↗"]), ("🎉 What's new", ["🎉"]),
        ("Next >", [">"]), ("More ->", [">"]), ("<< Previous", ["<"]), ("Français 🇫🇷", ["🇫🇷"]),
        ("▶︎ Play the demo", ["▶︎"]), ("• Item", ["•"]), ("✓ Verified sellers", ["✓"]), ("1️⃣ Setup", ["1️⃣"]),
        ("→ Start ←", ["→", "←"]), ("∞ Unlimited plans", ["∞"]),
    ])
    func reported(_ name: String, _ symbols: [Character]) {
        #expect(DecorativeSymbol.edgeSymbols(of: name) == symbols, "\(name)")
    }

    @Test(arguments: [
        "File → Save", "I ♥ NY", "«Bonjour»", "« Bonjour »", "»Titel«", "„Titel“", "‹Hinweis›", "C++", "C#", "Q&A",
        "100%", "$5 off", "20 °C", "Acme®", "Brand™", "2× speed", "x>0 cases", "Model <T>", "→", "★ 4.5", "< (less)", "<< (left shift)",
        "→ (implies)", "operator <", "> quoted reply", "Back <", "< operator", "<= operator", ">= operator",
        "=> syntax", "are -> !", "any -> !", "→ key", "Press the ↩ key", "»", "",
        "Résumé", "don't miss", "e-mail", "(PDF, 2 MB)", "Guide…", "Section §4", "1. Install",
    ])
    func leftAlone(_ name: String) {
        #expect(DecorativeSymbol.edgeSymbols(of: name) == [], "\(name)")
    }

    /// Issue 25: long runs of symbols at the edges are judged in one pass (20,000 brackets took
    /// 100 s), with the same answers as short ones.
    @Test func longEdgesAreJudgedAsShortOnes() {
        let run = 20_000
        #expect(DecorativeSymbol.edgeSymbols(of: String(repeating: "[", count: run) + "text" + String(repeating: "]", count: run)) == [])
        #expect(DecorativeSymbol.edgeSymbols(of: String(repeating: "★ ", count: run) + "Favorites") == ["★"])
        #expect(DecorativeSymbol.edgeSymbols(of: "Next " + String(repeating: "→", count: run)) == ["→"])
        #expect(DecorativeSymbol.edgeSymbols(of: "Next " + String(repeating: ">", count: run)) == [])
        #expect(DecorativeSymbol.edgeSymbols(of: String(repeating: "«", count: run) + " Back " + String(repeating: "»", count: run)) == [])
        #expect(DecorativeSymbol.edgeSymbols(of: String(repeating: " ", count: run) + ">> Next") == [">"])
    }

    @Test func spokenNames() {
        #expect(DecorativeSymbol.describe("→") == "\"→\" is \"right arrow\" in NVDA")
        #expect(DecorativeSymbol.describe("»") == "\"»\" is \"double right pointing angle bracket\" in NVDA")
        #expect(DecorativeSymbol.describe("★") == "\"★\" is Unicode's \"black star\"")
        #expect(DecorativeSymbol.describe("⚠️") == "\"⚠️\" is Unicode's \"warning sign\"")
    }
}
