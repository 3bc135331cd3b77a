/// Raw HTML tags in a Markdown block's bytes: the text of their attributes is not Markdown text,
/// so a URL there is never where an autolink sits (`<img src="https://…"> https://…` links the
/// second URL only, and the locator must find that one).
extension MarkdownSourceScanner {
    /// Whether the byte at `offset` is inside a raw HTML tag (binary search: tags are in order).
    func isInHTMLTag(_ offset: Int) -> Bool {
        Self.ordered(htmlTags, contain: offset)
    }

    /// Whether one of `ranges` (in order, not overlapping) contains `offset`, by binary search.
    static func ordered(_ ranges: [Range<Int>], contain offset: Int) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].upperBound <= offset { low = mid + 1 } else { high = mid }
        }
        return low < ranges.count && ranges[low].contains(offset)
    }

    /// The most bytes a raw HTML tag is looked for in.
    static let longestHTMLTag = 2048

    /// When an HTML start or end tag opens at `start` (`<` and a letter, or `</` and a letter), the
    /// offset of its closing `>`, outside quoted attribute values; `nil` when none follows before
    /// a blank line.
    func htmlTagEnd(from start: Int) -> Int? {
        var index = start + 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
        guard index < bytes.count, (0x41...0x5A).contains(bytes[index] & 0xDF) else { return nil }
        var quote: UInt8?
        // A tag is short: looking no further keeps a block full of stray `<` linear.
        let limit = min(bytes.count, start + Self.longestHTMLTag)
        while index < limit {
            let byte = bytes[index]
            if byte == 0x0A, index + 1 < bytes.count, bytes[index + 1] == 0x0A { return nil }
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index
            } else if byte == UInt8(ascii: "<") {
                return nil
            }
            index += 1
        }
        return nil
    }
}
