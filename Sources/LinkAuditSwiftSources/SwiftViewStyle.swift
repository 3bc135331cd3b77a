import LinkAuditModel
internal import SwiftSyntax

/// What reaches a SwiftUI view from its own modifier chain and from the views around it in the same
/// expression tree, nearest first, up to the declaration that holds it (a `body`, a function, a
/// `let`): the modifiers and containers that decide how the view's links are colored, underlined
/// and set on a background. Environment values such as `.tint` flow from a container to every
/// view inside it, and the modifier nearest the view wins.
///
/// Nothing is followed across declarations: a view built by a helper function or a computed
/// property is styled by whoever shows it, which this reader does not know.
struct SwiftViewStyle {
    /// One thing met on the way up from the view.
    enum Step {
        /// A modifier: of the view itself (`onView`), or of a container around it.
        case modifier(name: String, call: FunctionCallExprSyntax, onView: Bool)
        /// A call that holds the view in an argument or a closure (`VStack { … }`, `Section(footer:
        /// …)`, `.sheet { … }`), with the label of that argument or closure (`nil` for the trailing
        /// closure and unlabeled arguments).
        case container(name: String, call: FunctionCallExprSyntax, label: String?)
    }

    /// The steps, nearest first.
    let steps: [Step]
    /// The color constants of the file, for a color written as one (`.tint(.brand)`).
    let constants: ColorConstants

