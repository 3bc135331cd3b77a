import LinkAuditModel

/// A message in ICU MessageFormat syntax (Flutter ARB, FormatJS, i18next's ICU plugin), expanded
/// into the texts it can show (issue 27, see `docs/model.md`, Variations).
///
/// `{count, plural, =0{…} one{…} other{…}}`, `{gender, select, …}` and `{n, selectordinal, …}` are
/// choices: each branch gives its own variant, named `plural.one`, `plural.=0`, `select.female`,
/// `ordinal.few` (nested choices joined: `select.female.plural.one`), with the text around the
/// choice in every variant. A simple argument (`{name}`), a formatted one (`{total, number}`) and a
/// plural's `#` stay in the text as written. Every decoded byte keeps the file offset it came from.
struct ICUMessage {
    /// One text the message can show.
    struct Variant: Equatable {
        /// The branches chosen, joined with `.`; `nil` for a message without choices.
        var variation: String?
        var bytes: [UInt8] = []
        var offsets: [Int] = []
    }

    /// Why a message was read as plain text, or read only in part.
    struct Problem: Equatable {
        /// Index in the message's bytes.
        var index: Int
        var message: String
    }

    /// At most this many variants are read from one message (nested choices multiply).
    static let variantLimit = 64

    /// The variants of a message.
    /// - Parameters:
    ///   - bytes: the message's decoded UTF-8 bytes.
    ///   - offsets: `offsets[i]` is the file byte offset of `bytes[i]`.
    ///   - apostropheQuoting: whether `'` quotes syntax characters, as ICU reads it (`'{'`, `''`);
    ///     Flutter's gen-l10n reads `'` as itself unless `use-escaping` is set.
    /// - Returns: the variants in branch order; a message whose braces do not balance is one
    ///   variant of its text as written, with the problem; one past ``variantLimit`` variants keeps
    ///   the first ones, with a problem.
    static func variants(of bytes: [UInt8], offsets: [Int], apostropheQuoting: Bool) -> (variants: [Variant], problem: Problem?) {
        // Most messages hold no choice and no quoting: their text is their one variant.
        if !bytes.contains(UInt8(ascii: "{")), !(apostropheQuoting && bytes.contains(UInt8(ascii: "'"))) {
            return ([Variant(variation: nil, bytes: bytes, offsets: offsets)], nil)
        }
        var parser = Parser(bytes: bytes, offsets: offsets, apostropheQuoting: apostropheQuoting)
        let nodes = parser.message(inPlural: false, depth: 0)
        if let problem = parser.problem ?? (parser.index < bytes.count ? Problem(index: parser.index, message: "unmatched '}'") : nil) {
            return ([Variant(variation: nil, bytes: bytes, offsets: offsets)], problem)
        }
        var truncated = false
        let expanded = expand(nodes, truncated: &truncated)
        let problem =
            truncated
            ? Problem(
                index: 0, message: "the message's choices give more than \(variantLimit) variants: the first \(variantLimit) are read")
            : nil
        return (
            expanded.map {
                Variant(variation: $0.parts.isEmpty ? nil : $0.parts.joined(separator: "."), bytes: $0.bytes, offsets: $0.offsets)
            }, problem
        )
    }

    /// A parsed piece of a message.
    fileprivate indirect enum Node {
        case text([UInt8], [Int])
        /// `kind` is `plural`, `select` or `ordinal`.
        case choice(kind: String, branches: [(key: String, nodes: [Node])])
    }

    private struct Partial {
        var parts: [String] = []
        var bytes: [UInt8] = []
        var offsets: [Int] = []
    }

