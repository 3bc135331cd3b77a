import LinkAuditModel

/// A run's links looked up by ``Link/id`` without a copy of them (issue 12, item 2): the reporters
/// used to build a dictionary of every link a finding names, which held a second copy of each
/// `Link` value for the whole report (tens of megabytes on a large run).
///
/// Links in ascending id order, as a run numbers them (report order, file by file), are found by
/// binary search in the shared array; any other order gets a table of array positions, never of
/// links. When two links share an id, the first one in `links` is found.
public struct LinkIndex: Sendable {
    private let links: [Link]
    /// Array positions by id when `links` is not in ascending id order; `nil` when it is.
    private let positions: [Int: Int]?

    /// - Parameter links: the run's links (``AuditResult/links``); the array is shared, not copied.
    public init(_ links: [Link]) {
        self.links = links
        let ascending = zip(links, links.dropFirst()).allSatisfy { $0.id <= $1.id }
        if ascending {
            positions = nil
        } else {
            var positions: [Int: Int] = [:]
            positions.reserveCapacity(links.count)
            for (position, link) in links.enumerated() where positions[link.id] == nil { positions[link.id] = position }
            self.positions = positions
        }
    }

    /// The first link with `id`, or `nil` when none has it.
    public subscript(id: Int) -> Link? {
        if let positions { return positions[id].map { links[$0] } }
        var low = 0
        var high = links.count
        while low < high {
            let middle = (low + high) / 2
            if links[middle].id < id { low = middle + 1 } else { high = middle }
        }
        return low < links.count && links[low].id == id ? links[low] : nil
    }
}
