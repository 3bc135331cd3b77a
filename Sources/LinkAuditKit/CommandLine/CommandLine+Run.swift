import Foundation
import LinkAuditExtractors
import LinkAuditModel

extension CommandLine {
    /// Runs linkaudit with the process's arguments and returns the exit status (see `ExitStatus`).
    public static func run() -> Int32 {
        StandardStreams.ignoreBrokenPipeSignal()
        return LinkAuditCommand.main(arguments: Array(byteArguments.dropFirst()), environment: .standard).rawValue
    }

    /// The process's arguments as ``PathText`` texts: a path argument that is not UTF-8 (a folder
    /// named in Latin-1) keeps its bytes, where `arguments` replaces each stray byte with U+FFFD and
    /// names a file that does not exist (issue 25).
    static var byteArguments: [String] { texts(of: unsafeArgv, count: Int(argc)) }

    /// The texts (``PathText``) of `count` C strings, as `main` receives them; a missing one is empty.
    public static func texts(of argv: UnsafePointer<UnsafeMutablePointer<CChar>?>, count: Int) -> [String] {
        (0..<count).map { index in
            guard let argument = argv[index] else { return "" }
            return PathText.text(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
        }
    }
}
