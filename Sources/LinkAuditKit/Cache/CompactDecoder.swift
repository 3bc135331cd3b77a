/// Reads a value from `CompactEncoder`'s binary form. Damaged or cut-short input (a cache entry
/// another process broke, a disk error) throws a `DecodingError`; it never reads past the bytes or
/// traps.
struct CompactDecoder {
    /// The value of type `Value` in `bytes`.
    static func decode<Value: Decodable>(_ type: Value.Type, from bytes: some Collection<UInt8>) throws -> Value {
        let input = Input(bytes)
        var offset = 0
        let keyCount = try input.length(&offset, end: input.count)
        var names: [String] = []
        names.reserveCapacity(keyCount)
        for _ in 0..<keyCount {
            let length = try input.length(&offset, end: input.count)
            names.append(input.string(offset..<offset + length))
            offset += length
        }
        input.keys = names
        let root = try input.slot(&offset, end: input.count)
        guard offset == input.count else { throw Input.damaged }
        // The decoders and containers hold `input` unowned (no reference counting on every value):
        // it lives until the value is decoded, and no `Decodable` keeps its decoder.
        return try withExtendedLifetime(input) { try Value(from: SlotDecoder(input: input, slot: root)) }
    }

    /// The bytes being decoded, in memory of their own, and the key table.
    final class Input {
        private let base: UnsafeMutableRawBufferPointer
        let count: Int
        var keys: [String] = []

