import LinkAuditExtractors
import LinkAuditModel
internal import SwiftSyntax

/// Rows that open URLs and the functions that open them across files (issue 23, section 3; see
/// `docs/model.md`, Rows and controls that open URLs).
///
/// - A control whose action opens a URL is a standalone `urlOpener` link at the control, named by
///   its title or label; a table or collection row is one at the call the selection code makes,
///   named by the text its cell shows in the same `switch` case of `cellForRowAt`/`cellForItemAt`.
/// - A call a control's action makes to a function its file does not declare is recorded as
///   pending (``PendingURLCall``), and each function of the file that opens a URL it is given or
///   names as a ``URLOpeningFunction``: the auditor joins the two across the run's files.
extension SwiftLinkVisitor {
    /// One `urlOpener` link for the opening `opening` of a row or item selection `selection`, at
    /// the call the selection makes.
    func rowLink(_ opening: Opening, selection: FunctionDeclSyntax) {
        let title = rowTitle(at: opening.entry, selection: selection)
        openerLink(opening, at: Syntax(opening.entry), name: title.map { ButtonName(expression: $0.0, isLabel: $0.isLabel) })
    }

    /// One `urlOpener` link per distinct URL `openings` of a control's action open, at the control
    /// (`control`: the `Button`, `UIAction` or `addTarget` call), named by `name`. A tap gesture's
    /// links (`tapGesture`) span its `.onTapGesture` call from the period, and are marked
    /// (`SwiftLinkCode.isTapGesture`).
    /// The control's calls to other files' functions wait in one link (``SwiftLinkCode/pendingCalls``):
    /// a link per call made a cached re-run decode and drop five for each one it kept.
    func controlLinks(_ openings: [Opening], control: some SyntaxProtocol, name: ButtonName?, tapGesture: MemberAccessExprSyntax? = nil) {
        var seen = Set<String>()
        var pendingLink: Int?
        for opening in openings {
            reachedOpenings.insert(opening.call.id)
            let key = opening.pending.map { "\($0.function) \($0.arguments.map(\.written))" } ?? opening.argument?.compactText ?? ""
            guard seen.insert(key).inserted else { continue }
            if let pending = opening.pending, let pendingLink {
                links[pendingLink].swiftCode?.pendingCalls?.append(pending)
                continue
            }
            openerLink(opening, at: Syntax(control), name: name)
            if opening.pending != nil { pendingLink = links.count - 1 }
            if let tapGesture, !links.isEmpty {
                links[links.count - 1].span = span(tapGesture.period, through: control)
                links[links.count - 1].swiftCode?.isTapGesture = true
            }
        }
    }

    /// A standalone `urlOpener` link spanning `node` to what `opening` opens (the URL as the code
    /// gives it, or the call to another file's function, ``PendingURLCall``), named by `name`: its
    /// literal, or the key or accessor it reads (named later by the key's values); else its name is
    /// known only at run time.
    func openerLink(_ opening: Opening, at node: Syntax, name: ButtonName?) {
        reachedOpenings.insert(opening.call.id)
        var link = controlLink(at: node, name: name, destination: opening.entry.calledExpression.compactText)
        if let pending = opening.pending {
            link.swiftCode?.pendingCalls = [pending]
        } else if let argument = opening.argument {
            var reader = urlReader
            reader.substitutions = opening.substitutions
            link.takeDestination(reader.read(argument))
        }
        // `openURL(beta ? betaPage : page)` of two known URLs: a link to each, as a control whose
        // calls may open either is (one control at one place, not rows of their own).
        if let values = link.swiftCode?.destinationSet, values.count > 1 {
            for value in values {
                var one = link
                one.destination = value
                one.normalizedDestination = value
                one.isTemplatedDestination = false
                one.swiftCode?.destinationExpression = nil
                one.swiftCode?.destinationSet = nil
                links.append(one)
            }
            return
        }
        links.append(link)
    }

