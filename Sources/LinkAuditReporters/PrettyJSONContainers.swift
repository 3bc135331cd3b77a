import Foundation

/// A container of ``PrettyJSONWriter`` that is written as its value encodes and closed once the
/// value's `encode(to:)` returns.
protocol JSONContainer: AnyObject {
    func close()
}

/// What a nested container or super-encoder wrote into a sink of its own, taken when its parent closes.
typealias PendingJSON = () -> [UInt8]

/// A JSON object being written: members go to the sink as they come, each after its separator;
/// closing sorts them by key (`JSONEncoder`'s `.sortedKeys`: by UTF-8 bytes) when they did not come
/// in that order, and joins what nested containers wrote on their own.
final class JSONObjectContainer: JSONContainer {
    struct Member {
        var key: String
        /// The member in the sink, from its indent to the end of its value (for a pending one, of its key).
        var range: Range<Int>
        var pending: PendingJSON?
    }

    let sink: JSONByteSink
    let depth: Int
    let codingPath: [any CodingKey]
    /// Where the `{` stands in the sink.
    let start: Int
    private var members: [Member] = []
    private var inOrder = true
    private var hasPending = false

    init(sink: JSONByteSink, depth: Int, codingPath: [any CodingKey]) {
        self.sink = sink
        self.depth = depth
        self.codingPath = codingPath
        start = sink.count
        sink.append(0x7B)
    }

    /// Writes the separator, indent and `"key" : `; returns where the member starts.
    func begin(_ key: String) -> Int {
        sink.separator(first: members.isEmpty)
        if let last = members.last, !last.key.utf8.lexicographicallyPrecedes(key.utf8) { inOrder = false }
        let memberStart = sink.count
        sink.indent(depth + 1)
        sink.string(key)
        sink.literal(" : ")
        return memberStart
    }

    func end(_ key: String, _ memberStart: Int, pending: PendingJSON? = nil) {
        members.append(Member(key: key, range: memberStart..<sink.count, pending: pending))
        if pending != nil { hasPending = true }
    }

    func close() {
        if members.isEmpty {
            sink.literal("\n\n")
        } else if inOrder && !hasPending {
            sink.append(0x0A)
        } else {
            rebuild()
        }
        sink.indent(depth)
        sink.append(0x7D)
    }

    /// Rewrites the members in key order (the last of a repeated key wins, as in `JSONEncoder`).
    private func rebuild() {
        // Sorted by key, then by place, so that of equal keys the last comes last and is kept.
        let sorted = members.indices.sorted {
            members[$0].key == members[$1].key ? $0 < $1 : members[$0].key.utf8.lexicographicallyPrecedes(members[$1].key.utf8)
        }
        let order = sorted.indices.filter { $0 + 1 == sorted.count || members[sorted[$0 + 1]].key != members[sorted[$0]].key }
            .map { sorted[$0] }
        var rebuilt: [UInt8] = [0x7B]
        rebuilt.reserveCapacity(sink.count - start + 2 * order.count)
        for (position, index) in order.enumerated() {
            if position > 0 { rebuilt.append(0x2C) }
            rebuilt.append(0x0A)
            rebuilt.append(contentsOf: sink.bytes(in: members[index].range))
            if let pending = members[index].pending { rebuilt += pending() }
        }
        rebuilt.append(0x0A)
        sink.replaceTail(from: start, with: rebuilt)
    }
}

