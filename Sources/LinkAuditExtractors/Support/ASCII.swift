/// Byte-level helpers shared by the tokenizers, which all work on UTF-8 bytes (the Swift-source
/// reader uses the byte search too, hence `package`).
package enum ASCII {
    /// The value of a hexadecimal digit byte (`0-9`, `a-f`, `A-F`), or `nil`.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Whether the byte is an ASCII letter or digit.
    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}

extension ASCII {
    /// Whether `text`'s UTF-8 bytes hold `needle` in a row: a plain byte search, without
    /// Foundation's Unicode-aware `range(of:)`, which costs a third of a Markdown run when called on
    /// every block. The needle is compared byte for byte (no case folding, no canonical equivalence).
    static func contains(_ text: String, _ needle: StaticString) -> Bool {
        needle.withUTF8Buffer { needle in
            if let found = text.utf8.withContiguousStorageIfAvailable({ contains($0, needle) }) { return found }
            return Array(text.utf8).withUnsafeBufferPointer { contains($0, needle) }
        }
    }

    /// Whether `text`'s UTF-8 bytes hold `needle` (lowercase ASCII) in a row with ASCII letters in
    /// any case: `contains(text.lowercased(), needle)` for ASCII text, without making the lowered copy.
    static func containsIgnoringCase(_ text: String, _ needle: StaticString) -> Bool {
        needle.withUTF8Buffer { needle in
            guard let first = needle.first else { return true }
            func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
                guard bytes.count >= needle.count else { return false }
                for start in 0...(bytes.count - needle.count) where lowered(bytes[start]) == first {
                    var offset = 1
                    while offset < needle.count, lowered(bytes[start + offset]) == needle[offset] { offset += 1 }
                    if offset == needle.count { return true }
                }
                return false
            }
            if let found = text.utf8.withContiguousStorageIfAvailable(search) { return found }
            return Array(text.utf8).withUnsafeBufferPointer(search)
        }
    }

    /// An ASCII capital letter's lowercase; any other byte as it is.
    /// `text.count` (its `Character`s), counted from its bytes when they are ASCII without a CR
    /// (each byte one `Character`; CR LF would be one): grapheme breaking only for other text.
    static func characterCount(_ text: String) -> Int {
        var text = text
        let count = text.withUTF8 { bytes in
            for byte in bytes where byte >= 0x80 || byte == 0x0D { return -1 }
            return bytes.count
        }
        return count >= 0 ? count : text.count
    }

    static func lowered(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }

    /// Whether `haystack` holds `needle` in a row (an empty needle is always held).
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        firstOffset(of: needle, in: haystack) != nil
    }

    /// Whether `bytes` hold `needle` in a row: a question asked of a whole file's bytes before (or
    /// instead of) asking its syntax tree.
    package static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        needle.withUnsafeBufferPointer { needle in bytes.withUnsafeBufferPointer { firstOffset(of: needle, in: $0) != nil } }
    }

    /// The 0-based offset of the first occurrence of `needle` in `bytes` at or after `start`.
    package static func firstOffset(of needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        needle.withUnsafeBufferPointer { needle in
            bytes.withUnsafeBufferPointer { firstOffset(of: needle, in: $0, from: start) }
        }
    }

    /// The 0-based offset of the first occurrence of `needle` in `haystack` at or after `start`
    /// (an empty needle is found at `start`), compared byte for byte.
    static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard let first = needle.first else { return start <= haystack.count ? start : nil }
        guard haystack.count >= needle.count else { return nil }
        var index = max(start, 0)
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first {
                var matched = 1
                while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }
}
