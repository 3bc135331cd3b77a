/// How a document's columns in UTF-8 bytes (linkaudit's unit, 1-based) become columns in UTF-16
/// code units (SARIF's `utf16CodeUnits`, which GitHub code scanning counts in), made once when
/// the document is extracted, from the text its positions count in, so that no report and no
/// later stage of a run reads the file again (issue 22, section 3).
///
/// Only lines holding a byte beyond ASCII are kept, each as runs of characters of one byte length:
/// a line of Chinese text is one run, a line with two accented letters two. The conversion is the
/// byte-level count reports have always used: every byte that does not continue a character
/// counts one unit, or two when it starts a four-byte character, so a character cut by the column
/// counts whole and a stray byte counts alone.
public struct UTF16Columns: Hashable, Codable, Sendable {
    /// Characters of one byte length side by side on a line.
    struct Run: Hashable, Codable, Sendable {
        /// The 0-based byte offset of the run's first byte in its line.
        var offset: UInt32
        /// The bytes of each character (1 for a stray byte).
        var length: UInt8
        /// The UTF-16 code units each character counts: 1, 2 for a four-byte character, 0 for a stray continuation byte.
        var units: UInt8
        var count: UInt32
        /// Bytes minus units of the runs of the line before this one (a lone stray lead byte of a
        /// four-byte character counts two units for its one byte).
        var deltaBefore: Int32
    }

    /// The 1-based lines holding a byte beyond ASCII, ascending.
    var lines: [UInt32] = []
    /// Where each line's runs start in ``runs`` (one more entry than ``lines``: the end).
    var firstRun: [UInt32] = [0]
    var runs: [Run] = []

    /// The table of `text` (UTF-8, as positions count in it); `nil` when every byte is ASCII, when
    /// UTF-8 and UTF-16 columns are the same.
    public static func of(_ text: [UInt8]) -> UTF16Columns? {
        guard firstByte(in: text, from: 0, lineBreaks: false) != nil else { return nil }
        var table = UTF16Columns()
        var line: UInt32 = 1
        var lineStart = 0
        var index = 0
        var lineHasRuns = false
        var delta: Int32 = 0
        while index < text.count {
            let byte = text[index]
            // Lines end at `\n`, `\r\n` or a lone `\r`, as positions count them (`LineIndex`).
            if byte == 0x0A || (byte == 0x0D && (index + 1 == text.count || text[index + 1] != 0x0A)) {
                if lineHasRuns { table.firstRun.append(UInt32(table.runs.count)) }
                line += 1
                lineStart = index + 1
                lineHasRuns = false
                delta = 0
                index += 1
                continue
            }
            guard byte >= 0x80 else {
                // Most of a page is ASCII: on to the next line break or byte beyond ASCII, eight bytes at a time.
                index = firstByte(in: text, from: index + 1, lineBreaks: true) ?? text.count
                continue
            }
            let (length, units) = character(in: text, at: index)
            if !lineHasRuns {
                table.lines.append(line)
                lineHasRuns = true
            }
            let offset = UInt32(index - lineStart)
            if var last = table.runs.last, table.runs.count > Int(table.firstRun[table.firstRun.count - 1]), last.length == length,
                last.units == units,
                last.offset + UInt32(last.length) * last.count == offset
            {
                last.count += 1
                table.runs[table.runs.count - 1] = last
            } else {
                table.runs.append(Run(offset: offset, length: length, units: units, count: 1, deltaBefore: delta))
            }
            delta += Int32(length) - Int32(units)
            index += Int(length)
        }
        if lineHasRuns { table.firstRun.append(UInt32(table.runs.count)) }
        return table
    }

