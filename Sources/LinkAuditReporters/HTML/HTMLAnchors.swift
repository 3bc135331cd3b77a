import LinkAuditModel

/// Stable `id`s for the report's findings and groups, so a link to `report.html#f-…` still leads to
/// the same finding after unrelated edits.
///
/// A finding's anchor is `f-` and its ``FindingIdentity/fingerprint``: what names it across runs
/// (rule, file, app-copy key, locale and variation, the link's name and destination, its occurrence
/// among identical ones in the file), never its line, column, message or a running number. It is
/// the baseline's entry and SARIF's `partialFingerprints` value, so the three name a finding alike.
enum HTMLAnchors {
    /// `f-` and 16 hex digits for each finding, in the order of `findings`.
    static func findingAnchors(_ findings: [Finding], links: [Link]) -> [String] {
        FindingIdentity.identify(findings, links: links).map { "f-" + $0.fingerprint }
    }

    /// `g-` and 16 hex digits of a group's rule and what it is grouped by
    /// (``HTMLFindingGroup/Grouping/fields``).
    static func groupAnchor(rule: RuleID, by grouping: HTMLFindingGroup.Grouping) -> String {
        var hash = StableHash()
        hash.add("html-group")
        hash.add(rule.rawValue)
        hash.add(fields: grouping.fields)
        return "g-" + hash.hex
    }
}
