import LinkAuditModel
internal import SwiftSyntax

/// UIKit in-text links: `NSAttributedString` and `NSMutableAttributedString` runs whose attributes
/// hold `.link`, or the `.inlineLink` key a link gesture recognizer on a `UILabel` reads
/// (link-gesture-recognizer reference). Each is an inline link, underlined when the same
/// attributes, or the same range in the same scope, get `.underlineStyle`.
extension SwiftLinkVisitor {
    /// `NSAttributedString(string: "…", attributes: [.link: url, …])`, the attributes written in
    /// place or bound to a name in the scope. The link starts at the string literal when the text is
    /// one, else at the `.link` attribute.
    func nsAttributedStringInit(_ node: FunctionCallExprSyntax) {
        guard let attributes = node.argument("attributes"), let dictionary = attributesDictionary(attributes),
            let (element, kind) = Self.linkElement(in: dictionary)
        else { return }
        let string = node.argument("string")
        let literal = string?.stringLiteral.map(SwiftStringLiteral.init)
        let text = literal.flatMap { $0.isInterpolated ? nil : $0.text }
        // `let anchor = NSAttributedString(…)`: the name a sentence may be given the run by.
        let name = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?.pattern
            .as(IdentifierPatternSyntax.self)?.identifier.text
        addNSLink(
            text: text, value: element.value, kind: kind,
            underlined: Self.holdsUnderline(dictionary), span: text == nil ? span(element) : span(string!),
            textKey: nil, color: Self.dictionaryColor(dictionary), textSource: text == nil ? string : nil,
            run: name.map { ($0, Syntax(node)) })
    }

