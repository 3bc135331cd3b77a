import LinkAuditModel
internal import SwiftSyntax

/// UIKit controls whose action opens a URL: target-action (`addTarget(_:action:for:)`,
/// `UIBarButtonItem(…, action: #selector(…))`), `UIAction` handlers (given to `addAction(_:for:)`,
/// `primaryAction:` or a `UIMenu`'s children) and the row and item selection of table and
/// collection views. Each is standalone evidence for its destination in the app scope (`docs/model.md`,
/// Standalone evidence in the app);
/// none is flagged by `button-opens-url`, which is about SwiftUI.
extension SwiftLinkVisitor {
    /// `control.addTarget(self, action: #selector(openTerms), for: .touchUpInside)`.
    func targetAction(_ node: FunctionCallExprSyntax) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let body = selectorBody(node.argument("action"))
        else { return }
        let found = openings(in: Syntax(body))
        record(.uiControl, found, at: position(node.positionAfterSkippingLeadingTrivia), title: member.base.flatMap(buttonTitle))
        let setter = member.base.flatMap { titleSetters[Self.withoutSelf($0.compactText)]?.firstUnlabeledArgument }
        let first = links.count
        controlLinks(found, control: node, name: setter.map { ButtonName(expression: $0) })
        markButtonLinkTraits(of: member.base, linksFrom: first)
    }

    /// Marks the first link made from `first` on (one per control, however many URLs it opens)
    /// when `control` (the receiver of `addTarget` or `addAction`) is given the link trait while it
    /// keeps the button trait (`SwiftLinkCode.buttonLinkTraitAt`).
    func markButtonLinkTraits(of control: ExprSyntax?, linksFrom first: Int) {
        guard links.count > first, let control, let at = buttonLinkTraits[Self.withoutSelf(control.compactText)] else { return }
        links[first].swiftCode?.buttonLinkTraitAt = position(at)
    }

    /// `UIBarButtonItem(title: "Help", style: .plain, target: self, action: #selector(openHelp))`;
    /// the `primaryAction:` form is read as a `UIAction`.
    func barButtonItem(_ node: FunctionCallExprSyntax) {
        guard let body = selectorBody(node.argument("action")) else { return }
        let found = openings(in: Syntax(body))
        record(.barButtonItem, found, at: position(node.positionAfterSkippingLeadingTrivia), title: literal(node.argument("title")))
        controlLinks(found, control: node, name: node.argument("title").map { ButtonName(expression: $0) })
    }

    /// `UIAction(title: "Terms") { _ in … }`, its kind from where it is given.
    func uiAction(_ node: FunctionCallExprSyntax) {
        guard let handler = Self.actionHandler(node) else { return }
        var kind = URLOpener.Kind.action
        var title = literal(node.argument("title"))
        // `UIBarButtonItem(title: "Terms", primaryAction: UIAction { … })`: the item's title names it.
        var itemTitle: ExprSyntax?
        if let argument = node.parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            if argument.label?.text == "primaryAction", node.argument("title") == nil { itemTitle = call.argument("title") }
            if title == nil { title = literal(itemTitle) }
            switch call.calleeName {
            case "addAction":
                kind = .uiControl
                if title == nil { title = call.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap(buttonTitle) }
            case "UIButton": kind = .uiControl
            case "UIBarButtonItem": kind = .barButtonItem
            default: break
            }
        } else if let array = node.parent?.as(ArrayElementSyntax.self)?.parent?.parent?.as(ArrayExprSyntax.self),
            let children = array.parent?.as(LabeledExprSyntax.self), children.label?.text == "children",
            children.parent?.parent?.as(FunctionCallExprSyntax.self)?.calleeName == "UIMenu"
        {
            kind = .menuItem
        }
        let found = openings(in: Syntax(handler))
        record(kind, found, at: position(node.positionAfterSkippingLeadingTrivia), title: title)
        let titleArgument =
            node.argument("title") ?? itemTitle
            ?? (kind == .uiControl
                ? node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?
                    .base.flatMap { titleSetters[Self.withoutSelf($0.compactText)]?.firstUnlabeledArgument } : nil)
        let first = links.count
        controlLinks(found, control: node, name: titleArgument.map { ButtonName(expression: $0) })
        if kind == .uiControl {
            let addAction = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            markButtonLinkTraits(of: addAction?.calledExpression.as(MemberAccessExprSyntax.self)?.base, linksFrom: first)
        }
    }

    /// `tableView(_:didSelectRowAt:)` and `collectionView(_:didSelectItemAt:)`: each URL their code
    /// opens is a row's or an item's, and the row a standalone `urlOpener` link (`+RowLinks`).
    func rowSelection(_ node: FunctionDeclSyntax) {
        guard let kind = Self.selectionKind(node), let body = node.body else { return }
        let found = openings(in: Syntax(body))
        record(kind, found, at: position(node.name.positionAfterSkippingLeadingTrivia), title: nil)
        for opening in found { rowLink(opening, selection: node) }
    }

    /// `UIAlertAction(title: "More information", style: .default) { _ in … }`: a button of an
    /// alert or action sheet whose handler opens a URL.
    func alertAction(_ node: FunctionCallExprSyntax) {
        guard let handler = Self.actionHandler(node) else { return }
        let found = openings(in: Syntax(handler))
        record(.uiControl, found, at: position(node.positionAfterSkippingLeadingTrivia), title: literal(node.argument("title")))
        controlLinks(found, control: node, name: node.argument("title").map { ButtonName(expression: $0) })
    }

    /// `UIAccessibilityCustomAction(name: L10n.openItem, actionHandler: { _ in … })` (or a trailing
    /// closure, or `target:selector:`): an action of the Actions rotor, which VoiceOver announces by
    /// its name, whose handler opens a URL (zotero's item rows).
    func accessibilityAction(_ node: FunctionCallExprSyntax) {
        let handler: Syntax? =
            (node.trailingClosure ?? node.argument("actionHandler")?.as(ClosureExprSyntax.self)).map(Syntax.init)
            ?? node.argument("selector").flatMap(selectorBody).map(Syntax.init)
        guard let handler else { return }
        let found = openings(in: handler)
        record(.accessibilityAction, found, at: position(node.positionAfterSkippingLeadingTrivia), title: literal(node.argument("name")))
        controlLinks(found, control: node, name: node.argument("name").map { ButtonName(expression: $0) })
    }

    /// `@IBAction func showAbout()`: a control a storyboard or nib wires, whose title the Swift
    /// code does not tie to it (a nib sets it, or an outlet of another name): its name is known only
    /// at run time.
    func interfaceBuilderAction(_ node: FunctionDeclSyntax) {
        guard let body = node.body,
            node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBAction" })
        else { return }
        let found = openings(in: Syntax(body))
        record(.uiControl, found, at: position(node.name.positionAfterSkippingLeadingTrivia), title: nil)
        controlLinks(found, control: node.name, name: nil)
    }

    /// The closure a `UIAction` runs: its trailing closure or `handler:`.
    static func actionHandler(_ node: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        node.trailingClosure ?? node.argument("handler")?.as(ClosureExprSyntax.self)
    }

    /// `.tableRow` for `tableView(_:didSelectRowAt:)`, `.collectionItem` for
    /// `collectionView(_:didSelectItemAt:)`, `nil` for any other function.
    static func selectionKind(_ node: FunctionDeclSyntax) -> URLOpener.Kind? {
        switch (node.name.text, node.signature.parameterClause.parameters.map(\.firstName.text)) {
        case ("tableView", ["_", "didSelectRowAt"]): .tableRow
        case ("collectionView", ["_", "didSelectItemAt"]): .collectionItem
        default: nil
        }
    }

    /// The body of the function a `#selector(…)` names (`#selector(openTerms)`,
    /// `#selector(self.openTerms(_:))`, `#selector(Help.openTerms)`), when this file declares it.
    func selectorBody(_ expression: ExprSyntax?) -> CodeBlockSyntax? {
        guard let text = expression?.compactText, text.hasPrefix("#selector(") else { return nil }
        var inner = text.dropFirst("#selector(".count)
        if let parenthesis = inner.firstIndex(of: "(") ?? inner.lastIndex(of: ")") { inner = inner[..<parenthesis] }
        guard let name = inner.split(separator: ".").last else { return nil }
        return functionBodies[String(name)]
    }

    /// The title a control gets with `control.setTitle("…", for: …)` anywhere in this file.
    func buttonTitle(_ control: ExprSyntax) -> String? {
        literal(titleSetters[Self.withoutSelf(control.compactText)]?.firstUnlabeledArgument)
    }

    /// The first `setTitle` call with a string literal of each control among a file's `calls`, read
    /// once per file: searched again for each control, a file of 3,000 buttons took over a minute.
    static func titleSetters(in calls: [FunctionCallExprSyntax]) -> [String: FunctionCallExprSyntax] {
        var setters: [String: FunctionCallExprSyntax] = [:]
        for call in calls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "setTitle",
                let base = member.base, call.firstUnlabeledArgument?.stringLiteral != nil
            else { continue }
            let name = withoutSelf(base.compactText)
            if setters[name] == nil { setters[name] = call }
        }
        return setters
    }

    /// A plain string literal's value.
    func literal(_ expression: ExprSyntax?) -> String? {
        guard let literal = expression?.stringLiteral else { return nil }
        let value = SwiftStringLiteral(literal)
        return value.isInterpolated ? nil : value.text
    }

    static func withoutSelf(_ text: String) -> String {
        text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }
}
