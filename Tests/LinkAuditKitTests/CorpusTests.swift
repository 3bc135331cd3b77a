import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditRules
import LinkAuditTestSupport
import Testing

/// Audits the project's `Corpus/` and compares each document's findings with the expectations
/// written beside it in `<document>.expected` (one `line:column severity rule` per line).
/// Set LINKAUDIT_UPDATE=1 to rewrite them; review the diff before committing.
@Suite("Corpus")
struct CorpusTests {
    @Test func findingsMatchTheExpectationsBesideEachDocument() throws {
        let result = audit(["Corpus"], in: projectFolder)
        #expect(result.errors.isEmpty, "\(result.errors)")
        var actual: [String: [String]] = [:]
        for file in result.files { actual[file] = [] }
        for finding in result.findings {
            actual[finding.file, default: []].append(
                "\(finding.line ?? 0):\(finding.column ?? 0) \(finding.severity.rawValue) \(finding.rule)")
        }
        let update = updatingExpectedFiles
        for (file, lines) in actual.sorted(by: { $0.key < $1.key }) {
            // A build without SwiftSyntax reads no `.swift` file (`docs/swift-sources.md`).
            if file.hasSuffix(".swift"), !DocumentExtractor.readsSwiftSources { continue }
            let path = projectFolder + "/" + file + ".expected"
            let text = lines.map { $0 + "\n" }.joined()
            if update { try text.write(toFile: path, atomically: true, encoding: .utf8); continue }
            let expected = try? String(contentsOfFile: path, encoding: .utf8)
            #expect(expected == text, "\(file): findings differ from \(file).expected")
        }
    }

    @Test func everyRuleIsExercisedByTheCorpus() {
        let result = audit(["Corpus"], in: projectFolder)
        let rules = Set(result.findings.map(\.rule))
        let swiftOnly: Set<RuleID> = ["attributed-link-needs-underline", "link-button-trait", "button-opens-url", "external-link-signal"]
        // Needs `Link.style`, which the CSS and Swift styling readers of issue 13 fill: not on this branch yet.
        let awaitingStyleReaders: Set<RuleID> = []
        for description in RuleCatalog.descriptions.map(\.id)
        where (DocumentExtractor.readsSwiftSources || !swiftOnly.contains(description)) && !awaitingStyleReaders.contains(description) {
            #expect(rules.contains(description), "no corpus finding for \(description)")
        }
    }
}
