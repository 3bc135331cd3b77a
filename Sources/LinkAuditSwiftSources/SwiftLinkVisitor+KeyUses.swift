import LinkAuditModel
internal import SwiftSyntax

/// What the code that shows a Markdown value does to it: `.underline()` on the `Text`, and the
/// string-table keys each call shows (`LocalizedKeyUse`, joined to app copy by the auditor).
extension SwiftLinkVisitor {
    /// A `Text` of a literal key (`Text("…")`, `Text(LocalizedStringKey("…"))`, `Text(.init("…"))`):
    /// records the key, and marks the links found in the literal from index `first` on with the
    /// `Text`'s whole underline.
    func textShown(_ node: FunctionCallExprSyntax, key literal: StringLiteralExprSyntax, linksFrom first: Int) {
        let underlined = underlinesText(node)
        appendKeyUse(
            at: node,
            LocalizedKeyUse(
                key: SwiftStringLiteral(literal).text, table: Self.literalText(node.argument("tableName")), call: .text, file: file,
                position: position(node.positionAfterSkippingLeadingTrivia), underlinesText: underlined),
            style: textLinkLook(node))
        if underlined { markWholeTextUnderline(linksFrom: first) }
    }

    /// `AttributedString(localized: "…")` and its `defaultValue:`: Foundation parses the Markdown of
    /// the value shown, the default value where one is given, else the key itself. The runs may be
    /// underlined afterwards in the scope, or as a whole by `.underline()` on a `Text` showing them.
    func localizedAttributedString(_ node: FunctionCallExprSyntax) {
        guard let key = node.argument("localized")?.stringLiteral else { return }
        let setsUnderline = scopes.facts(around: node).setsUnderlineStyle
        let wholeUnderline = enclosingTextUnderlines(node)
        appendKeyUse(
            at: node,
            LocalizedKeyUse(
                key: SwiftStringLiteral(key).text, table: Self.literalText(node.argument("table")), call: .attributedString,
                file: file, position: position(node.positionAfterSkippingLeadingTrivia), underlinesText: wholeUnderline,
                setsUnderlineStyle: setsUnderline),
            style: enclosingText(of: node).flatMap(textLinkLook))
        let first = links.count
        if let defaultValue = node.argument("defaultValue") {
            if let literal = defaultValue.stringLiteral { markdown(in: literal, underlined: setsUnderline) }
        } else {
            markdown(in: key, underlined: setsUnderline)
        }
        if wholeUnderline && !setsUnderline { markWholeTextUnderline(linksFrom: first) }
        if let text = enclosingText(of: node) { styleTextLinks(text, linksFrom: first) }
    }

    /// `String(localized: "key")` and `NSLocalizedString("key", tableName: …, comment: …)`: a plain
    /// `String`, recorded as a call site of its key only; `.verbatimText` when a `Text` draws it as
    /// written (`shownVerbatim(_:)`).
    func localizedString(_ node: FunctionCallExprSyntax) {
        let isString = node.calleeName == "String"
        guard let key = (isString ? node.argument("localized") : node.firstUnlabeledArgument)?.stringLiteral else { return }
        appendKeyUse(
            at: node,
            LocalizedKeyUse(
                key: SwiftStringLiteral(key).text, table: Self.literalText(node.argument(isString ? "table" : "tableName")),
                call: shownVerbatim(node) ? .verbatimText : .string, file: file, position: position(node.positionAfterSkippingLeadingTrivia)
            ))
    }

