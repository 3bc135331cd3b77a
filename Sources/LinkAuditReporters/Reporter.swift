import LinkAuditModel

/// What a run found: the input of every reporter.
public struct AuditResult: Sendable, Codable {
    public var files: [String]
    public var links: [Link]
    public var findings: [Finding]
    /// Inputs that could not be read or parsed, in whole or in part.
    public var errors: [AuditError]
    /// Non-fatal remarks about inputs (an unpaired surrogate replaced with U+FFFD).
    public var warnings: [AuditError]

    public init(files: [String], links: [Link], findings: [Finding], errors: [AuditError], warnings: [AuditError] = []) {
        self.files = files
        self.links = links
        self.findings = findings
        self.errors = errors
        self.warnings = warnings
    }

    /// Number of findings per severity.
    public func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }
}
