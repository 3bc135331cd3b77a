import Foundation
import LinkAuditKit
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

/// The progress line: on a terminal only, only once the run has taken a second, rewritten in place
/// and cleared at the end.
@Suite("Progress line")
struct ProgressLineTests {
    /// A clock that moves `step` seconds each time it is read.
    final class SteppingClock: @unchecked Sendable {
        private let lock = NSLock()
        private var time = 1_000.0
        let step: Double
        init(step: Double) { self.step = step }
        func read() -> Double {
            lock.withLock {
                defer { time += step }; return time
            }
        }
        func set(_ value: Double) { lock.withLock { time = value } }
    }

    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [String] = []
        var all: [String] { lock.withLock { storage } }
        func append(_ text: String) { lock.withLock { storage.append(text) } }
    }

    @Test func nothingInTheFirstSecondThenDoneOfAllAndTheRateThenCleared() {
        let clock = SteppingClock(step: 0)
        let lines = Lines()
        let progress = ProgressLine(write: { lines.append($0) }, now: { clock.read() })
        clock.set(1_000.5)
        progress.update(done: 10, total: 400)
        #expect(lines.all.isEmpty)
        clock.set(1_002)
        progress.update(done: 100, total: 400)
        // Within a tenth of a second of the last update: not written again.
        clock.set(1_002.05)
        progress.update(done: 101, total: 400)
        clock.set(1_004)
        progress.update(done: 400, total: 400)
        progress.finish()
        #expect(
            lines.all == [
                "\rlinkaudit: 100/400 files, 50 files/s",
                "\rlinkaudit: 400/400 files, 100 files/s",
                "\r" + String(repeating: " ", count: 37) + "\r",
            ])
        // Finished once: nothing more to clear.
        progress.finish()
        #expect(lines.all.count == 3)
    }

    @Test func aShorterLinePadsOverTheLongerOne() {
        let clock = SteppingClock(step: 0)
        let lines = Lines()
        let progress = ProgressLine(write: { lines.append($0) }, now: { clock.read() })
        clock.set(1_001)
        progress.update(done: 1_000, total: 1_000)
        clock.set(1_100)
        progress.update(done: 1_000, total: 1_000)
        #expect(lines.all == ["\rlinkaudit: 1000/1000 files, 1000 files/s", "\rlinkaudit: 1000/1000 files, 10 files/s  "])
    }

    @Test func aQuickRunPrintsNothing() {
        let lines = Lines()
        let clock = SteppingClock(step: 0.001)
        let progress = ProgressLine(write: { lines.append($0) }, now: { clock.read() })
        for done in 1...50 { progress.update(done: done, total: 50) }
        progress.finish()
        #expect(lines.all.isEmpty)
    }

    static func run(terminal: Bool, step: Double, _ extra: [String] = []) -> (output: String, error: String) {
        let output = Lines()
        let error = Lines()
        let clock = SteppingClock(step: step)
        let environment = CommandEnvironment(
            workingDirectory: projectFolder, writeOutput: { output.append($0) }, writeError: { error.append($0) },
            errorIsTerminal: terminal, clock: { clock.read() })
        _ = LinkAuditCommand.main(arguments: ["Corpus", "--fail-on", "never", "-q"] + extra, environment: environment)
        return (output.all.joined(), error.all.joined())
    }

    @Test func aSlowRunOnATerminalShowsTheLineAndClearsIt() {
        let run = Self.run(terminal: true, step: 0.5)
        let shown = run.error.components(separatedBy: "\r").filter { $0.hasPrefix("linkaudit: ") && $0.contains(" files/s") }
        #expect(!shown.isEmpty)
        #expect(shown.allSatisfy { $0.range(of: #"^linkaudit: \d+/67 files, \d+ files/s *$"#, options: .regularExpression) != nil })
        // Cleared before anything else is written.
        #expect(run.error.range(of: #"\r +\rlinkaudit: 2 findings suppressed in place\n$"#, options: .regularExpression) != nil)
        #expect(!run.output.contains("\r"))
    }

    @Test func notATerminalOrAQuickRunOrNoProgressShowsNothing() {
        for run in [
            Self.run(terminal: false, step: 0.5), Self.run(terminal: true, step: 0), Self.run(terminal: true, step: 0.5, ["--no-progress"]),
        ] {
            #expect(!run.error.contains("\r"))
            #expect(run.error == "linkaudit: 2 findings suppressed in place\n")
        }
    }
}
