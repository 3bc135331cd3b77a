import LinkAuditModel

/// Every rule linkaudit has, written out by hand: a rule not listed here never runs, and a test
/// checks that every rule type is listed.
public enum RuleCatalog {
    public static let all: [any Rule] = [
        GenericLinkTextRule(),
        LinkWordInNameRule(),
        MarkdownLinkNeedsUnderlineRule(),
        InlineOnlyDestinationRule(),
        EmptyLinkNameRule(),
        URLAsLinkTextRule(),
        AmbiguousLinkTextRule(),
        LabelNotInNameRule(),
        NameFromTitleOnlyRule(),
        RedundantTitleRule(),
        BrokenLinkMarkupRule(),
        LocalizedLinkMismatchRule(),
        AttributedLinkNeedsUnderlineRule(),
        LinkButtonTraitRule(),
        ButtonOpensURLRule(),
        JavaScriptLinkRule(),
        LinkContrastRule(),
        LinkNotDistinguishableRule(),
        UnusedSuppressionRule(),
        NewWindowWithoutWarningRule(),
        ExternalLinkSignalRule(),
        DownloadWithoutFileTypeRule(),
        BrokenFragmentRule(),
        SymbolInNameRule(),
        PointerWordsInNameRule(),
    ]

    /// The rules that also check across the whole run, once every document has arrived
    /// (``RunRule``); each is listed in ``all`` too, for its documentation and its document checks.
    /// A run-level rule that checks documents too leaves the app scope to its run-level check.
    public static let runLevel: [any RunRule] = [
        AmbiguousLinkTextRule(),
        InlineOnlyDestinationRule(),
        LocalizedLinkMismatchRule(),
        LinkContrastRule(),
        LinkNotDistinguishableRule(),
        BrokenFragmentRule(),
    ]

    /// The rule with a given id; `nil` for an id no rule has (a misspelling in user input).
    public static func rule(id: RuleID) -> (any Rule)? {
        all.first { type(of: $0).description.id == id }
    }

    public static var descriptions: [RuleDescription] { all.map { type(of: $0).description } }
}
