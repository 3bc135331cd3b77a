import LinkAuditModel
internal import SwiftSyntax

/// Views that show a URL on a screen of their own: types that wrap an `SFSafariViewController`
/// (`URLWrapper`), and the views a `.sheet`, `.fullScreenCover`, `.popover` or `NavigationLink`
/// presents, recorded as `.presentedView` openers that the auditor keeps when their type is a
/// wrapper of the run (see `docs/model.md`, Standalone evidence in the app).
extension SwiftLinkVisitor {
    /// The modifiers whose content is presented over the view: on activation of a button or row.
    static let presentingModifiers: Set<String> = ["sheet", "fullScreenCover", "popover"]

    /// A struct that makes an `SFSafariViewController` from one of its stored properties
    /// (`SFSafariViewController(url: url)`, `self.url`, `URL(string: address)!`): a URL wrapper.
    func urlWrapper(_ node: StructDeclSyntax) {
        var stored = Set<String>()
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { stored.insert(name) }
            }
        }
        guard !stored.isEmpty else { return }
        var found = Set<String>()
        for call in CallCollector.calls(in: node.memberBlock) where call.calleeName == "SFSafariViewController" {
            guard let property = Self.storedName(call.argument("url"), among: stored), found.insert(property).inserted else { continue }
            urlWrappers.append(URLWrapper(type: node.name.text, property: property))
        }
    }

    /// The stored property an `SFSafariViewController`'s URL is: `name`, `self.name`, or
    /// `URL(string: name)` (with or without `!`).
    static func storedName(_ expression: ExprSyntax?, among stored: Set<String>) -> String? {
        guard var expression = expression?.unwrapped else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "URL", let string = call.argument("string") {
            expression = string.unwrapped
        }
        var name: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            name = member.declName.baseName.text
        }
        return name.flatMap { stored.contains($0) ? $0 : nil }
    }

    /// `.sheet { … }`, `.fullScreenCover(item:) { … }`, `.popover { … }`: the views built in the
    /// content, when a control presents them (`PresentationTriggers`).
    func presentingModifier(_ node: FunctionCallExprSyntax) {
        var through: [String]?
        switch presentationTriggers.verdict(node) {
        case .byControl: through = nil
        case .throughOtherFiles(let keys): through = keys
        case .notByControl: return
        }
        var contents: [Syntax] = []
        if let closure = node.trailingClosure { contents.append(Syntax(closure)) }
        if let content = node.argument("content") { contents.append(Syntax(content)) }
        presentedViews(in: contents, through: through)
    }

    /// The code a control of this file runs when activated: `Button` actions, `UIAction` handlers,
    /// target-action selectors and table and collection selections (`PresentationTriggers`).
    func controlActionRoots() -> [Syntax] {
        var roots: [Syntax] = []
        for call in fileCalls where call.calledExpression.is(DeclReferenceExprSyntax.self) || call.calleeName == "addTarget" {
            switch call.calleeName {
            case "Button": roots += buttonAction(call).map { [$0] } ?? []
            case "UIAction":
                roots += Self.actionHandler(call).map { [Syntax($0)] } ?? []
            case "addTarget", "UIBarButtonItem": roots += selectorBody(call.argument("action")).map { [Syntax($0)] } ?? []
            default: break
            }
        }
        for function in functionDeclarations where Self.selectionKind(function) != nil {
            roots += function.body.map { [Syntax($0)] } ?? []
        }
        return roots
    }

    /// `NavigationLink(destination: SafariView(url: x)) { … }` and `NavigationLink { SafariView(url: x) }
    /// label: { … }`: the destination view.
    func navigationLinkDestination(_ node: FunctionCallExprSyntax) {
        if let destination = node.argument("destination") {
            presentedViews(in: [Syntax(destination)])
        } else if let closure = node.trailingClosure, !node.additionalTrailingClosures.isEmpty {
            presentedViews(in: [Syntax(closure)])
        }
    }

    /// One `.presentedView` opener per labeled argument of each view made below `contents`
    /// (`SafariView(url: x)`: a call of a capitalized name), with the URL as the argument gives it.
    private func presentedViews(in contents: [Syntax], through bindings: [String]? = nil) {
        for content in contents {
            for call in CallCollector.calls(in: content) {
                guard let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                    type.first?.isUppercase == true
                else { continue }
                for argument in call.arguments {
                    guard let label = argument.label?.text else { continue }
                    record(
                        .presentedView, [Opening(call: call, argument: argument.expression, substitutions: [:], entry: call)],
                        at: position(call.positionAfterSkippingLeadingTrivia), title: nil)
                    urlOpeners[urlOpeners.count - 1].wrapper = URLWrapper(type: type, property: label)
                    urlOpeners[urlOpeners.count - 1].presentedThrough = bindings
                }
            }
        }
    }
}
