import LinkAuditModel
import LinkAuditReporters
import Testing

/// `Finding.reportOrder`: every report lists findings by file, line, column, rule, link id, then
/// message; a finding without a line comes first in its file.
struct FindingOrderTests {
    private static func finding(
        _ file: String, _ line: Int?, _ column: Int = 1, _ rule: RuleID = "generic-link-text", link: Int? = nil, _ message: String = "m"
    ) -> Finding {
        Finding(
            rule: rule, severity: .warning, message: message, file: file,
            position: line.map { SourcePosition(line: $0, utf8Column: column) }, link: link)
    }

    @Test func findingsSortFieldByField() {
        let ordered = [
            Self.finding("a.md", nil),
            Self.finding("a.md", 1, 9),
            Self.finding("a.md", 2, 1, "generic-link-text", link: 3),
            Self.finding("a.md", 2, 1, "generic-link-text", link: 4, "a"),
            Self.finding("a.md", 2, 1, "generic-link-text", link: 4, "b"),
            Self.finding("a.md", 2, 1, "link-word-in-name"),
            Self.finding("a.md", 2, 5),
            Self.finding("a.md", 10, 1),
            Self.finding("b.md", 1, 1),
        ]
        for (index, finding) in ordered.enumerated() {
            for (other, later) in ordered.enumerated() {
                #expect(Finding.reportOrder(finding, later) == (index < other), "\(index) before \(other)")
            }
        }
        #expect(ordered.reversed().sorted(by: Finding.reportOrder).map(\.message) == ordered.map(\.message))
    }
}
