import LinkAuditModel
internal import SwiftSyntax

/// SwiftUI `Link` controls: their title or label text, the name `.accessibilityLabel` gives them,
/// and whether the button trait is removed from them.
extension SwiftLinkVisitor {
    /// `Link("Title", destination: URL(string: "…")!)`, `Link(destination:) { Text("…") }` or
    /// `{ Label("…", systemImage: …) }`, with `.accessibilityLabel` and
    /// `.accessibilityRemoveTraits(.isButton)` read from the modifier chain around it.
    func linkControl(_ node: FunctionCallExprSyntax) {
        guard let destinationExpression = node.argument("destination") else { return }
        // `nil` while known only at run time (a title or label the code computes).
        var text: String? = ""
        var isDynamicText = false
        var labelName: String??
        // An accessibility label written as a literal is a `LocalizedStringKey` too.
        var labelKey: LocalizedKey?
        var unnamedBranch = false
        if let title = node.firstUnlabeledArgument {
            (text, isDynamicText) = Self.textValue(of: title)
        } else if let closure = node.trailingClosure ?? node.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure
            ?? node.argument("label")?.as(ClosureExprSyntax.self)
        {
            (text, isDynamicText, labelName) = Self.labelText(of: closure)
            labelKey = CallFinder.first(
                in: closure, where: { $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "accessibilityLabel" }
            )
            .flatMap(Self.accessibilityLabelKey)
            unnamedBranch = LinkLabelBranches.hasUnnamedBranch(closure)
        }
        // A branch of the label with no name leaves the link without one, unless the Link itself is labeled below.
        var name: String?? = unnamedBranch ? "" : labelName
        var removesButtonTrait = false
        for (modifier, call) in Self.modifierChain(of: node) {
            switch modifier {
            case "accessibilityLabel":
                guard var argument = call.firstUnlabeledArgument else { continue }
                labelKey = Self.accessibilityLabelKey(call)
                if let text = argument.as(FunctionCallExprSyntax.self), text.calleeName == "Text", let inner = text.firstUnlabeledArgument {
                    argument = inner
                }
                let value = Self.textValue(of: argument)
                name = value.text
                isDynamicText = isDynamicText || value.isDynamic
            default:
                removesButtonTrait = removesButtonTrait || removesButton(modifier, call)
            }
        }
        // SwiftUI applies a container's modifiers (`Group { … }.accessibilityRemoveTraits(.isButton)`) to each child.
        var ancestor = Syntax(node).parent
        while !removesButtonTrait, let current = ancestor {
            if let call = current.as(FunctionCallExprSyntax.self), call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty {
                removesButtonTrait = Self.modifierChain(of: call).contains { removesButton($0.0, $0.1) }
            }
            ancestor = current.parent
        }
        // A literal, or an expression the auditor resolves against the run's constants (`LegalLinks.terms`).
        let expression = urlReader.read(destinationExpression)
        let destination = expression.value
        // What VoiceOver reads: the accessibility label when there is one, else the text.
        let nameUnknown = name.map { $0 == nil } ?? (text == nil)
        var link = builder.makeLink(
            text: text ?? "", name: name ?? nil, nameSource: nameUnknown ? .unknown : name == nil ? .content : .accessibilityLabel,
            destination: destination ?? destinationExpression.trimmedDescription,
            isDynamicDestination: destination == nil, isDynamicText: isDynamicText,
            syntax: .swiftLink, placement: .standalone, span: span(node))
        link.swiftCode = SwiftLinkCode(removesButtonTrait: removesButtonTrait)
        if !removesButtonTrait { link.swiftCode?.buttonTraitRemoval = buttonTraitRemoval(node) }
        if destination == nil { link.swiftCode?.destinationExpression = expression }
        // `Link(L10n.Help.title, destination: …)`, `Link(destination: topic.url) { Text(topic.title) }`:
        // the title's key, accessor or enum case property names it.
        if labelName == nil, name == nil, let title = node.firstUnlabeledArgument ?? titleKey(of: node)?.expression,
            title.stringLiteral == nil
        {
            recordTextSource(title, of: &link, facts: scopes.facts(around: node))
        }
        // `Link("faq.title", destination:)`, `{ Text("faq.title") }`: a key, named at resolve by its
        // values where the string tables hold it (an accessibility label keeps its own name).
        if labelName == nil, name == nil, let text, !isDynamicText, !text.isEmpty, let key = titleKey(of: node) {
            link.swiftCode?.textKey = LocalizedKey(key: text, table: key.table)
        } else if let labelKey, !nameUnknown, !labelKey.key.isEmpty {
            // `.accessibilityLabel("help.title")`: the label's values name the Link, whatever its title shows.
            link.swiftCode?.textKey = labelKey
        }
        link.style = linkControlStyle(node)
        links.append(link)
    }

    /// The title of a `Link` when it is a `LocalizedStringKey`: its literal title, or the first
    /// `Text` or `Label` title of its label closure (not `Text(verbatim:)`).
    func titleKey(of node: FunctionCallExprSyntax) -> ButtonName? {
        if let title = node.firstUnlabeledArgument { return ButtonName(expression: title, isKey: true) }
        guard
            let closure = node.trailingClosure ?? node.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure
                ?? node.argument("label")?.as(ClosureExprSyntax.self),
            let title = CallFinder.first(
                in: closure,
                where: { call in
                    ["Text", "Label"].contains(call.calleeName ?? "") && call.calledExpression.is(DeclReferenceExprSyntax.self)
                        && call.firstUnlabeledArgument != nil
                })
        else { return nil }
        return ButtonName(titleOf: title).flatMap { $0.isKey ? $0 : nil }
    }

