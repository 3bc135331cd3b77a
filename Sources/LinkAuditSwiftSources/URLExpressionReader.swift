import LinkAuditModel
internal import SwiftSyntax

/// Reads the expression that gives a URL into a `URLExpression`: string literals and their
/// interpolations, `+`, `URL(string:)`, `.absoluteString`, `appendingPathComponent(_:)` and
/// `appending(path:)`, names of constants (qualified by the types around the expression), and
/// names bound in the enclosing function or closure (`let url = …`, `guard let url = …`).
struct URLExpressionReader {
    /// What each name bound in the function or closure around a node is bound to.
    var bindings: (Syntax) -> [String: ExprSyntax]
    /// The values assigned to names of the scope around a node declared without one (`ScopeFacts.assignedValues`).
    var assignments: (Syntax) -> [String: [ExprSyntax]] = { _ in [:] }
    /// Expressions standing for names: the call-site arguments of a helper function's parameters.
    var substitutions: [String: ExprSyntax] = [:]

    /// Bindings deeper than this are not followed (`let a = b`, `let b = a`).
    private static let depthLimit = 6

    /// The parts of `expression`, a URL or a string that becomes one.
    /// - Parameter contextType: the type a leading-dot member (`.terms`) belongs to: `URL` or `String`.
    func read(_ expression: ExprSyntax, contextType: String = "URL") -> URLExpression {
        URLExpression(written: expression.compactText, parts: parts(of: expression, contextType: contextType, depth: 0))
    }

    /// `base.member` read as if written where `base` stands: a sheet's `$0.url` whose item a
    /// control sets to `topic` (`selected = topic`) is `topic.url` read in that control's code.
    func read(member: String, of base: ExprSyntax, contextType: String = "URL") -> URLExpression? {
        guard let name = Self.dottedName(base.unwrapped) else { return nil }
        let written = base.compactText + "." + member
        var parts = nameParts(name + [member], at: base.unwrapped, contextType: contextType, depth: 0) ?? []
        for index in parts.indices where parts[index].kind == .reference { parts[index].text = written }
        return URLExpression(written: written, parts: parts.isEmpty ? [URLExpression.Part(kind: .computed, text: written)] : parts)
    }

    private func parts(of expression: ExprSyntax, contextType: String, depth: Int) -> [URLExpression.Part] {
        let expression = expression.unwrapped
        // Built only when the expression turns out not to be read: `compactText` walks its tokens.
        var computed: [URLExpression.Part] { [URLExpression.Part(kind: .computed, text: expression.compactText)] }
        guard depth < Self.depthLimit else { return computed }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return parts(of: only.expression, contextType: contextType, depth: depth + 1)
        }
        if let literal = expression.stringLiteral { return literalParts(literal, depth: depth) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return choiceParts(sequence, contextType: contextType, depth: depth) ?? sumParts(sequence, depth: depth) ?? computed
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return callParts(call, contextType: contextType, depth: depth) ?? computed
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "absoluteString",
            let base = member.base
        {
            return parts(of: base, contextType: "URL", depth: depth + 1)
        }
        // The URL of the app's own page in the Settings app (UIKit's `openSettingsURLString`).
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "openSettingsURLString",
            member.base.map({ ["UIApplication", "UIKit.UIApplication"].contains($0.compactText) }) ?? false
        {
            return [URLExpression.Part(kind: .literal, text: "app-settings:")]
        }
        // `"help.more".localized`: an app's own wrapper property (`extension String`) of this key.
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.stringLiteral {
            let key = SwiftStringLiteral(base)
            let name = member.declName.baseName.text
            guard !key.isInterpolated, name.hasPrefix("locali"), !Self.foundationLocalizedProperties.contains(name) else { return computed }
            return [
                URLExpression.Part(
                    kind: .reference, text: expression.compactText, candidates: ["String." + member.declName.baseName.text],
                    argument: key.text)
            ]
        }
        if let name = Self.dottedName(expression) {
            return nameParts(name, at: expression, contextType: contextType, depth: depth) ?? computed
        }
        return computed
    }

