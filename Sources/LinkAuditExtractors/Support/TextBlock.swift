import LinkAuditModel

/// The text of one block (paragraph, list item, cell, string value) that links sit in, prepared
/// once so that each of its links gets its placement and context in time independent of the
/// block's length: a block with 20,000 links stays linear.
///
/// Offsets are in Characters. ASCII text without a carriage return (most blocks) has one
/// Character per byte, so it is kept as bytes and never split into `Character`s, which costs a
/// grapheme-break and a letter lookup per Character. Other text is kept as bytes too, with where
/// each Character starts in them: when every scalar is one that stands alone as a Character
/// (``standsAlone(_:)``: Latin, Greek, Cyrillic, CJK and Hangul syllables, common punctuation),
/// found scalar by scalar; otherwise Character by Character.
struct TextBlock {
    let string: String
    /// The number of Characters in `string`.
    let count: Int
    /// `letterPrefix[i]`: letters and digits among the first `i` characters.
    let letterPrefix: [Int]
    /// The UTF-8 bytes of `string`.
    private let bytes: [UInt8]
    /// Where each Character starts in `bytes` (UTF-8 offsets), then `bytes.count`; empty when
    /// each Character is one ASCII byte.
    private let characterStarts: [Int]

    init(_ string: String) {
        self.string = string
        let bytes = Array(string.utf8)
        self.bytes = bytes
        if bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            // No CR, so no CR LF pair that would make two bytes one Character.
            letterPrefix = [Int](unsafeUninitializedCapacity: bytes.count + 1) { prefix, initialized in
                var running = 0
                prefix[0] = 0
                for (offset, byte) in bytes.enumerated() {
                    if ASCII.isAlphanumeric(byte) { running += 1 }
                    prefix[offset + 1] = running
                }
                initialized = bytes.count + 1
            }
            characterStarts = []
            count = bytes.count
            return
        }
        var starts: [Int] = []
        var prefix = [0]
        if !Self.readStandaloneScalars(of: string, starts: &starts, letterPrefix: &prefix) {
            starts = []
            prefix = [0]
            var offset = 0
            var running = 0
            for character in string {
                starts.append(offset)
                offset += character.utf8.count
                // An ASCII character's class is a byte test; only others need Unicode's properties.
                if character.asciiValue.map(ASCII.isAlphanumeric) ?? (character.isLetter || character.isNumber) {
                    running += 1
                }
                prefix.append(running)
            }
        }
        count = starts.count
        starts.append(bytes.count)
        characterStarts = starts
        letterPrefix = prefix
    }

    /// Where each Character of `string` starts and the running count of letters and digits, found
    /// scalar by scalar in one pass, when every scalar stands alone (``standsAlone(_:)``), so that
    /// each is a Character; `false` (the arrays partly filled) at the first scalar that does not.
    private static func readStandaloneScalars(of string: String, starts: inout [Int], letterPrefix: inout [Int]) -> Bool {
        starts.reserveCapacity(string.utf8.count)
        letterPrefix.reserveCapacity(string.utf8.count + 1)
        var offset = 0
        var running = 0
        for scalar in string.unicodeScalars {
            guard standsAlone(scalar) else { return false }
            starts.append(offset)
            offset += UTF8.width(scalar)
            if isLetterOrDigit(scalar) { running += 1 }
            letterPrefix.append(running)
        }
        return true
    }

    /// Whether `scalar` is a Character of its own next to any other scalar this is true of
    /// (``UTF8Scalars/standsAlone(_:)``).
    static func standsAlone(_ scalar: Unicode.Scalar) -> Bool { UTF8Scalars.standsAlone(scalar.value) }

    /// Whether the Character made of `scalar` alone is a letter or a digit, as `Character` says.
    static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ASCII.isAlphanumeric(UInt8(scalar.value)) }
        let value = Int(scalar.value)
        guard value < 0xD7A4 else { return isLetterOrDigitCharacter(scalar) }
        return lettersOfScripts[value >> 6] & (1 << UInt64(value & 63)) != 0
    }

    private static func isLetterOrDigitCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let character = Character(scalar)
        return character.isLetter || character.isNumber
    }

    /// ``isLetterOrDigit(_:)`` of every scalar below U+D7A4 (through the Hangul syllables), one bit
    /// each, asked of `Character` once per process, on the first text beyond ASCII that needs it:
    /// a page's text asks it of every scalar, and `Character`'s answer costs a property lookup.
    private static let lettersOfScripts: [UInt64] = {
        var words = [UInt64](repeating: 0, count: (0xD7A4 + 63) / 64)
        for value in 0x80..<0xD7A4 {
            guard let scalar = Unicode.Scalar(UInt32(value)), isLetterOrDigitCharacter(scalar) else { continue }
            words[value >> 6] |= 1 << UInt64(value & 63)
        }
        return words
    }()

    /// Whether the Character at `index` is a space alone (U+0020, nothing joined to it).
    private func isSpace(_ index: Int) -> Bool {
        characterStarts.isEmpty
            ? bytes[index] == 0x20
            : bytes[characterStarts[index]] == 0x20 && characterStarts[index + 1] - characterStarts[index] == 1
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

    /// The index of the first Character that starts at or after the UTF-8 offset `offset` into
    /// `string` (`count` past the last one).
    func characterIndex(ofUTF8 offset: Int) -> Int {
        guard !characterStarts.isEmpty else { return max(0, min(offset, count)) }
        // The first start at or after `offset` (the last entry is the end of the text).
        var low = 0
        var high = characterStarts.count
        while low < high {
            let middle = (low + high) / 2
            if characterStarts[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return min(low, count)
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
        if from > 0, let space = (from..<start).first(where: isSpace) { from = space + 1 }
        if to < count, let space = ((start + length)..<to).last(where: isSpace) { to = space }
        let byteRange = characterStarts.isEmpty ? from..<to : characterStarts[from]..<characterStarts[to]
        var text = String(decoding: bytes[byteRange], as: UTF8.self)
        var offset = start - from
        if from > 0 { text = "…" + text; offset += 1 }
        if to < count { text += "…" }
        return LinkContext(text: text, linkStart: offset, linkLength: length)
    }
}
