import LinkAuditModel

/// Flags an in-place suppression comment (`linkaudit-disable-next-line RULE`, …) that silences no
/// finding, or that names a rule linkaudit does not have.
///
/// The auditor makes these findings itself once every other rule has run and every comment has been
/// applied (`InSourceSuppressions` in LinkAuditKit); `check` finds nothing. It is in the catalog so
/// that it is listed, documented, configured (`rules: {unused-suppression: off}`) and has its
/// examples run like every rule. Source: issue 10, item 1 (markdownlint and SwiftLint report
/// stale disable comments the same way).
struct UnusedSuppressionRule: Rule {
    static let description = RuleDescription(
        id: "unused-suppression",
        name: "Unused suppression",
        summary: "A `linkaudit-disable…` comment that silences no finding, or names a rule that does not exist.",
        rationale: "A suppression comment is a promise that a reviewer looked at a finding and accepted it. Once the link "
            + "it was written for is fixed, moved or reworded, the comment silences nothing, yet it would silently hide "
            + "the next problem written on that line or in that range. A misspelled rule id silences nothing from the "
            + "start. Removing stale comments keeps every exception deliberate, so the links people reach with "
            + "VoiceOver, Full Keyboard Access and Voice Control stay audited.",
        wcag: [],
        defaultSeverity: .note,
        triggering: [
            RuleExample("↓<!-- linkaudit-disable-next-line generic-link-text -->\nRead the [setup guide](/setup).\n"),
            RuleExample("Read the [setup guide](/setup). ↓<!-- linkaudit-disable-line generic-link-txt -->\n"),
            RuleExample(
                "<!-- linkaudit-disable-next-line generic-link-text -->\n[Click here](/a) for the rest.\n\n"
                    + "↓<!-- linkaudit-disable -->\n[Pricing](/pricing)\n"),
            RuleExample("<p>↓<!-- linkaudit-disable-line url-as-link-text --><a href=\"/plans\">Plans</a></p>\n", format: .html),
        ],
        nonTriggering: [
            RuleExample("<!-- linkaudit-disable-next-line generic-link-text -->\n[Click here](/a) for the rest.\n"),
            RuleExample(
                "[Click here](/a) for the rest. <!-- linkaudit-disable-line generic-link-text -- the wording is the vendor's -->\n"),
            RuleExample("<!-- linkaudit-enable -->\nRead the [setup guide](/setup).\n"),
            RuleExample(
                "<!-- linkaudit-disable-file unused-suppression -->\n<!-- linkaudit-disable-next-line generic-link-text -->\n"
                    + "Read the [setup guide](/setup).\n"),
            RuleExample("```html\n<!-- linkaudit-disable-next-line generic-link-text -->\n```\nRead the [setup guide](/setup).\n"),
            RuleExample("<p><a href=\"/a\">Click here</a><!-- linkaudit-disable-line generic-link-text --></p>\n", format: .html),
        ],
        sources: [
            RuleReference("markdownlint: configuration comments", url: "https://github.com/DavidAnson/markdownlint#configuration"),
            RuleReference("SwiftLint: disabling rules in code", url: "https://realm.github.io/SwiftLint/#disable-rules-in-code"),
        ],
        fix: .safe)

    /// The auditor makes these findings (`InSourceSuppressions`); no scope holds what they need.
    func check(_ scope: Scope, languages: LanguageLists) -> [Finding] { [] }
}

extension RuleCatalog {
    /// `unused-suppression`: the rule whose findings the auditor makes after applying in-place
    /// suppression comments, rather than a rule checking links.
    public static var unusedSuppression: RuleDescription { UnusedSuppressionRule.description }
}
