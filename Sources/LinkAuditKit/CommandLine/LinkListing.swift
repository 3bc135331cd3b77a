import Foundation
import LinkAuditModel
import LinkAuditReporters

/// The `links` subcommand's output: every extracted link, for debugging extraction.
enum LinkListing {
    static func text(_ result: AuditResult) -> String {
        var output = ""
        for error in result.errors {
            let line = "\(error.file)\(error.line.map { ":\($0)" } ?? "")\(error.column.map { ":\($0)" } ?? ""): error: \(error.message)"
            output += ReadableText.escapingInvisibles(line) + "\n"
        }
        for link in result.links {
            var line = link.file
            if let span = link.span { line += ":\(span.start.line):\(span.start.utf8Column)-\(span.end.line):\(span.end.utf8Column)" }
            line += ": \(link.syntax.rawValue) \(link.placement.rawValue) \(link.render.rawValue)"
            if let language = link.language { line += " \(language)" }
            if let entry = link.appCopy {
                line += " [\(entry.key)\(entry.variation.map { " \($0)" } ?? "")]"
            }
            if link.nameSource == .unknown {
                // Computed by the code: what names it, when the run knows.
                line += link.swiftCode?.textKey.map { " (named by key \"\($0.key)\")" } ?? " (name known only at run time)"
            } else {
                line += " \"\(link.text)\""
                if link.name != link.text { line += " name=\"\(link.name)\" (\(link.nameSource.rawValue))" }
            }
            line += " -> \(link.destination)"
            output += ReadableText.escapingInvisibles(line) + "\n"
        }
        return output
    }

    static func json(_ result: AuditResult) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(result.links) else { return "[]\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
