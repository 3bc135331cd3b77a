/// A list a run fills until its end (the checked documents' findings and kept links), grown a
/// segment of about 1 MiB at a time: growing never moves what it holds, so it never holds its
/// elements twice for a moment as an array does when it outgrows its buffer, and no more than one
/// segment is left partly empty (issue 22). Not thread-safe: the caller locks.
struct SegmentedList<Element>: RandomAccessCollection {
    /// How many elements a segment holds.
    private static var segmentCapacity: Int { Swift.max(1, (1 << 20) / MemoryLayout<Element>.stride) }

    private var segments: [[Element]] = []
    /// How many elements the list holds.
    private(set) var count = 0

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "index out of range")
        return segments[position / Self.segmentCapacity][position % Self.segmentCapacity]
    }

    /// Appends `elements` after the last element.
    mutating func append(contentsOf elements: some Sequence<Element>) {
        for element in elements {
            if count % Self.segmentCapacity == 0 {
                var segment: [Element] = []
                segment.reserveCapacity(Self.segmentCapacity)
                segments.append(segment)
            }
            segments[segments.count - 1].append(element)
            count += 1
        }
    }
}
