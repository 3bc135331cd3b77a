import LinkAuditModel
import LinkAuditReporters
import LinkAuditRules

/// The settle stage of a run, once every scope is checked: configured severities, stale keys,
/// report order, groups, in-place suppression comments and the configuration's key patterns, in
/// the order they apply; then fix suggestions (``FixSuggestions``); last, the baseline and
/// `--changed-since` (``narrow(_:by:)``, with what the command line asked: ``Narrowing``).
enum Settlement {
    /// The end of a run, once every scope is checked: configured severities, stale keys, report
    /// order, groups and suppressions. `links` are the links findings may name, with their ids;
    /// `staleKeys` the keys a String Catalog marks stale, each with its table file.
    /// `findings` is consumed: a caller that passes its own (`consume findings`) lets it be changed
    /// in place, so the run's findings are held once, not once per step.
    static func settle(
        findings: consuming [Finding], links: [Link], documents: [ExtractedDocument], staleKeys: Set<TableKey>,
        configuration: Configuration
    ) -> AuditResult {
        // Keys a String Catalog marks stale are no longer in the code: their findings weigh less.
        var kept = 0
        for index in findings.indices {
            var finding = findings[index]
            if let severity = configuration.severities[finding.rule] { finding.severity = severity }
            if let key = finding.key, staleKeys.contains(TableKey(table: finding.file, key: key)) {
                guard let stale = configuration.staleSeverity else { continue }
                finding.severity = min(finding.severity, stale)
            }
            findings[kept] = finding
            kept += 1
        }
        findings.removeLast(findings.count - kept)
        findings.sort(by: Finding.reportOrder)
        FindingGrouping.assign(&findings, links: links)
        // In-place suppression comments, after severities and groups (a suppressed instance keeps its
        // group), before the baseline and `--changed-since`.
        let unusedID = RuleCatalog.unusedSuppression.id
        var inSource = InSourceSuppressions.apply(
            documents, to: findings, isEnabled: configuration.isEnabled,
            severity: configuration.severities[unusedID] ?? RuleCatalog.unusedSuppression.defaultSeverity)
        findings = []
        var result = AuditResult(files: [], links: links, findings: inSource.findings, errors: [])
        inSource.findings = []
        result.findings += inSource.unused
        result.findings.sort(by: Finding.reportOrder)
        result.suppressedFindings = inSource.suppressed.sorted(by: Finding.reportOrder)
        // The configuration's key patterns, after the comments: a finding a comment covers is theirs.
        KeySuppression.suppress(
            configuration.keySuppressions, in: &result,
            unusedSeverity: configuration.isEnabled(unusedID)
                ? configuration.severities[unusedID] ?? RuleCatalog.unusedSuppression.defaultSeverity : nil)
        result.sourceLanguage = configuration.sourceLanguage
        result.disabledRules = configuration.disabledRules
        for document in documents where !document.keyLines.isEmpty { result.keyLines[document.file] = document.keyLines }
        return result
    }
}
