extension StringProtocol where UTF8View: BidirectionalCollection {
    /// Whether the text starts and ends with an ASCII byte that is neither a space nor a tab nor a
    /// line break (U+0009–U+000D): then trimming Unicode white space, with Foundation's
    /// `.whitespaces` or `.whitespacesAndNewlines`, leaves it as it is. Hot paths (every link's
    /// destination and name) test this first and call Foundation's trimming, which bridges to
    /// `NSString`, only for the rest: empty text, a non-ASCII end, a space at either end.
    package var hasSolidASCIIEnds: Bool {
        guard let first = utf8.first, let last = utf8.last else { return false }
        func isSolid(_ byte: UInt8) -> Bool { byte < 0x80 && byte != 0x20 && !(0x09...0x0D).contains(byte) }
        return isSolid(first) && isSolid(last)
    }
}

extension UInt8 {
    /// Whether the byte is an ASCII letter or digit (`0-9`, `A-Z`, `a-z`): what rules test a
    /// name's ASCII bytes for before asking Unicode's properties of its characters.
    package var isASCIILetterOrDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self)
    }
}
