import Foundation
import LinkAuditModel

/// The link reference definitions of a Markdown text (`[label]: destination "title"`), read from the
/// source as written: cmark-gfm resolves reference links but does not list its definitions, and
/// it sees destinations with their template code masked.
///
/// Labels match the CommonMark way: case-insensitively, inner whitespace collapsed, trimmed.
/// A line inside a code block that looks like a definition is listed too; that only ever keeps a
/// reference from being reported as undefined.
struct ReferenceDefinitions {
    /// The destination as written after each normalized label (the first definition wins).
    private var destinations: [String: String] = [:]
    /// The labels as written, in order, for near-miss suggestions.
    private var labels: [String] = []

    /// Reads every line of `text` that defines a reference (after blanks and block-quote markers).
    init(_ text: [UInt8]) {
        var lineStart = 0
        while lineStart < text.count {
            var lineEnd = lineStart
            while lineEnd < text.count, text[lineEnd] != 0x0A { lineEnd += 1 }
            read(text[lineStart..<lineEnd])
            lineStart = lineEnd + 1
        }
    }

    /// Whether a definition for `label` exists.
    func defines(_ label: String) -> Bool {
        destinations[Self.normalize(label)] != nil
    }

    /// The destination of `label` as written, when it holds template code (`{{ … }}`, `{% … %}`).
    func templatedDestination(for label: String) -> String? {
        guard let raw = destinations[Self.normalize(label)], TemplateMasking.containsTemplate(Array(raw.utf8)[...]) else { return nil }
        return raw
    }

    /// A defined label that differs from `label` only in case, spaces, `-` and `_`, or by one or
    /// two letters: the label the author probably meant.
    func nearMiss(for label: String) -> String? {
        let wanted = Self.skeleton(label)
        guard !wanted.isEmpty else { return nil }
        if let same = labels.first(where: { Self.skeleton($0) == wanted }) { return same }
        guard wanted.count >= 4 else { return nil }
        return labels.first { editDistance(Self.skeleton($0), wanted, limit: 2) <= 2 }
    }

    /// CommonMark label matching: case folded, whitespace collapsed, trimmed.
    static func normalize(_ label: String) -> String {
        label.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private static func skeleton(_ label: String) -> [Character] {
        Array(normalize(label).filter { $0 != " " && $0 != "-" && $0 != "_" })
    }

    /// Reads one line: up to three spaces (any blanks and `>` markers, in containers), `[label]:`,
    /// then the destination up to an optional title.
    private mutating func read(_ line: ArraySlice<UInt8>) {
        var index = line.startIndex
        while index < line.endIndex, [0x20, 0x09, UInt8(ascii: ">")].contains(line[index]) { index += 1 }
        guard index < line.endIndex, line[index] == UInt8(ascii: "[") else { return }
        let labelStart = index + 1
        index = labelStart
        while index < line.endIndex, line[index] != UInt8(ascii: "]"), line[index] != UInt8(ascii: "[") {
            if line[index] == UInt8(ascii: "\\") { index += 1 }
            index += 1
        }
        guard index + 1 < line.endIndex, line[index] == UInt8(ascii: "]"), line[index + 1] == UInt8(ascii: ":"),
            index > labelStart, line[labelStart] != UInt8(ascii: "^")
        else { return }
        let label = String(decoding: line[labelStart..<index], as: UTF8.self)
        guard !label.allSatisfy(\.isWhitespace) else { return }
        var rest = String(decoding: line[(index + 2)...], as: UTF8.self)[...].trimmingWhitespaces()
        if let title = Self.titleStart(rest) { rest = rest[..<title].trimmingWhitespaces() }
        if rest.hasPrefix("<"), rest.hasSuffix(">") { rest = String(rest.dropFirst().dropLast()) }
        let key = Self.normalize(label)
        guard destinations[key] == nil else { return }
        destinations[key] = rest
        labels.append(label)
    }

    /// Where a trailing title (`"…"`, `'…'` or `(…)` after a space) starts, outside template code.
    private static func titleStart(_ text: String) -> String.Index? {
        guard let last = text.last, "\"')".contains(last) else { return nil }
        let opener: Character = last == ")" ? "(" : last
        guard let open = text.dropLast().lastIndex(of: opener), open > text.startIndex,
            text[text.index(before: open)] == " ", !text[open...].contains("}")
        else { return nil }
        return open
    }
}
