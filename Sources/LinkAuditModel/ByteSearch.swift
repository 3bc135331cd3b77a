extension Collection where Element == UInt8 {
    /// The first range of these bytes that holds `pattern`'s bytes, searched byte by byte; `nil`
    /// for an empty pattern. Hot paths (every link's destination and fragment) search short ASCII
    /// marks (`://`, `:~:`) this way: the standard library's generic `firstRange(of:)` costs
    /// several times more there.
    package func firstRange(ofBytes pattern: some Collection<UInt8>) -> Range<Index>? {
        guard let first = pattern.first else { return nil }
        var start = startIndex
        while let found = self[start...].firstIndex(of: first) {
            var end = found
            var matched = true
            for byte in pattern {
                guard end != endIndex, self[end] == byte else {
                    matched = false
                    break
                }
                end = index(after: end)
            }
            if matched { return found..<end }
            start = index(after: found)
        }
        return nil
    }
}
