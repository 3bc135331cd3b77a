import LinkAuditModel

/// The text of one block (paragraph, list item, cell, string value) that links sit in, prepared
/// once so that each of its links gets its placement and context in time independent of the
/// block's length: a block with 20,000 links stays linear.
struct TextBlock {
    let string: String
    let characters: [Character]
    /// `letterPrefix[i]`: letters and digits among the first `i` characters.
    let letterPrefix: [Int]

    init(_ string: String) {
        self.string = string
        characters = Array(string)
        var prefix = [0]
        prefix.reserveCapacity(characters.count + 1)
        for character in characters {
            prefix.append(prefix[prefix.count - 1] + (character.isLetter || character.isNumber ? 1 : 0))
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
            let start = max(covered, max(0, min(range.start, characters.count)))
            let end = max(start, min(range.start + range.length, characters.count))
            inside += letterPrefix[end] - letterPrefix[start]
            covered = max(covered, end)
        }
        return letterPrefix[characters.count] - inside > 0
    }

    /// The block's text cut to about `limit` Characters around the link (preferring to cut at a
    /// space, marking cuts with "…"), and the link's Character range in it.
    func context(linkStart: Int, linkLength: Int, limit: Int = 300) -> LinkContext {
        let start = max(0, min(linkStart, characters.count))
        let length = max(0, min(linkLength, characters.count - start))
        if characters.count <= limit {
            return LinkContext(text: string, linkStart: start, linkLength: length)
        }
        let room = max(0, limit - length) / 2
        var from = max(0, start - room)
        var to = min(characters.count, start + length + room)
        if from > 0, let space = characters[from..<start].firstIndex(of: " ") { from = space + 1 }
        if to < characters.count, let space = characters[(start + length)..<to].lastIndex(of: " ") { to = space }
        var text = String(characters[from..<to])
        var offset = start - from
        if from > 0 { text = "…" + text; offset += 1 }
        if to < characters.count { text += "…" }
        return LinkContext(text: text, linkStart: offset, linkLength: length)
    }
}
