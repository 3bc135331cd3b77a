import Foundation

extension StringProtocol where UTF8View: BidirectionalCollection {
    /// Whether the text starts and ends with an ASCII byte that is neither a space nor a tab nor a
    /// line break (U+0009–U+000D): then trimming Unicode white space, with Foundation's
    /// `.whitespaces` or `.whitespacesAndNewlines`, leaves it as it is. Hot paths (every link's
    /// destination and name) test this first and call Foundation's trimming, which bridges to
    /// `NSString`, only for the rest: empty text, a non-ASCII end, a space at either end.
    @inlinable public var hasSolidASCIIEnds: Bool {
        guard let first = utf8.first, let last = utf8.last else { return false }
        func isSolid(_ byte: UInt8) -> Bool { byte < 0x80 && byte != 0x20 && !(0x09...0x0D).contains(byte) }
        return isSolid(first) && isSolid(last)
    }
}

extension UInt8 {
    /// Whether the byte is an ASCII letter or digit (`0-9`, `A-Z`, `a-z`): what rules test a
    /// name's ASCII bytes for before asking Unicode's properties of its characters.
    @inlinable public var isASCIILetterOrDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self)
    }
}

extension Substring {
    /// `trimmingCharacters(in: .whitespaces)`: spaces and tabs cut from the UTF-8 bytes, and
    /// Foundation (which bridges to `NSString`) asked only when a non-ASCII character is left at
    /// an end, since `.whitespaces` holds no other ASCII character. Language lists trim each of
    /// their lines this way when parsed at start-up.
    package func trimmingWhitespaces() -> String {
        let bytes = utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start != end, bytes[start] == 0x20 || bytes[start] == 0x09 { bytes.formIndex(after: &start) }
        while start != end {
            let before = bytes.index(before: end)
            guard bytes[before] == 0x20 || bytes[before] == 0x09 else { break }
            end = before
        }
        let cut = self[start..<end]
        guard let first = cut.utf8.first, let last = cut.utf8.last else { return "" }
        return first < 0x80 && last < 0x80 ? String(cut) : cut.trimmingCharacters(in: .whitespaces)
    }
}
