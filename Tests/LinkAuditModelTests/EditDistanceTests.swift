import LinkAuditModel
import Testing

/// `editDistance`: Levenshtein distance, stopped early past the limit.
struct EditDistanceTests {
    @Test(
        arguments: [
            ("kitten", "sitting", 5, 3), ("install", "installation", 5, 5), ("overview", "overveiw", 3, 2), ("", "", 1, 0),
            ("", "abc", 3, 3), ("abc", "", 1, 2), ("same", "same", 0, 0), ("flaw", "lawn", 2, 2), ("kitten", "sitting", 2, 3),
            ("abcdefgh", "zz", 3, 4), ("Ünïcödé", "unicode", 5, 4),
        ] as [(String, String, Int, Int)])
    func measures(_ left: String, _ right: String, _ limit: Int, _ expected: Int) {
        #expect(editDistance(Array(left), Array(right), limit: limit) == expected)
        // Symmetric, and the same over UTF-8 bytes for ASCII text.
        #expect(editDistance(Array(right), Array(left), limit: limit) == expected)
        if left.utf8.allSatisfy({ $0 < 0x80 }), right.utf8.allSatisfy({ $0 < 0x80 }) {
            #expect(editDistance(Array(left.utf8), Array(right.utf8), limit: limit) == expected)
        }
    }
}
