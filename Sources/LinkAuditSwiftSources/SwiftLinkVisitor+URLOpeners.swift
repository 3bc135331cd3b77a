import LinkAuditExtractors
import LinkAuditModel
internal import SwiftSyntax

/// Controls that open a URL from code instead of being a `Link`: `Button`s whose action calls one of
/// `urlOpeners`, and views with such an `.onTapGesture`. UIKit controls are in `+UIKitOpeners`; both
/// find what an action opens with `openings(in:)`.
extension SwiftLinkVisitor {
    /// The calls whose action opens a URL, as their callee is written without whitespace.
    static let urlOpeners: [String] = ["UIApplication.shared.open", "NSWorkspace.shared.open", "openURL", "UIApplication.shared.openURL"]

    /// Helper functions are followed this deep from an action (`openTerms()` calling `present(url:)`).
    static let helperDepth = 3

    /// One call in an action's code that opens a URL, or may (`pending`).
    struct Opening {
        /// The call that opens it (`UIApplication.shared.open(…)`, `SFSafariViewController(url: …)`),
        /// or the call to another file's function that may.
        var call: FunctionCallExprSyntax
        /// The URL argument, if the call has one.
        var argument: ExprSyntax?
        /// The call-site arguments of the helper functions' parameters on the way to the call.
        var substitutions: [String: ExprSyntax]
        /// The call in the action's own code that leads to `call` (itself, or the helper call).
        var entry: FunctionCallExprSyntax
        /// A call to a function this file does not declare: it opens a URL only if another file's
        /// function of that name does (``PendingURLCall``), which the auditor decides.
        var pending: PendingURLCall?
    }

    /// A `Button` whose action (a closure, or a function of this file named as the action) opens a URL.
    func button(_ node: FunctionCallExprSyntax) {
        guard let action = buttonAction(node) else { return }
        let title = node.firstUnlabeledArgument.flatMap { $0.stringLiteral }.map { SwiftStringLiteral($0).text }
        let found = openings(in: action)
        record(.button, found, at: position(node.positionAfterSkippingLeadingTrivia), title: title)
        controlLinks(found, control: node, name: swiftUIButtonName(node))
    }

    /// The code a `Button` runs: its action closure, or the body of the function of this file named
    /// as the action (`Button(action: openHelp)`, `Button(action: self.openHelp)`).
    func buttonAction(_ node: FunctionCallExprSyntax) -> Syntax? {
        guard let argument = node.argument("action") else { return node.trailingClosure.map(Syntax.init) }
        return actionCode(argument)
    }

