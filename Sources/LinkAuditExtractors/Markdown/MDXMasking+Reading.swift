import LinkAuditModel

/// The byte-level readers of `MDXMasking`: lines, runs, JSX tags and `{expressions}` as MDX
/// writes them.
extension MDXMasking.Masker {
    /// A JSX tag: its name, whether it closes or closes itself, its attributes' ranges, and the
    /// offset of its `>`.
    struct Tag {
        var name: String
        var isClosing: Bool
        var isSelfClosing: Bool
        var attributes: [(name: String, value: Range<Int>?, range: Range<Int>)]
        var end: Int

        /// The attribute of that name, if the tag has it.
        func attribute(_ name: String) -> (name: String, value: Range<Int>?, range: Range<Int>)? {
            attributes.first { $0.name == name }
        }
    }

    func lineEnd(from index: Int) -> Int {
        var end = index
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        return end
    }

    mutating func blank(_ range: Range<Int>) {
        for index in range where bytes[index] != 0x0A && bytes[index] != 0x0D { bytes[index] = 0x20 }
    }

    static func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    static func isLetter(_ byte: UInt8) -> Bool { isUpper(byte) || (0x61...0x7A).contains(byte) }

    /// How many `byte`s start at `index`.
    func run(of byte: UInt8, at index: Int, end: Int) -> Int {
        var cursor = index
        while cursor < end, bytes[cursor] == byte { cursor += 1 }
        return cursor - index
    }

    /// Whether only spaces follow the run of `byte` at `index` (a closing fence).
    func isBlankAfterRun(_ byte: UInt8, from index: Int, end: Int) -> Bool {
        var cursor = index + run(of: byte, at: index, end: end)
        while cursor < end, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0D { cursor += 1 }
        return cursor == end
    }

    /// Whether a line starts an ESM statement: `import` or `export` and a space, `{`, `*` or a quote.
    func startsESM(at index: Int, end: Int) -> Bool {
        for word in ["import", "export"] {
            let word = Array(word.utf8)
            guard index + word.count < end, bytes[index..<(index + word.count)].elementsEqual(word) else { continue }
            let next = bytes[index + word.count]
            if [0x20, 0x09, UInt8(ascii: "{"), UInt8(ascii: "*"), UInt8(ascii: "\""), UInt8(ascii: "'")].contains(next) {
                return true
            }
        }
        return false
    }

    /// Leading spaces as no-break spaces, two bytes for two (a tab or an odd space stays).
    mutating func indentAsText(_ range: Range<Int>) {
        var cursor = range.lowerBound
        while cursor + 1 < range.upperBound {
            guard bytes[cursor] == 0x20, bytes[cursor + 1] == 0x20 else { cursor += 1; continue }
            bytes[cursor] = 0xC2
            bytes[cursor + 1] = 0xA0
            cursor += 2
        }
    }

    /// The JSX tag at `index`; `nil` when no tag starts there.
    func tag(at index: Int) -> Tag? {
        var cursor = index + 1
        let isClosing = cursor < bytes.count && bytes[cursor] == UInt8(ascii: "/")
        if isClosing { cursor += 1 }
        let nameStart = cursor
        while cursor < bytes.count,
            Self.isLetter(bytes[cursor]) || (0x30...0x39).contains(bytes[cursor])
                || bytes[cursor] == UInt8(ascii: ".") || bytes[cursor] == UInt8(ascii: "-")
        {
            cursor += 1
        }
        let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self)
        // `<>` and `</>`: a fragment.
        guard name.isEmpty ? cursor < bytes.count && bytes[cursor] == UInt8(ascii: ">") : Self.isLetter(bytes[nameStart]) else {
            return nil
        }
        var attributes: [(name: String, value: Range<Int>?, range: Range<Int>)] = []
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: ">") {
                let isSelfClosing = cursor > index && bytes[cursor - 1] == UInt8(ascii: "/")
                return Tag(name: name, isClosing: isClosing, isSelfClosing: isSelfClosing, attributes: attributes, end: cursor)
            }
            if byte == UInt8(ascii: "{") {
                guard let close = expressionEnd(at: cursor) else { return nil }
                cursor = close + 1
                continue
            }
            if Self.isLetter(byte) {
                let attributeStart = cursor
                while cursor < bytes.count,
                    Self.isLetter(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "-")
                        || bytes[cursor] == UInt8(ascii: ":") || (0x30...0x39).contains(bytes[cursor])
                {
                    cursor += 1
                }
                let attributeName = String(decoding: bytes[attributeStart..<cursor], as: UTF8.self)
                var value: Range<Int>?
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") {
                    cursor += 1
                    guard cursor < bytes.count else { return nil }
                    let quote = bytes[cursor]
                    if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                        var close = cursor + 1
                        while close < bytes.count, bytes[close] != quote { close += 1 }
                        guard close < bytes.count else { return nil }
                        value = (cursor + 1)..<close
                        cursor = close + 1
                    } else if quote == UInt8(ascii: "{") {
                        guard let close = expressionEnd(at: cursor) else { return nil }
                        value = cursor..<(close + 1)
                        cursor = close + 1
                    } else {
                        return nil
                    }
                }
                attributes.append((attributeName, value, attributeStart..<cursor))
                continue
            }
            if byte == UInt8(ascii: "<") { return nil }
            cursor += 1
        }
        return nil
    }

    /// The text of a range with its white space collapsed (a tag over several lines), cut to
    /// 120 characters.
    func written(_ range: Range<Int>) -> String {
        let text = String(decoding: bytes[range], as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return text.count > 120 ? String(text.prefix(119)) + "…" : text
    }

    /// The offset of the `}` closing the expression whose `{` is at `index`: braces nest,
    /// strings (`"`, `'`, `` ` ``) and comments (`/* */`) hold braces that do not count; `nil`
    /// when it never closes or a blank line comes first.
    func expressionEnd(at index: Int) -> Int? {
        var depth = 0
        var cursor = index
        while cursor < bytes.count {
            let byte = bytes[cursor]
            switch byte {
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return cursor }
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
                var close = cursor + 1
                while close < bytes.count, bytes[close] != byte {
                    if bytes[close] == UInt8(ascii: "\\") { close += 1 }
                    close += 1
                }
                cursor = close
            case UInt8(ascii: "/") where cursor + 1 < bytes.count && bytes[cursor + 1] == UInt8(ascii: "*"):
                var close = cursor + 2
                while close + 1 < bytes.count, !(bytes[close] == UInt8(ascii: "*") && bytes[close + 1] == UInt8(ascii: "/")) {
                    close += 1
                }
                cursor = close + 1
            case 0x0A:
                var next = cursor + 1
                while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 || bytes[next] == 0x0D { next += 1 }
                if next < bytes.count, bytes[next] == 0x0A { return nil }
            default: break
            }
            cursor += 1
        }
        return nil
    }
}
