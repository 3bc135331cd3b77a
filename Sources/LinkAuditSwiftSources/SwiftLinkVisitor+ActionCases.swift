import Foundation
import LinkAuditModel
internal import SwiftSyntax

/// Controls that open URLs through an app's own components and through a store's actions (issue 23,
/// section 3; see `docs/model.md`, Rows and controls that open URLs).
///
/// - A view of the app's own given an `action:` (`Card(action: { … })`, a TCA
///   `ButtonState(action: .visitDomains)`, a row model `.model(title:…, action: .contactTapped)`) is
///   a control (`URLOpener.Kind.component`) named by its `title:` or the first text of its content.
/// - An action case a control sends (`store.send(.view(.cardTapped(card)))`, or the case given as
///   `action:`) is a call to `case:cardTapped`, which the `switch` case of a reducer
///   (`func reduce(…)`, `Reduce { … }`) that handles it answers when its code opens a URL.
/// - A client built from closures (`.init(openSupport: { await openURL(url) })`) declares each
///   closure as a function its label names (`openSupport()`), called as `client.openSupport()`.
extension SwiftLinkVisitor {
    /// What an action case is matched by: `case:` and the case's name.
    static let actionCasePrefix = "case:"

    /// The innermost case an action value names: `cardTapped` of `.view(.cardTapped(card))`,
    /// `visitDomains` of `.send(.visitDomains)` or `.visitDomains`; `nil` for anything else.
    static func actionCase(_ expression: ExprSyntax) -> String? {
        var current = expression.unwrapped
        var name: String?
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.base == nil
            {
                name = member.declName.baseName.text
                guard let inner = call.firstUnlabeledArgument else { break }
                current = inner.unwrapped
            } else if let member = current.as(MemberAccessExprSyntax.self), member.base == nil {
                name = member.declName.baseName.text
                break
            } else {
                break
            }
        }
        return name.flatMap { $0 == "send" || $0 == "view" || $0 == "internal" || $0 == "delegate" ? nil : $0 }
    }

    /// `Card(action: { … }) { … }`, `ButtonState(action: .visitDomains) { TextState(…) }`,
    /// `.model(title: …, action: .contactTapped)`: a component whose action opens a URL, directly,
    /// through the file's helpers, another file's function or a reducer's case.
    func componentAction(_ node: FunctionCallExprSyntax) {
        let callee = node.calledExpression
        guard let action = node.argument("action") else {
            // `PrimaryButton(title: "Guide") { openURL(guide) }`: a type's initializer whose first
            // trailing closure takes nothing and is code, not content (``isActionClosure(_:)``),
            // is the component's action. `Task { … }` and the like are no views. Asked of every
            // call with a trailing closure: the cheap tests go first.
            guard let closure = node.trailingClosure, closure.signature == nil,
                let type = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true,
                !Self.notViews.contains(type), !Self.controlTypes.contains(type), Self.isActionClosure(closure)
            else { return }
            // A call to another file is the closure's own (`coordinator.showHelp()`), never one met
            // deep in a helper that draws views (`keyColumn("Fees")` and the buttons in it).
            let found = openings(in: Syntax(closure)).filter { $0.pending == nil || $0.call.id == $0.entry.id }
            guard !found.isEmpty else { return }
            let name = componentName(node, actionClosure: closure)
            record(.component, found, at: position(node.positionAfterSkippingLeadingTrivia), title: literal(name?.expression))
            controlLinks(found, control: node, name: name)
            return
        }
        // A view or a value describing one (`Card(…)`, `ButtonState(…)`, `.model(…)`,
        // `Row.model(…)`); a method of an object (`viewModel.process(action: .search)`) is a call
        // its control makes, not a control.
        let base = callee.as(MemberAccessExprSyntax.self)?.base
        let isView =
            callee.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
            || (callee.is(MemberAccessExprSyntax.self)
                && (base == nil || base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true))
        guard isView else { return }
        var found: [Opening]
        if action.is(ClosureExprSyntax.self) || action.is(DeclReferenceExprSyntax.self) {
            guard let code = buttonAction(node) else { return }
            found = openings(in: code)
        } else if let name = Self.actionCase(action) {
            found = [
                Opening(
                    call: node, substitutions: [:], entry: node,
                    pending: PendingURLCall(
                        function: Self.actionCasePrefix + name, arguments: [], callee: node.calledExpression.compactText))
            ]
        } else {
            return
        }
        guard !found.isEmpty else { return }
        let name = componentName(node)
        record(.component, found, at: position(node.positionAfterSkippingLeadingTrivia), title: literal(name?.expression))
        controlLinks(found, control: node, name: name)
    }

    /// What names a component: `.accessibilityLabel`, else its `title:` or a first unlabeled
    /// string argument, else the first `Text`, `TextState` or `Label` title in its `label:` or
    /// trailing closures (not in `actionClosure`, which is code).
    func componentName(_ node: FunctionCallExprSyntax, actionClosure: ClosureExprSyntax? = nil) -> ButtonName? {
        for (modifier, call) in Self.modifierChain(of: node) where modifier == "accessibilityLabel" {
            if let argument = call.firstUnlabeledArgument { return ButtonName(accessibilityLabel: argument) }
        }
        if let title = node.argument("title") { return ButtonName(expression: title) }
        if let title = node.firstUnlabeledArgument, title.stringLiteral != nil { return ButtonName(expression: title) }
        let closures =
            [node.trailingClosure, node.argument("label")?.as(ClosureExprSyntax.self)].compactMap { $0 }.filter {
                $0.id != actionClosure?.id
            } + node.additionalTrailingClosures.map(\.closure)
        for closure in closures {
            let title = CallFinder.first(in: closure) { call in
                ["Text", "TextState", "Label"].contains(call.calleeName ?? "") && call.calledExpression.is(DeclReferenceExprSyntax.self)
                    && (call.firstUnlabeledArgument ?? call.argument("verbatim") ?? call.argument("title")) != nil
            }
            if let title, let name = ButtonName(titleOf: title) { return name }
        }
        return nil
    }

    /// The `switch` cases of the file whose code opens a URL, or hands the call to a function of
    /// another file, each as a function named `case:` and the case's name: a reducer's
    /// (`func reduce(…)`, `Reduce { … }`), or any other that handles an action a control sends
    /// (`case .openUrl(let string):` of a view controller's `perform(action:)`).
    ///
    /// Only a `switch` over an action is read (its subject names one: `switch viewAction`,
    /// `switch collectionViewAction`), or one in a reducer: reading every `switch` of a file cost a
    /// quarter of the Swift sources' whole extraction.
    func caseFunctions() -> [URLOpeningFunction] {
        var result: [URLOpeningFunction] = []
        for switchCase in actionSwitches.flatMap({ $0.cases.compactMap { $0.as(SwitchCaseSyntax.self) } }) {
            let names = Self.caseNames(switchCase)
            guard !names.isEmpty else { continue }
            var made: [URLOpeningFunction] = []
            for opening in openings(in: Syntax(switchCase.statements), readsArguments: false) {
                var reader = urlReader
                reader.substitutions = opening.substitutions
                if let pending = opening.pending {
                    // What the other function opens of its own when it is handed no URL
                    // (`contactSupport.openSupport()`, `coordinator.show(doi: encoded)` making
                    // `https://doi.org/…` itself), and what it is handed that may be a URL.
                    var handed = URLOpeningFunction(function: "", file: file, parameter: nil, url: nil, opener: nil)
                    handed.handsTo = pending.function
                    if pending.function.hasPrefix(Self.statePropertyPrefix), let value = opening.argument {
                        // A URL stored in state an observer opens (`+ObservedState`).
                        made.append(storing(value, in: pending.function, substitutions: opening.substitutions, parameters: []))
                        continue
                    }
                    if !opening.call.arguments.contains(where: Self.namesURL) { made.append(handed) }
                    for (index, argument) in opening.call.arguments.enumerated() where Self.namesURL(argument) {
                        handed.url = reader.read(argument.expression)
                        handed.handsToArgument = index
                        made.append(handed)
                    }
                } else if let argument = opening.argument {
                    openingFunctions[opening.call.id, default: []] += names.map { Self.actionCasePrefix + $0 }
                    made.append(
                        URLOpeningFunction(
                            function: "", file: file, parameter: nil, url: reader.read(argument),
                            opener: opening.call.calledExpression.compactText))
                }
            }
            for name in names {
                for var one in made {
                    one.function = Self.actionCasePrefix + name
                    result.append(one)
                }
            }
        }
        return result
    }

    /// The action cases a `switch` case answers (`case .doi(let doi), .url(let doi):` answers
    /// `doi` and `url`); none for `default:`.
    static func caseNames(_ switchCase: SwitchCaseSyntax) -> [String] {
        guard case .case(let label) = switchCase.label else { return [] }
        return label.caseItems.compactMap { patternCase($0.pattern) }
    }

    /// The action cases a `switch`'s cases answer, in order.
    static func caseNames(_ node: SwitchExprSyntax) -> [String] {
        node.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.flatMap { caseNames($0) }
    }

    /// Whether a `switch` is over an action: its subject's text holds "action" (any case), or it is
    /// in a reducer (`func reduce(…)`, a `Reduce { … }` closure). The visitor keeps those it meets
    /// (`actionSwitches`).
    static func isActionSwitch(_ node: SwitchExprSyntax) -> Bool {
        node.subject.trimmedDescription.range(of: "action", options: .caseInsensitive) != nil || isInReducer(node)
    }

    /// Whether an argument a case hands on says it is a URL: `URL(…)`, an `http` literal, or a name
    /// or label that says "url" or "link" (`show(url: url)`, `open(helpLink)`). Every other
    /// argument of every call of every action case was read before, for nothing.
    static func namesURL(_ argument: LabeledExprSyntax) -> Bool {
        let value = argument.expression.unwrapped
        if let call = value.as(FunctionCallExprSyntax.self) { return call.calleeName == "URL" }
        if let literal = value.stringLiteral { return SwiftStringLiteral(literal).text.hasPrefix("http") }
        guard value.is(MemberAccessExprSyntax.self) || value.is(DeclReferenceExprSyntax.self) else { return false }
        let words = (argument.label?.text ?? "") + " " + value.compactText
        return words.range(of: "url", options: .caseInsensitive) != nil || words.range(of: "link", options: .caseInsensitive) != nil
    }

    /// Whether `node` is inside a `func reduce(…)` or a `Reduce { … }` closure.
    static func isInReducer(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) { return function.name.text == "reduce" }
            if let call = syntax.as(FunctionCallExprSyntax.self), call.calleeName == "Reduce" { return true }
            current = syntax.parent
        }
        return false
    }

    /// The innermost case a `case` pattern matches: `cardTapped` of `let .cardTapped(card)`,
    /// `.view(.cardTapped(let card))` or `.cardTapped`.
    static func patternCase(_ pattern: PatternSyntax) -> String? {
        var expression: ExprSyntax?
        if let value = pattern.as(ExpressionPatternSyntax.self) {
            expression = value.expression
        } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            expression = binding.pattern.as(ExpressionPatternSyntax.self)?.expression
        }
        return expression.flatMap(actionCase)
    }

    /// The closures a call of the file hands as labeled arguments whose code opens a URL
    /// (`.init(openSupport: { … await openURL(url) })`), each a function named by its label and
    /// its parameters (`openSupport()`, `open(_:)` for `{ url in … }`), opening a parameter or a URL
    /// of its own.
    func closureFunctions() -> [URLOpeningFunction] {
        var result: [URLOpeningFunction] = []
        for call in fileCalls {
            // An initializer (`.init(…)`, `Client(…)`), not a control's action or a view's content.
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calleeName ?? ""
            guard callee == "init" || (callee.first?.isUppercase == true && !Self.controlTypes.contains(callee)) else { continue }
            for argument in call.arguments {
                guard let label = argument.label?.text, !Self.actionLabels.contains(label),
                    let closure = argument.expression.as(ClosureExprSyntax.self)
                else { continue }
                let parameters = Self.closureParameters(closure)
                let name = label + "(" + String(repeating: "_:", count: parameters.count) + ")"
                for opening in openings(in: Syntax(closure), pending: false) {
                    guard let url = opening.argument else { continue }
                    openingFunctions[opening.call.id, default: []].append(name)
                    let opener = opening.call.calledExpression.compactText
                    if let parameter = Self.parameterIndex(url, opening.substitutions, parameters) {
                        result.append(URLOpeningFunction(function: name, file: file, parameter: parameter, url: nil, opener: opener))
                    } else {
                        var reader = urlReader
                        reader.substitutions = opening.substitutions
                        result.append(URLOpeningFunction(function: name, file: file, parameter: nil, url: reader.read(url), opener: opener))
                    }
                }
            }
        }
        return result
    }

    /// Whether a trailing closure is code a control runs, not views it shows: every statement
    /// (and every statement of its `if` and `switch` branches) is a declaration or a call whose
    /// root is not a type's initializer (`Text("…").bold()` is a view), `Task { … }` aside.
    static func isActionClosure(_ closure: ClosureExprSyntax) -> Bool {
        func isCode(_ items: CodeBlockItemListSyntax) -> Bool {
            items.allSatisfy { item in
                guard let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression else {
                    return true
                }
                if let branch = expression.as(IfExprSyntax.self) { return branch.everyBranch(withoutElse: true, isCode) }
                if let choice = expression.as(SwitchExprSyntax.self) {
                    return choice.cases.allSatisfy { $0.as(SwitchCaseSyntax.self).map { isCode($0.statements) } ?? false }
                }
                var root = expression.unwrapped
                while let call = root.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                    let base = member.base, base.is(FunctionCallExprSyntax.self)
                {
                    root = base
                }
                guard let name = root.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                else { return true }
                return name == "Task" || name.first?.isUppercase != true
            }
        }
        return !closure.statements.isEmpty && isCode(closure.statements)
    }

    /// Types called with a trailing closure of code that are not views: their closure is no action
    /// of a control.
    static let notViews: Set<String> = ["Task", "Timer", "DispatchWorkItem", "Future", "Deferred", "BlockOperation", "Thread"]

    /// Controls and actions whose closures are what a user activates, never a client's functions.
    static let controlTypes: Set<String> = ["Button", "Link", "UIAction", "UIBarButtonItem", "ButtonState", "Menu"]

    /// Labels of closures that are an action or content, not a function of a client.
    static let actionLabels: Set<String> = ["action", "handler", "perform", "label", "content", "completion"]

    /// The names of a closure's parameters, in order (`{ url in … }`, `{ (url: URL) in … }`).
    static func closureParameters(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list): list.map(\.name.text)
        case .parameterClause(let clause): clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        default: []
        }
    }
}