    /// An action given as an argument: a closure, or the body of the function of this file it names
    /// (`openHelp`, `self.openHelp`).
    func actionCode(_ argument: ExprSyntax) -> Syntax? {
        if let closure = argument.as(ClosureExprSyntax.self) { return Syntax(closure) }
        var name = argument.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let member = argument.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            name = member.declName.baseName.text
        }
        return name.flatMap { functionBodies[$0] }.map(Syntax.init)
    }

    /// The code a tap gesture runs: its closure, or the function of this file it names as `perform:`.
    func tapAction(_ node: FunctionCallExprSyntax) -> Syntax? {
        if let closure = node.trailingClosure { return Syntax(closure) }
        return node.argument("perform").flatMap(actionCode)
    }

    /// `.onTapGesture { … }` whose closure opens a URL: a view that acts as a link but is no control at all.
    func tapGesture(_ node: FunctionCallExprSyntax) {
        guard let action = tapAction(node), let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return }
        let name = tappedViewName(member)
        let found = openings(in: action)
        record(.tapGesture, found, at: position(member.period.positionAfterSkippingLeadingTrivia), title: literal(name?.expression))
        controlLinks(found, control: node, name: name, tapGesture: member)
    }

    /// What names a view made tappable (`member` is its `.onTapGesture`): an `.accessibilityLabel`
    /// earlier in its modifier chain, else the view's own title (`Text("…")`, `Label("…", …)`),
    /// else the first `Text` or `Label` title inside it (`HStack { Text(name) … }`,
    /// `Label { Text("…") } icon: { … }`); `nil` when none is written.
    func tappedViewName(_ member: MemberAccessExprSyntax) -> ButtonName? {
        var base = member.base
        while let call = base?.as(FunctionCallExprSyntax.self), let inner = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if inner.declName.baseName.text == "accessibilityLabel", let argument = call.firstUnlabeledArgument {
                return ButtonName(accessibilityLabel: argument)
            }
            base = inner.base
        }
        guard let view = base?.as(FunctionCallExprSyntax.self) else { return nil }
        if ["Text", "Label"].contains(view.calleeName ?? ""),
            (view.firstUnlabeledArgument ?? view.argument("verbatim")).map({ !$0.is(ClosureExprSyntax.self) }) == true
        {
            return ButtonName(titleOf: view)
        }
        let title = CallFinder.first(in: view) { call in
            ["Text", "Label"].contains(call.calleeName ?? "") && call.calledExpression.is(DeclReferenceExprSyntax.self)
                && (call.firstUnlabeledArgument ?? call.argument("verbatim")).map { !$0.is(ClosureExprSyntax.self) } == true
        }
        return title.flatMap { ButtonName(titleOf: $0) }
    }

    /// One `URLOpener` per opening of a control's action, with the URL as a literal when the code
    /// gives it whole, else as the expression the auditor resolves; the control's calls to other
    /// files' functions wait in one (``URLOpener/pendingCalls``).
    func record(_ kind: URLOpener.Kind, _ openings: [Opening], at position: SourcePosition, title: String?) {
        var pendingOpener: Int?
        for opening in openings {
            reachedOpenings.insert(opening.call.id)
            if let pending = opening.pending, let pendingOpener {
                urlOpeners[pendingOpener].pendingCalls?.append(pending)
                continue
            }
            var opener = URLOpener(
                kind: kind, file: file, position: position, title: title, opener: opening.call.calledExpression.compactText)
            if let pending = opening.pending {
                opener.pendingCalls = [pending]
                pendingOpener = urlOpeners.count
            } else if let argument = opening.argument {
                var reader = urlReader
                reader.substitutions = opening.substitutions
                opener.takeDestination(reader.read(argument))
            }
            urlOpeners.append(opener)
        }
    }

    /// The calls below `node` that open a URL, in source order, following calls to this file's
    /// functions (`openTerms()`, `self.present(url: terms)`) up to `helperDepth` deep.
    ///
    /// A call to a function the file does not declare (`coordinator?.openWebPage(url)`) is an
    /// opening marked `pending` when `pending` is set, for the auditor to decide; its arguments are
    /// read only when `readsArguments` is set.
    func openings(
        in node: Syntax, substitutions: [String: ExprSyntax] = [:], visited: Set<String> = [], entry: FunctionCallExprSyntax? = nil,
        pending: Bool = true, readsArguments: Bool = true
    ) -> [Opening] {
        var result: [Opening] = []
        // A helper called again with the same arguments opens the same URLs: followed once, or a
        // helper calling helpers 40 times each, three deep, gave every control 64,000 openings.
        var followed = Set<HelperCall>()
        for call in CallCollector.calls(in: node) {
            if let argument = Self.openedURL(call) {
                result.append(Opening(call: call, argument: argument, substitutions: substitutions, entry: entry ?? call))
                continue
            }
            guard let name = Self.helperName(call), let function = helper(named: name, calledBy: call), let body = function.body
            else {
                if pending {
                    for value in pendingCalls(call, substitutions: substitutions, readsArguments: readsArguments) {
                        result.append(Opening(call: call, substitutions: substitutions, entry: entry ?? call, pending: value))
                    }
                }
                continue
            }
            guard visited.count < Self.helperDepth, !visited.contains(name) else { continue }
            let inner = Self.parameterArguments(function, call).mapValues { value in
                value.as(DeclReferenceExprSyntax.self).flatMap { substitutions[$0.baseName.text] } ?? value
            }
            guard followed.insert(HelperCall(name: name, arguments: inner)).inserted else { continue }
            result += openings(
                in: Syntax(body), substitutions: inner, visited: visited.union([name]), entry: entry ?? call, pending: pending,
                readsArguments: readsArguments)
        }
        if pending {
            result += stateAssignmentOpenings(in: node, substitutions: substitutions, entry: entry, readsArguments: readsArguments)
        }
        // `present(SFSafariViewController(url: x), animated: true)`: the call that shows what an
        // opening makes is no opening of its own.
        let opened = result.filter { $0.pending == nil }.map { $0.call.position }
        return result.filter { opening in
            opening.pending == nil || !opened.contains { opening.call.position <= $0 && $0 < opening.call.endPosition }
        }
    }

    /// The function of this file a call of a helper named `name` reaches: a function nested in a
    /// block around the call (the innermost), else the first of that name whose argument labels
    /// the call matches, else the first of that name. Two nested `submit(…)` functions of one type
    /// (zotero's app coordinator) each answer the calls of their own block.
    func helper(named name: String, calledBy call: FunctionCallExprSyntax) -> FunctionDeclSyntax? {
        guard let first = functionBodies[name]?.parent?.as(FunctionDeclSyntax.self) else { return nil }
        let candidates = functionsByName[name] ?? []
        guard candidates.count > 1 else { return first }
        let nested = candidates.filter { function in
            guard let block = function.parent?.parent?.as(CodeBlockItemListSyntax.self) else { return false }
            return block.position <= call.position && call.endPosition <= block.endPosition
        }
        if let innermost = nested.max(by: { $0.position < $1.position }) { return innermost }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        return candidates.first { function in
            let parameters = function.signature.parameterClause.parameters
            return parameters.count == labels.count && zip(parameters, labels).allSatisfy { $0.firstName.text == $1 }
        } ?? first
    }

    /// The argument a call gives each parameter of `function`, by the parameter's inner name; a
    /// parameter left to its default value gets none.
    static func parameterArguments(_ function: FunctionDeclSyntax, _ call: FunctionCallExprSyntax) -> [String: ExprSyntax] {
        var result: [String: ExprSyntax] = [:]
        var arguments = Array(call.arguments)[...]
        for parameter in function.signature.parameterClause.parameters {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            guard let argument = arguments.first, argument.label?.text == label else { continue }
            arguments = arguments.dropFirst()
            result[(parameter.secondName ?? parameter.firstName).text] = argument.expression
        }
        return result
    }

    /// A call of a helper function as far as what it opens goes: the function, and each parameter's
    /// argument as written in the scope it is read in (`ScopeFacts.scope(enclosing:)`).
    struct HelperCall: Hashable {
        struct Argument: Hashable {
            var text: String
            var scope: SyntaxIdentifier
        }

        var name: String
        var arguments: [String: Argument]

        init(name: String, arguments: [String: ExprSyntax]) {
            self.name = name
            self.arguments = arguments.mapValues { Argument(text: $0.compactText, scope: ScopeFacts.scope(enclosing: $0).id) }
        }
    }

    /// The URL argument of a call that opens one (`.some(nil)` when it has none); `nil` for other calls.
    static func openedURL(_ call: FunctionCallExprSyntax) -> ExprSyntax?? {
        if call.calleeName == "SFSafariViewController" || call.calleeName == "ASWebAuthenticationSession",
            call.calledExpression.is(DeclReferenceExprSyntax.self)
        {
            return .some(call.argument("url"))
        }
        // Every opener's last name is `open`, `openURL` or `callAsFunction`: any other call is
        // none, without building its text (every call of a file is asked, issue 23).
        let last =
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let last, ["open", "openURL", "callAsFunction"].contains(last) else { return nil }
        let callee = call.calledExpression.compactText
        // `openURL` is the environment action (`self.openURL`, `openURL.callAsFunction`); a method of
        // another object that happens to share the name (`router.openURL(.profile)`) is not.
        let opens = urlOpeners.contains { opener in
            callee == opener || callee == "self." + opener || callee == opener + ".callAsFunction"
                || (opener.utf8.contains(UInt8(ascii: ".")) && callee.hasSuffix("." + opener))
        }
        return opens ? .some(call.firstUnlabeledArgument) : nil
    }

    /// The name of a function of this type or file a call may reach: `name(…)`, `self.name(…)` or,
    /// in a closure that captures `[weak self]`, `self?.name(…)`.
    static func helperName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            (member.base?.as(OptionalChainingExprSyntax.self)?.expression ?? member.base)?.as(DeclReferenceExprSyntax.self)?.baseName
                .tokenKind == .keyword(.self)
        {
            return member.declName.baseName.text
        }
        return nil
    }

    /// Reads URL expressions with the names bound in the function or closure around them.
    var urlReader: URLExpressionReader {
        URLExpressionReader(
            bindings: { [unowned self] node in self.localBindings(around: node) },
            assignments: { [unowned self] node in self.localAssignments(around: node) })
    }

    /// The values assigned to names declared without one in the functions and closures around
    /// `node` (`let address: URL`, then `address = …` in each branch, read in a closure below), the
    /// innermost scope's winning.
    func localAssignments(around node: Syntax) -> [String: [ExprSyntax]] {
        mergedOverScopes(around: node, \.assignedValues)
    }

    /// The names bound in the functions and closures around `node`, the innermost binding winning;
    /// type members and file-scope constants are the auditor's to resolve.
    func localBindings(around node: Syntax) -> [String: ExprSyntax] {
        mergedOverScopes(around: node, \.bindings)
    }

    /// One table of `ScopeFacts` of each function and closure around `node`, merged from the
    /// innermost out (an inner scope's entry wins), up to the type or file.
    private func mergedOverScopes<Value>(around node: Syntax, _ table: KeyPath<ScopeFacts, [String: Value]>) -> [String: Value] {
        var result: [String: Value] = [:]
        var current = node
        while true {
            let scope = ScopeFacts.scope(enclosing: current)
            guard scope.parent != nil, !scope.is(MemberBlockItemSyntax.self) else { break }
            result.merge(scopes.facts(around: current)[keyPath: table]) { inner, _ in inner }
            current = scope
        }
        return result
    }
}

/// Every call below a node, in source order.
final class CallCollector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }

    /// The calls below `node`, `node` included.
    static func calls(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.calls
    }
}

/// The bodies of a file's functions, by name.
enum FunctionBodyFinder {
    /// The body of each function among `declarations` (a file's, in source order), the first of each name.
    static func bodies(of declarations: [FunctionDeclSyntax]) -> [String: CodeBlockSyntax] {
        var bodies: [String: CodeBlockSyntax] = [:]
        for node in declarations {
            if let body = node.body, bodies[node.name.text] == nil { bodies[node.name.text] = body }
        }
        return bodies
    }
}
