import LinkAuditExtractors
import LinkAuditModel
internal import SwiftParser
internal import SwiftSyntax

/// Reads the links of one Swift source file with the toolchain's SwiftParser (RULES.md §1):
/// SwiftUI `Link` controls (standalone), Markdown links in `Text("…")` and
/// `AttributedString(markdown: "…")` literals (inline), and `AttributedString` runs whose `.link` is
/// set (inline). Every link gets render `swiftui` (unless overridden) and scope `app`.
///
/// Positions are 1-based lines and 1-based UTF-8 byte columns from SwiftSyntax's
/// `SourceLocationConverter`; spans end on their last byte (inclusive).
public enum SwiftSourceExtractor {
    /// - Parameters:
    ///   - bytes: the file's raw bytes (UTF-8).
    ///   - file: the path relative to the working directory, as reports show it.
    ///   - options: the render target override, if any.
    /// - Returns: the links, markup problems of Markdown in literals, and `Button`s that open URLs.
    public static func extractDocument(bytes: [UInt8], file: String, options: ExtractionOptions = ExtractionOptions()) -> ExtractedDocument {
        var document = ExtractedDocument(file: file, format: .swift)
        guard let text = SourceText.utf8(bytes, kind: "Swift", reportingTo: &document) else { return document }
        let tree = text.withUnsafeBufferPointer { Parser.parse(source: $0) }
        if tree.hasError, let offset = FirstParseError.offset(in: tree) {
            let position = SourceLocationConverter(fileName: file, tree: tree).location(for: AbsolutePosition(utf8Offset: offset))
            document.errors.append(AuditError(
                file: file, line: max(position.line, 1), column: max(position.column, 1),
                message: "Swift the parser could not read (a syntax error, or nesting deeper than SwiftParser allows): links from here on may be missing"))
        }
        let visitor = SwiftLinkVisitor(file: file, tree: tree, lineIndex: LineIndex(text),
                                       builder: EmbeddedLinkBuilder(file: file, format: .swift, scope: .app, options: options))
        visitor.walk(tree)
        document.links = visitor.links
        document.problems = visitor.problems
        document.links.sort { ($0.span?.start ?? SourcePosition(line: 1, utf8Column: 1)) < ($1.span?.start ?? SourcePosition(line: 1, utf8Column: 1)) }
        document.urlOpeners = visitor.urlButtons
        return document
    }
}

