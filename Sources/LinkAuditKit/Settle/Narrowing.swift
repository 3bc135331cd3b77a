import LinkAuditModel
import LinkAuditReporters
import LinkAuditRules

/// What narrows a run's reported findings once they are settled (issue 10): a baseline, read
/// (`--baseline`) or made from this run (`--write-baseline`), then the lines changed since a git
/// revision (`--changed-since`). The last steps of the settle stage (``Settlement/narrow(_:by:)``).
public struct Narrowing {
    /// How the run uses a baseline.
    public enum BaselineUse {
        /// `--baseline FILE`: the findings it names are suppressed (`.baseline`).
        case apply(Baseline)
        /// `--write-baseline FILE`: the run's own baseline is handed to `persist`, which writes it
        /// and says whether it was written; only a written baseline suppresses the findings it names,
        /// so that reports still show every finding when the file could not be written.
        case write(persist: (Baseline) -> Bool)
    }

    /// The baseline, if the run uses one.
    public var baseline: BaselineUse?
    /// The changed lines, with `--changed-since`.
    public var changedLines: ChangedLines?

    public init(baseline: BaselineUse? = nil, changedLines: ChangedLines? = nil) {
        self.baseline = baseline
        self.changedLines = changedLines
    }
}

extension Settlement {
    /// Narrows a settled result: first the baseline, which names findings in the whole scope, then
    /// the changed lines, before the exit status is decided. Records in `result.settledCounts` what
    /// each step took, counted as it took it: the suppressions before the baseline, the findings the
    /// baseline suppressed, and those on unchanged lines.
    static func narrow(_ result: inout AuditResult, by narrowing: Narrowing?) {
        var counts = SettledCounts()
        for finding in result.suppressedFindings {
            if finding.suppressed == .configuration { counts.byConfiguration += 1 } else { counts.inSource += 1 }
        }
        let before = result.suppressedFindings.count
        switch narrowing?.baseline {
        case .apply(let baseline):
            baseline.apply(to: &result)
            counts.byBaseline = result.suppressedFindings.count - before
        case .write(let persist):
            let written = Baseline(result)
            if persist(written) { written.apply(to: &result) }
        case nil:
            break
        }
        if let changedLines = narrowing?.changedLines { counts.onUnchangedLines = changedLines.filter(&result) }
        // A run that sees part of the findings cannot tell a comment silences nothing at all: its
        // removal waits for a whole run (``SuppressionEdits``).
        if narrowing?.baseline != nil || narrowing?.changedLines != nil {
            for index in result.findings.indices where result.findings[index].rule == RuleCatalog.unusedSuppression.id {
                result.findings[index].replacement = nil
            }
        }
        result.settledCounts = counts
    }
}
