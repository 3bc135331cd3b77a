import LinkAuditModel

/// The text of one block (paragraph, list item, cell, string value) that links sit in, prepared
/// once so that each of its links gets its placement and context in time independent of the
/// block's length: a block with 20,000 links stays linear.
///
/// Offsets are in Characters. ASCII text without a carriage return (most blocks) has one
/// Character per byte, so it is kept as bytes and never split into `Character`s, which costs a
/// grapheme-break and a letter lookup per Character.
struct TextBlock {
    let string: String
    /// The number of Characters in `string`.
    let count: Int
    /// `letterPrefix[i]`: letters and digits among the first `i` characters.
    let letterPrefix: [Int]
    /// The UTF-8 bytes when each Character is one ASCII byte; else `nil`, and `characters` holds them.
    private let asciiBytes: [UInt8]?
    /// The Characters of text that is not plain ASCII; empty when `asciiBytes` is set.
    private let characters: [Character]

    init(_ string: String) {
        self.string = string
        var prefix = [0]
        if string.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            // No CR, so no CR LF pair that would make two bytes one Character.
            let bytes = Array(string.utf8)
            prefix.reserveCapacity(bytes.count + 1)
            var running = 0
            for byte in bytes {
                if ASCII.isAlphanumeric(byte) { running += 1 }
                prefix.append(running)
            }
            asciiBytes = bytes
            characters = []
            count = bytes.count
        } else {
            let characters = Array(string)
            prefix.reserveCapacity(characters.count + 1)
            for character in characters {
                // An ASCII character's class is a byte test; only others need Unicode's properties.
                let isLetterOrDigit = character.asciiValue.map(ASCII.isAlphanumeric) ?? (character.isLetter || character.isNumber)
                prefix.append(prefix[prefix.count - 1] + (isLetterOrDigit ? 1 : 0))
            }
            asciiBytes = nil
            self.characters = characters
            count = characters.count
        }
        letterPrefix = prefix
    }

    /// Whether the block holds a letter or digit outside all of the given Character ranges (its
    /// links): a block that holds none is a row of links, each of them standalone (see
    /// `docs/model.md`, Inline and standalone). Ranges may overlap or come in any order.
    func holdsTextOutside(_ ranges: [(start: Int, length: Int)]) -> Bool {
        var inside = 0
        var covered = 0
        for range in ranges.sorted(by: { $0.start < $1.start }) {
            let start = max(covered, max(0, min(range.start, count)))
            let end = max(start, min(range.start + range.length, count))
            inside += letterPrefix[end] - letterPrefix[start]
            covered = max(covered, end)
        }
        return letterPrefix[count] - inside > 0
    }

    /// For each of the given UTF-8 offsets into `string`, the index of the first Character that
    /// starts at or after it (`count` past the last one).
    func characterIndices(ofUTF8 offsets: [Int]) -> [Int: Int] {
        let needed = Set(offsets).sorted()
        var indices: [Int: Int] = [:]
        if asciiBytes != nil {
            for offset in needed { indices[offset] = max(0, min(offset, count)) }
            return indices
        }
        var pointer = 0
        var utf8Offset = 0
        for (index, character) in characters.enumerated() {
            while pointer < needed.count, needed[pointer] <= utf8Offset { indices[needed[pointer]] = index; pointer += 1 }
            utf8Offset += character.utf8.count
        }
        while pointer < needed.count { indices[needed[pointer]] = count; pointer += 1 }
        return indices
    }

    /// The block's text cut to about `limit` Characters around the link (preferring to cut at a
    /// space, marking cuts with "…"), and the link's Character range in it.
    func context(linkStart: Int, linkLength: Int, limit: Int = 300) -> LinkContext {
        let start = max(0, min(linkStart, count))
        let length = max(0, min(linkLength, count - start))
        if count <= limit {
            return LinkContext(text: string, linkStart: start, linkLength: length)
        }
        let room = max(0, limit - length) / 2
        var from = max(0, start - room)
        var to = min(count, start + length + room)
        var text: String
        if let bytes = asciiBytes {
            if from > 0, let space = bytes[from..<start].firstIndex(of: 0x20) { from = space + 1 }
            if to < count, let space = bytes[(start + length)..<to].lastIndex(of: 0x20) { to = space }
            text = String(decoding: bytes[from..<to], as: UTF8.self)
        } else {
            if from > 0, let space = characters[from..<start].firstIndex(of: " ") { from = space + 1 }
            if to < count, let space = characters[(start + length)..<to].lastIndex(of: " ") { to = space }
            text = String(characters[from..<to])
        }
        var offset = start - from
        if from > 0 { text = "…" + text; offset += 1 }
        if to < count { text += "…" }
        return LinkContext(text: text, linkStart: offset, linkLength: length)
    }
}
