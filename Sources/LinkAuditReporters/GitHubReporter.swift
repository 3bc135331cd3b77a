import LinkAuditModel

/// GitHub Actions workflow commands: `::warning file=…,line=…,col=…,title=…::message`.
public enum GitHubReporter {
    public static func render(_ result: AuditResult) -> String {
        var output = ""
        for error in result.errors {
            output += command(
                "error", file: error.file, line: error.line, column: error.column, title: "linkaudit: input error",
                message: ReadableText.escapingInvisibles(error.message))
        }
        // One annotation per group: a finding on one key in several locales is shown once (`FindingGroups`).
        for entry in FindingGroups.entries(result) {
            let finding = entry.finding
            output += command(
                finding.severity == .note ? "notice" : finding.severity.rawValue, file: finding.file, line: finding.line,
                column: finding.column, title: "linkaudit: \(finding.rule)",
                message: FindingText.appCopyLabel(finding) + FindingText.messageAndFix(finding) + entry.alsoSuffix)
        }
        return output
    }

    private static func command(_ kind: String, file: String, line: Int?, column: Int?, title: String, message: String) -> String {
        // A path is audited text too: a folder named with terminal escapes must not drive the log viewer.
        var properties = ["file=" + escapeProperty(ReadableText.escapingInvisibles(file))]
        if let line { properties.append("line=\(line)") }
        if let column { properties.append("col=\(column)") }
        properties.append("title=" + escapeProperty(title))
        return "::\(kind) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    private static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(
            of: "\n", with: "%0A")
    }

    private static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
