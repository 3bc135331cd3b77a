import LinkAuditExtractors
import LinkAuditModel
import LinkAuditRules

/// What a run is told to do: from the command line (and later from a configuration file).
public struct Configuration: Sendable {
    /// Glob patterns of paths to skip.
    public var exclude: [String] = []
    /// Render target for every document (`--render`); `nil` keeps each format's default.
    public var render: RenderTarget?
    /// Rule ids that do not run.
    public var disabledRules: Set<String> = []
    /// Severity per rule id, replacing the rule's default.
    public var severities: [String: Severity] = [:]
    /// The lowest severity that fails the run (`--fail-on`); `nil` means never.
    public var failOn: Severity? = .error
    public var languageLists = LanguageLists()
    /// The language of `.lproj` app copy that translations are compared with (`--source-language`).
    public var sourceLanguage = "en"

    public init() {}

    var extractionOptions: ExtractionOptions { ExtractionOptions(render: render) }

    func isEnabled(_ rule: String) -> Bool { !disabledRules.contains(rule) }
}