    /// A standalone `urlOpener` link spanning `node`, named by `name` as ``openerLink(_:at:name:)``
    /// names it, whose destination is known only at run time (`destination` as written) until the
    /// caller or the auditor gives it one.
    func controlLink(at node: Syntax, name: ButtonName?, destination: String) -> Link {
        let title = name?.expression
        let text = literal(title)
        // An accessibility label names the control; the title beside it is what the screen shows.
        let shown = text == nil || name?.isLabel != true ? nil : literal(name?.shownTitle)
        var link = builder.makeLink(
            text: shown ?? text ?? "", name: shown == nil ? nil : text,
            nameSource: text == nil ? .unknown : name?.isLabel == true ? .accessibilityLabel : .content,
            destination: destination,
            isDynamicDestination: true, isDynamicText: text == nil, syntax: .urlOpener, placement: .standalone, span: span(node))
        link.swiftCode = SwiftLinkCode()
        if text == nil, let title { recordTextSource(title, of: &link, facts: scopes.facts(around: title)) }
        // `Button("faq.title")`: named at resolve by the key's values where the string tables hold it.
        if let text, !text.isEmpty, let name, name.isKey { link.swiftCode?.textKey = LocalizedKey(key: text, table: name.table) }
        return link
    }

    /// The text the cell of the row selected at `node` shows: in `selection`'s `switch` case around
    /// `node` (`case .privacy:`), the same case of the type's `cellForRowAt`/`cellForItemAt`, and
    /// in it the value given to `….accessibilityLabel`, else to `….text`; `nil` when the code does
    /// not show that much. `isLabel` tells an accessibility label.
    func rowTitle(at node: FunctionCallExprSyntax, selection: FunctionDeclSyntax) -> (ExprSyntax, isLabel: Bool)? {
        var current = node.parent
        var label: String?
        while let syntax = current, syntax.id != selection.id {
            if let switchCase = syntax.as(SwitchCaseSyntax.self) {
                label = switchCase.label.trimmedDescription.filter { !$0.isWhitespace }
                break
            }
            current = syntax.parent
        }
        guard let label, let cellFunction = Self.cellFunction(beside: selection), let body = cellFunction.body else { return nil }
        let cases = Self.switchCases(in: Syntax(body)).filter { $0.label.trimmedDescription.filter { !$0.isWhitespace } == label }
        guard let matched = cases.first else { return nil }
        var text: ExprSyntax?
        for sequence in Self.sequences(in: Syntax(matched.statements)) {
            guard let (member, value) = Assignment.memberAssignment(sequence), member.base != nil else { continue }
            switch member.declName.baseName.text {
            case "accessibilityLabel": return (value, true)
            case "text" where text == nil: text = value
            default: break
            }
        }
        return text.map { ($0, false) }
    }