/// Walks one syntax tree and collects links, markup problems and URL-opening buttons.
final class SwiftLinkVisitor: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    let lineIndex: LineIndex
    let builder: EmbeddedLinkBuilder
    let tree: SourceFileSyntax
    var links: [Link] = []
    var problems: [MarkupProblem] = []
    var urlButtons: [URLOpener] = []
    /// What each scope (function body, accessor, closure, file) binds and underlines, computed once.
    private var scopeFacts: [SyntaxIdentifier: ScopeFacts] = [:]

    /// The calls whose action opens a URL, as their callee is written without whitespace.
    static let urlOpeners: [String] = ["UIApplication.shared.open", "NSWorkspace.shared.open", "openURL", "UIApplication.shared.openURL"]

    init(file: String, tree: SourceFileSyntax, lineIndex: LineIndex, builder: EmbeddedLinkBuilder) {
        self.tree = tree
        self.file = file
        self.converter = SourceLocationConverter(fileName: file, tree: tree)
        self.lineIndex = lineIndex
        self.builder = builder
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.calleeName {
        case "Link" where node.calledExpression.is(DeclReferenceExprSyntax.self) || node.calledExpression.trimmedDescription == "SwiftUI.Link":
            linkControl(node)
        case "Text" where node.calledExpression.is(DeclReferenceExprSyntax.self):
            if let literal = node.firstUnlabeledArgument?.stringLiteral {
                markdown(in: literal)
            } else if let key = node.firstUnlabeledArgument?.as(FunctionCallExprSyntax.self),
                      key.calleeName == "LocalizedStringKey" || key.calledExpression.trimmedDescription == ".init",
                      let literal = key.firstUnlabeledArgument?.stringLiteral {
                // `Text(LocalizedStringKey("…"))`, `Text(.init("…"))`: a key, parsed as Markdown too.
                markdown(in: literal)
            }
        case "AttributedString" where node.calledExpression.is(DeclReferenceExprSyntax.self):
            if let literal = node.argument("markdown")?.stringLiteral {
                // Runs of an AttributedString can be underlined afterwards (`s[run.range].underlineStyle`).
                let underlined = CallFinder.scopeSetsUnderline(around: node)
                markdown(in: literal, underlined: underlined)
            }
        case "Button" where node.calledExpression.is(DeclReferenceExprSyntax.self):
            button(node)
        case "onTapGesture" where node.calledExpression.is(MemberAccessExprSyntax.self):
            tapGesture(node)
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let assignment = Assignment(node), assignment.attribute == "link" {
            attributedLink(assignment)
        } else if let assignment = WholeAssignment(node), assignment.attribute == "link" {
            wholeAttributedLink(assignment)
        }
        return .visitChildren
    }

    /// `text.link = URL(…)` on a whole `AttributedString("…")`, or `container.link = URL(…)` on an
    /// `AttributeContainer` later given to `AttributedString("…", attributes: container)` or
    /// `text[range].mergeAttributes(container)`.
    func wholeAttributedLink(_ assignment: WholeAssignment) {
        let facts = scopeFacts(around: assignment.node)
        guard let bound = facts.bindings[assignment.base]?.unwrapped.as(FunctionCallExprSyntax.self) else { return }
        var text: String?
        var underlined = facts.underlined.contains(assignment.base)
        switch bound.calleeName {
        case "AttributedString":
            guard let literal = bound.firstUnlabeledArgument?.stringLiteral else { return }
            let value = SwiftStringLiteral(literal)
            text = value.isInterpolated ? nil : value.text
        case "AttributeContainer":
            guard let use = facts.containerUses[assignment.base] else { return }
            text = use.text
            underlined = underlined || use.target.map(facts.underlined.contains) ?? false
        default:
            return
        }
        let destination = Self.literalURL(assignment.value)
        var link = builder.makeLink(text: text ?? "\\(" + assignment.base + ")",
                                    destination: destination ?? assignment.value.trimmedDescription,
                                    isDynamicDestination: destination == nil, isDynamicText: text == nil,
                                    syntax: .attributedStringLink, placement: .inline, span: span(assignment.node))
        link.swiftCode = SwiftLinkCode(setsUnderlineStyle: underlined)
        links.append(link)
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
        return inherits ? .skipChildren : .visitChildren
    }

    // MARK: Positions

    func position(_ offset: AbsolutePosition) -> SourcePosition {
        let location = converter.location(for: offset)
        return SourcePosition(line: max(location.line, 1), utf8Column: max(location.column, 1))
    }

    /// The span of a node without its trivia, end inclusive.
    func span(_ node: some SyntaxProtocol, through last: (some SyntaxProtocol)? = Optional<Syntax>.none) -> SourceSpan {
        let start = node.positionAfterSkippingLeadingTrivia
        let end = (last.map { Syntax($0) } ?? Syntax(node)).endPositionBeforeTrailingTrivia
        return SourceSpan(start: position(start), end: position(AbsolutePosition(utf8Offset: max(start.utf8Offset, end.utf8Offset - 1))))
    }

    // MARK: Link controls

    /// `Link("Title", destination: URL(string: "…")!)`, `Link(destination:) { Text("…") }` or
    /// `{ Label("…", systemImage: …) }`, with `.accessibilityLabel` and
    /// `.accessibilityRemoveTraits(.isButton)` read from the modifier chain around it.
    func linkControl(_ node: FunctionCallExprSyntax) {
        guard let destinationExpression = node.argument("destination") else { return }
        var text = ""
        var isDynamicText = false
        var labelName: String?
        if let title = node.firstUnlabeledArgument {
            (text, isDynamicText) = Self.textValue(of: title)
        } else if let closure = node.trailingClosure ?? node.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure
                    ?? node.argument("label")?.as(ClosureExprSyntax.self) {
            (text, isDynamicText, labelName) = Self.labelText(of: closure)
        }
        var name: String? = labelName
        var removesButtonTrait = false
        for (modifier, call) in Self.modifierChain(of: node) {
            switch modifier {
            case "accessibilityLabel":
                guard var argument = call.firstUnlabeledArgument else { continue }
                if let text = argument.as(FunctionCallExprSyntax.self), text.calleeName == "Text", let inner = text.firstUnlabeledArgument { argument = inner }
                let value = Self.textValue(of: argument)
                name = value.text
                isDynamicText = isDynamicText || value.isDynamic
            default:
                removesButtonTrait = removesButtonTrait || removesButton(modifier, call)
            }
        }
        // SwiftUI applies a container's modifiers (`Group { … }.accessibilityRemoveTraits(.isButton)`) to each child.
        var ancestor = Syntax(node).parent
        while !removesButtonTrait, let current = ancestor {
            if let call = current.as(FunctionCallExprSyntax.self), call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty {
                removesButtonTrait = Self.modifierChain(of: call).contains { removesButton($0.0, $0.1) }
            }
            ancestor = current.parent
        }
        let destination = Self.literalURL(destinationExpression)
        var link = builder.makeLink(text: text, name: name, nameSource: name == nil ? .content : .accessibilityLabel,
                                    destination: destination ?? destinationExpression.trimmedDescription,
                                    isDynamicDestination: destination == nil, isDynamicText: isDynamicText,
                                    syntax: .swiftLink, placement: .standalone, span: span(node))
        link.swiftCode = SwiftLinkCode(removesButtonTrait: removesButtonTrait)
        links.append(link)
    }

    /// Whether a modifier removes the button trait: `.accessibilityRemoveTraits(.isButton)`, or a
    /// `ViewModifier` (`.modifier(LinkStyle())`) or `View` extension method declared in this file
    /// that does.
    func removesButton(_ modifier: String, _ call: FunctionCallExprSyntax) -> Bool {
        switch modifier {
        case "accessibilityRemoveTraits": call.arguments.contains { $0.expression.compactText.contains(".isButton") }
        case "modifier": call.firstUnlabeledArgument.flatMap { $0.as(FunctionCallExprSyntax.self)?.calleeName }.map(traitRemovers.contains) ?? false
        default: traitRemovers.contains(modifier)
        }
    }

    /// Names of the `ViewModifier`s and `View` extension methods of this file whose body removes the
    /// button trait.
    lazy var traitRemovers: Set<String> = {
        let finder = TraitRemoverFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.names
    }()

    /// The text of a `Link`'s label closure: the first `Text("…")` or `Label("…")` title in it, and an
    /// `.accessibilityLabel` inside it as the name. A label of images only has no text; a label of
    /// other views (a custom view) is dynamic: its text cannot be known here.
    static func labelText(of closure: ClosureExprSyntax) -> (text: String, isDynamic: Bool, name: String?) {
        var name: String?
        if let call = CallFinder.first(in: closure, where: { $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "accessibilityLabel" }),
           var argument = call.firstUnlabeledArgument {
            if let text = argument.as(FunctionCallExprSyntax.self), text.calleeName == "Text", let inner = text.firstUnlabeledArgument { argument = inner }
            name = textValue(of: argument).text
        }
        if let title = CallFinder.first(in: closure, where: { call in
            ["Text", "Label"].contains(call.calleeName ?? "") && call.calledExpression.is(DeclReferenceExprSyntax.self) && call.firstUnlabeledArgument != nil
        }), let argument = title.firstUnlabeledArgument {
            let value = textValue(of: argument)
            return (value.text, value.isDynamic, name)
        }
        let layout: Set<String> = ["Image", "HStack", "VStack", "ZStack", "Group", "Spacer", "Label"]
        let other = CallFinder.first(in: closure) { call in
            call.calledExpression.is(DeclReferenceExprSyntax.self) && !layout.contains(call.calleeName ?? "")
        }
        return other == nil ? ("", false, name) : ("\\(" + closure.statements.trimmedDescription + ")", true, name)
    }

    /// The modifiers applied to a view expression, innermost first: `(name, call)` for each
    /// `.modifier(…)` whose base is the view or an earlier modifier of the chain.
    static func modifierChain(of node: FunctionCallExprSyntax) -> [(String, FunctionCallExprSyntax)] {
        var chain: [(String, FunctionCallExprSyntax)] = []
        var current = Syntax(node)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init)?.id == current.id,
              let call = member.parent?.as(FunctionCallExprSyntax.self), Syntax(call.calledExpression).id == Syntax(member).id {
            chain.append((member.declName.baseName.text, call))
            current = Syntax(call)
        }
        return chain
    }

    /// The text of a title expression: a literal's value (dynamic when interpolated), or `\(expression)`
    /// for anything computed.
    static func textValue(of expression: ExprSyntax) -> (text: String, isDynamic: Bool) {
        if let literal = expression.stringLiteral {
            let value = SwiftStringLiteral(literal)
            return (value.text, value.isInterpolated)
        }
        return ("\\(" + expression.trimmedDescription + ")", true)
    }

    /// The URL of `URL(string: "…")` (with or without `!`) when the string is a plain literal.
    static func literalURL(_ expression: ExprSyntax) -> String? {
        guard let call = expression.unwrapped.as(FunctionCallExprSyntax.self), call.calleeName == "URL",
              let literal = call.argument("string")?.stringLiteral else { return nil }
        let value = SwiftStringLiteral(literal)
        return value.isInterpolated ? nil : value.text
    }

    // MARK: Markdown in literals

    /// The Markdown links of a `LocalizedStringKey` or `AttributedString(markdown:)` literal.
    func markdown(in literal: StringLiteralExprSyntax, underlined: Bool = false) {
        let value = SwiftStringLiteral(literal)
        guard !value.bytes.isEmpty else { return }
        let found = builder.markdownLinks(in: value.bytes, offsets: value.offsets, lineIndex: lineIndex)
        links += found.links.map { link in
            var link = link
            if underlined { link.swiftCode = SwiftLinkCode(setsUnderlineStyle: true) }
            return link
        }
        problems += found.problems
    }

    // MARK: Buttons that open URLs

    /// A `Button` whose action (a closure, or a function of this file named as the action) calls one of `urlOpeners`.
    func button(_ node: FunctionCallExprSyntax) {
        let action: Syntax?
        if let argument = node.argument("action") {
            if let closure = argument.as(ClosureExprSyntax.self) {
                action = Syntax(closure)
            } else {
                // `Button(action: openHelp)`: the body of `func openHelp()` in this file.
                let name = argument.as(DeclReferenceExprSyntax.self)?.baseName.text
                action = name.flatMap { functionBodies[$0] }.map(Syntax.init)
            }
        } else {
            action = node.trailingClosure.map(Syntax.init)
        }
        guard let action, let opener = firstOpener(in: action) else { return }
        let title = node.firstUnlabeledArgument.flatMap { $0.stringLiteral }.map { SwiftStringLiteral($0).text }
        urlButtons.append(URLOpener(kind: .button, destination: opener.firstUnlabeledArgument.flatMap(Self.literalURL), file: file,
                                    position: position(node.positionAfterSkippingLeadingTrivia), title: title,
                                    opener: opener.calledExpression.compactText))
    }

    /// `.onTapGesture { … }` whose closure opens a URL: a view that acts as a link but is no control at all.
    func tapGesture(_ node: FunctionCallExprSyntax) {
        guard let closure = node.trailingClosure ?? node.argument("perform")?.as(ClosureExprSyntax.self),
              let opener = firstOpener(in: Syntax(closure)),
              let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return }
        var base = member.base
        while let call = base?.as(FunctionCallExprSyntax.self), let inner = call.calledExpression.as(MemberAccessExprSyntax.self) {
            base = inner.base
        }
        let title = base?.as(FunctionCallExprSyntax.self).flatMap { $0.calleeName == "Text" ? $0.firstUnlabeledArgument?.stringLiteral : nil }
            .map { SwiftStringLiteral($0).text }
        urlButtons.append(URLOpener(kind: .tapGesture, destination: opener.firstUnlabeledArgument.flatMap(Self.literalURL), file: file,
                                    position: position(member.period.positionAfterSkippingLeadingTrivia), title: title,
                                    opener: opener.calledExpression.compactText))
    }

    /// Bodies of the functions this file declares, by name (the first of each name).
    lazy var functionBodies: [String: CodeBlockSyntax] = {
        let finder = FunctionBodyFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.bodies
    }()

    /// The first call below `node` that opens a URL.
    func firstOpener(in node: Syntax) -> FunctionCallExprSyntax? {
        CallFinder.first(in: node, where: { call in
            let callee = call.calledExpression.compactText
            // `openURL` is the environment action (`self.openURL`, `openURL.callAsFunction`); a method of
            // another object that happens to share the name (`router.openURL(.profile)`) is not.
            return Self.urlOpeners.contains { opener in
                callee == opener || callee == "self." + opener || callee == opener + ".callAsFunction"
                    || (opener.contains(".") && callee.hasSuffix("." + opener))
            }
        })
    }

    // MARK: AttributedString runs

    /// `text[range].link = URL(string: "…")`: an inline run, named by the literal of
    /// `text.range(of: "…")` when the scope binds `range` so, underlined when the same scope sets
    /// `text[range].underlineStyle`.
    func attributedLink(_ assignment: Assignment) {
        let facts = scopeFacts(around: assignment.node)
        var text: String?
        let index = assignment.index.unwrapped
        if let literal = Self.rangeLiteral(index, base: assignment.base) {
            text = literal
        } else if let reference = index.as(DeclReferenceExprSyntax.self), let bound = facts.bindings[reference.baseName.text] {
            text = Self.rangeLiteral(bound.unwrapped, base: assignment.base)
        }
        let destination = Self.literalURL(assignment.value)
        var link = builder.makeLink(text: text ?? "\\(" + assignment.index.trimmedDescription + ")",
                                    destination: destination ?? assignment.value.trimmedDescription,
                                    isDynamicDestination: destination == nil, isDynamicText: text == nil,
                                    syntax: .attributedStringLink, placement: .inline, span: span(assignment.node))
        link.swiftCode = SwiftLinkCode(setsUnderlineStyle: facts.underlined.contains(assignment.target))
        links.append(link)
    }

    /// The literal of `base.range(of: "…")` when `expression` is that call on the same base.
    static func rangeLiteral(_ expression: ExprSyntax, base: String) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "range",
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base?.compactText == base, let literal = call.argument("of")?.stringLiteral else { return nil }
        let value = SwiftStringLiteral(literal)
        return value.isInterpolated ? nil : value.text
    }

    /// The facts of the scope enclosing `node`: the nearest function, initializer, accessor, closure
    /// or the file.
    func scopeFacts(around node: some SyntaxProtocol) -> ScopeFacts {
        var scope = Syntax(node)
        while let parent = scope.parent {
            scope = parent
            if scope.is(FunctionDeclSyntax.self) || scope.is(InitializerDeclSyntax.self) || scope.is(AccessorDeclSyntax.self)
                || scope.is(AccessorBlockSyntax.self) || scope.is(ClosureExprSyntax.self) { break }
        }
        if let known = scopeFacts[scope.id] { return known }
        let collector = ScopeFactsCollector(viewMode: .sourceAccurate)
        collector.walk(scope)
        scopeFacts[scope.id] = collector.facts
        return collector.facts
    }
}

