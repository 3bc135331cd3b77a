import LinkAuditModel

/// The tool's name and version, as reports show them.
public enum ToolInfo {
    public static let name = "linkaudit"
    public static let version = "0.1.0"
    /// The project's home: its repository page.
    public static let informationURI = "https://example.invalid/linkaudit"

    /// The page of a rule's documentation (SARIF `helpUri`, the language server's
    /// `codeDescription`, the Markdown and HTML reports' rule links): `template` with `{rule}`
    /// replaced by the rule's id, when the configuration gives one (`ruleDocumentation`); else
    /// `docs/rules/<id>.md` of the repository's main branch, in the `blob/main/` form repository
    /// hosts show a file in. Rule ids are kebab-case ASCII: they need no escaping in a URL.
    public static func ruleDocumentationURI(_ id: RuleID, template: String? = nil) -> String {
        if let template { return template.replacingOccurrences(of: "{rule}", with: id.rawValue) }
        return informationURI + "/blob/main/docs/rules/" + id.rawValue + ".md"
    }
}
