import LinkAuditModel
internal import SwiftSyntax

/// How SwiftUI code styles its links (`Link.style`, issue 13): the color, the text color around
/// it, the background and the cues other than color, read from the modifiers that reach a `Link`
/// control or a `Text` showing Markdown links (`SwiftViewStyle`). A link no color or underline
/// modifier reaches keeps `style == nil`; a value the code does not tell is `nil`, never guessed.
extension SwiftLinkVisitor {
    /// Modifiers that set the color a `Link` control draws its label in. A `Link` draws its label
    /// in the tint color; `.foregroundColor` or `.foregroundStyle` replace it. The nearest wins.
    static let linkControlColorModifiers: Set<String> = ["tint", "accentColor", "foregroundColor", "foregroundStyle"]
    /// Modifiers that set the color of Markdown links in a `Text`.
    static let tintModifiers: Set<String> = ["tint", "accentColor"]
    /// Modifiers that set the color of a `Text`'s words.
    static let foregroundModifiers: Set<String> = ["foregroundColor", "foregroundStyle"]

    /// The style of a `Link` control, read from the view that shows its title (the first `Text` or
    /// `Label` of its label, else the `Link` itself) up: the color (`.tint`, `.accentColor`,
    /// `.foregroundColor`, `.foregroundStyle`, on the title, on views of the label around it, on the
    /// `Link` or on a view around it; the nearest wins), the background, and its cues: an
    /// `.underline()` that reaches the title, `.bold()` or `.fontWeight` on the title or the `Link`
    /// itself, an image or `Label` in its label. SwiftUI draws a `Link` in the app's accent color when
    /// nothing sets one, and without an underline. `nil` when no color or underline modifier reaches
    /// the title.
    func linkControlStyle(_ node: FunctionCallExprSyntax) -> LinkStyle? {
        let label =
            node.trailingClosure ?? node.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure
            ?? node.argument("label")?.as(ClosureExprSyntax.self)
        let title = label.flatMap { CallFinder.first(named: ["Text", "Label"], in: $0) }
        let view = SwiftViewStyle(of: title ?? node, constants: colorConstants)
        let colorModifier = view.nearest(Self.linkControlColorModifiers) { !SwiftViewStyle.isTintStyle($0) }
        let underline = view.nearest(["underline"])
        guard colorModifier != nil || underline != nil else { return nil }
        var style = AppearanceStyle(
            color: colorModifier.map { view.color(of: $0.call) } ?? .system("accentColor"), background: view.background,
            colorSite: colorModifier.map { modifierSite($0.call) })
        var cues: [NonColorCue]? = []
        if let underline {
            switch SwiftViewStyle.underlineOn(underline.call) {
            case true?: cues?.append(.underline)
            case false?: style.cueRemovedAt = modifierSite(underline.call)
            case nil: cues = nil
            }
        }
        func bold(_ call: FunctionCallExprSyntax) -> Bool {
            !["false", ".regular", "nil", "Font.Weight.regular"].contains(call.firstUnlabeledArgument?.compactText ?? "")
        }
        let weights: Set<String> = ["bold", "fontWeight"]
        if view.nearest(weights, onViewOnly: true, accept: bold) != nil
            || (title != nil && Self.modifierChain(of: node).contains { weights.contains($0.0) && bold($0.1) })
        {
            cues?.append(.fontWeight)
        }
        if let label, CallFinder.first(in: label, where: { ["Image", "Label"].contains($0.calleeName ?? "") }) != nil {
            cues?.append(.symbol)
        }
        style.cues = cues
        return LinkStyle(appearances: view.entries(style))
    }