/// An assignment to an attribute of an `AttributedString` slice: `base[index].attribute = value`.
struct Assignment {
    var node: SequenceExprSyntax
    var base: String
    var index: ExprSyntax
    var attribute: String
    var value: ExprSyntax
    /// `base[index]` without whitespace, to match assignments to the same range.
    var target: String

    init?(_ node: SequenceExprSyntax) {
        guard let (member, value) = Self.memberAssignment(node),
              let subscriptCall = member.base?.as(SubscriptCallExprSyntax.self),
              let index = subscriptCall.arguments.first?.expression else { return nil }
        self.node = node
        self.base = subscriptCall.calledExpression.compactText
        self.index = index
        self.attribute = member.declName.baseName.text
        self.value = value
        self.target = ExprSyntax(subscriptCall).compactText
    }

    /// `something.attribute = value`: the member access on the left and the value.
    static func memberAssignment(_ node: SequenceExprSyntax) -> (MemberAccessExprSyntax, ExprSyntax)? {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let member = elements[0].as(MemberAccessExprSyntax.self) else { return nil }
        return (member, elements[2])
    }
}

/// An assignment to an attribute of a whole value: `name.attribute = value`.
struct WholeAssignment {
    var node: SequenceExprSyntax
    var base: String
    var attribute: String
    var value: ExprSyntax

