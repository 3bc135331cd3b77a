import Foundation
import Testing

@testable import LinkAuditKit

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 12, item 5: a closed pipe or a full disk on standard output is an error linkaudit can
/// report, not a crash. `StandardStreams.writeOutput` turns the error into exit status 2 and one
/// message; here the write underneath is checked in-process.
@Suite("Standard streams")
struct StandardStreamsTests {
    @Test func aClosedPipeIsAnErrorNotASignal() {
        StandardStreams.ignoreBrokenPipeSignal()
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        #expect(StandardStreams.write("1 file, 0 links\n", to: ends[1]) == EPIPE)
    }

    @Test func aFullDiskIsAnError() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(StandardStreams.write("report\n", to: descriptor) == ENOSPC)
    }

    /// Everything is written, in pieces when the pipe takes less at a time.
    @Test func longTextIsWrittenWhole() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let text = String(repeating: "linkaudit ", count: 50_000)
        nonisolated(unsafe) var received: [UInt8] = []
        let done = DispatchSemaphore(value: 0)
        let readEnd = ends[0]
        DispatchQueue.global().async {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                received += buffer[..<count]
            }
            done.signal()
        }
        #expect(StandardStreams.write(text, to: ends[1]) == nil)
        close(ends[1])
        done.wait()
        close(ends[0])
        #expect(received.count == text.utf8.count)
    }
}
