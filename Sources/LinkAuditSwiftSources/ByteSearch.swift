/// Finds byte strings in a file's bytes without decoding them: for the questions asked of a whole
/// file before (or instead of) asking its syntax tree.
enum ByteSearch {
    /// The 0-based offset of the first occurrence of `needle` in `bytes` at or after `start`.
    static func firstOffset(of needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        let last = bytes.count - needle.count
        var index = start
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// Whether `needle` occurs in `bytes`.
    static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool { firstOffset(of: needle, in: bytes) != nil }
}