    init?(_ node: SequenceExprSyntax) {
        guard let (member, value) = Assignment.memberAssignment(node),
              let base = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        self.node = node
        self.base = base.baseName.text
        self.attribute = member.declName.baseName.text
        self.value = value
    }
}

/// What one scope binds (`let range = …`, `if let range = …`) and which slices it underlines.
struct ScopeFacts {
    var bindings: [String: ExprSyntax] = [:]
    /// `base[index]` (without whitespace) of every `.underlineStyle` assignment, and `name` of
    /// every whole-value one (`text.underlineStyle = …`, `container.underlineStyle = …`).
    var underlined: Set<String> = []
    /// Where an `AttributeContainer` is applied: the text it names (the literal of
    /// `AttributedString("…", attributes: c)` or of the range in `s[range].mergeAttributes(c)`)
    /// and the slice it is merged into.
    var containerUses: [String: (text: String?, target: String?)] = [:]
}

final class ScopeFactsCollector: SyntaxVisitor {
    var facts = ScopeFacts()

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            facts.bindings[name] = value
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            facts.bindings[name] = value
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let assignment = Assignment(node), assignment.attribute == "underlineStyle" { facts.underlined.insert(assignment.target) }
        if let assignment = WholeAssignment(node), assignment.attribute == "underlineStyle" { facts.underlined.insert(assignment.base) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calleeName == "AttributedString", let container = node.argument("attributes")?.as(DeclReferenceExprSyntax.self),
           let literal = node.firstUnlabeledArgument?.stringLiteral {
            let value = SwiftStringLiteral(literal)
            facts.containerUses[container.baseName.text] = (value.isInterpolated ? nil : value.text, nil)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "mergeAttributes",
                  let container = node.firstUnlabeledArgument?.as(DeclReferenceExprSyntax.self),
                  let slice = member.base?.as(SubscriptCallExprSyntax.self), let index = slice.arguments.first?.expression {
            let base = slice.calledExpression.compactText
            var text = SwiftLinkVisitor.rangeLiteral(index.unwrapped, base: base)
            if text == nil, let reference = index.unwrapped.as(DeclReferenceExprSyntax.self),
               let bound = facts.bindings[reference.baseName.text] {
                text = SwiftLinkVisitor.rangeLiteral(bound.unwrapped, base: base)
            }
            facts.containerUses[container.baseName.text] = (text, ExprSyntax(slice).compactText)
        }
        return .visitChildren
    }
}

/// Finds the first call (in source order) below a node that satisfies a test.
final class CallFinder: SyntaxVisitor {
    let test: (FunctionCallExprSyntax) -> Bool
    var found: FunctionCallExprSyntax?