    /// A literal's text, and the parts of each interpolation in it.
    private func literalParts(_ literal: StringLiteralExprSyntax, depth: Int) -> [URLExpression.Part] {
        let value = SwiftStringLiteral(literal)
        guard value.isInterpolated else { return [URLExpression.Part(kind: .literal, text: value.text)] }
        // An interpolation with a label or several expressions (`\(x, specifier: "%d")`) is computed.
        var interpolations: [Int: ExprSyntax?] = [:]
        for case .expressionSegment(let segment) in literal.segments {
            let simple = segment.expressions.count == 1 && segment.expressions.first?.label == nil
            interpolations[segment.positionAfterSkippingLeadingTrivia.utf8Offset] = simple ? segment.expressions.first?.expression : nil
        }
        var result: [URLExpression.Part] = []
        var text: [UInt8] = []
        var index = 0
        // Each interpolation stands in `value` as the two bytes `%@`, both at the segment's offset.
        while index < value.bytes.count {
            if index + 1 < value.bytes.count, value.offsets[index] == value.offsets[index + 1],
                let inner = interpolations[value.offsets[index]]
            {
                if !text.isEmpty { result.append(URLExpression.Part(kind: .literal, text: String(decoding: text, as: UTF8.self))) }
                text = []
                result +=
                    inner.map { parts(of: $0, contextType: "String", depth: depth + 1) } ?? [
                        URLExpression.Part(kind: .computed, text: "\\(…)")
                    ]
                index += 2
                continue
            }
            text.append(value.bytes[index])
            index += 1
        }
        if !text.isEmpty { result.append(URLExpression.Part(kind: .literal, text: String(decoding: text, as: UTF8.self))) }
        return result
    }

    /// `a + b + c`, before operator folding; `nil` for any other operator.
    /// `condition ? x : y`: one of the two, each read as any expression (`URLExpression.Part.alternatives`).
    private func choiceParts(_ sequence: SequenceExprSyntax, contextType: String, depth: Int) -> [URLExpression.Part]? {
        let elements = Array(sequence.elements)
        guard elements.count == 3, let choice = elements[1].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        let branches = [choice.thenExpression, elements[2]].map { branch in
            URLExpression(written: branch.compactText, parts: parts(of: branch, contextType: contextType, depth: depth + 1))
        }
        return URLExpression.oneOf(branches, written: ExprSyntax(sequence).compactText).parts
    }

