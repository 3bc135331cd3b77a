/// The Levenshtein distance between two sequences (insertions, deletions and substitutions of one
/// element each), used to suggest what a misspelled name meant: a reference label, a rule id, a
/// configuration field.
///
/// - Parameters:
///   - limit: the largest distance of interest; past it the computation stops early.
/// - Returns: the distance, or `limit + 1` when it is larger than `limit`.
@inlinable
public func editDistance<Element: Equatable>(_ left: [Element], _ right: [Element], limit: Int) -> Int {
    // Inlinable, so that each caller gets it specialized for its elements, and two rows reused:
    // `broken-fragment` asks it of every anchor of a page for each fragment it does not find.
    guard abs(left.count - right.count) <= limit else { return limit + 1 }
    var previous = Array(0...right.count)
    var current = [Int](repeating: 0, count: right.count + 1)
    for (row, leftElement) in left.enumerated() {
        current[0] = row + 1
        var smallest = current[0]
        for (column, rightElement) in right.enumerated() {
            let value = min(
                previous[column + 1] + 1, current[column] + 1, previous[column] + (leftElement == rightElement ? 0 : 1))
            current[column + 1] = value
            smallest = min(smallest, value)
        }
        if smallest > limit { return limit + 1 }
        swap(&previous, &current)
    }
    return min(previous[right.count], limit + 1)
}