    init(test: @escaping (FunctionCallExprSyntax) -> Bool) {
        self.test = test
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if found != nil { return .skipChildren }
        if test(node) { found = node; return .skipChildren }
        return .visitChildren
    }

    static func first(in node: some SyntaxProtocol, where test: @escaping (FunctionCallExprSyntax) -> Bool) -> FunctionCallExprSyntax? {
        let finder = CallFinder(test: test)
        finder.walk(node)
        return finder.found
    }

    static func first(named names: Set<String>, in node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        first(in: node) { call in call.calleeName.map(names.contains) ?? false && call.calledExpression.is(DeclReferenceExprSyntax.self) }
    }
}

extension CallFinder {
    /// Whether the function, accessor or closure around `node` sets `.underlineStyle` anywhere.
    static func scopeSetsUnderline(around node: some SyntaxProtocol) -> Bool {
        var scope = Syntax(node)
        while let parent = scope.parent {
            scope = parent
            if scope.is(FunctionDeclSyntax.self) || scope.is(AccessorDeclSyntax.self) || scope.is(ClosureExprSyntax.self)
                || scope.is(InitializerDeclSyntax.self) { break }
        }
        let finder = MemberFinder(name: "underlineStyle")
        finder.walk(scope)
        return finder.found
    }
}

/// Finds a member access by name (`x.underlineStyle`) below a node.
final class MemberFinder: SyntaxVisitor {
    let name: String
    var found = false

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == name { found = true }
        return found ? .skipChildren : .visitChildren
    }
}

