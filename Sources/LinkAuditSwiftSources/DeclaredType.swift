internal import SwiftSyntax

/// The type a name is declared with where the code says it plainly, so that a member read on the
/// value (`helpSheet.url`) names the type's member (`HelpSheet.url`): see `URLExpression.Part.alternatives`
/// and `docs/model.md`, Standalone evidence in the app.
///
/// Read, from the name's use outwards (the first declaration of the name decides):
/// - a closure parameter with a type annotation; the parameter of the content closure of
///   `.sheet(item: $selection)` (and `.fullScreenCover`, `.popover`), whose type is the one
///   `selection` is declared with, without `?`; the parameter of `ForEach(T.allCases)` and
///   `List(T.allCases)`: `T`;
/// - a parameter of a function, initializer or subscript;
/// - a stored property of the enclosing type (`@State private var helpSheet: HelpSheet = .help`).
///
/// A type with generic arguments, a tuple or a function type is not read (`nil`).
enum DeclaredType {
    /// The modifiers whose content closure is handed the selected item.
    static let itemPresenters: Set<String> = ["sheet", "fullScreenCover", "popover"]

    /// The type of `name` as used at `node`, as its dotted components (`["Settings", "HelpSheet"]`).
    static func of(_ name: String, at node: Syntax) -> [String]? {
        var current = node.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self), let type = closureParameter(name, of: closure) {
                return type.isEmpty ? nil : type
            }
            if let parameters = parameters(of: ancestor),
                let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == name })
            {
                return components(parameter.type)
            }
            if ancestor.is(MemberBlockItemSyntax.self) {
                return storedProperty(name, around: ancestor)
            }
            current = ancestor.parent
        }
        return nil
    }

    /// The parameters of a function, initializer or subscript declaration.
    private static func parameters(of node: Syntax) -> FunctionParameterListSyntax? {
        if let function = node.as(FunctionDeclSyntax.self) { return function.signature.parameterClause.parameters }
        if let initializer = node.as(InitializerDeclSyntax.self) { return initializer.signature.parameterClause.parameters }
        if let subscriptDecl = node.as(SubscriptDeclSyntax.self) { return subscriptDecl.parameterClause.parameters }
        return nil
    }

    /// `nil` when the closure does not declare `name`; an empty list when it does with no readable type.
    private static func closureParameter(_ name: String, of closure: ClosureExprSyntax) -> [String]? {
        guard let clause = closure.signature?.parameterClause else { return nil }
        switch clause {
        case .simpleInput(let list):
            guard list.contains(where: { $0.name.text == name }), list.count == 1 else {
                return list.contains { $0.name.text == name } ? [] : nil
            }
        case .parameterClause(let parameters):
            guard let parameter = parameters.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
            guard parameters.parameters.count == 1 else { return parameter.type.flatMap(components) ?? [] }
            if let type = parameter.type { return components(type) ?? [] }
        @unknown default: return []
        }
        return contentParameterType(of: closure) ?? []
    }

    /// The type of the one parameter of `.sheet(item: $x) { item in … }`, `ForEach(T.allCases) { c in … }`
    /// or `List(T.allCases) { c in … }`.
    private static func contentParameterType(of closure: ClosureExprSyntax) -> [String]? {
        guard let call = closure.receivingCall else { return nil }
        if let name = call.calleeName, itemPresenters.contains(name), call.calledExpression.is(MemberAccessExprSyntax.self),
            let binding = call.argument("item")?.as(DeclReferenceExprSyntax.self)?.baseName.text, binding.hasPrefix("$")
        {
            // `$selected` is one identifier token: the binding of the property `selected`.
            return of(String(binding.dropFirst()), at: Syntax(call))
        }
        if call.calleeName == "ForEach" || call.calleeName == "List", call.calledExpression.is(DeclReferenceExprSyntax.self),
            let collection = call.firstUnlabeledArgument?.as(MemberAccessExprSyntax.self),
            collection.declName.baseName.text == "allCases", let base = collection.base,
            let type = URLExpressionReader.dottedName(base), !type.contains(where: { ["", "self", "Self"].contains($0) })
        {
            return type
        }
        return nil
    }

    /// The declared type of a stored property `name` of the type whose member `member` is.
    private static func storedProperty(_ name: String, around member: Syntax) -> [String]? {
        guard let block = member.parent?.as(MemberBlockItemListSyntax.self) else { return nil }
        for item in block {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.typeAnnotation.flatMap { components($0.type) }
            }
        }
        return nil
    }

    /// `HelpSheet`, `Settings.HelpSheet`, `HelpSheet?` and `HelpSheet!` as components; `nil` for
    /// anything else.
    static func components(_ type: TypeSyntax) -> [String]? {
        if let optional = type.as(OptionalTypeSyntax.self) { return components(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return components(unwrapped.wrappedType) }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            return [identifier.name.text]
        }
        if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil {
            return components(member.baseType).map { $0 + [member.name.text] }
        }
        return nil
    }
}
