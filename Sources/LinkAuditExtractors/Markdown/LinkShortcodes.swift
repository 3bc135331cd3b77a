import LinkAuditModel

/// Hugo shortcodes that take a destination (`{{< button href="/start" >}}Start{{< /button >}}`,
/// `{{< figure src="a.png" link="/gallery" >}}`): the shortcode's template draws whatever it
/// draws, a link among them, and linkaudit does not read templates. Each is counted as not
/// understood (`unknown-link-shortcode`; issue 24, section 6) where it opens, never judged. A
/// shortcode inside a link's destination (`[a]({{< ref "x" >}})`) gives that link its URL and is
/// not counted.
enum LinkShortcodes {
    /// The parameters that hand a shortcode a destination.
    static let destinationParameters = ["href", "url", "link", "to"]

    /// The shortcodes of `text` that take a destination: each `{{<` or `{{%`'s offset and the tag
    /// as written up to its destination parameter's value.
    static func find(in text: [UInt8]) -> [(offset: Int, detail: String)] {
        var found: [(offset: Int, detail: String)] = []
        var search = 0
        // One memo for the walk: a run of unclosed `{{<` is searched once, not once per opener.
        var ends = TemplateMasking.TemplateEnds()
        while let open = BytePairs.next(UInt8(ascii: "{"), followedBy: [UInt8(ascii: "{")], in: text, from: search) {
            search = open + 2
            guard open + 2 < text.count, text[open + 2] == UInt8(ascii: "<") || text[open + 2] == UInt8(ascii: "%"),
                let end = ends.end(in: text, at: open), !isInDestination(text, at: open)
            else { continue }
            let tag = String(decoding: text[open...end], as: UTF8.self)
            let inner = tag.dropFirst(3).drop { $0 == " " }
            guard !inner.hasPrefix("/"), let parameter = destinationParameter(in: tag) else { continue }
            found.append((open, String(tag[..<parameter].prefix(200))))
            search = end + 1
        }
        return found
    }

    /// The end of a destination parameter's value in a shortcode tag (`href="/start"`), if it has one.
    private static func destinationParameter(in tag: String) -> String.Index? {
        for name in destinationParameters {
            var from = tag.startIndex
            while let range = tag.range(of: name + "=", range: from..<tag.endIndex) {
                from = range.upperBound
                let before = range.lowerBound == tag.startIndex ? " " : tag[tag.index(before: range.lowerBound)]
                guard before == " " || before == "\t" || before == "\n" else { continue }
                var end = range.upperBound
                if end < tag.endIndex, tag[end] == "\"" || tag[end] == "'" {
                    let quote = tag[end]
                    end = tag[tag.index(after: end)...].firstIndex(of: quote).map { tag.index(after: $0) } ?? tag.endIndex
                } else {
                    end = tag[end...].firstIndex { $0 == " " || $0 == ">" || $0 == "%" } ?? tag.endIndex
                }
                return end
            }
        }
        return nil
    }

    /// Whether `offset` stands inside an inline link's `](…)` on its line.
    private static func isInDestination(_ text: [UInt8], at offset: Int) -> Bool {
        var index = offset - 1
        while index > 0, text[index] != 0x0A {
            if text[index] == UInt8(ascii: ")") { return false }
            if text[index] == UInt8(ascii: "("), text[index - 1] == UInt8(ascii: "]") { return true }
            index -= 1
        }
        return false
    }
}
