import Foundation

/// A value the extraction cache writes field by field, in declaration order, without keys, and
/// reads back the same way (`CacheWriter`, `CacheReader`): several times faster than
/// `CompactDecoder`'s generic `Decodable` path for the documents of a cached re-run (issue 22,
/// section 5). The form is the cache's own and changes with `ExtractionCache.Entry.layout`.
///
/// A conformance writes every stored property; `CacheCodingTests` fails when a type gains a
/// property its conformance does not know.
protocol CacheCodable {
    /// Appends the value to `writer`.
    func write(cache writer: inout CacheWriter)
    /// Reads a value `write(cache:)` wrote.
    /// - Throws: `DecodingError.dataCorrupted` when the bytes are cut short or damaged.
    init(cache reader: inout CacheReader) throws
}

/// Builds the cache's form of a value: a table of the distinct strings written (each as its UTF-8
/// byte count and bytes, after their number), then the body, where a string is its index in the
/// table. Numbers are little-endian base-128 varints (signed ones zigzag-encoded), a `Bool` one
/// byte, a `Double` its 8-byte IEEE bit pattern, an optional a byte 0 or 1 before the value, an
/// array its element count before the elements.
struct CacheWriter {
    private var body: [UInt8] = []
    private var strings: [String] = []
    private var stringIndices: [String: Int] = [:]

    init() { body.reserveCapacity(4096) }

    /// The cache's form of `value`.
    static func encode(_ value: some CacheCodable) -> [UInt8] {
        var writer = CacheWriter()
        value.write(cache: &writer)
        return writer.finished()
    }

    /// The string table, then the body.
    func finished() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(body.count + strings.reduce(0) { $0 + $1.utf8.count + 2 } + 8)
        CompactEncoder.appendVarint(UInt64(strings.count), to: &output)
        for string in strings {
            CompactEncoder.appendVarint(UInt64(string.utf8.count), to: &output)
            output += string.utf8
        }
        return output + body
    }

    mutating func writeVarint(_ value: UInt64) { CompactEncoder.appendVarint(value, to: &body) }
    mutating func writeByte(_ value: UInt8) { body.append(value) }

    mutating func write(_ value: String) {
        if let index = stringIndices[value] { return writeVarint(UInt64(index)) }
        stringIndices[value] = strings.count
        strings.append(value)
        writeVarint(UInt64(strings.count - 1))
    }

    mutating func write(_ value: some CacheCodable) { value.write(cache: &self) }

    /// Writes `value` in `CompactEncoder`'s form, for a type whose storage is private to its module
    /// (`MarkdownAnchorSource`); `nil` (a byte 0) when it cannot be encoded.
    mutating func writeCompact(_ value: (some Encodable)?) {
        guard let value, let bytes = try? CompactEncoder.encode(value) else { return writeByte(0) }
        writeByte(1)
        writeVarint(UInt64(bytes.count))
        body += bytes
    }
}

/// Reads the cache's form (`CacheWriter`) from bytes it does not own; every read checks the bytes
/// left, so damaged or cut-short input throws and never reads past the end or traps.
struct CacheReader {
    private let bytes: UnsafeRawBufferPointer
    private var offset = 0
    private var strings: [String] = []
    /// For each string of the table, the enum type it was last read as and the case's ordinal
    /// (``readCase(_:)``); made at the first enum read.
    private var casesRead: [(type: ObjectIdentifier, ordinal: Int)?] = []

    /// The error for damaged or cut-short bytes.
    static var damaged: DecodingError {
        DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "damaged extraction cache entry"))
    }

    /// The value of type `Value` in `bytes`, which must hold it and nothing more.
    /// - Throws: `DecodingError.dataCorrupted` when they do not.
    static func decode<Value: CacheCodable>(_ type: Value.Type, from bytes: some Collection<UInt8>) throws -> Value {
        let decoded = try bytes.withContiguousStorageIfAvailable { buffer in
            try decode(type, in: UnsafeRawBufferPointer(buffer))
        }
        if let decoded { return decoded }
        return try Array(bytes).withUnsafeBytes { try decode(type, in: $0) }
    }

    private static func decode<Value: CacheCodable>(_ type: Value.Type, in bytes: UnsafeRawBufferPointer) throws -> Value {
        var reader = try CacheReader(bytes: bytes)
        let value = try Value(cache: &reader)
        guard reader.offset == bytes.count else { throw damaged }
        return value
    }

    /// A reader of `bytes`, which begin with the string table (read here).
    init(bytes: UnsafeRawBufferPointer) throws {
        self.bytes = bytes
        let count = try length()
        strings.reserveCapacity(count)
        for _ in 0..<count {
            let length = try length()
            strings.append(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self))
            offset += length
        }
    }

    mutating func varint() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw Self.damaged }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// A count of bytes or of items still ahead (each at least one byte), so at most the bytes left.
    mutating func length() throws -> Int {
        let value = try varint()
        guard value <= UInt64(bytes.count - offset) else { throw Self.damaged }
        return Int(value)
    }

    mutating func byte() throws -> UInt8 {
        guard offset < bytes.count else { throw Self.damaged }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func read() throws -> String {
        let index = try varint()
        guard index < UInt64(strings.count) else { throw Self.damaged }
        return strings[Int(index)]
    }

    mutating func read<Value: CacheCodable>(_ type: Value.Type = Value.self) throws -> Value { try Value(cache: &self) }

    /// An enum case written as its raw value. A raw value read again as the same type is not
    /// matched again: `init(rawValue:)` compares the string with each case's in turn, which cost an
    /// eighth of decoding a cached re-run's documents when done for every read.
    mutating func readCase<Value: CacheCodableByRawValue>(_ type: Value.Type = Value.self) throws -> Value {
        let index = try varint()
        guard index < UInt64(strings.count) else { throw Self.damaged }
        let string = Int(index)
        if casesRead.isEmpty { casesRead = Array(repeating: nil, count: strings.count) }
        if let known = casesRead[string], known.type == ObjectIdentifier(Value.self) { return Value.allCases[known.ordinal] }
        guard let value = Value(rawValue: strings[string]), let ordinal = Value.allCases.firstIndex(of: value) else { throw Self.damaged }
        casesRead[string] = (ObjectIdentifier(Value.self), ordinal)
        return value
    }

    /// A value `CacheWriter.writeCompact(_:)` wrote.
    mutating func readCompact<Value: Decodable>(_ type: Value.Type = Value.self) throws -> Value? {
        guard try byte() == 1 else { return nil }
        let length = try length()
        defer { offset += length }
        return try CompactDecoder.decode(type, from: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]))
    }
}