    private func sumParts(_ sequence: SequenceExprSyntax, depth: Int) -> [URLExpression.Part]? {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements.count % 2 == 1 else { return nil }
        var result: [URLExpression.Part] = []
        for (index, element) in elements.enumerated() {
            if index % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
            } else {
                result += parts(of: element, contextType: "String", depth: depth + 1)
            }
        }
        return result
    }

    /// `URL(string: x)`, `.init(string: x)`, `x.appendingPathComponent("terms")`, `x.appending(path: "terms")`.
    private func callParts(_ call: FunctionCallExprSyntax, contextType: String, depth: Int) -> [URLExpression.Part]? {
        if let key = Self.localizedKey(of: call) {
            return [URLExpression.Part(kind: .localizedKey, text: key.key, candidates: key.table.map { [$0] })]
        }
        if let key = Self.localizedKey(of: call, literal: Self.wrapperKey) {
            // A wrapper's body: the key is what the wrapper is given (`self`, a parameter).
            return [URLExpression.Part(kind: .keyArgument, text: key.key, candidates: key.table.map { [$0] })]
        }
        let callee = call.calledExpression.compactText
        // `String(localized: .helpMore)`: a String Catalog symbol.
        if ["String", "AttributedString"].contains(callee), let resource = call.argument("localized"),
            let member = (resource.as(FunctionCallExprSyntax.self)?.calledExpression ?? resource).as(MemberAccessExprSyntax.self),
            member.base == nil
        {
            return parts(of: resource, contextType: "String", depth: depth + 1)
        }
        if ["URL", "URL.init", ".init", "NSURL", "String", "String.init"].contains(callee), call.arguments.count == 1,
            let string = call.argument("string") ?? (callee.hasPrefix("String") ? call.firstUnlabeledArgument : nil)
        {
            return parts(of: string, contextType: "String", depth: depth + 1)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, call.arguments.count == 1,
            let argument = call.arguments.first, let literal = argument.expression.stringLiteral
        else { return functionParts(call, contextType: contextType, depth: depth) }
        let name = member.declName.baseName.text
        let label = argument.label?.text
        let component = SwiftStringLiteral(literal)
        guard (name == "appendingPathComponent" && label == nil) || (name == "appending" && ["path", "component"].contains(label ?? "")),
            !component.isInterpolated
        else {
            // A type's function given a literal may be a key's wrapper (`Strings.get("help.more")`);
            // a value's method (`title.appending(" ›")`) is computed, without looking it up.
            let ofType = base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
            return ofType ? functionParts(call, contextType: contextType, depth: depth) : nil
        }
        return parts(of: base, contextType: "URL", depth: depth + 1) + [URLExpression.Part(kind: .pathComponent, text: component.text)]
    }

    /// `String`'s own `localized…` properties, which change case, not read a key.
    static let foundationLocalizedProperties: Set<String> = ["localizedUppercase", "localizedLowercase", "localizedCapitalized"]

    /// The name a wrapper's body gives a localized-string call as its key: `self` or a parameter,
    /// alone or in `String.LocalizationValue(key)`.
    static func wrapperKey(_ expression: ExprSyntax?) -> String? {
        var expression = expression
        if let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            call.calledExpression.compactText.hasSuffix("LocalizationValue")
        {
            expression = call.arguments.first?.expression
        }
        return expression?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The string-table key a call reads, when its key (and table, if named) are literals:
    /// - `NSLocalizedString("key", tableName: "T", …)`, `String(localized: "key", table: "T")`,
    ///   `AttributedString(localized:)`, `LocalizedStringResource("key", table:)`, `LocalizedStringKey("key")`;
    /// - `bundle.localizedString(forKey: "key", value: …, table: "T")`;
    /// - a helper named `tr` given the table and the key first, as SwiftGen's templates write it
    ///   (`L10n.tr("Localizable", "settings.title", fallback: "…")`).
    /// `table` is `nil` where the call names none (the `Localizable` table).
    /// - Parameter key: reads the key argument; a plain literal's text by default (a wrapper's body
    ///   is read with the name of what it is given, `self` or a parameter).
    static func localizedKey(of call: FunctionCallExprSyntax, literal key: ((ExprSyntax?) -> String?)? = nil) -> (
        key: String, table: String?
    )? {
        func literal(_ expression: ExprSyntax?) -> String? {
            guard let literal = expression?.stringLiteral else { return nil }
            let value = SwiftStringLiteral(literal)
            return value.isInterpolated ? nil : value.text
        }
        let keyText = key ?? literal
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calleeName
        switch callee {
        case "NSLocalizedString":
            return keyText(call.firstUnlabeledArgument).map { ($0, literal(call.argument("tableName"))) }
        case "String", "AttributedString":
            return keyText(call.argument("localized")).map { ($0, literal(call.argument("table"))) }
        case "LocalizedStringResource", "LocalizedStringKey":
            return keyText(call.firstUnlabeledArgument).map { ($0, literal(call.argument("table"))) }
        case "localizedString":
            return keyText(call.argument("forKey")).map { ($0, literal(call.argument("table"))) }
        case "tr":
            let unlabeled = call.arguments.prefix { $0.label == nil }.map(\.expression)
            guard unlabeled.count >= 2, let table = literal(unlabeled[0]), let key = keyText(unlabeled[1]) else { return nil }
            return (key, table)
        default:
            return nil
        }
    }

    /// `components.url` of `var components = URLComponents()`: the `scheme`, `host` and `path` the
    /// scope assigns once each as plain literals (`mailto:` and `help@example.com`, or
    /// `https://example.com/help`), then what else may follow (a query). `nil` (computed) without a
    /// literal scheme.
    ///
    /// With `base` (`URLComponents(string: base)`), the URL is `base` and the query the code
    /// builds; `nil` (computed) when the scope also assigns its scheme, host, path or fragment.
    private func componentsParts(_ name: String, at expression: ExprSyntax, base: String? = nil) -> [URLExpression.Part]? {
        let assigned = assignments(Syntax(expression))
        if let base {
            let changed = ["scheme", "host", "path", "percentEncodedPath", "fragment", "port", "user", "password"]
            guard !changed.contains(where: { assigned[name + "." + $0] != nil }) else { return nil }
            guard let query = ["queryItems", "query", "percentEncodedQuery"].first(where: { assigned[name + "." + $0] != nil }) else {
                return [URLExpression.Part(kind: .literal, text: base)]
            }
            return [URLExpression.Part(kind: .literal, text: base), URLExpression.Part(kind: .computed, text: "?" + name + "." + query)]
        }
        func literal(_ member: String) -> String? {
            guard let values = assigned[name + "." + member], values.count == 1, let literal = values[0].stringLiteral else { return nil }
            let value = SwiftStringLiteral(literal)
            return value.isInterpolated ? nil : value.text
        }
        guard let scheme = literal("scheme"), !scheme.isEmpty else { return nil }
        var prefix = scheme + ":"
        let host = literal("host")
        if let host { prefix += "//" + host }
        if assigned[name + ".host"] == nil || host != nil, let path = literal("path") { prefix += path }
        // The query the code builds (`comps.queryItems = […]`), shown as a URI template's query
        // expansion (`mailto:team@example.com{?comps.queryItems}`, RFC 6570).
        if assigned[name + ".queryItems"] != nil {
            return [
                URLExpression.Part(kind: .literal, text: prefix), URLExpression.Part(kind: .computed, text: "?" + name + ".queryItems"),
            ]
        }
        return [URLExpression.Part(kind: .literal, text: prefix), URLExpression.Part(kind: .computed, text: expression.compactText)]
    }

    /// A call of a function the run may declare (`HelpLinks.url(for: topic)`, `sheet.url()` of a
    /// `sheet: HelpSheet`): a reference to it, whatever the arguments, which the auditor resolves to
    /// the values the function returns (`URLConstantCollector`); `nil` for a call of anything else.
    private func functionParts(_ call: FunctionCallExprSyntax, contextType: String, depth: Int) -> [URLExpression.Part]? {
        guard call.trailingClosure == nil, let name = Self.dottedName(call.calledExpression), name.count > 1 || name[0] != "",
            let parts = nameParts(name, at: call.calledExpression, contextType: contextType, depth: depth),
            parts.count == 1, parts[0].kind == .reference
        else { return nil }
        let signature = "(" + call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
        var candidates = (parts[0].candidates ?? []).map { $0 + signature }
        // A method of a value whose type is not written: the one function of this file with that
        // name and those labels, if there is exactly one (`URLConstantTable`).
        if name.count > 1, !["", "self", "Self"].contains(name[0]) {
            candidates.append(URLExpression.Part.fileMemberPrefix + name[name.count - 1] + signature)
        }
        // `Strings.get("help.more")`, `localize("help.more")`: the literal stands for the key if the
        // function is a wrapper of one; a method of a value (`title.appending(" ›")`) is none.
        let ofType = name.count == 1 || name[0].first?.isUppercase == true
        let argument = call.arguments.first.flatMap { $0.expression.stringLiteral }.map(SwiftStringLiteral.init)
        return [
            URLExpression.Part(
                kind: .reference, text: ExprSyntax(call).compactText, candidates: candidates,
                argument: ofType && argument?.isInterpolated == false ? argument?.text : nil)
        ]
    }

    /// The name of a function as the run's constants record it: `url(for:)`, `make()`.
    static func functionName(_ function: FunctionDeclSyntax) -> String {
        function.name.text + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// A name: a helper's parameter (its call-site argument), a name bound in the function or closure
    /// around it, a parameter (computed), else a reference to a constant.
    private func nameParts(_ name: [String], at expression: ExprSyntax, contextType: String, depth: Int) -> [URLExpression.Part]? {
        // A helper's parameter, or where a URL is read a property of it (`url.withHttpSchemeIfMissing`,
        // `url.absoluteURL`: the URL it was given, as `URLOpeningFunction`'s parameters are read).
        if name.count == 1 || (name.count == 2 && contextType == "URL"), let argument = substitutions[name[0]] {
            var outer = self
            outer.substitutions = [:]
            return outer.parts(of: argument, contextType: contextType, depth: depth + 1)
        }
        if name.count == 2, ["url", "string"].contains(name[1]), let bound = bindings(Syntax(expression))[name[0]],
            let made = bound.unwrapped.as(FunctionCallExprSyntax.self), made.calleeName == "URLComponents"
        {
            if made.arguments.isEmpty { return componentsParts(name[0], at: expression) }
            // `URLComponents(string: "https://forums.example/post")`, then `components.queryItems = […]`.
            if made.arguments.count == 1, made.arguments.first?.label?.text == "string",
                let literal = made.arguments.first?.expression.stringLiteral, !SwiftStringLiteral(literal).isInterpolated
            {
                return componentsParts(name[0], at: expression, base: SwiftStringLiteral(literal).text)
            }
        }
        if name.count == 1 {
            if let bound = bindings(Syntax(expression))[name[0]], bound.id != expression.id, !Self.contains(bound, expression) {
                return parts(of: bound, contextType: contextType, depth: depth + 1)
            }
            // `let str: String`, then `str = "…"` in each branch: one of the values assigned.
            if let assigned = assignments(Syntax(expression))[name[0]], !assigned.isEmpty,
                !assigned.contains(where: { Self.contains($0, expression) })
            {
                let alternatives = Self.onPath(assigned, substitutions).map {
                    URLExpression(written: $0.compactText, parts: parts(of: $0, contextType: contextType, depth: depth + 1))
                }
                return URLExpression.oneOf(alternatives, written: expression.compactText).parts
            }
            if Self.isParameter(name[0], around: Syntax(expression)) { return nil }
        }
        let types = Self.typePath(of: Syntax(expression))
        var candidates: [String] = []
        // A member of a value of a known type (`helpSheet.url`, `self.helpSheet.url`, `sheet.url` of a
        // `sheet: HelpSheet`) is that type's member, unless a local of the same name hides the declaration.
        let receiver = name.first == "self" ? Array(name.dropFirst()) : name
        if receiver.count >= 2, !["", "Self", "self"].contains(receiver[0]), bindings(Syntax(expression))[receiver[0]] == nil,
            let type = DeclaredType.of(receiver[0], at: Syntax(expression))
        {
            candidates = Self.nested(type + receiver.dropFirst(), in: types)
        }
        switch name.first {
        case "self", "Self":
            candidates += [(types + name.dropFirst()).joined(separator: ".")]
        case "":
            candidates += [([contextType] + name.dropFirst()).joined(separator: ".")]
            // Text is also read through Xcode's String Catalog symbols (`Link(.helpMore, …)`).
            if contextType == "String" { candidates += [(["LocalizedStringResource"] + name.dropFirst()).joined(separator: ".")] }
            candidates += Self.nested(Array(name.dropFirst()), in: types)
        default:
            candidates += Self.nested(name, in: types)
        }
        return [URLExpression.Part(kind: .reference, text: expression.compactText, candidates: candidates)]
    }

    /// The values among `assigned` on the path a helper's call-site arguments choose: a value
    /// assigned in a `switch` case over a parameter the call gives a case (`kind: .login` to
    /// `login(in:kind:)`, whose `switch kind` assigns `finalURL` in `case .login:` and
    /// `case .createAccount:`) is kept in the matching cases only, or in `default:` when none
    /// matches. All of `assigned` when the call chooses none of them.
    static func onPath(_ assigned: [ExprSyntax], _ substitutions: [String: ExprSyntax]) -> [ExprSyntax] {
        guard !substitutions.isEmpty, assigned.count > 1 else { return assigned }
        let kept = assigned.filter { value in
            var current = value.parent
            while let syntax = current, !syntax.is(FunctionDeclSyntax.self) {
                if let switchCase = syntax.as(SwitchCaseSyntax.self), let choice = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
                    let subject = choice.subject.as(DeclReferenceExprSyntax.self),
                    let given = substitutions[subject.baseName.text].flatMap(SwiftLinkVisitor.actionCase)
                {
                    let names = SwiftLinkVisitor.caseNames(switchCase)
                    if names.isEmpty ? SwiftLinkVisitor.caseNames(choice).contains(given) : !names.contains(given) { return false }
                }
                current = syntax.parent
            }
            return true
        }
        return kept.isEmpty ? assigned : kept
    }

    private static func contains(_ outer: ExprSyntax, _ inner: ExprSyntax) -> Bool {
        outer.position <= inner.position && inner.endPosition <= outer.endPosition
    }
}
