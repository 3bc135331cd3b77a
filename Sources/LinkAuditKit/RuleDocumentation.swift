import LinkAuditRules

/// Documentation of each rule, generated from its `RuleDescription` (for `linkaudit rules ID` and
/// `docs/rules/<id>.md`, which a test keeps fresh).
public enum RuleDocumentation {
    public static func markdown(for id: String) -> String {
        guard let description = RuleCatalog.descriptions.first(where: { $0.id == id }) else { return "" }
        var text = "# \(description.id)\n\n**\(description.name)**: \(description.summary)\n\n"
        text += "- Default severity: \(description.defaultSeverity.rawValue)\n"
        if !description.wcag.isEmpty { text += "- WCAG: \(description.wcag.map { "SC " + $0 }.joined(separator: ", "))\n" }
        text += "\n## Why\n\n\(description.rationale)\n\n## Flagged\n\n"
        for example in description.triggering {
            text += "```\(fence(example.format.rawValue))\n\(example.source.replacingOccurrences(of: "↓", with: ""))\n```\n\n"
            text += companions(of: example)
        }
        text += "## Not flagged\n\n"
        for example in description.nonTriggering {
            text += "```\(fence(example.format.rawValue))\n\(example.source)\n```\n\n"
            text += companions(of: example)
        }
        let references = description.references
        if !references.isEmpty {
            text += "## References\n\n"
            for reference in references {
                text += reference.url.map { "- [\(reference.title)](\($0))\n" } ?? "- \(reference.title)\n"
            }
            text += "\n"
        }
        text += "<!-- Generated from the rule's RuleDescription; do not edit. -->\n"
        return text
    }

    /// The other files audited with an example, each under its path: the evidence an example rests on.
    private static func companions(of example: RuleExample) -> String {
        example.companions.map { "with `\($0.path)`:\n\n```\(fence(Discovery.format(of: $0.path)?.rawValue ?? ""))\n\($0.source)\n```\n\n" }
            .joined()
    }

    private static func fence(_ format: String) -> String {
        switch format {
        case "markdown": "markdown"
        case "html": "html"
        default: ""
        }
    }
}
