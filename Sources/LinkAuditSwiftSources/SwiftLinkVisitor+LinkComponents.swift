import LinkAuditModel
internal import SwiftSyntax

/// A design-system link component the extractor knows: the type, the module that declares it, and
/// the labels of its text and icon parameters.
struct LinkComponentDescriptor: Sendable {
    /// The type as called (`Link`).
    var type: String
    /// The module that must be imported for the call to be this component (`BackbaseDesignSystem`).
    var module: String
    /// The label of the text parameter (`text`).
    var textParameter: String
    /// The label of the Boolean that shows the external-link icon (`hasIcon`), whose default is `true`.
    var iconParameter: String

    /// The Backbase design system's UIKit `Link`: `init(text:hasIcon:action:)`, `hasIcon` `true` by
    /// default (reference card `design-system-link-component.txt`).
    static let backbase = LinkComponentDescriptor(
        type: "Link", module: "BackbaseDesignSystem", textParameter: "text", iconParameter: "hasIcon")

    static let known = [backbase]
}

/// Design-system link components whose action opens a URL (`URLOpener.Kind.linkComponent`): the
/// Backbase `Link(text:hasIcon:action:)`, in a file that imports its module. SwiftUI's own
/// `Link(_:destination:)` takes no text label and no action, so the two never meet: the call must
/// have the component's text label and no `destination:`, and the file must import the module.
extension SwiftLinkVisitor {
    /// The component `node` makes, when it is one in this file.
    func linkComponentDescriptor(_ node: FunctionCallExprSyntax) -> LinkComponentDescriptor? {
        guard let name = node.calleeName, node.argument("destination") == nil else { return nil }
        return LinkComponentDescriptor.known.first { descriptor in
            guard descriptor.type == name, node.argument(descriptor.textParameter) != nil,
                importedModules.contains(descriptor.module)
            else { return false }
            let callee = node.calledExpression.trimmedDescription
            return callee == descriptor.type || callee == descriptor.module + "." + descriptor.type
        }
    }

    /// `Link(text: "Rates", hasIcon: false) { UIApplication.shared.open(ratesURL) }`: one opener per
    /// URL its action opens (none for an action that stays in the app), with its text and icon.
    func linkComponent(_ node: FunctionCallExprSyntax) {
        guard let descriptor = linkComponentDescriptor(node), let action = buttonAction(node) else { return }
        let first = urlOpeners.count
        let textArgument = node.argument(descriptor.textParameter)
        let facts = scopes.facts(around: node)
        var text = literal(textArgument)
        if text == nil, let name = textArgument?.as(DeclReferenceExprSyntax.self), let bound = facts.bindings[name.baseName.text] {
            text = literal(bound)
        }
        let found = openings(in: action)
        record(.linkComponent, found, at: position(node.positionAfterSkippingLeadingTrivia), title: text)
        guard urlOpeners.count > first else { return }
        controlLinks(found, control: node, name: textArgument.map { ButtonName(expression: $0) })
        let (icon, offAt) = componentIcon(node, descriptor)
        let use = LinkComponentUse(
            component: descriptor.module + "." + descriptor.type, text: text, textKey: localizedKey(of: textArgument, facts: facts),
            icon: icon, iconTurnedOffAt: offAt)
        for index in first..<urlOpeners.count { urlOpeners[index].linkComponent = use }
    }