        static var damaged: DecodingError {
            DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "damaged compact encoding"))
        }

        init(_ bytes: some Collection<UInt8>) {
            count = bytes.count
            base = .allocate(byteCount: Swift.max(count, 1), alignment: 8)
            // One copy of contiguous bytes (an entry's payload): element by element costs a few percent of a run.
            let base = self.base
            if bytes.withContiguousStorageIfAvailable({ base.copyMemory(from: UnsafeRawBufferPointer($0)) }) == nil {
                _ = base.initializeMemory(as: UInt8.self, from: bytes)
            }
        }

        deinit { base.deallocate() }

        func varint(_ offset: inout Int, end: Int) throws -> UInt64 {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                guard offset < end, shift < 64 else { throw Self.damaged }
                let byte = base[offset]
                offset += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
        }

        /// A varint that counts bytes or items still ahead (so at most `end - offset`).
        func length(_ offset: inout Int, end: Int) throws -> Int {
            let value = try varint(&offset, end: end)
            guard value <= UInt64(end - offset) else { throw Self.damaged }
            return Int(value)
        }

        /// The body of the slot at `offset`, `nil` for a `nil` value.
        func slot(_ offset: inout Int, end: Int) throws -> Range<Int>? {
            let header = try varint(&offset, end: end)
            if header == 0 { return nil }
            guard header - 1 <= UInt64(end - offset) else { throw Self.damaged }
            let body = offset..<offset + Int(header - 1)
            offset = body.upperBound
            return body
        }

        func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeRawBufferPointer(rebasing: base[range]), as: UTF8.self)
        }

        func string(_ slot: Range<Int>?) throws -> String {
            guard let slot else { throw Self.damaged }
            return string(slot)
        }

        func bool(_ slot: Range<Int>?) throws -> Bool {
            guard let slot, slot.count == 1, base[slot.lowerBound] <= 1 else { throw Self.damaged }
            return base[slot.lowerBound] == 1
        }

        func unsigned(_ slot: Range<Int>?) throws -> UInt64 {
            guard let slot else { throw Self.damaged }
            var offset = slot.lowerBound
            let value = try varint(&offset, end: slot.upperBound)
            guard offset == slot.upperBound else { throw Self.damaged }
            return value
        }

        func signed(_ slot: Range<Int>?) throws -> Int64 {
            let zigzag = try unsigned(slot)
            return Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)
        }

        func bits(_ slot: Range<Int>?, width: Int) throws -> UInt64 {
            guard let slot, slot.count == width else { throw Self.damaged }
            var value: UInt64 = 0
            for index in slot.reversed() { value = value << 8 | UInt64(base[index]) }
            return value
        }

        func integer<T: FixedWidthInteger>(_ slot: Range<Int>?, as type: T.Type) throws -> T {
            let value: T? = T.isSigned ? T(exactly: try signed(slot)) : T(exactly: try unsigned(slot))
            guard let value else { throw Self.damaged }
            return value
        }

        func double(_ slot: Range<Int>?) throws -> Double { Double(bitPattern: try bits(slot, width: 8)) }
        func float(_ slot: Range<Int>?) throws -> Float { Float(bitPattern: UInt32(try bits(slot, width: 4))) }
    }

    struct SlotDecoder: Decoder {
        unowned(unsafe) let input: Input
        let slot: Range<Int>?
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            guard let slot else { throw Input.damaged }
            return KeyedDecodingContainer(try Keyed<Key>(input: input, body: slot))
        }

        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            guard let slot else { throw Input.damaged }
            return try Unkeyed(input: input, body: slot)
        }

        func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(input: input, slot: slot) }
    }

    /// A keyed container: its entries are read once; a key is looked for from just after the last
    /// one found, so keys decoded in the order they were encoded cost one comparison each.
    final class Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        unowned(unsafe) let input: Input
        private var entries: [(key: Int, slot: Range<Int>?)] = []
        private var cursor = 0
        var codingPath: [any CodingKey] { [] }

        init(input: Input, body: Range<Int>) throws {
            self.input = input
            var offset = body.lowerBound
            let count = try input.length(&offset, end: body.upperBound)
            entries.reserveCapacity(count)
            for _ in 0..<count {
                let key = try input.varint(&offset, end: body.upperBound)
                guard key < UInt64(input.keys.count) else { throw Input.damaged }
                entries.append((Int(key), try input.slot(&offset, end: body.upperBound)))
            }
            guard offset == body.upperBound else { throw Input.damaged }
        }

        var allKeys: [Key] { entries.compactMap { Key(stringValue: input.keys[$0.key]) } }

        /// The index of `key`'s entry, if any.
        private func find(_ key: Key) -> Int? {
            let name = key.stringValue
            var index = cursor
            for _ in 0..<entries.count {
                if index >= entries.count { index = 0 }
                if input.keys[entries[index].key] == name {
                    cursor = index + 1
                    return index
                }
                index += 1
            }
            return nil
        }

        private func slot(_ key: Key) throws -> Range<Int>? {
            guard let index = find(key) else {
                throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "no such key"))
            }
            return entries[index].slot
        }

        /// The slot of `key` when it is there and not `nil`.
        private func present(_ key: Key) -> Range<Int>? {
            find(key).flatMap { entries[$0].slot }
        }

        func contains(_ key: Key) -> Bool { find(key) != nil }
        func decodeNil(forKey key: Key) throws -> Bool { try slot(key) == nil }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try input.bool(slot(key)) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try input.string(slot(key)) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try input.double(slot(key)) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try input.float(slot(key)) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try input.integer(slot(key), as: type) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try input.integer(slot(key), as: type) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try input.integer(slot(key), as: type) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try input.integer(slot(key), as: type) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try input.integer(slot(key), as: type) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try input.integer(slot(key), as: type) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try input.integer(slot(key), as: type) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try input.integer(slot(key), as: type) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try input.integer(slot(key), as: type) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try input.integer(slot(key), as: type) }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try T(from: SlotDecoder(input: input, slot: slot(key)))
        }

        func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
            present(key).map { input.string($0) }
        }

        func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
            try present(key).map { try input.integer($0, as: type) }
        }

        func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
            try present(key).map { try input.bool($0) }
        }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            try present(key).map { try T(from: SlotDecoder(input: input, slot: $0)) }
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            try SlotDecoder(input: input, slot: slot(key)).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try SlotDecoder(input: input, slot: slot(key)).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder {
            guard let index = entries.firstIndex(where: { input.keys[$0.key] == CompactSuperKey().stringValue }) else {
                throw Input.damaged
            }
            return SlotDecoder(input: input, slot: entries[index].slot)
        }

        func superDecoder(forKey key: Key) throws -> any Decoder { SlotDecoder(input: input, slot: try slot(key)) }
    }

    struct Unkeyed: UnkeyedDecodingContainer {
        unowned(unsafe) let input: Input
        let end: Int
        var offset: Int
        let count: Int?
        var currentIndex = 0
        var codingPath: [any CodingKey] { [] }
        var isAtEnd: Bool { currentIndex >= count ?? 0 }

        init(input: Input, body: Range<Int>) throws {
            self.input = input
            end = body.upperBound
            offset = body.lowerBound
            count = try input.length(&offset, end: end)
        }

        private mutating func next() throws -> Range<Int>? {
            guard !isAtEnd else { throw Input.damaged }
            currentIndex += 1
            return try input.slot(&offset, end: end)
        }

        private mutating func nextValue<T: Decodable>(_ type: T.Type) throws -> T {
            try T(from: SlotDecoder(input: input, slot: next()))
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, offset < end else { throw Input.damaged }
            var peek = offset
            guard try input.varint(&peek, end: end) == 0 else { return false }
            offset = peek
            currentIndex += 1
            return true
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool { try input.bool(next()) }
        mutating func decode(_ type: String.Type) throws -> String { try input.string(next()) }
        mutating func decode(_ type: Double.Type) throws -> Double { try input.double(next()) }
        mutating func decode(_ type: Float.Type) throws -> Float { try input.float(next()) }
        mutating func decode(_ type: Int.Type) throws -> Int { try input.integer(next(), as: type) }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { try input.integer(next(), as: type) }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { try input.integer(next(), as: type) }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { try input.integer(next(), as: type) }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { try input.integer(next(), as: type) }
        mutating func decode(_ type: UInt.Type) throws -> UInt { try input.integer(next(), as: type) }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try input.integer(next(), as: type) }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try input.integer(next(), as: type) }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try input.integer(next(), as: type) }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try input.integer(next(), as: type) }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try nextValue(type) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            try SlotDecoder(input: input, slot: next()).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try SlotDecoder(input: input, slot: next()).unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder { SlotDecoder(input: input, slot: try next()) }
    }

    struct Single: SingleValueDecodingContainer {
        unowned(unsafe) let input: Input
        let slot: Range<Int>?
        var codingPath: [any CodingKey] { [] }

        func decodeNil() -> Bool { slot == nil }
        func decode(_ type: Bool.Type) throws -> Bool { try input.bool(slot) }
        func decode(_ type: String.Type) throws -> String { try input.string(slot) }
        func decode(_ type: Double.Type) throws -> Double { try input.double(slot) }
        func decode(_ type: Float.Type) throws -> Float { try input.float(slot) }
        func decode(_ type: Int.Type) throws -> Int { try input.integer(slot, as: type) }
        func decode(_ type: Int8.Type) throws -> Int8 { try input.integer(slot, as: type) }
        func decode(_ type: Int16.Type) throws -> Int16 { try input.integer(slot, as: type) }
        func decode(_ type: Int32.Type) throws -> Int32 { try input.integer(slot, as: type) }
        func decode(_ type: Int64.Type) throws -> Int64 { try input.integer(slot, as: type) }
        func decode(_ type: UInt.Type) throws -> UInt { try input.integer(slot, as: type) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try input.integer(slot, as: type) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try input.integer(slot, as: type) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try input.integer(slot, as: type) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try input.integer(slot, as: type) }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: SlotDecoder(input: input, slot: slot)) }
    }
}
