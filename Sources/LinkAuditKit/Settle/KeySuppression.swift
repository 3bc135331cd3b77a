import LinkAuditModel
import LinkAuditReporters
import LinkAuditRules

/// One `suppress` entry of the configuration file: the findings on string-table keys that match a
/// pattern, in any table and locale, are suppressed (`Suppression.configuration`), as a String
/// Catalog key's `linkaudit-disable` comment does for one key (issue 10: catalogs have no comments).
///
/// ```yaml
/// suppress:
///   - keys: "onboarding.*"
///     rules: [generic-link-text]
///     files: "App/**"
///     reason: The onboarding pages title every link's destination
/// ```
///
/// A finding without a key (Markdown, HTML, Swift code) is never matched. An entry that suppresses
/// nothing in a run is reported as an `unused-suppression` note at the entry.
public struct KeySuppression: Codable, Sendable, Equatable {
    /// The key pattern: `*` stands for any run of characters (dots and slashes included), every
    /// other character for itself; the pattern matches the whole key (`onboarding.*`, `*.more`).
    public var keys: String
    /// The rule ids suppressed; `nil` or empty suppresses every rule.
    public var rules: [RuleID]?
    /// Why, for the people who read the configuration.
    public var reason: String?
    /// A gitignore-style pattern (`PathPattern`) of the string tables the entry applies to; `nil`
    /// applies it to every file.
    public var files: String?
    /// Where the entry is written: the configuration file as messages name it. Not read from the file.
    public var configurationFile: String?
    /// The 1-based line of the entry in the configuration file, when known.
    public var line: Int?
    /// The 1-based column of the entry in the configuration file, when known.
    public var column: Int?

    private enum CodingKeys: String, CodingKey { case keys, rules, reason, files }

    /// The fields an entry may have, for the configuration's checks.
    static let fields: Set<String> = ["keys", "rules", "reason", "files"]

    public init(keys: String, rules: [RuleID]? = nil, reason: String? = nil, files: String? = nil) {
        self.keys = keys
        self.rules = rules
        self.reason = reason
        self.files = files
    }

    /// `keys` as findings' keys are compared with it: a pattern without `*` that spells a whole
    /// key longer than `BoundedKey.limit` is cut as that key is.
    private var pattern: String { keys.contains("*") ? keys : BoundedKey.bounded(keys) }

    /// Whether the entry covers a finding: it has a key matching `keys`, a rule the entry names (or
    /// the entry names none), and a file matching `files`.
    func covers(_ finding: Finding) -> Bool {
        guard let key = finding.key, Self.matches(pattern: Array(pattern.utf8), key: Array(key.utf8)) else { return false }
        if let rules, !rules.isEmpty, !rules.contains(finding.rule) { return false }
        if let files, !PathPattern.selects([PathPattern(files)], path: finding.file) { return false }
        return true
    }

    /// Whole-key matching where `*` is any run of bytes (iterative, with one backtrack point, so
    /// a pattern of many stars costs at most pattern × key steps).
    static func matches(pattern: [UInt8], key: [UInt8]) -> Bool {
        var p = 0
        var k = 0
        var star: (pattern: Int, key: Int)?
        while k < key.count {
            if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                star = (p, k)
                p += 1
            } else if p < pattern.count, pattern[p] == key[k] {
                p += 1
                k += 1
            } else if let last = star {
                p = last.pattern + 1
                k = last.key + 1
                star = (last.pattern, last.key + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }

    /// Moves the findings the entries cover from `result.findings` to `result.suppressedFindings`,
    /// marked `.configuration`.
    /// - Returns: the entries that covered no finding, in order.
    static func apply(_ entries: [KeySuppression], to result: inout AuditResult) -> [KeySuppression] {
        guard !entries.isEmpty else { return [] }
        var used = Array(repeating: false, count: entries.count)
        var kept: [Finding] = []
        for var finding in result.findings {
            guard let index = entries.firstIndex(where: { $0.covers(finding) }) else {
                kept.append(finding)
                continue
            }
            used[index] = true
            finding.suppressed = .configuration
            finding.suppressionReason = entries[index].reason
            result.suppressedFindings.append(finding)
        }
        result.findings = kept
        return zip(entries, used).filter { !$1 }.map(\.0)
    }

    /// Applies the entries to a run's result: covered findings are suppressed, and each entry that
    /// covered none adds an `unused-suppression` finding at the entry in the configuration file.
    /// - Parameter unusedSeverity: the severity of `unused-suppression` (configured or default);
    ///   `nil` when the rule is turned off.
    static func suppress(_ entries: [KeySuppression], in result: inout AuditResult, unusedSeverity: Severity?) {
        let unused = apply(entries, to: &result)
        result.suppressedFindings.sort(by: Finding.reportOrder)
        guard let unusedSeverity, !unused.isEmpty else { return }
        result.findings += unused.map { $0.unusedFinding(severity: unusedSeverity) }
        result.findings.sort(by: Finding.reportOrder)
    }

    /// The finding for an entry that suppressed nothing, located at the entry.
    func unusedFinding(severity: Severity) -> Finding {
        let named = rules.map { $0.isEmpty ? "" : " (\($0.map(\.rawValue).joined(separator: ", ")))" } ?? ""
        let position = line.flatMap { line in column.map { SourcePosition(line: max(line, 1), utf8Column: max($0, 1)) } }
        return Finding(
            rule: RuleCatalog.unusedSuppression.id, severity: severity,
            message: "the configuration's suppress entry for keys '\(keys)'\(named) suppressed no finding",
            fix: "remove the entry, or correct its key pattern, rules or files", file: configurationFile ?? ConfigurationFile.yamlName,
            position: position)
    }
}
