/// Looks at how deeply a Swift file nests its brackets, byte by byte, before SwiftParser reads it,
/// and blanks out what is nested too deeply for SwiftParser to read safely.
///
/// SwiftParser recurses once per level of nesting. Its own limit (`maximumNestingLevel`) counts
/// `(`, `[` and `{`, but not generic angle brackets: a 3 kB file of `A<A<A<…>>>` overflows the stack
/// and kills the process. And square brackets nested without a brace between them (`[[[…]]]`,
/// `[(a: [(a: …)])]`, `[A<[A<…>]>]`) cost twice the time with each level: at every `[` its lookahead
/// for an inline array type (`[3 of Int]`) tries the rest again as a type, which holds the next `[`
/// (hostile-input run of issue 12: 20 levels took 2 s, 30 would take an hour).
///
/// So the guard counts the open `(`, `[`, `{`, string interpolations and generic `<` (a `<` right
/// after a name or a `>`: `Set<Int>`, not `a < b`), skipping comments and string literals. Where the
/// depth passes ``depthLimit``, or the square brackets since the nearest enclosing `{` pass
/// ``squareBracketLimit``, everything between that bracket and its closing one (to the end of the
/// file when there is none) becomes spaces, line breaks kept: the parser reads an empty bracket
/// there, every offset, line and column of the rest of the file stays as it was, and the links
/// outside the blanked part are still read.
struct SwiftNestingGuard {
    /// Brackets of every kind nested deeper than this are not read: SwiftParser's own default for
    /// `(`, `[` and `{`.
    static let depthLimit = 256
    /// Square brackets nested deeper than this without a brace between them are not read: 10 levels
    /// cost SwiftParser about 30 ms, and each more level doubles it.
    static let squareBracketLimit = 10

    /// What passed a limit first.
    struct Violation: Equatable {
        /// The 0-based UTF-8 offset of the bracket that passed the limit.
        var offset: Int
        /// What was exceeded, for the input error's message.
        var message: String
    }

    /// The bytes SwiftParser should read: `bytes` itself, or a copy with each too-deep part blanked.
    var bytes: [UInt8]
    /// The first bracket that passed a limit, or `nil` when the file is within both.
    var firstViolation: Violation?

    private enum Frame {
        /// `(`, `[`, `{` or generic `<`, with the square brackets open since the nearest `{`.
        case bracket(UInt8, squares: Int)
        /// `\(` in a string: code until its `)`.
        case interpolation
        /// A string literal: its `#` count and whether it is `"""`.
        case string(hashes: Int, multiline: Bool)
    }

    /// Scans `source` (UTF-8, no byte order mark) once.
    init(_ source: [UInt8]) {
        bytes = source
        var stack: [Frame] = []
        var depth = 0
        // The stack height at which a blanked region started (the frame of its bracket), if any.
        var blanking: (frame: Int, start: Int)?
        var blankedRanges: [Range<Int>] = []
        let count = source.count
        var index = 0

        func squares() -> Int {
            if case .bracket(_, let squares)? = stack.last { return squares }
            return 0
        }
        func pop(at offset: Int) {
            guard let frame = stack.popLast() else { return }
            if case .string = frame {} else { depth -= 1 }
            if let region = blanking, stack.count <= region.frame {
                blankedRanges.append(region.start..<offset)
                blanking = nil
            }
        }
        func popAngles(at offset: Int) {
            while case .bracket(UInt8(ascii: "<"), _)? = stack.last { pop(at: offset) }
        }
        func push(_ frame: Frame, at offset: Int) {
            stack.append(frame)
            if case .string = frame { return }
            depth += 1
            var squareCount = 0
            if case .bracket(_, let squares) = frame { squareCount = squares }
            guard blanking == nil, depth > Self.depthLimit || squareCount > Self.squareBracketLimit else { return }
            blanking = (stack.count - 1, offset + 1)
            if firstViolation == nil {
                firstViolation = Violation(
                    offset: offset,
                    message: depth > Self.depthLimit
                        ? "Swift code nested deeper than \(Self.depthLimit) levels: not read from here to its closing bracket"
                        : "Swift square brackets nested deeper than \(Self.squareBracketLimit) levels: not read from here to the closing bracket (SwiftParser takes twice as long with each level)"
                )
            }
        }
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
                || byte >= 0x80
        }
        func at(_ offset: Int, _ ascii: Unicode.Scalar) -> Bool { offset < count && source[offset] == UInt8(ascii: ascii) }

