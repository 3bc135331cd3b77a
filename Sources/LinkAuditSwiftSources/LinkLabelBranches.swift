internal import SwiftSyntax

/// Whether a SwiftUI `Link`'s label names it whichever branch of an `if`/`else` or `switch` runs.
///
/// The first `Text` of a label is its name only when every branch shows one: a label that is
/// `if compact { Image(systemName: "questionmark.circle") } else { Text("Help") }` has no name
/// when compact (`empty-link-name`; WCAG 2.4.4, 4.1.2).
enum LinkLabelBranches {
    /// Whether the label closure holds an `if` or `switch` with a branch that shows no name.
    static func hasUnnamedBranch(_ closure: ClosureExprSyntax) -> Bool {
        BranchFinder.holdsBranch(closure) && !named(closure.statements)
    }

    /// Whether view-builder statements show a name: any one of them does.
    static func named(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.contains { item in
            switch item.item {
            case .expr(let expression): named(expression)
            case .stmt(let statement): statement.as(ExpressionStmtSyntax.self).map { named($0.expression) } ?? false
            default: false
            }
        }
    }

    /// Whether one view expression shows a name.
    /// - `if`: its body and its `else` both do (no `else` shows nothing);
    /// - `switch`: every case does;
    /// - `.accessibilityLabel(…)` anywhere in a modifier chain does; other modifiers keep their base's answer;
    /// - `Text` with any argument and `Label` do, `Image` does only with a `label:`, `Spacer` does not,
    ///   layout containers answer for their content;
    /// - anything else (a custom view, a variable) is assumed to, since its content is not known here.
    static func named(_ expression: ExprSyntax) -> Bool {
        if let branch = expression.as(IfExprSyntax.self) { return named(branch) }
        if let choice = expression.as(SwitchExprSyntax.self) {
            return choice.cases.allSatisfy { $0.as(SwitchCaseSyntax.self).map { named($0.statements) } ?? true }
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return true }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "accessibilityLabel" { return true }
            return member.base.map(named) ?? true
        }
        let content = call.trailingClosure.map { named($0.statements) } ?? false
        switch call.calleeName {
        case "Text": return !call.arguments.isEmpty
        case "Label": return true
        case "Image": return call.argument("label") != nil
        case "Spacer": return false
        case "HStack", "VStack", "ZStack", "Group": return content
        default: return true
        }
    }

    private static func named(_ branch: IfExprSyntax) -> Bool {
        // An `if` without `else` shows nothing when its condition fails: a branch with no name.
        branch.everyBranch(withoutElse: false) { named($0) }
    }

    /// Finds an `if` or `switch` expression in a closure.
    private final class BranchFinder: SyntaxVisitor {
        var found = false

        static func holdsBranch(_ closure: ClosureExprSyntax) -> Bool {
            let finder = BranchFinder(viewMode: .sourceAccurate)
            finder.walk(closure.statements)
            return finder.found
        }

        override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
            found = true
            return .skipChildren
        }

        override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
            found = true
            return .skipChildren
        }
    }
}

extension IfExprSyntax {
    /// Whether `holds` is true of the statements of this `if`'s body and of every `else if` and
    /// `else` after it; `withoutElse` answers for the case an `if` with no final `else` leaves out.
    func everyBranch(withoutElse: Bool, _ holds: (CodeBlockItemListSyntax) -> Bool) -> Bool {
        guard holds(body.statements) else { return false }
        switch elseBody {
        case .ifExpr(let next): return next.everyBranch(withoutElse: withoutElse, holds)
        case .codeBlock(let block): return holds(block.statements)
        case nil: return withoutElse
        @unknown default: return !withoutElse
        }
    }
}
