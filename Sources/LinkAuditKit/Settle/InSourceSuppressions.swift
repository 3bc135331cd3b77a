import LinkAuditExtractors
import LinkAuditModel
import LinkAuditRules

/// Applies the in-place suppression comments of each file (`ExtractedDocument.suppressionDirectives`)
/// to the run's findings, and reports every directive that silenced nothing (`unused-suppression`;
/// issue 10, item 1). The forms are the ones markdownlint and SwiftLint users know.
///
/// A directive covers only findings of its own file whose rule it names (no rule named: every rule):
/// - `disable-line`: findings on the line the comment ends on (`SuppressionDirective.endLine`);
/// - `disable-next-line`: findings on the line after it;
/// - `disable`: findings after the comment's start, up to the next `enable` that names the same rule
///   (an `enable` naming no rule ends every `disable`), else to the end of the file; ranges of
///   different rules may nest and overlap;
/// - `disable-file`: every finding of the file, wherever the comment stands;
/// - `key` (a String Catalog translator comment): every finding on that key, in any locale; a Flutter
///   bundle's template describes its messages for every file of the bundle, so a `key` directive of an
///   ARB file covers the key in the bundle's other files too (`lib/l10n/app_*.arb`).
///
/// A finding without a line is covered only by `disable-file` and `key`. Lines are 1-based and
/// columns 1-based UTF-8 bytes, as everywhere; a finding without a column counts as column 1.
enum InSourceSuppressions {
    /// The findings no directive covers, the covered ones (marked `.inSource`), and one
    /// `unused-suppression` finding per directive that silenced nothing or names no rule.
    struct Outcome {
        var findings: [Finding]
        var suppressed: [Finding]
        var unused: [Finding]
    }

    /// - Parameters:
    ///   - documents: the run's documents; only their `file` and `suppressionDirectives` are read.
    ///   - findings: every finding of the run, severities already configured.
    ///   - isEnabled: whether a rule runs in this configuration: a directive naming a rule that is
    ///     turned off is not unused, and `unused-suppression` itself may be turned off.
    ///   - severity: the severity of `unused-suppression` findings (configured or default).
    static func apply(
        _ documents: [ExtractedDocument], to findings: [Finding], isEnabled: (RuleID) -> Bool, severity: Severity
    ) -> Outcome {
        var directivesByFile: [String: [SuppressionDirective]] = [:]
        var formats: [String: DocumentFormat] = [:]
        for document in documents where !document.suppressionDirectives.isEmpty {
            directivesByFile[document.file, default: []] += document.suppressionDirectives
            formats[document.file] = document.format
        }
        guard !directivesByFile.isEmpty else { return Outcome(findings: findings, suppressed: [], unused: []) }
        var indexes = directivesByFile.mapValues { FileDirectives($0) }
        // ARB `key` directives by bundle and key: the template's description speaks for every locale.
        var bundleKeys: [TableKey: [(file: String, index: Int)]] = [:]
        for (file, directives) in directivesByFile where formats[file] == .arb {
            for (index, directive) in directives.enumerated() where directive.kind == .key {
                bundleKeys[TableKey(table: LocalePath.arbBundle(of: file), key: directive.key ?? ""), default: []].append((file, index))
            }
        }
        // What each directive silenced: by file, by index in the file's list, the rule ids.
        var used: [String: [Int: Set<RuleID>]] = [:]
        var outcome = Outcome(findings: [], suppressed: [], unused: [])
        for finding in findings {
            var covering = (indexes[finding.file]?.covering(finding) ?? []).map { (file: finding.file, index: $0) }
            if !bundleKeys.isEmpty, let key = finding.key, finding.file.hasSuffix(".arb") {
                covering += (bundleKeys[TableKey(table: LocalePath.arbBundle(of: finding.file), key: key)] ?? []).filter {
                    $0.file != finding.file && directivesByFile[$0.file]![$0.index].covers(rule: finding.rule)
                }
            }
            if covering.isEmpty {
                outcome.findings.append(finding)
                continue
            }
            for place in covering { used[place.file, default: [:]][place.index, default: []].insert(finding.rule) }
            var suppressed = finding
            suppressed.suppressed = .inSource
            suppressed.suppressionReason = covering.lazy.compactMap { directivesByFile[$0.file]?[$0.index].reason }.first
            outcome.suppressed.append(suppressed)
        }
        let unusedID = RuleCatalog.unusedSuppression.id
        guard isEnabled(unusedID) else { return outcome }
        let allRulesRun = RuleCatalog.descriptions.allSatisfy { isEnabled($0.id) }
        for (file, directives) in directivesByFile {
            var unused: [Finding] = []
            for (index, directive) in directives.enumerated() {
                unused += unusedFindings(
                    directive, file: file, silenced: used[file]?[index] ?? [], isEnabled: isEnabled, severity: severity,
                    format: formats[file], allRulesRun: allRulesRun)
            }
            // A comment that names `unused-suppression` silences these notes too (one that names no
            // rule does not: it would silence its own).
            var naming = FileDirectives(directives, coveringOnly: { $0.rules.contains(unusedID) })
            for finding in unused {
                if naming.covering(finding).isEmpty {
                    outcome.unused.append(finding)
                } else {
                    var suppressed = finding
                    suppressed.suppressed = .inSource
                    outcome.suppressed.append(suppressed)
                }
            }
        }
        return outcome
    }

