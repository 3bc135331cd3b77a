/// String-table keys of a bounded length. Every link, value and finding of a key carries it, and
/// rules look keys up per link: a `.strings` value of 10,000 links under a 300 kB key took 111 s and
/// 4.8 GB, and its JSON report was 9 GB. A key longer than ``limit`` UTF-8 bytes is cut after
/// ``kept`` bytes (never inside a character) and ends `… #` and 16 hex digits of an FNV-1a hash of
/// the whole, so that two long keys stay two. Real keys are far shorter (a source-text key of a
/// String Catalog is a sentence or a paragraph).
///
/// Applied wherever a key is made (`AppCopyEntry`, `LocalizedKey`, `TableKey`, `SuppressionDirective`),
/// so that a table's key and the same key in Swift code or a suppression comment stay equal.
public enum BoundedKey {
    /// The longest key kept whole, in UTF-8 bytes.
    public static let limit = 4_096
    /// The bytes a longer key keeps before its hash.
    public static let kept = 200

    /// `key`, or its first ``kept`` bytes, `… #` and the hash of the whole when it is longer than ``limit``.
    public static func bounded(_ key: String) -> String {
        guard key.utf8.count > limit else { return key }
        let bytes = Array(key.utf8)
        return cut(bytes, keeping: kept)
    }

    /// `bytes` cut to the whole characters (grapheme clusters: a letter keeps its accents) of their
    /// first `keeping` bytes, `… #` and 16 hex digits of the FNV-1a hash (64 bits) of all of them.
    public static func cut(_ bytes: [UInt8], keeping: Int) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        // A window past the cut, whose last character may be cut in two: never kept.
        let window = String(decoding: bytes.prefix(keeping + 64), as: UTF8.self)
        var kept = ""
        var count = 0
        for character in window.dropLast(bytes.count > keeping + 64 ? 1 : 0) {
            count += character.utf8.count
            guard count <= keeping else { break }
            kept.append(character)
        }
        let digits = String(hash, radix: 16)
        return kept + "… #" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}
