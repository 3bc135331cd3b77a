/// linkaudit's exit statuses (see `docs/model.md`, Findings and exit status). Only the command decides them, never a reporter.
public enum ExitStatus: Int32, Sendable {
    /// No finding at or above the failure threshold, every input read.
    case clean = 0
    /// Findings at or above the failure threshold (`--fail-on`, `--strict`).
    case findings = 1
    /// Usage or configuration error (nothing was audited), or an output file (report, baseline,
    /// stamp) that could not be written or was refused (a link, FIFO or device): every other output
    /// and the summary were still written. Either way the run did not do what the command line asked.
    case usage = 2
    /// An input could not be read or parsed (listed in `errors`); the rest of the run completed.
    case inputError = 3
}
