/// The one-pass tables that keep `MarkdownSourceScanner` linear on hostile blocks (issue 12: a block
/// of 100,000 `[`, or 20,000 `[x](` on one line, was read again from each bracket), and the reader
/// of look-alike brackets.
extension MarkdownSourceScanner {
    /// `closingBracket` for every `[` and `(` at once: the same steps (escapes, code spans), one
    /// stack per kind of bracket. A bracket the scan does not meet from the start (one inside an
    /// escape or a code span) is not listed, and `closingBracket` reads on from it as before.
    func matchBrackets() -> [Int: Int] {
        var closers: [Int: Int] = [:]
        var squares: [Int] = []
        var rounds: [Int] = []
        var index = 0
        while index < bytes.count {
            if let step = skipEscapeOrCode(at: index) {
                index = step.next
                continue
            }
            switch bytes[index] {
            case UInt8(ascii: "["): squares.append(index)
            case UInt8(ascii: "("): rounds.append(index)
            case UInt8(ascii: "]"): if let open = squares.popLast() { closers[open] = index }
            case UInt8(ascii: ")"): if let open = rounds.popLast() { closers[open] = index }
            default: break
            }
            index += 1
        }
        for open in squares + rounds { closers[open] = -1 }
        return closers
    }

    /// The step over an escape (`\\` and the byte after it) or a run of backticks at `index`, with
    /// the code span it opens when a run of the same length closes it; `nil` for any other byte.
    /// The one tokenizer of `scan()` and `matchBrackets()`.
    func skipEscapeOrCode(at index: Int) -> (next: Int, codeSpan: Range<Int>?)? {
        switch bytes[index] {
        case UInt8(ascii: "\\"):
            return (index + 2, nil)
        case UInt8(ascii: "`"):
            let run = runLength(of: UInt8(ascii: "`"), at: index)
            guard let close = findClosingBackticks(length: run, from: index + run) else { return (index + run, nil) }
            return (close + run, index..<(close + run))
        default:
            return nil
        }
    }

    /// The pairs of parentheses in runs of text (see `destinationParentheses`): one pass, a stack.
    static func matchParentheses(in bytes: [UInt8], escapes: Bool) -> [Int: Int] {
        var matches: [Int: Int] = [:]
        var open: [Int] = []
        var index = 0
        func endRun(at end: Int) {
            for start in open { matches[start] = -(end + 1) }
            open.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if escapes, byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if escapes ? MarkdownSourceScanner.endsDestination(byte) : byte == 0x0A {
                endRun(at: index)
            } else if byte == UInt8(ascii: "(") {
                open.append(index)
            } else if byte == UInt8(ascii: ")"), let start = open.popLast() {
                matches[start] = index
            }
            index += 1
        }
        endRun(at: bytes.count)
        return matches
    }

    /// Scans from `start` to the first `stop` byte (or a newline when `stopsAtLine`), stepping over
    /// escapes; `nil` when it reaches the end of the line or block first. A scan that fails over a
    /// range without `\\` is remembered: one starting later in that range fails the same way.
    mutating func scanFor(_ stop: UInt8, from start: Int, stopsAtLine: Bool) -> (found: Int?, end: Int) {
        if let failed = failedScans[stop], failed.contains(start) { return (nil, failed.upperBound) }
        var index = start
        var sawEscape = false
        while index < bytes.count, bytes[index] != stop, !(stopsAtLine && bytes[index] == 0x0A) {
            if bytes[index] == UInt8(ascii: "\\") {
                sawEscape = true
                index += 1
            }
            index += 1
        }
        let end = min(index, bytes.count)
        if end < bytes.count, bytes[end] == stop { return (end, end) }
        if !sawEscape { failedScans[stop] = start..<end }
        return (nil, end)
    }

    static let lookalikeOpeners: [[UInt8]] = [[0xEF, 0xBC, 0xBB], [0xE3, 0x80, 0x90], [0xE3, 0x80, 0x94]]
    static let lookalikeClosers: [[UInt8]] = [[0xEF, 0xBC, 0xBD], [0xE3, 0x80, 0x91], [0xE3, 0x80, 0x95], [UInt8(ascii: "]")]]
    static let openParentheses: [[UInt8]] = [[UInt8(ascii: "(")], [0xEF, 0xBC, 0x88]]
    static let closeParentheses: [[UInt8]] = [[UInt8(ascii: ")")], [0xEF, 0xBC, 0x89]]

    /// After a look-alike opening bracket: `text`, a closing bracket (look-alike or ASCII), an
    /// opening parenthesis (ASCII or fullwidth), a destination and its closing parenthesis, all on
    /// one line: `［text］（url）`, `【text】(url)`. Returns the offset of the last byte.
    func lookalikeLinkEnd(from offset: Int) -> Int? {
        func match(_ options: [[UInt8]], at index: Int) -> Int? {
            options.first { matches($0, at: index) }?.count
        }
        var index = offset
        while index < bytes.count, bytes[index] != 0x0A {
            if let closer = match(Self.lookalikeClosers, at: index) {
                guard let open = match(Self.openParentheses, at: index + closer) else { return nil }
                var close = index + closer + open
                while close < bytes.count, bytes[close] != 0x0A {
                    if let length = match(Self.closeParentheses, at: close) { return close + length - 1 }
                    close += 1
                }
                return nil
            }
            index += 1
        }
        return nil
    }
}
