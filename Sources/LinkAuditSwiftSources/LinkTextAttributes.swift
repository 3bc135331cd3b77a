internal import SwiftSyntax

/// The `UITextView.linkTextAttributes` a file sets, and the text views it hands attributed text.
///
/// A text view draws every `.link` run of its `attributedText` with its `linkTextAttributes`, over
/// the run's own attributes: `.underlineStyle` there underlines each link it shows. Which view shows
/// which attributed string is known only when the file makes it plain, so the answer is for the whole
/// file: every view the file gives `attributedText` (`view.attributedText = …`) is a view it gives
/// underlined `linkTextAttributes`, and no view of the file gets `linkTextAttributes` without
/// `.underlineStyle`. A view whose text is set in another file, or a `UILabel` given the same text,
/// leaves the runs as they are.
struct LinkTextAttributes {
    /// Views, as written without `self.`, given `linkTextAttributes` holding `.underlineStyle`
    /// (`[.underlineStyle: …]`, or `linkTextAttributes[.underlineStyle] = …`).
    var underlining: Set<String> = []
    /// Views given `linkTextAttributes` without `.underlineStyle`, or with a value not written in place.
    var plain: Set<String> = []
    /// Views given `attributedText`.
    var shown: Set<String> = []
    /// The `.foregroundColor` of each view's `linkTextAttributes` (`[.foregroundColor: UIColor.…]`,
    /// or `linkTextAttributes[.foregroundColor] = …`) and where it is written, the last one winning.
    var colors: [String: (value: ExprSyntax, site: Syntax)] = [:]

    /// The color every view the file gives `attributedText` draws its links in: set by each one's
    /// `linkTextAttributes`, written the same everywhere; `nil` otherwise. A text view draws link
    /// runs with its `linkTextAttributes` over the runs' own `.foregroundColor`.
    var linkColor: (value: ExprSyntax, site: Syntax)? {
        let given = shown.compactMap { colors[$0] }
        guard !shown.isEmpty, given.count == shown.count, Set(given.map(\.value.compactText)).count == 1 else { return nil }
        return given.min { $0.site.position.utf8Offset < $1.site.position.utf8Offset }
    }

    /// Whether the file's attributed `.link` runs are all drawn by views that underline links.
    var underlinesEveryShownLink: Bool { !underlining.isEmpty && plain.isEmpty && !shown.isEmpty && shown.isSubset(of: underlining) }

    /// The assignments of `tree`.
    init(_ tree: SourceFileSyntax) {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        self = finder.result
    }

    init() {}

    /// The view of `view.member`, without `self.`.
    static func view(_ member: MemberAccessExprSyntax) -> String? {
        guard let base = member.base?.compactText else { return nil }
        return base.hasPrefix("self.") ? String(base.dropFirst(5)) : base
    }

    private final class Finder: SyntaxVisitor {
        var result = LinkTextAttributes()

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard let (target, value) = Self.assignment(node) else { return .visitChildren }
            if let member = target.as(MemberAccessExprSyntax.self), let view = LinkTextAttributes.view(member) {
                switch member.declName.baseName.text {
                case "attributedText": result.shown.insert(view)
                case "linkTextAttributes":
                    let elements: DictionaryElementListSyntax? =
                        if case .elements(let elements)? = value.as(DictionaryExprSyntax.self)?.content { elements } else { nil }
                    if let elements, SwiftLinkVisitor.holdsUnderline(elements) {
                        result.underlining.insert(view)
                    } else {
                        result.plain.insert(view)
                    }
                    if let color = SwiftLinkVisitor.dictionaryColor(elements) { result.colors[view] = color }
                default: break
                }
            } else if let slot = target.as(SubscriptCallExprSyntax.self),
                let member = slot.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "linkTextAttributes", let view = LinkTextAttributes.view(member),
                let key = slot.arguments.first?.expression
            {
                if SwiftLinkVisitor.isUnderlineKey(key), !SwiftLinkVisitor.isNoUnderline(value) { result.underlining.insert(view) }
                if SwiftLinkVisitor.attributeKeyName(key) == "foregroundColor" { result.colors[view] = (value, Syntax(node)) }
            }
            return .visitChildren
        }

        /// `target = value`, before operator folding.
        static func assignment(_ node: SequenceExprSyntax) -> (ExprSyntax, ExprSyntax)? {
            let elements = Array(node.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
            return (elements[0], elements[2])
        }
    }
}
