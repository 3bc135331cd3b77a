/// The Levenshtein distance between two sequences (insertions, deletions and substitutions of one
/// element each), used to suggest what a misspelled name meant: a reference label, a rule id, a
/// configuration field.
///
/// - Parameters:
///   - limit: the largest distance of interest; past it the computation stops early.
/// - Returns: the distance, or `limit + 1` when it is larger than `limit`.
public func editDistance<Element: Equatable>(_ left: [Element], _ right: [Element], limit: Int) -> Int {
    guard abs(left.count - right.count) <= limit else { return limit + 1 }
    var previous = Array(0...right.count)
    for (row, leftElement) in left.enumerated() {
        var current = [row + 1] + Array(repeating: 0, count: right.count)
        for (column, rightElement) in right.enumerated() {
            current[column + 1] = min(
                previous[column + 1] + 1, current[column] + 1, previous[column] + (leftElement == rightElement ? 0 : 1))
        }
        if current.min()! > limit { return limit + 1 }
        previous = current
    }
    return min(previous[right.count], limit + 1)
}
