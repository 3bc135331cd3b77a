import Foundation

/// The progress line on standard error: files done of all and files per second, rewritten in
/// place with a carriage return and cleared when the run ends.
///
/// It appears only once the run has taken `delay` seconds (a quick run prints nothing), then at most
/// every `interval` seconds; the command makes one only when standard error is a terminal (or
/// `--progress` asks), so logs and pipes never see it.
final class ProgressLine: @unchecked Sendable {
    private let write: @Sendable (String) -> Void
    private let now: @Sendable () -> Double
    private let started: Double
    private let delay: Double
    private let interval: Double
    private let lock = NSLock()
    private var lastShown: Double?
    private var shownWidth = 0

    /// - Parameters:
    ///   - now: the clock, in seconds (any origin).
    ///   - delay: seconds from the start before the line first appears.
    ///   - interval: the fewest seconds between two updates.
    init(
        write: @escaping @Sendable (String) -> Void, now: @escaping @Sendable () -> Double, delay: Double = 1,
        interval: Double = 0.1
    ) {
        self.write = write
        self.now = now
        started = now()
        self.delay = delay
        self.interval = interval
    }

    /// Called from any thread as files are done.
    func update(done: Int, total: Int) {
        let time = now()
        lock.lock()
        defer { lock.unlock() }
        let elapsed = time - started
        guard elapsed >= delay else { return }
        if let lastShown, time - lastShown < interval, done < total { return }
        lastShown = time
        let rate = Int((Double(done) / max(elapsed, 0.001)).rounded())
        let text = "linkaudit: \(done)/\(total) files, \(rate) files/s"
        let padding = String(repeating: " ", count: max(0, shownWidth - text.count))
        write("\r" + text + padding)
        shownWidth = text.count
    }

    /// Clears the line, when one was shown, so the next output starts on a clean line.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard shownWidth > 0 else { return }
        write("\r" + String(repeating: " ", count: shownWidth) + "\r")
        shownWidth = 0
    }
}