    /// The key an `.accessibilityLabel` call names: a string literal (a `LocalizedStringKey`), or
    /// `Text("…")`'s title in its `tableName:`; `nil` for `Text(verbatim:)`, a variable or an
    /// interpolation, which the screen shows as they are.
    static func accessibilityLabelKey(_ call: FunctionCallExprSyntax) -> LocalizedKey? {
        guard let argument = call.firstUnlabeledArgument else { return nil }
        let name = ButtonName(accessibilityLabel: argument)
        guard name.isKey, let key = literalText(name.expression) else { return nil }
        return LocalizedKey(key: key, table: name.table)
    }

    /// Whether a modifier removes the button trait: `.accessibilityRemoveTraits(.isButton)`, or a
    /// `ViewModifier` (`.modifier(LinkStyle())`) or `View` extension method declared in this file
    /// that does.
    func removesButton(_ modifier: String, _ call: FunctionCallExprSyntax) -> Bool {
        switch modifier {
        case "accessibilityRemoveTraits": call.arguments.contains { $0.expression.compactText.contains(".isButton") }
        case "modifier":
            call.firstUnlabeledArgument.flatMap { $0.as(FunctionCallExprSyntax.self)?.calleeName }.map(traitRemovers.contains) ?? false
        default: traitRemovers.contains(modifier)
        }
    }

    /// The text of a `Link`'s label closure: the first `Text("…")` (`Text(verbatim:)` too) or `Label("…")` title in it, and an
    /// `.accessibilityLabel` inside it as the name. A label of images only has no text; a label of
    /// other views (a custom view) is dynamic: its text cannot be known here.
    static func labelText(of closure: ClosureExprSyntax) -> (text: String?, isDynamic: Bool, name: String??) {
        var name: String??
        if let call = CallFinder.first(
            in: closure, where: { $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "accessibilityLabel" }),
            var argument = call.firstUnlabeledArgument
        {
            if let text = argument.as(FunctionCallExprSyntax.self), text.calleeName == "Text", let inner = text.firstUnlabeledArgument {
                argument = inner
            }
            name = textValue(of: argument).text
        }
        if let title = CallFinder.first(
            in: closure,
            where: { call in
                ["Text", "Label"].contains(call.calleeName ?? "") && call.calledExpression.is(DeclReferenceExprSyntax.self)
                    && (call.firstUnlabeledArgument ?? call.argument("verbatim")) != nil
            }), let argument = title.firstUnlabeledArgument ?? title.argument("verbatim")
        {
            let value = textValue(of: argument)
            return (value.text, value.isDynamic, name)
        }
        let layout: Set<String> = ["Image", "HStack", "VStack", "ZStack", "Group", "Spacer", "Label"]
        let other = CallFinder.first(in: closure) { call in
            call.calledExpression.is(DeclReferenceExprSyntax.self) && !layout.contains(call.calleeName ?? "")
        }
        return other == nil ? ("", false, name) : (nil, true, name)
    }

    /// The modifiers applied to a view expression, innermost first: `(name, call)` for each
    /// `.modifier(…)` whose base is the view or an earlier modifier of the chain.
    static func modifierChain(of node: FunctionCallExprSyntax) -> [(String, FunctionCallExprSyntax)] {
        var chain: [(String, FunctionCallExprSyntax)] = []
        var current = Syntax(node)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init)?.id == current.id,
            let call = member.parent?.as(FunctionCallExprSyntax.self), Syntax(call.calledExpression).id == Syntax(member).id
        {
            chain.append((member.declName.baseName.text, call))
            current = Syntax(call)
        }
        return chain
    }

    /// The text of a title expression: a literal's value (dynamic when interpolated), or `nil` for
    /// anything computed: its text is known only at run time.
    static func textValue(of expression: ExprSyntax) -> (text: String?, isDynamic: Bool) {
        if let literal = expression.stringLiteral {
            let value = SwiftStringLiteral(literal)
            return (value.text, value.isInterpolated)
        }
        return (nil, true)
    }
}

/// The `ViewModifier` types and `View` extension methods of a file whose body removes the button trait.
final class TraitRemoverFinder: SyntaxVisitor {
    var names: Set<String> = []

    /// The names of the trait removers declared anywhere in `tree`.
    static func names(in tree: SourceFileSyntax) -> Set<String> {
        let finder = TraitRemoverFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.names
    }

    /// Whether a declaration's text mentions both `accessibilityRemoveTraits` and `isButton`.
    private static func removesTrait(_ node: some SyntaxProtocol) -> Bool {
        let text = node.trimmedDescription
        return text.contains("accessibilityRemoveTraits") && text.contains("isButton")
    }

    /// `struct Name: ViewModifier` whose members remove the trait.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let isModifier = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "ViewModifier" } ?? false
        if isModifier, Self.removesTrait(node.memberBlock) { names.insert(node.name.text) }
        return .visitChildren
    }

    /// A function (a `View` extension method, say) whose body removes the trait.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body, Self.removesTrait(body) { names.insert(node.name.text) }
        return .skipChildren
    }
}
