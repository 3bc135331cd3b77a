import Foundation
import LinkAuditExtractors
import LinkAuditModel
import LinkAuditRules

extension Options {
    /// `--fix`, `--unsafe-fixes` and `--diff` go with a plain audit only: a shard or a merge sees
    /// part of the files or none of their bytes, and a baseline being written would record findings
    /// the fixes remove.
    static func checkFixOptions(_ options: Options) throws(UsageError) {
        guard options.fix || options.diff || options.unsafeFixes else { return }
        if options.unsafeFixes, !options.fix, !options.diff {
            throw UsageError(message: "--unsafe-fixes goes with --fix or --diff")
        }
        if options.fix, options.diff { throw UsageError(message: "--fix and --diff together: --diff shows what --fix would write") }
        let option = options.fix ? "--fix" : "--diff"
        guard options.subcommand == .audit else {
            throw UsageError(message: "\(option) fixes files of an audit, not of '\(options.subcommand)'")
        }
        guard options.shard == nil, options.partialPath == nil else {
            throw UsageError(message: "\(option) and --shard: a shard sees a share of the files; fix in a run over all of them")
        }
        guard options.writeBaselinePath == nil else {
            throw UsageError(message: "\(option) and --write-baseline: fix first, then write the baseline in a run of its own")
        }
    }
}

extension LinkAuditCommand {
    /// The most rounds `--fix` runs: each audits again and applies what is left (overlapping fixes,
    /// and those a fix brings about).
    static let fixRounds = 10

    /// `--fix`: audits and applies the allowed edits of the reported findings, round after round
    /// until none is left, then says what it did. `--diff`: one round, printed, nothing written.
    /// - Returns: the exit status for `--diff` (1 when there is something to fix); `nil` after
    ///   `--fix`, whose run goes on to audit what is left.
    static func fix(_ auditor: Auditor, _ options: Options, _ environment: CommandEnvironment, narrowing: Narrowing) -> ExitStatus? {
        var auditor = auditor
        auditor.cache = nil
        auditor.progress = nil
        var fixedByRule: [RuleID: Int] = [:]
        var files = Set<String>()
        var unsafeLeft = 0
        var marked = 0
        var listed = Set<SourceFixer.ListedTranslation>()
        for _ in 0..<(options.diff ? 1 : fixRounds) {
            let digests = DigestStore()
            auditor.bytesRead = { path, bytes in digests.set(path, ContentHash(of: bytes)) }
            let result = auditor.audit(paths: options.paths, narrowing: narrowing)
            let fixer = SourceFixer(digests: digests.values, workingDirectory: environment.workingDirectory)
            let edits = SourceFixer.edits(of: result.findings, includingUnsafe: options.unsafeFixes)
            unsafeLeft =
                options.unsafeFixes
                ? 0
                : SourceFixer.edits(of: result.findings, includingUnsafe: true).values.map(\.count).reduce(0, +)
                    - edits.values.map(\.count).reduce(0, +)
            let followUps = SourceFixer.translationFollowUps(of: result.findings, includingUnsafe: options.unsafeFixes)
            listed.formUnion(followUps.listed)
            var appliedThisRound = 0
            var diff = ""
            for file in Set(edits.keys).union(followUps.reviews.keys).sorted() {
                let format = Discovery.format(of: fixer.absolutePath(of: file))
                switch fixer.prepare(file, edits: edits[file] ?? [], reviews: followUps.reviews[file] ?? [], format: format) {
                case .failure(let warning):
                    environment.writeError(
                        "linkaudit: warning: \(ReadableText.escapingInvisibles("\(warning.file): \(warning.message)"))\n")
                case .success(let edit):
                    if options.diff {
                        diff += UnifiedDiff.diff(path: file, old: edit.oldText, new: edit.newText)
                    } else if let problem = fixer.write(edit) {
                        environment.writeError("linkaudit: warning: \(ReadableText.escapingInvisibles(problem.message))\n")
                        continue
                    }
                    appliedThisRound += edit.applied.count + edit.marked
                    if !edit.applied.isEmpty || edit.marked > 0 { files.insert(file) }
                    for (rule, _) in edit.applied { fixedByRule[rule, default: 0] += 1 }
                    marked += edit.marked
                    listed.formUnion(edit.unmarked.map { SourceFixer.ListedTranslation(file: file, request: $0) })
                }
            }
            if options.diff {
                environment.writeOutput(diff)
                environment.writeError(
                    fixSummary(fixedByRule, files: files.count, unsafeLeft: unsafeLeft, wouldFix: true, marked: marked)
                        + listing(listed, wouldFix: true))
                return appliedThisRound > 0 ? .findings : .clean
            }
            if appliedThisRound == 0 { break }
        }
        environment.writeError(
            fixSummary(fixedByRule, files: files.count, unsafeLeft: unsafeLeft, wouldFix: false, marked: marked)
                + listing(listed, wouldFix: false))
        return nil
    }

    /// One line for each translation a renaming leaves to a translator (a `.strings` table records
    /// no review state), escaped: `linkaudit: App/de.lproj/Help.strings:1: the de translation of …`.
    static func listing(_ listed: Set<SourceFixer.ListedTranslation>, wouldFix: Bool) -> String {
        listed.sorted().map { translation in
            let message =
                wouldFix ? translation.message.replacingOccurrences(of: " was renamed", with: " would be renamed") : translation.message
            return "linkaudit: " + ReadableText.escapingInvisibles(message) + "\n"
        }.joined()
    }

    /// `linkaudit: fixed 3 findings in 2 files (redundant-title: 3)`, and how many unsafe fixes wait
    /// for `--unsafe-fixes`.
    static func fixSummary(_ fixed: [RuleID: Int], files: Int, unsafeLeft: Int, wouldFix: Bool, marked: Int = 0) -> String {
        let total = fixed.values.reduce(0, +)
        let rules = fixed.keys.sorted { $0.rawValue < $1.rawValue }.map { "\($0.rawValue): \(fixed[$0]!)" }.joined(separator: ", ")
        var line = "linkaudit: \(wouldFix ? "would fix" : "fixed") \(counted(total, "finding")) in \(counted(files, "file"))"
        if !rules.isEmpty { line += " (\(rules))" }
        if marked > 0 { line += "; \(wouldFix ? "would mark" : "marked") \(counted(marked, "translated value")) for review" }
        if unsafeLeft > 0 {
            line += unsafeLeft == 1 ? "; 1 more fix changes copy" : "; \(unsafeLeft) more fixes change copy"
            line += ": give --unsafe-fixes to apply \(unsafeLeft == 1 ? "it" : "them")"
        }
        return line + "\n"
    }
}

/// The digests worker threads record as they read files.
private final class DigestStore: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String: ContentHash] = [:]

    func set(_ path: String, _ digest: ContentHash) { lock.withLock { stored[path] = digest } }
    var values: [String: ContentHash] { lock.withLock { stored } }
}
