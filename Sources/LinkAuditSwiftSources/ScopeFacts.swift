internal import SwiftSyntax

/// What one scope binds (`let range = …`, `if let range = …`) and what it underlines.
///
/// The scope is the one `scope(enclosing:)` gives, for every question asked about a node: which
/// name a slice's range is bound to, whether a slice or value gets `.underlineStyle`, and whether
/// Markdown runs of an `AttributedString(markdown:)` may be underlined afterwards.
struct ScopeFacts {
    /// The value each name is bound to (`let`, `var`, `if let`, `guard let`), the last binding of a
    /// name winning.
    var bindings: [String: ExprSyntax] = [:]
    /// The values assigned to each name declared without one (`let str: String`, then `str = "…"` in
    /// each branch): the name is one of them (`URLExpression.Part.alternatives`). Also, by
    /// `name.member`, the values assigned to a member of a name (`components.scheme = "mailto"`).
    var assignedValues: [String: [ExprSyntax]] = [:]
    /// `base[index]` (without whitespace) of every `.underlineStyle` assignment, and `name` of
    /// every whole-value one (`text.underlineStyle = …`, `container.underlineStyle = …`).
    var underlined: Set<String> = []
    /// The `.foregroundColor` assignments of the scope, by `base[index]` (without whitespace) and by
    /// `name` for a whole value, as `underlined` keys them; the last of each winning.
    var colored: [String: (value: ExprSyntax, assignment: SequenceExprSyntax)] = [:]
    /// Where an `AttributeContainer` is applied: the text it names (the literal of
    /// `AttributedString("…", attributes: c)` or of the range in `s[range].mergeAttributes(c)`)
    /// and the slice it is merged into, and the expression of that text (a localized string's call, or
    /// a name bound to one, names a keyed run: `SwiftLinkVisitor.localizedKey(of:facts:)`).
    var containerUses: [String: (text: String?, target: String?, source: ExprSyntax?)] = [:]
    /// Whether `.underlineStyle` is reached anywhere in the scope (`s[run.range].underlineStyle = …`,
    /// `s.underlineStyle = …`, nested closures and functions included): the runs of an
    /// `AttributedString(markdown:)` of the scope may be underlined after it is parsed.
    var setsUnderlineStyle = false

    /// The scope enclosing `node`, the nearest of its ancestors that is
    /// - a function, initializer or accessor (`get { }`, `set { }`, `didSet { }`, …) declaration;
    /// - an accessor block: the braces of a computed property or subscript, which hold its getter
    ///   directly when it is written without `get`;
    /// - a closure;
    /// - a member of a type or extension (`MemberBlockItemSyntax`): a stored property with its
    ///   initializer (`let terms = try! AttributedString(markdown: …)`), a `deinit`, an enum case;
    /// - else the file: top-level code and global variables' initializers share one scope.
    ///
    /// Nested types are members too, so nothing inside a type reaches the file.
    static func scope(enclosing node: some SyntaxProtocol) -> Syntax {
        var scope = Syntax(node)
        while let parent = scope.parent {
            scope = parent
            if scope.is(FunctionDeclSyntax.self) || scope.is(InitializerDeclSyntax.self) || scope.is(AccessorDeclSyntax.self)
                || scope.is(AccessorBlockSyntax.self) || scope.is(ClosureExprSyntax.self) || scope.is(MemberBlockItemSyntax.self)
            {
                break
            }
        }
        return scope
    }
}

/// The `ScopeFacts` of the scopes of one file, each collected once, the first time it is asked for.
struct ScopeFactsCache {
    private var facts: [SyntaxIdentifier: ScopeFacts] = [:]

    /// The facts of the scope enclosing `node` (`ScopeFacts.scope(enclosing:)`).
    mutating func facts(around node: some SyntaxProtocol) -> ScopeFacts {
        let scope = ScopeFacts.scope(enclosing: node)
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

    /// `let name = value`, `var name = value`; `let name: Type`, whose values come later.
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            if let value = node.initializer?.value {
                facts.bindings[name] = value
            } else if node.accessorBlock == nil {
                declaredWithoutValue.insert(name)
            }
        }
        return .visitChildren
    }

    /// Names declared without a value so far, and the values then assigned to them.
    private var declaredWithoutValue = Set<String>()

    /// `base[index].underlineStyle = …` and `name.underlineStyle = …`; the same of `foregroundColor`.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let assignment = Assignment(node), assignment.attribute == "underlineStyle" { facts.underlined.insert(assignment.target) }
        if let assignment = WholeAssignment(node), assignment.attribute == "underlineStyle" { facts.underlined.insert(assignment.base) }
        if let assignment = Assignment(node), assignment.attribute == "foregroundColor" {
            facts.colored[assignment.target] = (assignment.value, node)
        }
        if let assignment = WholeAssignment(node), assignment.attribute == "foregroundColor" {
            facts.colored[assignment.base] = (assignment.value, node)
        }
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text, declaredWithoutValue.contains(name)
        {
            facts.assignedValues[name, default: []].append(elements[2])
        } else if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let member = elements[0].as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self)
        {
            facts.assignedValues[base.baseName.text + "." + member.declName.baseName.text, default: []].append(elements[2])
        }
        return .visitChildren
    }

    /// `.underlineStyle`, read or written, on anything.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == "underlineStyle" { facts.setsUnderlineStyle = true }
        return .visitChildren
    }

    /// Where a container is applied: `AttributedString("…", attributes: container)` and
    /// `text[range].mergeAttributes(container)`.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calleeName == "AttributedString", let container = node.argument("attributes")?.as(DeclReferenceExprSyntax.self),
            let source = node.firstUnlabeledArgument
        {
            let value = source.stringLiteral.map(SwiftStringLiteral.init)
            facts.containerUses[container.baseName.text] = (value.flatMap { $0.isInterpolated ? nil : $0.text }, nil, source)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "mergeAttributes",
            let container = node.firstUnlabeledArgument?.as(DeclReferenceExprSyntax.self),
            let slice = member.base?.as(SubscriptCallExprSyntax.self), let index = slice.arguments.first?.expression
        {
            let base = slice.calledExpression.compactText
            var source = SwiftLinkVisitor.rangeArgument(index.unwrapped, base: base)
            if source == nil, let reference = index.unwrapped.as(DeclReferenceExprSyntax.self),
                let bound = facts.bindings[reference.baseName.text]
            {
                source = SwiftLinkVisitor.rangeArgument(bound.unwrapped, base: base)
            }
            facts.containerUses[container.baseName.text] = (SwiftLinkVisitor.literalText(source), ExprSyntax(slice).compactText, source)
        }
        return .visitChildren
    }
}
