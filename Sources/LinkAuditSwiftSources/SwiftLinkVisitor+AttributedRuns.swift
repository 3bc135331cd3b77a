import LinkAuditModel
internal import SwiftSyntax

/// `AttributedString` runs whose `.link` is set: on a slice (`text[range].link = …`), on a whole
/// value (`text.link = …`) or through an `AttributeContainer`; each is an inline link, underlined
/// when its scope sets `.underlineStyle` on the same slice or value.
extension SwiftLinkVisitor {
    /// `text[range].link = URL(string: "…")`: an inline run, named by the literal of
    /// `text.range(of: "…")` when the scope binds `range` so, underlined when the same scope sets
    /// `text[range].underlineStyle`.
    func attributedLink(_ assignment: Assignment) {
        let facts = scopes.facts(around: assignment.node)
        var text: String?
        let index = assignment.index.unwrapped
        if let literal = Self.rangeLiteral(index, base: assignment.base) {
            text = literal
        } else if let reference = index.as(DeclReferenceExprSyntax.self), let bound = facts.bindings[reference.baseName.text] {
            text = Self.rangeLiteral(bound.unwrapped, base: assignment.base)
        }
        let destination = Self.literalURL(assignment.value)
        var link = builder.makeLink(
            text: text ?? "\\(" + assignment.index.trimmedDescription + ")",
            destination: destination ?? assignment.value.trimmedDescription,
            isDynamicDestination: destination == nil, isDynamicText: text == nil,
            syntax: .attributedStringLink, placement: .inline, span: span(assignment.node))
        link.swiftCode = SwiftLinkCode(setsUnderlineStyle: facts.underlined.contains(assignment.target))
        links.append(link)
    }

    /// `text.link = URL(…)` on a whole `AttributedString("…")`, or `container.link = URL(…)` on an
    /// `AttributeContainer` later given to `AttributedString("…", attributes: container)` or
    /// `text[range].mergeAttributes(container)`.
    func wholeAttributedLink(_ assignment: WholeAssignment) {
        let facts = scopes.facts(around: assignment.node)
        guard let bound = facts.bindings[assignment.base]?.unwrapped.as(FunctionCallExprSyntax.self) else { return }
        var text: String?
        var underlined = facts.underlined.contains(assignment.base)
        switch bound.calleeName {
        case "AttributedString":
            guard let literal = bound.firstUnlabeledArgument?.stringLiteral else { return }
            let value = SwiftStringLiteral(literal)
            text = value.isInterpolated ? nil : value.text
        case "AttributeContainer":
            guard let use = facts.containerUses[assignment.base] else { return }
            text = use.text
            underlined = underlined || use.target.map(facts.underlined.contains) ?? false
        default:
            return
        }
        let destination = Self.literalURL(assignment.value)
        var link = builder.makeLink(
            text: text ?? "\\(" + assignment.base + ")",
            destination: destination ?? assignment.value.trimmedDescription,
            isDynamicDestination: destination == nil, isDynamicText: text == nil,
            syntax: .attributedStringLink, placement: .inline, span: span(assignment.node))
        link.swiftCode = SwiftLinkCode(setsUnderlineStyle: underlined)
        links.append(link)
    }

    /// The literal of `base.range(of: "…")` when `expression` is that call on the same base.
    static func rangeLiteral(_ expression: ExprSyntax, base: String) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "range",
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.compactText == base, let literal = call.argument("of")?.stringLiteral
        else { return nil }
        let value = SwiftStringLiteral(literal)
        return value.isInterpolated ? nil : value.text
    }
}
