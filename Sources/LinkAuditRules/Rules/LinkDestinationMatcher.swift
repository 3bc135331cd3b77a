import LinkAuditModel

/// Links found by the destination ``LocalizedLinkMismatchRule/sameDestination(_:_:)`` compares:
/// a normalized one by its locale-free form, a templated one (a marked span's `""`, `%@`) by its
/// text without argument numbers; candidates then checked in order. A translation of 2,000 links
/// compared by a scan per link took 14 s (issue 27 review).
struct LinkDestinationMatcher {
    let links: [Link]
    private var byNormalized: [String: [Int]] = [:]
    private var byTemplate: [String: [Int]] = [:]
    /// Per key, how many of its first candidates are taken.
    private var taken: [String: Int] = [:]
    private var used: [Bool]

    init(_ links: [Link]) {
        self.links = links
        used = Array(repeating: false, count: links.count)
        for (index, link) in links.enumerated() {
            if let normalized = link.normalizedDestination {
                byNormalized[LocalizedLinkMismatchRule.localeFree(normalized), default: []].append(index)
            } else {
                byTemplate[FormatSpecifier.unnumbering(link.destination), default: []].append(index)
            }
        }
    }

    /// The candidates for `link`, in order: those with its key (`N` or `T` before it: the two
    /// kinds of key never meet).
    private func candidates(_ link: Link) -> (isNormalized: Bool, key: String, indices: [Int]) {
        if let normalized = link.normalizedDestination {
            let key = LocalizedLinkMismatchRule.localeFree(normalized)
            return (true, "N" + key, byNormalized[key] ?? [])
        }
        let key = FormatSpecifier.unnumbering(link.destination)
        return (false, "T" + key, byTemplate[key] ?? [])
    }

    /// The first link not taken yet that leads where `link` does, taken.
    mutating func takeFirst(sameAs link: Link) -> Int? {
        let (isNormalized, key, indices) = candidates(link)
        var first = taken[key] ?? 0
        while first < indices.count, used[indices[first]] { first += 1 }
        taken[key] = first
        guard
            let index = indices[first...].first(where: {
                !used[$0] && (isNormalized || LocalizedLinkMismatchRule.sameDestination(link, links[$0]))
            })
        else { return nil }
        used[index] = true
        return index
    }

    /// Whether one of the links leads where `link` does.
    func contains(sameAs link: Link) -> Bool {
        let (isNormalized, _, indices) = candidates(link)
        return isNormalized ? !indices.isEmpty : indices.contains { LocalizedLinkMismatchRule.sameDestination(link, links[$0]) }
    }

    /// The links not taken, in order.
    var remaining: [Link] { links.indices.filter { !used[$0] }.map { links[$0] } }
}
