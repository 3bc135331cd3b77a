import LinkAuditModel
internal import SwiftSyntax

/// What names a control or row, and which of its titles are string-table keys (issue 23,
/// section 1: a SwiftUI title literal is a `LocalizedStringKey`).
extension SwiftLinkVisitor {
    /// What names a control or row: the expression of its title, text or accessibility label (`isLabel`).
    struct ButtonName {
        var expression: ExprSyntax
        var isLabel = false
        /// Whether a string literal `expression` is a SwiftUI `LocalizedStringKey` (the title of a
        /// `Button`, `NavigationLink`, `Text` or `Label`, an `.accessibilityLabel`): the screen shows
        /// the value the string tables give that key, and the key itself only when none does.
        var isKey = false
        /// The table the key is looked up in: `Text`'s `tableName:`, `nil` for `Localizable`.
        var table: String?
        /// Beside an accessibility label (`isLabel`), the title the screen shows, when the code
        /// writes one (`Button("Help center") { … }.accessibilityLabel("…")`): the link's visible
        /// text, which `label-not-in-name` compares with the name (WCAG 2.5.3).
        var shownTitle: ExprSyntax?

        /// The title `call` (`Text("…")`, `Label("…", …)`, `TextState("…")`) gives: its first
        /// unlabeled argument, a key; else its `verbatim:` (shown as written) or `title:` argument.
        init?(titleOf call: FunctionCallExprSyntax, isLabel: Bool = false) {
            if let argument = call.firstUnlabeledArgument, !argument.is(ClosureExprSyntax.self) {
                self.init(
                    expression: argument, isLabel: isLabel, isKey: true, table: SwiftLinkVisitor.literalText(call.argument("tableName")))
            } else if let argument = call.argument("verbatim") ?? call.argument("title") {
                self.init(expression: argument, isLabel: isLabel)
            } else {
                return nil
            }
        }

        init(expression: ExprSyntax, isLabel: Bool = false, isKey: Bool = false, table: String? = nil) {
            self.expression = expression
            self.isLabel = isLabel
            self.isKey = isKey
            self.table = table
        }

        /// An `.accessibilityLabel(…)` argument: a literal (a key) or `Text(…)`'s title.
        init(accessibilityLabel argument: ExprSyntax) {
            if let text = argument.as(FunctionCallExprSyntax.self), text.calleeName == "Text",
                let title = ButtonName(titleOf: text, isLabel: true)
            {
                self = title
            } else {
                self.init(expression: argument, isLabel: true, isKey: true)
            }
        }
    }

    /// What names a SwiftUI `Button`: `.accessibilityLabel` in its modifier chain, else its title
    /// argument, else the first `Text` or `Label` title of its label closure (`Text(verbatim:)`
    /// too). A `NavigationLink` is named so too: after `destination:`, its trailing closure is its label.
    func swiftUIButtonName(_ node: FunctionCallExprSyntax) -> ButtonName? {
        for (modifier, call) in Self.modifierChain(of: node) where modifier == "accessibilityLabel" {
            guard let argument = call.firstUnlabeledArgument else { continue }
            var name = ButtonName(accessibilityLabel: argument)
            name.shownTitle = swiftUITitle(node).flatMap { $0.isLabel ? nil : $0.expression }
            return name
        }
        return swiftUITitle(node)
    }

    /// What names a SwiftUI `Button` without the accessibility label of its modifier chain: its
    /// title argument, else its label closure's (``swiftUIButtonName(_:)``).
    private func swiftUITitle(_ node: FunctionCallExprSyntax) -> ButtonName? {
        if let title = node.firstUnlabeledArgument, !title.is(ClosureExprSyntax.self) { return ButtonName(expression: title, isKey: true) }
        let label =
            node.argument("label")?.as(ClosureExprSyntax.self)
            ?? node.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure
            ?? (node.argument("action") != nil || node.argument("destination") != nil ? node.trailingClosure : nil)
        guard let label else { return nil }
        // `label: { Text("Terms").accessibilityLabel("Terms of service") }`, or the label's one view
        // labeled whole (`HStack { … }.accessibilityLabel(…)`): that label names the control.
        if let labeled = Self.labeledWhole(label) { return labeled }
        let title = CallFinder.first(in: label) { call in
            ["Text", "Label"].contains(call.calleeName ?? "") && call.calledExpression.is(DeclReferenceExprSyntax.self)
                && (call.firstUnlabeledArgument ?? call.argument("verbatim")) != nil
        }
        // A label on the title text names the control when that text is all the label shows
        // (`HStack { Text("Terms").accessibilityLabel(…); Text("PDF") }` is read as both).
        if let title, let labeled = Self.modifierChain(of: title).first(where: { $0.0 == "accessibilityLabel" })?.1.firstUnlabeledArgument,
            CallCollector.calls(in: label).filter({ ["Text", "Label"].contains($0.calleeName ?? "") }).count == 1
        {
            return ButtonName(accessibilityLabel: labeled)
        }
        // A label of images only is named by them (an asset's name, a symbol's label), which the
        // code does not say: known only at run time.
        return title.flatMap { ButtonName(titleOf: $0) }
    }

    /// The accessibility label given to the whole of a label closure: its one statement, a view
    /// whose modifier chain sets `.accessibilityLabel`.
    private static func labeledWhole(_ label: ClosureExprSyntax) -> ButtonName? {
        guard label.statements.count == 1, var expression = label.statements.first?.item.as(ExprSyntax.self) else { return nil }
        // The outermost modifier call of the chain is the statement; walk down to the view it starts from.
        while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base
        {
            if member.declName.baseName.text == "accessibilityLabel", let argument = call.firstUnlabeledArgument {
                return ButtonName(accessibilityLabel: argument)
            }
            expression = base
        }
        return nil
    }
}