    /// The `tableView(_:cellForRowAt:)` or `collectionView(_:cellForItemAt:)` declared beside a
    /// row or item selection function, in the same type or extension.
    static func cellFunction(beside selection: FunctionDeclSyntax) -> FunctionDeclSyntax? {
        guard let members = selection.parent?.parent?.as(MemberBlockItemListSyntax.self) else { return nil }
        let wanted = selection.name.text == "tableView" ? ["_", "cellForRowAt"] : ["_", "cellForItemAt"]
        for member in members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == selection.name.text,
                function.signature.parameterClause.parameters.map(\.firstName.text) == wanted
            else { continue }
            return function
        }
        return nil
    }

    /// The `switch` cases below `node`, in source order.
    static func switchCases(in node: Syntax) -> [SwitchCaseSyntax] {
        descendants(SwitchCaseSyntax.self, in: node)
    }

    // MARK: Calls across files

    /// `call` as a call to a function of another file, with its arguments read: a named function
    /// or method (`openWebPage(_:)` of `coordinator?.openWebPage(…)`), not a type's initializer, not a
    /// closure call, without a trailing closure; empty for anything else. Its arguments are left
    /// unread (empty) unless `readsArguments` is set. A call handed an action case alone
    /// (`store.send(.view(.cardTapped(card)))`, `action(.transactionTapped(id))`,
    /// `viewModel.process(action: .openAttachment(key))`) is also, or for
    /// `send` only, a call to that case (`case:cardTapped`), which a reducer's `switch` answers.
    func pendingCalls(_ call: FunctionCallExprSyntax, substitutions: [String: ExprSyntax], readsArguments: Bool) -> [PendingURLCall] {
        guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty, call.arguments.count <= 4,
            let name = Self.calledFunctionName(call), let first = name.unicodeScalars.first, !("A"..."Z").contains(first)
        else { return [] }
        var result: [PendingURLCall] = []
        if let action = call.firstUnlabeledArgument ?? (call.arguments.count == 1 ? call.arguments.first?.expression : nil),
            name == "send" || call.arguments.count == 1, let actionCase = Self.actionCase(action)
        {
            result.append(
                PendingURLCall(function: Self.actionCasePrefix + actionCase, arguments: [], callee: call.calledExpression.compactText))
        }
        guard name != "send" else { return result }
        var reader = urlReader
        reader.substitutions = substitutions
        // Only what may be a URL is worth reading; anything else (a closure, a call) stays as written.
        let arguments =
            readsArguments
            ? call.arguments.map { argument in
                Self.mayBeURL(argument.expression)
                    ? reader.read(argument.expression)
                    : URLExpression(
                        written: argument.expression.compactText,
                        parts: [URLExpression.Part(kind: .computed, text: argument.expression.compactText)])
            } : []
        let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
        result.append(PendingURLCall(function: "\(name)(\(labels))", arguments: arguments, callee: call.calledExpression.compactText))
        return result
    }

    /// The base name of the function `call` calls, when it names one: `f(…)`, `x.f(…)`, `x?.f(…)`.
    static func calledFunctionName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return nil }
        return member.declName.baseName.text
    }

    /// The functions of this file that open a URL: those with a `URL` parameter, and those whose
    /// code opens one in place or makes one (`URL(string:)`) to hand on, each read with
    /// `openings(in:)` (which follows the file's helpers). With `handoffsOnly` (a file that names
    /// no URL and opens none), only the functions that hand an action on (``actionHandoffs()``).
    func urlOpeningFunctions(handoffsOnly: Bool = false) -> [URLOpeningFunction] {
        let handoffs = actionHandoffs()
        if handoffsOnly {
            return handoffs.values.flatMap { $0 }.sorted { ($0.function, $0.handsTo ?? "") < ($1.function, $1.handsTo ?? "") }
        }
        var opening = Set<SyntaxIdentifier>()
        var makesURL = Set<SyntaxIdentifier>()
        for call in fileCalls {
            let opens = Self.openedURL(call) != nil
            guard opens || call.calleeName == "URL" else { continue }
            var current = call.parent
            while let syntax = current {
                if syntax.is(FunctionDeclSyntax.self) {
                    if opens { opening.insert(syntax.id) } else { makesURL.insert(syntax.id) }
                    break
                }
                current = syntax.parent
            }
        }
        var result: [URLOpeningFunction] = []
        for function in functionDeclarations {
            // Another file cannot call a private function: the file's own calls follow it as a helper.
            guard let body = function.body, !Self.isPrivate(function) else { continue }
            let parameters = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
            let takesURL = function.signature.parameterClause.parameters.contains { Self.isURLType($0.type) }
            let handsOn =
                takesURL || makesURL.contains(function.id) || Self.isForwarder(function)
                || urlPropertyAssignments.contains { body.position <= $0.node.position && $0.node.endPosition <= body.endPosition }
            guard handsOn || opening.contains(function.id) else {
                // A function that answers an action it is given (`process(tapAction:)` switching
                // over its parameter) opens what each of its cases does (`case:doi`, read by
                // `caseFunctions()`). A reducer is called by its store, never by a control.
                guard function.name.text != "reduce" else { continue }
                let switches = actionSwitches.filter { node in
                    node.position >= body.position && node.endPosition <= body.endPosition
                        && parameters.contains(node.subject.trimmedDescription)
                }
                for name in switches.flatMap(Self.caseNames) {
                    var handed = URLOpeningFunction(function: "", file: file, parameter: nil, url: nil, opener: nil)
                    handed.handsTo = Self.actionCasePrefix + name
                    result += Self.named(handed, Self.signatures(of: function))
                }
                if switches.isEmpty { result += handoffs[function.id] ?? [] }
                continue
            }
            let signatures = Self.signatures(of: function)
            for one in bareStateAssignments(in: body, parameters: parameters) { result += Self.named(one, signatures) }
            for found in openings(in: Syntax(body), pending: handsOn, readsArguments: false) {
                var made: [URLOpeningFunction] = []
                if let pending = found.pending, pending.function.hasPrefix(Self.statePropertyPrefix), let value = found.argument {
                    // A URL stored in state an observer opens (`+ObservedState`).
                    made.append(storing(value, in: pending.function, substitutions: found.substitutions, parameters: parameters))
                } else if let pending = found.pending {
                    // What the other function opens of its own (when it is handed nothing, or
                    // this function only forwards the call), and each argument that is a
                    // parameter, or a URL of its own, handed on.
                    if found.call.arguments.isEmpty || Self.isForwarder(function) {
                        var own = URLOpeningFunction(function: "", file: file, parameter: nil, url: nil, opener: nil)
                        own.handsTo = pending.function
                        made.append(own)
                    }
                    for (index, argument) in found.call.arguments.enumerated() {
                        var handed: URLOpeningFunction
                        if let parameter = Self.parameterIndex(argument.expression, found.substitutions, parameters) {
                            handed = URLOpeningFunction(function: "", file: file, parameter: parameter, url: nil, opener: nil)
                        } else if Self.mayBeURL(argument.expression) {
                            var reader = urlReader
                            reader.substitutions = found.substitutions
                            handed = URLOpeningFunction(
                                function: "", file: file, parameter: nil, url: reader.read(argument.expression), opener: nil)
                        } else {
                            continue
                        }
                        handed.handsTo = pending.function
                        handed.handsToArgument = index
                        made.append(handed)
                    }
                } else if let argument = found.argument {
                    let opener = found.call.calledExpression.compactText
                    if let parameter = Self.parameterIndex(argument, found.substitutions, parameters) {
                        made = [URLOpeningFunction(function: "", file: file, parameter: parameter, url: nil, opener: opener)]
                    } else {
                        var reader = urlReader
                        reader.substitutions = found.substitutions
                        made = [URLOpeningFunction(function: "", file: file, parameter: nil, url: reader.read(argument), opener: opener)]
                    }
                }
                for one in made {
                    let named = Self.named(one, signatures)
                    if found.pending == nil { openingFunctions[found.call.id, default: []] += named.map(\.function) }
                    result += named
                }
            }
        }
        return result + caseFunctions() + closureFunctions()
    }

    /// The functions of the file that hand a value of their own (not a parameter), alone, to a
    /// function of another file (`guard let action = dataSource.tapAction(for: indexPath)`, then
    /// `delegate?.process(tapAction: action)`: zotero's items handler, which its rows' accessibility
    /// actions call from another file), by declaration: each opens what that function opens
    /// whatever it is given (its own URLs; what it opens of its argument is left to the values).
    /// Private functions are left out (another file cannot call them); the file's calls are read
    /// once.
    func actionHandoffs() -> [SyntaxIdentifier: [URLOpeningFunction]] {
        var result: [SyntaxIdentifier: [URLOpeningFunction]] = [:]
        for call in fileCalls {
            // A method of another object (`delegate?.process(tapAction: action)`), not a helper of
            // this type (`process(action)`, `self?.process(action)`).
            guard call.arguments.count == 1, call.trailingClosure == nil,
                let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self),
                let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
                base.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text != "self"
            else { continue }
            guard let function = PresentationTriggers.enclosingFunction(call), !Self.isPrivate(function),
                !function.signature.parameterClause.parameters.contains(where: {
                    ($0.secondName ?? $0.firstName).text == argument.baseName.text
                })
            else { continue }
            for pending in pendingCalls(call, substitutions: [:], readsArguments: false) {
                var own = URLOpeningFunction(function: "", file: file, parameter: nil, url: nil, opener: nil)
                own.handsTo = pending.function
                result[function.id, default: []] += Self.named(own, Self.signatures(of: function))
            }
        }
        return result
    }
}
