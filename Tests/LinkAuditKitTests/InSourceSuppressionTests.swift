import Foundation
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

@testable import LinkAuditKit

/// Audits in-memory files with `inline-only-destination` off (so each run's findings are exact),
/// plus `disabled`.
func suppressionAudit(_ files: [(String, String)], disabled: Set<RuleID> = []) -> AuditResult {
    let documents = files.map { DocumentExtractor.extract(file: $0.0, bytes: Array($0.1.utf8), format: Discovery.format(of: $0.0)!) }
    var configuration = Configuration()
    configuration.disabledRules = disabled.union(["inline-only-destination"])
    return Auditor(configuration: configuration).evaluate(documents: documents, files: files.map(\.0))
}

/// `line:column rule` of each position, as `brief` writes findings.
func at(_ position: SourcePosition, _ rule: String) -> String { "\(position.line):\(position.utf8Column) \(rule)" }

/// The core of in-place suppressions (issue 10, item 1), on directives given directly: which
/// findings each form covers, and which directives are unused.
@Suite("In-place suppressions: the core")
struct InSourceSuppressionCoreTests {
    func finding(_ rule: RuleID, line: Int?, column: Int? = 1, file: String = "a.md", key: String? = nil) -> Finding {
        var finding = Finding(
            rule: rule, severity: .warning, message: "m", file: file,
            position: line.map { SourcePosition(line: $0, utf8Column: column ?? 1) })
        finding.column = line == nil ? nil : column
        finding.key = key
        return finding
    }

    func directive(
        _ kind: SuppressionDirective.Kind, _ rules: [RuleID], _ line: Int, _ column: Int = 1, end: Int? = nil, key: String? = nil
    )
        -> SuppressionDirective
    {
        SuppressionDirective(kind: kind, rules: rules, position: SourcePosition(line: line, utf8Column: column), endLine: end, key: key)
    }

    func document(_ directives: [SuppressionDirective], file: String = "a.md") -> ExtractedDocument {
        var document = ExtractedDocument(file: file, format: .markdown)
        document.suppressionDirectives = directives
        return document
    }