/// The `KeyedEncodingContainer` face of a ``JSONObjectContainer``.
struct JSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let object: JSONObjectContainer
    var codingPath: [any CodingKey] { object.codingPath }

    private func member(_ key: Key, _ write: (JSONByteSink) throws -> Void) rethrows {
        let name = key.stringValue
        let memberStart = object.begin(name)
        try write(object.sink)
        object.end(name, memberStart)
    }

    mutating func encodeNil(forKey key: Key) throws { member(key) { $0.literal("null") } }
    mutating func encode(_ value: Bool, forKey key: Key) throws { member(key) { $0.literal(value ? "true" : "false") } }
    mutating func encode(_ value: String, forKey key: Key) throws { member(key) { $0.string(value) } }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        try member(key) { try $0.float(value, codingPath + [key]) }
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        try member(key) { try $0.float(value, codingPath + [key]) }
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { member(key) { $0.integer(value) } }
    mutating func encode(_ value: Int8, forKey key: Key) throws { member(key) { $0.integer(value) } }
    mutating func encode(_ value: Int16, forKey key: Key) throws { member(key) { $0.integer(value) } }
    mutating func encode(_ value: Int32, forKey key: Key) throws { member(key) { $0.integer(value) } }
    mutating func encode(_ value: Int64, forKey key: Key) throws { member(key) { $0.integer(value) } }
    mutating func encode(_ value: UInt, forKey key: Key) throws { member(key) { $0.integer(value) } }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { member(key) { $0.integer(value) } }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { member(key) { $0.integer(value) } }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { member(key) { $0.integer(value) } }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { member(key) { $0.integer(value) } }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let depth = object.depth + 1
        let path = codingPath + [key]
        try member(key) { try JSONValueEncoder.write(value, sink: $0, depth: depth, codingPath: path) }
    }

    private func pendingMember(_ key: any CodingKey, _ pending: @escaping PendingJSON) {
        let name = key.stringValue
        object.end(name, object.begin(name), pending: pending)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONObjectContainer(sink: JSONByteSink(), depth: object.depth + 1, codingPath: codingPath + [key])
        pendingMember(key) {
            nested.close()
            return nested.sink.bytes
        }
        return KeyedEncodingContainer(JSONKeyedContainer<NestedKey>(object: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = JSONArrayContainer(sink: JSONByteSink(), depth: object.depth + 1, codingPath: codingPath + [key])
        pendingMember(key) {
            nested.close()
            return nested.sink.bytes
        }
        return nested
    }

    mutating func superEncoder() -> any Encoder { superEncoder(key: JSONIndexKey(name: "super")) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(key: key) }

    private func superEncoder(key: any CodingKey) -> any Encoder {
        let encoder = JSONValueEncoder(sink: JSONByteSink(), depth: object.depth + 1, codingPath: codingPath + [key])
        pendingMember(key) {
            encoder.finish()
            return encoder.sink.bytes
        }
        return encoder
    }
}

/// A coding key made by the writer: an array index, or `super`.
struct JSONIndexKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(name: String) { stringValue = name }
    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { self.init(index: intValue) }
}

/// A JSON array being written: elements go to the sink as they come; closing joins what nested
/// containers wrote on their own.
final class JSONArrayContainer: JSONContainer, UnkeyedEncodingContainer {
    let sink: JSONByteSink
    let depth: Int
    let codingPath: [any CodingKey]
    private(set) var count = 0
    /// Where the `[` stands in the sink.
    private let start: Int
    /// Each element's range in the sink (for a pending one, its indent) and what it wrote on its own.
    private var elements: [(range: Range<Int>, pending: PendingJSON?)] = []
    private var hasPending = false

    init(sink: JSONByteSink, depth: Int, codingPath: [any CodingKey]) {
        self.sink = sink
        self.depth = depth
        self.codingPath = codingPath
        start = sink.count
        sink.append(0x5B)
    }

    private func element(_ write: (JSONByteSink) throws -> Void) rethrows {
        sink.separator(first: count == 0)
        let elementStart = sink.count
        sink.indent(depth + 1)
        try write(sink)
        elements.append((elementStart..<sink.count, nil))
        count += 1
    }

    private var elementPath: [any CodingKey] { codingPath + [JSONIndexKey(index: count)] }

