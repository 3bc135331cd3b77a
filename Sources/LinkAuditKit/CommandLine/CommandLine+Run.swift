import Foundation
import LinkAuditModel

extension CommandLine {
    /// Runs linkaudit with the process's arguments and returns the exit status (see `ExitStatus`).
    public static func run() -> Int32 {
        StandardStreams.ignoreBrokenPipeSignal()
        return LinkAuditCommand.main(arguments: Array(arguments.dropFirst()), environment: .standard).rawValue
    }
}
