import Foundation

/// Bare URLs as Goldmark's Linkify extension links them (Hugo's Markdown reader, where Linkify and
/// Typographer are on by default), read from a block's source bytes. cmark-gfm links an `http://`,
/// `https://` or `ftp://` URL wherever its scheme begins and runs it to the next space; Linkify is
/// narrower at both ends (issue 9; goldmark's `extension/linkify.go` and its inline parser loop):
///
/// - **Where a link may start.** Goldmark tries its inline parsers at the first character of each
///   line, at ASCII whitespace, at a character some parser is triggered by, and again right after
///   any inline markup a parser took. Linkify so starts a link at a line's start; after whitespace
///   or `(`; after an emphasis or strikethrough run (`*`, `_`, `~`); after a code span, a raw HTML
///   tag, a `<…>` autolink or a link's last `)` or `]`; and, since Typographer turns them into
///   typographic characters, after a straight `'`, a straight `"` with no letter or digit before
///   it, `--` or `...`. After anything else it is text: a letter (`xhttp://…`), a curly quote typed
///   as such (`‘`, `“`, `«`), `/`, `=`. An escaped character (`\(`) starts nothing.
/// - **Where it ends.** The scheme is lowercase; the host holds a dot followed by lowercase
///   letters, then an optional port and a path of ASCII URL characters only, so a closing `’`, `”`
///   or `»` is never part of the URL, while a straight `"` or `'` in the path is kept (goldmark
///   issue 335). A trailing `.`, unbalanced closing parentheses or a character reference (`&amp;`)
///   is dropped, then trailing `?!.,:*_~`.
///
/// `www.` and e-mail addresses keep cmark-gfm's extent; only where they start is checked, and a
/// `www.` address leads to `https://`, Hugo's default `linkifyProtocol`. All
/// offsets are 0-based into the block's bytes (lines joined by line feeds).
enum GoldmarkLinkify {
    /// A cmark-gfm bare-URL link as Linkify makes it: `nil` where Linkify makes none, else the link
    /// with Linkify's extent (its text and destination the URL as written, its end moved).
    static func link(
        _ item: MarkdownRenderer.RenderedLink, at location: MarkdownLinkLocator.Location,
        in block: MarkdownLinkLocator.LocatedInlineBlock
    ) -> (MarkdownRenderer.RenderedLink, MarkdownLinkLocator.Location)? {
        guard case .found(var located) = location, located.syntax == .markdownAutolink, located.candidateIndex == nil else {
            return (item, location)
        }
        let bytes = block.source.bytes
        guard startsLink(at: located.start, in: bytes, scanner: block.scanner) else { return nil }
        if item.text.hasPrefix("www."), item.url == "http://" + item.text {
            // Hugo's `linkifyProtocol` is `https` by default.
            var linked = item
            linked.url = "https://" + item.text
            return (linked, location)
        }
        let lowered = item.url.lowercased()
        guard ["http://", "https://", "ftp://"].contains(where: { lowered.hasPrefix($0) }) else { return (item, location) }
        guard let end = urlEnd(at: located.start, in: bytes) else { return nil }
        let cmarkEnd = located.end + 1
        // A longer URL stops short of markup cmark-gfm read (a code span, a link, a tag).
        guard end != cmarkEnd,
            end < cmarkEnd
                || !bytes[cmarkEnd..<end].contains(where: { [0x60, 0x5B, 0x5D].contains($0) })
                    && !(cmarkEnd..<end).contains(where: { block.scanner.isInHTMLTag($0) || block.scanner.isInCodeSpan($0) })
        else { return (item, location) }
        var linked = item
        linked.url = String(decoding: bytes[located.start..<end], as: UTF8.self)
        linked.text = linked.url
        linked.characterLength = max(0, item.characterLength + (end - cmarkEnd))
        located.end = end - 1
        return (linked, .found(located))
    }

