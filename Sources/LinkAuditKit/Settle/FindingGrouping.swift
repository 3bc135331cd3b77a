import LinkAuditModel
import LinkAuditReporters

/// The settle stage's grouping of findings: one rule on one string-table key across its locales
/// (issue 10, item 5; see `docs/model.md`, Grouped findings). The reporters show each group once
/// (`FindingGroups.entries`); they assign none (issue 22: reporters are pure functions of the
/// settled result).
enum FindingGrouping {
    /// Sets `group` on every finding about a string-table key; other findings get none. The id is
    /// 16 hexadecimal digits of a 64-bit FNV-1a hash of rule, table group, key, variation (and the
    /// occurrence within its value, from the second on): the same across runs, machines and edits
    /// to other keys.
    /// - Parameters:
    ///   - findings: in report order (the occurrence of a finding within its value follows it).
    ///   - links: the run's links, by whose `id` a finding's table is found (an XLIFF unit's table is
    ///     its `original`, not the XLIFF file).
    static func assign(_ findings: inout [Finding], links: [Link]) {
        let tableOf = Dictionary(
            links.compactMap { link in link.appCopy.map { (link.id, $0.tableGroup) } }, uniquingKeysWith: { first, _ in first })
        var seen: [[String]: Int] = [:]
        for index in findings.indices {
            let finding = findings[index]
            guard let key = finding.key else { continue }
            let table = finding.link.flatMap { tableOf[$0] } ?? AppCopyEntry(table: finding.file, key: key).tableGroup
            let base = [finding.rule.rawValue, table, key, finding.variation ?? ""]
            let occurrence = seen[base + [finding.locale ?? ""], default: 0]
            seen[base + [finding.locale ?? ""]] = occurrence + 1
            var hash = StableHash()
            for part in base + (occurrence > 0 ? [String(occurrence)] : []) { hash.add(part) }
            findings[index].group = hash.hex
        }
    }
}
