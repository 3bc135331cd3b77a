import LinkAuditModel
internal import SwiftSyntax

/// `AttributedString` runs whose `.link` is set: on a slice (`text[range].link = …`), on a whole
/// value (`text.link = …`) or through an `AttributeContainer`; each is an inline link, underlined
/// when its scope sets `.underlineStyle` on the same slice or value.
extension SwiftLinkVisitor {
    /// `text[range].link = URL(string: "…")`: an inline run, named by the literal of
    /// `text.range(of: "…")` when the scope binds `range` so, underlined when the same scope sets
    /// `text[range].underlineStyle`. Of `text.range(of: String(localized: "key"))` (or of a name
    /// bound to a localized string), the run records the key (`SwiftLinkCode.textKey`).
    func attributedLink(_ assignment: Assignment) {
        // `text[range].link = nil` removes a link: it never makes one.
        guard !assignment.value.is(NilLiteralExprSyntax.self) else { return }
        let facts = scopes.facts(around: assignment.node)
        var index = assignment.index.unwrapped
        // The binding of the range's name on this statement's path: two `if let range = …` in a
        // row are two ranges.
        if Self.rangeArgument(index, base: assignment.base) == nil, let reference = index.as(DeclReferenceExprSyntax.self),
            let bound = paths.binding(of: reference.baseName.text, at: assignment.node)
        {
            index = bound.unwrapped
        }
        let rangeOf = Self.rangeArgument(index, base: assignment.base)
        let (text, textExpression) = runText(rangeOf)
        let (destination, expression) = runDestination(assignment.value, literal: Self.literalURL(assignment.value))
        var link = builder.makeLink(
            text: text ?? "", nameSource: text == nil ? .unknown : .content,
            destination: destination ?? assignment.value.trimmedDescription,
            isDynamicDestination: destination == nil, isDynamicText: text == nil,
            syntax: .attributedStringLink, placement: .inline, span: span(assignment.node))
        link.swiftCode = SwiftLinkCode(
            setsUnderlineStyle: underlinedOnPath(assignment.target, at: assignment.node),
            attributedKind: Self.kind(of: assignment.attribute))
        link.swiftCode?.destinationExpression = expression
        if text == nil { link.swiftCode?.textKey = localizedKey(of: rangeOf, facts: facts) }
        if link.swiftCode?.textKey == nil { link.swiftCode?.textExpression = textExpression }
        // The sentence the run is part of: the literal the sliced string was made from.
        if let sentence = runSentence(base: assignment.base, at: assignment.node) {
            link.context = LinkContext(sentence: sentence, linkText: text ?? "")
        }
        link.style = attributedRunStyle(
            color: Self.assignedColor(facts, assignment.target) ?? Self.assignedColor(facts, assignment.base),
            textColor: facts.colored[assignment.base]?.value, underlined: link.swiftCode?.setsUnderlineStyle == true,
            family: attributedStringFamily)
        links.append(link)
    }

