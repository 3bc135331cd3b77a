import LinkAuditModel

/// What names a finding across runs, without its line, column or message: the baseline's entry
/// (`Baseline.Entry` in LinkAuditKit) and SARIF's `partialFingerprints` are both made from it, so
/// an edit elsewhere in the file changes neither (issue 10).
///
/// Rule, file, the string table key, locale and variation for app copy, the link's name and
/// destination (whitespace collapsed, the name case folded), and an occurrence index that counts
/// identical identities in the same file in report order. Two identical "here" links are two
/// identities; a third one added later is a new one.
public struct FindingIdentity: Codable, Hashable, Sendable {
    /// The rule's kebab-case id.
    public var rule: RuleID
    /// The file, as reports show it.
    public var file: String
    /// App copy: the string table key, the value's locale and its variation path.
    public var key: String?
    public var locale: String?
    public var variation: String?
    /// The link's accessible name, whitespace collapsed and case folded.
    public var name: String?
    /// The link's destination (normalized when the extractor normalized it), trimmed.
    public var destination: String?
    /// 0 for the first finding with this identity in the file, 1 for the second, …
    public var occurrence: Int

    public init(
        rule: RuleID, file: String, key: String? = nil, locale: String? = nil, variation: String? = nil, name: String? = nil,
        destination: String? = nil, occurrence: Int = 0
    ) {
        self.rule = rule
        self.file = file
        self.key = key
        self.locale = locale
        self.variation = variation
        self.name = name
        self.destination = destination
        self.occurrence = occurrence
    }

    /// The fields in a fixed order, absent ones empty: what identities are sorted by.
    public var sortKey: [String] {
        [rule.rawValue, file, key ?? "", locale ?? "", variation ?? "", name ?? "", destination ?? "", String(occurrence)]
    }

    /// Each finding's identity, in the order of `findings`; occurrence indices follow that order.
    /// - Parameter links: the run's links, to read the name and destination of a finding's link.
    public static func identify(_ findings: [Finding], links: [Link]) -> [FindingIdentity] {
        let byID = LinkIndex(links)
        var seen: [FindingIdentity: Int] = [:]
        return findings.map { finding in
            let link = finding.link.flatMap { byID[$0] }
            var identity = FindingIdentity(
                rule: finding.rule, file: finding.file, key: finding.key, locale: finding.locale, variation: finding.variation,
                name: link.map { collapsed($0.name).lowercased() },
                destination: link.map { collapsed($0.normalizedDestination ?? $0.destination) })
            let counted = identity
            identity.occurrence = seen[counted, default: 0]
            seen[counted] = identity.occurrence + 1
            return identity
        }
    }

    /// A fixed-width digest of the identity: 16 lowercase hexadecimal digits, the 64-bit FNV-1a hash
    /// that also names finding groups (`FindingGroups`), over every field in order (an absent one as
    /// ``StableHash/absentPart``), then the occurrence in decimal. The same on every machine and in
    /// every run, unlike Swift's `Hasher`.
    public var fingerprint: String {
        var hash = StableHash()
        for field in [rule.rawValue, file, key, locale, variation, name, destination] { hash.add(field) }
        hash.add(String(occurrence))
        return hash.hex
    }

    /// Whitespace runs collapsed to one space, trimmed.
    private static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension Finding {
    /// The order of findings in every report: file, line, column, rule, link id, then message.
    /// Findings without a line come first in their file.
    /// Each field is compared once, in that order (a sort of a run's findings asks this hundreds
    /// of thousands of times; comparing the fields as two tuples compares each equal one twice).
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.line ?? 0 != b.line ?? 0 { return a.line ?? 0 < b.line ?? 0 }
        if a.column ?? 0 != b.column ?? 0 { return a.column ?? 0 < b.column ?? 0 }
        if a.rule != b.rule { return a.rule < b.rule }
        if a.link ?? 0 != b.link ?? 0 { return a.link ?? 0 < b.link ?? 0 }
        return a.message < b.message
    }
}
