import LinkAuditModel
internal import SwiftSyntax

/// How other files may call a file's functions, and what those functions hand on: the names and
/// parameters `urlOpeningFunctions(handoffsOnly:)` reads (see `+RowLinks`).
extension SwiftLinkVisitor {
    /// Whether `function` is `private` or `fileprivate`: no other file can call it.
    static func isPrivate(_ function: FunctionDeclSyntax) -> Bool {
        function.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    }

    /// `made` under each of `signatures`, its parameter counted among those each gives.
    static func named(_ made: URLOpeningFunction, _ signatures: [(name: String, given: [Int])]) -> [URLOpeningFunction] {
        var result: [URLOpeningFunction] = []
        var made = made
        for signature in signatures {
            made.function = signature.name
            // A parameter left to its default is no argument: the index counts those given.
            if let parameter = made.parameter {
                guard let index = signature.given.firstIndex(of: parameter) else { continue }
                made.parameter = index
                result.append(made)
                made.parameter = parameter
            } else {
                result.append(made)
            }
        }
        return result
    }

    /// Whether `function`'s code is one call (`func presentHelp() { coordinator?.showHelp(from: self) }`):
    /// it does what the function it calls does.
    static func isForwarder(_ function: FunctionDeclSyntax) -> Bool {
        guard let statements = function.body?.statements, statements.count == 1, var expression = statements.first?.item.as(ExprSyntax.self)
        else { return false }
        while true {
            if let inner = expression.as(TryExprSyntax.self)?.expression {
                expression = inner
            } else if let inner = expression.as(AwaitExprSyntax.self)?.expression {
                expression = inner
            } else {
                break
            }
        }
        return expression.is(FunctionCallExprSyntax.self)
    }

    /// Whether an argument handed on may be a URL of the function's own: `URL(string: …)`, a
    /// string literal, or a name (`Links.status`, `statusURL`), for the auditor to resolve.
    static func mayBeURL(_ expression: ExprSyntax) -> Bool {
        let value = expression.unwrapped
        if let call = value.as(FunctionCallExprSyntax.self) { return call.calleeName == "URL" }
        return value.is(StringLiteralExprSyntax.self) || value.is(MemberAccessExprSyntax.self) || value.is(DeclReferenceExprSyntax.self)
    }

    /// The parameter (from 0) of `parameters` that `expression` is, or a property of, through the
    /// helpers' `substitutions`; `nil` when it is anything else.
    static func parameterIndex(_ expression: ExprSyntax, _ substitutions: [String: ExprSyntax], _ parameters: [String]) -> Int? {
        var current = expression.unwrapped
        var steps = 0
        while let name = current.as(DeclReferenceExprSyntax.self)?.baseName.text, let next = substitutions[name], steps < 8 {
            current = next.unwrapped
            steps += 1
        }
        // A property of the parameter stands for it (`url.withHttpSchemeIfMissing`, `url.absoluteURL`).
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base.unwrapped }
        guard let name = current.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return parameters.firstIndex(of: name)
    }

    /// `URL`, `URL?`, `URL!`, `Foundation.URL`.
    static func isURLType(_ type: TypeSyntax) -> Bool {
        var text = type.trimmedDescription
        if text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        return text == "URL" || text == "Foundation.URL"
    }

    /// The names a call may give `function` by: its base name and argument labels, once with every
    /// parameter and once without each combination of those that have a default value (up to three),
    /// each with the parameters it gives, in order.
    static func signatures(of function: FunctionDeclSyntax) -> [(name: String, given: [Int])] {
        let parameters = Array(function.signature.parameterClause.parameters)
        let defaulted = parameters.indices.filter { parameters[$0].defaultValue != nil }.prefix(3)
        var result: [(name: String, given: [Int])] = []
        for mask in 0..<(1 << defaulted.count) {
            let left = Set(defaulted.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
            let given = parameters.indices.filter { !left.contains($0) }
            let labels = given.map { parameters[$0].firstName.text + ":" }.joined()
            result.append(("\(function.name.text)(\(labels))", given))
        }
        return result
    }
}
