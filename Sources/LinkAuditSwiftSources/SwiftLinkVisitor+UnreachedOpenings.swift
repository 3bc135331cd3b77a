import LinkAuditModel
internal import SwiftSyntax

/// Calls that open a URL which no control is found to reach: counted as not understood, never
/// dropped in silence (issue 23, section 4; `NotUnderstood.Kind.unreachedOpening`). zotero's
/// sign-in page opens from a view model's state observer (`ASWebAuthenticationSession(url:
/// loginURL)` in `updateLogin(state:)`), which the buttons reach only through the network.
extension SwiftLinkVisitor {
    /// The calls of this file that open a URL (`openedURL(_:)`) which no link or opener of a
    /// control of this file reached (`reachedOpenings`), each with the URL-opening functions of the
    /// file whose code reaches it (a control of another file may call one; the auditor decides).
    /// Left out: the `SFSafariViewController` a URL wrapper makes of its property (what presents
    /// the wrapper opens it), and a URL handed in, a parameter of the function or closure around
    /// the call or a value bound from one (`navigationAction.request.url` of a navigation
    /// delegate, `url` of an `OpenURLAction`): whoever hands it opens it, a control that is a link
    /// of its own, a link of text, or the system.
    func unreachedOpenings() -> [UnreachedOpening] {
        let wrappers = Set(urlWrappers.map(\.type))
        var result: [UnreachedOpening] = []
        for call in fileCalls where !reachedOpenings.contains(call.id) {
            guard let found = Self.openedURL(call), let argument = found else { continue }
            if !wrappers.isEmpty, let type = URLExpressionReader.typePath(of: Syntax(call)).last, wrappers.contains(type) { continue }
            guard !isHandedIn(argument, depth: 0) else { continue }
            var functions = openingFunctions[call.id] ?? []
            // An observer opening a URL a control stores in state (`+ObservedState`): reached
            // when a control's code assigns one to the property.
            if let property = observedStateProperty(opening: call, url: argument) {
                let name = Self.statePropertyPrefix + property
                observedStateFunctions.append(
                    URLOpeningFunction(function: name, file: file, parameter: 0, url: nil, opener: call.calledExpression.compactText))
                functions.append(name)
            }
            result.append(
                UnreachedOpening(
                    position: position(call.positionAfterSkippingLeadingTrivia), opener: call.calledExpression.compactText,
                    functions: functions, enclosing: Self.enclosingDeclaration(of: call)))
        }
        return result
    }

    /// Whether `expression` reads a URL handed to the code around it (``handsURL(_:around:)``),
    /// directly or through the names bound on the way (`guard let url = action.request.url`), up
    /// to `helperDepth` bindings deep.
    private func isHandedIn(_ expression: ExprSyntax, depth: Int) -> Bool {
        for reference in ReferenceCollector.references(in: Syntax(expression)) {
            let name = reference.baseName.text
            if let hands = Self.handsURL(name, around: Syntax(reference)) {
                if hands { return true }
                continue
            }
            if depth < Self.helperDepth, let bound = paths.binding(of: name, at: reference), isHandedIn(bound, depth: depth + 1) {
                return true
            }
        }
        return false
    }

    /// The function, initializer or property around `node`: `update(state:)`, `init(url:)`, `body`.
    private static func enclosingDeclaration(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
                return "\(function.name.text)(\(labels))"
            }
            if let initializer = ancestor.as(InitializerDeclSyntax.self) {
                return "init(\(initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()))"
            }
            if let variable = ancestor.as(VariableDeclSyntax.self), ancestor.parent?.is(MemberBlockItemSyntax.self) == true,
                let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
            {
                return name.identifier.text
            }
            current = ancestor.parent
        }
        return nil
    }

    /// The delegate methods through which the system hands the URL of a link a person activated in
    /// content (a web view's page, a text view's attributed text, a script message).
    private static let linkDelegates: Set<String> = ["webView", "textView", "userContentController"]

    /// `nil` when `name` is no parameter of a function, initializer or closure around `node`; else
    /// whether what it hands is a URL to open: a closure's parameter (`OpenURLAction { url in … }`),
    /// a parameter typed `URL`, `NSURL`, `URLRequest`, `URLComponents` or `String` (optional or
    /// not), or any parameter of a link delegate method (`webView(_:decidePolicyFor:…)`). A
    /// parameter of any other type (`state: LoginState`) is a value the code reads a URL from.
    private static func handsURL(_ name: String, around node: Syntax) -> Bool? {
        if name.hasPrefix("$") { return true }
        let urlTypes: Set<String> = ["URL", "NSURL", "URLRequest", "URLComponents", "String"]
        var current = node.parent
        while let ancestor = current, !ancestor.is(MemberBlockItemSyntax.self) {
            current = ancestor.parent
            var parameters: FunctionParameterListSyntax?
            var delegate = false
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                parameters = function.signature.parameterClause.parameters
                delegate = linkDelegates.contains(function.name.text)
            } else if let initializer = ancestor.as(InitializerDeclSyntax.self) {
                parameters = initializer.signature.parameterClause.parameters
            } else if let closure = ancestor.as(ClosureExprSyntax.self), let clause = closure.signature?.parameterClause {
                switch clause {
                case .simpleInput(let list): if list.contains(where: { $0.name.text == name }) { return true }
                case .parameterClause(let list):
                    if list.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
                @unknown default: break
                }
            }
            guard let parameter = parameters?.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { continue }
            let type = parameter.type.trimmedDescription.trimmingCharacters(in: ["?", "!"])
            return delegate || urlTypes.contains(type)
        }
        return nil
    }
}

/// The plain names an expression reads (`url`, `action` of `action.request.url`), not members.
private final class ReferenceCollector: SyntaxVisitor {
    var references: [DeclReferenceExprSyntax] = []

    static func references(in node: Syntax) -> [DeclReferenceExprSyntax] {
        let collector = ReferenceCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.references
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        references.append(node)
        return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // The base is read; the member's name is no reference of its own.
        if let base = node.base { walk(base) }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
