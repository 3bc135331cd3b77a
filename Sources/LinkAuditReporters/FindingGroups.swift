import LinkAuditModel

/// Findings of one rule on one string-table key across its locales (issue 10, item 5; see
/// `docs/model.md`, Grouped findings).
///
/// A group is the same rule on the same key and variation of one table across its localizations:
/// one String Catalog, the `.strings` or `.stringsdict` files of one table in different `*.lproj`
/// folders (`AppCopyEntry.tableGroup`), XLIFF files that name the same key and `original`. When one
/// value has several findings of a rule (two generic links in it), the n-th of each locale are one
/// group. The text, HTML and GitHub outputs show a group once, at its source-language instance;
/// JSON keeps every instance with its `group` id; counts and the exit status count instances.
///
/// The settle stage assigns the groups (`FindingGrouping` in `LinkAuditKit`); the reporters read
/// them here, as entries to show.
public enum FindingGroups {
    /// 64-bit FNV-1a over the parts' UTF-8 bytes, each part ended by a 0 byte, as 16 hex digits
    /// (``StableHash``).
    static func id(_ parts: [String]) -> String {
        var hash = StableHash()
        for part in parts { hash.add(part) }
        return hash.hex
    }

    /// One line of a grouped output: the finding shown, and the other instances of its group.
    public struct Entry: Sendable {
        public var finding: Finding
        /// The group's other instances, in report order; empty for a finding alone.
        public var others: [Finding]
        /// What tells each of `others` apart, in its order: its link's name (else its visible
        /// text, else `(no name)`), or its message for a finding about no link. Empty when every
        /// other instance has the shown one's; otherwise a reader would take the shown name for
        /// theirs (issue 10, new-user trial, item 1).
        public var otherNames: [String] = []

        /// The other instances' locales, each once, sorted, without the shown finding's own
        /// (`base` for a table without a locale, such as `Base.lproj`).
        public var otherLocales: [String] {
            let own = finding.locale ?? "base"
            return Set(others.map { $0.locale ?? "base" }).subtracting([own]).sorted()
        }

        /// ` (also de, fr, ja)` when the other instances name what the shown one names;
        /// ` (also de "Hier", fr "Plus")` when any names something else: each locale with its
        /// instance's name, cut short and escaped (``FindingText/quoted(_:)``), sorted by locale
        /// (each pair once). Empty for a finding alone.
        var alsoSuffix: String {
            guard !otherNames.isEmpty else {
                let locales = otherLocales
                return locales.isEmpty ? "" : " (also \(locales.map(ReadableText.escapingInvisibles).joined(separator: ", ")))"
            }
            var seen: Set<[String]> = []
            let pairs = zip(others, otherNames).map { ($0.locale ?? "base", $1) }.filter { seen.insert([$0.0, $0.1]).inserted }
            let parts = pairs.sorted { $0.0 < $1.0 }.map { ReadableText.escapingInvisibles($0.0) + " " + FindingText.quoted($0.1) }
            return " (also \(parts.joined(separator: ", ")))"
        }
    }

    /// The findings to show, one entry per group, in report order of the shown instance: the
    /// instance in the table's source language (the String Catalog's or XLIFF's own, else the
    /// run's `sourceLanguage`), else the first.
    public static func entries(_ result: AuditResult) -> [Entry] {
        let linksByID = LinkIndex(result.links)
        func name(_ finding: Finding) -> String {
            finding.link.flatMap { linksByID[$0] }.map(HTMLFindingGroup.displayName) ?? finding.message
        }
        let sourceOf = Dictionary(
            result.links.compactMap { link in link.appCopy.map { (link.id, $0.sourceLanguage) } }, uniquingKeysWith: { first, _ in first })
        var members: [String: [Int]] = [:]
        for (index, finding) in result.findings.enumerated() {
            if let group = finding.group { members[group, default: []].append(index) }
        }
        // Locales and source languages are the spellings of string tables: each is parsed once.
        var tags: [String: LanguageTag?] = [:]
        func tag(_ spelling: String) -> LanguageTag? {
            if let known = tags[spelling] { return known }
            let parsed = LanguageTag(spelling)
            tags[spelling] = parsed
            return parsed
        }
        func isSource(_ finding: Finding) -> Bool {
            guard let locale = finding.locale else { return false }
            let source = finding.link.flatMap { sourceOf[$0] ?? nil } ?? result.sourceLanguage
            guard let localeTag = tag(locale), let sourceTag = tag(source) else { return locale == source }
            return localeTag == sourceTag
        }
        var entries: [Entry] = []
        for (index, finding) in result.findings.enumerated() {
            guard let group = finding.group, let indices = members[group], indices.count > 1 else {
                entries.append(Entry(finding: finding, others: []))
                continue
            }
            let shown = indices.first { isSource(result.findings[$0]) } ?? indices[0]
            guard index == shown else { continue }
            let others = indices.filter { $0 != shown }.map { result.findings[$0] }
            let names = others.map(name)
            entries.append(Entry(finding: finding, others: others, otherNames: names.allSatisfy { $0 == name(finding) } ? [] : names))
        }
        return entries
    }
}
