internal import SwiftSyntax

/// The names `URLExpressionReader` reads references by: dotted names, the types around a node,
/// and the parameters in scope.
extension URLExpressionReader {
    /// `name` qualified by each enclosing type, innermost first, then alone.
    static func nested(_ name: [String], in types: [String]) -> [String] {
        stride(from: types.count, through: 0, by: -1).map { (types.prefix($0) + name).joined(separator: ".") }
    }

    /// The names of a reference: `["terms"]`, `["LegalLinks", "terms"]`, `["Self", "terms"]`, `["", "terms"]`
    /// for `.terms`; `nil` when the expression is anything else.
    static func dottedName(_ expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return [reference.baseName.text]
        }
        if let typeName = expression.as(TypeExprSyntax.self)?.type.as(IdentifierTypeSyntax.self), typeName.genericArgumentClause == nil {
            return [typeName.name.text]
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil else { return nil }
        guard let base = member.base else { return ["", member.declName.baseName.text] }
        if let selfExpression = base.as(DeclReferenceExprSyntax.self), selfExpression.baseName.tokenKind == .keyword(.self) {
            return ["self", member.declName.baseName.text]
        }
        return dottedName(base).map { $0 + [member.declName.baseName.text] }
    }

    /// The types and extensions around a node, outermost first (`extension A.B` counts as `A`, `B`).
    static func typePath(of node: Syntax) -> [String] {
        var path: [String] = []
        var current = node.parent
        while let node = current {
            if let named = node.asProtocol(NamedDeclSyntax.self),
                node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self)
                    || node.is(ActorDeclSyntax.self) || node.is(ProtocolDeclSyntax.self)
            {
                path.insert(named.name.text, at: 0)
            } else if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
                path.insert(contentsOf: extensionDecl.extendedType.trimmedDescription.split(separator: ".").map(String.init), at: 0)
            }
            current = node.parent
        }
        return path
    }

    /// Whether `name` is a parameter of a function, initializer, subscript or closure around `node`.
    static func isParameter(_ name: String, around node: Syntax) -> Bool {
        var current = node.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self),
                function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name })
            {
                return true
            }
            if let initializer = node.as(InitializerDeclSyntax.self),
                initializer.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name })
            {
                return true
            }
            if let closure = node.as(ClosureExprSyntax.self), let parameters = closure.signature?.parameterClause {
                switch parameters {
                case .simpleInput(let list): if list.contains(where: { $0.name.text == name }) { return true }
                case .parameterClause(let clause):
                    if clause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
                @unknown default: break
                }
            }
            if node.is(MemberBlockItemSyntax.self) { return false }
            current = node.parent
        }
        return false
    }
}