extension String: CacheCodable {
    func write(cache writer: inout CacheWriter) { writer.write(self) }
    init(cache reader: inout CacheReader) throws { self = try reader.read() }
}

extension Int: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        let value = Int64(self)
        writer.writeVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    init(cache reader: inout CacheReader) throws {
        let zigzag = try reader.varint()
        self = Int(Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1))
    }
}

extension Bool: CacheCodable {
    func write(cache writer: inout CacheWriter) { writer.writeByte(self ? 1 : 0) }

    init(cache reader: inout CacheReader) throws {
        let byte = try reader.byte()
        guard byte <= 1 else { throw CacheReader.damaged }
        self = byte == 1
    }
}

extension Double: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        withUnsafeBytes(of: bitPattern.littleEndian) { for byte in $0 { writer.writeByte(byte) } }
    }

    init(cache reader: inout CacheReader) throws {
        var pattern: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) { pattern |= UInt64(try reader.byte()) << UInt64(shift) }
        self = Double(bitPattern: pattern)
    }
}

extension Optional: CacheCodable where Wrapped: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        guard let self else { return writer.writeByte(0) }
        writer.writeByte(1)
        self.write(cache: &writer)
    }

    init(cache reader: inout CacheReader) throws {
        switch try reader.byte() {
        case 0: self = nil
        case 1: self = try Wrapped(cache: &reader)
        default: throw CacheReader.damaged
        }
    }
}

extension Array: CacheCodable where Element: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.writeVarint(UInt64(count))
        for element in self { element.write(cache: &writer) }
    }

    init(cache reader: inout CacheReader) throws {
        let count = try reader.length()
        self = []
        reserveCapacity(count)
        for _ in 0..<count { append(try Element(cache: &reader)) }
    }
}

extension Dictionary: CacheCodable where Key: CacheCodable, Value: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.writeVarint(UInt64(count))
        for (key, value) in self {
            key.write(cache: &writer)
            value.write(cache: &writer)
        }
    }

    /// - Throws: `DecodingError.dataCorrupted` for a key written twice, as for damaged bytes.
    init(cache reader: inout CacheReader) throws {
        let count = try reader.length()
        self.init(minimumCapacity: count)
        for _ in 0..<count {
            let key = try Key(cache: &reader)
            guard updateValue(try Value(cache: &reader), forKey: key) == nil else { throw CacheReader.damaged }
        }
    }
}

extension ClosedRange: CacheCodable where Bound == Int {
    func write(cache writer: inout CacheWriter) {
        lowerBound.write(cache: &writer)
        upperBound.write(cache: &writer)
    }

    /// - Throws: `DecodingError.dataCorrupted` when the bounds are out of order.
    init(cache reader: inout CacheReader) throws {
        let lower = try Int(cache: &reader)
        let upper = try Int(cache: &reader)
        guard lower <= upper else { throw CacheReader.damaged }
        self = lower...upper
    }
}

/// Enums written as their raw value (through the string table), so an entry stays readable
/// whatever order the cases are declared in; read by ``CacheReader/readCase(_:)``.
protocol CacheCodableByRawValue: CacheCodable, RawRepresentable, CaseIterable, Equatable
where RawValue == String, AllCases == [Self] {}

extension CacheCodableByRawValue {
    func write(cache writer: inout CacheWriter) { writer.write(rawValue) }

    /// - Throws: `DecodingError.dataCorrupted` for a raw value no case has.
    init(cache reader: inout CacheReader) throws {
        self = try reader.readCase()
    }
}
