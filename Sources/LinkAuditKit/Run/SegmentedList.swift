/// A list a run fills until its end and then empties once, in any order (the checked documents'
/// findings, kept links and fragment links), grown a segment of about 1 MiB at a time: growing
/// never moves what it holds, so it never holds its elements twice for a moment as an array does
/// when it outgrows its buffer, no more than one segment is left partly empty, and a segment is let
/// go as soon as all its elements are taken (issue 22). Not thread-safe: the caller locks.
struct SegmentedList<Element> {
    /// How many elements a segment holds.
    private static var segmentCapacity: Int { Swift.max(1, (1 << 20) / MemoryLayout<Element>.stride) }

    private var segments: [[Element]] = []
    /// How many elements of each segment ``take(_:_:)`` has handed over.
    private var takenOfSegment: [Int] = []
    /// How many elements the list was given.
    private(set) var count = 0

    /// Appends `elements` after the last element.
    mutating func append(contentsOf elements: some Sequence<Element>) {
        for element in elements {
            if count % Self.segmentCapacity == 0 {
                var segment: [Element] = []
                segment.reserveCapacity(Self.segmentCapacity)
                segments.append(segment)
                takenOfSegment.append(0)
            }
            segments[segments.count - 1].append(element)
            count += 1
        }
    }

    /// Hands each element at `positions` (counted from 0 in the order they were appended) to
    /// `body`, in order, keeping them.
    func forEach(in positions: Range<Int>, _ body: (Element) -> Void) {
        for position in positions { body(segments[position / Self.segmentCapacity][position % Self.segmentCapacity]) }
    }

    /// Hands each element at `positions` (counted from 0 in the order they were appended) to
    /// `body`, in order, and lets go of every segment all of whose elements have been handed over.
    /// Each position is taken once; appending after taking is not supported.
    mutating func take(_ positions: Range<Int>, _ body: (Element) -> Void) {
        for position in positions {
            let segment = position / Self.segmentCapacity
            body(segments[segment][position % Self.segmentCapacity])
            takenOfSegment[segment] += 1
            if takenOfSegment[segment] == segments[segment].count { segments[segment] = [] }
        }
    }
}
