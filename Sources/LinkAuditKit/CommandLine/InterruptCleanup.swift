import Foundation
import LinkAuditExtractors
import LinkAuditModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files a run has open, removed when the run is interrupted (SIGINT, SIGTERM).
///
/// ``ReportFile`` registers each temporary file it creates and unregisters it once it is renamed
/// into place or discarded. The first registration installs a handler for SIGINT and SIGTERM
/// (unless the signal is ignored, as for a job started with `nohup`): it unlinks every registered
/// path, puts the previous disposition back and raises the signal again, so the process ends the
/// way it would have without linkaudit (status 130 for Ctrl-C in a shell) or the previous handler runs.
///
/// The handler only reads fixed slots of C strings and calls `unlink`, `sigaction` and `raise`,
/// which are async-signal-safe; registering takes a lock the handler never takes.
final class InterruptCleanup: @unchecked Sendable {
    /// The registry the signal handler empties.
    static let shared = InterruptCleanup(capacity: 1024)

    private let capacity: Int
    /// `capacity` slots, each `nil` or a `strdup`ed path. A slot is set before the file exists
    /// and cleared before its string is freed.
    private let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    private let lock = NSLock()

    init(capacity: Int) {
        self.capacity = capacity
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
    }

    deinit {
        for index in 0..<capacity { free(slots[index]) }
        slots.deallocate()
    }

    /// Registers `path` (absolute) and returns its slot for ``unregister(_:)``; `nil` when every
    /// slot is taken (the file is then not removed on interruption, never refused).
    func register(_ path: String) -> Int? {
        if self === InterruptCleanup.shared { InterruptCleanup.installHandlers() }
        lock.lock()
        defer { lock.unlock() }
        guard let index = (0..<capacity).first(where: { slots[$0] == nil }) else { return nil }
        slots[index] = PathText.withCPath(text: path) { strdup($0) }
        return index
    }

    /// Forgets a slot: its file was renamed into place or removed.
    func unregister(_ slot: Int) {
        lock.lock()
        defer { lock.unlock() }
        let path = slots[slot]
        slots[slot] = nil
        free(path)
    }

    /// The slot `path` is registered in, if it is.
    func slot(of path: String) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        return (0..<capacity).first { slots[$0].map { PathText.text(UnsafeRawBufferPointer(start: $0, count: strlen($0))) } == path }
    }

    /// The registered paths, for tests and diagnostics.
    var paths: [String] {
        lock.lock()
        defer { lock.unlock() }
        return (0..<capacity).compactMap { slots[$0].map { PathText.text(UnsafeRawBufferPointer(start: $0, count: strlen($0))) } }
    }

    /// Forgets every slot but `slot`, without the lock or freeing: for a child process just
    /// forked (tests), where only async-signal-safe work is allowed.
    func keepOnlyInForkedChild(_ slot: Int) {
        for index in 0..<capacity where index != slot { slots[index] = nil }
    }

    /// Unlinks every registered path. Async-signal-safe: no lock, no allocation.
    func removeAll() {
        for index in 0..<capacity {
            if let path = slots[index] { unlink(path) }
        }
    }

    /// The dispositions of SIGINT and SIGTERM before linkaudit's handler, put back by the handler.
    nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 2)
        pointer.initialize(repeating: sigaction(), count: 2)
        return pointer
    }()

    /// Installs the handler once per process (a `static let` runs its initializer once).
    private static let installed: Bool = {
        for (index, signal) in [SIGINT, SIGTERM].enumerated() {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0, !isIgnored(current) else { continue }
            previous[index] = current
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = interruptHandler
            #else
                action.__sigaction_u.__sa_handler = interruptHandler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
        return true
    }()

    static func installHandlers() { _ = installed }

    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
            let handler = action.__sigaction_handler.sa_handler
        #else
            let handler = action.__sigaction_u.__sa_handler
        #endif
        guard let handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == 1 // SIG_IGN
    }

    /// The signal handler: remove the temporary files, restore the previous disposition, re-raise
    /// (the signal stays blocked until this returns, then ends the process or runs that handler).
    fileprivate static func handle(_ signal: Int32) {
        shared.removeAll()
        sigaction(signal, &previous[signal == SIGINT ? 0 : 1], nil)
        raise(signal)
    }
}

private func interruptHandler(_ signal: Int32) { InterruptCleanup.handle(signal) }
