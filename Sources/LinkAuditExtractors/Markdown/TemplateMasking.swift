import Foundation

/// Site generators (Jekyll/Liquid, Hugo, Jinja) write template code into Markdown: `{{ … }}`,
/// `{{< … >}}`, `{{% … %}}` and `{% … %}`; ERB and Obsidian's Templater write `<% … %>`. The generator runs it before Markdown is parsed, so its
/// text is never Markdown: a shortcode parameter `url="https://…"` is no autolink, and a template
/// inside a destination (`[text]({{ site.baseurl }}/path)`, `[label]: {{ ref "x" }}`) must not
/// break the link.
///
/// Masking replaces template code byte for byte, so every offset stays: inside an inline link's
/// `(…)` with `x` (cmark then sees one destination), elsewhere with `.` (no letter, no digit, no
/// link syntax, and an autolinker stops before it). Line breaks inside a template are kept.
enum TemplateMasking {
    /// The byte template code becomes outside inline destinations.
    static let maskByte = UInt8(ascii: ".")

    /// Masks every template expression of a Markdown text (see the type's description).
    static func maskTemplates(_ bytes: inout [UInt8]) {
        maskDestinationTemplates(&bytes)
        var ends = TemplateEnds()
        var index = 0
        while index + 1 < bytes.count {
            // Only `{` and `<` open template code: every other byte is passed without a call.
            if bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "<"), let end = ends.end(in: bytes, at: index) {
                for position in index...end where bytes[position] != 0x0A && bytes[position] != 0x0D { bytes[position] = maskByte }
                index = end + 1
            } else {
                index += 1
            }
        }
    }

    /// Whether `{{`, `{%` or `<%` occurs in `bytes`: without one there is no template code to mask, and
    /// `maskPairedBodies` and `maskTemplates` would leave every byte as it is (``BytePairs``).
    static func mayHoldTemplate(_ bytes: [UInt8]) -> Bool {
        BytePairs.next(UInt8(ascii: "{"), followedBy: [UInt8(ascii: "{"), UInt8(ascii: "%")], in: bytes, from: 0) != nil
            || BytePairs.next(UInt8(ascii: "<"), followedBy: [UInt8(ascii: "%")], in: bytes, from: 0) != nil
    }

    /// Whether the text holds template code (`{{` or `{%` opening an expression that closes).
    static func containsTemplate(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        let array = Array(bytes)
        var ends = TemplateEnds()
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "<"),
                ends.end(in: array, at: index - bytes.startIndex) != nil
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// Replaces each `{{ … }}` or `{% … %}` that stands inside `](…)` with as many `x` bytes, so that
    /// cmark sees one destination and every offset stays the same.
    static func maskDestinationTemplates(_ bytes: inout [UInt8]) {
        var index = 0
        let count = bytes.count
        var ends = TemplateEnds()
        while index + 1 < count {
            guard bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: "(") else { index += 1; continue }
            var scan = index + 2
            while scan + 1 < count, bytes[scan] != 0x0A, bytes[scan] != UInt8(ascii: ")") {
                if let end = ends.end(in: bytes, at: scan), !bytes[scan...end].contains(0x0A) {
                    for position in scan...end { bytes[position] = UInt8(ascii: "x") }
                    scan = end + 1
                    continue
                }
                scan += 1
            }
            index = scan
        }
    }

    /// When a template expression opens at `start` (`{{` or `{%`), the offset of the last byte of
    /// its closing `}}` or `%}`. An expression may span lines but not a blank line.
    static func templateEnd(in bytes: [UInt8], at start: Int) -> Int? {
        var ends = TemplateEnds()
        return ends.end(in: bytes, at: start)
    }

    /// `templateEnd` for a walk that moves forward through one text: it remembers its last search
    /// for each closer, so a run of openers that never close (`{{< {{< {{< …`) costs one scan of
    /// the paragraph, not one per opener. A remembered search stays true for later starts within
    /// the stretch it scanned, because callers only change bytes behind where they search next.
    struct TemplateEnds {
        /// Per closer byte (`}` or `%`): searches from `from` through `upTo` give `end`.
        private var memo: [UInt8: (from: Int, upTo: Int, end: Int?)] = [:]

        mutating func end(in bytes: [UInt8], at start: Int) -> Int? {
            guard start + 1 < bytes.count else { return nil }
            // `{{ … }}`, `{% … %}`, and ERB's and Obsidian Templater's `<% … %>`.
            let closer: (first: UInt8, second: UInt8)
            switch (bytes[start], bytes[start + 1]) {
            case (UInt8(ascii: "{"), UInt8(ascii: "{")): closer = (UInt8(ascii: "}"), UInt8(ascii: "}"))
            case (UInt8(ascii: "{"), UInt8(ascii: "%")): closer = (UInt8(ascii: "%"), UInt8(ascii: "}"))
            case (UInt8(ascii: "<"), UInt8(ascii: "%")): closer = (UInt8(ascii: "%"), UInt8(ascii: ">"))
            default: return nil
            }
            let key = closer.second == UInt8(ascii: ">") ? closer.second : closer.first
            let from = start + 2
            if let known = memo[key], known.from <= from, from <= known.upTo { return known.end }
            var index = from
            while index + 1 < bytes.count {
                if bytes[index] == 0x0A, bytes[index + 1] == 0x0A {
                    memo[key] = (from, index, nil)
                    return nil
                }
                if bytes[index] == closer.first, bytes[index + 1] == closer.second {
                    memo[key] = (from, index, index + 1)
                    return index + 1
                }
                index += 1
            }
            memo[key] = (from, Int.max, nil)
            return nil
        }
    }

    // MARK: - Paired shortcodes and block tags

    /// Hugo shortcodes and Liquid block tags whose body is code: shown as written (highlighted),
    /// never read as Markdown. Hugo's own `highlight`; `code`, `codeblock`, `code-toggle` and
    /// `output`, the code shortcodes of Hugo's documentation and of many themes. `raw` and
    /// `rawhtml` are left out on purpose: their body is HTML that reaches the page.
    static let codeShortcodes: Set<String> = ["highlight", "code", "codeblock", "code-toggle", "output"]
    /// Liquid block tags whose body never reaches the page as Markdown: `highlight` (code) and
    /// `comment` (dropped). A `raw` body is still Markdown (only Liquid skips it).
    static let codeLiquidBlocks: Set<String> = ["highlight", "comment"]

    /// Masks the bodies of code shortcodes and Liquid code blocks whole (as `maskTemplates` masks
    /// template code: every offset stays, line breaks kept), and returns the byte ranges of the
    /// other `{{< name >}}…{{< /name >}}` bodies. Hugo hands such a body raw to the shortcode: it
    /// is not rendered as Markdown by Hugo, so a bare URL there is no link (explicit link markup
    /// is kept: shortcodes that show their body, such as notes and callouts, render it with
    /// `markdownify` or `RenderString`). `{{% name %}}` bodies are Markdown and stay as they are.
    /// Tags inside a Liquid `{% raw %}` body are text: they open and close nothing. Runs before `maskTemplates`, which then masks the tags themselves.
    static func maskPairedBodies(_ bytes: inout [UInt8]) -> [Range<Int>] {
        var open: [Tag] = []
        var rawBodies: [Range<Int>] = []
        var masked: [Range<Int>] = []
        var insideLiquidRaw = false
        var ends = TemplateEnds()
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"), let end = ends.end(in: bytes, at: index) else { index += 1; continue }
            defer { index = end + 1 }
            guard let tag = Tag(bytes, start: index, end: end) else { continue }
            // Liquid reads nothing between `{% raw %}` and `{% endraw %}`: tags there are text.
            if tag.isLiquid, tag.name == "raw" { insideLiquidRaw = !tag.isCloser; continue }
            guard !insideLiquidRaw else { continue }
            guard tag.isCloser else { open.append(tag); continue }
            guard let match = open.lastIndex(where: { $0.name == tag.name && $0.isLiquid == tag.isLiquid }) else { continue }
            let opener = open.remove(at: match)
            open.removeSubrange(match...)
            let body = (opener.end + 1)..<tag.start
            if opener.isLiquid ? codeLiquidBlocks.contains(opener.name) : codeShortcodes.contains(opener.name) {
                masked.append(body)
            } else if opener.isRawShortcode {
                rawBodies.append(body)
            }
        }
        for body in masked {
            for position in body where bytes[position] != 0x0A && bytes[position] != 0x0D { bytes[position] = maskByte }
        }
        return rawBodies
    }

    /// One template tag that may open or close a body: `{{< name … >}}`, `{{% /name %}}`,
    /// `{% name … %}`, `{% endname %}`.
    private struct Tag {
        var start: Int
        var end: Int
        /// The name, lowercased, without `/` or `end` for a closer.
        var name: String
        var isCloser: Bool
        /// A Liquid tag (`{% … %}`), not a Hugo shortcode.
        var isLiquid: Bool
        /// A Hugo shortcode written with `{{< … >}}` (its body is not Markdown).
        var isRawShortcode: Bool

        /// Reads the tag from `start` through `end` (its closing `}`); `nil` for template code
        /// that opens or closes nothing (expressions, self-closed `{{< name />}}`, escaped
        /// `{{</* … */>}}` examples).
        init?(_ bytes: [UInt8], start: Int, end: Int) {
            let second = bytes[start + 1]
            var index = start + 2
            let delimiter: UInt8?
            if second == UInt8(ascii: "%") {
                isLiquid = true
                delimiter = nil
            } else if start + 2 < end, bytes[start + 2] == UInt8(ascii: "<") || bytes[start + 2] == UInt8(ascii: "%") {
                isLiquid = false
                delimiter = bytes[start + 2]
                index += 1
            } else {
                return nil
            }
            isRawShortcode = delimiter == UInt8(ascii: "<")
            func skipBlank() {
                while index < end, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "-")].contains(bytes[index]) { index += 1 }
            }
            skipBlank()
            guard index < end else { return nil }
            if bytes[index] == UInt8(ascii: "/") {
                // `{{</* … */>}}` is an escaped example, shown as written.
                if index + 1 < end, bytes[index + 1] == UInt8(ascii: "*") { return nil }
                guard !isLiquid else { return nil }
                isCloser = true
                index += 1
                skipBlank()
            } else {
                isCloser = false
            }
            var nameEnd = index
            while nameEnd < end,
                ASCII.isAlphanumeric(bytes[nameEnd])
                    || [UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: ".")].contains(bytes[nameEnd])
            {
                nameEnd += 1
            }
            var name = String(decoding: bytes[index..<nameEnd], as: UTF8.self).lowercased()
            if isLiquid, name.hasPrefix("end"), name.count > 3 {
                name.removeFirst(3)
                isCloser = true
            }
            guard !name.isEmpty else { return nil }
            // `{{< name … />}}` closes itself.
            var last = end - 2
            if delimiter != nil { last -= 1 }
            while last > nameEnd, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[last]) { last -= 1 }
            if !isCloser, delimiter != nil, bytes[last] == UInt8(ascii: "/") { return nil }
            self.start = start
            self.end = end
            self.name = name
        }
    }
}
