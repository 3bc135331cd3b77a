import LinkAuditExtractors
import LinkAuditModel
internal import SwiftSyntax

/// Walks one syntax tree and collects links, markup problems and URL-opening buttons.
///
/// This file holds the dispatch (which call or assignment is read by which concern) and the
/// positions of what is found; each concern lives in an extension of its own:
/// `SwiftLinkVisitor+LinkControls.swift`, `+Markdown`, `+AttributedRuns`, `+URLOpeners` and
/// `+UIKitOpeners`.
/// Positions are 1-based lines and 1-based UTF-8 byte columns.
final class SwiftLinkVisitor: SyntaxVisitor {
    let file: String
    let lineIndex: LineIndex
    let builder: EmbeddedLinkBuilder
    let tree: SourceFileSyntax
    var links: [Link] = []
    var problems: [MarkupProblem] = []
    var urlOpeners: [URLOpener] = []
    /// The calls that open a URL which a control's link or opener of this file reaches
    /// (`+UnreachedOpenings`).
    var reachedOpenings = Set<SyntaxIdentifier>()
    /// The URL-opening functions whose code reaches each call that opens a URL, by their
    /// `URLOpeningFunction.function` (`+UnreachedOpenings`).
    var openingFunctions: [SyntaxIdentifier: [String]] = [:]
    /// The `set:` functions of the state properties this file's observers open
    /// (`+ObservedState`), made with its unreached openings.
    var observedStateFunctions: [URLOpeningFunction] = []
    /// Calls that show a string-table key (see `SwiftLinkVisitor+KeyUses.swift`).
    var keyUses: [LocalizedKeyUse] = []
    /// Types of this file that show a URL in an `SFSafariViewController` (`+PresentedViews`).
    var urlWrappers: [URLWrapper] = []
    /// What each scope binds and underlines, computed once per scope (see `ScopeFactsCache`).
    var scopes = ScopeFactsCache()
    /// The `switch`es over an action the walk met (`+ActionCases`).
    var actionSwitches: [SwitchExprSyntax] = []
    /// What the blocks on the way to a node bind and underline, each block indexed once (`LexicalPath`).
    let paths = LexicalPath()

    /// Whether the file's text may assign a URL to a property (`URL = `, `Url = `, `.url = `):
    /// only then are its assignments walked (`+ObservedState`).
    var mayAssignURLProperty = true

    /// The file's assignments of a URL to a property (`+ObservedState`), walked when first asked.
    lazy var urlPropertyAssignments: [URLPropertyAssignment] = mayAssignURLProperty ? Self.urlPropertyAssignments(in: tree) : []

    /// Names of the `ViewModifier`s and `View` extension methods of this file whose body removes the
    /// button trait.
    lazy var traitRemovers: Set<String> = TraitRemoverFinder.names(in: tree)

    /// Every call of the file, in source order: one walk of the tree, shared by every question that
    /// searches them all (control actions, title setters, helper calls, presentation hand-offs).
    lazy var fileCalls: [FunctionCallExprSyntax] = CallCollector.calls(in: tree)

    /// Every function declaration of the file, in source order (one walk, shared).
    lazy var functionDeclarations: [FunctionDeclSyntax] = FunctionDeclCollector.declarations(in: tree)

    /// Bodies of the functions this file declares, by name (the first of each name).
    lazy var functionBodies: [String: CodeBlockSyntax] = FunctionBodyFinder.bodies(of: functionDeclarations)

    /// The file's functions with a body, by name, in source order (`helper(named:calledBy:)`).
    lazy var functionsByName: [String: [FunctionDeclSyntax]] = Dictionary(
        grouping: functionDeclarations.filter { $0.body != nil }, by: \.name.text)

    /// Whether the file imports SwiftUI, whose `Color` an `AttributedString`'s implicit color members are then.
    lazy var importsSwiftUI: Bool = tree.statements.contains { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "SwiftUI" }

    /// The color constants this file declares (`ColorConstants`), read when a link's style names one.
    lazy var colorConstants = ColorConstants(tree)

    /// Which presentations of this file a control shows (`PresentationTriggers`, `+PresentedViews`).
    lazy var presentationTriggers = PresentationTriggers(
        tree: tree, functionBodies: functionBodies, functionDeclarations: functionDeclarations, calls: fileCalls,
        controlActionRoots: controlActionRoots())

    /// The first `control.setTitle("…", for: …)` of each control of this file, by the control as
    /// written without `self.` (see `buttonTitle(_:)`).
    lazy var titleSetters: [String: FunctionCallExprSyntax] = Self.titleSetters(in: fileCalls)
    /// The controls given the link trait while they keep the button trait (``ButtonLinkTraits``),
    /// asked only of a file with a UIKit control that opens a URL.
    lazy var buttonLinkTraits: [String: AbsolutePosition] = ButtonLinkTraits.find(in: tree, calls: fileCalls)

    /// A visitor for `tree`, the parsed `file`, whose links `builder` makes.
    init(file: String, tree: SourceFileSyntax, lineIndex: LineIndex, builder: EmbeddedLinkBuilder) {
        self.tree = tree
        self.file = file
        self.lineIndex = lineIndex
        self.builder = builder
        super.init(viewMode: .sourceAccurate)
    }