    /// The offset of the first byte at or after `start` beyond ASCII (or, with `lineBreaks`, a
    /// `\n` or `\r`), or `nil` when there is none: eight bytes are tested at a time.
    static func firstByte(in text: [UInt8], from start: Int, lineBreaks: Bool) -> Int? {
        text.withUnsafeBytes { bytes -> Int? in
            let high: UInt64 = 0x8080_8080_8080_8080
            let ones: UInt64 = 0x0101_0101_0101_0101
            func isWanted(_ byte: UInt8) -> Bool { byte >= 0x80 || (lineBreaks && (byte == 0x0A || byte == 0x0D)) }
            var index = start
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                var found = word & high
                if lineBreaks {
                    // A byte equal to 0x0A or 0x0D is zero in `word ^ …`, and a word holds a zero
                    // byte exactly when (x - 1) & ~x has a high bit set.
                    let newline = word ^ (ones &* 0x0A)
                    let carriage = word ^ (ones &* 0x0D)
                    found |= (newline &- ones) & ~newline & high
                    found |= (carriage &- ones) & ~carriage & high
                }
                if found != 0 {
                    for offset in index..<(index + 8) where isWanted(bytes[offset]) { return offset }
                }
                index += 8
            }
            for offset in index..<bytes.count where isWanted(bytes[offset]) { return offset }
            return nil
        }
    }

    /// The byte length and UTF-16 units of the character starting at `index` (a byte beyond
    /// ASCII): a whole, well-formed sequence of continuation bytes makes one character; anything
    /// else is one stray byte.
    private static func character(in text: [UInt8], at index: Int) -> (length: UInt8, units: UInt8) {
        let byte = text[index]
        let stray: (UInt8, UInt8) = (1, byte & 0xC0 == 0x80 ? 0 : (byte >= 0xF0 ? 2 : 1))
        let length: Int
        switch byte {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return stray
        }
        guard index + length <= text.count, text[(index + 1)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 }) else { return stray }
        return (UInt8(length), length == 4 ? 2 : 1)
    }

    /// The 1-based UTF-16 column of 1-based `utf8Column` on 1-based `line`; a column one past the
    /// line's last byte (an exclusive end) converts too. Lines of ASCII alone keep their column.
    public func utf16Column(line: Int, utf8Column: Int) -> Int {
        guard line >= 1, utf8Column >= 1, let slot = Self.index(of: UInt32(clamping: line), in: lines) else { return utf8Column }
        let offset = utf8Column - 1
        let lineRuns = runs[Int(firstRun[slot])..<Int(firstRun[slot + 1])]
        // The last run starting before the offset.
        var low = lineRuns.startIndex
        var high = lineRuns.endIndex
        while low < high {
            let middle = (low + high) / 2
            if Int(runs[middle].offset) < offset { low = middle + 1 } else { high = middle }
        }
        guard low > lineRuns.startIndex else { return utf8Column }
        let run = runs[low - 1]
        let into = offset - Int(run.offset)
        let length = Int(run.length)
        let whole = min(into / length, Int(run.count))
        var delta = Int(run.deltaBefore) + whole * (length - Int(run.units))
        // A character the column cuts counts whole: its bytes before the column count its units.
        let cut = whole < Int(run.count) ? into % length : 0
        if cut > 0 { delta += cut - Int(run.units) }
        return utf8Column - delta
    }

    /// The table of `lines` only (the lines reports can name: where findings, the links they name
    /// and errors stand), or `nil` when none of them holds a byte beyond ASCII: a run keeps no
    /// more of a document's table than its reports can use.
    public func keeping(lines wanted: Set<Int>) -> UTF16Columns? {
        var kept = UTF16Columns()
        for (slot, line) in lines.enumerated() where wanted.contains(Int(line)) {
            kept.lines.append(line)
            kept.runs += runs[Int(firstRun[slot])..<Int(firstRun[slot + 1])]
            kept.firstRun.append(UInt32(kept.runs.count))
        }
        return kept.lines.isEmpty ? nil : kept
    }

    private static func index(of line: UInt32, in lines: [UInt32]) -> Int? {
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle] < line { low = middle + 1 } else { high = middle }
        }
        return low < lines.count && lines[low] == line ? low : nil
    }
}
