import Foundation

/// Values a pure function has computed, by their input, shared by the threads of a run under a
/// lock, and bounded: at `limit` entries the table starts again empty, so that a run of many
/// distinct inputs holds at most `limit` of them. For work that repeats from page to page (link
/// names of navigation bars, the same page in each language) and costs far more than a lookup.
package final class BoundedMemo<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]
    private let limit: Int

    /// - Parameter limit: the most entries kept (at least 1).
    package init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// The value remembered for `key`, or `make(key)` remembered. `make` runs outside the lock, so
    /// two threads may both make a value for the same key (the same value: `make` is pure).
    package func value(for key: Key, make: (Key) -> Value) -> Value {
        if let known = lock.withLock({ values[key] }) { return known }
        let made = make(key)
        lock.withLock {
            if values.count >= limit { values.removeAll(keepingCapacity: true) }
            values[key] = made
        }
        return made
    }
}
