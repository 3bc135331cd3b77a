import LinkAuditModel

/// Stable `id`s for the report's findings and groups, so a link to `report.html#f-…` still leads to
/// the same finding after unrelated edits.
///
/// A finding's anchor is `f-` and a 64-bit FNV-1a digest (`FindingGroups.id`) of what names it across
/// runs, never its line, column, message or a running number: rule, file, app-copy key, locale and
/// variation, the link's name (whitespace collapsed, lowercased) and destination (normalized when
/// known), and its occurrence among identical ones in the file, in report order. These are the
/// baseline's and SARIF's fingerprint inputs (`FindingIdentity` on branch `sarif`); once that merges,
/// this helper becomes `"f-" + identity.fingerprint`.
enum HTMLAnchors {
    /// `f-` and 16 hex digits for each finding, in the order of `findings`.
    static func findingAnchors(_ findings: [Finding], linksByID: [Int: Link]) -> [String] {
        var seen: [[String?]: Int] = [:]
        return findings.map { finding in
            let link = finding.link.flatMap { linksByID[$0] }
            let fields: [String?] = [
                finding.rule, finding.file, finding.key, finding.locale, finding.variation,
                link.map { collapsed($0.name).lowercased() }, link.map { collapsed($0.normalizedDestination ?? $0.destination) },
            ]
            let occurrence = seen[fields, default: 0]
            seen[fields] = occurrence + 1
            return "f-" + FindingGroups.id(fields.map { $0 ?? "\u{1}" } + [String(occurrence)])
        }
    }

    /// `g-` and 16 hex digits of a group's rule and what it is grouped by.
    static func groupAnchor(rule: String, by: String) -> String { "g-" + FindingGroups.id(["html-group", rule, by]) }

    private static func collapsed(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
}