    /// `s.addAttribute(.link, value: url, range: r)`, `s.addAttributes([.link: url, …], range: r)` and
    /// `s.setAttributes(…)`: named by the literal of a `range(of: "…")` in `r` (or in what `r` is bound
    /// to), underlined when the same attributes or another call on the same `s` and `r` set
    /// `.underlineStyle`.
    func nsAddAttributes(_ node: FunctionCallExprSyntax) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let receiver = member.base?.compactText,
            let range = node.argument("range"), let first = node.firstUnlabeledArgument
        else { return }
        let value: ExprSyntax
        let kind: AttributedLinkKind
        var underlined = false
        let start: Syntax
        if node.calleeName == "addAttribute" {
            guard let key = Self.linkKind(of: first), let attributeValue = node.argument("value") else { return }
            (value, kind, start) = (attributeValue, key, Syntax(first))
        } else {
            guard let dictionary = attributesDictionary(first), let (element, key) = Self.linkElement(in: dictionary) else { return }
            (value, kind, start) = (element.value, key, Syntax(element))
            underlined = Self.holdsUnderline(dictionary)
        }
        // `removeAttribute(.link, range:)` later in the scope, over the same range or the whole
        // string, takes the link away again: no link is left.
        if linkRemoved(after: node, receiver: receiver, range: range) { return }
        let facts = scopes.facts(around: node)
        var rangeExpression = range.unwrapped
        if let name = rangeExpression.as(DeclReferenceExprSyntax.self), let bound = paths.binding(of: name.baseName.text, at: node) {
            rangeExpression = bound.unwrapped
        }
        let rangeOf = CallFinder.first(in: rangeExpression) { $0.calleeName == "range" && $0.argument("of") != nil }?.argument("of")
        var (text, textExpression) = runText(rangeOf)
        // A range over the whole string: the text the string was made from
        // (`NSMutableAttributedString(string: L10n.showMore)`, then a `.link` over all of it).
        var wholeSource: ExprSyntax?
        if rangeOf == nil, Self.coversWhole(rangeExpression, of: receiver),
            let made = paths.binding(of: receiver, at: node)?.unwrapped.as(FunctionCallExprSyntax.self),
            ["NSMutableAttributedString", "NSAttributedString"].contains(made.calleeName ?? ""), let string = made.argument("string")
        {
            if let literal = Self.literalText(string) { text = literal } else { wholeSource = string }
            textExpression = nil
        }
        // Another call on the same string and range, on this statement's path (not in another
        // `switch` case or `if` branch), that sets `.underlineStyle`.
        if !underlined {
            underlined = paths.rangeCalls(LexicalPath.RangeCall(receiver: receiver, range: range.compactText), at: node)
                .contains(where: setsUnderline)
        }
        addNSLink(
            text: text, value: value, kind: kind, underlined: underlined,
            span: span(start), textKey: text == nil ? localizedKey(of: rangeOf, facts: facts) : nil,
            color: rangeColor(around: node, receiver: receiver, range: range), textExpression: textExpression,
            textSource: wholeSource, run: (receiver, Syntax(node)))
    }

    /// Whether a `removeAttribute(.link, range:)` on `receiver` after `node`, in the same scope,
    /// removes what `node` adds: over the same range (as written), or over the whole string
    /// (`NSRange(location: 0, length: receiver.length)`).
    func linkRemoved(after node: FunctionCallExprSyntax, receiver: String, range: ExprSyntax) -> Bool {
        paths.calls(named: "removeAttribute", inScopeOf: node).contains { call in
            guard call.position > node.position, call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.compactText == receiver,
                let key = call.firstUnlabeledArgument, Self.linkKind(of: key) != nil, let removed = call.argument("range")
            else { return false }
            return removed.compactText == range.compactText || Self.coversWhole(removed, of: receiver)
        }
    }

    /// `NSRange(location: 0, length: receiver.length)` (or `receiver.string.count`-style lengths of
    /// the same receiver).
    static func coversWhole(_ range: ExprSyntax, of receiver: String) -> Bool {
        guard let call = range.as(FunctionCallExprSyntax.self), call.calleeName == "NSRange",
            call.argument("location")?.compactText == "0", let length = call.argument("length")?.compactText
        else { return false }
        return length == receiver + ".length" || length.hasPrefix(receiver + ".string.")
    }

    /// Whether a call on an attributed string sets `.underlineStyle` (`addAttribute(.underlineStyle, …)`,
    /// `addAttributes([.underlineStyle: …], …)`).
    func setsUnderline(_ call: FunctionCallExprSyntax) -> Bool {
        switch call.calleeName {
        case "addAttribute":
            call.firstUnlabeledArgument.map(Self.isUnderlineKey) ?? false && !(call.argument("value").map(Self.isNoUnderline) ?? false)
        case "addAttributes", "setAttributes": call.firstUnlabeledArgument.flatMap(attributesDictionary).map(Self.holdsUnderline) ?? false
        default: false
        }
    }

    /// One link of an attributed run; `text` `nil` when computed at run time (its name is then
    /// unknown: `NameSource.unknown`, never Swift source), `textKey` the key it
    /// shows when it is a localized string, `color` the `.foregroundColor` set on the run, `run`
    /// the name the run is held by and where, for the sentence it may be put into.
    private func addNSLink(
        text: String?, value: ExprSyntax, kind: AttributedLinkKind, underlined: Bool, span: SourceSpan,
        textKey: LocalizedKey?, color: RunColor?, textExpression: URLExpression? = nil, textSource: ExprSyntax? = nil,
        run: (name: String, at: Syntax)? = nil
    ) {
        let (destination, expression) = runDestination(value, literal: Self.nsLinkDestination(value))
        var link = builder.makeLink(
            text: text ?? "", nameSource: text == nil ? .unknown : .content, destination: destination ?? value.trimmedDescription,
            isDynamicDestination: destination == nil, isDynamicText: text == nil,
            syntax: .attributedStringLink, placement: .inline, span: span)
        link.swiftCode = SwiftLinkCode(setsUnderlineStyle: underlined, attributedKind: kind)
        link.swiftCode?.textKey = textKey
        link.swiftCode?.destinationExpression = expression
        if textKey == nil { link.swiftCode?.textExpression = textExpression }
        if let textSource { recordTextSource(textSource, of: &link, facts: scopes.facts(around: textSource)) }
        if let run { link.swiftCode?.sentence = sentence(receiving: run.name, at: run.at, facts: scopes.facts(around: run.at)) }
        link.style = attributedRunStyle(color: color, underlined: underlined, family: .uiKit)
        links.append(link)
    }

    /// The dictionary literal of an attributes argument, written in place or bound to a name in the scope.
    func attributesDictionary(_ expression: ExprSyntax) -> DictionaryElementListSyntax? {
        var expression = expression.unwrapped
        if let name = expression.as(DeclReferenceExprSyntax.self),
            let bound = scopes.facts(around: expression).bindings[name.baseName.text]
        {
            expression = bound.unwrapped
        }
        guard case .elements(let elements) = expression.as(DictionaryExprSyntax.self)?.content else { return nil }
        return elements
    }

    /// The element of an attributes dictionary that makes a link, and which key it uses.
    static func linkElement(in dictionary: DictionaryElementListSyntax) -> (DictionaryElementSyntax, AttributedLinkKind)? {
        for element in dictionary {
            if let kind = linkKind(of: element.key) { return (element, kind) }
        }
        return nil
    }

    /// `.link`, `NSAttributedString.Key.link` (`.nsAttributedString`) or `.inlineLink` (`.inlineLink`).
    static func linkKind(of key: ExprSyntax) -> AttributedLinkKind? {
        switch attributeKeyName(key) {
        case "link": .nsAttributedString
        case "inlineLink": .inlineLink
        default: nil
        }
    }

    static func isUnderlineKey(_ key: ExprSyntax) -> Bool { attributeKeyName(key) == "underlineStyle" }

    /// Whether an attributes dictionary sets `.underlineStyle` to an underline: a value that is
    /// plainly none (`0`, `NSUnderlineStyle().rawValue`, `[]`) draws no line.
    static func holdsUnderline(_ dictionary: DictionaryElementListSyntax) -> Bool {
        dictionary.contains { isUnderlineKey($0.key) && !isNoUnderline($0.value) }
    }

    /// Whether an `.underlineStyle` value is plainly "no underline": `0`, `NSUnderlineStyle().rawValue`,
    /// `NSUnderlineStyle([])`, `NSUnderlineStyle(rawValue: 0)`, `[]` or `.init()`, bare or as
    /// `.rawValue`, in `NSNumber(value:)` or not.
    static func isNoUnderline(_ value: ExprSyntax) -> Bool {
        var text = value.compactText
        if text.hasPrefix("NSNumber(value:"), text.hasSuffix(")") { text = String(text.dropFirst(15).dropLast()) }
        if text.hasSuffix(".rawValue") { text = String(text.dropLast(9)) }
        if text.hasPrefix("NSUnderlineStyle.") { text = String(text.dropFirst(16)) }
        return [
            "0", "[]", ".init()", "NSUnderlineStyle()", "NSUnderlineStyle([])", "NSUnderlineStyle(rawValue:0)", ".init(rawValue:0)",
            "init()",
        ]
        .contains(text)
    }

    /// The name of an attribute key written `.name`, `NSAttributedString.Key.name` or `NSAttributedStringKey.name`.
    static func attributeKeyName(_ key: ExprSyntax) -> String? {
        guard let member = key.as(MemberAccessExprSyntax.self) else { return nil }
        let base = member.base?.compactText
        guard base == nil || base == "NSAttributedString.Key" || base == "NSAttributedStringKey" else { return nil }
        return member.declName.baseName.text
    }

    /// The destination of a `.link` value: `URL(string: "…")`, `NSURL(string: "…")` or a plain string
    /// literal (UIKit accepts a `String` too); `nil` when computed.
    static func nsLinkDestination(_ value: ExprSyntax) -> String? {
        if let url = literalURL(value) { return url }
        if let call = value.unwrapped.as(FunctionCallExprSyntax.self), call.calleeName == "NSURL" {
            return literalText(call.argument("string"))
        }
        return literalText(value)
    }
}
