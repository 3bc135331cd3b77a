import Foundation

/// Values a pure function has computed, by their input, shared by the threads of a run under a
/// lock, and bounded: at `limit` entries the table starts again empty, so that a run of many
/// distinct inputs holds at most `limit` of them. For work that repeats from page to page (link
/// names of navigation bars, the same page in each language) and costs far more than a lookup.
public final class BoundedMemo<Key: Hashable, Value>: @unchecked Sendable {
    // Public and inlinable, so that each user's `Key` and `Value` get a specialized dictionary
    // (through the generic one a lookup costs a thousand instructions more): the compiler does not
    // specialize a `package` declaration in another module of the package.
    @usableFromInline let lock = NSLock()
    @usableFromInline var values: [Key: Value] = [:]
    @usableFromInline let limit: Int

    /// - Parameter limit: the most entries kept (at least 1).
    public init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// The value remembered for `key`, or `make(key)` remembered. `make` runs outside the lock, so
    /// two threads may both make a value for the same key (the same value: `make` is pure).
    @inlinable
    public func value(for key: Key, make: (Key) -> Value) -> Value {
        // Locked and unlocked by hand: a closure given to `withLock` is not specialized for the
        // caller's types, and each dictionary access then goes through the generic one.
        lock.lock()
        let known = values[key]
        lock.unlock()
        if let known { return known }
        let made = make(key)
        lock.lock()
        if values.count >= limit { values.removeAll(keepingCapacity: true) }
        values[key] = made
        lock.unlock()
        return made
    }
}