        while index < count {
            let byte = source[index]
            if case .string(let hashes, let multiline)? = stack.last {
                index = Self.stepInString(source, index, hashes: hashes, multiline: multiline) { event, offset in
                    switch event {
                    case .close: pop(at: offset)
                    case .interpolation: push(.interpolation, at: offset)
                    }
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "/") where at(index + 1, "/"):
                while index < count, source[index] != 0x0A { index += 1 }
                continue
            case UInt8(ascii: "/") where at(index + 1, "*"):
                index = Self.endOfBlockComment(source, from: index)
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                var hashes = 0
                while at(index + hashes, "#") { hashes += 1 }
                guard at(index + hashes, "\"") else {
                    index += max(hashes, 1)
                    continue
                }
                let quote = index + hashes
                let multiline = at(quote + 1, "\"") && at(quote + 2, "\"")
                push(.string(hashes: hashes, multiline: multiline), at: index)
                index = quote + (multiline ? 3 : 1)
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["):
                push(.bracket(byte, squares: squares() + (byte == UInt8(ascii: "[") ? 1 : 0)), at: index)
            case UInt8(ascii: "{"):
                popAngles(at: index)
                push(.bracket(byte, squares: 0), at: index)
            case UInt8(ascii: "<") where index > 0 && (isNameByte(source[index - 1]) || source[index - 1] == UInt8(ascii: ">")):
                push(.bracket(byte, squares: squares()), at: index)
            case UInt8(ascii: ">") where !(index > 0 && source[index - 1] == UInt8(ascii: "-")):
                if case .bracket(UInt8(ascii: "<"), _)? = stack.last { pop(at: index) }
            case UInt8(ascii: "="), UInt8(ascii: ";"),
                UInt8(ascii: "&") where at(index + 1, "&"), UInt8(ascii: "|") where at(index + 1, "|"):
                popAngles(at: index)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                popAngles(at: index)
                pop(at: index)
            default: break
            }
            index += 1
        }
        if let region = blanking { blankedRanges.append(region.start..<count) }
        for range in blankedRanges {
            for offset in range where source[offset] != 0x0A && source[offset] != 0x0D { bytes[offset] = 0x20 }
        }
    }

    private enum StringEvent { case close, interpolation }

    /// Reads one step of a string literal from `index`: an escape, an interpolation's `\(`, the
    /// closing quote, or one byte. A line break ends a one-line literal (an unterminated one).
    /// - Returns: the offset after what was read.
    private static func stepInString(
        _ source: [UInt8], _ index: Int, hashes: Int, multiline: Bool, _ report: (StringEvent, Int) -> Void
    ) -> Int {
        let count = source.count
        func hashesFollow(_ offset: Int) -> Bool {
            guard offset + hashes <= count else { return false }
            return (0..<hashes).allSatisfy { source[offset + $0] == UInt8(ascii: "#") }
        }
        let byte = source[index]
        if byte == UInt8(ascii: "\\"), hashesFollow(index + 1) {
            let next = index + 1 + hashes
            if next < count, source[next] == UInt8(ascii: "(") {
                report(.interpolation, next)
                return next + 1
            }
            return min(count, next + 1)
        }
        if byte == UInt8(ascii: "\"") {
            let quotes = multiline ? 3 : 1
            if index + quotes <= count, (0..<quotes).allSatisfy({ source[index + $0] == UInt8(ascii: "\"") }),
                hashesFollow(index + quotes)
            {
                report(.close, index)
                return index + quotes + hashes
            }
        }
        if byte == 0x0A, !multiline {
            report(.close, index)
            return index + 1
        }
        return index + 1
    }

    /// The offset after the `/* … */` comment starting at `start`; comments nest, as in Swift.
    private static func endOfBlockComment(_ source: [UInt8], from start: Int) -> Int {
        var depth = 0
        var index = start
        while index + 1 < source.count {
            if source[index] == UInt8(ascii: "/"), source[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if source[index] == UInt8(ascii: "*"), source[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return source.count
    }
}
