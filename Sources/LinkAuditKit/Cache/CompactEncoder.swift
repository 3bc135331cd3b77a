/// Writes any `Encodable` value in the extraction cache's compact binary form, which
/// `CompactDecoder` reads back several times faster than `JSONDecoder` reads JSON (`docs/large-runs.md`,
/// Cache). The form, all numbers little-endian base-128 varints unless said otherwise:
///
/// - a key table: the number of distinct coding keys, then each key as its UTF-8 length and bytes;
/// - the root slot. A slot is a header, 0 for `nil`, else 1 + the length of its body, then the body:
///   - a keyed container: the number of entries, then for each its key's index in the table and
///     its slot;
///   - an unkeyed container: the number of elements, then each element's slot;
///   - a single value: `Bool` one byte; signed integers zigzag varints; unsigned ones varints;
///     `Double` and `Float` their IEEE bit patterns (8 and 4 bytes); `String` its UTF-8 bytes (the
///     slot's length is the string's).
///
/// Keys are kept by name, so a decoder finds them in any order and `allKeys` works (enums with
/// payloads, dictionaries keyed by strings). Not a stable exchange format: the cache's folder is
/// named after the build that wrote it.
struct CompactEncoder {
    /// The compact form of `value`.
    static func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let keys = KeyTable()
        let root = Node()
        try value.encode(to: NodeEncoder(node: root, keys: keys))
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        Self.appendVarint(UInt64(keys.names.count), to: &output)
        for name in keys.names {
            let bytes = Array(name.utf8)
            Self.appendVarint(UInt64(bytes.count), to: &output)
            output += bytes
        }
        root.appendSlot(to: &output)
        return output
    }

    static func appendVarint(_ value: UInt64, to output: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            output.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        output.append(UInt8(value))
    }

    /// The coding keys met so far, each with its index in the table.
    final class KeyTable {
        var names: [String] = []
        private var indices: [String: Int] = [:]

        func index(of key: some CodingKey) -> Int {
            let name = key.stringValue
            if let index = indices[name] { return index }
            indices[name] = names.count
            names.append(name)
            return names.count - 1
        }
    }

    /// One value being encoded: a primitive's bytes, a keyed or an unkeyed container, or `nil`.
    final class Node {
        enum Kind { case unset, null, value, keyed, unkeyed }
        var kind = Kind.unset
        var bytes: [UInt8] = []
        var entries: [(key: Int, node: Node)] = []
        var elements: [Node] = []

        func body() -> [UInt8] {
            switch kind {
            case .unset, .null: return []
            case .value: return bytes
            case .keyed:
                var output: [UInt8] = []
                CompactEncoder.appendVarint(UInt64(entries.count), to: &output)
                for entry in entries {
                    CompactEncoder.appendVarint(UInt64(entry.key), to: &output)
                    entry.node.appendSlot(to: &output)
                }
                return output
            case .unkeyed:
                var output: [UInt8] = []
                CompactEncoder.appendVarint(UInt64(elements.count), to: &output)
                for element in elements { element.appendSlot(to: &output) }
                return output
            }
        }

        func appendSlot(to output: inout [UInt8]) {
            if kind == .null {
                output.append(0)
                return
            }
            let body = body()
            CompactEncoder.appendVarint(UInt64(body.count) + 1, to: &output)
            output += body
        }
    }

    struct NodeEncoder: Encoder {
        let node: Node
        let keys: KeyTable
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if node.kind != .keyed { node.kind = .keyed }
            return KeyedEncodingContainer(Keyed(node: node, keys: keys))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if node.kind != .unkeyed { node.kind = .unkeyed }
            return Unkeyed(node: node, keys: keys)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: node, keys: keys) }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        let keys: KeyTable
        var codingPath: [any CodingKey] { [] }

        private func child(_ key: Key) -> Node {
            let child = Node()
            node.entries.append((keys.index(of: key), child))
            return child
        }

        mutating func encodeNil(forKey key: Key) throws { child(key).kind = .null }
        mutating func encode(_ value: Bool, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: String, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: Double, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: Float, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: Int, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { try put(value, key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { try put(value, key) }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try put(value, key) }

        private func put<T: Encodable>(_ value: T, _ key: Key) throws {
            try value.encode(to: NodeEncoder(node: child(key), keys: keys))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            NodeEncoder(node: child(key), keys: keys).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            NodeEncoder(node: child(key), keys: keys).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            let child = Node()
            node.entries.append((keys.index(of: CompactSuperKey()), child))
            return NodeEncoder(node: child, keys: keys)
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder { NodeEncoder(node: child(key), keys: keys) }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let node: Node
        let keys: KeyTable
        var codingPath: [any CodingKey] { [] }
        var count: Int { node.elements.count }

        private func child() -> Node {
            let child = Node()
            node.elements.append(child)
            return child
        }

        mutating func encodeNil() throws { child().kind = .null }
        mutating func encode<T: Encodable>(_ value: T) throws {
            try value.encode(to: NodeEncoder(node: child(), keys: keys))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            NodeEncoder(node: child(), keys: keys).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            NodeEncoder(node: child(), keys: keys).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { NodeEncoder(node: child(), keys: keys) }
    }

    struct Single: SingleValueEncodingContainer {
        let node: Node
        let keys: KeyTable
        var codingPath: [any CodingKey] { [] }

        private func set(_ bytes: [UInt8]) {
            node.kind = .value
            node.bytes = bytes
        }

        private func signed(_ value: Int64) {
            var bytes: [UInt8] = []
            CompactEncoder.appendVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)), to: &bytes)
            set(bytes)
        }

        private func unsigned(_ value: UInt64) {
            var bytes: [UInt8] = []
            CompactEncoder.appendVarint(value, to: &bytes)
            set(bytes)
        }

        mutating func encodeNil() throws { node.kind = .null }
        mutating func encode(_ value: Bool) throws { set([value ? 1 : 0]) }
        mutating func encode(_ value: String) throws { set(Array(value.utf8)) }
        mutating func encode(_ value: Double) throws { set(withUnsafeBytes(of: value.bitPattern.littleEndian, Array.init)) }
        mutating func encode(_ value: Float) throws { set(withUnsafeBytes(of: value.bitPattern.littleEndian, Array.init)) }
        mutating func encode(_ value: Int) throws { signed(Int64(value)) }
        mutating func encode(_ value: Int8) throws { signed(Int64(value)) }
        mutating func encode(_ value: Int16) throws { signed(Int64(value)) }
        mutating func encode(_ value: Int32) throws { signed(Int64(value)) }
        mutating func encode(_ value: Int64) throws { signed(value) }
        mutating func encode(_ value: UInt) throws { unsigned(UInt64(value)) }
        mutating func encode(_ value: UInt8) throws { unsigned(UInt64(value)) }
        mutating func encode(_ value: UInt16) throws { unsigned(UInt64(value)) }
        mutating func encode(_ value: UInt32) throws { unsigned(UInt64(value)) }
        mutating func encode(_ value: UInt64) throws { unsigned(value) }
        mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: NodeEncoder(node: node, keys: keys)) }
    }
}

/// The key `superEncoder()` and `superDecoder()` use, as Foundation's coders name it.
struct CompactSuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { guard stringValue == "super" else { return nil } }
    init?(intValue: Int) { nil }
}
