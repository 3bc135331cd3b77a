import LinkAuditModel
import Testing

/// Keys longer than `BoundedKey.limit` are cut alike wherever a key is made (a 300 kB key over
/// 10,000 links took 111 s and 4.8 GB).
@Suite("Bounded keys")
struct BoundedKeyTests {
    @Test func aLongKeyIsCutWithAHashOfTheWhole() {
        let long = String(repeating: "k", count: 300_000)
        let bounded = BoundedKey.bounded(long)
        // FNV-1a (64 bits) of the whole, as Python computes it too.
        #expect(bounded == String(repeating: "k", count: 200) + "… #" + "68d06b1ef1308fc5")
        #expect(BoundedKey.bounded(long + "x") != bounded)
        let atLimit = String(repeating: "é", count: 2_048)
        #expect(BoundedKey.bounded(atLimit) == atLimit)
        // Never inside a character: 199 bytes of "a", then a two-byte "é" that would straddle the cut.
        let straddling = String(repeating: "a", count: 199) + String(repeating: "é", count: 3_000)
        #expect(BoundedKey.bounded(straddling).hasPrefix(String(repeating: "a", count: 199) + "… #"))
        // Nor inside a grapheme: an "e" whose combining accent would fall past the cut goes whole.
        let accented = String(repeating: "G", count: 199) + "e\u{301}" + String(repeating: "g", count: 5_000)
        #expect(BoundedKey.bounded(accented).hasPrefix(String(repeating: "G", count: 199) + "… #"))
    }

    @Test func everyKindOfKeyCutsAlike() {
        let long = "onboarding." + String(repeating: "Read the whole agreement. ", count: 400)
        let entry = AppCopyEntry(table: "App/en.lproj/Localizable.strings", key: long, locale: "en")
        #expect(entry.key.utf8.count < 250 && entry.key.hasPrefix("onboarding.Read the whole agreement."))
        #expect(entry.localizedKey == LocalizedKey(key: long, table: nil))
        #expect(TableKey(table: "t", key: long).key == entry.key)
        let directive = SuppressionDirective(kind: .key, rules: [], position: SourcePosition(line: 1, utf8Column: 1), key: long)
        #expect(directive.key == entry.key)
    }
}
