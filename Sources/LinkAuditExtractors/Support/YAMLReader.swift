import CLibYAML

/// Reads one YAML document into a `YAMLNode` tree with libyaml, the only caller of libyaml.
///
/// Every libyaml resource (the parser, each event) is freed before returning. libyaml counts
/// columns in characters; they are turned into UTF-8 byte columns here against the text.
public enum YAMLReader {
    /// Reads the first document of a YAML text.
    /// - Parameter bytes: the text, UTF-8.
    /// - Returns: the document's root node; `nil` for an empty text (no document).
    /// - Throws: `YAMLError` at the position libyaml reports for a syntax error.
    public static func read(_ bytes: [UInt8]) throws(YAMLError) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError(message: "the YAML reader could not start", position: YAMLPosition(line: 1, column: 1))
        }
        defer { yaml_parser_delete(&parser) }
        let lines = LineStarts(bytes)
        return try bytes.withUnsafeBufferPointer { buffer throws(YAMLError) -> YAMLNode? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = TreeBuilder(lines: lines)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    let message = parser.problem.map { String(cString: $0) } ?? "not valid YAML"
                    throw YAMLError(message: message, position: lines.position(parser.problem_mark))
                }
                defer { yaml_event_delete(&event) }
                if try builder.take(event) { break }
            }
            return builder.root
        }
    }

    /// The byte offset where each line starts, to turn libyaml's character columns into byte columns.
    private struct LineStarts {
        let bytes: [UInt8]
        var starts: [Int] = [0]

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        }

        func position(_ mark: yaml_mark_t) -> YAMLPosition {
            let line = min(Int(mark.line), starts.count - 1)
            var offset = starts[line]
            var characters = Int(mark.column)
            while characters > 0, offset < bytes.count, bytes[offset] != 0x0A {
                offset += 1
                // Skip continuation bytes: one column per character.
                while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                characters -= 1
            }
            return YAMLPosition(line: line + 1, column: offset - starts[line] + 1)
        }
    }

    /// Builds the tree from libyaml's events, one container per open mapping or sequence.
    private struct TreeBuilder {
        let lines: LineStarts
        enum Open {
            case mapping([YAMLNode], YAMLPosition, anchor: String?)
            case sequence([YAMLNode], YAMLPosition, anchor: String?)
        }
        var stack: [Open] = []
        /// How many nodes each open container holds once every alias in it is expanded.
        var weights: [Int] = []
        var anchors: [String: (node: YAMLNode, weight: Int)] = [:]
        var root: YAMLNode?
        /// The most nodes a document may expand to through aliases. The tree shares an aliased
        /// node rather than copying it, but whoever walks it (the configuration decoder) visits
        /// every expansion: ten anchors of ten aliases each (a "billion laughs" document) would be
        /// 10^10 nodes.
        static let expandedNodeLimit = 100_000
        /// The deepest nesting of mappings and sequences read. Deeper documents are refused: the
        /// tree's nodes nest in memory as deeply, and walking or freeing them recurses.
        static let depthLimit = 1_000

        /// Takes one event; `true` once the first document has ended.
        /// - Throws: `YAMLError` at an alias that makes the document expand past `expandedNodeLimit`.
        mutating func take(_ event: yaml_event_t) throws(YAMLError) -> Bool {
            let position = lines.position(event.start_mark)
            switch event.type {
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let text =
                    scalar.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: Int(scalar.length)), as: UTF8.self) } ?? ""
                add(.scalar(text, at: position), weight: 1, anchor: Self.string(scalar.anchor))
            case YAML_ALIAS_EVENT:
                let name = Self.string(event.data.alias.anchor) ?? ""
                let target = anchors[name] ?? (.scalar("*" + name, at: position), 1)
                add(target.node, weight: target.weight, anchor: nil)
                if (weights.last ?? target.weight) > Self.expandedNodeLimit {
                    throw YAMLError(
                        message: "the aliases expand to more than \(Self.expandedNodeLimit) nodes; write the values out",
                        position: position)
                }
            case YAML_MAPPING_START_EVENT where stack.count >= Self.depthLimit,
                YAML_SEQUENCE_START_EVENT where stack.count >= Self.depthLimit:
                throw YAMLError(message: "nested deeper than \(Self.depthLimit) levels", position: position)
            case YAML_MAPPING_START_EVENT:
                stack.append(.mapping([], position, anchor: Self.string(event.data.mapping_start.anchor)))
                weights.append(1)
            case YAML_SEQUENCE_START_EVENT:
                stack.append(.sequence([], position, anchor: Self.string(event.data.sequence_start.anchor)))
                weights.append(1)
            case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                guard let open = stack.popLast(), let weight = weights.popLast() else { break }
                switch open {
                case .mapping(let items, let start, let anchor):
                    let pairs = stride(from: 0, to: items.count - 1, by: 2).map { (key: items[$0], value: items[$0 + 1]) }
                    add(.mapping(pairs, at: start), weight: weight, anchor: anchor)
                case .sequence(let items, let start, let anchor):
                    add(.sequence(items, at: start), weight: weight, anchor: anchor)
                }
                if (weights.last ?? weight) > Self.expandedNodeLimit {
                    throw YAMLError(
                        message: "the aliases expand to more than \(Self.expandedNodeLimit) nodes; write the values out",
                        position: position)
                }
            case YAML_DOCUMENT_END_EVENT, YAML_STREAM_END_EVENT:
                return true
            default:
                break
            }
            return false
        }

        /// Adds `node`, which expands to `weight` nodes, to the open container (or as the root).
        private mutating func add(_ node: YAMLNode, weight: Int, anchor: String?) {
            if let anchor { anchors[anchor] = (node, weight) }
            if !weights.isEmpty { weights[weights.count - 1] += weight }
            guard let top = stack.popLast() else {
                root = node
                return
            }
            switch top {
            case .mapping(var items, let position, let anchor):
                items.append(node)
                stack.append(.mapping(items, position, anchor: anchor))
            case .sequence(var items, let position, let anchor):
                items.append(node)
                stack.append(.sequence(items, position, anchor: anchor))
            }
        }

        private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
        }
    }
}
