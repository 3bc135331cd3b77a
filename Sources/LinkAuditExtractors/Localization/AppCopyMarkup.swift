import LinkAuditModel

/// Extracts the links of one app-copy value (see `docs/model.md`, Inputs): HTML when the value holds an element
/// tag, otherwise Markdown read the way SwiftUI reads it (no bare-URL autolinks).
enum AppCopyMarkup {
    /// What one value yields.
    struct Extraction {
        var links: [Link]
        var problems: [MarkupProblem]
        /// Located warnings (an element's attributes past the limit not read).
        var warnings: [AuditError] = []
        /// The value itself, with or without links: translations are compared value by value.
        var value: AppCopyValue?

        /// Takes links the value's other markup gives (rich-text tags, link placeholders): all of
        /// them in the order they stand, the value's count of links with them.
        mutating func adding(_ more: [Link]) {
            guard !more.isEmpty else { return }
            links = (links + more).sorted {
                ($0.span?.start ?? SourcePosition(line: 1, utf8Column: 1)) < ($1.span?.start ?? SourcePosition(line: 1, utf8Column: 1))
            }
            value?.linkCount = links.count
        }
    }

    /// - Parameters:
    ///   - value: the decoded value, UTF-8.
    ///   - map: maps byte offsets of `value` to positions in the string table.
    ///   - document: the shared link fields; `appCopy` names the key, locale and variation.
    static func extract(value: [UInt8], map: SourceMap, document: DocumentContext) -> Extraction {
        var found: (links: [Link], problems: [MarkupProblem], warnings: [AuditError])
        if !mayHoldMarkup(value) {
            found = ([], [], [])
        } else if holdsElementTag(value) {
            var html = HTMLExtractor.extractFragment(value, map: map, document: document)
            // A value with a tag can still carry Markdown links ("Press <Return> or read [the guide](…)"):
            // SwiftUI draws those; the HTML parser sees them as text.
            if holdsMarkdownLinkSyntax(value) {
                let markdown = MarkdownExtractor.extractAppCopy(value, map: map, document: document)
                html.links += markdown.links.filter { $0.syntax != .htmlAnchor }
                html.problems += markdown.problems.filter {
                    ![.nestedAnchor, .contentMovedOutOfLink, .unbalancedQuotes, .selfClosedAnchor, .unclosedAnchor].contains($0.kind)
                }
                html.links.sort {
                    ($0.span?.start.line ?? 0, $0.span?.start.utf8Column ?? 0) < ($1.span?.start.line ?? 0, $1.span?.start.utf8Column ?? 0)
                }
            }
            found = html
        } else {
            let markdown = MarkdownExtractor.extractAppCopy(value, map: map, document: document)
            found = (markdown.links, markdown.problems, markdown.warnings)
        }
        // Copy whose code sets destinations (Android, gettext, Flutter, web messages): an anchor
        // without one is a marked span.
        if document.codeSetsAnchorDestinations { found.links = found.links.map(markingEmptyDestination) }
        var record: AppCopyValue?
        if var entry = document.appCopy {
            entry.comment = nil
            record = AppCopyValue(file: document.file, entry: entry, position: map.position(ofByte: 0), linkCount: found.links.count)
            (record!.text, record!.textSpan) = plainText(of: value, map: map)
        }
        return Extraction(links: found.links, problems: found.problems, warnings: found.warnings, value: record)
    }

    /// An anchor of the value's HTML with no destination: a span the code makes a link.
    static func markingEmptyDestination(_ link: Link) -> Link {
        guard link.syntax == .htmlAnchor, link.destination.trimmingCharacters(in: .whitespaces).isEmpty else { return link }
        var link = link
        link.syntax = .markedSpan
        link.destination = ""
        link.normalizedDestination = nil
        return link
    }

    /// The value's text, whitespace collapsed and trimmed, and the span from its first to its last
    /// byte that is not whitespace (`nil` when it is all whitespace).
    static func plainText(of value: [UInt8], map: SourceMap) -> (String, SourceSpan?) {
        let text = String(decoding: value, as: UTF8.self)
        var first: Int?
        var last = 0
        var offset = 0
        for scalar in text.unicodeScalars {
            let width = UTF8.width(scalar)
            if !scalar.isSpaceForLinkText {
                if first == nil { first = offset }
                last = offset + width - 1
            }
            offset += width
        }
        return (text.collapsingWhitespace, first.map { map.span(from: $0, through: last) })
    }

    /// Whether a value can hold a link or failed link markup at all: every Markdown link needs `[`
    /// or `<`, every HTML anchor `<`, and look-alike brackets are ［ (EF BC BB), 【 (E3 80 90) or
    /// 〔 (E3 80 94). Most values of a string table are plain text and skip parsing.
    static func mayHoldMarkup(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "["), UInt8(ascii: "<"): return true
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBC && bytes[index + 2] == 0xBB: return true
            case 0xE3 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0x90 || bytes[index + 2] == 0x94):
                return true
            default: break
            }
            index += 1
        }
        return false
    }

    /// Whether the bytes contain `](` or `][`, the middle of a Markdown inline or reference link.
    static func holdsMarkdownLinkSyntax(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: "(") || bytes[index + 1] == UInt8(ascii: "[") {
                return true
            }
            index += 1
        }
        return false
    }

    /// Whether the bytes contain `<name` followed by whitespace, `>` or `/`, or `</name`.
    static func holdsElementTag(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                var next = index + 1
                if bytes[next] == UInt8(ascii: "/") { next += 1 }
                var nameEnd = next
                while nameEnd < bytes.count, isASCIILetterOrDigit(bytes[nameEnd]) { nameEnd += 1 }
                if nameEnd > next, isASCIILetter(bytes[next]), nameEnd < bytes.count,
                    [UInt8(ascii: " "), UInt8(ascii: ">"), UInt8(ascii: "/"), 0x09, 0x0A].contains(bytes[nameEnd])
                {
                    return true
                }
            }
            index += 1
        }
        return false
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool { isASCIILetter(byte) || (0x30...0x39).contains(byte) }
}

extension ExtractedDocument {
    /// Adds what one app-copy value yielded.
    mutating func append(_ found: AppCopyMarkup.Extraction) {
        links += found.links
        problems += found.problems
        warnings += found.warnings
        if let value = found.value { appCopyValues.append(value) }
    }

    /// Records where the visible text of one value's links stands in the table
    /// (``AppCopyTextPlaces``), by each link's start.
    /// - Parameter quoting: the table's string syntax around the value, when the value is written
    ///   as a value (not a key read as one); `nil` locates nothing.
    mutating func locateTextPlaces(of links: [Link], value: [UInt8], map: SourceMap, quoting: LinkTextPlace.Quoting?) {
        guard let quoting, !links.isEmpty else { return }
        for (start, place) in AppCopyTextPlaces.places(of: links, value: value, map: map, quoting: quoting)
        where linkTextPlaces[start] == nil {
            linkTextPlaces[start] = place
        }
    }
}
