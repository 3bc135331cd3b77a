import LinkAuditModel
internal import SwiftSyntax

/// Controls that open a URL from code instead of being a `Link`: `Button`s whose action calls one of
/// `urlOpeners`, and views with such an `.onTapGesture`.
extension SwiftLinkVisitor {
    /// The calls whose action opens a URL, as their callee is written without whitespace.
    static let urlOpeners: [String] = ["UIApplication.shared.open", "NSWorkspace.shared.open", "openURL", "UIApplication.shared.openURL"]

    /// A `Button` whose action (a closure, or a function of this file named as the action) calls one of `urlOpeners`.
    func button(_ node: FunctionCallExprSyntax) {
        let action: Syntax?
        if let argument = node.argument("action") {
            if let closure = argument.as(ClosureExprSyntax.self) {
                action = Syntax(closure)
            } else {
                // `Button(action: openHelp)`: the body of `func openHelp()` in this file.
                let name = argument.as(DeclReferenceExprSyntax.self)?.baseName.text
                action = name.flatMap { functionBodies[$0] }.map(Syntax.init)
            }
        } else {
            action = node.trailingClosure.map(Syntax.init)
        }
        guard let action, let opener = firstOpener(in: action) else { return }
        let title = node.firstUnlabeledArgument.flatMap { $0.stringLiteral }.map { SwiftStringLiteral($0).text }
        urlOpeners.append(
            URLOpener(
                kind: .button, destination: opener.firstUnlabeledArgument.flatMap(Self.literalURL), file: file,
                position: position(node.positionAfterSkippingLeadingTrivia), title: title,
                opener: opener.calledExpression.compactText))
    }

    /// `.onTapGesture { … }` whose closure opens a URL: a view that acts as a link but is no control at all.
    func tapGesture(_ node: FunctionCallExprSyntax) {
        guard let closure = node.trailingClosure ?? node.argument("perform")?.as(ClosureExprSyntax.self),
            let opener = firstOpener(in: Syntax(closure)),
            let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        else { return }
        var base = member.base
        while let call = base?.as(FunctionCallExprSyntax.self), let inner = call.calledExpression.as(MemberAccessExprSyntax.self) {
            base = inner.base
        }
        let title = base?.as(FunctionCallExprSyntax.self).flatMap {
            $0.calleeName == "Text" ? $0.firstUnlabeledArgument?.stringLiteral : nil
        }
        .map { SwiftStringLiteral($0).text }
        urlOpeners.append(
            URLOpener(
                kind: .tapGesture, destination: opener.firstUnlabeledArgument.flatMap(Self.literalURL), file: file,
                position: position(member.period.positionAfterSkippingLeadingTrivia), title: title,
                opener: opener.calledExpression.compactText))
    }

    /// The first call below `node` that opens a URL.
    func firstOpener(in node: Syntax) -> FunctionCallExprSyntax? {
        CallFinder.first(
            in: node,
            where: { call in
                let callee = call.calledExpression.compactText
                // `openURL` is the environment action (`self.openURL`, `openURL.callAsFunction`); a method of
                // another object that happens to share the name (`router.openURL(.profile)`) is not.
                return Self.urlOpeners.contains { opener in
                    callee == opener || callee == "self." + opener || callee == opener + ".callAsFunction"
                        || (opener.contains(".") && callee.hasSuffix("." + opener))
                }
            })
    }
}

/// The bodies of a file's functions, by name.
final class FunctionBodyFinder: SyntaxVisitor {
    var bodies: [String: CodeBlockSyntax] = [:]

    /// The body of each function declared anywhere in `tree`, the first of each name.
    static func bodies(in tree: SourceFileSyntax) -> [String: CodeBlockSyntax] {
        let finder = FunctionBodyFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.bodies
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body, bodies[node.name.text] == nil { bodies[node.name.text] = body }
        return .visitChildren
    }
}
