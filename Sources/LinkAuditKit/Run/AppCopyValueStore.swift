import LinkAuditModel

/// The string-table values of a run's app scope, held in one array as documents arrive
/// (``AuditAccumulator``), not in each document: at the end of the run they are put in input
/// order where they are, never copied into a second array beside their documents' (issue 22).
/// Not thread-safe: the caller locks.
struct AppCopyValueStore {
    private var values: [AppCopyValue] = []
    /// Where each document's values are in `values`, by the document's index among the run's inputs.
    private var ranges: [Int: Range<Int>] = [:]

    /// How many values the store holds.
    var count: Int { values.count }

    /// Takes `document`'s values, compacted by `pool` (``StringPool/compacting(_:keepingTexts:appendingValuesTo:)``),
    /// and returns the document without them.
    mutating func take(from document: ExtractedDocument, index: Int, pool: inout StringPool, keepingTexts: Bool) -> ExtractedDocument {
        let start = values.count
        let compacted = pool.compacting(document, keepingTexts: keepingTexts, appendingValuesTo: &values)
        ranges[index] = start..<values.count
        return compacted
    }

    /// Every value, document by document in input order (each document's in its own order), and
    /// none left here.
    mutating func takeInInputOrder() -> [AppCopyValue] {
        // `source[k]` is where the value that goes to position `k` is now.
        var source: [Int] = []
        source.reserveCapacity(values.count)
        for index in ranges.keys.sorted() { source += ranges[index]! }
        var taken = values
        values = []
        ranges = [:]
        Self.permute(&taken, from: source)
        return taken
    }

    /// Puts `array[source[k]]` at `k` for every `k`, in place, by following each cycle of the
    /// permutation `source`.
    static func permute<Element>(_ array: inout [Element], from source: [Int]) {
        var placed = [Bool](repeating: false, count: array.count)
        for start in array.indices where !placed[start] {
            var position = start
            while true {
                placed[position] = true
                let next = source[position]
                if next == start { break }
                array.swapAt(position, next)
                position = next
            }
        }
    }
}
