internal import SwiftSyntax

/// What one scope binds (`let range = …`, `if let range = …`) and which slices it underlines.
struct ScopeFacts {
    /// The value each name is bound to (`let`, `var`, `if let`, `guard let`), the last binding of a
    /// name winning.
    var bindings: [String: ExprSyntax] = [:]
    /// `base[index]` (without whitespace) of every `.underlineStyle` assignment, and `name` of
    /// every whole-value one (`text.underlineStyle = …`, `container.underlineStyle = …`).
    var underlined: Set<String> = []
    /// Where an `AttributeContainer` is applied: the text it names (the literal of
    /// `AttributedString("…", attributes: c)` or of the range in `s[range].mergeAttributes(c)`)
    /// and the slice it is merged into.
    var containerUses: [String: (text: String?, target: String?)] = [:]
}

/// The `ScopeFacts` of the scopes of one file, each collected once, the first time it is asked for.
struct ScopeFactsCache {
    private var facts: [SyntaxIdentifier: ScopeFacts] = [:]

    /// The facts of the scope enclosing `node`: the nearest function, initializer, accessor, closure
    /// or the file.
    mutating func facts(around node: some SyntaxProtocol) -> ScopeFacts {
        var scope = Syntax(node)
        while let parent = scope.parent {
            scope = parent
            if scope.is(FunctionDeclSyntax.self) || scope.is(InitializerDeclSyntax.self) || scope.is(AccessorDeclSyntax.self)
                || scope.is(AccessorBlockSyntax.self) || scope.is(ClosureExprSyntax.self) { break }
        }
        if let known = facts[scope.id] { return known }
        let collector = ScopeFactsCollector(viewMode: .sourceAccurate)
        collector.walk(scope)
        facts[scope.id] = collector.facts
        return collector.facts
    }
}

/// Collects the `ScopeFacts` of one scope: everything below the node it walks, nested scopes included.
final class ScopeFactsCollector: SyntaxVisitor {
    var facts = ScopeFacts()

    /// `if let name = value`, `guard let name = value`.
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            facts.bindings[name] = value
        }
        return .visitChildren
    }

    /// `let name = value`, `var name = value`.
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            facts.bindings[name] = value
        }
        return .visitChildren
    }

    /// `base[index].underlineStyle = …` and `name.underlineStyle = …`.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let assignment = Assignment(node), assignment.attribute == "underlineStyle" { facts.underlined.insert(assignment.target) }
        if let assignment = WholeAssignment(node), assignment.attribute == "underlineStyle" { facts.underlined.insert(assignment.base) }
        return .visitChildren
    }

    /// Where a container is applied: `AttributedString("…", attributes: container)` and
    /// `text[range].mergeAttributes(container)`.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calleeName == "AttributedString", let container = node.argument("attributes")?.as(DeclReferenceExprSyntax.self),
           let literal = node.firstUnlabeledArgument?.stringLiteral {
            let value = SwiftStringLiteral(literal)
            facts.containerUses[container.baseName.text] = (value.isInterpolated ? nil : value.text, nil)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "mergeAttributes",
                  let container = node.firstUnlabeledArgument?.as(DeclReferenceExprSyntax.self),
                  let slice = member.base?.as(SubscriptCallExprSyntax.self), let index = slice.arguments.first?.expression {
            let base = slice.calledExpression.compactText
            var text = SwiftLinkVisitor.rangeLiteral(index.unwrapped, base: base)
            if text == nil, let reference = index.unwrapped.as(DeclReferenceExprSyntax.self),
               let bound = facts.bindings[reference.baseName.text] {
                text = SwiftLinkVisitor.rangeLiteral(bound.unwrapped, base: base)
            }
            facts.containerUses[container.baseName.text] = (text, ExprSyntax(slice).compactText)
        }
        return .visitChildren
    }
}