    func encodeNil() throws { element { $0.literal("null") } }
    func encode(_ value: Bool) throws { element { $0.literal(value ? "true" : "false") } }
    func encode(_ value: String) throws { element { $0.string(value) } }
    func encode(_ value: Double) throws { try element { try $0.float(value, elementPath) } }
    func encode(_ value: Float) throws { try element { try $0.float(value, elementPath) } }
    func encode(_ value: Int) throws { element { $0.integer(value) } }
    func encode(_ value: Int8) throws { element { $0.integer(value) } }
    func encode(_ value: Int16) throws { element { $0.integer(value) } }
    func encode(_ value: Int32) throws { element { $0.integer(value) } }
    func encode(_ value: Int64) throws { element { $0.integer(value) } }
    func encode(_ value: UInt) throws { element { $0.integer(value) } }
    func encode(_ value: UInt8) throws { element { $0.integer(value) } }
    func encode(_ value: UInt16) throws { element { $0.integer(value) } }
    func encode(_ value: UInt32) throws { element { $0.integer(value) } }
    func encode(_ value: UInt64) throws { element { $0.integer(value) } }

    func encode<T: Encodable>(_ value: T) throws {
        let depth = depth + 1
        let path = elementPath
        try element { try JSONValueEncoder.write(value, sink: $0, depth: depth, codingPath: path) }
    }

    /// An element written into a sink of its own, put in its place when the array closes.
    private func pendingElement(_ pending: @escaping PendingJSON) {
        sink.separator(first: count == 0)
        let elementStart = sink.count
        sink.indent(depth + 1)
        elements.append((elementStart..<sink.count, pending))
        hasPending = true
        count += 1
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONObjectContainer(sink: JSONByteSink(), depth: depth + 1, codingPath: elementPath)
        pendingElement {
            nested.close()
            return nested.sink.bytes
        }
        return KeyedEncodingContainer(JSONKeyedContainer<NestedKey>(object: nested))
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = JSONArrayContainer(sink: JSONByteSink(), depth: depth + 1, codingPath: elementPath)
        pendingElement {
            nested.close()
            return nested.sink.bytes
        }
        return nested
    }

    func superEncoder() -> any Encoder {
        let encoder = JSONValueEncoder(sink: JSONByteSink(), depth: depth + 1, codingPath: elementPath)
        pendingElement {
            encoder.finish()
            return encoder.sink.bytes
        }
        return encoder
    }

    func close() {
        if count == 0 {
            sink.literal("\n\n")
        } else if !hasPending {
            sink.append(0x0A)
        } else {
            var rebuilt: [UInt8] = [0x5B]
            for (position, element) in elements.enumerated() {
                if position > 0 { rebuilt.append(0x2C) }
                rebuilt.append(0x0A)
                rebuilt.append(contentsOf: sink.bytes(in: element.range))
                if let pending = element.pending { rebuilt += pending() }
            }
            rebuilt.append(0x0A)
            sink.replaceTail(from: start, with: rebuilt)
        }
        sink.indent(depth)
        sink.append(0x5D)
    }
}

/// A single value: written where it stands, at its encoder's depth.
final class JSONSingleValueContainer: JSONContainer, SingleValueEncodingContainer {
    let sink: JSONByteSink
    let depth: Int
    let codingPath: [any CodingKey]

    init(sink: JSONByteSink, depth: Int, codingPath: [any CodingKey]) {
        self.sink = sink
        self.depth = depth
        self.codingPath = codingPath
    }

    func close() {}

    func encodeNil() throws { sink.literal("null") }
    func encode(_ value: Bool) throws { sink.literal(value ? "true" : "false") }
    func encode(_ value: String) throws { sink.string(value) }
    func encode(_ value: Double) throws { try sink.float(value, codingPath) }
    func encode(_ value: Float) throws { try sink.float(value, codingPath) }
    func encode(_ value: Int) throws { sink.integer(value) }
    func encode(_ value: Int8) throws { sink.integer(value) }
    func encode(_ value: Int16) throws { sink.integer(value) }
    func encode(_ value: Int32) throws { sink.integer(value) }
    func encode(_ value: Int64) throws { sink.integer(value) }
    func encode(_ value: UInt) throws { sink.integer(value) }
    func encode(_ value: UInt8) throws { sink.integer(value) }
    func encode(_ value: UInt16) throws { sink.integer(value) }
    func encode(_ value: UInt32) throws { sink.integer(value) }
    func encode(_ value: UInt64) throws { sink.integer(value) }
    func encode<T: Encodable>(_ value: T) throws {
        try JSONValueEncoder.write(value, sink: sink, depth: depth, codingPath: codingPath)
    }
}