    /// Whether the `String` that `node` makes is drawn as written (`isDrawnAsWritten(_:)`), in place
    /// or as the value of a `let` or `var` of its scope that is used at least once, and only so
    /// (`let footer = NSLocalizedString(…)` then `Text(footer)`).
    func shownVerbatim(_ node: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent, parent.is(TryExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { current = parent }
        if Self.isDrawnAsWritten(current) { return true }
        guard let binding = current.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let block = binding.parent?.parent?.parent?.parent
        else { return false }
        let uses = NameReferenceFinder.references(to: name, in: block)
        return !uses.isEmpty && uses.allSatisfy { Self.isDrawnAsWritten(Syntax($0)) }
    }

    /// SwiftUI views whose first unlabeled argument, a `String`, is a title drawn as written (the
    /// `StringProtocol` initializers read no Markdown).
    static let verbatimTitleViews: Set<String> = ["Text", "Label", "Button", "Toggle", "Link"]

    /// Whether a `String` expression is drawn as written: the first argument of `Text(_:)`,
    /// `Text(verbatim:)`, `Label(_:systemImage:)`, `Button(_:action:)`, `Toggle(_:isOn:)` or
    /// `Link(_:destination:)`, a UIKit `view.text = …`, or the title of `button.setTitle(_:for:)`.
    static func isDrawnAsWritten(_ expression: Syntax) -> Bool {
        if let sequence = expression.parent?.parent?.as(SequenceExprSyntax.self),
            let (member, value) = Assignment.memberAssignment(sequence),
            value.id == expression.id, member.declName.baseName.text == "text"
        {
            return true
        }
        guard let argument = expression.parent?.as(LabeledExprSyntax.self),
            argument.parent?.children(viewMode: .sourceAccurate).first?.id == argument.id,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let callee = call.calleeName
        else { return false }
        if call.calledExpression.is(MemberAccessExprSyntax.self) { return callee == "setTitle" && argument.label == nil }
        guard call.calledExpression.is(DeclReferenceExprSyntax.self), verbatimTitleViews.contains(callee) else { return false }
        return argument.label == nil || (callee == "Text" && argument.label?.text == "verbatim")
    }

    /// The key a run's text shows when `expression` is `NSLocalizedString("key", tableName: …)`,
    /// `String(localized: "key", table: …)` or `AttributedString(localized: "key", table: …)`, in
    /// place or through a name the scope binds to it (`let linkText = NSLocalizedString(…)`); `nil`
    /// for anything else. The auditor names the run by the key's values (see `docs/model.md`, Keys
    /// and call sites).
    ///
    /// A parameter of the function around the run (`func link(_ text: …, title: String)` ranging over
    /// `title`) names the key that every call of that function in this file gives it, when all give
    /// the same one (`parameterKey(_:of:)`).
    func localizedKey(of expression: ExprSyntax?, facts: ScopeFacts, followingParameters: Bool = true) -> LocalizedKey? {
        guard var expression = expression?.unwrapped else { return nil }
        if let name = expression.as(DeclReferenceExprSyntax.self) {
            if let bound = facts.bindings[name.baseName.text] {
                expression = bound.unwrapped
            } else if followingParameters {
                return parameterKey(name.baseName.text, of: Syntax(name))
            }
        }
        if let attempt = expression.as(TryExprSyntax.self) { expression = attempt.expression.unwrapped }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.is(DeclReferenceExprSyntax.self) else {
            return nil
        }
        let key: ExprSyntax?
        let table: ExprSyntax?
        switch call.calleeName {
        case "NSLocalizedString": (key, table) = (call.firstUnlabeledArgument, call.argument("tableName"))
        case "String", "AttributedString": (key, table) = (call.argument("localized"), call.argument("table"))
        default: return nil
        }
        guard let literal = key?.stringLiteral else { return nil }
        return LocalizedKey(key: SwiftStringLiteral(literal).text, table: Self.literalText(table))
    }

    /// The key that every call of this file to the function around `node` gives its parameter
    /// `name`, when there is at least one call and all give the same key; `nil` otherwise.
    func parameterKey(_ name: String, of node: Syntax) -> LocalizedKey? {
        var current = node.parent
        while let ancestor = current, !ancestor.is(FunctionDeclSyntax.self) {
            if ancestor.is(ClosureExprSyntax.self) { return nil }
            current = ancestor.parent
        }
        guard let function = current?.as(FunctionDeclSyntax.self) else { return nil }
        let parameters = Array(function.signature.parameterClause.parameters)
        guard parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
        var keys = Set<LocalizedKey>()
        for call in fileCalls where Self.helperName(call) == function.name.text {
            var arguments = Array(call.arguments)[...]
            var given: ExprSyntax?
            for parameter in parameters {
                let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
                guard let argument = arguments.first, argument.label?.text == label else { continue }
                arguments = arguments.dropFirst()
                if (parameter.secondName ?? parameter.firstName).text == name { given = argument.expression }
            }
            guard let key = localizedKey(of: given, facts: scopes.facts(around: call), followingParameters: false) else { return nil }
            keys.insert(key)
        }
        return keys.count == 1 ? keys.first : nil
    }

    /// Marks the links from index `first` on, all from one `Text`, with how `.underline()` covers them:
    /// exactly the links when the `Text` holds no letter or digit outside them, else other words too.
    func markWholeTextUnderline(linksFrom first: Int) {
        guard first < links.count else { return }
        let shown = links[first...]
        let contexts = Set(shown.map { $0.context?.text })
        var coverage = WholeTextUnderline.withOtherWords
        if contexts.count == 1, let context = shown.first?.context,
            context.holdsOnlyLinks(shown.compactMap { $0.context.map { $0.linkStart..<($0.linkStart + $0.linkLength) } })
        {
            coverage = .linksOnly
        }
        for index in shown.indices {
            var code = links[index].swiftCode ?? SwiftLinkCode()
            code.textUnderline = coverage
            links[index].swiftCode = code
        }
    }

    /// Whether `.underline()` (not `.underline(false)`) applies to the view `node` builds: in its own
    /// modifier chain, or on a container view around it (`HStack { … }.underline()`, which underlines
    /// the text of every view inside).
    func underlinesText(_ node: FunctionCallExprSyntax) -> Bool {
        if Self.modifierChain(of: node).contains(where: Self.isUnderline) { return true }
        var ancestor = Syntax(node).parent
        while let current = ancestor {
            if let call = current.as(FunctionCallExprSyntax.self), call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty,
                Self.modifierChain(of: call).contains(where: Self.isUnderline)
            {
                return true
            }
            ancestor = current.parent
        }
        return false
    }

    /// Whether the value `node` builds is the first argument of a `Text` that `.underline()` covers
    /// (`Text(AttributedString(localized: …)).underline()`; `try` and `!` skipped).
    func enclosingTextUnderlines(_ node: FunctionCallExprSyntax) -> Bool {
        enclosingText(of: node).map(underlinesText) ?? false
    }

    /// The `Text` whose first argument is the value `node` builds (`Text(AttributedString(localized:
    /// …))`; `try` and `!` skipped), if any.
    func enclosingText(of node: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var current = Syntax(node)
        while let parent = current.parent, parent.is(TryExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { current = parent }
        guard let argument = current.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let text = argument.parent?.parent?.as(FunctionCallExprSyntax.self), text.calleeName == "Text",
            text.calledExpression.is(DeclReferenceExprSyntax.self)
        else { return nil }
        return text
    }

    /// `.underline()`, `.underline(true)`, `.underline(pattern: .dash)`, `.underline(isOn)`: on unless
    /// its first argument is the literal `false`.
    static func isUnderline(_ modifier: String, _ call: FunctionCallExprSyntax) -> Bool {
        modifier == "underline" && call.firstUnlabeledArgument?.compactText != "false"
    }

    /// The value of a plain string literal argument (`tableName: "Legal"`), else `nil`.
    static func literalText(_ expression: ExprSyntax?) -> String? {
        guard let literal = expression?.stringLiteral else { return nil }
        let value = SwiftStringLiteral(literal)
        return value.isInterpolated ? nil : value.text
    }

    /// Records a key use with the branches of `switch`, `if` and `?:` that lead to the call, so
    /// that keys shown in different branches count as alternatives, never on screen together, and
    /// with how the `Text` that shows it styles its links (`look`).
    func appendKeyUse(at node: some SyntaxProtocol, _ use: LocalizedKeyUse, style look: TextLinkLook? = nil) {
        var use = use
        use.branches = Self.branchPath(of: Syntax(node))
        if let look {
            var style = look.style
            style.cues = look.cues(textUnderline: nil)
            use.linkStyle = LinkStyle(appearances: look.entries(style))
        }
        keyUses.append(use)
    }

    /// The branches taken from the file down to `node`, outermost first: for each `switch`, `if` or
    /// ternary on the way, its UTF-8 offset and which case or side holds the node (`"812:case:904"`,
    /// `"1040:else"`).
    static func branchPath(of node: Syntax) -> [String] {
        var path: [String] = []
        var current = node
        while let parent = current.parent {
            if let switchCase = current.as(SwitchCaseSyntax.self),
                let statement = parent.parent?.as(SwitchExprSyntax.self) ?? parent.as(SwitchExprSyntax.self)
            {
                path.append("\(statement.position.utf8Offset):case:\(switchCase.position.utf8Offset)")
            } else if let ifExpression = parent.as(IfExprSyntax.self) {
                if current.id == Syntax(ifExpression.body).id {
                    path.append("\(ifExpression.position.utf8Offset):then")
                } else if let elseBody = ifExpression.elseBody, current.id == Syntax(elseBody).id {
                    path.append("\(ifExpression.position.utf8Offset):else")
                }
            } else if let ternary = parent.as(TernaryExprSyntax.self) {
                if current.id == Syntax(ternary.thenExpression).id {
                    path.append("\(ternary.position.utf8Offset):then")
                } else if current.id == Syntax(ternary.elseExpression).id {
                    path.append("\(ternary.position.utf8Offset):else")
                }
            }
            current = parent
        }
        return path.reversed()
    }
}