    /// Calls: `Link`, `Text`, `AttributedString(markdown:)`, `Button`, `.onTapGesture` and the UIKit
    /// controls of `+UIKitOpeners`, each handed to its concern.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.calleeName {
        case "Link" where linkComponentDescriptor(node) != nil:
            linkComponent(node)
        case "Link"
        where node.calledExpression.is(DeclReferenceExprSyntax.self) || node.calledExpression.trimmedDescription == "SwiftUI.Link":
            linkControl(node)
        case "Text" where node.calledExpression.is(DeclReferenceExprSyntax.self):
            textMarkdown(node)
        case "AttributedString" where node.calledExpression.is(DeclReferenceExprSyntax.self):
            attributedStringMarkdown(node)
        case "Button" where node.calledExpression.is(DeclReferenceExprSyntax.self):
            button(node)
        case "onTapGesture" where node.calledExpression.is(MemberAccessExprSyntax.self):
            tapGesture(node)
        case "String" where node.calledExpression.is(DeclReferenceExprSyntax.self), "NSLocalizedString":
            localizedString(node)
        case "NSAttributedString", "NSMutableAttributedString":
            nsAttributedStringInit(node)
        case "addAttribute", "addAttributes", "setAttributes":
            nsAddAttributes(node)
        case "link" where node.calledExpression.is(MemberAccessExprSyntax.self):
            containerLinkCall(node)
        case "addTarget" where node.calledExpression.is(MemberAccessExprSyntax.self):
            targetAction(node)
        case "UIBarButtonItem" where node.calledExpression.is(DeclReferenceExprSyntax.self):
            barButtonItem(node)
        case "UIAction" where node.calledExpression.is(DeclReferenceExprSyntax.self):
            uiAction(node)
        case "UIAlertAction" where node.calledExpression.is(DeclReferenceExprSyntax.self):
            alertAction(node)
        case "UIAccessibilityCustomAction" where node.calledExpression.is(DeclReferenceExprSyntax.self):
            accessibilityAction(node)
        // `.sheet(isPresented:) { … }`; bare, `sheet(isPresented: shown) { … }` in a `View` extension's method.
        case let name?
        where Self.presentingModifiers.contains(name)
            && (node.calledExpression.is(MemberAccessExprSyntax.self)
                || (node.argument("isPresented") ?? node.argument("item")) != nil
                    && (node.trailingClosure != nil || node.argument("content") != nil)):
            presentingModifier(node)
        case "NavigationLink" where node.calledExpression.is(DeclReferenceExprSyntax.self):
            navigationLinkDestination(node)
        default:
            if node.argument("action") != nil || node.trailingClosure != nil { componentAction(node) }
        }
        return .visitChildren
    }

    /// The `AttributedString` attributes that make a run a link: `.link`, and `.inlineLink` of the
    /// `\.linkGesture` scope a link gesture recognizer reads (link-gesture-recognizer reference).
    static let linkAttributes: Set<String> = ["link", "inlineLink"]

    /// Assignments of `.link` (or `.inlineLink`), to a slice or to a whole value.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let assignment = Assignment(node), Self.linkAttributes.contains(assignment.attribute) {
            attributedLink(assignment)
        } else if let assignment = WholeAssignment(node), Self.linkAttributes.contains(assignment.attribute) {
            wholeAttributedLink(assignment)
        }
        return .visitChildren
    }

    /// `tableView(_:didSelectRowAt:)`, `collectionView(_:didSelectItemAt:)` and `@IBAction`s (`+UIKitOpeners`).
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        rowSelection(node)
        interfaceBuilderAction(node)
        return .visitChildren
    }

    /// A `switch` over an action, kept for the action cases a control sends (`+ActionCases`).
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        if Self.isActionSwitch(node) { actionSwitches.append(node) }
        return .visitChildren
    }

    /// Previews never ship: their links are neither audited nor standalone for the app.
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    /// Code under `#if DEBUG` does not ship either.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        node.condition?.trimmedDescription == "DEBUG" ? .skipChildren : .visitChildren
    }

    /// `struct …: PreviewProvider` holds previews only.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherits = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" } ?? false
        if !inherits { urlWrapper(node) }
        return inherits ? .skipChildren : .visitChildren
    }

    // MARK: Positions

    /// The line and column of a file offset: 1-based line, 1-based UTF-8 byte column (`LineIndex`:
    /// the tree was parsed from bytes with the same offsets and line breaks as the file's).
    func position(_ offset: AbsolutePosition) -> SourcePosition {
        lineIndex.position(ofByte: offset.utf8Offset)
    }

    /// The span of a node without its trivia, end inclusive.
    func span(_ node: some SyntaxProtocol, through last: (some SyntaxProtocol)? = Optional<Syntax>.none) -> SourceSpan {
        let start = node.positionAfterSkippingLeadingTrivia
        let end = (last.map { Syntax($0) } ?? Syntax(node)).endPositionBeforeTrailingTrivia
        return SourceSpan(start: position(start), end: position(AbsolutePosition(utf8Offset: max(start.utf8Offset, end.utf8Offset - 1))))
    }

    // MARK: Values shared by the concerns

    /// The URL of `URL(string: "…")` (with or without `!`) when the string is a plain literal.
    static func literalURL(_ expression: ExprSyntax) -> String? {
        guard let call = expression.unwrapped.as(FunctionCallExprSyntax.self), call.calleeName == "URL",
            let literal = call.argument("string")?.stringLiteral
        else { return nil }
        let value = SwiftStringLiteral(literal)
        return value.isInterpolated ? nil : value.text
    }
}