    /// One file's directives, indexed so that a finding is matched against the few that may cover
    /// it: audited text is hostile, and thousands of comments must not cost a pass per pair.
    struct FileDirectives {
        /// One `disable` comment's range for one rule: from `start` to `end` (the next `enable`
        /// naming the rule, or every rule), `nil` for the end of the file.
        struct Range {
            var index: Int
            var start: SourcePosition
            var end: SourcePosition?
        }

        let directives: [SuppressionDirective]
        /// By index in `directives`: whether the directive covers no finding at all. An inert
        /// directive keeps its place; an `enable` is never inert (it still ends ranges).
        private var isInert: [Bool]
        /// `disable-line` by the line it covers, `disable-next-line` by the line it covers.
        private var byLine: [Int: [Int]] = [:]
        /// `disable-file` and `key` directives.
        private var whole: [Int] = []
        /// `disable` and `enable` directives, each in source order.
        private var disables: [Int] = []
        private var enables: [Int] = []
        /// Per rule id, built when a finding of it first comes: its ranges in source order. Their
        /// ends never decrease (a later start meets the same or a later `enable`), so the ranges
        /// holding a position are one run of the list, found by two binary searches.
        private var ranges: [RuleID: [Range]] = [:]

        /// - Parameters:
        ///   - directives: one file's directives.
        ///   - coveringOnly: which directives other than `enable` may cover findings; the others
        ///     are inert. All of them by default.
        init(_ directives: [SuppressionDirective], coveringOnly covers: (SuppressionDirective) -> Bool = { _ in true }) {
            self.directives = directives
            isInert = directives.map { $0.kind != .enable && !covers($0) }
            for (index, directive) in directives.enumerated() {
                switch directive.kind {
                case .line: byLine[directive.endLine, default: []].append(index)
                case .nextLine: byLine[directive.endLine + 1, default: []].append(index)
                case .file, .key: whole.append(index)
                case .disable: disables.append(index)
                case .enable: enables.append(index)
                }
            }
            disables.sort { directives[$0].position < directives[$1].position }
            enables.sort { directives[$0].position < directives[$1].position }
        }

        /// The indices of the directives that cover `finding` (all of them, so that each counts as used).
        mutating func covering(_ finding: Finding) -> [Int] {
            let rule = finding.rule
            var result = whole.filter { index in
                let directive = directives[index]
                return covers(index, rule: rule) && (directive.kind == .file || (directive.key != nil && directive.key == finding.key))
            }
            guard let line = finding.line else { return result.sorted() }
            result += (byLine[line] ?? []).filter { covers($0, rule: rule) }
            let at = SourcePosition(line: line, utf8Column: max(finding.column ?? 1, 1))
            let list = ranges(for: rule)
            let begun = Self.partition(list.count) { list[$0].start < at }
            let open = Self.partition(begun) { list[$0].end.map { $0 < at } ?? false }
            result += list[open..<begun].map(\.index)
            return result.sorted()
        }

        /// Whether the directive at `index` covers findings of `rule`.
        private func covers(_ index: Int, rule: RuleID) -> Bool {
            !isInert[index] && directives[index].covers(rule: rule)
        }

        /// The `disable` ranges of `rule`, computed once.
        private mutating func ranges(for rule: RuleID) -> [Range] {
            if let known = ranges[rule] { return known }
            let stops = enables.filter { covers($0, rule: rule) }.map { directives[$0].position }
            var list: [Range] = []
            var next = 0
            for index in disables where covers(index, rule: rule) {
                let start = directives[index].position
                while next < stops.count, stops[next] <= start { next += 1 }
                list.append(Range(index: index, start: start, end: next < stops.count ? stops[next] : nil))
            }
            ranges[rule] = list
            return list
        }

