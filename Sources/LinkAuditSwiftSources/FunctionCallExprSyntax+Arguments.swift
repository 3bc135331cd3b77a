internal import SwiftSyntax

/// The callee and arguments of a call, by name and label.
extension FunctionCallExprSyntax {
    /// The called name: `Link` for `Link(…)` and `SwiftUI.Link(…)`; the member for `x.range(of:)`.
    var calleeName: String? {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// The first argument without a label, if it comes before every labeled one.
    var firstUnlabeledArgument: ExprSyntax? {
        guard let first = arguments.first, first.label == nil else { return nil }
        return first.expression
    }

    /// The argument with a given label.
    func argument(_ label: String) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }
}

extension ClosureExprSyntax {
    /// The call the closure is given to, as its trailing closure or as an argument; `nil` otherwise.
    var receivingCall: FunctionCallExprSyntax? {
        if let call = parent?.as(FunctionCallExprSyntax.self) { return call }
        guard parent?.is(LabeledExprSyntax.self) == true else { return nil }
        return parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }
}
