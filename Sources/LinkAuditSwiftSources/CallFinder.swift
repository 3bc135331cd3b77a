internal import SwiftSyntax

/// Finds the first call (in source order) below a node that satisfies a test.
final class CallFinder: SyntaxVisitor {
    let test: (FunctionCallExprSyntax) -> Bool
    var found: FunctionCallExprSyntax?

    /// A finder for the first call that passes `test`.
    init(test: @escaping (FunctionCallExprSyntax) -> Bool) {
        self.test = test
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if found != nil { return .skipChildren }
        if test(node) { found = node; return .skipChildren }
        return .visitChildren
    }

    /// The first call (in source order) below `node`, `node` included, that passes `test`.
    static func first(in node: some SyntaxProtocol, where test: @escaping (FunctionCallExprSyntax) -> Bool) -> FunctionCallExprSyntax? {
        let finder = CallFinder(test: test)
        finder.walk(node)
        return finder.found
    }

    /// The first call below `node` of a plain name (`Text(…)`, not `x.Text(…)`) among `names`.
    static func first(named names: Set<String>, in node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        first(in: node) { call in call.calleeName.map(names.contains) ?? false && call.calledExpression.is(DeclReferenceExprSyntax.self) }
    }
}

/// The first place SwiftParser could not read: unexpected tokens or a missing one.
final class FirstParseError: SyntaxVisitor {
    /// The 0-based UTF-8 file offset of the earliest error seen so far.
    var offset: Int?

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        record(node.positionAfterSkippingLeadingTrivia.utf8Offset)
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing { record(token.positionAfterSkippingLeadingTrivia.utf8Offset) }
        return .visitChildren
    }

    private func record(_ value: Int) {
        offset = min(offset ?? value, value)
    }

    /// The UTF-8 offset of the first parse error in the tree, or `nil`.
    static func offset(in tree: SourceFileSyntax) -> Int? {
        let finder = FirstParseError(viewMode: .all)
        finder.walk(tree)
        return finder.offset
    }
}

/// The uses of a name below a node: `name` itself, and `self.name` (as the member access); a member
/// of another value (`other.name`) is not a use.
final class NameReferenceFinder: SyntaxVisitor {
    let name: String
    var references: [ExprSyntax] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.baseName.text == name else { return .visitChildren }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                references.append(ExprSyntax(member))
            }
        } else {
            references.append(ExprSyntax(node))
        }
        return .visitChildren
    }

    /// The uses of `name` below `node`, in source order.
    static func references(to name: String, in node: some SyntaxProtocol) -> [ExprSyntax] {
        let finder = NameReferenceFinder(name: name)
        finder.walk(node)
        return finder.references
    }
}
