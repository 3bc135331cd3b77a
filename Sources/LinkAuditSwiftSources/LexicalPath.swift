internal import SwiftSyntax

/// The statements that run on the way to a node: those of each block around it, out to its
/// function, initializer, accessor or type member. A statement in a sibling block (another
/// `switch` case, the other `if` branch, the body of an earlier `if let` that binds the same name)
/// is not on the path: what it binds or underlines does not reach the node (issue 23, section 2:
/// underline and color are credited per value and per path).
///
/// One per file: each block is indexed once, the first time a question reaches it, so that a
/// question costs the depth of the node, not the length of its blocks (a function of thousands of
/// runs stays linear).
final class LexicalPath {
    /// What one block's own statements bind and set, by the statement's place in the block.
    private struct Block {
        /// Each statement's place in the block.
        var places: [SyntaxIdentifier: Int] = [:]
        /// Each name's bindings with a value (`let`, `var`, `guard let`), by place, in order.
        var bindings: [String: [(place: Int, value: ExprSyntax)]] = [:]
        /// The targets of `.underlineStyle` assignments (`base[index]` or a whole value, without whitespace).
        var underlined: Set<String> = []
        /// The call statements with a `range:` argument, by receiver and range as written.
        var rangeCalls: [RangeCall: [FunctionCallExprSyntax]] = [:]
    }

    /// A call on an attributed string over a range, both without whitespace.
    struct RangeCall: Hashable {
        var receiver: String
        var range: String
    }

    private var blocks: [SyntaxIdentifier: Block] = [:]
    /// The calls of each scope (`ScopeFacts.scope(enclosing:)`) whose callee is one that
    /// ``calls(named:inScopeOf:)`` is asked about, by callee name.
    private var scopeCalls: [SyntaxIdentifier: [String: [FunctionCallExprSyntax]]] = [:]
    /// The callee names whose calls are indexed per scope.
    private static let indexedCallees: Set<String> = ["replaceSubrange", "replaceCharacters", "removeAttribute"]

    /// Whether `node` is where the path stops: a declaration whose body is a world of its own.
    private static func isBoundary(_ node: Syntax) -> Bool {
        node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(AccessorDeclSyntax.self)
            || node.is(MemberBlockItemSyntax.self) || node.is(SourceFileSyntax.self)
    }

    /// The value `name` is bound to where `node` stands: the nearest `let`/`var` with a value of a
    /// statement before it in one of its blocks, a `guard let` before it, or the `if let`/`while let`
    /// whose body holds it; `nil` when none is on the path (a parameter, a property, or a name
    /// bound only in a sibling block).
    func binding(of name: String, at node: some SyntaxProtocol) -> ExprSyntax? {
        var child = Syntax(node)
        while let parent = child.parent, !Self.isBoundary(child) {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                let block = self.block(list)
                if let place = block.places[child.id], let bindings = block.bindings[name] {
                    // The last binding before `place`: bindings are in order.
                    var low = 0
                    var high = bindings.count
                    while low < high {
                        let middle = (low + high) / 2
                        if bindings[middle].place < place { low = middle + 1 } else { high = middle }
                    }
                    if low > 0 { return bindings[low - 1].value }
                }
            } else if let conditions = Self.conditions(guarding: child, in: parent) {
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

    /// Whether a statement of a block on the way to `node` (before or after it: an attribute may be
    /// set after the link) sets `.underlineStyle` on `target`; nested blocks of those statements
    /// are not looked into.
    func underlines(_ target: String, at node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent, !Self.isBoundary(child) {
            if let list = parent.as(CodeBlockItemListSyntax.self), block(list).underlined.contains(target) { return true }
            child = parent
        }
        return false
    }

    /// The call statements on `receiver` over `range` (both as written, without whitespace) in the
    /// blocks on the way to `node`.
    func rangeCalls(_ call: RangeCall, at node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        var found: [FunctionCallExprSyntax] = []
        var child = Syntax(node)
        while let parent = child.parent, !Self.isBoundary(child) {
            if let list = parent.as(CodeBlockItemListSyntax.self) { found += block(list).rangeCalls[call] ?? [] }
            child = parent
        }
        return found
    }

    /// The calls of `name` (`replaceSubrange`, `replaceCharacters`, `removeAttribute`) anywhere in the scope around
    /// `node` (`ScopeFacts.scope(enclosing:)`), nested closures included, in source order.
    func calls(named name: String, inScopeOf node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        precondition(Self.indexedCallees.contains(name), "calls of \(name) are not indexed")
        let scope = ScopeFacts.scope(enclosing: node)
        if let known = scopeCalls[scope.id] { return known[name] ?? [] }
        var byName: [String: [FunctionCallExprSyntax]] = [:]
        _ = CallFinder.first(in: scope) { call in
            if let callee = call.calleeName, Self.indexedCallees.contains(callee) { byName[callee, default: []].append(call) }
            return false
        }
        scopeCalls[scope.id] = byName
        return byName[name] ?? []
    }

    /// The index of one block, made the first time it is asked for.
    private func block(_ list: CodeBlockItemListSyntax) -> Block {
        if let known = blocks[list.id] { return known }
        var block = Block()
        for (place, item) in list.enumerated() {
            block.places[item.id] = place
            if let declaration = item.item.as(VariableDeclSyntax.self) {
                for binding in declaration.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value
                    {
                        block.bindings[name, default: []].append((place, value))
                    }
                }
            } else if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                for condition in guardStatement.conditions {
                    if let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value
                    {
                        block.bindings[name, default: []].append((place, value))
                    }
                }
            } else if let sequence = item.item.as(SequenceExprSyntax.self) {
                if let assignment = Assignment(sequence), assignment.attribute == "underlineStyle" {
                    block.underlined.insert(assignment.target)
                }
                if let assignment = WholeAssignment(sequence), assignment.attribute == "underlineStyle" {
                    block.underlined.insert(assignment.base)
                }
            } else if let call = item.item.as(FunctionCallExprSyntax.self), let range = call.argument("range"),
                let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            {
                block.rangeCalls[RangeCall(receiver: receiver.compactText, range: range.compactText), default: []].append(call)
            }
        }
        blocks[list.id] = block
        return block
    }

    /// The conditions of an `if` or `while` whose body is `child`.
    private static func conditions(guarding child: Syntax, in parent: Syntax) -> ConditionElementListSyntax? {
        if let branch = parent.as(IfExprSyntax.self), branch.body.id == child.id { return branch.conditions }
        if let loop = parent.as(WhileStmtSyntax.self), loop.body.id == child.id { return loop.conditions }
        return nil
    }
}
