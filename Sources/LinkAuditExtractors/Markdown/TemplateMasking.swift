/// Site generators (Jekyll/Liquid, Hugo) write template expressions inside link destinations:
/// `[text]({{ site.baseurl }}/path)`. They are replaced before Markdown is parsed, so a raw
/// CommonMark parser would see a space in the destination and no link at all.
enum TemplateMasking {
    /// Replaces each `{{ … }}` or `{% … %}` that stands inside `](…)` with as many `x` bytes, so that
    /// cmark sees one destination and every offset stays the same.
    static func maskDestinationTemplates(_ bytes: inout [UInt8]) {
        var index = 0
        let count = bytes.count
        while index + 1 < count {
            guard bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: "(") else { index += 1; continue }
            var scan = index + 2
            while scan + 1 < count, bytes[scan] != 0x0A, bytes[scan] != UInt8(ascii: ")") {
                if bytes[scan] == UInt8(ascii: "{"), bytes[scan + 1] == UInt8(ascii: "{") || bytes[scan + 1] == UInt8(ascii: "%"),
                    let end = closing(of: bytes[scan + 1], in: bytes, from: scan + 2)
                {
                    for position in scan...end { bytes[position] = UInt8(ascii: "x") }
                    scan = end + 1
                    continue
                }
                scan += 1
            }
            index = scan
        }
    }

    /// Offset of the final `}` of `}}` or `%}` on the same line.
    private static func closing(of kind: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        let closer = kind == UInt8(ascii: "%") ? UInt8(ascii: "%") : UInt8(ascii: "}")
        var index = start
        while index + 1 < bytes.count, bytes[index] != 0x0A {
            if bytes[index] == closer, bytes[index + 1] == UInt8(ascii: "}") { return index + 1 }
            index += 1
        }
        return nil
    }
}
