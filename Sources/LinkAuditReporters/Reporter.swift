import LinkAuditModel

/// What a run found: the input of every reporter.
public struct AuditResult: Sendable, Codable {
    public var files: [String]
    public var links: [Link]
    public var findings: [Finding]
    public var errors: [AuditError]

    public init(files: [String], links: [Link], findings: [Finding], errors: [AuditError]) {
        self.files = files
        self.links = links
        self.findings = findings
        self.errors = errors
    }
}
