import Testing

@testable import LinkAuditKit

/// `DocumentExtractor.isPlainASCII`, read eight bytes at a time, answers what a byte-by-byte
/// reading answers, whichever byte of a word holds what it looks for.
@Suite("Plain ASCII")
struct PlainASCIITests {
    /// The byte-by-byte reading: no byte past ASCII, no NUL, ESC, SO or SI, no `~{`.
    private static func reference(_ bytes: [UInt8]) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte >= 0x80 || byte == 0 || byte == 0x1B || byte == 0x0E || byte == 0x0F { return false }
            if byte == UInt8(ascii: "{"), previous == UInt8(ascii: "~") { return false }
            previous = byte
        }
        return true
    }

    @Test func everyByteAtEveryOffset() {
        let text = Array("Read [the guide](https://example.com/guide) ~ {x}\n".utf8)
        #expect(DocumentExtractor.isPlainASCII(text))
        #expect(DocumentExtractor.isPlainASCII([]))
        for length in 0..<20 {
            let prefix = Array(text.prefix(length))
            for special: [UInt8] in [[0x00], [0x1B], [0x0E], [0x0F], [0x80], [0xC3, 0xA9], [0x7E, 0x7B], [0x7E], [0x7B], [0x0D], [0x7F]] {
                let bytes = prefix + special + text
                #expect(DocumentExtractor.isPlainASCII(bytes) == Self.reference(bytes), "\(special) after \(length)")
                let tail = text + prefix + special
                #expect(DocumentExtractor.isPlainASCII(tail) == Self.reference(tail), "\(special) at the end after \(length)")
            }
        }
        // `~` ending one word and `{` opening the next.
        let split = Array("1234567~{abcdefgh".utf8)
        #expect(!DocumentExtractor.isPlainASCII(split))
    }

    @Test func randomBytesAgree() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [0x00, 0x0E, 0x0F, 0x1B, 0x7E, 0x7B, 0x41, 0x20, 0x0A, 0x90]
        for _ in 0..<2_000 {
            let count = Int.random(in: 0..<40, using: &generator)
            let bytes = (0..<count).map { _ in
                Int.random(in: 0..<10, using: &generator) < 8 ? UInt8(ascii: "a") : alphabet.randomElement(using: &generator)!
            }
            #expect(DocumentExtractor.isPlainASCII(bytes) == Self.reference(bytes), "\(bytes)")
        }
    }
}