    private static func expand(_ nodes: [Node], truncated: inout Bool) -> [Partial] {
        var partials = [Partial()]
        for node in nodes {
            switch node {
            case .text(let bytes, let offsets):
                for index in partials.indices {
                    partials[index].bytes += bytes
                    partials[index].offsets += offsets
                }
            case .choice(let kind, let branches):
                var next: [Partial] = []
                // Each branch expanded once, whatever comes before it: nodes are visited once.
                let inners = branches.map { expand($0.nodes, truncated: &truncated) }
                outer: for partial in partials {
                    for (branch, expansions) in zip(branches, inners) {
                        for inner in expansions {
                            guard next.count < variantLimit else {
                                truncated = true
                                break outer
                            }
                            next.append(
                                Partial(
                                    parts: partial.parts + [kind, branch.key] + inner.parts, bytes: partial.bytes + inner.bytes,
                                    offsets: partial.offsets + inner.offsets))
                        }
                    }
                }
                partials = next
            }
        }
        return partials
    }
}

extension ICUMessage {
    fileprivate struct Parser {
        let bytes: [UInt8]
        let offsets: [Int]
        let apostropheQuoting: Bool
        var index = 0
        var problem: Problem?

        init(bytes: [UInt8], offsets: [Int], apostropheQuoting: Bool) {
            self.bytes = bytes
            self.offsets = offsets
            self.apostropheQuoting = apostropheQuoting
        }

        private static let open = UInt8(ascii: "{")
        private static let close = UInt8(ascii: "}")
        private static let quote = UInt8(ascii: "'")

        /// Text and arguments up to an unmatched `}` (left for the caller) or the end.
        mutating func message(inPlural: Bool, depth: Int) -> [Node] {
            var nodes: [Node] = []
            var text: [UInt8] = []
            var textOffsets: [Int] = []
            func flush() {
                if !text.isEmpty { nodes.append(.text(text, textOffsets)) }
                text = []
                textOffsets = []
            }
            while index < bytes.count, problem == nil {
                let byte = bytes[index]
                if byte == Self.close { break }
                if apostropheQuoting, byte == Self.quote {
                    quoted(inPlural: inPlural, into: &text, offsets: &textOffsets)
                    continue
                }
                if byte == Self.open {
                    guard depth < 20 else {
                        problem = Problem(index: index, message: "choices nested more than 20 deep")
                        break
                    }
                    let start = index
                    if let choice = argument(depth: depth) {
                        flush()
                        nodes.append(choice)
                    } else if problem == nil {
                        // A simple or formatted argument stays as written.
                        text += bytes[start..<index]
                        textOffsets += offsets[start..<index]
                    }
                    continue
                }
                text.append(byte)
                textOffsets.append(offsets[index])
                index += 1
            }
            flush()
            return nodes
        }

        /// ICU's apostrophe: `''` is one `'`; `'` before `{`, `}`, `|` (or `#` in a plural) quotes
        /// up to the next lone `'`; any other `'` is itself.
        private mutating func quoted(inPlural: Bool, into text: inout [UInt8], offsets textOffsets: inout [Int]) {
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if next == Self.quote {
                text.append(Self.quote)
                textOffsets.append(offsets[index])
                index += 2
                return
            }
            guard next == Self.open || next == Self.close || next == UInt8(ascii: "|") || (inPlural && next == UInt8(ascii: "#")) else {
                text.append(Self.quote)
                textOffsets.append(offsets[index])
                index += 1
                return
            }
            index += 1
            while index < bytes.count {
                if bytes[index] == Self.quote {
                    if index + 1 < bytes.count, bytes[index + 1] == Self.quote {
                        text.append(Self.quote)
                        textOffsets.append(offsets[index])
                        index += 2
                        continue
                    }
                    index += 1
                    return
                }
                text.append(bytes[index])
                textOffsets.append(offsets[index])
                index += 1
            }
        }

        /// Reads the argument whose `{` is at `index`, leaving `index` after its `}`.
        /// - Returns: a choice node; `nil` for a simple or formatted argument (or after a problem).
        private mutating func argument(depth: Int) -> Node? {
            let start = index
            index += 1
            skipSpace()
            let name = word()
            skipSpace()
            guard index < bytes.count else { return fail(start, "'{' without its '}'") }
            if bytes[index] == Self.close {
                index += 1
                return nil
            }
            guard bytes[index] == UInt8(ascii: ","), !name.isEmpty else { return skipArgument(from: start) }
            index += 1
            skipSpace()
            let type = word()
            skipSpace()
            guard ["plural", "select", "selectordinal"].contains(type), index < bytes.count, bytes[index] == UInt8(ascii: ",") else {
                return skipArgument(from: start)
            }
            index += 1
            var branches: [(key: String, nodes: [Node])] = []
            while true {
                skipSpace()
                guard index < bytes.count else { return fail(start, "'{' without its '}'") }
                if bytes[index] == Self.close {
                    index += 1
                    break
                }
                let key = word()
                if key.hasPrefix("offset:") || key == "offset" {
                    // `offset:1` changes `#`, not the branches.
                    if key == "offset" {
                        skipSpace()
                        if index < bytes.count, bytes[index] == UInt8(ascii: ":") { index += 1 }
                        skipSpace()
                        _ = word()
                    }
                    continue
                }
                skipSpace()
                guard !key.isEmpty, index < bytes.count, bytes[index] == Self.open else {
                    return fail(index, "a \(type) branch needs a selector and a {message}")
                }
                index += 1
                let nodes = message(inPlural: type != "select", depth: depth + 1)
                guard problem == nil else { return nil }
                guard index < bytes.count, bytes[index] == Self.close else { return fail(start, "'{' without its '}'") }
                index += 1
                branches.append((key, nodes))
            }
            return .choice(kind: type == "selectordinal" ? "ordinal" : type, branches: branches)
        }

        /// Skips a formatted argument (`{total, number, ::currency/EUR}`) to its matching `}`.
        private mutating func skipArgument(from start: Int) -> Node? {
            var level = 1
            while index < bytes.count {
                if bytes[index] == Self.open { level += 1 }
                if bytes[index] == Self.close {
                    level -= 1
                    if level == 0 {
                        index += 1
                        return nil
                    }
                }
                index += 1
            }
            return fail(start, "'{' without its '}'")
        }

        private mutating func fail(_ at: Int, _ message: String) -> Node? {
            if problem == nil { problem = Problem(index: at, message: message) }
            return nil
        }

        private mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        /// A name, type or selector: bytes up to white space or syntax.
        private mutating func word() -> String {
            let start = index
            while index < bytes.count, ![0x20, 0x09, 0x0A, 0x0D, Self.open, Self.close, UInt8(ascii: ",")].contains(bytes[index]) {
                index += 1
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
    }
}

extension ICUMessage {
    /// The located warning for a message whose ICU syntax is broken (then read as plain text) or
    /// whose variants were cut.
    /// - Parameters:
    ///   - offsets: the message's file offsets per decoded byte; `fallback` when it is empty.
    static func warning(
        _ problem: Problem, variants: [Variant], offsets: [Int], fallback: Int, file: String, lineIndex: LineIndex
    ) -> AuditError {
        let position = lineIndex.position(ofByte: offsets.isEmpty ? fallback : offsets[min(problem.index, offsets.count - 1)])
        return AuditError(
            file: file, line: position.line, column: position.utf8Column,
            message: "ICU message syntax: \(problem.message)"
                + (variants.count == 1 && variants[0].variation == nil ? "; the message is read as plain text" : ""))
    }
}

extension ExtractedDocument {
    /// The file's JSON, or `nil` after recording why it is not JSON (a located error).
    mutating func parseJSON(_ bytes: [UInt8]) -> JSONDocument? {
        guard let text = StringTableText.decode(bytes, reportingTo: &self) else { return nil }
        do {
            return try JSONDocument(parsing: text)
        } catch {
            errors.append(AuditError(file: file, line: error.line, column: error.column, message: error.message))
            return nil
        }
    }
}
