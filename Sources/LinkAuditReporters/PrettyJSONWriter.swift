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
        if try sink.handWritten(value, depth: depth) {
            bytes += sink.bytes
            return
        }
        if let special = try JSONValueEncoder.specialValue(value, depth: depth) {
            bytes += special
            return
        }
        let encoder = JSONValueEncoder(sink: sink, depth: depth, codingPath: [])
        try value.encode(to: encoder)
        guard encoder.container != nil else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        encoder.finish()
        bytes += sink.bytes
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
///
/// The bytes live in memory of its own, grown by doubling, not in an `Array`: a link of the report
/// is about 60 appends, and an array's append checks uniqueness and goes through the generic
/// sequence copy each time (issue 22: three quarters of the report's cost on httpd's pages).
final class JSONByteSink {
    /// `base[0 ..< count]` holds the bytes written; `capacity` bytes are allocated.
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes have been written.
    private(set) var count = 0

    /// - Parameter capacity: the bytes allocated at first (at least 16).
    init(capacity: Int = 256) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// A copy of the bytes written.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// A copy of the bytes in `range` (offsets into ``bytes``).
    func bytes(in range: Range<Int>) -> [UInt8] {
        Array(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    }

    /// Calls `body` with the bytes written, valid only during the call.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Makes room for `extra` more bytes.
    @inline(__always) private func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: count + extra) }
    }

    private func grow(toHold needed: Int) {
        let grown = max(needed, 2 * capacity)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.initialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = grown
    }

    @inline(__always) func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let start = source.baseAddress, !source.isEmpty else { return }
        reserve(source.count)
        (base + count).initialize(from: start, count: source.count)
        count += source.count
    }

    func append(contentsOf source: some Sequence<UInt8>) {
        if source.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
        for byte in source { append(byte) }
    }

    /// Appends `count` spaces.
    func appendSpaces(_ spaces: Int) {
        guard spaces > 0 else { return }
        reserve(spaces)
        (base + count).initialize(repeating: 0x20, count: spaces)
        count += spaces
    }

    /// Drops the bytes from offset `start` on.
    func truncate(to start: Int) {
        count = min(count, max(0, start))
    }

    /// Replaces the bytes from offset `start` on with `replacement`.
    func replaceTail(from start: Int, with replacement: [UInt8]) {
        truncate(to: start)
        append(contentsOf: replacement)
    }

    /// The newline before a container's first member or element, a comma and newline before the others.
    func separator(first: Bool) {
        if !first { append(0x2C) }
        append(0x0A)
    }

    func indent(_ depth: Int) {
        appendSpaces(2 * depth)
    }

    /// A member's separator, indent, quoted key and colon (`,\n    "key" : `), in one write.
    /// `key` is written as it is (no escaping: keys are Swift identifiers).
    func memberKey(_ key: StaticString, indent: Int, first: Bool) {
        let length = key.utf8CodeUnitCount
        // The comma, newline, indent, two quotes, key, and ` : `.
        let written = (first ? 0 : 1) + 1 + indent + 2 + length + 3
        reserve(written)
        let start = count
        var end = base + count
        if !first {
            end.pointee = 0x2C
            end += 1
        }
        end.pointee = 0x0A
        end += 1
        end.initialize(repeating: 0x20, count: indent)
        end += indent
        end.pointee = 0x22
        end += 1
        end.initialize(from: key.utf8Start, count: length)
        end += length
        // `" : `
        end[0] = 0x22
        end[1] = 0x20
        end[2] = 0x3A
        end[3] = 0x20
        count = end + 4 - base
        assert(count - start == written, "a member's key took other than the room made for it")
    }

    /// A string, quoted and escaped as `JSONEncoder` escapes it.
    func string(_ text: String) {
        var text = text
        text.withUTF8 { source in
            // Room for the string and its quotes at once (an escape makes more on its own).
            reserve(source.count + 2)
            append(0x22)
            var runStart = 0
            var index = 0
            while index < source.count {
                // Eight bytes at a time while none of them needs escaping (most text).
                if index + 8 <= source.count,
                    !Self.needsEscape(UnsafeRawPointer(source.baseAddress! + index).loadUnaligned(as: UInt64.self))
                {
                    index += 8
                    continue
                }
                let byte = source[index]
                index += 1
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                if runStart < index - 1 { append(UnsafeBufferPointer(rebasing: source[runStart..<index - 1])) }
                runStart = index
                append(0x5C)
                switch byte {
                case 0x22, 0x5C: append(byte)
                case 0x08: append(0x62) // b
                case 0x09: append(0x74) // t
                case 0x0A: append(0x6E) // n
                case 0x0C: append(0x66) // f
                case 0x0D: append(0x72) // r
                default:
                    let hex: StaticString = "0123456789abcdef"
                    append(0x75)
                    append(0x30)
                    append(0x30)
                    append(hex.utf8Start[Int(byte >> 4)])
                    append(hex.utf8Start[Int(byte & 0x0F)])
                }
            }
            if runStart < source.count { append(UnsafeBufferPointer(rebasing: source[runStart..<source.count])) }
            append(0x22)
        }
    }

    /// Whether any of the eight bytes of `word` is one a JSON string escapes: a control
    /// character (below 0x20), `"` or `\\`. Exact: bytes of 0x80 and above never count.
    @inline(__always) static func needsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        /// A byte of `value` is zero (the high bit of some byte of the result is set).
        func hasZeroByte(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let control = (word &- ones &* 0x20) & ~word & highs
        return (control | hasZeroByte(word ^ (ones &* 0x22)) | hasZeroByte(word ^ (ones &* 0x5C))) != 0
    }

    func integer<I: BinaryInteger>(_ value: I) {
        if value >= 0, value < 10 {
            append(0x30 + UInt8(value))
            return
        }
        guard let wide = Int64(exactly: value) else {
            append(contentsOf: String(value).utf8)
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
            if wide < 0 { append(0x2D) }
            append(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    func float<F: BinaryFloatingPoint & CustomStringConvertible>(_ value: F, _ codingPath: [any CodingKey]) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: codingPath, debugDescription: "Unable to encode \(value) directly in JSON."))
        }
        let text = value.description.utf8
        if text.count > 2, text.last == 0x30, text.dropLast().last == 0x2E {
            append(contentsOf: text.dropLast(2))
        } else {
            append(contentsOf: text)
        }
    }

    func literal(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
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
        self.start = sink.count
    }

    /// Writes `value` at the end of `sink`, `depth` levels deep.
    static func write<T: Encodable>(_ value: T, sink: JSONByteSink, depth: Int, codingPath: [any CodingKey]) throws {
        if try sink.handWritten(value, depth: depth) { return }
        if let special = try specialValue(value, depth: depth) {
            sink.append(contentsOf: special)
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
