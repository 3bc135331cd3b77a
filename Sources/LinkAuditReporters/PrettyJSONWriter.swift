import Foundation

/// Writes `Encodable` values as JSON straight into a byte buffer, the same bytes Foundation's
/// `JSONEncoder` writes with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (issue 12,
/// item 1: the JSON report's hot path, without the encoder's value tree, `Data` and re-indenting).
///
/// The shape it reproduces: two spaces per level, `"key" : value`, keys sorted by their UTF-8
/// bytes, an empty array or object as the bracket, an empty line and the closing bracket; strings
/// with `"`, `\` and the control characters U+0000–U+001F escaped (`\b \t \n \f \r`, else `\u00xx`
/// in lowercase hex) and nothing else; `Double` and `Float` as their `description` without a
/// trailing `.0`; integers in decimal. It goes through each value's own `encode(to:)`, so a field
/// added to a model type is written with no change here. `URL` is written as its absolute string;
/// `Date`, `Data` and `Decimal`, which `JSONEncoder` treats specially, are written by a
/// `JSONEncoder` and indented in place. `PrettyJSONWriterTests` compare the bytes with
/// `JSONEncoder`'s.
struct PrettyJSONWriter {
    /// Appends `value` to `bytes` as it stands `depth` levels deep: its first line is not indented,
    /// its inner lines are indented `2 * (depth + 1)` spaces and its closing bracket `2 * depth`.
    /// - Throws: `EncodingError.invalidValue` for a non-finite floating-point number, or a value
    ///   that writes nothing, as `JSONEncoder`.
    static func append<T: Encodable>(_ value: T, depth: Int, to bytes: inout [UInt8]) throws {
        let sink = JSONByteSink()
        swap(&sink.bytes, &bytes)
        defer { swap(&sink.bytes, &bytes) }
        if try sink.handWritten(value, depth: depth) { return }
        if let special = try JSONValueEncoder.specialValue(value, depth: depth) {
            sink.bytes += special
            return
        }
        let encoder = JSONValueEncoder(sink: sink, depth: depth, codingPath: [])
        try value.encode(to: encoder)
        guard encoder.container != nil else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        encoder.finish()
    }

    /// `value` alone, as ``append(_:depth:to:)`` writes it at depth 0.
    static func bytes<T: Encodable>(_ value: T, depth: Int = 0) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try append(value, depth: depth, to: &bytes)
        return bytes
    }
}

/// The buffer every container of one write appends to (containers made with `nestedContainer`
/// get one of their own, joined when their parent closes).
final class JSONByteSink {
    /// Appended to a few dozen times per link of the report: without the dynamic exclusivity
    /// check a class's stored property gets, as only the one write that owns the sink touches it.
    @exclusivity(unchecked) var bytes: [UInt8] = []

    /// The newline before a container's first member or element, a comma and newline before the others.
    func separator(first: Bool) {
        if !first { bytes.append(0x2C) }
        bytes.append(0x0A)
    }

    func indent(_ depth: Int) {
        bytes.append(contentsOf: repeatElement(0x20, count: 2 * depth))
    }

    /// A string, quoted and escaped as `JSONEncoder` escapes it.
    func string(_ text: String) {
        var text = text
        text.withUTF8 { source in
            bytes.append(0x22)
            var runStart = 0
            for index in 0..<source.count {
                let byte = source[index]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index])) }
                runStart = index + 1
                bytes.append(0x5C)
                switch byte {
                case 0x22, 0x5C: bytes.append(byte)
                case 0x08: bytes.append(0x62) // b
                case 0x09: bytes.append(0x74) // t
                case 0x0A: bytes.append(0x6E) // n
                case 0x0C: bytes.append(0x66) // f
                case 0x0D: bytes.append(0x72) // r
                default:
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: [0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
                }
            }
            if runStart < source.count {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<source.count]))
            }
            bytes.append(0x22)
        }
    }

    func integer<I: BinaryInteger>(_ value: I) {
        if value >= 0, value < 10 {
            bytes.append(0x30 + UInt8(value))
            return
        }
        guard let wide = Int64(exactly: value) else {
            bytes.append(contentsOf: String(value).utf8)
            return
        }
        // Digits written from the end of a small buffer: every link has a dozen numbers, and
        // `String(value)` would allocate a string for each.
        var magnitude = wide.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = 0x30 + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if wide < 0 { bytes.append(0x2D) }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    func float<F: BinaryFloatingPoint & CustomStringConvertible>(_ value: F, _ codingPath: [any CodingKey]) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: codingPath, debugDescription: "Unable to encode \(value) directly in JSON."))
        }
        let text = value.description.utf8
        if text.count > 2, text.last == 0x30, text.dropLast().last == 0x2E {
            bytes.append(contentsOf: text.dropLast(2))
        } else {
            bytes.append(contentsOf: text)
        }
    }

    func literal(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}

/// One value's `Encoder`: the value writes into the sink through the container it asks for, and
/// ``write(_:sink:depth:codingPath:)`` closes that container when `encode(to:)` returns.
final class JSONValueEncoder: Encoder {
    let sink: JSONByteSink
    let depth: Int
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// The container the value asked for, closed by ``finish()``.
    var container: (any JSONContainer)?
    /// Where the value starts in the sink.
    let start: Int

    init(sink: JSONByteSink, depth: Int, codingPath: [any CodingKey]) {
        self.sink = sink
        self.depth = depth
        self.codingPath = codingPath
        self.start = sink.bytes.count
    }

    /// Writes `value` at the end of `sink`, `depth` levels deep.
    static func write<T: Encodable>(_ value: T, sink: JSONByteSink, depth: Int, codingPath: [any CodingKey]) throws {
        if try sink.handWritten(value, depth: depth) { return }
        if let special = try specialValue(value, depth: depth) {
            sink.bytes += special
            return
        }
        let encoder = JSONValueEncoder(sink: sink, depth: depth, codingPath: codingPath)
        try value.encode(to: encoder)
        encoder.finish()
    }

    /// The types `JSONEncoder` does not write through their own `encode(to:)`.
    static func specialValue<T: Encodable>(_ value: T, depth: Int) throws -> [UInt8]? {
        if T.self == URL.self, let url = value as? URL {
            let sink = JSONByteSink()
            sink.string(url.absoluteString)
            return sink.bytes
        }
        guard T.self == Date.self || T.self == Data.self || T.self == Decimal.self else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var bytes: [UInt8] = []
        for byte in try encoder.encode(value) {
            bytes.append(byte)
            if byte == 0x0A { bytes += repeatElement(0x20, count: 2 * depth) }
        }
        return bytes
    }

    /// Closes the value's container; a value that asked for none is an empty object, as `JSONEncoder` writes it.
    func finish() {
        if let container {
            container.close()
        } else {
            sink.literal("{\n\n")
            sink.indent(depth)
            sink.literal("}")
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if let object = container as? JSONObjectContainer {
            return KeyedEncodingContainer(JSONKeyedContainer<Key>(object: object))
        }
        let object = JSONObjectContainer(sink: sink, depth: depth, codingPath: codingPath)
        container = object
        return KeyedEncodingContainer(JSONKeyedContainer<Key>(object: object))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if let array = container as? JSONArrayContainer { return array }
        let array = JSONArrayContainer(sink: sink, depth: depth, codingPath: codingPath)
        container = array
        return array
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        let single = JSONSingleValueContainer(sink: sink, depth: depth, codingPath: codingPath)
        container = single
        return single
    }
}
