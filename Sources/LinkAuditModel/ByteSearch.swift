extension Collection where Element == UInt8 {
    /// The first range of these bytes that holds `pattern`'s bytes, searched byte by byte; `nil`
    /// for an empty pattern. Hot paths (every link's destination and fragment) search short ASCII
    /// marks (`://`, `:~:`) this way: the standard library's generic `firstRange(of:)` costs
    /// several times more there.
    @inlinable public func firstRange(ofBytes pattern: some Collection<UInt8>) -> Range<Index>? {
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

extension StringProtocol where UTF8View: BidirectionalCollection {
    /// The first character that is the ASCII character `byte` alone, as `firstIndex(of:)` with
    /// that `Character` finds it, searched in the UTF-8 bytes: the hot paths (every link's
    /// destination and name) ask for `#`, `/`, `@` and `:` this way, without walking characters.
    /// When the first such byte shares a character with its neighbours (a combining mark after it,
    /// a prepended mark before it, a CR before LF), the characters are walked instead.
    /// Inlinable, so that each module specializes it for `String` and `Substring`.
    @inlinable public func firstIndex(ofASCII byte: UInt8) -> Index? {
        guard let found = utf8.firstIndex(of: byte) else { return nil }
        if isWholeCharacter(byte, at: found) { return found }
        return firstIndex(of: Character(Unicode.Scalar(byte)))
    }

    /// The last character that is the ASCII character `byte` alone, as `lastIndex(of:)` finds it
    /// (see ``firstIndex(ofASCII:)``).
    @inlinable public func lastIndex(ofASCII byte: UInt8) -> Index? {
        guard let found = utf8.lastIndex(of: byte) else { return nil }
        if isWholeCharacter(byte, at: found) { return found }
        return lastIndex(of: Character(Unicode.Scalar(byte)))
    }

    /// Whether the ASCII `byte` at `index` is a character of its own: neither CR nor LF, with
    /// ASCII bytes (or an end) on both sides, since every Unicode mark that joins a character is
    /// outside ASCII.
    @inlinable public func isWholeCharacter(_ byte: UInt8, at index: Index) -> Bool {
        guard byte < 0x80, byte != 0x0A, byte != 0x0D else { return false }
        let next = utf8.index(after: index)
        guard next == utf8.endIndex || utf8[next] < 0x80 else { return false }
        return index == utf8.startIndex || utf8[utf8.index(before: index)] < 0x80
    }
}
