import Testing

@testable import LinkAuditKit

/// ``SegmentedList``: what a run collects until its end, handed back by position (issue 22).
@Suite("Segmented list")
struct SegmentedListTests {
    @Test func takesEveryElementOnceInAnyOrderOfRanges() {
        var list = SegmentedList<Int>()
        list.append(contentsOf: 0..<300_000)
        list.append(contentsOf: [])
        list.append(contentsOf: 300_000..<300_005)
        #expect(list.count == 300_005)
        var taken: [Int] = []
        for range in [200_000..<300_005, 0..<1, 1..<131_072, 131_072..<200_000] { list.take(range) { taken.append($0) } }
        #expect(taken == Array(200_000..<300_005) + Array(0..<200_000))
    }

    @Test func largeElementsCrossSegments() {
        var list = SegmentedList<(Int, Int, Int, Int, Int, Int, Int, Int)>()
        list.append(contentsOf: (0..<50_000).map { ($0, 0, 0, 0, 0, 0, 0, $0) })
        var firsts: [Int] = []
        list.take(25_000..<50_000) { firsts.append($0.0) }
        list.take(0..<25_000) { firsts.append($0.7) }
        #expect(firsts == Array(25_000..<50_000) + Array(0..<25_000))
    }
}