    /// `text.link = URL(…)` on a whole `AttributedString("…")`, or `container.link = URL(…)` on an
    /// `AttributeContainer` later given to `AttributedString("…", attributes: container)` or
    /// `text[range].mergeAttributes(container)`. On `AttributedString(localized: "key")`, the run
    /// records the key (`SwiftLinkCode.textKey`).
    func wholeAttributedLink(_ assignment: WholeAssignment) {
        // `text.link = nil` removes a link: it never makes one.
        guard !assignment.value.is(NilLiteralExprSyntax.self) else { return }
        let facts = scopes.facts(around: assignment.node)
        let binding = paths.binding(of: assignment.base, at: assignment.node) ?? facts.bindings[assignment.base]
        guard let bound = binding?.unwrapped.as(FunctionCallExprSyntax.self) else { return }
        var text: String?
        var textKey: LocalizedKey?
        var textSource: ExprSyntax?
        var underlined = underlinedOnPath(assignment.base, at: assignment.node)
        switch bound.calleeName {
        case "AttributedString" where bound.argument("localized") != nil:
            guard let key = localizedKey(of: ExprSyntax(bound), facts: facts) else { return }
            textKey = key
        case "AttributedString":
            guard let argument = bound.firstUnlabeledArgument else { return }
            if let literal = argument.stringLiteral {
                let value = SwiftStringLiteral(literal)
                text = value.isInterpolated ? nil : value.text
            } else {
                // `AttributedString(L10n.termsAnchor)`: named by what the resolve stage finds.
                textSource = argument
            }
        case "AttributeContainer":
            guard let use = facts.containerUses[assignment.base] else { return }
            text = use.text
            if text == nil { textKey = localizedKey(of: use.source, facts: facts) }
            underlined = underlined || use.target.map(facts.underlined.contains) ?? false
        default:
            return
        }
        let (destination, expression) = runDestination(assignment.value, literal: Self.literalURL(assignment.value))
        var link = builder.makeLink(
            text: text ?? "", nameSource: text == nil ? .unknown : .content,
            destination: destination ?? assignment.value.trimmedDescription,
            isDynamicDestination: destination == nil, isDynamicText: text == nil,
            syntax: .attributedStringLink, placement: .inline, span: span(assignment.node))
        link.swiftCode = SwiftLinkCode(setsUnderlineStyle: underlined, attributedKind: Self.kind(of: assignment.attribute))
        link.swiftCode?.textKey = textKey
        link.swiftCode?.destinationExpression = expression
        recordTextSource(textSource, of: &link, facts: facts)
        link.swiftCode?.sentence = sentence(receiving: assignment.base, at: assignment.node, facts: facts)
        link.style = attributedRunStyle(
            color: Self.assignedColor(facts, assignment.base), underlined: underlined, family: attributedStringFamily)
        links.append(link)
    }

    /// Whether a statement on the path to `node` (``LexicalPath/underlines(_:at:)``) sets
    /// `.underlineStyle` on `target` (`base[index]` or a whole value, without whitespace): one in
    /// another `switch` case or `if` branch does not underline this run.
    func underlinedOnPath(_ target: String, at node: some SyntaxProtocol) -> Bool {
        paths.underlines(target, at: node)
    }

    /// `.inlineLink` for the attribute of that name, else `nil` (a plain `AttributedString` `.link`).
    static func kind(of attribute: String) -> AttributedLinkKind? {
        attribute == "inlineLink" ? .inlineLink : nil
    }

    /// The literal of `base.range(of: "…")` when `expression` is that call on the same base.
    static func rangeLiteral(_ expression: ExprSyntax, base: String) -> String? {
        literalText(rangeArgument(expression, base: base))
    }

    /// The argument of `base.range(of: …)` when `expression` is that call on the same base.
    static func rangeArgument(_ expression: ExprSyntax, base: String) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "range",
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let written = member.base?.compactText
        else { return nil }
        // `S`, and for an `NSMutableAttributedString` its text: `S.mutableString`, `(S.string as NSString)`.
        guard [base, base + ".mutableString", "(" + base + ".stringasNSString)", base + ".string"].contains(written) else { return nil }
        return call.argument("of")
    }
}

extension SwiftLinkVisitor {
    /// The text a run made over `range(of: X)` shows: `X`'s literal, or the value this file's
    /// bindings give a name (`let word = "fees"`); else `nil` and, for a name the run's constants
    /// may give (`Copy.refundLinkText`), its expression for the resolve stage.
    func runText(_ rangeOf: ExprSyntax?) -> (text: String?, expression: URLExpression?) {
        if let literal = Self.literalText(rangeOf) { return (literal, nil) }
        guard let rangeOf, Self.mayNameText(rangeOf) else { return (nil, nil) }
        let expression = urlReader.read(rangeOf, contextType: "String")
        return expression.value.map { ($0, nil) } ?? (nil, expression)
    }

    /// Whether an expression may stand for a text the run can find: a name, a member (`L10n.title`,
    /// `Copy.more`), a call (`L10n.greeting(name)`, `NSLocalizedString(…)`) or a string literal
    /// interpolating them (`" \(L10n.ItemDetail.showLess)"`), not an operator or a literal of another
    /// kind.
    static func mayNameText(_ expression: ExprSyntax) -> Bool {
        let unwrapped = expression.unwrapped
        return unwrapped.is(DeclReferenceExprSyntax.self) || unwrapped.is(MemberAccessExprSyntax.self)
            || unwrapped.is(FunctionCallExprSyntax.self) || unwrapped.is(StringLiteralExprSyntax.self)
    }

