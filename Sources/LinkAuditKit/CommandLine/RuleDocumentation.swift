import LinkAuditModel
import LinkAuditRules

/// Documentation of each rule, generated from its `RuleDescription` (for `linkaudit rules ID` and
/// `docs/rules/<id>.md`, which a test keeps fresh).
public enum RuleDocumentation {
    public static func markdown(for id: RuleID) -> String {
        guard let description = RuleCatalog.descriptions.first(where: { $0.id == id }) else { return "" }
        var text = "# \(description.id)\n\n**\(description.name)**: \(description.summary)\n\n"
        text += "- Default severity: \(description.defaultSeverity.rawValue)\n"
        if !description.wcag.isEmpty { text += "- WCAG: \(description.wcag.map { "SC " + $0 }.joined(separator: ", "))\n" }
        switch description.fix {
        case .safe: text += "- Fix: safe, applied by `--fix` (see [Fixing](../fixing.md))\n"
        case .unsafe:
            text += "- Fix: unsafe (it changes copy), applied by `--fix --unsafe-fixes` where known (see [Fixing](../fixing.md))\n"
        case nil: break
        }
        text += "\n## Why\n\n\(description.rationale)\n\n## Flagged\n\n"
        for example in description.triggering { text += block(example, source: example.source.replacingOccurrences(of: "↓", with: "")) }
        text += "## Not flagged\n\n"
        for example in description.nonTriggering { text += block(example, source: example.source) }
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

    /// One example's code block, then the files audited with it (a string table's Swift call site,
    /// the constants file a `Link` names): the evidence an example rests on.
    private static func block(_ example: RuleExample, source: String) -> String {
        // Where it matters, say how the example is audited: the same Markdown is flagged in SwiftUI only.
        var setting: [String] = []
        if let path = example.path { setting.append("in `\(path)`") }
        if let render = example.render, render != example.format.defaultRender { setting.append("rendered in `\(render.rawValue)`") }
        var text =
            setting.isEmpty
            ? "" : setting.joined(separator: ", ").prefix(1).uppercased() + setting.joined(separator: ", ").dropFirst() + ":\n\n"
        text += "```\(fence(example.format.rawValue))\n\(source)\n```\n\n"
        for companion in example.companions {
            text +=
                "with `\(companion.path)`:\n\n```\(fence(Discovery.format(of: companion.path)?.rawValue ?? ""))\n\(companion.source)\n```\n\n"
        }
        return text
    }

    private static func fence(_ format: String) -> String {
        switch format {
        case "markdown": "markdown"
        case "html": "html"
        default: ""
        }
    }
}
