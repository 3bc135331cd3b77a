import Foundation
import LinkAuditModel

/// `[[…]]` wikilinks in a Markdown text (issue 24): found in the bytes before cmark-gfm reads
/// them, and rewritten in the masked text, byte for byte, as inline links cmark reads at the same
/// place, so that placement, context, code spans and table cells work as for any link.
///
/// `[[Page]]` becomes `[Page]()`, `[[Page|alias]]` becomes `[alias](      )` (spaces fill what is
/// left), the text shown first for GitHub and GitLab wikis (`[[alias|Page]]`); `\|` (a pipe escaped in a
/// table cell) separates them as `|` does. An embed (`![[diagram.png]]`) shows a file in place and
/// is no link: it becomes spaces. A link reference definition Foam writes for a wikilink at the end
/// of its page is then used by no link, so each wikilink is exactly one link. Inside a code span or
/// block the rewrite stays code. Not a wikilink: `[[` escaped or after `[`, a line break, `[`, an
/// odd number of `` ` `` or nothing before `]]`, a space right after `[[`, `]]` followed by `(`, `[` or `:` (a link or
/// definition whose text starts with `[`), and a page name holding `<`, `>`, `"`, `*` or `?`,
/// which no note's file name holds.
enum Wikilinks {
    /// One wikilink as written.
    struct Found {
        /// Offset of its first byte (`[`, or `!` for an embed) in the text.
        var start: Int
        /// Offset of its last `]`, inclusive.
        var end: Int
        var isEmbed: Bool
        /// What the brackets name, page and fragment, as written (`Pairing a scanner#Pair over Bluetooth`).
        var target: String
        /// The text written to be shown instead (the part after `|`, or before it in a wiki), if any.
        var alias: String?
        /// The offsets of the bytes cmark is to read as the link's text (the alias or the target).
        var shownBytes: Range<Int>

        /// The page part of ``target`` (empty for `[[#Heading]]`).
        var page: String {
            guard let hash = target.firstIndex(of: "#") else { return target }
            return String(target[..<hash])
        }

        /// The fragment part of ``target`` without its `#`: a heading's text, or `^id` for a block.
        var fragment: String? {
            guard let hash = target.firstIndex(of: "#") else { return nil }
            return String(target[target.index(after: hash)...])
        }

        /// The name the site shows when no alias is written: Obsidian's `Page > Heading` (the
        /// heading alone for one of the same note); the target as written elsewhere.
        func shownWithoutAlias(in dialect: WikilinkDialect) -> String {
            guard dialect == .obsidian, let fragment else { return target }
            let page = page.trimmingASCIISpaces
            return page.isEmpty ? fragment : "\(page) > \(fragment)"
        }
    }

    /// Whether the text holds `[[` with room for a wikilink after it (``BytePairs``): most pages hold none.
    static func mayHoldWikilink(_ bytes: [UInt8]) -> Bool {
        nextDoubleBracket(in: bytes, from: 0) != nil
    }

    /// The wikilinks of a text (front matter and template code already masked), in order.
    /// - Parameters:
    ///   - bytes: the text as cmark will read it.
    ///   - textComesFirst: whether `[[a|b]]` shows `a` (GitHub and GitLab wikis) rather than `b`.
    static func find(in bytes: [UInt8], textComesFirst: Bool) -> [Found] {
        var found: [Found] = []
        var index = 0
        while let open = nextDoubleBracket(in: bytes, from: index) {
            if let wikilink = wikilink(at: open, in: bytes, textComesFirst: textComesFirst) {
                found.append(wikilink)
                index = wikilink.end + 1
            } else {
                index = open + 2
            }
        }
        return found
    }

    /// The offset of the next `[[` at or after `start` with room for a wikilink (`[[x]]`) after it.
    private static func nextDoubleBracket(in bytes: [UInt8], from start: Int) -> Int? {
        BytePairs.next(UInt8(ascii: "["), followedBy: [UInt8(ascii: "[")], in: bytes, from: start, room: 5)
    }

    /// The wikilink whose `[[` is at `open`, if it is one.
    private static func wikilink(at open: Int, in bytes: [UInt8], textComesFirst: Bool) -> Found? {
        if open > 0, bytes[open - 1] == UInt8(ascii: "[") || bytes[open - 1] == UInt8(ascii: "\\") { return nil }
        let innerStart = open + 2
        guard innerStart < bytes.count, bytes[innerStart] != 0x20, bytes[innerStart] != 0x09 else { return nil }
        var close = innerStart
        var pipe: (at: Int, width: Int)?
        var backticks = 0
        while close + 1 < bytes.count {
            let byte = bytes[close]
            if byte == UInt8(ascii: "]") { break }
            if byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "[") { return nil }
            if byte == UInt8(ascii: "`") { backticks += 1 }
            if pipe == nil {
                if byte == UInt8(ascii: "|") {
                    pipe = (close, 1)
                } else if byte == UInt8(ascii: "\\"), bytes[close + 1] == UInt8(ascii: "|") {
                    pipe = (close, 2)
                }
            }
            close += 1
        }
        // Backticks in pairs (a heading `` `id` ``) keep the code spans around the wikilink as they are.
        guard close + 1 < bytes.count, close > innerStart, bytes[close] == UInt8(ascii: "]"), bytes[close + 1] == UInt8(ascii: "]"),
            backticks % 2 == 0
        else { return nil }
        let end = close + 1
        if end + 1 < bytes.count, [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ":")].contains(bytes[end + 1]) { return nil }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        var targetRange = innerStart..<close
        var aliasRange: Range<Int>?
        if let pipe {
            let before = innerStart..<pipe.at
            let after = (pipe.at + pipe.width)..<close
            (targetRange, aliasRange) = textComesFirst ? (after, before) : (before, after)
        }
        let target = text(targetRange).trimmingASCIISpaces
        let page = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        guard !target.isEmpty, !page.utf8.contains(where: { [0x3C, 0x3E, 0x22, 0x2A, 0x3F].contains($0) }) else { return nil }
        var alias = aliasRange.map(text)?.trimmingASCIISpaces
        if alias?.isEmpty == true { alias = nil }
        // cmark reads the shown bytes as the link's text: one that ends in `\` would escape the `]`.
        let shown = alias == nil ? targetRange : aliasRange!
        guard bytes[shown].last != UInt8(ascii: "\\") else { return nil }
        let isEmbed = open > 0 && bytes[open - 1] == UInt8(ascii: "!")
        return Found(
            start: isEmbed ? open - 1 : open, end: end, isEmbed: isEmbed, target: target, alias: alias, shownBytes: shown)
    }

    /// Rewrites each wikilink in `masked` as an inline link of the same length with its shown
    /// text (`[alias](   )`), and each embed as spaces (see the type's description).
    static func mask(_ found: [Found], in masked: inout [UInt8]) {
        for wikilink in found {
            if wikilink.isEmbed {
                for offset in wikilink.start...wikilink.end { masked[offset] = 0x20 }
                continue
            }
            let shown = Array(masked[wikilink.shownBytes])
            var rewritten: [UInt8] = [UInt8(ascii: "[")] + shown + Array("](".utf8)
            let length = wikilink.end - wikilink.start + 1
            while rewritten.count < length - 1 { rewritten.append(0x20) }
            rewritten.append(UInt8(ascii: ")"))
            masked.replaceSubrange(wikilink.start...wikilink.end, with: rewritten)
        }
    }
}
