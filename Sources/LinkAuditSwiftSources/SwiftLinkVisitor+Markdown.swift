import LinkAuditModel
internal import SwiftSyntax

/// Markdown in string literals: `Text("…")`, `Text(LocalizedStringKey("…"))`, `Text(.init("…"))`,
/// `AttributedString(markdown: "…")` and `AttributedString(localized: "…")`, whose links are inline.
extension SwiftLinkVisitor {
    /// `Text("…")`: the literal is a `LocalizedStringKey`, which SwiftUI parses as Markdown.
    func textMarkdown(_ node: FunctionCallExprSyntax) {
        let first = links.count
        if let literal = node.firstUnlabeledArgument?.stringLiteral {
            markdown(in: literal)
            textShown(node, key: literal, linksFrom: first)
            markSymbolCues(node, literal: literal, linksFrom: first)
            styleTextLinks(node, linksFrom: first)
        } else if let key = node.firstUnlabeledArgument?.as(FunctionCallExprSyntax.self),
            key.calleeName == "LocalizedStringKey" || key.calledExpression.trimmedDescription == ".init",
            let literal = key.firstUnlabeledArgument?.stringLiteral
        {
            // `Text(LocalizedStringKey("…"))`, `Text(.init("…"))`: a key, parsed as Markdown too.
            markdown(in: literal)
            textShown(node, key: literal, linksFrom: first)
            styleTextLinks(node, linksFrom: first)
        }
    }

    /// `AttributedString(markdown: "…")`: its links count as underlined when the enclosing scope
    /// sets `.underlineStyle`, and carry the answer in `swiftCode` either way.
    func attributedStringMarkdown(_ node: FunctionCallExprSyntax) {
        if let literal = node.argument("markdown")?.stringLiteral {
            let first = links.count
            // Runs of an AttributedString can be underlined afterwards (`s[run.range].underlineStyle`).
            markdown(in: literal, underlined: scopes.facts(around: node).setsUnderlineStyle)
            if let text = enclosingText(of: node) { styleTextLinks(text, linksFrom: first) }
        } else if node.argument("localized") != nil {
            localizedAttributedString(node)
        }
    }

    /// The Markdown links of a `LocalizedStringKey` or `AttributedString(markdown:)` literal.
    ///
    /// - Parameter underlined: whether the links' scope sets `.underlineStyle`, recorded as their
    ///   `swiftCode`; `nil` where no code can underline them (a `Text` key).
    func markdown(in literal: StringLiteralExprSyntax, underlined: Bool? = nil) {
        let value = SwiftStringLiteral(literal)
        guard !value.bytes.isEmpty else { return }
        let found = builder.markdownLinks(in: value.bytes, offsets: value.offsets, lineIndex: lineIndex)
        links += found.links.map { link in
            var link = link
            if let underlined { link.swiftCode = SwiftLinkCode(setsUnderlineStyle: underlined) }
            return link
        }
        problems += found.problems
    }
}
