import LinkAuditModel

/// One group of the HTML report's drill-down: the findings of one rule on one link name (across
/// files), on one app-copy key (across locales and variations), or, for a finding about markup
/// rather than a link, with one message (issue 11, item 2).
struct HTMLFindingGroup {
    enum Kind { case name, key, message }

    /// What the findings of one group share, besides their rule.
    enum Grouping: Hashable {
        /// A link name, whitespace collapsed and lowercased.
        case name(String)
        /// A string-table key in its table group.
        case key(TableKey)
        /// The message of a finding about no link.
        case message(String)

        /// The fields the group's anchor hashes, in order: the kind (`name`, `key`, `message`),
        /// then the table group and key, the name, or the message. ``StableHash/add(fields:)``
        /// gives them the bytes the anchors have always been made of.
        var fields: [String] {
            switch self {
            case .name(let name): ["name", name]
            case .key(let key): ["key", key.table, key.key]
            case .message(let message): ["message", message]
            }
        }
    }

    var rule: RuleID
    var kind: Kind
    /// What the group is about, as written (escape it to show it): the link's name, the key, or the message.
    var title: String
    var anchor: String
    /// The entries shown, in report order; each stands for itself and its other locales.
    var entries: [FindingGroups.Entry] = []

    /// The most severe finding's severity.
    var severity: Severity { entries.map(\.finding.severity).max() ?? .note }
    /// Findings the group fixes: every instance, each locale counted.
    var instances: Int { entries.reduce(0) { $0 + 1 + $1.others.count } }
    /// Files the instances are in.
    var files: Int { Set(entries.flatMap { [$0.finding.file] + $0.others.map(\.file) }).count }
    /// The instances' locales, sorted (`base` for a table without one).
    var locales: [String] {
        Set(entries.flatMap { [$0.finding] + $0.others }.compactMap { $0.key == nil ? nil : $0.locale ?? "base" }).sorted()
    }

    /// Groups the entries rule by rule; each rule's groups most instances first, then by title.
    /// - Returns: rules most severe first, then most findings first, then by id.
    static func make(_ entries: [FindingGroups.Entry], linksByID: LinkIndex) -> [(rule: RuleID, groups: [HTMLFindingGroup])] {
        var byRule: [RuleID: [HTMLFindingGroup]] = [:]
        var indexOf: [RuleID: [Grouping: Int]] = [:]
        for entry in entries {
            let finding = entry.finding
            let kind: Kind
            let title: String
            let by: Grouping
            if let key = finding.key {
                kind = .key
                title = key
                by = .key(AppCopyEntry(table: tableOf(finding, linksByID), key: key).tableGroupKey)
            } else if let link = finding.link.flatMap({ linksByID[$0] }) {
                kind = .name
                title = displayName(link)
                by = .name(title.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased())
            } else {
                kind = .message
                title = finding.message
                by = .message(finding.message)
            }
            if let index = indexOf[finding.rule]?[by] {
                byRule[finding.rule]![index].entries.append(entry)
            } else {
                indexOf[finding.rule, default: [:]][by] = byRule[finding.rule, default: []].count
                let group = HTMLFindingGroup(
                    rule: finding.rule, kind: kind, title: title, anchor: HTMLAnchors.groupAnchor(rule: finding.rule, by: by),
                    entries: [entry])
                byRule[finding.rule, default: []].append(group)
            }
        }
        let rules = byRule.map { rule, groups in
            (rule: rule, groups: groups.sorted { ($1.instances, $0.title, $0.anchor) < ($0.instances, $1.title, $1.anchor) })
        }
        return rules.sorted { a, b in
            let left = (a.groups.map(\.severity).max() ?? .note, a.groups.reduce(0) { $0 + $1.instances })
            let right = (b.groups.map(\.severity).max() ?? .note, b.groups.reduce(0) { $0 + $1.instances })
            if left != right { return left > right }
            return a.rule < b.rule
        }
    }

    /// The name VoiceOver reads, else the visible text, else `(no name)`.
    static func displayName(_ link: Link) -> String {
        link.name.isEmpty ? (link.text.isEmpty ? "(no name)" : link.text) : link.name
    }

    /// The string table a finding's key is in: its link's table (an XLIFF unit's `original`), else its file.
    private static func tableOf(_ finding: Finding, _ linksByID: LinkIndex) -> String {
        finding.link.flatMap { linksByID[$0]?.appCopy?.table } ?? finding.file
    }
}
