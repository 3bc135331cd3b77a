import LinkAuditModel

/// Placeholders of a message that the code fills with a link (issue 27): `{termsLink}` in an ARB or
/// ICU message, `{{termsLink}}` in an i18next one, where the configuration's `linkMarkers` names
/// them. Each is a marked span whose name and destination the code sets: a link of the string
/// (`localized-link-mismatch` tells a translation that drops it), whose name is dynamic and never
/// judged, and which is counted as not understood (`dynamic-link-text`) so that a run says it
/// did not read that name.
enum LinkPlaceholders {
    /// The links and not-understood constructs of one message variant's placeholders.
    /// - Parameters:
    ///   - value: the variant's decoded UTF-8 bytes.
    ///   - map: maps `value`'s offsets to the file.
    ///   - context: the shared link fields of the message; its ``DocumentContext/linkMarkers``
    ///     are the placeholder names that stand for links, compared exactly.
    ///   - doubleBraces: whether i18next's `{{name}}` is a placeholder (message files); ICU reads
    ///     only `{name}` (ARB), and there `{{name}}` is no placeholder.
    static func read(
        _ value: [UInt8], map: SourceMap, context: DocumentContext, doubleBraces: Bool
    ) -> (links: [Link], notUnderstood: [NotUnderstood]) {
        guard !context.linkMarkers.isEmpty, value.contains(UInt8(ascii: "{")) else { return ([], []) }
        var found: [(range: Range<Int>, written: String)] = []
        var index = 0
        while index < value.count {
            guard value[index] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            let double = index + 1 < value.count && value[index + 1] == UInt8(ascii: "{")
            // A `{{` that does not make a whole placeholder is no single one either (`{{name}`), and
            // none at all where only ICU's `{name}` is read.
            guard !double || doubleBraces, let placeholder = placeholder(in: value, at: index) else {
                index += double ? 2 : 1
                continue
            }
            if context.linkMarkers.contains(placeholder.name) {
                found.append((index..<placeholder.end, String(decoding: value[index..<placeholder.end], as: UTF8.self)))
            }
            index = placeholder.end
        }
        guard !found.isEmpty else { return ([], []) }
        // The sentence as read, rich-text tags aside, as the message's other links give it.
        let block = TextBlock(String(decoding: RichTextTags.stripped(value[...]), as: UTF8.self).collapsingWhitespace)
        let plain = Array(block.string.utf8)
        // Inline when the message holds a letter or digit outside its link placeholders.
        var gaps: [Range<Int>] = []
        var gapStart = 0
        for (range, _) in found {
            gaps.append(gapStart..<range.lowerBound)
            gapStart = range.upperBound
        }
        gaps.append(gapStart..<value.count)
        let holdsWords = gaps.contains { gap in String(decoding: value[gap], as: UTF8.self).contains { $0.isLetter || $0.isNumber } }
        let placement: LinkPlacement = holdsWords ? .inline : .standalone
        var links: [Link] = []
        var notUnderstood: [NotUnderstood] = []
        var cursor = 0
        for (range, written) in found {
            var linkContext = block.context(linkStart: 0, linkLength: 0)
            if let at = ASCII.firstOffset(of: Array(written.utf8), in: plain, from: cursor) {
                let start = block.characterIndex(ofUTF8: at)
                linkContext = block.context(linkStart: start, linkLength: block.characterIndex(ofUTF8: at + written.utf8.count) - start)
                cursor = at + written.utf8.count
            }
            var link = context.makeLink(
                text: written, destination: "", syntax: .markedSpan, placement: placement,
                span: map.span(from: range.lowerBound, through: range.upperBound - 1), context: linkContext)
            link.normalizedDestination = nil
            link.hasDynamicText = true
            links.append(link)
            notUnderstood.append(
                NotUnderstood(
                    kind: .dynamicLinkText, file: context.file, position: map.position(ofByte: range.lowerBound),
                    detail: "the placeholder \(written), which the code fills with a link whose text is not in the message"))
        }
        return (links, notUnderstood)
    }

    /// A simple argument at `index` (`{name}`, `{ name }`, i18next's `{{name}}` and `{{- name}}`):
    /// its name and the offset after its last `}`; `nil` for a choice, a formatted argument or
    /// anything else.
    static func placeholder(in value: [UInt8], at index: Int) -> (name: String, end: Int)? {
        let double = index + 1 < value.count && value[index + 1] == UInt8(ascii: "{")
        var position = index + (double ? 2 : 1)
        func skipSpaces() { while position < value.count, value[position] == UInt8(ascii: " ") { position += 1 } }
        skipSpaces()
        if double, position < value.count, value[position] == UInt8(ascii: "-") {
            position += 1
            skipSpaces()
        }
        let start = position
        while position < value.count, isNameByte(value[position]) { position += 1 }
        guard position > start, position - start <= 128 else { return nil }
        let name = String(decoding: value[start..<position], as: UTF8.self)
        skipSpaces()
        for _ in 0..<(double ? 2 : 1) {
            guard position < value.count, value[position] == UInt8(ascii: "}") else { return nil }
            position += 1
        }
        return (name, position)
    }

    /// ASCII letters, digits, `_`, `-`, `.` and `$`, as placeholder names are written.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F || byte == 0x2D || byte == 0x2E
            || byte == 0x24
    }
}
