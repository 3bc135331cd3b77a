/// Finds link markup in the source bytes of one Markdown block, because cmark-gfm's inline
/// positions are unreliable: a wrapped link is reported on the line of `](`, links in list items
/// and block quotes are shifted by the container's indent, and extended autolinks come back at 0:0.
///
/// The scanner reads the block's own bytes (container markers removed, each byte mapped back to
/// the file), lists every bracket and angle-bracket construct that could be a link, and tells
/// inline, reference and autolink syntax apart. `MarkdownLinkLocator` then pairs cmark's links with
/// these candidates in document order.
struct MarkdownSourceScanner {
    enum CandidateKind: Equatable {
        case inline, fullReference, collapsedReference, shortcutReference, angleAutolink
    }

    struct Candidate {
        var kind: CandidateKind
        var isImage: Bool
        /// Offset of `[` (or `!` of an image, or `<`) in the block bytes.
        var start: Int
        /// Offset of the last byte (`)`, `]` or `>`), inclusive.
        var end: Int
        /// The bytes between the brackets.
        var textRange: Range<Int>
        /// For `.inline`: the bytes between the parentheses.
        var destinationRange: Range<Int>?
        /// For `.inline`: whether CommonMark accepts the destination and title.
        var isValidInline: Bool = true
        /// For `.inline`: the destination holds a raw space (CommonMark then makes no link).
        var destinationHasSpace: Bool = false
        /// For a shortcut reference: what stands between `]` and a `(…)` that follows on the line,
        /// as in `[text] (url)`, `[text].(url)`, `[text] as published (url)`; `nil` when none follows.
        var gapBeforeParenthesis: ParenthesisGap?
        /// For a full reference: the bytes between the second pair of brackets (the label); a
        /// collapsed one is labelled by its text.
        var labelRange: Range<Int>?
        /// For `.inline`: the closing parenthesis is missing.
        var isUnclosed: Bool = false
    }

    /// What separates a shortcut reference's `]` from the `(` after it.
    enum ParenthesisGap: Equatable {
        /// Spaces or tabs only.
        case spaces
        /// One `.`, `,`, `:` or `;`, with or without spaces.
        case punctuation
        /// One to three words (and the spaces around them).
        case words
    }

    let bytes: [UInt8]
    /// Byte ranges of code spans (backtick to backtick, inclusive): nothing inside is a link.
    private(set) var codeSpans: [Range<Int>] = []
    /// Byte ranges of raw HTML tags (`<` to `>`, inclusive), in order and not overlapping: a URL
    /// in an attribute is no text, so no autolink is found there.
    private(set) var htmlTags: [Range<Int>] = []
    private(set) var candidates: [Candidate] = []
    /// Offsets of fullwidth `［` that begin `［text］（url）`.
    private(set) var fullwidthLinks: [(start: Int, end: Int)] = []
    /// `[text(url)`: a `[` never closed, text, then `(…)` on the same line (offset of `[`, the
    /// bytes between the parentheses).
    private(set) var unclosedBrackets: [(start: Int, destination: Range<Int>)] = []

    /// For each `[` and `(` the tokenizer of `closingBracket` meets from the block's start, the
    /// offset of the bracket that closes it, or -1 when none does: filled in one pass, so that a
    /// block of 100,000 `[` is read in linear time, not once per bracket (issue 12).
    var closers: [Int: Int] = [:]

