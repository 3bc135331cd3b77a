/// Finds `<a …>`, `<area …>` and `</a>` tags in HTML source bytes, the way libxml2's tokenizer
/// reads them: not inside comments, `<script>` or `<style>` content, or attribute values.
///
/// libxml2 reports only line numbers; these byte offsets give links their exact spans.
struct HTMLSourceScanner {
    /// One start tag of an anchor-like element, in byte offsets of the scanned text.
    struct StartTag {
        /// `a` or `area`.
        var name: String
        /// Offset of the `<`.
        var start: Int
        /// Offset of the closing `>` (the last byte of the text when the tag is unterminated).
        var end: Int
        var hasHref: Bool
        /// Whether the tag's `role` starts with `link` (any element can be a link so).
        var hasLinkRole = false
        /// Offsets of the value of a `style` attribute (inside its quotes), when the tag has one.
        var styleValue: Range<Int>?
        /// Offset of a quote that does not balance (an unterminated quoted value, a quoted value
        /// swallowing markup, or a quote inside an unquoted value).
        var unbalancedQuote: Int?
    }

    /// A `</a>` end tag: offsets of its `<` and `>`.
    struct EndTag {
        var start: Int
        var end: Int
    }

    /// A `&` that may start a character reference: in text, or in an attribute value.
    struct Reference {
        /// Offset of the `&`.
        var offset: Int
        var inAttribute: Bool
    }

    /// A comment `<!-- … -->`, in byte offsets of the scanned text.
    struct Comment {
        /// Offset of the `<` of `<!--`.
        var start: Int
        /// Offset of the `>` of `-->`.
        var end: Int
        /// Whether it stands in a `<template>` element's content, which is never rendered.
        var inTemplate: Bool
    }

    /// Every closed comment outside `<script>` and `<style>` content and attribute values, in order
    /// (where in-place suppression directives are written: `HTMLSuppressionComments`).
    private(set) var comments: [Comment] = []

    private(set) var startTags: [StartTag] = []
    private(set) var anchorEndTags: [EndTag] = []
    /// Start tags of other elements whose `role` is `link`, in order.
    private(set) var roleLinkTags: [StartTag] = []
    /// Every `&` outside comments, `<script>`, `<style>` and tag names, in order.
    private(set) var references: [Reference] = []
    /// The values of `style` attributes of every start tag, in order (`CSSPageStyles` reads them).
    private(set) var styleAttributes: [Range<Int>] = []
    /// The contents of `<style>` elements, in order.
    private(set) var styleBlocks: [Range<Int>] = []
    /// The attributes past the first ``attributeLimit`` of a start tag, for each tag that has more
    /// (from the first one not read to the tag's end): libxml2 compares each attribute with every
    /// one before it, so 50,000 attributes on one element took 13 s (issue 25). Real elements carry
    /// a few dozen; the rest are not read, and the page says so.
    private(set) var excessAttributes: [Range<Int>] = []
    /// How many attributes of one start tag are read: 1,000.
    static let attributeLimit = 1_000

