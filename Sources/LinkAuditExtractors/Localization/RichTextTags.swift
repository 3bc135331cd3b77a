import LinkAuditModel

/// The rich-text tags of a web app's message (issue 27): `<link>…</link>` and `<0>…</0>`, which
/// FormatJS's `FormattedMessage` and react-i18next's `Trans` replace with components the code
/// names. HTML's own `<a>` is read as HTML is (``AppCopyMarkup``), not here.
///
/// A tag one of whose name's words is `link` (`<link>`, `<helpLink>`, `<privacy_link>`; as
/// ``AndroidValue/isLinkAnnotation(_:)`` reads an annotation's type) is a marked span: its text
/// is the link's name, the code sets its destination. A numbered tag is a component whose kind
/// only the code knows: counted as not understood (`rich-text-tag`), never judged. A tag the
/// configuration's `linkMarkers` names (`<terms>`) is a marked span too. Other named tags (`<b>`,
/// `<strong>`, `<code>`) are styling.
enum RichTextTags {
    /// What one message's tags give.
    struct Reading {
        var links: [Link] = []
        var notUnderstood: [NotUnderstood] = []
        /// Link tags that are never closed (`broken-link-markup`): the component gets no text.
        var problems: [MarkupProblem] = []
    }

    /// Reads the tags of one message variant.
    /// - Parameters:
    ///   - value: the variant's decoded UTF-8 bytes.
    ///   - map: maps `value`'s offsets to the file.
    ///   - context: the shared link fields of the message.
    static func read(_ value: [UInt8], map: SourceMap, context: DocumentContext) -> Reading {
        var reading = Reading()
        guard value.contains(UInt8(ascii: "<")) else { return reading }
        // One pass over the tags; each start tag meets the first end tag of its name after it
        // by bisection, so that thousands of tags in one message stay linear.
        var starts: [(name: String, start: Int, end: Int)] = []
        var ends: [String: [Range<Int>]] = [:]
        var startsOfName: [String: [Int]] = [:]
        var selfClosing: [(name: String, start: Int)] = []
        var index = 0
        while index < value.count {
            guard value[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if index + 1 < value.count, value[index + 1] == UInt8(ascii: "/"), let close = endTag(in: value, at: index) {
                ends[close.name, default: []].append(index..<close.end)
                index = close.end
            } else if let open = startTag(in: value, at: index) {
                starts.append((open.name, index, open.end))
                startsOfName[open.name, default: []].append(index)
                index = open.end
            } else if let tag = selfClosingTag(in: value, at: index) {
                selfClosing.append((tag.name, index))
                index = tag.end
            } else {
                index += 1
            }
        }
        let plain = stripped(value[...])
        let block = TextBlock(String(decoding: plain, as: UTF8.self).collapsingWhitespace)
        let plainBytes = Array(block.string.utf8)
        var cursor = 0
        var consumedUpTo = 0
        func isLinkTag(_ name: String) -> Bool {
            name.lowercased() != "a" && (AndroidValue.isLinkAnnotation(name) || context.linkMarkers.contains(name))
        }
        // `<terms/>`: a component the code sets, its text too.
        for tag in selfClosing where isLinkTag(tag.name) || tag.name.allSatisfy({ $0.isASCII && $0.isNumber }) {
            reading.notUnderstood.append(
                NotUnderstood(
                    kind: .richTextTag, file: context.file, position: map.position(ofByte: tag.start),
                    detail: "<\(tag.name)/>: a component the code sets with its own text, perhaps a link"))
        }
        for open in starts where open.start >= consumedUpTo {
            let isNumbered = open.name.allSatisfy { $0.isASCII && $0.isNumber }
            guard isNumbered || isLinkTag(open.name) else { continue }
            let candidates = ends[open.name] ?? []
            let first = candidates.partitionIndex { $0.lowerBound >= open.end }
            guard first < candidates.count else {
                if !isNumbered {
                    reading.problems.append(
                        MarkupProblem(
                            kind: .unclosedAnchor,
                            message: "rich-text link tag <\(open.name)> without its </\(open.name)>: the component gets no text",
                            file: context.file, position: map.position(ofByte: open.start), appCopy: context.appCopy, render: context.render
                        ))
                }
                continue
            }
            let close = candidates[first]
            let start = map.position(ofByte: open.start)
            // `<terms>a <terms>b</terms> c</terms>`: the first end tag closes the inner one.
            let sameName = startsOfName[open.name] ?? []
            let next = sameName.partitionIndex { $0 > open.start }
            if !isNumbered, next < sameName.count, sameName[next] < close.lowerBound {
                reading.problems.append(
                    MarkupProblem(
                        kind: .nestedAnchor, message: "nested link: rich-text link tag <\(open.name)> inside <\(open.name)>",
                        file: context.file, position: map.position(ofByte: sameName[next]), appCopy: context.appCopy,
                        render: context.render))
            }
            if isNumbered {
                reading.notUnderstood.append(
                    NotUnderstood(
                        kind: .richTextTag, file: context.file, position: start,
                        detail: "<\(open.name)>…</\(open.name)>: a component the code sets, perhaps a link"))
                continue
            }
            let text = String(decoding: stripped(value[open.end..<close.lowerBound]), as: UTF8.self).collapsingWhitespace
            var linkContext = block.context(linkStart: 0, linkLength: 0)
            let needle = Array(text.utf8)
            if !needle.isEmpty, let found = ASCII.firstOffset(of: needle, in: plainBytes, from: cursor) {
                let linkStart = block.characterIndex(ofUTF8: found)
                linkContext = block.context(
                    linkStart: linkStart, linkLength: block.characterIndex(ofUTF8: found + needle.count) - linkStart)
                cursor = found + needle.count
            }
            var link = context.makeLink(
                text: text, destination: "", syntax: .markedSpan, placement: block.string == text ? .standalone : .inline,
                span: map.span(from: open.start, through: close.upperBound - 1), context: linkContext)
            link.normalizedDestination = nil
            reading.links.append(link)
            // A link tag inside this one is part of its text.
            consumedUpTo = close.upperBound
        }
        return reading
    }

    /// An end tag `</name>` or `</name >` at `index`: its name and the offset after `>`.
    private static func endTag(in value: [UInt8], at index: Int) -> (name: String, end: Int)? {
        var end = index + 2
        while end < value.count, isNameByte(value[end]) { end += 1 }
        guard end > index + 2 else { return nil }
        let name = String(decoding: value[(index + 2)..<end], as: UTF8.self)
        while end < value.count, value[end] == UInt8(ascii: " ") { end += 1 }
        guard end < value.count, value[end] == UInt8(ascii: ">") else { return nil }
        return (name, end + 1)
    }

    /// A self-closing tag `<name/>` or `<name attributes />` at `index`: its name and the offset after `>`.
    private static func selfClosingTag(in value: [UInt8], at index: Int) -> (name: String, end: Int)? {
        var end = index + 1
        while end < value.count, isNameByte(value[end]) { end += 1 }
        guard end > index + 1, end < value.count, value[end] == UInt8(ascii: "/") || value[end] == UInt8(ascii: " ") else { return nil }
        guard let close = value[end...].prefix(512).firstIndex(of: UInt8(ascii: ">")), close > end, value[close - 1] == UInt8(ascii: "/")
        else { return nil }
        return (String(decoding: value[(index + 1)..<end], as: UTF8.self), close + 1)
    }

    /// A start tag `<name>` or `<name attributes>` at `index`: its name and the offset after `>`.
    private static func startTag(in value: [UInt8], at index: Int) -> (name: String, end: Int)? {
        var end = index + 1
        while end < value.count, isNameByte(value[end]) { end += 1 }
        guard end > index + 1, end < value.count else { return nil }
        let name = String(decoding: value[(index + 1)..<end], as: UTF8.self)
        if value[end] == UInt8(ascii: ">") { return (name, end + 1) }
        guard value[end] == UInt8(ascii: " ") else { return nil }
        guard let close = value[end...].prefix(512).firstIndex(of: UInt8(ascii: ">")), value[close - 1] != UInt8(ascii: "/") else {
            return nil
        }
        return (name, close + 1)
    }

    /// The bytes without their tags (`<…>`).
    static func stripped(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var inTag = false
        for byte in bytes {
            if byte == UInt8(ascii: "<") {
                inTag = true
            } else if byte == UInt8(ascii: ">"), inTag {
                inTag = false
            } else if !inTag {
                output.append(byte)
            }
        }
        return output
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}
