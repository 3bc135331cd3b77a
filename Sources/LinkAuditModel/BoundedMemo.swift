import Foundation

/// Values a pure function has computed, by their input, shared by the threads of a run under a
/// lock, and bounded: it holds at most `limit` of them, the most recently used. For work that
/// repeats from page to page (link names of navigation bars, the same page in each language) and
/// costs far more than a lookup.
///
/// Two generations keep the recent ones: values are made into the newer table; when it holds half
/// the limit, it becomes the older table and the oldest values go. A value found in the older
/// table is moved to the newer one, so a name that keeps coming back (a navigation bar's) stays,
/// however many names come once.
public final class BoundedMemo<Key: Hashable, Value>: @unchecked Sendable {
    // Public and inlinable, so that each user's `Key` and `Value` get a specialized dictionary
    // (through the generic one a lookup costs a thousand instructions more): the compiler does not
    // specialize a `package` declaration in another module of the package.
    @usableFromInline let lock = NSLock()
    @usableFromInline var newer: [Key: Value] = [:]
    @usableFromInline var older: [Key: Value] = [:]
    /// The most entries of one generation: half the limit.
    @usableFromInline let generationLimit: Int

    /// - Parameter limit: the most entries kept (at least 2).
    public init(limit: Int) {
        generationLimit = max(1, limit / 2)
    }

    /// The value remembered for `key`, or `make(key)` remembered. `make` runs outside the lock, so
    /// two threads may both make a value for the same key (the same value: `make` is pure).
    @inlinable
    public func value(for key: Key, make: (Key) -> Value) -> Value {
        // Locked and unlocked by hand: a closure given to `withLock` is not specialized for the
        // caller's types, and each dictionary access then goes through the generic one.
        lock.lock()
        if let known = newer[key] {
            lock.unlock()
            return known
        }
        if let known = older[key] {
            remember(known, for: key)
            lock.unlock()
            return known
        }
        lock.unlock()
        let made = make(key)
        lock.lock()
        remember(made, for: key)
        lock.unlock()
        return made
    }

    /// Puts `value` in the newer table, which becomes the older one when full. Called under the lock.
    @inlinable
    func remember(_ value: Value, for key: Key) {
        if newer.count >= generationLimit {
            older = newer
            newer = Dictionary(minimumCapacity: generationLimit)
        }
        newer[key] = value
    }
}
