import Foundation

#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
#endif

/// Standard output and error written with `write(2)`, so that a closed pipe (`linkaudit … | head`)
/// or a full disk (`> /dev/full`) is an error the command reports, not a crash: `SIGPIPE` is
/// ignored (``ignoreBrokenPipeSignal()``) and a failed write to standard output ends the run with
/// exit status 2 and one message on standard error (issue 12).
enum StandardStreams {
    /// Ignores `SIGPIPE`, so that writing to a closed pipe fails with `EPIPE` instead of killing the
    /// process before it can say why.
    static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes all of `text` to a file descriptor; returns `errno` when a write fails.
    static func write(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    /// Writes to standard output; when that fails, says so once on standard error and exits with
    /// status 2 (`ExitStatus.usage`: the run could not do what it was asked).
    static func writeOutput(_ text: String) {
        guard let failure = write(text, to: STDOUT_FILENO) else { return }
        let reason = failure == EPIPE ? "the reading end was closed" : String(cString: strerror(failure))
        _ = write("linkaudit: error: cannot write to standard output: \(reason)\n", to: STDERR_FILENO)
        exit(ExitStatus.usage.rawValue)
    }

    /// Writes to standard error; a failure there has nowhere to be told and is ignored.
    static func writeError(_ text: String) {
        _ = write(text, to: STDERR_FILENO)
    }
}
