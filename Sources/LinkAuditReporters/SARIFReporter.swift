import Foundation
import LinkAuditModel
import LinkAuditRules

/// SARIF 2.1.0 for code scanning: one run, the rule catalog as `tool.driver.rules`, built from the
/// typed values of ``SARIF`` and encoded with sorted keys, so the same audit gives the same bytes.
///
/// - Columns are UTF-16 code units (`run.columnKind`), converted from linkaudit's UTF-8 byte columns
///   with the tables counted at extraction (``AuditResult/utf16Columns``, ``ColumnConverter``).
/// - A finding about a link ends where the link ends (`endLine`, `endColumn`: exclusive).
/// - `partialFingerprints["linkaudit/v1"]` is the ``FindingIdentity`` digest: the baseline's
///   identity, free of line numbers, so an edit elsewhere in the file keeps it.
/// - Suppressed findings are results with `suppressions`: a baseline's and a configuration key
///   pattern's of kind `external`, a comment's in the file of kind `inSource` (issue 10). With a
///   baseline, every result has a `baselineState`: `unchanged` when the baseline lists it, else `new`.
/// - Inputs that could not be read are results of the `input-error` rule, on the file (code scanning
///   shows results as alerts on the file; it shows tool notifications only on its status page);
///   non-fatal warnings are `toolExecutionNotifications`, and so is each link-like construct the run
///   did not understand (``NotUnderstood``): a `note` whose `descriptor` is its kind.
public enum SARIFReporter {
    /// The `partialFingerprints` key; its version changes when ``FindingIdentity`` does.
    public static let fingerprintKey = "linkaudit/v1"

    /// The id and descriptor of results for inputs that could not be read or parsed.
    static let inputErrorRule: RuleID = "input-error"

    public static func render(_ result: AuditResult) -> String {
        let descriptions = RuleCatalog.descriptions
        var rules = descriptions.map { description in
            SARIF.ReportingDescriptor(
                id: description.id, name: description.name, shortDescription: .init(text: description.summary),
                fullDescription: .init(text: description.rationale),
                helpUri: ToolInfo.ruleDocumentationURI(description.id, template: result.ruleDocumentation),
                defaultConfiguration: .init(level: level(description.defaultSeverity)),
                properties: .init(tags: description.wcag.map { "WCAG " + $0 }))
        }
        rules.append(
            SARIF.ReportingDescriptor(
                id: inputErrorRule, name: "Input error", shortDescription: .init(text: "A file could not be read or parsed."),
                fullDescription: .init(
                    text: "The file, or a part of it, could not be read or parsed, so its links were not audited (exit status 3)."),
                helpUri: ToolInfo.informationURI + "/blob/main/docs/model.md#findings-and-exit-status",
                defaultConfiguration: .init(level: "error"), properties: nil))
        let indices = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let builder = ResultBuilder(
            links: result.links, columns: ColumnConverter(result), ruleIndices: indices, baselineUsed: result.baselineGone != nil)
        // Identities count occurrences in report order over every finding, suppressed or not, as
        // the baseline counts them.
        let all = (result.findings + result.suppressedFindings).sorted(by: Finding.reportOrder)
        var results = zip(all, FindingIdentity.identify(all, links: result.links)).map { builder.result($0, identity: $1) }
        results += result.errors.map(builder.result)
        var notifications = result.warnings.map { warning in
            SARIF.Notification(
                level: "warning", message: .init(text: ReadableText.escapingInvisibles(warning.message)),
                locations: [builder.location(file: warning.file, line: warning.line, column: warning.column)])
        }
        notifications += result.notUnderstood.map { construct in
            SARIF.Notification(
                level: "note", message: .init(text: "not understood: " + ReadableText.escapingInvisibles(construct.detail)),
                locations: [builder.location(file: construct.file, line: construct.position.line, column: construct.position.utf8Column)],
                descriptor: .init(id: construct.kind.rawValue))
        }
        let log = SARIF.Log(runs: [
            SARIF.Run(
                tool: .init(
                    driver: .init(
                        name: ToolInfo.name, version: ToolInfo.version, semanticVersion: ToolInfo.version,
                        informationUri: ToolInfo.informationURI, rules: rules)),
                invocations: [
                    .init(
                        executionSuccessful: result.errors.isEmpty, toolExecutionNotifications: notifications.isEmpty ? nil : notifications)
                ],
                results: results)
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(log) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A relative URI reference for a path as reports show it: its very bytes
    /// (``PathText/bytes(shown:)``) percent-encoded (``URIPath``); an absolute path is a `file://` URI.
    static func uri(_ path: String) -> String {
        let encoded = URIPath.encoded(PathText.bytes(shown: path))
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
