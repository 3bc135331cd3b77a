import Foundation
import LinkAuditModel
import LinkAuditRules

/// SARIF 2.1.0 for code scanning: one run, the rule catalog as `tool.driver.rules`.
public enum SARIFReporter {
    public static func render(_ result: AuditResult) -> String {
        let descriptions = RuleCatalog.descriptions
        let rules: [[String: Any]] = descriptions.map { description in
            [
                "id": description.id,
                "name": description.name,
                "shortDescription": ["text": description.summary],
                "fullDescription": ["text": description.rationale],
                "defaultConfiguration": ["level": level(description.defaultSeverity)],
                "properties": ["tags": description.wcag.map { "WCAG " + $0 }],
            ]
        }
        let indices = Dictionary(uniqueKeysWithValues: descriptions.enumerated().map { ($1.id, $0) })
        var results: [[String: Any]] = (result.findings + result.suppressedFindings).map { finding in
            var region: [String: Any] = [:]
            if let line = finding.line { region["startLine"] = line }
            if let column = finding.column { region["startColumn"] = column }
            var physical: [String: Any] = ["artifactLocation": ["uri": uri(finding.file)]]
            if !region.isEmpty { physical["region"] = region }
            var entry: [String: Any] = [
                "ruleId": finding.rule,
                "level": level(finding.severity),
                "message": ["text": FindingText.appCopyLabel(finding) + FindingText.messageAndFix(finding)],
                "locations": [["physicalLocation": physical]],
            ]
            if let index = indices[finding.rule] { entry["ruleIndex"] = index }
            // A baseline lives outside the analyzed files: SARIF calls that an external suppression.
            if finding.suppressed == .baseline { entry["suppressions"] = [["kind": "external", "justification": "in the baseline"]] }
            if finding.suppressed == .inSource { entry["suppressions"] = [["kind": "inSource"]] }
            if finding.suppressed == .configuration {
                entry["suppressions"] = [["kind": "external", "justification": "a suppress key pattern of the configuration"]]
            }
            return entry
        }
        results += result.errors.map { error in
            var region: [String: Any] = [:]
            if let line = error.line { region["startLine"] = line }
            if let column = error.column { region["startColumn"] = column }
            var physical: [String: Any] = ["artifactLocation": ["uri": uri(error.file)]]
            if !region.isEmpty { physical["region"] = region }
            return [
                "ruleId": "input-error", "level": "error", "message": ["text": ReadableText.escapingInvisibles(error.message)],
                "locations": [["physicalLocation": physical]],
            ]
        }
        let log: [String: Any] = [
            "version": "2.1.0",
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "runs": [
                [
                    "tool": [
                        "driver": [
                            "name": ToolInfo.name, "version": ToolInfo.version, "informationUri": ToolInfo.informationURI, "rules": rules,
                        ]
                    ],
                    "results": results,
                ]
            ],
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else {
            return "{}\n"
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A relative URI reference for a path: each segment percent-encoded, so that spaces, `:` and
    /// `#` in file names stay part of the path.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":;#?")
        let encoded = path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }.joined(separator: "/")
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}
