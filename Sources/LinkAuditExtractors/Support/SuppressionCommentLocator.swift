import LinkAuditModel

/// Locates each suppression directive's comment in its file's text (``SuppressionCommentPlace``),
/// for `unused-suppression`'s safe fix (issue 26), when the file is read: the one place that knows
/// its bytes.
///
/// The comment is found at the directive's position: the bytes there open `<!--` (closed by the
/// first `-->` after it), `/*` (closed by the first `*/`) or `//` (which runs to the end of its
/// line). A directive whose position holds none of them (a translator comment's line, `.key`) is
/// left without a place, and gets no edit.
package enum SuppressionCommentLocator {
    /// `directives` with their comments located.
    /// - Parameters:
    ///   - text: the file's text as positions count in it (`PositionText`).
    ///   - lines: `text`'s line index.
    package static func locate(_ directives: inout [SuppressionDirective], text: [UInt8], lines: LineIndex) {
        for index in directives.indices where directives[index].kind != .key {
            directives[index].comment = place(at: directives[index].position, in: text, lines: lines)
        }
    }

    /// The comment that starts at `position`, or `nil`.
    static func place(at position: SourcePosition, in text: [UInt8], lines: LineIndex) -> SuppressionCommentPlace? {
        guard let start = lines.offset(line: position.line, utf8Column: position.utf8Column), start >= 0, start + 2 <= text.count
        else { return nil }
        let end: Int
        if text[start...].starts(with: "<!--".utf8) {
            guard let close = text[(start + 4)...].firstRange(of: Array("-->".utf8))?.upperBound else { return nil }
            end = close
        } else if text[start...].starts(with: "/*".utf8) {
            guard let close = text[(start + 2)...].firstRange(of: Array("*/".utf8))?.upperBound else { return nil }
            end = close
        } else if text[start...].starts(with: "//".utf8) {
            end = text[start...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? text.count
        } else {
            return nil
        }
        var before = start
        while before > 0, text[before - 1] == 0x20 || text[before - 1] == 0x09 { before -= 1 }
        var after = end
        while after < text.count, text[after] == 0x20 || text[after] == 0x09 { after += 1 }
        let startsLine = before == 0 || text[before - 1] == 0x0A || text[before - 1] == 0x0D
        let endsLine = after < text.count && (text[after] == 0x0A || text[after] == 0x0D)
        guard let source = String(validating: text[start..<end], as: UTF8.self) else { return nil }
        let last = lines.position(ofByte: end - 1)
        let textOnBothSides =
            startsLine && endsLine && holdsText(line: position.line - 1, text: text, lines: lines)
            && holdsText(line: last.line + 1, text: text, lines: lines)
        return SuppressionCommentPlace(
            source: source, end: last.advanced(by: 1), spacesBefore: start - before, spacesAfter: after - end,
            startsLine: startsLine, endsLine: endsLine, textOnBothSides: textOnBothSides)
    }

    /// Whether 1-based `line` exists and holds more than spaces, tabs and its line break.
    private static func holdsText(line: Int, text: [UInt8], lines: LineIndex) -> Bool {
        guard line >= 1, line <= lines.lineCount, let start = lines.offset(line: line, utf8Column: 1) else { return false }
        let end = line < lines.lineCount ? lines.lineStarts[line] : text.count
        return text[start..<end].contains { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
    }
}

extension SourcePosition {
    /// The position `columns` UTF-8 bytes further on its line.
    fileprivate func advanced(by columns: Int) -> SourcePosition { SourcePosition(line: line, utf8Column: utf8Column + columns) }
}
