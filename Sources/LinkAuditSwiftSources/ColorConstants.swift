import LinkAuditModel
internal import SwiftSyntax

/// The color constants a file declares, so that a modifier naming one (`.tint(.brand)`,
/// `.tint(Color.brand)`, `.tint(Theme.link)`) reads as the color it holds: `let` constants and
/// read-only computed properties whose value is a color `SwiftColorExpression` reads
/// (`static let brand = Color("Brand")`, `static var link: Color { Color(red: 0, green: 0.3, blue: 0.6) }`).
///
/// Only the file's own declarations are known: a constant declared in another file stays unknown.
struct ColorConstants {
    /// By `Type.name` (`Color.brand`, `Theme.link`), the type as its declaration or extension names it.
    var qualified: [String: ColorSource] = [:]
    /// By name, for an implicit member (`.brand`): constants of `extension Color` and
    /// `extension ShapeStyle` (SwiftUI) or `extension UIColor` (UIKit).
    var implicit: [SwiftColorExpression.Family: [String: ColorSource]] = [:]
    /// By plain name (`brand` inside its type, or a global), when only one constant has the name.
    var plain: [String: ColorSource] = [:]

    init() {}

    /// The constants of `tree`.
    init(_ tree: SourceFileSyntax) {
        var seen: [String: Int] = [:]
        for declaration in Collector.declarations(in: tree) {
            let (type, name, value) = declaration
            let family: SwiftColorExpression.Family = type == "UIColor" ? .uiKit : .swiftUI
            guard let color = SwiftColorExpression.source(of: value, family: family) else { continue }
            if let type {
                qualified[type + "." + name] = color
                if ["Color", "ShapeStyle", "UIColor"].contains(type) { implicit[family, default: [:]][name] = color }
            }
            seen[name, default: 0] += 1
            plain[name] = color
        }
        plain = plain.filter { seen[$0.key] == 1 }
    }

    /// The color of `Type.name`, `.name` or `name`.
    func color(type: String?, name: String, family: SwiftColorExpression.Family, implicitMember: Bool) -> ColorSource? {
        if let type { return qualified[type + "." + name] }
        return implicitMember ? implicit[family]?[name] : plain[name]
    }

    /// Finds `let name = value` and `var name: T { value }` declarations, with the type around them.
    private final class Collector: SyntaxVisitor {
        var found: [(type: String?, name: String, value: ExprSyntax)] = []
        var types: [String] = []

        static func declarations(in tree: SourceFileSyntax) -> [(type: String?, name: String, value: ExprSyntax)] {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(tree)
            return collector.found
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.extendedType.trimmedDescription) }
        override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }

        private func enter(_ type: String) -> SyntaxVisitorContinueKind {
            types.append(type.hasPrefix("SwiftUI.") || type.hasPrefix("UIKit.") ? String(type.split(separator: ".").last!) : type)
            return .visitChildren
        }

        /// Constants of types and of the file; local variables of functions and closures are not constants.
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.bindings.count == 1, let binding = node.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return .skipChildren }
            if node.bindingSpecifier.tokenKind == .keyword(.let), let value = binding.initializer?.value {
                found.append((types.last, name, value))
            } else if case .getter(let statements)? = binding.accessorBlock?.accessors, statements.count == 1,
                let value = statements.first?.item.as(ExprSyntax.self) ?? statements.first?.item.as(ReturnStmtSyntax.self)?.expression
            {
                found.append((types.last, name, value))
            }
            return .skipChildren
        }
    }
}
