import LinkAuditModel
internal import SwiftSyntax

/// The constants of one file whose values may be URLs or parts of them, for the auditor to resolve
/// names against across the run's files (see `URLConstant`).
///
/// Read: `let` (and `static let`) with an initial value in a type, an extension or at file scope;
/// computed properties whose getter is one expression; enum cases with a string raw value, as
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
            let value: ExprSyntax?
            if let initial = binding.initializer?.value, binding.accessorBlock == nil {
                value = isLet ? initial : nil
            } else {
                value = binding.accessorBlock.flatMap(Self.singleExpression)
            }
            record(types + [name], value, isFilePrivate: isFilePrivate)
        }
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

    /// Records a declaration; one whose value is not read (`let url: URL`, `var page = …`, `Foo()`)
    /// as computed, so that it hides a constant of the same name further out.
    private func record(_ name: [String], _ value: ExprSyntax?, isFilePrivate: Bool) {
        var expression = value.map { reader.read($0) }
        if expression?.parts.allSatisfy({ $0.kind == .computed }) ?? true {
            let written = value?.compactText ?? name.joined(separator: ".")
            expression = URLExpression(written: written, parts: [URLExpression.Part(kind: .computed, text: written)])
        }
        guard let expression else { return }
        constants.append(URLConstant(name: name.joined(separator: "."), value: expression, file: file, isFilePrivate: isFilePrivate))
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

    /// The one expression a computed property's getter returns (`{ URL(string: "…")! }`,
    /// `{ return base + "/help" }`, `{ get { … } }`); `nil` for a longer body.
    static func singleExpression(of block: AccessorBlockSyntax) -> ExprSyntax? {
        let items: CodeBlockItemListSyntax
        switch block.accessors {
        case .getter(let list): items = list
        case .accessors(let accessors):
            guard accessors.count == 1, let getter = accessors.first, getter.accessorSpecifier.tokenKind == .keyword(.get),
                let body = getter.body
            else { return nil }
            items = body.statements
        @unknown default: return nil
        }
        guard items.count == 1, let item = items.first else { return nil }
        if let expression = item.item.as(ExprSyntax.self) { return expression }
        return item.item.as(ReturnStmtSyntax.self)?.expression
    }
}
