/// Site generators (Jekyll/Liquid, Hugo, Jinja) write template code into Markdown: `{{ … }}`,
/// `{{< … >}}`, `{{% … %}}` and `{% … %}`. The generator runs it before Markdown is parsed, so its
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
        var index = 0
        while index + 1 < bytes.count {
            if let end = templateEnd(in: bytes, at: index) {
                for position in index...end where bytes[position] != 0x0A && bytes[position] != 0x0D { bytes[position] = maskByte }
                index = end + 1
            } else {
                index += 1
            }
        }
    }

    /// Whether the text holds template code (`{{` or `{%` opening an expression that closes).
    static func containsTemplate(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        let array = Array(bytes)
        while index < bytes.endIndex {
            if templateEnd(in: array, at: index - bytes.startIndex) != nil { return true }
            index += 1
        }
        return false
    }

    /// Replaces each `{{ … }}` or `{% … %}` that stands inside `](…)` with as many `x` bytes, so that
    /// cmark sees one destination and every offset stays the same.
    static func maskDestinationTemplates(_ bytes: inout [UInt8]) {
        var index = 0
        let count = bytes.count
        while index + 1 < count {
            guard bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: "(") else { index += 1; continue }
            var scan = index + 2
            while scan + 1 < count, bytes[scan] != 0x0A, bytes[scan] != UInt8(ascii: ")") {
                if let end = templateEnd(in: bytes, at: scan), !bytes[scan...end].contains(0x0A) {
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
        guard start + 1 < bytes.count, bytes[start] == UInt8(ascii: "{"),
            bytes[start + 1] == UInt8(ascii: "{") || bytes[start + 1] == UInt8(ascii: "%")
        else { return nil }
        let closer = bytes[start + 1] == UInt8(ascii: "%") ? UInt8(ascii: "%") : UInt8(ascii: "}")
        var index = start + 2
        while index + 1 < bytes.count {
            if bytes[index] == 0x0A, index + 1 < bytes.count, bytes[index + 1] == 0x0A { return nil }
            if bytes[index] == closer, bytes[index + 1] == UInt8(ascii: "}") { return index + 1 }
            index += 1
        }
        return nil
    }
}
