/// The bytes libxml2 parses for an HTML text: the text as browsers would read it, lines unchanged.
///
/// libxml2 2.9 knows only the 253 named references of HTML 4 and none without its `;`; browsers
/// know the 2,231 of the WHATWG table and the legacy ones without `;` (`&eacute`). Every character
/// reference a browser decodes is rewritten as numeric references (`&eacute;` -> `&#xE9;`), which
/// libxml2 decodes the same way; no line break is added or removed, so libxml2's line numbers stay
/// those of the source. Byte offsets change: positions always come from the original text.
enum HTMLParserInput {
    /// The text for libxml2.
    /// - Parameters:
    ///   - text: the HTML as written, UTF-8.
    ///   - scanner: the scan of `text` (its references and start tags).
    static func make(_ text: [UInt8], scanner: HTMLSourceScanner) -> [UInt8] {
        var parsed = text
        // Browsers ignore the slash of `<a … />` (a is not a void element) and run the link on;
        // libxml2 closes it. Blank the slash (same length) so the tree is the one browsers build.
        for tag in scanner.startTags where tag.name == "a" {
            if let slash = HTMLLinkCollector.selfClosingSlash(of: tag, in: text) { parsed[slash] = UInt8(ascii: " ") }
        }
        // Attributes past the limit of one tag are blanked, line breaks kept (`HTMLSourceScanner.excessAttributes`).
        for excess in scanner.excessAttributes {
            for offset in excess where parsed[offset] != 0x0A && parsed[offset] != 0x0D { parsed[offset] = UInt8(ascii: " ") }
        }
        guard !scanner.references.isEmpty else { return parsed }
        var output: [UInt8] = []
        output.reserveCapacity(parsed.count + scanner.references.count * 4)
        var copied = 0
        for reference in scanner.references where reference.offset >= copied {
            let context: HTMLEntities.Context = reference.inAttribute ? .htmlAttribute : .htmlText
            guard let decoded = HTMLEntities.decode(text[...], at: reference.offset, context: context) else { continue }
            output += parsed[copied..<reference.offset]
            for scalar in String(decoding: decoded.bytes, as: UTF8.self).unicodeScalars {
                output += Array("&#x\(String(scalar.value, radix: 16, uppercase: true));".utf8)
            }
            copied = reference.offset + decoded.length
        }
        output += parsed[copied...]
        return output
    }
}
