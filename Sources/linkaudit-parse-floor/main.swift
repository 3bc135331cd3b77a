// linkaudit-parse-floor: the parse-only floor that `bench/run` compares linkaudit's Swift-source
// throughput with. It reads each file named on the command line and parses it with the toolchain's
// SwiftParser, nothing more (no walk, no links, no rules), one file after another on one thread,
// then prints what it read: files, megabytes (10^6 bytes), CPU seconds and MB per CPU second.
// It is a benchmark helper, never installed (scripts/install builds the linkaudit product only).
import Foundation
import SwiftParser
import SwiftSyntax

let paths = Array(CommandLine.arguments.dropFirst())
if paths.isEmpty || paths.contains("--help") || paths.contains("-h") {
    FileHandle.standardError.write(Data("usage: linkaudit-parse-floor FILE.swift…\n".utf8))
    exit(paths.isEmpty ? 2 : 0)
}

/// CPU time of this process so far (user and system), in seconds.
func cpuSeconds() -> Double { Double(clock()) / Double(CLOCKS_PER_SEC) }

let start = cpuSeconds()
var bytesRead = 0
var tokens = 0
for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("linkaudit-parse-floor: cannot read \(path.debugDescription)\n".utf8))
        exit(1)
    }
    bytesRead += data.count
    let tree = [UInt8](data).withUnsafeBufferPointer { Parser.parse(source: $0) }
    // Touch the tree so the parse cannot be optimized away.
    tokens += tree.totalLength.utf8Length
}
let seconds = max(cpuSeconds() - start, 1e-6)
let megabytes = Double(bytesRead) / 1e6
print(
    String(
        format: "%d files, %.3f MB, %.3f CPU s, %.2f MB/s per core (%d bytes in trees)", paths.count, megabytes, seconds,
        megabytes / seconds, tokens))
