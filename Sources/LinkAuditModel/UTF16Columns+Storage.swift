extension UTF16Columns {
    /// The table as plain numbers, for the extraction cache's own form (LinkAuditKit's
    /// `CacheCodable`): the 1-based lines holding a byte beyond ASCII, where each line's runs start
    /// (one more entry than lines: the end), and five numbers per run (its 0-based byte offset in
    /// its line, the bytes and the UTF-16 units of each character, the characters, and the bytes
    /// minus units of the line's runs before it).
    package var storage: (lines: [Int], firstRun: [Int], runs: [Int]) {
        (
            lines.map(Int.init), firstRun.map(Int.init),
            runs.flatMap { [Int($0.offset), Int($0.length), Int($0.units), Int($0.count), Int($0.deltaBefore)] }
        )
    }

    /// The table `storage` gave; `nil` when the numbers do not make one (damaged cache bytes): lines
    /// not ascending from 1, run starts not ascending from 0 to the number of runs, a character of
    /// no bytes, or a number out of its range.
    package init?(storage: (lines: [Int], firstRun: [Int], runs: [Int])) {
        let (lines, firstRun, runs) = storage
        guard firstRun.count == lines.count + 1, runs.count % 5 == 0, firstRun.first == 0, firstRun.last == runs.count / 5,
            lines.first.map({ $0 >= 1 }) ?? true, zip(lines, lines.dropFirst()).allSatisfy({ $0 < $1 }),
            zip(firstRun, firstRun.dropFirst()).allSatisfy({ $0 <= $1 })
        else { return nil }
        self.init()
        for line in lines {
            guard let line = UInt32(exactly: line) else { return nil }
            self.lines.append(line)
        }
        self.firstRun = []
        for start in firstRun {
            guard let start = UInt32(exactly: start) else { return nil }
            self.firstRun.append(start)
        }
        self.runs.reserveCapacity(runs.count / 5)
        for base in stride(from: 0, to: runs.count, by: 5) {
            guard let offset = UInt32(exactly: runs[base]), let length = UInt8(exactly: runs[base + 1]), length >= 1,
                let units = UInt8(exactly: runs[base + 2]), let count = UInt32(exactly: runs[base + 3]),
                let deltaBefore = Int32(exactly: runs[base + 4])
            else { return nil }
            self.runs.append(Run(offset: offset, length: length, units: units, count: count, deltaBefore: deltaBefore))
        }
    }
}
