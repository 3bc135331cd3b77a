/// Scalars read straight from UTF-8 bytes, and which of them always stand alone as a Character:
/// shared by the byte-level fast paths of extraction and rules (a text block's Characters, a
/// collapsed text's spaces, a name's words).
public enum UTF8Scalars {
    /// The scalar whose UTF-8 starts at `index` and its length in bytes. The bytes are valid
    /// UTF-8 (a String's, a parse tree's text); a sequence cut short by the buffer's end is read
    /// as far as it goes.
    @inlinable
    public static func scalar(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (value: UInt32, length: Int) {
        let lead = UInt32(bytes[index])
        guard lead >= 0xC0 else { return (lead, 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = lead & (0xFF >> UInt32(length + 1))
        for offset in 1..<length where index + offset < bytes.count { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (value, length)
    }

    /// The scalar whose UTF-8 ends just before offset `end` (valid UTF-8).
    @inlinable
    public static func scalar(endingAt end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var start = end - 1
        while start > 0, end - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return scalar(at: start, in: bytes).value
    }

    /// Whether the scalar `value` is a Character of its own next to any other scalar this is true
    /// of, and next to a space: no rule of Unicode's grapheme clusters (UAX #29) joins two of them.
    /// That leaves out CR (CR LF), combining and other extending marks, joiners, variation
    /// selectors, Hangul jamo, regional indicators and prepended marks, which are in none of these
    /// ranges.
    @inlinable
    public static func standsAlone(_ value: UInt32) -> Bool {
        switch value {
        case 0x0D: false
        case 0..<0x300, 0x370...0x482: true // through Latin Extended; Greek and Cyrillic letters
        case 0x2010...0x2027, 0x2030...0x205E: true // dashes, quotes, bullets, ellipsis, primes
        case 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x30FF: true // CJK punctuation, kana
        case 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF5E: true // ideographs, Hangul syllables, full width
        default: false
        }
    }
}
