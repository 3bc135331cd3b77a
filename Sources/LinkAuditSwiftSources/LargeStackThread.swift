import Foundation

/// Runs SwiftParser and the visitors on a thread of their own with a large stack.
///
/// Both recurse once per level of the syntax tree, and the tree of ordinary-looking code can be very
/// deep without any bracket: a chain of 300,000 `.member` accesses (600 kB) overflows the 8 MB stack
/// of a process's main thread in SwiftSyntax's own `SyntaxVisitor.walk`. `SwiftNestingGuard` bounds
/// bracket nesting; this bounds the rest by making room: 512 MB of address space, of which only the
/// pages a deep file touches are ever used.
enum LargeStackThread {
    /// The stack size, in bytes.
    static let stackSize = 512 << 20

    /// The value of `body`, computed on a new thread with a `stackSize` stack; the caller waits.
    static func run<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> Value {
        let result = ResultBox<Value>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.value = body()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        // The semaphore orders the write before this read.
        return result.value!
    }

    /// Where the thread leaves its result for the caller.
    private final class ResultBox<Value>: @unchecked Sendable {
        var value: Value?
    }
}
