internal import SwiftSyntax

/// The statements that run on the way to a node: those of each block around it, out to its
/// function, initializer, accessor or type member. A statement in a sibling block (another
/// `switch` case, the other `if` branch, the body of an earlier `if let` that binds the same name)
/// is not on the path: what it binds or underlines does not reach the node (issue 23, section 2:
/// underline and color are credited per value and per path).
enum LexicalPath {
    /// Whether `node` is where the path stops: a declaration whose body is a world of its own.
    private static func isBoundary(_ node: Syntax) -> Bool {
        node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(AccessorDeclSyntax.self)
            || node.is(MemberBlockItemSyntax.self) || node.is(SourceFileSyntax.self)
    }

    /// The value `name` is bound to where `node` stands: the nearest `let`/`var` of a statement
    /// before it in one of its blocks, a `guard let` before it, or the `if let`/`while let` whose
    /// body holds it; `nil` when none is on the path (a parameter, a property, or a name bound only
    /// in a sibling block).
    static func binding(of name: String, at node: some SyntaxProtocol) -> ExprSyntax? {
        var child = Syntax(node)
        while let parent = child.parent, !isBoundary(child) {
            if let list = parent.as(CodeBlockItemListSyntax.self), let item = child.as(CodeBlockItemSyntax.self) {
                for earlier in list.prefix(while: { $0.id != item.id }).reversed() {
                    if let value = bound(name, by: earlier.item) { return value }
                }
            } else if let conditions = conditions(guarding: child, in: parent) {
                for condition in conditions.reversed() {
                    if let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let value = binding.initializer?.value
                    {
                        return value
                    }
                }
            }
            child = parent
        }
        return nil
    }

    /// Every statement on the way to `node`: each item of each block around it (before and after
    /// it: an attribute may be set after the link), out to its declaration; nested blocks of those
    /// items are not entered.
    static func statements(around node: some SyntaxProtocol) -> [CodeBlockItemSyntax] {
        var found: [CodeBlockItemSyntax] = []
        var child = Syntax(node)
        while let parent = child.parent, !isBoundary(child) {
            if let list = parent.as(CodeBlockItemListSyntax.self) { found += list }
            child = parent
        }
        return found
    }

    /// The conditions of an `if` or `while` whose body is `child`.
    private static func conditions(guarding child: Syntax, in parent: Syntax) -> ConditionElementListSyntax? {
        if let branch = parent.as(IfExprSyntax.self), branch.body.id == child.id { return branch.conditions }
        if let loop = parent.as(WhileStmtSyntax.self), loop.body.id == child.id { return loop.conditions }
        return nil
    }

    /// The value a statement binds to `name`: `let name = value`, `var name = value`, `guard let name = value`.
    private static func bound(_ name: String, by item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        if let declaration = item.as(VariableDeclSyntax.self) {
            for binding in declaration.bindings.reversed()
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.initializer?.value
            }
        } else if let guardStatement = item.as(GuardStmtSyntax.self) {
            for condition in guardStatement.conditions.reversed() {
                if let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                    binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                {
                    return binding.initializer?.value
                }
            }
        }
        return nil
    }
}
