import Foundation
import LinkAuditModel

/// The whole audit as JSON (see `docs/model.md`, Findings and exit status), schema-versioned, byte-identical for the same input.
public enum JSONReporter {
    /// The version of the JSON shape below; raised on any incompatible change.
    public static let schemaVersion = 1

    struct Document: Encodable {
        struct Tool: Encodable { var name: String; var version: String }
        struct Counts: Encodable { var error: Int; var warning: Int; var note: Int }
        struct Summary: Encodable {
            var files: Int
            var links: Int
            var findings: Counts
            var errors: Int
            var findingsByRule: [String: Int]
            /// Links per language that has no generic-text list ("not classified").
            var notClassified: [String: Int]
            /// With a baseline only: findings it suppressed, and its entries no finding matched.
            var baseline: BaselineCounts?
        }
        struct BaselineCounts: Encodable { var suppressed: Int; var gone: Int }
        var schemaVersion: Int
        var tool: Tool
        var summary: Summary
        var files: [String]
        var links: [Link]
        var findings: [Finding]
        var errors: [AuditError]
        var warnings: [AuditError]
    }

    public static func render(_ result: AuditResult) -> String {
        var byRule: [String: Int] = [:]
        for finding in result.findings { byRule[finding.rule, default: 0] += 1 }
        let document = Document(
            schemaVersion: schemaVersion,
            tool: .init(name: ToolInfo.name, version: ToolInfo.version),
            summary: .init(
                files: result.files.count, links: result.links.count,
                findings: .init(error: result.count(.error), warning: result.count(.warning), note: result.count(.note)),
                errors: result.errors.count, findingsByRule: byRule, notClassified: result.notClassified,
                baseline: result.baselineGone.map {
                    .init(suppressed: result.suppressedFindings.filter { $0.suppressed == .baseline }.count, gone: $0)
                }),
            files: result.files, links: result.links, findings: result.findings + result.suppressedFindings, errors: result.errors,
            warnings: result.warnings)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
