import LinkAuditModel

/// The words of a finding as a person reads them, shared by the text, GitHub, SARIF and HTML
/// reports: the app-copy key cut short, invisible characters escaped (``ReadableText``). The JSON
/// report keeps every field whole.
enum FindingText {
    /// `[key locale variation] ` for a finding about app copy, the key cut in the middle when
    /// long; empty for other findings.
    static func appCopyLabel(_ finding: Finding) -> String {
        guard let key = finding.key else { return "" }
        let parts = [ReadableText.key(key)] + [finding.locale, finding.variation].compactMap { $0.map(ReadableText.escapingInvisibles) }
        return "[" + parts.joined(separator: " ") + "] "
    }

    /// The message, then `; fix: ` and the fix when there is one, invisible characters escaped.
    static func messageAndFix(_ finding: Finding) -> String {
        ReadableText.escapingInvisibles(finding.message + (finding.fix.map { "; fix: " + $0 } ?? ""))
    }

    /// A link name (or a message) in double quotes as a group line names another locale's: cut in
    /// the middle past ``ReadableText/keyLimit`` characters, as keys are, invisible characters
    /// escaped. The JSON report keeps each instance's message whole.
    static func quoted(_ name: String) -> String {
        "\"" + ReadableText.key(name) + "\""
    }
}
