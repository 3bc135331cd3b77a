import Foundation
import LinkAuditModel

extension Unicode.Scalar {
    /// Unicode White_Space or ZERO WIDTH SPACE, with a fast path for ASCII (the Unicode property
    /// lookup is the hottest call on large pages).
    var isSpaceForLinkText: Bool {
        if value < 0x80 { return value == 0x20 || (0x09...0x0D).contains(value) }
        return value == 0x200B || properties.isWhitespace
    }
}

extension String {
    /// The string with every run of Unicode whitespace (including no-break space) replaced by one
    /// space, and trimmed: the visible text of `docs/model.md`, Link.
    var collapsingWhitespace: String {
        var output = ""
        output.reserveCapacity(utf8.count)
        var pendingSpace = false
        for scalar in unicodeScalars {
            if scalar.isSpaceForLinkText {
                pendingSpace = !output.isEmpty
            } else {
                if pendingSpace { output.append(" "); pendingSpace = false }
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}

/// Format placeholders of app copy and template expressions of site generators: opaque tokens.
enum Placeholders {
    /// Whether the text holds a printf-style placeholder (`%@`, `%1$@`, `%lld`, `%#@name@`) or a
    /// brace placeholder (`{url}`, `{{ site.baseurl }}`).
    static func containsPlaceholder(_ text: String) -> Bool {
        containsFormatSpecifier(text) || containsBraceTemplate(text)
    }

    /// `%@`, `%d`, `%1$@`, `%lld`, `%.2f`, `%#@items@` (see `FormatSpecifier`); `%%` is a literal percent sign.
    static func containsFormatSpecifier(_ text: String) -> Bool {
        FormatSpecifier.occurs(in: text)
    }

    /// `{{ … }}`, `{% … %}`, `{{< … >}}` or a single-word `{name}` placeholder.
    static func containsBraceTemplate(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "{") else { index += 1; continue }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") || bytes[index + 1] == UInt8(ascii: "%") { return true }
            // `{name}`: letters, digits, `_` and `.` up to the closing brace.
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "}"), isNameByte(bytes[end]) { end += 1 }
            if end > index + 1, end < bytes.count, bytes[end] == UInt8(ascii: "}") { return true }
            index += 1
        }
        return false
    }

    /// ASCII letters, digits, `_`, `.`, and any byte of a non-ASCII letter.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }
}

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

    /// Whether the block holds no letter or digit outside the Character range (see `docs/model.md`, Inline and standalone).
    func isAlone(linkStart: Int, linkLength: Int) -> Bool {
        let start = max(0, min(linkStart, characters.count))
        let end = max(start, min(linkStart + linkLength, characters.count))
        return letterPrefix[characters.count] - (letterPrefix[end] - letterPrefix[start]) == 0
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
