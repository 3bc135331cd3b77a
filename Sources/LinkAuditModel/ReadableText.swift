/// Audited text as a person reads it in a message (text, GitHub, SARIF and HTML reports): invisible
/// characters shown as escapes, long app-copy keys cut in the middle. JSON keeps the text as it is.
///
/// Audited text is hostile: a bidi control reorders what a terminal or a browser shows, an escape
/// character drives the terminal, and a zero-width space makes two different URLs look the same.
public enum ReadableText {
    /// The longest key, in characters, that reports show whole.
    public static let keyLimit = 40

    /// A string table key as reports name it: whole when it has at most ``keyLimit`` characters,
    /// otherwise its start and its end around `…`, each cut at a word or segment boundary when one
    /// is near (`autofill.logins.list…footer.markdown`; Xcode's generated keys are whole
    /// sentences); invisible characters escaped. The full key stays in the JSON report's `key`.
    public static func key(_ key: String) -> String {
        guard key.count > keyLimit else { return escapingInvisibles(key) }
        let headLength = keyLimit * 3 / 5
        let tailLength = keyLimit - 1 - headLength
        // Each part ends at a boundary already, or is cut back to the nearest one in its outer half.
        var head = key.prefix(headLength)
        if !isKeyBreak(key[head.endIndex]), let cut = head.lastIndex(where: isKeyBreak),
            head.distance(from: head.startIndex, to: cut) >= headLength / 2
        {
            head = head[..<cut]
        }
        var tail = key.suffix(tailLength)
        if !isKeyBreak(key[key.index(before: tail.startIndex)]), let cut = tail.firstIndex(where: isKeyBreak),
            tail.distance(from: tail.startIndex, to: cut) < tailLength / 2
        {
            tail = tail[tail.index(after: cut)...]
        }
        while let last = head.last, isKeyBreak(last) { head = head.dropLast() }
        while let first = tail.first, isKeyBreak(first) { tail = tail.dropFirst() }
        return escapingInvisibles(String(head) + "…" + String(tail))
    }

    /// Where a key may be cut: between words or the segments of a dotted or snake-case key.
    private static func isKeyBreak(_ character: Character) -> Bool {
        character.isWhitespace || ".-_/:".contains(character)
    }

    /// The text with every invisible character written as a Swift escape, `\u{200E}` (`\n`, `\r`
    /// and `\t` as such): control and format characters (bidi marks and isolates, zero-width
    /// space, soft hyphen, byte order mark), line and paragraph separators, and other default
    /// ignorable code points such as Hangul fillers. Inside a URL (a run of text without spaces
    /// that holds `://`, or starts with `www.` or `mailto:`) every space other than U+0020 is
    /// escaped too: a no-break space there makes a different address that looks the same. In
    /// prose, no-break spaces are ordinary typography (French `« »`) and stay.
    ///
    /// Kept: variation selectors (`↩︎`), and the zero-width joiners and tag characters inside
    /// emoji sequences.
    public static func escapingInvisibles(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value >= 0x7F }) else { return text }
        var output = ""
        for (index, token) in text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { output += " " }
            let inURL = token.contains("://") || token.hasPrefix("www.") || token.hasPrefix("mailto:")
            let scalars = Array(token.unicodeScalars)
            for (position, scalar) in scalars.enumerated() {
                let previous = position > 0 ? scalars[position - 1] : nil
                let next = position + 1 < scalars.count ? scalars[position + 1] : nil
                if isInvisible(scalar, previous: previous, next: next, inURL: inURL) {
                    output += escape(scalar)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }

    static func isInvisible(_ scalar: Unicode.Scalar, previous: Unicode.Scalar?, next: Unicode.Scalar?, inURL: Bool) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .spaceSeparator: return inURL
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: break
        }
        guard properties.generalCategory == .format || properties.isDefaultIgnorableCodePoint else { return false }
        if properties.isVariationSelector { return false }
        if scalar.value == 0x200D, let previous, let next, isPictographic(next),
            isPictographic(previous) || previous.properties.isVariationSelector || previous.properties.isEmojiModifier
        {
            return false
        }
        // Tag characters spell a subdivision flag after U+1F3F4 (🏴󠁧󠁢󠁳󠁣󠁴󠁿).
        if (0xE0020...0xE007F).contains(scalar.value), let previous,
            previous.value == 0x1F3F4 || (0xE0020...0xE007F).contains(previous.value)
        {
            return false
        }
        return true
    }

    private static func isPictographic(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x7F && scalar.properties.isEmoji
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