    /// Whether the component shows its icon: the icon argument (default `true`), unless the variable
    /// it is stored in is given `name.hasIcon = …` later (in its function, or anywhere in its type for
    /// a stored property); values set in several places must agree, and only literals are known.
    func componentIcon(_ node: FunctionCallExprSyntax, _ descriptor: LinkComponentDescriptor) -> (LinkComponentUse.Icon, SourcePosition?) {
        var settings: [(value: ExprSyntax, at: Syntax)] = []
        if let (name, region, after) = componentVariable(node) {
            for sequence in Self.sequences(in: region) {
                guard let (member, value) = Assignment.memberAssignment(sequence),
                    member.declName.baseName.text == descriptor.iconParameter,
                    let base = member.base, Self.withoutSelf(base.compactText) == name,
                    sequence.positionAfterSkippingLeadingTrivia > after
                else { continue }
                settings.append((value, Syntax(sequence)))
            }
        }
        // A later setting replaces the argument.
        if settings.isEmpty, let argument = node.arguments.first(where: { $0.label?.text == descriptor.iconParameter }) {
            settings.append((argument.expression, Syntax(argument)))
        }
        let values = settings.map { $0.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind }
        if values.allSatisfy({ $0 == .keyword(.true) }) { return (.shown, nil) }
        guard values.allSatisfy({ $0 == .keyword(.false) }) else { return (.unknown, nil) }
        return (.turnedOff, position(settings[0].at.positionAfterSkippingLeadingTrivia))
    }

    /// The variable a component is stored in (`let link = Link(…)`, `termsLink = Link(…)`), the code
    /// where it can be set later (the function or closure around a local, the type around a stored
    /// property) and where it is made; `nil` when it is not stored in a plain name.
    func componentVariable(_ node: FunctionCallExprSyntax) -> (String, Syntax, AbsolutePosition)? {
        var current = Syntax(node)
        while let parent = current.parent, parent.is(TryExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { current = parent }
        let made = node.positionAfterSkippingLeadingTrivia
        if let binding = current.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            let scope = ScopeFacts.scope(enclosing: binding)
            guard scope.is(MemberBlockItemSyntax.self) else { return (name, scope, made) }
            // A stored property: set anywhere in its type, before or after in the text.
            let type = scope.parent?.parent?.parent ?? scope
            return (name, type, type.position)
        }
        if current.parent?.is(ExprListSyntax.self) == true, let sequence = current.parent?.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == current.id else { return nil }
            let name = Self.withoutSelf(elements[0].compactText)
            guard !name.contains(".") else { return nil }
            let facts = scopes.facts(around: sequence)
            let isLocal = !elements[0].compactText.hasPrefix("self.") && (facts.bindings[name] != nil || facts.assignedValues[name] != nil)
            if isLocal { return (name, ScopeFacts.scope(enclosing: sequence), made) }
            // `self.link = Link(…)` in `viewDidLoad` sets a stored property: its type is the region.
            var region = Syntax(sequence)
            while !region.is(MemberBlockSyntax.self), let parent = region.parent { region = parent }
            return (name, region.parent ?? region, region.position)
        }
        return nil
    }

    /// The modules this file imports, at its top level or inside `#if` (`#if canImport(…)`).
    var importedModules: Set<String> {
        var modules: Set<String> = []
        func collect(_ items: CodeBlockItemListSyntax) {
            for statement in items {
                if let declaration = statement.item.as(ImportDeclSyntax.self), let module = declaration.path.first?.name.text {
                    modules.insert(module)
                } else if let conditional = statement.item.as(IfConfigDeclSyntax.self) {
                    for clause in conditional.clauses {
                        if let inner = clause.elements?.as(CodeBlockItemListSyntax.self) { collect(inner) }
                    }
                }
            }
        }
        collect(tree.statements)
        return modules
    }

    /// The sequence expressions (assignments before operator folding) below `node`, in source order;
    /// asked only for the code around a component, so a plain walk of the children.
    static func sequences(in node: Syntax) -> [SequenceExprSyntax] {
        descendants(SequenceExprSyntax.self, in: node)
    }

    /// The nodes of `type` below `node` (itself included), in source order: a plain walk of the
    /// children, for the small regions a concern asks about.
    static func descendants<Node: SyntaxProtocol>(_ type: Node.Type, in node: Syntax) -> [Node] {
        var found: [Node] = []
        var pending = [node]
        while let current = pending.popLast() {
            if let match = current.as(Node.self) { found.append(match) }
            pending += current.children(viewMode: .sourceAccurate).reversed()
        }
        return found
    }
}
