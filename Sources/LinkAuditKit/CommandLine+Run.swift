import Foundation

extension CommandLine {
    /// Runs linkaudit with the process's arguments and returns the exit status.
    public static func run() -> Int32 {
        0
    }
}