    /// For each `(` a link destination may hold: the offset of its `)`, or, as `-(end + 1)`, where
    /// the run of text it stands in ends (`destinationParentheses`: escapes read, a space or a
    /// control character ends a run; `lineParentheses`: bytes as they are, a line ends a run). The
    /// scans of `parseInlineTail` jump over each pair instead of reading it again for every `](`.
    var destinationParentheses: [Int: Int] = [:]
    var lineParentheses: [Int: Int] = [:]
    /// Where a scan for `>` (angle destination) or for a title's closing quote ran to the end of its
    /// line or block without meeting one or a `\`: a later scan that starts inside ends there too.
    var failedScans: [UInt8: Range<Int>] = [:]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.contains(UInt8(ascii: "[")) {
            closers = matchBrackets()
            if bytes.contains(UInt8(ascii: "(")) {
                destinationParentheses = Self.matchParentheses(in: bytes, escapes: true)
                lineParentheses = Self.matchParentheses(in: bytes, escapes: false)
            }
        }
        scan()
    }

    /// Whether the byte at `offset` is inside a code span (binary search: spans are in order).
    func isInCodeSpan(_ offset: Int) -> Bool {
        Self.ordered(codeSpans, contain: offset)
    }

    /// The index of the first candidate starting at or after `offset` (candidates are in order of
    /// their start), or `candidates.count`.
    func firstCandidate(atOrAfter offset: Int) -> Int {
        var low = 0
        var high = candidates.count
        while low < high {
            let mid = (low + high) / 2
            if candidates[mid].start < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private mutating func scan() {
        var index = 0
        let count = bytes.count
        while index < count {
            if let step = skipEscapeOrCode(at: index) {
                if let span = step.codeSpan { codeSpans.append(span) }
                index = step.next
                continue
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"):
                if let end = angleAutolinkEnd(from: index) {
                    candidates.append(
                        Candidate(
                            kind: .angleAutolink, isImage: false, start: index, end: end,
                            textRange: (index + 1)..<end))
                    index = end + 1
                    continue
                }
                if htmlTags.last.map({ $0.upperBound <= index }) ?? true, let end = htmlTagEnd(from: index) {
                    htmlTags.append(index..<(end + 1))
                }
            case UInt8(ascii: "["):
                let isImage = index > 0 && bytes[index - 1] == UInt8(ascii: "!") && !(index > 1 && bytes[index - 2] == UInt8(ascii: "\\"))
                if let candidate = bracketCandidate(at: index, isImage: isImage) {
                    candidates.append(candidate)
                } else if !isImage, let destination = unclosedBracketDestination(from: index) {
                    unclosedBrackets.append((index, destination))
                }
            case 0xEF, 0xE3:
                // Look-alike brackets that translation tools and CJK input methods put in place of
                // `[`: ［ (U+FF3B), 【 (U+3010), 〔 (U+3014).
                if Self.lookalikeOpeners.contains(where: { matches($0, at: index) }), let end = lookalikeLinkEnd(from: index + 3) {
                    fullwidthLinks.append((index, end))
                }
            default:
                break
            }
            index += 1
        }
    }

    func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
        offset + pattern.count <= bytes.count && Array(bytes[offset..<(offset + pattern.count)]) == pattern
    }

    func runLength(of byte: UInt8, at offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] == byte { end += 1 }
        return end - offset
    }

    func findClosingBackticks(length: Int, from offset: Int) -> Int? {
        var index = offset
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "`") {
                let run = runLength(of: UInt8(ascii: "`"), at: index)
                if run == length { return index }
                index += run
            } else {
                index += 1
            }
        }
        return nil
    }

    /// `<scheme:…>` (scheme of 2 to 32 characters) or `<local@domain>`; returns the offset of `>`.
    private func angleAutolinkEnd(from start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
            let byte = bytes[index]
            if byte <= 0x20 || byte == UInt8(ascii: "<") { return nil }
            index += 1
        }
        guard index < bytes.count, index > start + 1 else { return nil }
        let inner = bytes[(start + 1)..<index]
        if let colon = inner.firstIndex(of: UInt8(ascii: ":")) {
            let scheme = inner[inner.startIndex..<colon]
            guard (2...32).contains(scheme.count), let first = scheme.first, isLetter(first),
                scheme.allSatisfy({
                    isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-")
                })
            else { return emailLike(inner) ? index : nil }
            return index
        }
        return emailLike(inner) ? index : nil
    }

    private func emailLike(_ inner: ArraySlice<UInt8>) -> Bool {
        guard let at = inner.firstIndex(of: UInt8(ascii: "@")), at > inner.startIndex, at < inner.endIndex - 1 else { return false }
        return !inner.contains(UInt8(ascii: "\\"))
    }

    private func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// Offset of the `]` that closes the bracket opened at `open`, skipping escapes, code spans,
    /// and nested balanced brackets.
    private func closingBracket(from open: Int, opening: UInt8 = UInt8(ascii: "["), closing: UInt8 = UInt8(ascii: "]")) -> Int? {
        if let known = closers[open] { return known < 0 ? nil : known }
        var depth = 0
        var index = open
        while index < bytes.count {
            if let step = skipEscapeOrCode(at: index) {
                index = step.next
                continue
            }
            let byte = bytes[index]
            if byte == opening { depth += 1 }
            if byte == closing {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    private mutating func bracketCandidate(at open: Int, isImage: Bool) -> Candidate? {
        guard let close = closingBracket(from: open) else { return nil }
        let start = isImage ? open - 1 : open
        var candidate = Candidate(
            kind: .shortcutReference, isImage: isImage, start: start, end: close,
            textRange: (open + 1)..<close)
        let next = close + 1
        if next < bytes.count, bytes[next] == UInt8(ascii: "(") {
            candidate.kind = .inline
            let parsed = parseInlineTail(from: next)
            candidate.end = parsed.end
            candidate.destinationRange = parsed.destination
            candidate.isValidInline = parsed.isValid
            candidate.destinationHasSpace = parsed.hasSpace
            candidate.isUnclosed = parsed.isUnclosed
        } else if next < bytes.count, bytes[next] == UInt8(ascii: "["), let labelClose = closingBracket(from: next) {
            candidate.kind = labelClose == next + 1 ? .collapsedReference : .fullReference
            candidate.end = labelClose
            if labelClose > next + 1 { candidate.labelRange = (next + 1)..<labelClose }
        } else if let (gap, destination) = parenthesisAfter(close: close) {
            candidate.gapBeforeParenthesis = gap
            candidate.destinationRange = destination
        }
        return candidate
    }

    private func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == 0x09 }

    /// A `(…)` after a shortcut reference's `]` on the same line, with what stands between: spaces,
    /// one punctuation mark, or one to three words. Returns the bytes between the parentheses.
    private func parenthesisAfter(close: Int) -> (ParenthesisGap, Range<Int>)? {
        var after = close + 1
        var gap = ParenthesisGap.spaces
        while after < bytes.count, isBlank(bytes[after]) { after += 1 }
        if after < bytes.count, [UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";")].contains(bytes[after]) {
            gap = .punctuation
            after += 1
            while after < bytes.count, isBlank(bytes[after]) { after += 1 }
        } else if after > close + 1 {
            var words = 0
            var scan = after
            while words < 4, scan < bytes.count, isWordByte(bytes[scan]) {
                while scan < bytes.count, isWordByte(bytes[scan]) { scan += 1 }
                words += 1
                let wordEnd = scan
                while scan < bytes.count, isBlank(bytes[scan]) { scan += 1 }
                if scan == wordEnd { break }
            }
            if (1...3).contains(words) {
                gap = .words
                after = scan
            }
        }
        guard after > close + 1, after < bytes.count, bytes[after] == UInt8(ascii: "("),
            let parenClose = closingBracket(from: after, opening: UInt8(ascii: "("), closing: UInt8(ascii: ")")),
            parenClose > after + 1, !bytes[after..<parenClose].contains(0x0A)
        else { return nil }
        return (gap, (after + 1)..<parenClose)
    }

    /// A letter or digit byte of a word (ASCII letters and digits, `-`, `'`, any byte of a
    /// non-ASCII character).
    private func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "'")
    }

    /// For a `[` that no `]` closes: the bytes between the parentheses of the `(…)` that follows
    /// its text on the same line (`[refund policy(https://…)`), when no `]` or `[` comes first.
    private func unclosedBracketDestination(from open: Int) -> Range<Int>? {
        var index = open + 1
        while index < bytes.count, bytes[index] != 0x0A {
            let byte = bytes[index]
            if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "`") { return nil }
            if byte == UInt8(ascii: "(") { break }
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "("), index > open + 1,
            let close = closingBracket(from: index, opening: UInt8(ascii: "("), closing: UInt8(ascii: ")")),
            close > index + 1, !bytes[index..<close].contains(0x0A)
        else { return nil }
        return (index + 1)..<close
    }

    /// Whether a byte ends a link destination without `<…>`, as cmark-gfm reads one: space, tab,
    /// line feed, carriage return (a vertical tab, a form feed and other control characters are
    /// kept, percent-encoded).
    static func endsDestination(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// Reads `(destination "title")` starting at `(`, the CommonMark way, tolerant enough to find
    /// the end of what the author meant when CommonMark rejects it.
    private mutating func parseInlineTail(from open: Int) -> (
        end: Int, destination: Range<Int>, isValid: Bool, hasSpace: Bool, isUnclosed: Bool
    ) {
        var index = open + 1
        func skipSpace() { while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 } }
        skipSpace()
        let destinationStart = index
        var destinationEnd = index
        var valid = true
        if index < bytes.count, bytes[index] == UInt8(ascii: "<") {
            let angle = scanFor(UInt8(ascii: ">"), from: index + 1, stopsAtLine: true)
            index = angle.end
            if angle.found != nil { index += 1 } else { valid = false }
            destinationEnd = index
        } else {
            var depth = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") { index += 2; continue }
                // cmark ends a destination at white space only: other control characters are kept
                // (percent-encoded), so the link is found where cmark finds it.
                if Self.endsDestination(byte) { break }
                // A pair leaves the depth as it was; a `(` never closed in its run ends the scan there.
                if byte == UInt8(ascii: "("), let jump = destinationParentheses[index] {
                    index = jump >= 0 ? jump + 1 : -jump - 1
                    continue
                }
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") {
                    if depth == 0 { break }
                    depth -= 1
                }
                index += 1
            }
            destinationEnd = min(index, bytes.count)
        }
        skipSpace()
        // Optional title.
        if index < bytes.count, [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "(")].contains(bytes[index]), index > destinationEnd {
            let quote = bytes[index]
            let closing = quote == UInt8(ascii: "(") ? UInt8(ascii: ")") : quote
            index = scanFor(closing, from: index + 1, stopsAtLine: false).end + 1
            skipSpace()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ")") {
            return (index, destinationStart..<destinationEnd, valid, false, false)
        }
        // CommonMark rejects this; find where the author's parenthesis closes on this line.
        var scan = destinationEnd
        var depth = 0
        while scan < bytes.count, bytes[scan] != 0x0A {
            if bytes[scan] == UInt8(ascii: "("), let jump = lineParentheses[scan] {
                scan = jump >= 0 ? jump + 1 : -jump - 1
                continue
            }
            if bytes[scan] == UInt8(ascii: "(") { depth += 1 }
            if bytes[scan] == UInt8(ascii: ")") {
                if depth == 0 {
                    let hasSpace = scan > destinationEnd && !bytes[destinationEnd..<scan].contains(UInt8(ascii: "\""))
                    return (scan, destinationStart..<scan, false, hasSpace, false)
                }
                depth -= 1
            }
            scan += 1
        }
        let lineEnd = scan
        return (max(open, lineEnd - 1), destinationStart..<lineEnd, false, false, true)
    }
}