        /// The number of leading indices in `0..<count` for which `isBefore` holds (it holds for a prefix).
        private static func partition(_ count: Int, _ isBefore: (Int) -> Bool) -> Int {
            var low = 0
            var high = count
            while low < high {
                let middle = (low + high) / 2
                if isBefore(middle) { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    /// `unused-suppression` findings for one directive: one naming the known rules it silenced
    /// nothing of (or saying it silenced nothing at all, when it names no rule), and one naming
    /// the ids that are not rules (the first three, with the id each most likely means). An `enable` is never unused; neither is a rule that is turned off
    /// or `unused-suppression` itself. The first carries the safe fix that removes what silenced
    /// nothing (``SuppressionEdits``) when `format`, the file's, is given.
    static func unusedFindings(
        _ directive: SuppressionDirective, file: String, silenced: Set<RuleID>, isEnabled: (RuleID) -> Bool, severity: Severity,
        format: DocumentFormat? = nil, allRulesRun: Bool = false
    ) -> [Finding] {
        guard directive.kind != .enable else { return [] }
        let form = "linkaudit-" + (directive.kind == .key ? SuppressionDirective.Kind.disable : directive.kind).rawValue
        let place = scope(of: directive)
        func finding(_ message: String, _ fix: String) -> Finding {
            Finding(
                rule: RuleCatalog.unusedSuppression.id, severity: severity, message: message, fix: fix, file: file,
                position: directive.position)
        }
        if directive.rules.isEmpty {
            guard silenced.isEmpty else { return [] }
            var unused = finding("'\(form)' silences no finding \(place)", "remove the comment")
            unused.replacement = SuppressionEdits.edit(removing: [], from: directive, allRulesRun: allRulesRun, format: format)
            return [unused]
        }
        var result: [Finding] = []
        var idle: [RuleID] = []
        var unknown: [RuleID] = []
        var seen = Set<RuleID>()
        for rule in directive.rules where !silenced.contains(rule) {
            guard RuleCatalog.rule(id: rule) != nil else {
                if seen.insert(rule).inserted { unknown.append(rule) }
                continue
            }
            if rule == RuleCatalog.unusedSuppression.id || !isEnabled(rule) || idle.contains(rule) { continue }
            idle.append(rule)
        }
        // One note for every unknown id of the comment: a comment naming thousands must not
        // become thousands of annotations.
        if unknown.count == 1 {
            let guess = closestRuleID(to: unknown[0]).map { "; did you mean '\($0)'?" } ?? ""
            result.append(
                finding(
                    "'\(form)' names '\(ReadableText.key(unknown[0].rawValue))', which is not a linkaudit rule\(guess)",
                    "write a rule id that 'linkaudit rules' lists, or remove it from the comment"))
        } else if unknown.count > 1 {
            let shown = unknown.prefix(3).map { rule in
                "'\(ReadableText.key(rule.rawValue))'" + (closestRuleID(to: rule).map { " (did you mean '\($0)'?)" } ?? "")
            }
            let more = unknown.count > 3 ? " and \(unknown.count - 3) more" : ""
            result.append(
                finding(
                    "'\(form)' names \(unknown.count) ids that are not linkaudit rules: \(shown.joined(separator: ", "))\(more)",
                    "write rule ids that 'linkaudit rules' lists, or remove them from the comment"))
        }
        if !idle.isEmpty {
            let names = idle.map { "'\($0)'" }.joined(separator: ", ")
            let fix = idle.count == directive.rules.count ? "remove the comment" : "remove \(names) from the comment"
            var unused = finding("'\(form)' silences no finding of \(names) \(place)", fix)
            unused.replacement = SuppressionEdits.edit(removing: Set(idle), from: directive, allRulesRun: allRulesRun, format: format)
            result.insert(unused, at: 0)
        }
        return result
    }

    /// Where a directive applies, in words: `on line 4`, `on line 5`, `in the rest of the file`.
    static func scope(of directive: SuppressionDirective) -> String {
        switch directive.kind {
        case .line: "on line \(directive.endLine)"
        case .nextLine: "on line \(directive.endLine + 1)"
        case .disable: "up to its linkaudit-enable or the end of the file"
        case .file, .enable: "in this file"
        case .key: "on the key '\(ReadableText.key(directive.key ?? ""))'"
        }
    }

    /// The rule id a misspelled one most likely means: at most two edits away, or the only id that
    /// starts with it or contains it; `nil` when nothing is that close.
    static func closestRuleID(to name: RuleID) -> RuleID? {
        let ids = RuleCatalog.descriptions.map(\.id)
        let lowered = RuleID(name.rawValue.lowercased())
        if ids.contains(lowered) { return lowered }
        let scored = ids.map { ($0, editDistance(Array(lowered.rawValue.utf8), Array($0.rawValue.utf8), limit: 2)) }.sorted {
            ($0.1, $0.0) < ($1.1, $1.0)
        }
        if let best = scored.first, best.1 <= 2, scored.dropFirst().first?.1 != best.1 { return best.0 }
        let containing = lowered.rawValue.count >= 4 ? ids.filter { $0.rawValue.contains(lowered.rawValue) } : []
        return containing.count == 1 ? containing[0] : nil
    }
}
