import LinkAuditModel
import Testing

/// `firstRange(ofBytes:)`: the byte-by-byte search hot paths use instead of the generic one.
struct ByteSearchTests {
    @Test(
        arguments: [
            ("https://a//b", "://", 5..<8), ("a//b//c", "//", 1..<3), ("x:~:text=y", ":~:", 1..<4), ("::~:", ":~:", 1..<4),
            ("ab", "abc", nil), ("", "a", nil), ("abc", "", nil), ("aab", "ab", 1..<3), ("ab", "ab", 0..<2),
        ] as [(String, String, Range<Int>?)])
    func findsTheFirstRange(_ text: String, _ pattern: String, _ expected: Range<Int>?) {
        let bytes = Array(text.utf8)
        #expect(bytes.firstRange(ofBytes: pattern.utf8) == expected)
        // The same answer as the standard library's generic search, on a string's UTF-8 view too.
        let generic = pattern.isEmpty ? nil : text.utf8.firstRange(of: pattern.utf8)
        #expect(text.utf8.firstRange(ofBytes: pattern.utf8) == generic)
    }
}
