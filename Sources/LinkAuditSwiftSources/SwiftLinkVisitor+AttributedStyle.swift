import LinkAuditModel
internal import SwiftSyntax

/// How attributed `.link` runs are styled (`Link.style`, issue 13): the `.foregroundColor` set on
/// the same run (an `AttributedString` slice or value, an `AttributeContainer`, the attributes or
/// range of an `NSAttributedString` link) and its `.underlineStyle`.
///
/// The attributes of an attributed string win over the modifiers of the `Text` that shows it
/// (Apple's documentation of `Text.init(_:)` for `AttributedString`: an attributed run's color is
/// drawn even when `.foregroundColor` is applied around it), so the run's own color is the link's.
/// Which view shows the string, and so the background and the text color around the run, is not
/// known here: both stay `nil` unless the whole value's `.foregroundColor` gives the text color.
extension SwiftLinkVisitor {
    /// A run's color as written: the color expression and the node whose position names where it is set.
    typealias RunColor = (value: ExprSyntax, site: Syntax)

    /// The style of an attributed link run; `nil` when neither a color nor an underline is set on it.
    func attributedRunStyle(color: RunColor?, textColor: ExprSyntax? = nil, underlined: Bool, family: SwiftColorExpression.Family)
        -> LinkStyle?
    {
        guard color != nil || underlined else { return nil }
        let style = AppearanceStyle(
            color: color.flatMap { SwiftColorExpression.source(of: $0.value, family: family, constants: colorConstants) },
            textColor: textColor.flatMap { SwiftColorExpression.source(of: $0, family: family, constants: colorConstants) },
            background: nil,
            cues: underlined ? [.underline] : [],
            colorSite: color.map { ColorSite(file: file, position: position($0.site.positionAfterSkippingLeadingTrivia)) })
        return LinkStyle(appearances: [style])
    }

    /// How an implicit member (`.blue`) of an `AttributedString` attribute reads: SwiftUI's `Color`
    /// in a file that imports SwiftUI (its attribute scope wins there), else UIKit's `UIColor`.
    var attributedStringFamily: SwiftColorExpression.Family { importsSwiftUI ? .swiftUI : .uiKit }

    /// The color a scope assigns to a slice or value (`text[range].foregroundColor = …`, `text.foregroundColor = …`).
    static func assignedColor(_ facts: ScopeFacts, _ key: String) -> RunColor? {
        facts.colored[key].map { ($0.value, Syntax($0.assignment)) }
    }

    /// The `.foregroundColor(…)` of an `AttributeContainer` builder chain, before or after `.link(…)`.
    static func containerColor(_ link: FunctionCallExprSyntax) -> RunColor? {
        var calls = modifierChain(of: link).map(\.1)
        var current = link.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let call = current?.as(FunctionCallExprSyntax.self) {
            calls.append(call)
            current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        guard let call = calls.first(where: { $0.calleeName == "foregroundColor" }), let value = call.firstUnlabeledArgument else {
            return nil
        }
        return (value, call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call))
    }

    /// The `.foregroundColor` of an `NSAttributedString` link's attributes dictionary.
    static func dictionaryColor(_ dictionary: DictionaryElementListSyntax?) -> RunColor? {
        guard let element = dictionary?.first(where: { attributeKeyName($0.key) == "foregroundColor" }) else { return nil }
        return (element.value, Syntax(element))
    }

    /// The color `addAttribute(.foregroundColor, value: …, range: r)` (or `addAttributes([.foregroundColor: …], range: r)`)
    /// gives the same receiver and range in the scope of `node`.
    func rangeColor(around node: FunctionCallExprSyntax, receiver: String, range: ExprSyntax) -> RunColor? {
        let scope = ScopeFacts.scope(enclosing: node)
        var found: RunColor?
        // Every call of the scope is looked at; the last color set on the range wins.
        _ = CallFinder.first(in: scope) { call in
            guard call.argument("range")?.compactText == range.compactText,
                call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.compactText == receiver
            else { return false }
            switch call.calleeName {
            case "addAttribute":
                if let key = call.firstUnlabeledArgument, Self.attributeKeyName(key) == "foregroundColor",
                    let value = call.argument("value")
                {
                    found = (value, Syntax(key))
                }
            case "addAttributes", "setAttributes":
                if let color = Self.dictionaryColor(call.firstUnlabeledArgument.flatMap(self.attributesDictionary)) { found = color }
            default: break
            }
            return false
        }
        return found
    }

    /// The style of an `NSAttributedString` link run once the file's text views are known: their
    /// `linkTextAttributes` color (`LinkTextAttributes.linkColor`) replaces the run's own, and their
    /// `.underlineStyle` underlines it (`SwiftLinkCode.textViewUnderlinesLinks`).
    func textViewStyle(_ link: Link, attributes: LinkTextAttributes) -> LinkStyle? {
        let underlined = link.swiftCode?.setsUnderlineStyle == true || link.swiftCode?.textViewUnderlinesLinks == true
        if let color = attributes.linkColor { return attributedRunStyle(color: color, underlined: underlined, family: .uiKit) }
        guard var style = link.style ?? attributedRunStyle(color: nil, underlined: underlined, family: .uiKit) else { return nil }
        if underlined { style.appearances[0].cues = [.underline] }
        return style
    }
}