    /// The steps from `view` up to the declaration around it.
    init(of view: FunctionCallExprSyntax, constants: ColorConstants = ColorConstants()) {
        self.constants = constants
        var steps: [Step] = []
        func addChain(of call: FunctionCallExprSyntax, onView: Bool) -> Syntax {
            let chain = SwiftLinkVisitor.modifierChain(of: call)
            steps += chain.map { .modifier(name: $0.0, call: $0.1, onView: onView) }
            return Syntax(chain.last?.1 ?? call)
        }
        var current = addChain(of: view, onView: true)
        var label: String?
        while let parent = current.parent, !parent.isProtocol(DeclSyntaxProtocol.self) {
            // A modifier of an expression that holds the view: `(Text("…") + Text("[…](…)")).tint(.red)`.
            if let member = parent.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init)?.id == current.id,
                let call = member.parent?.as(FunctionCallExprSyntax.self), Syntax(call.calledExpression).id == Syntax(member).id
            {
                steps.append(.modifier(name: member.declName.baseName.text, call: call, onView: false))
                current = Syntax(call)
                continue
            }
            if let argument = parent.as(LabeledExprSyntax.self) {
                label = argument.label?.text
            } else if let closure = parent.as(MultipleTrailingClosureElementSyntax.self) {
                label = closure.label.text
            } else if parent.is(ClosureExprSyntax.self) {
                label = nil
            }
            if let call = parent.as(FunctionCallExprSyntax.self), Syntax(call.calledExpression).id != current.id {
                steps.append(.container(name: call.calleeName ?? "", call: call, label: label))
                current = addChain(of: call, onView: false)
                label = nil
                continue
            }
            current = parent
        }
        self.steps = steps
    }

    /// The nearest modifier named one of `names`, with `accept` deciding whether a modifier counts
    /// (`.foregroundStyle(.tint)` does not set a color of its own).
    func nearest(_ names: Set<String>, onViewOnly: Bool = false, accept: (FunctionCallExprSyntax) -> Bool = { _ in true })
        -> (name: String, call: FunctionCallExprSyntax)?
    {
        for step in steps {
            guard case .modifier(let name, let call, let onView) = step, names.contains(name), !onViewOnly || onView, accept(call)
            else { continue }
            return (name, call)
        }
        return nil
    }

    /// The color behind the view: the nearest `.background(C)`, `.background(C, in: shape)` or
    /// `.listRowBackground(C)` of a plain color; a grouped `List` or `Form` row's `secondarySystemGroupedBackground` (their
    /// header and footer stand on `systemGroupedBackground`); a sheet's `systemBackground`; and
    /// iOS's `systemBackground` when nothing sets one. `nil` (unknown) when the nearest is a
    /// background of another kind (a material, a view, a variable), a `ZStack` or overlay that
    /// draws other views behind, or a `List` whose style this code does not set.
    var background: ColorSource? {
        var sectionLabel: String?
        for (index, step) in steps.enumerated() {
            switch step {
            case .modifier(let name, let call, _) where name == "background" || name == "listRowBackground":
                // `.background(C)`, `.background(C, in: shape)`: a plain color behind the view or filling its shape.
                guard call.trailingClosure == nil, let color = call.firstUnlabeledArgument,
                    call.arguments.dropFirst().allSatisfy({ ["in", "ignoresSafeAreaEdges"].contains($0.label?.text ?? "") })
                else { return nil }
                return SwiftColorExpression.source(of: color, constants: constants)
            case .container(let name, _, let label):
                switch name {
                case "ZStack", "overlay", "background", "Menu", "ToolbarItem", "ToolbarItemGroup", "toolbar": return nil
                case "sheet", "fullScreenCover", "popover", "NavigationStack", "NavigationView": return .system("systemBackground")
                case "Section": sectionLabel = label
                case "Form": return grouped(outsideRow: sectionLabel == "header" || sectionLabel == "footer")
                case "List":
                    switch listStyle(after: index) {
                    case "plain", "PlainListStyle": return .system("systemBackground")
                    case "grouped", "insetGrouped", "GroupedListStyle", "InsetGroupedListStyle":
                        return grouped(outsideRow: sectionLabel == "header" || sectionLabel == "footer")
                    default: return nil
                    }
                default: continue
                }
            default: continue
            }
        }
        return .system("systemBackground")
    }

    /// A grouped list's row, or its header and footer.
    private func grouped(outsideRow: Bool) -> ColorSource {
        .system(outsideRow ? "systemGroupedBackground" : "secondarySystemGroupedBackground")
    }

    /// The style a `.listStyle(…)` sets on the list at `index` or around it (`.insetGrouped`,
    /// `InsetGroupedListStyle()`), without its dot and parentheses.
    private func listStyle(after index: Int) -> String? {
        for step in steps[index...] {
            guard case .modifier("listStyle", let call, _) = step, let argument = call.firstUnlabeledArgument else { continue }
            var text = argument.compactText
            if text.hasPrefix(".") { text.removeFirst() }
            if text.hasSuffix("()") { text.removeLast(2) }
            return text
        }
        return nil
    }

    /// The appearances the view is drawn in: only dark ones under `.preferredColorScheme(.dark)` or
    /// `.environment(\.colorScheme, .dark)`, only light ones under `.light`; every one otherwise
    /// (`nil`). A style entry then holds for those appearances alone.
    var colorSchemes: [Appearance]? {
        for step in steps {
            guard case .modifier(let name, let call, _) = step else { continue }
            let value: String?
            switch name {
            case "preferredColorScheme": value = call.firstUnlabeledArgument?.compactText
            case "environment" where call.firstUnlabeledArgument?.compactText == "\\.colorScheme":
                value = call.arguments.dropFirst().first?.expression.compactText
            default: continue
            }
            switch value {
            case ".dark", "ColorScheme.dark": return [.dark, .darkHighContrast]
            case ".light", "ColorScheme.light": return [.light, .lightHighContrast]
            default: return nil
            }
        }
        return nil
    }

    /// The entries of a style for the appearances the view is drawn in (`colorSchemes`).
    func entries(_ style: AppearanceStyle) -> [AppearanceStyle] { Self.entries(style, schemes: colorSchemes) }

    /// One copy of `style` per appearance of `schemes`, or `style` for all when `schemes` is `nil`.
    static func entries(_ style: AppearanceStyle, schemes: [Appearance]?) -> [AppearanceStyle] {
        guard let schemes else { return [style] }
        return schemes.map { appearance in
            var entry = style
            entry.appearance = appearance
            return entry
        }
    }

    /// The color a color modifier (`.tint(C)`, `.foregroundColor(C)`) gives; `nil` when unknown.
    func color(of call: FunctionCallExprSyntax) -> ColorSource? {
        guard call.arguments.count == 1, let argument = call.firstUnlabeledArgument else { return nil }
        return SwiftColorExpression.source(of: argument, constants: constants)
    }

    /// Whether a `.foregroundStyle(.tint)` draws in the tint color rather than setting a color.
    static func isTintStyle(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.count == 1
            && [".tint", "TintShapeStyle()", "TintShapeStyle.tint"].contains(call.firstUnlabeledArgument?.compactText)
    }

    /// What an `.underline(…)` does: `true` on (`.underline()`, `.underline(true)`,
    /// `.underline(pattern: .dash)`), `false` off (`.underline(false)`), `nil` when a value decides
    /// (`.underline(isOn)`).
    static func underlineOn(_ call: FunctionCallExprSyntax) -> Bool? {
        guard let first = call.firstUnlabeledArgument else { return true }
        switch first.compactText {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }
}