    @Test func lineAndNextLineCountFromTheCommentsLastLine() {
        let directives = [directive(.nextLine, ["generic-link-text"], 2, 3, end: 4), directive(.line, [], 7, 10, end: 7)]
        let findings = [
            finding("generic-link-text", line: 4), finding("generic-link-text", line: 5), finding("url-as-link-text", line: 5),
            finding("generic-link-text", line: 3), finding("url-as-link-text", line: 7, column: 2), finding("generic-link-text", line: 8),
            finding("generic-link-text", line: 5, file: "b.md"), finding("generic-link-text", line: nil),
        ]
        let outcome = InSourceSuppressions.apply([document(directives)], to: findings, isEnabled: { _ in true }, severity: .note)
        #expect(outcome.suppressed.map(brief) == ["5:1 generic-link-text", "7:2 url-as-link-text"])
        #expect(outcome.suppressed.allSatisfy { $0.suppressed == .inSource })
        #expect(
            outcome.findings.map { brief($0) + " " + $0.file } == [
                "4:1 generic-link-text a.md", "5:1 url-as-link-text a.md", "3:1 generic-link-text a.md", "8:1 generic-link-text a.md",
                "5:1 generic-link-text b.md", "-:- generic-link-text a.md",
            ])
        #expect(outcome.unused.isEmpty)
    }

    /// `disable` runs from its own position to an `enable` naming the same rule (or every rule);
    /// ranges of different rules nest and overlap.
    @Test func disableRangesEndAtTheirOwnEnable() {
        let directives = [
            directive(.disable, ["generic-link-text"], 2, 5),
            directive(.disable, ["url-as-link-text", "generic-link-text"], 4),
            directive(.enable, ["generic-link-text"], 6),
            directive(.enable, [], 9, 4),
            directive(.disable, [], 12),
        ]
        let findings = [
            finding("generic-link-text", line: 2, column: 4), // before the comment on its line
            finding("generic-link-text", line: 2, column: 30), finding("generic-link-text", line: 5), finding("url-as-link-text", line: 5),
            finding("generic-link-text", line: 7), finding("url-as-link-text", line: 7), finding("url-as-link-text", line: 9, column: 2),
            finding("url-as-link-text", line: 9, column: 20), finding("empty-link-name", line: 13), finding("generic-link-text", line: nil),
        ]
        let outcome = InSourceSuppressions.apply([document(directives)], to: findings, isEnabled: { _ in true }, severity: .note)
        #expect(
            outcome.suppressed.map(brief) == [
                "2:30 generic-link-text", "5:1 generic-link-text", "5:1 url-as-link-text", "7:1 url-as-link-text", "9:2 url-as-link-text",
                "13:1 empty-link-name",
            ])
        #expect(
            outcome.findings.map(brief) == [
                "2:4 generic-link-text", "7:1 generic-link-text", "9:20 url-as-link-text", "-:- generic-link-text",
            ])
        #expect(outcome.unused.isEmpty)
    }

    @Test func fileAndKeyCoverFindingsWithoutALine() {
        let directives = [
            directive(.file, ["generic-link-text"], 9), directive(.key, ["url-as-link-text"], 3, key: "help.more"),
        ]
        let findings = [
            finding("generic-link-text", line: nil), finding("generic-link-text", line: 2),
            finding("url-as-link-text", line: nil, key: "help.more"), finding("url-as-link-text", line: 4, key: "help.less"),
        ]
        let outcome = InSourceSuppressions.apply(
            [document(directives, file: "a.xcstrings")],
            to: findings.map {
                var f = $0; f.file = "a.xcstrings"; return f
            },
            isEnabled: { _ in true }, severity: .note)
        #expect(outcome.suppressed.map(brief) == ["-:- generic-link-text", "2:1 generic-link-text", "-:- url-as-link-text"])
        #expect(outcome.findings.map(brief) == ["4:1 url-as-link-text"])
    }

    @Test func unusedDirectivesAndUnknownRules() {
        let directives = [
            directive(.nextLine, ["generic-link-text", "url-as-link-text"], 1), // silences generic only
            directive(.line, [], 3, 8), // nothing at all
            directive(.disable, ["generic-link-txt", "label-not-in-name"], 5), // misspelled; disabled rule
            directive(.enable, ["empty-link-name"], 6), // an enable alone is never unused
            directive(.nextLine, ["unused-suppression", "no-such-thing"], 7),
        ]
        let outcome = InSourceSuppressions.apply(
            [document(directives)], to: [finding("generic-link-text", line: 2)], isEnabled: { $0 != "label-not-in-name" },
            severity: .note)
        #expect(outcome.suppressed.map(brief) == ["2:1 generic-link-text"])
        #expect(
            outcome.unused.map { brief($0) + " | " + $0.message + " | " + ($0.fix ?? "") } == [
                "1:1 unused-suppression | 'linkaudit-disable-next-line' silences no finding of 'url-as-link-text' on line 2 "
                    + "| remove 'url-as-link-text' from the comment",
                "3:8 unused-suppression | 'linkaudit-disable-line' silences no finding on line 3 | remove the comment",
                "5:1 unused-suppression | 'linkaudit-disable' names 'generic-link-txt', which is not a linkaudit rule; "
                    + "did you mean 'generic-link-text'? | write a rule id that 'linkaudit rules' lists, or remove it from the comment",
                "7:1 unused-suppression | 'linkaudit-disable-next-line' names 'no-such-thing', which is not a linkaudit rule "
                    + "| write a rule id that 'linkaudit rules' lists, or remove it from the comment",
            ])
        #expect(outcome.unused.allSatisfy { $0.severity == .note && $0.file == "a.md" })
        // Turned off: no unused-suppression findings at all.
        let off = InSourceSuppressions.apply(
            [document(directives)], to: [], isEnabled: { $0 != "unused-suppression" }, severity: .note)
        #expect(off.unused.isEmpty)
    }

    /// A comment naming `unused-suppression` silences unused-suppression notes; one naming no rule does not.
    @Test func unusedNotesCanBeSilencedByName() {
        let directives = [
            directive(.line, ["url-as-link-text"], 3),
            directive(.disable, ["unused-suppression"], 5),
            directive(.nextLine, ["empty-link-name"], 6),
            directive(.enable, [], 8),
            directive(.line, [], 9),
        ]
        let outcome = InSourceSuppressions.apply([document(directives)], to: [], isEnabled: { _ in true }, severity: .note)
        #expect(outcome.unused.map(brief).sorted() == ["3:1 unused-suppression", "9:1 unused-suppression"])
        #expect(outcome.suppressed.map(brief) == ["6:1 unused-suppression"])
    }

    /// Rule ids come from audited text: a long one is cut, an invisible character escaped.
    @Test func hostileRuleIDsAreCutAndEscaped() {
        let long = String(repeating: "x", count: 500) + "\u{1B}[31m"
        let outcome = InSourceSuppressions.apply(
            [document([directive(.line, [RuleID(long), "a\u{202E}b"], 2)])], to: [], isEnabled: { _ in true }, severity: .note)
        #expect(
            outcome.unused.map(\.message) == [
                "'linkaudit-disable-line' names 2 ids that are not linkaudit rules: '" + String(repeating: "x", count: 24) + "…"
                    + String(repeating: "x", count: 10) + "\\u{1B}[31m', 'a\\u{202E}b'"
            ])
    }

    /// A comment naming thousands of ids that are not rules is one note, not thousands of annotations.
    @Test func manyUnknownIDsAreOneNote() {
        let ids = (0..<10_000).map { RuleID("rule-\($0)") } + ["generic-link-txt", "rule-0"]
        let outcome = InSourceSuppressions.apply(
            [document([directive(.nextLine, ids + ["url-as-link-text"], 2)])], to: [], isEnabled: { _ in true }, severity: .note)
        #expect(
            outcome.unused.map { brief($0) + " | " + $0.message + " | " + ($0.fix ?? "") } == [
                "2:1 unused-suppression | 'linkaudit-disable-next-line' silences no finding of 'url-as-link-text' on line 3 "
                    + "| remove 'url-as-link-text' from the comment",
                "2:1 unused-suppression | 'linkaudit-disable-next-line' names 10001 ids that are not linkaudit rules: "
                    + "'rule-0', 'rule-1', 'rule-2' and 9998 more | write rule ids that 'linkaudit rules' lists, or remove them from the comment",
            ])
    }

    @Test func closestRuleIDs() {
        #expect(InSourceSuppressions.closestRuleID(to: "generic-link") == "generic-link-text")
        #expect(InSourceSuppressions.closestRuleID(to: "Generic-Link-Text") == "generic-link-text")
        #expect(InSourceSuppressions.closestRuleID(to: "ambigous-link-text") == "ambiguous-link-text")
        #expect(InSourceSuppressions.closestRuleID(to: "MD033") == nil)
    }
}