/// The `ViewModifier` types and `View` extension methods of a file whose body removes the button trait.
final class TraitRemoverFinder: SyntaxVisitor {
    var names: Set<String> = []

    private static func removesTrait(_ node: some SyntaxProtocol) -> Bool {
        let text = node.trimmedDescription
        return text.contains("accessibilityRemoveTraits") && text.contains("isButton")
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let isModifier = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "ViewModifier" } ?? false
        if isModifier, Self.removesTrait(node.memberBlock) { names.insert(node.name.text) }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body, Self.removesTrait(body) { names.insert(node.name.text) }
        return .skipChildren
    }
}

/// The first place SwiftParser could not read: unexpected tokens or a missing one.
final class FirstParseError: SyntaxVisitor {
    var offset: Int?

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        record(node.positionAfterSkippingLeadingTrivia.utf8Offset)
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing { record(token.positionAfterSkippingLeadingTrivia.utf8Offset) }
        return .visitChildren
    }

    private func record(_ value: Int) {
        offset = min(offset ?? value, value)
    }

    /// The UTF-8 offset of the first parse error in the tree, or `nil`.
    static func offset(in tree: SourceFileSyntax) -> Int? {
        let finder = FirstParseError(viewMode: .all)
        finder.walk(tree)
        return finder.offset
    }
}

/// The bodies of a file's functions, by name.
final class FunctionBodyFinder: SyntaxVisitor {
    var bodies: [String: CodeBlockSyntax] = [:]

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body, bodies[node.name.text] == nil { bodies[node.name.text] = body }
        return .visitChildren
    }
}
