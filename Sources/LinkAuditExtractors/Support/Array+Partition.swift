extension Array {
    /// The first index whose element satisfies `isAtOrPast`, in an array where every element
    /// that satisfies it comes after every one that does not (`count` when none does): found by
    /// bisection.
    func partitionIndex(where isAtOrPast: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrPast(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
