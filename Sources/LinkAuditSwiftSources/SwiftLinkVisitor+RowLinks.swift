import LinkAuditExtractors
import LinkAuditModel
internal import SwiftSyntax

/// Rows that open URLs and the functions that open them across files (issue 23, section 3; see
/// `docs/model.md`, Rows and controls that open URLs).
///
/// - A table or collection row whose selection opens a URL is a standalone `urlOpener` link, at
///   the call the selection code makes, named by the text its cell shows in the same `switch` case
///   of `cellForRowAt`/`cellForItemAt`.
/// - A call a control's action makes to a function its file does not declare is recorded as
///   pending (``PendingURLCall``), and each function of the file that opens a URL it is given or
///   names as a ``URLOpeningFunction``: the auditor joins the two across the run's files.
extension SwiftLinkVisitor {
    /// One `urlOpener` link for the opening `opening` of a row or item selection `selection`.
    func rowLink(_ opening: Opening, selection: FunctionDeclSyntax) {
        let (title, isLabel) = rowTitle(at: opening.entry, selection: selection) ?? (nil, false)
        let text = literal(title)
        var link = builder.makeLink(
            text: text ?? "", nameSource: text == nil ? .unknown : isLabel ? .accessibilityLabel : .content,
            destination: opening.entry.calledExpression.compactText,
            isDynamicDestination: true, isDynamicText: text == nil, syntax: .urlOpener, placement: .standalone, span: span(opening.entry))
        link.swiftCode = SwiftLinkCode()
        if let pending = opening.pending {
            link.swiftCode?.pendingCall = pending
        } else if let argument = opening.argument {
            var reader = urlReader
            reader.substitutions = opening.substitutions
            let expression = reader.read(argument)
            if let value = expression.value {
                link.destination = value
                link.normalizedDestination = DestinationNormalizer.normalize(value, documentPath: "")
                link.isTemplatedDestination = false
            } else {
                link.destination = expression.written
                link.swiftCode?.destinationExpression = expression
            }
        }
        if text == nil, let title { recordTextSource(title, of: &link, facts: scopes.facts(around: title)) }
        links.append(link)
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
        var found: [SwitchCaseSyntax] = []
        var pending = [node]
        while let current = pending.popLast() {
            if let switchCase = current.as(SwitchCaseSyntax.self) { found.append(switchCase) }
            pending += current.children(viewMode: .sourceAccurate).reversed()
        }
        return found
    }

    // MARK: Calls across files

    /// `call` as a call to a function of another file, with its arguments read: a named function
    /// or method (`openWebPage(_:)` of `coordinator?.openWebPage(…)`), not a type's initializer, not a
    /// closure call, without a trailing closure; `nil` for anything else.
    /// Its arguments are left unread (empty) unless `readsArguments` is set.
    func pendingCall(_ call: FunctionCallExprSyntax, substitutions: [String: ExprSyntax], readsArguments: Bool) -> (
        syntax: FunctionCallExprSyntax, value: PendingURLCall
    )? {
        guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty, call.arguments.count <= 4,
            let name = Self.calledFunctionName(call), let first = name.unicodeScalars.first, !("A"..."Z").contains(first)
        else { return nil }
        var reader = urlReader
        reader.substitutions = substitutions
        let arguments = readsArguments ? call.arguments.map { reader.read($0.expression) } : []
        let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
        return (call, PendingURLCall(function: "\(name)(\(labels))", arguments: arguments))
    }

    /// The base name of the function `call` calls, when it names one: `f(…)`, `x.f(…)`, `x?.f(…)`.
    static func calledFunctionName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return nil }
        return member.declName.baseName.text
    }

    /// The functions of this file that open a URL: those with a `URL` parameter, and those whose
    /// code opens one in place or makes one (`URL(string:)`) to hand on, each read with
    /// `openings(in:)` (which follows the file's helpers).
    func urlOpeningFunctions() -> [URLOpeningFunction] {
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
            guard let body = function.body,
                !function.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) })
            else { continue }
            let parameters = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
            let takesURL = function.signature.parameterClause.parameters.contains { Self.isURLType($0.type) }
            let handsOn = takesURL || makesURL.contains(function.id)
            guard handsOn || opening.contains(function.id) else { continue }
            let signatures = Self.signatures(of: function)
            for found in openings(in: Syntax(body), pending: handsOn, readsArguments: false) {
                var made: [URLOpeningFunction] = []
                if let pending = found.pending {
                    // Each argument that is a parameter, or a URL of its own, handed on.
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
                for one in made { result += Self.named(one, signatures) }
            }
        }
        return result
    }

    /// `made` under each of `signatures`, its parameter counted among those each gives.
    static func named(_ made: URLOpeningFunction, _ signatures: [(name: String, given: [Int])]) -> [URLOpeningFunction] {
        var result: [URLOpeningFunction] = []
        var made = made
        for signature in signatures {
            made.function = signature.name
            // A parameter left to its default is no argument: the index counts those given.
            if let parameter = made.parameter {
                guard let index = signature.given.firstIndex(of: parameter) else { continue }
                made.parameter = index
                result.append(made)
                made.parameter = parameter
            } else {
                result.append(made)
            }
        }
        return result
    }

    /// Whether an argument handed on may be a URL of the function's own: `URL(string: …)`, a
    /// string literal, or a name (`Links.status`, `statusURL`), for the auditor to resolve.
    static func mayBeURL(_ expression: ExprSyntax) -> Bool {
        let value = expression.unwrapped
        if let call = value.as(FunctionCallExprSyntax.self) { return call.calleeName == "URL" }
        return value.is(StringLiteralExprSyntax.self) || value.is(MemberAccessExprSyntax.self) || value.is(DeclReferenceExprSyntax.self)
    }

    /// The parameter (from 0) of `parameters` that `expression` is, or a property of, through the
    /// helpers' `substitutions`; `nil` when it is anything else.
    static func parameterIndex(_ expression: ExprSyntax, _ substitutions: [String: ExprSyntax], _ parameters: [String]) -> Int? {
        var current = expression.unwrapped
        var steps = 0
        while let name = current.as(DeclReferenceExprSyntax.self)?.baseName.text, let next = substitutions[name], steps < 8 {
            current = next.unwrapped
            steps += 1
        }
        // A property of the parameter stands for it (`url.withHttpSchemeIfMissing`, `url.absoluteURL`).
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base.unwrapped }
        guard let name = current.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return parameters.firstIndex(of: name)
    }

    /// `URL`, `URL?`, `URL!`, `Foundation.URL`.
    static func isURLType(_ type: TypeSyntax) -> Bool {
        var text = type.trimmedDescription
        if text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        return text == "URL" || text == "Foundation.URL"
    }

    /// The names a call may give `function` by: its base name and argument labels, once with every
    /// parameter and once without each combination of those that have a default value (up to three),
    /// each with the parameters it gives, in order.
    static func signatures(of function: FunctionDeclSyntax) -> [(name: String, given: [Int])] {
        let parameters = Array(function.signature.parameterClause.parameters)
        let defaulted = parameters.indices.filter { parameters[$0].defaultValue != nil }.prefix(3)
        var result: [(name: String, given: [Int])] = []
        for mask in 0..<(1 << defaulted.count) {
            let left = Set(defaulted.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
            let given = parameters.indices.filter { !left.contains($0) }
            let labels = given.map { parameters[$0].firstName.text + ":" }.joined()
            result.append(("\(function.name.text)(\(labels))", given))
        }
        return result
    }
}