    /// Records on `link` (whose text the code computes from `source`) what names it: the string-table
    /// key `source` reads (`SwiftLinkCode.textKey`), else the expression for the resolve stage to
    /// look up among the run's constants and accessors (`SwiftLinkCode.textExpression`).
    func recordTextSource(_ source: ExprSyntax?, of link: inout Link, facts: ScopeFacts) {
        guard let source, link.nameSource == .unknown else { return }
        if let key = localizedKey(of: source, facts: facts) {
            link.swiftCode?.textKey = key
        } else if Self.mayNameText(source) {
            let expression = urlReader.read(source, contextType: "String")
            if let key = expression.localizedKey { link.swiftCode?.textKey = key } else { link.swiftCode?.textExpression = expression }
        }
    }

    /// The sentence runs of `base` are part of: the literal of `AttributedString("…")` that `base`
    /// is bound to on the path to `node`; `nil` for anything else (a localized or computed string).
    func runSentence(base: String, at node: some SyntaxProtocol) -> String? {
        guard let bound = paths.binding(of: base, at: node)?.unwrapped.as(FunctionCallExprSyntax.self),
            bound.calleeName == "AttributedString", bound.arguments.count == 1, let literal = bound.firstUnlabeledArgument?.stringLiteral
        else { return nil }
        let value = SwiftStringLiteral(literal)
        return value.isInterpolated ? nil : value.text
    }

    /// The localized sentence the run bound to `run` is put into, in the function around `node`:
    /// `S.replaceSubrange(R, with: run)` where `R` is `S.range(of: P)` (in place or bound to a
    /// name) and `S` is `AttributedString(X)` of a localized string or an accessor; or, in UIKit,
    /// `S.replaceCharacters(in: R, with: run)` where `R` is `(S.string as NSString).range(of: P)` or
    /// `S.mutableString.range(of: P)` and `S` is `NSMutableAttributedString(string: X)`; `nil` when
    /// the code does not show that much.
    func sentence(receiving run: String, at node: some SyntaxProtocol, facts: ScopeFacts) -> LinkSentence? {
        let replacement =
            paths.calls(named: "replaceSubrange", inScopeOf: node).first(where: { $0.argument("with")?.compactText == run })
            ?? paths.calls(named: "replaceCharacters", inScopeOf: node).first(where: { $0.argument("with")?.compactText == run })
        guard let call = replacement, let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.compactText,
            var range = (call.firstUnlabeledArgument ?? call.argument("in"))?.unwrapped
        else { return nil }
        if let name = range.as(DeclReferenceExprSyntax.self), let bound = paths.binding(of: name.baseName.text, at: call) {
            range = bound.unwrapped
        }
        var placeholder = Self.rangeArgument(range, base: receiver)?.unwrapped
        if let name = placeholder?.as(DeclReferenceExprSyntax.self) {
            placeholder = paths.binding(of: name.baseName.text, at: call)?.unwrapped
        }
        guard let made = paths.binding(of: receiver, at: call)?.unwrapped.as(FunctionCallExprSyntax.self),
            let source = made.calleeName == "NSMutableAttributedString"
                ? made.argument("string")
                : made.calleeName == "AttributedString"
                    ? made.firstUnlabeledArgument ?? made.argument("localized").map({ _ in ExprSyntax(made) }) : nil
        else { return nil }
        var sentence = LinkSentence(placeholder: Self.literalText(placeholder))
        if let key = localizedKey(of: source, facts: facts) {
            sentence.key = key
        } else if Self.mayNameText(source) {
            let expression = urlReader.read(source, contextType: "String")
            if let key = expression.localizedKey { sentence.key = key } else { sentence.expression = expression }
        } else {
            return nil
        }
        return sentence
    }