    /// Scans UTF-8 (or any ASCII-compatible) HTML.
    init(_ bytes: [UInt8]) {
        let count = bytes.count
        var index = 0
        var templateDepth = 0
        while index < count {
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < count else {
                if bytes[index] == UInt8(ascii: "&") { references.append(Reference(offset: index, inAttribute: false)) }
                index += 1
                continue
            }
            let next = bytes[index + 1]
            if next == UInt8(ascii: "!") {
                if index + 3 < count, bytes[index + 2] == UInt8(ascii: "-"), bytes[index + 3] == UInt8(ascii: "-") {
                    let close = Self.find([UInt8(ascii: "-"), UInt8(ascii: "-"), UInt8(ascii: ">")], in: bytes, from: index + 4)
                    if let close { comments.append(Comment(start: index, end: close + 2, inTemplate: templateDepth > 0)) }
                    index = close.map { $0 + 3 } ?? count
                } else {
                    index = (Self.find([UInt8(ascii: ">")], in: bytes, from: index + 2) ?? count - 1) + 1
                }
            } else if next == UInt8(ascii: "?") {
                index = (Self.find([UInt8(ascii: ">")], in: bytes, from: index + 2) ?? count - 1) + 1
            } else if next == UInt8(ascii: "/") {
                let nameStart = index + 2
                let nameEnd = Self.nameEnd(bytes, from: nameStart)
                let close = Self.find([UInt8(ascii: ">")], in: bytes, from: nameEnd) ?? count - 1
                if nameEnd - nameStart == 1, bytes[nameStart] | 0x20 == UInt8(ascii: "a") {
                    anchorEndTags.append(EndTag(start: index, end: close))
                } else if templateDepth > 0, Self.isName(bytes[nameStart..<nameEnd], "template") {
                    templateDepth -= 1
                }
                index = close + 1
            } else if Self.isLetter(next) {
                let nameStart = index + 1
                let nameEnd = Self.nameEnd(bytes, from: nameStart)
                // The name is compared in the bytes; a String is made only for a tag that is kept.
                let nameBytes = bytes[nameStart..<nameEnd]
                let anchorName: String? = Self.isName(nameBytes, "a") ? "a" : Self.isName(nameBytes, "area") ? "area" : nil
                var tag = StartTag(name: anchorName ?? "", start: index, end: count - 1, hasHref: false)
                if let excess = Self.scanAttributes(bytes, from: nameEnd, into: &tag, references: &references) {
                    excessAttributes.append(excess)
                }
                if anchorName != nil {
                    startTags.append(tag)
                } else if tag.hasLinkRole {
                    tag.name = String(decoding: nameBytes, as: UTF8.self).lowercased()
                    roleLinkTags.append(tag)
                }
                if let style = tag.styleValue { styleAttributes.append(style) }
                index = tag.end + 1
                if Self.isName(nameBytes, "template") { templateDepth += 1 }
                let rawText: String? = Self.isName(nameBytes, "script") ? "script" : Self.isName(nameBytes, "style") ? "style" : nil
                if let rawText {
                    let contentStart = min(index, count)
                    index = Self.findEndTag(rawText, in: bytes, from: index) ?? count
                    if rawText == "style" { styleBlocks.append(contentStart..<max(contentStart, index)) }
                }
            } else {
                index += 1
            }
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private static func nameEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count, !isSpace(bytes[end]), bytes[end] != UInt8(ascii: ">"), bytes[end] != UInt8(ascii: "/") { end += 1 }
        return end
    }

    /// Reads attributes up to the tag's `>`, quoted values included, and sets `end`, `hasHref`
    /// and `unbalancedQuote`.
    /// - Returns: the attributes past ``attributeLimit``, when there are more (their references are
    ///   not recorded).
    private static func scanAttributes(
        _ bytes: [UInt8], from start: Int, into tag: inout StartTag, references: inout [Reference]
    ) -> Range<Int>? {
        let count = bytes.count
        var index = start
        var attributes = 0
        var excessStart: Int?
        func excess(to end: Int) -> Range<Int>? { excessStart.map { $0..<max($0, end) } }
        while index < count {
            let byte = bytes[index]
            if isSpace(byte) || byte == UInt8(ascii: "/") { index += 1; continue }
            if byte == UInt8(ascii: ">") {
                tag.end = index
                return excess(to: index)
            }
            attributes += 1
            if attributes > attributeLimit, excessStart == nil { excessStart = index }
            let nameStart = index
            while index < count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: ">") { index += 1 }
            let attributeName = bytes[nameStart..<index]
            if isName(attributeName, "href") { tag.hasHref = true }
            var look = index
            while look < count, isSpace(bytes[look]) { look += 1 }
            guard look < count, bytes[look] == UInt8(ascii: "=") else { continue }
            index = look + 1
            while index < count, isSpace(bytes[index]) { index += 1 }
            guard index < count else { break }
            let quote = bytes[index]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                guard let close = bytes[(index + 1)...].firstIndex(of: quote) else {
                    tag.unbalancedQuote = tag.unbalancedQuote ?? index
                    tag.end = count - 1
                    return excess(to: count)
                }
                if tag.unbalancedQuote == nil, swallowsMarkup(bytes[(index + 1)..<close]) { tag.unbalancedQuote = index }
                if isName(attributeName, "role"), startsWithLink(bytes[(index + 1)..<close]) { tag.hasLinkRole = true }
                if isName(attributeName, "style") { tag.styleValue = (index + 1)..<close }
                for offset in (index + 1)..<close where bytes[offset] == UInt8(ascii: "&") {
                    if excessStart == nil { references.append(Reference(offset: offset, inAttribute: true)) }
                }
                index = close + 1
            } else {
                let valueStart = index
                while index < count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") {
                    if tag.unbalancedQuote == nil, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                        tag.unbalancedQuote = index
                    }
                    if bytes[index] == UInt8(ascii: "&"), excessStart == nil {
                        references.append(Reference(offset: index, inAttribute: true))
                    }
                    index += 1
                }
                if isName(attributeName, "role"), startsWithLink(bytes[valueStart..<index]) { tag.hasLinkRole = true }
                if isName(attributeName, "style") { tag.styleValue = valueStart..<index }
            }
        }
        tag.end = count - 1
        return excess(to: count)
    }

    /// Whether a tag or attribute name written in the source is `lowercaseName` (ASCII letters
    /// only) in any case, compared in place, without making a String or an array.
    static func isName(_ name: ArraySlice<UInt8>, _ lowercaseName: StaticString) -> Bool {
        guard name.count == lowercaseName.utf8CodeUnitCount else { return false }
        let letters = lowercaseName.utf8Start
        var offset = 0
        for byte in name {
            guard byte | 0x20 == letters[offset] else { return false }
            offset += 1
        }
        return true
    }

    /// Whether an attribute value's first token is `link` (ASCII case-insensitive).
    private static func startsWithLink(_ value: ArraySlice<UInt8>) -> Bool {
        let token = value.drop(while: isSpace).prefix(while: { !isSpace($0) })
        return isName(token, "link")
    }

    /// Whether a quoted value holds what looks like a tag (`<a`, `</`): a sign that its quote
    /// closes someone else's value.
    /// Whether a quoted attribute value holds what looks like the markup after its tag: an end tag
    /// (`</a>`), or a `>` followed by a new tag (`x>Text <b`). A value such as `Go to <Settings>` is
    /// valid HTML and does not count.
    private static func swallowsMarkup(_ value: ArraySlice<UInt8>) -> Bool {
        var index = value.startIndex
        var sawClose = false
        while index + 1 < value.endIndex {
            if value[index] == UInt8(ascii: "<") {
                if value[index + 1] == UInt8(ascii: "/") { return true }
                if sawClose, isLetter(value[index + 1]) { return true }
            }
            if value[index] == UInt8(ascii: ">") { sawClose = true }
            index += 1
        }
        return false
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, start < bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// Offset of `</name` (case-insensitive) at or after `start`.
    private static func findEndTag(_ name: String, in bytes: [UInt8], from start: Int) -> Int? {
        let lowered = Array(name.utf8)
        var index = start
        while index + 1 + lowered.count < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "/") {
                var matches = true
                for (offset, byte) in lowered.enumerated() where bytes[index + 2 + offset] | 0x20 != byte { matches = false; break }
                if matches { return index }
            }
            index += 1
        }
        return nil
    }
}
