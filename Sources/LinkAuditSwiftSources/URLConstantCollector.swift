import LinkAuditModel
internal import SwiftSyntax

/// The constants of one file whose values may be URLs or parts of them, for the auditor to resolve
/// names against across the run's files (see `URLConstant`).
///
/// Read: `let` (and `static let`) with an initial value in a type, an extension or at file scope;
/// computed properties and functions (named with their argument labels: `url(for:)`), as the one
/// expression they return or as one of the values of their `return`s and `switch` cases
/// (`URLExpression.Part.alternatives`), their locals read; enum cases with a string raw value, as
/// `Enum.case.rawValue`. Every other property of a type, extension or the file (`let url: URL`, a
/// `var`, which may change, `let shared = Foo()`) is recorded as computed: the name is declared there,
/// so it hides a constant of the same name further out. Not read: locals (the reader sees those in
/// their function), code under `#if DEBUG` and previews.
final class URLConstantCollector: SyntaxVisitor {
    let file: String
    var constants: [URLConstant] = []
    private let reader = URLExpressionReader(bindings: { _ in [:] })

    init(file: String) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    /// The constants declared in `tree`, the parsed `file`.
    static func constants(in tree: SourceFileSyntax, file: String) -> [URLConstant] {
        let collector = URLConstantCollector(file: file)
        collector.walk(tree)
        return collector.constants
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let types = Self.declarationContext(of: Syntax(node)) else { return .skipChildren }
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        let isFilePrivate = types.isEmpty && node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let before = constants.count
            if let initial = binding.initializer?.value, binding.accessorBlock == nil {
                record(types + [name], isLet ? [initial] : [], isFilePrivate: isFilePrivate)
            } else {
                let getter = binding.accessorBlock.flatMap(Self.getterBody)
                record(
                    types + [name], getter.flatMap(Self.returnedExpressions) ?? [], isFilePrivate: isFilePrivate,
                    locals: binding.accessorBlock.map(Syntax.init))
                if let getter, !types.isEmpty { constants[constants.count - 1].selfCases = selfCases(getter) }
            }
            // `var title: LocalizedStringKey { switch self { case .privacy: "topic.privacy" … } }`:
            // SwiftUI looks its literals up in the string tables, as keys.
            let type = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.name.text
            if type == "LocalizedStringKey" || type == "LocalizedStringResource" {
                for index in before..<constants.count {
                    constants[index].value = Self.asKeys(constants[index].value)
                    constants[index].selfCases = constants[index].selfCases?.map { .init(cases: $0.cases, value: Self.asKeys($0.value)) }
                }
            }
        }
        return .skipChildren
    }

    /// A function that returns a value: one of the expressions it returns (`static func url(for topic:)
    /// -> URL` returning a literal in each `switch` case), by `Type.name(labels:)` (see `URLExpression.Part.alternatives`).
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let types = Self.declarationContext(of: Syntax(node)), node.signature.returnClause != nil,
            let body = node.body
        else { return .skipChildren }
        let isFilePrivate = types.isEmpty && node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        record(
            types + [URLExpressionReader.functionName(node)], Self.returnedExpressions(body.statements) ?? [], isFilePrivate: isFilePrivate,
            locals: Syntax(body))
        return .skipChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        if let types = Self.declarationContext(of: Syntax(node)), let literal = node.rawValue?.value.stringLiteral {
            let value = SwiftStringLiteral(literal)
            if !value.isInterpolated {
                let expression = URLExpression(
                    written: ExprSyntax(literal).compactText, parts: [URLExpression.Part(kind: .literal, text: value.text)])
                constants.append(
                    URLConstant(name: (types + [node.name.text, "rawValue"]).joined(separator: "."), value: expression, file: file))
            }
        }
        return .skipChildren
    }

    /// Code that never ships holds no constants the app uses.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        node.condition?.trimmedDescription == "DEBUG" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    /// Bodies of functions and closures hold locals only.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// Records a declaration with the expressions it may have (one for a `let` or a one-expression
    /// getter, one per `return` of a longer body); one whose value is not read (`let url: URL`,
    /// `var page = …`, `Foo()`) as computed, so that it hides a constant of the same name further out.
    /// - Parameter locals: the body whose locals the values may name (`let str: String`, `str = "…"`).
    private func record(_ name: [String], _ values: [ExprSyntax], isFilePrivate: Bool, locals: Syntax? = nil) {
        let written = values.count == 1 ? values[0].compactText : name.joined(separator: ".")
        var reader = self.reader
        if let locals {
            let collector = ScopeFactsCollector(viewMode: .sourceAccurate)
            collector.walk(locals)
            let facts = collector.facts
            reader = URLExpressionReader(bindings: { _ in facts.bindings }, assignments: { _ in facts.assignedValues })
        }
        let read = values.map { reader.read($0) }
        var expression = URLExpression.oneOf(read, written: written)
        let isUnknown = { (value: URLExpression) in value.parts.allSatisfy { $0.kind == .computed && $0.alternatives == nil } }
        if read.isEmpty || read.contains(where: isUnknown) {
            expression = URLExpression(written: written, parts: [URLExpression.Part(kind: .computed, text: written)])
        }
        constants.append(URLConstant(name: name.joined(separator: "."), value: expression, file: file, isFilePrivate: isFilePrivate))
    }

    /// A value whose literals are string-table keys: a whole literal becomes a key of the default
    /// table, in each alternative.
    static func asKeys(_ expression: URLExpression) -> URLExpression {
        var result = expression
        if result.parts.count == 1, result.parts[0].kind == .literal {
            result.parts = [URLExpression.Part(kind: .localizedKey, text: result.parts[0].text)]
        }
        for index in result.parts.indices { result.parts[index].alternatives = result.parts[index].alternatives?.map(asKeys) }
        return result
    }

    /// A getter that is one `switch self` as the value of each case, with the cases that lead to it
    /// (`case .help, .faq:`, `case .topic(let id):`; none for `default:`); a case with several
    /// `return`s is any one of them. `nil` for any other getter, or when a case matches a pattern
    /// other than a case name.
    private func selfCases(_ items: CodeBlockItemListSyntax) -> [URLConstant.SelfCase]? {
        let only = items.count == 1 ? items.first.map(\.item) : nil
        guard
            let switchExpression = (only?.as(ExprSyntax.self) ?? only?.as(ExpressionStmtSyntax.self)?.expression)?.as(
                SwitchExprSyntax.self),
            switchExpression.subject.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { return nil }
        var result: [URLConstant.SelfCase] = []
        for element in switchExpression.cases {
            guard case .switchCase(let switchCase) = element, let values = Self.returnedExpressions(switchCase.statements) else {
                return nil
            }
            var cases: [String] = []
            if case .case(let label) = switchCase.label {
                for item in label.caseItems {
                    var pattern = item.pattern.as(ExpressionPatternSyntax.self)?.expression
                    if let call = pattern?.as(FunctionCallExprSyntax.self) { pattern = call.calledExpression }
                    guard let member = pattern?.as(MemberAccessExprSyntax.self), member.base == nil, item.whereClause == nil else {
                        return nil
                    }
                    cases.append(member.declName.baseName.text)
                }
            }
            let value = URLExpression.oneOf(values.map { reader.read($0) }, written: values.count == 1 ? values[0].compactText : "")
            result.append(URLConstant.SelfCase(cases: cases, value: value))
        }
        return result
    }

    /// The enclosing types of a declaration of a type, an extension or the file (outermost first);
    /// `nil` for a local declaration, inside a function, closure or accessor.
    static func declarationContext(of node: Syntax) -> [String]? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self) || ancestor.is(AccessorBlockSyntax.self)
                || ancestor.is(ClosureExprSyntax.self) || ancestor.is(CodeBlockSyntax.self) || ancestor.is(SubscriptDeclSyntax.self)
            {
                return nil
            }
            current = ancestor.parent
        }
        return URLExpressionReader.typePath(of: node)
    }

    /// The statements of a computed property's getter (`{ … }` or `{ get { … } }`); `nil` when it has
    /// other accessors.
    static func getterBody(of block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch block.accessors {
        case .getter(let list): return list
        case .accessors(let accessors):
            guard accessors.count == 1, let getter = accessors.first, getter.accessorSpecifier.tokenKind == .keyword(.get)
            else { return nil }
            return getter.body?.statements
        @unknown default: return nil
        }
    }

    /// The expressions a body returns: its one expression, each case of a `switch` that is the body
    /// (`switch self { case .help: URL(string: "…")! … }`), or every `return` outside nested closures
    /// and functions; `nil` when one `return` has no value or there are too many.
    static func returnedExpressions(_ items: CodeBlockItemListSyntax) -> [ExprSyntax]? {
        var result: [ExprSyntax] = []
        let only = items.count == 1 ? items.first.map(\.item) : nil
        if let expression = only?.as(ExprSyntax.self) ?? only?.as(ExpressionStmtSyntax.self)?.expression {
            guard let values = expanded(expression) else { return nil }
            result = values
        } else {
            let finder = ReturnFinder(viewMode: .sourceAccurate)
            finder.walk(items)
            guard !finder.returns.isEmpty else { return nil }
            for statement in finder.returns {
                guard let value = statement.expression, let values = expanded(value) else { return nil }
                // `return nil` of an optional URL opens nothing.
                result += values.filter { !$0.is(NilLiteralExprSyntax.self) }
            }
        }
        return result.isEmpty || result.count > URLExpression.variantLimit ? nil : result
    }

    /// A `switch` expression as the values of its cases (`nil` when one case's value cannot be
    /// read); any other expression as itself.
    private static func expanded(_ expression: ExprSyntax) -> [ExprSyntax]? {
        guard let switchExpression = expression.as(SwitchExprSyntax.self) else { return [expression] }
        var result: [ExprSyntax] = []
        for element in switchExpression.cases {
            // A case under `#if` is not read: its value is not known.
            guard case .switchCase(let switchCase) = element, let values = returnedExpressions(switchCase.statements) else { return nil }
            result += values
        }
        return result
    }
}

/// The `return` statements of a body, not those of the closures and functions inside it.
final class ReturnFinder: SyntaxVisitor {
    var returns: [ReturnStmtSyntax] = []

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        returns.append(node)
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