    /// Where a `.link` value leads: the URL when `literal` (a URL literal read from the value) or
    /// the expression gives it in this file, else `nil` and the expression, for the resolve stage
    /// to look up among the run's constants (`URLConstantTable`), as a `Link`'s destination is.
    func runDestination(_ value: ExprSyntax, literal: String?) -> (url: String?, expression: URLExpression?) {
        if let literal { return (literal, nil) }
        let expression = urlReader.read(value)
        return expression.value.map { ($0, nil) } ?? (nil, expression)
    }
}

/// `AttributeContainer` builders: `AttributeContainer().link(url)`, chained with other attributes
/// (`.foregroundColor(.blue).link(url).underlineStyle(.single)`).
extension SwiftLinkVisitor {
    /// `.link(url)` in a chain that starts at `AttributeContainer()`: an inline link named by where
    /// the container is applied: `AttributedString("…", attributes: <chain>)`, or a slice's
    /// `mergeAttributes(<chain>)`, in place or through a name bound to the chain. Underlined when the
    /// chain, or the scope on the same name or slice, sets `.underlineStyle`.
    func containerLinkCall(_ node: FunctionCallExprSyntax) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let value = node.firstUnlabeledArgument,
            Self.containerRoot(of: member.base)
        else { return }
        let chain = Self.modifierChain(of: node)
        let whole = chain.last.map { Syntax($0.1) } ?? Syntax(node)
        var underlined = chain.contains { $0.0 == "underlineStyle" } || Self.containerSetsUnderline(member.base)
        var text: String?
        // The expression of the run's text: a literal, or a localized string that names a keyed run.
        var source: ExprSyntax?
        var known = false
        let facts = scopes.facts(around: node)
        if let argument = whole.parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            if call.calleeName == "AttributedString", argument.label?.text == "attributes" {
                source = call.firstUnlabeledArgument
                known = true
            } else if let merge = call.calledExpression.as(MemberAccessExprSyntax.self), merge.declName.baseName.text == "mergeAttributes",
                let slice = merge.base?.as(SubscriptCallExprSyntax.self), let index = slice.arguments.first?.expression
            {
                let base = slice.calledExpression.compactText
                source = Self.rangeArgument(index.unwrapped, base: base)
                if source == nil, let name = index.unwrapped.as(DeclReferenceExprSyntax.self),
                    let bound = facts.bindings[name.baseName.text]
                {
                    source = Self.rangeArgument(bound.unwrapped, base: base)
                }
                underlined = underlined || facts.underlined.contains(ExprSyntax(slice).compactText)
                known = true
            }
            text = Self.literalText(source)
        } else if let binding = whole.parent?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let use = facts.containerUses[name]
        {
            text = use.text
            source = use.source
            underlined = underlined || facts.underlined.contains(name) || use.target.map(facts.underlined.contains) ?? false
            known = true
        }
        guard known else { return }
        let (destination, expression) = runDestination(value, literal: Self.literalURL(value))
        var link = builder.makeLink(
            text: text ?? "", nameSource: text == nil ? .unknown : .content, destination: destination ?? value.trimmedDescription,
            isDynamicDestination: destination == nil, isDynamicText: text == nil,
            syntax: .attributedStringLink, placement: .inline, span: span(member.period, through: node))
        link.swiftCode = SwiftLinkCode(setsUnderlineStyle: underlined)
        link.swiftCode?.destinationExpression = expression
        if text == nil { link.swiftCode?.textKey = localizedKey(of: source, facts: facts) }
        link.style = attributedRunStyle(color: Self.containerColor(node), underlined: underlined, family: attributedStringFamily)
        links.append(link)
    }

    /// Whether a builder chain's base starts at `AttributeContainer()`.
    static func containerRoot(of base: ExprSyntax?) -> Bool {
        var current = base
        while let call = current?.as(FunctionCallExprSyntax.self) {
            if call.calleeName == "AttributeContainer", call.calledExpression.is(DeclReferenceExprSyntax.self) { return true }
            current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return false
    }

    /// Whether the part of a builder chain before `.link(…)` sets `.underlineStyle(…)`.
    static func containerSetsUnderline(_ base: ExprSyntax?) -> Bool {
        var current = base
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "underlineStyle" { return true }
            current = member.base
        }
        return false
    }
}