    /// Whether Linkify may start a link at `start` (the URL's first byte).
    static func startsLink(at start: Int, in bytes: [UInt8], scanner: MarkdownSourceScanner) -> Bool {
        guard start > 0 else { return true }
        let before = bytes[start - 1]
        guard !isEscaped(start - 1, in: bytes) else { return false }
        switch before {
        case 0x09...0x0D, 0x20, UInt8(ascii: "("), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "'"):
            return true
        case UInt8(ascii: "\""):
            // Typographer makes it an opening quote only when no letter or digit stands before it.
            guard let scalar = scalar(endingBefore: start - 1, in: bytes) else { return true }
            return !(scalar.properties.isAlphabetic || scalar.properties.numericType != nil)
        case UInt8(ascii: "-"):
            return start >= 2 && bytes[start - 2] == UInt8(ascii: "-")
        case UInt8(ascii: "."):
            return start >= 3 && bytes[start - 2] == UInt8(ascii: ".") && bytes[start - 3] == UInt8(ascii: ".")
        case UInt8(ascii: "`"):
            return scanner.isInCodeSpan(start - 1)
        case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "]"):
            return scanner.isInHTMLTag(start - 1) || scanner.candidates.contains { $0.end == start - 1 }
        default:
            return false
        }
    }

    /// The end (exclusive) of the URL Linkify reads at `start`, or `nil` when none matches there.
    static func urlEnd(at start: Int, in bytes: [UInt8]) -> Int? {
        let schemes = ["https://", "http://", "ftp://"].map { Array($0.utf8) }
        guard let scheme = schemes.first(where: { bytes[start...].starts(with: $0) }) else { return nil }
        let hostStart = start + scheme.count
        var hostEnd = hostStart
        while hostEnd < bytes.count, isHostByte(bytes[hostEnd]) { hostEnd += 1 }
        // The host part is greedy: the last dot (not the first byte) with a lowercase letter after it.
        guard hostEnd - hostStart >= 2,
            let dot = (hostStart + 1..<hostEnd).last(where: {
                bytes[$0] == UInt8(ascii: ".") && $0 + 1 < hostEnd && isLowercase(bytes[$0 + 1])
            })
        else { return nil }
        var end = dot + 1
        while end < bytes.count, isLowercase(bytes[end]) { end += 1 }
        if end + 1 < bytes.count, bytes[end] == UInt8(ascii: ":"), isDigit(bytes[end + 1]) {
            end += 1
            while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        }
        if end < bytes.count, [UInt8(ascii: "/"), UInt8(ascii: "#"), UInt8(ascii: "?")].contains(bytes[end]) {
            end += 1
            while end < bytes.count, isPathByte(bytes[end]) { end += 1 }
        }
        return trimmed(start: start, end: end, in: bytes)
    }

    /// Drops what Linkify drops from a URL's end.
    private static func trimmed(start: Int, end: Int, in bytes: [UInt8]) -> Int {
        var end = end
        switch bytes[end - 1] {
        case UInt8(ascii: "."):
            end -= 1
        case UInt8(ascii: ")"):
            let closing = bytes[start..<end].reduce(0) { $0 + ($1 == UInt8(ascii: ")") ? 1 : $1 == UInt8(ascii: "(") ? -1 : 0) }
            if closing > 0 { end -= closing }
        case UInt8(ascii: ";"):
            var index = end - 2
            while index >= start, isLetter(bytes[index]) || isDigit(bytes[index]) { index -= 1 }
            if index != end - 2, index >= start, bytes[index] == UInt8(ascii: "&") { end = index }
        default:
            break
        }
        var last = end - 1
        while last > start, Array("?!.,:*_~".utf8).contains(bytes[last]) { last -= 1 }
        return last + 1
    }

    /// Whether the byte at `offset` is escaped by an odd run of backslashes before it.
    private static func isEscaped(_ offset: Int, in bytes: [UInt8]) -> Bool {
        var index = offset - 1
        var count = 0
        while index >= 0, bytes[index] == UInt8(ascii: "\\") {
            count += 1
            index -= 1
        }
        return count % 2 == 1
    }

    /// The Unicode scalar whose last byte is just before `offset`, if any.
    private static func scalar(endingBefore offset: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
        guard offset > 0 else { return nil }
        var first = offset - 1
        while first > 0, first > offset - 4, bytes[first] & 0xC0 == 0x80 { first -= 1 }
        return String(decoding: bytes[first..<offset], as: UTF8.self).unicodeScalars.last
    }

    private static func isLowercase(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool { isLowercase(byte) || (0x41...0x5A).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// A byte Linkify accepts in a host: ASCII letters and digits and `-@:%._+~#=`.
    private static func isHostByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || Array("-@:%._+~#=".utf8).contains(byte)
    }

    /// A byte Linkify accepts in a path: ASCII letters and digits and ``-@:%_+.~#$!?&/=();,'">^{}[]` ``.
    private static func isPathByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || Array("-@:%_+.~#$!?&/=();,'\">^{}[]`".utf8).contains(byte)
    }
}
