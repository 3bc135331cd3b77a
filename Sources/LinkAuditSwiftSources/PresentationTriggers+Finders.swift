internal import SwiftSyntax

/// Where the file sets each state: `name = value` (not `false` or `nil`), and `name.toggle()`, in
/// the spellings `PresentationTriggers.stateName(_:)` reads, by that name, in source order. Read in
/// one walk: a view with many presentations asked a walk of its whole type for each of them.
final class StateSetterFinder: SyntaxVisitor {
    var sites: [String: [Syntax]] = [:]

    static func sites(in tree: SourceFileSyntax) -> [String: [Syntax]] {
        let finder = StateSetterFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.sites
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
            elements.count > 3 || !["false", "nil"].contains(elements[2].compactText)
        {
            sites[PresentationTriggers.stateName(elements[0]), default: []].append(Syntax(node))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
            node.arguments.isEmpty, let base = member.base
        {
            sites[PresentationTriggers.stateName(base), default: []].append(Syntax(node))
        }
        return .visitChildren
    }
}

/// The member blocks of a file's types and extensions, by their dotted path
/// (`URLExpressionReader.typePath(of:)` and the type's own name).
final class TypeBodyFinder: SyntaxVisitor {
    var bodies: [String: [Syntax]] = [:]

    static func bodies(in tree: SourceFileSyntax) -> [String: [Syntax]] {
        let finder = TypeBodyFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.bodies
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node, node.name.text, node.memberBlock) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node, node.name.text, node.memberBlock) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node, node.name.text, node.memberBlock) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node, node.name.text, node.memberBlock) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node, node.extendedType.trimmedDescription, node.memberBlock)
    }

    private func add(_ node: some SyntaxProtocol, _ name: String, _ members: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        let path = (URLExpressionReader.typePath(of: Syntax(node)) + [name]).joined(separator: ".")
        bodies[path, default: []].append(Syntax(members))
        return .visitChildren
    }
}

/// Every function declaration of a file, nested ones included.
final class FunctionDeclCollector: SyntaxVisitor {
    var declarations: [FunctionDeclSyntax] = []

    static func declarations(in tree: SourceFileSyntax) -> [FunctionDeclSyntax] {
        let collector = FunctionDeclCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.declarations
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        declarations.append(node)
        return .visitChildren
    }
}
