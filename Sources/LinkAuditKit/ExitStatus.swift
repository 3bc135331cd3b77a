/// linkaudit's exit statuses (see `docs/model.md`, Findings and exit status). Only the command decides them, never a reporter.
public enum ExitStatus: Int32, Sendable {
    /// No finding at or above the failure threshold, every input read.
    case clean = 0
    /// Findings at or above the failure threshold (`--fail-on`, `--strict`).
    case findings = 1
    /// Usage or configuration error: nothing was audited.
    case usage = 2
    /// An input could not be read or parsed (listed in `errors`); the rest of the run completed.
    case inputError = 3
}