    /// Sets the style of the Markdown links a `Text` shows, the links from index `first` on.
    ///
    /// The links of a `Text` are drawn in the tint color (`.tint`, or the older `.accentColor`), the
    /// app's accent color when none is set; `.foregroundColor` and `.foregroundStyle` color only the
    /// other words. This is how SwiftUI draws `Text` Markdown on iOS 15 to 17 and macOS 12 to 14
    /// (observed; Apple documents `tint(_:)` as the color of controls and links, and gives no way to
    /// color a `Text`'s Markdown links but the tint), and why `.foregroundColor(.gray)` with no
    /// `.tint` keeps the links blue. `.foregroundStyle(.tint)` draws the other words in the tint too.
    ///
    /// Cues: the whole `Text`'s `.underline()` marks the links only when the `Text` holds nothing
    /// else (`SwiftLinkCode.textUnderline == .linksOnly`); an SF Symbol next to a link
    /// (`SwiftLinkCode.symbolCue`); Markdown itself underlines nothing.
    func styleTextLinks(_ node: FunctionCallExprSyntax, linksFrom first: Int) {
        guard first < links.count, let look = textLinkLook(node) else { return }
        for index in links.indices[first...] {
            var style = look.style
            style.cues = look.cues(textUnderline: links[index].swiftCode?.textUnderline)
            if links[index].swiftCode?.setsUnderlineStyle == true { style.cues = [.underline] }
            if links[index].swiftCode?.symbolCue == true { style.cues?.append(.symbol) }
            links[index].style = LinkStyle(appearances: look.entries(style))
        }
    }

    /// How a `Text` draws the Markdown links it shows (see `styleTextLinks(_:linksFrom:)`), before
    /// each link's own cues; `nil` when no color or underline modifier reaches the `Text`.
    func textLinkLook(_ node: FunctionCallExprSyntax) -> TextLinkLook? {
        let view = SwiftViewStyle(of: node, constants: colorConstants)
        let tint = view.nearest(Self.tintModifiers)
        let foreground = view.nearest(Self.foregroundModifiers)
        let underline = view.nearest(["underline"])
        guard tint != nil || foreground != nil || underline != nil else { return nil }
        let linkColor = tint.map { view.color(of: $0.call) } ?? .system("accentColor")
        var textColor: ColorSource? = .system("label")
        if let foreground {
            textColor = SwiftViewStyle.isTintStyle(foreground.call) ? linkColor : view.color(of: foreground.call)
        }
        var style = AppearanceStyle(
            color: linkColor, textColor: textColor, background: view.background, colorSite: tint.map { modifierSite($0.call) })
        let underlineOn = underline.map { SwiftViewStyle.underlineOn($0.call) }
        if let underline, underlineOn == false { style.cueRemovedAt = modifierSite(underline.call) }
        return TextLinkLook(style: style, underline: underlineOn, schemes: view.colorSchemes)
    }

    /// Where a modifier is written: the position of its `.` (`.tint(…)`), else of the call.
    func modifierSite(_ call: FunctionCallExprSyntax) -> ColorSite {
        let start = call.calledExpression.as(MemberAccessExprSyntax.self)?.period.positionAfterSkippingLeadingTrivia
        return ColorSite(file: file, position: position(start ?? call.positionAfterSkippingLeadingTrivia))
    }
}

/// How a `Text` draws its Markdown links, whichever they are: their color, the text color and
/// background around them, and the `.underline(…)` that reaches the `Text`.
struct TextLinkLook: Hashable {
    /// Color, text color, background, color site and `cueRemovedAt`; `cues` is set per link.
    var style: AppearanceStyle
    /// The nearest `.underline(…)`: `nil` none, `.some(true)` on, `.some(false)` off,
    /// `.some(nil)` when a value decides.
    var underline: Bool??
    /// The appearances the `Text` is drawn in (`SwiftViewStyle.colorSchemes`); `nil` for all.
    var schemes: [Appearance]?

    /// The entries of a link's style, one per appearance the `Text` is drawn in.
    func entries(_ style: AppearanceStyle) -> [AppearanceStyle] { SwiftViewStyle.entries(style, schemes: schemes) }

    /// The cues of a link of the `Text`, by how the `Text`'s underline covers it
    /// (`SwiftLinkCode.textUnderline`): an underline of exactly the links is a cue, one of all the
    /// words is not; an underline whose cover is not known, or that a value decides, leaves the
    /// cues unknown (`nil`).
    func cues(textUnderline: WholeTextUnderline?) -> [NonColorCue]? {
        switch underline {
        case nil, false?: return []
        case true?:
            switch textUnderline {
            case .linksOnly?: return [.underline]
            case .withOtherWords?: return []
            case nil: return nil
            }
        case .some(nil): return nil
        }
    }
}
