/// One node of a YAML document, copied out of libyaml into plain values (`YAMLReader`): a mapping,
/// a sequence or a scalar, each with the position of its first character.
///
/// Positions are 1-based lines and 1-based UTF-8 byte columns, as everywhere in linkaudit (see
/// `docs/model.md`, Positions). Tags are not kept; scalars are their text as written, unquoted and
/// unescaped (`"yes"` and `yes` are both the text `yes`). Aliases are replaced by the node their
/// anchor names.
public indirect enum YAMLNode: Hashable, Sendable {
    /// Key-value pairs in document order. Keys are nodes too; `YAMLNode.value(for:)` looks one up
    /// by its scalar text.
    case mapping([(key: YAMLNode, value: YAMLNode)], at: YAMLPosition)
    case sequence([YAMLNode], at: YAMLPosition)
    case scalar(String, at: YAMLPosition)

    /// Where the node starts.
    public var position: YAMLPosition {
        switch self {
        case .mapping(_, let position), .sequence(_, let position), .scalar(_, let position): position
        }
    }

    /// The text of a scalar; `nil` for a mapping or a sequence.
    public var scalar: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }

    /// For a mapping, the value of the first key whose scalar text is `key`; `nil` otherwise.
    public func value(for key: String) -> YAMLNode? {
        guard case .mapping(let pairs, _) = self else { return nil }
        return pairs.first { $0.key.scalar == key }?.value
    }

    public static func == (left: YAMLNode, right: YAMLNode) -> Bool {
        switch (left, right) {
        case (.scalar(let a, let p), .scalar(let b, let q)): a == b && p == q
        case (.sequence(let a, let p), .sequence(let b, let q)): a == b && p == q
        case (.mapping(let a, let p), .mapping(let b, let q)):
            p == q && a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .scalar(let text, let position): hasher.combine(0); hasher.combine(text); hasher.combine(position)
        case .sequence(let items, let position): hasher.combine(1); hasher.combine(items); hasher.combine(position)
        case .mapping(let pairs, let position):
            hasher.combine(2)
            hasher.combine(position)
            for pair in pairs { hasher.combine(pair.key); hasher.combine(pair.value) }
        }
    }
}

/// A position in a YAML text: 1-based line, 1-based UTF-8 byte column.
public struct YAMLPosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// Why a YAML text could not be read, and where (1-based line, 1-based UTF-8 byte column).
public struct YAMLError: Error, Hashable, Sendable {
    /// libyaml's description of the problem ("did not find expected key", …).
    public var message: String
    public var position: YAMLPosition
}
