import Foundation
import LinkAuditModel

/// GFM footnotes as GitHub renders them (issue 24, section 3): each reference `text[^note]` is a
/// link named by the footnote's number (footnotes are numbered in the order they are first
/// referenced), to `#fn-note`; the footnote gets a back-reference for each reference, named by its
/// `aria-label` "Back to reference 1" ("Back to reference 1-2" for the second reference of the same
/// footnote), shown as "↩" ("↩2"), to `#fnref-note` (`#fnref-note-2`). Back-references stand at the
/// footnote's definition, `[^note]:`, where GitHub draws them at its end.
///
/// Footnote links are listed and counted with the page's other links, and no rule judges them:
/// their names are the renderer's, and GitHub describes each reference by the "Footnotes" heading
/// (`aria-describedby`). A reference without a definition is `broken-link-markup` (``BrokenLinkMarkup``).
struct Footnotes {
    /// Each footnote's number, by its label folded (cmark matches labels in any case).
    private var numbers: [String: Int] = [:]
    /// The labels in the order of their numbers, as first written, with how many references each has.
    private var referenced: [(label: String, count: Int)] = []

    /// The labels the text defines, folded: each `[^label]:` at the start of a line (after up to
    /// three spaces, or a block quote's `>`).
    static func definedLabels(in text: [UInt8]) -> Set<String> {
        Set(definitions(in: text).map(\.label))
    }

    /// Where each footnote is defined: the offset of its `[` and its folded label.
    static func definitions(in text: [UInt8]) -> [(offset: Int, label: String)] {
        // Most pages have no footnote: one `memchr` pass finds no `[^` and the lines are not read.
        guard BytePairs.next(UInt8(ascii: "["), followedBy: [UInt8(ascii: "^")], in: text, from: 0) != nil else { return [] }
        var found: [(offset: Int, label: String)] = []
        var lineStart = 0
        while lineStart < text.count {
            var index = lineStart
            while index < text.count, index - lineStart < 4, text[index] == 0x20 || text[index] == UInt8(ascii: ">") { index += 1 }
            if index + 2 < text.count, text[index] == UInt8(ascii: "["), text[index + 1] == UInt8(ascii: "^") {
                var end = index + 2
                while end < text.count, text[end] != UInt8(ascii: "]"), text[end] != 0x0A { end += 1 }
                if end > index + 2, end + 1 < text.count, text[end] == UInt8(ascii: "]"), text[end + 1] == UInt8(ascii: ":") {
                    found.append((index, fold(String(decoding: text[(index + 2)..<end], as: UTF8.self))))
                }
            }
            while index < text.count, text[index] != 0x0A { index += 1 }
            lineStart = index + 1
        }
        return found
    }

    /// A label as cmark matches it: Unicode case folded (`ß` and `SS` are one label), inner white
    /// space as one space.
    static func fold(_ label: String) -> String {
        label.folding(options: .caseInsensitive, locale: nil).lowercased().replacingOccurrences(of: "ß", with: "ss")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The number of the footnote a reference names, and which reference of it this is (1 for the first).
    mutating func reference(to label: String) -> (number: Int, ordinal: Int) {
        let folded = Self.fold(label)
        if let number = numbers[folded] {
            referenced[number - 1].count += 1
            return (number, referenced[number - 1].count)
        }
        referenced.append((label, 1))
        numbers[folded] = referenced.count
        return (referenced.count, 1)
    }

    /// The back-references of every footnote referenced so far, by number: the label, the number
    /// and how many references it has.
    var backReferences: [(label: String, number: Int, count: Int)] {
        referenced.enumerated().map { ($1.label, $0 + 1, $1.count) }
    }
}

extension MarkdownLinkAssembler {
    /// The footnote references of a block, found in its bytes in order (`[^label]`), as links.
    /// cmark gives each reference's number, not its label: the label is read from the source.
    mutating func addFootnoteReferences(_ block: MarkdownLinkLocator.LocatedInlineBlock, contentMap: SourceMap, text: TextBlock) {
        guard document.appCopy == nil else { return }
        let bytes = block.source.original
        var cursor = 0
        for (_, characterStart) in block.rendered.footnotes {
            var span: SourceSpan?
            var label = ""
            if let found = Self.nextFootnoteReference(in: bytes, from: cursor) {
                label = String(decoding: bytes[(found.lowerBound + 2)..<(found.upperBound - 1)], as: UTF8.self)
                span = contentMap.span(from: found.lowerBound, through: found.upperBound - 1)
                cursor = found.upperBound
            }
            let number = footnotes.reference(to: label).number
            links.append(
                document.makeLink(
                    text: "\(number)", destination: "#fn-\(label)", syntax: .footnote, placement: .inline, span: span,
                    context: text.context(linkStart: characterStart, linkLength: 0)))
        }
    }

    /// The next `[^label]` at or after `start` that is not a definition (`[^label]:`), outside code spans.
    private static func nextFootnoteReference(in bytes: [UInt8], from start: Int) -> Range<Int>? {
        var index = start
        var inCode = false
        while index + 3 < bytes.count {
            if bytes[index] == UInt8(ascii: "`") { inCode.toggle() }
            if !inCode, bytes[index] == UInt8(ascii: "["), bytes[index + 1] == UInt8(ascii: "^") {
                var end = index + 2
                while end < bytes.count, bytes[end] != UInt8(ascii: "]"), bytes[end] != UInt8(ascii: "[") { end += 1 }
                if end < bytes.count, end > index + 2, bytes[end] == UInt8(ascii: "]"),
                    end + 1 >= bytes.count || bytes[end + 1] != UInt8(ascii: ":")
                {
                    return index..<(end + 1)
                }
            }
            index += 1
        }
        return nil
    }

    /// The back-references GitHub adds to each footnote referenced, at the footnote's definition.
    mutating func addFootnoteBackReferences(original: [UInt8]) {
        guard document.appCopy == nil else { return }
        let backReferences = footnotes.backReferences
        guard !backReferences.isEmpty else { return }
        var definedAt: [String: Int] = [:]
        for definition in Footnotes.definitions(in: original) where definedAt[definition.label] == nil {
            definedAt[definition.label] = definition.offset
        }
        for (label, number, count) in backReferences {
            let offset = definedAt[Footnotes.fold(label)]
            let span = offset.map { map.span(from: $0, through: $0 + label.utf8.count + 2) }
            for reference in 1...count {
                let suffix = reference == 1 ? "" : "-\(reference)"
                links.append(
                    document.makeLink(
                        text: reference == 1 ? "↩" : "↩\(reference)", name: "Back to reference \(number)\(suffix)",
                        nameSource: .ariaLabel, destination: "#fnref-\(label)\(suffix)", syntax: .footnote, placement: .inline,
                        span: span, context: nil))
            }
        }
    }

}
