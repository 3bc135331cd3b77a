import LinkAuditModel

/// Reads kramdown's span inline attribute lists after a link: `[Duck.ai](https://duck.ai){:target="_blank"}`
/// (kramdown syntax, "Inline Attribute Lists"; issue 14, `new-window-without-warning`).
///
/// kramdown gives a span IAL to the element right before it when nothing stands between them, so
/// only lists that start at the byte after the link's markup count, and each list written right
/// after the previous one (`{:target="_blank"}{:rel="noopener"}`). A list is `{:` (not `{::` or
/// `{:/`, which are extensions) up to the first `}` that is not escaped as `\}`; within it,
/// `key="value"` and `key='value'` pairs are read, with only `\}` and the escaped quote unescaped,
/// as kramdown does: `target="\_blank"` keeps its backslash, and the browser then opens a new
/// window named `\_blank`, a new window all the same. Ids, classes and references to attribute list
/// definitions are skipped. Only `target` is read.
enum KramdownSpanAttributes {
    /// The `target` the attribute lists starting at `offset` of `bytes` give the link before them,
    /// the last one written winning; `nil` when none sets it.
    static func target(after offset: Int, in bytes: [UInt8]) -> String? {
        var index = offset
        var target: String?
        while let list = attributeList(at: index, in: bytes) {
            if let value = list.pairs.last(where: { $0.key == "target" })?.value { target = value }
            index = list.end
        }
        return target
    }

    /// Sets `attributes.target` from the lists after a link whose markup ends (inclusive) at `end`.
    static func fill(_ attributes: inout LinkAttributes?, linkEnd end: Int, in bytes: [UInt8]) {
        guard let target = target(after: end + 1, in: bytes) else { return }
        var filled = attributes ?? LinkAttributes()
        filled.target = target.trimmingASCIISpaces
        attributes = filled
    }

    /// The key and value pairs of the attribute list at `start`, and the offset just past its `}`.
    private static func attributeList(at start: Int, in bytes: [UInt8]) -> (pairs: [(key: String, value: String)], end: Int)? {
        guard start + 2 < bytes.count, bytes[start] == UInt8(ascii: "{"), bytes[start + 1] == UInt8(ascii: ":"),
            bytes[start + 2] != UInt8(ascii: ":"), bytes[start + 2] != UInt8(ascii: "/")
        else { return nil }
        var index = start + 2
        var pairs: [(key: String, value: String)] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "}") { return (pairs, index + 1) }
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "}") {
                index += 2
                continue
            }
            if byte == 0x0A { return nil }
            guard isNameByte(byte), index == start + 2 || isSpace(bytes[index - 1]) else {
                index += 1
                continue
            }
            var nameEnd = index
            while nameEnd < bytes.count, isNameByte(bytes[nameEnd]) { nameEnd += 1 }
            guard nameEnd + 1 < bytes.count, bytes[nameEnd] == UInt8(ascii: "="),
                bytes[nameEnd + 1] == UInt8(ascii: "\"") || bytes[nameEnd + 1] == UInt8(ascii: "'"),
                let (value, valueEnd) = quotedValue(from: nameEnd + 1, in: bytes)
            else {
                index = nameEnd
                continue
            }
            pairs.append((String(decoding: bytes[index..<nameEnd], as: UTF8.self), value))
            index = valueEnd
        }
        return nil
    }

    /// The value of the quoted string whose opening quote is at `quote` (`\}` and the escaped
    /// quote unescaped), and the offset past its closing quote; `nil` when it never closes, or a
    /// `}` ends the list first.
    private static func quotedValue(from quote: Int, in bytes: [UInt8]) -> (String, Int)? {
        let mark = bytes[quote]
        var value: [UInt8] = []
        var index = quote + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == mark || bytes[index + 1] == UInt8(ascii: "}") {
                value.append(bytes[index + 1])
                index += 2
                continue
            }
            if byte == mark { return (String(decoding: value, as: UTF8.self), index + 1) }
            if byte == UInt8(ascii: "}") || byte == 0x0A { return nil }
            value.append(byte)
            index += 1
        }
        return nil
    }

    /// A byte of an attribute name: ASCII letters, digits, `_` and `-`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
            || byte == 0x2D
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
}
