import LinkAuditModel

/// The computed values of one element in one appearance that the appearance rules need. `nil`
/// is unknown (a value this reader cannot compute, an unresolved `var()`), never guessed.
struct CSSComputedStyle {
    /// `color` (inherited).
    var color: RGBAColor?
    /// Where the author declaration that gave `color` is written; `nil` for the user agent's.
    var colorSite: ColorSite?
    /// `font-weight` (inherited), 1…1000.
    var fontWeight: Double?
    /// `font-style` is `italic` or `oblique` (inherited).
    var italic: Bool?
    /// `font-size` (inherited) in CSS pixels, where it is an absolute length, a keyword or relative
    /// to the parent's (`em`, `%`, `smaller`) or the root's (`rem`, 16 px).
    var fontSize: Double?
    /// The color seen behind the element's text: its own `background-color` over what is behind
    /// it, down to the canvas.
    var seenBackground: RGBAColor?
    /// The element's own `text-decoration-line` includes `underline`.
    var underline: Bool?
    /// Where an author declaration took the underline away (`text-decoration: none`).
    var underlineRemovedAt: ColorSite?
    /// The element's own bottom border is drawn (width above 0, style not `none` or `hidden`).
    var border: Bool?
    /// The element draws something this reader does not judge as a cue or not: generated content
    /// (`::before`, `::after`), a box shadow, an outline, a text shadow or a background image.
    var drawsOtherCue = false
    /// Custom properties (inherited), values as written.
    var custom: [String: [CSSComponent]] = [:]
    /// An author declaration of a styling property won on the element or an ancestor.
    var authorStyled = false

    static let styling: Set<String> = [
        "color", "background-color", "text-decoration-line", "border-bottom-width", "border-bottom-style", "font-weight",
        "font-style", "font-size",
    ]

    /// Computes an element's values from its winning declarations and its parent's values (`nil` at the root).
    init(
        winners: [String: CSSWinner], parent: CSSComputedStyle?, palette: CSSPalette, origins: [CSSOrigin]
    ) {
        custom = parent?.custom ?? [:]
        for (name, winner) in winners where name.hasPrefix("--") { custom[name] = winner.declaration.value }
        authorStyled =
            (parent?.authorStyled ?? false) || Self.styling.contains(where: { winners[$0].map { $0.origin != nil } ?? false })
        func site(_ winner: CSSWinner) -> ColorSite? { winner.origin.map { origins[$0].site(winner.declaration.start) } }
        func value(_ longhand: String) -> (winner: CSSWinner, components: [CSSComponent]?)? {
            guard let winner = winners[longhand] else { return nil }
            return (winner, CSSCascade.substitute(winner.declaration.value, custom: custom))
        }
        func keyword(_ components: [CSSComponent]) -> String? {
            let parts = components.filter { !$0.isWhitespace }
            return parts.count == 1 && parts[0].token.kind == .ident ? parts[0].token.value.lowercased() : nil
        }
        func resolveColor(_ components: [CSSComponent], current: RGBAColor?) -> RGBAColor?? {
            switch keyword(components) {
            case "linktext": return .some(palette.link)
            case "canvastext": return .some(palette.text)
            case "canvas": return .some(palette.canvas)
            default: break
            }
            switch CSSColorValue.parse(components) {
            case .color(let color): return .some(color)
            case .currentColor: return .some(current)
            case nil: return nil
            }
        }

        // color
        let inheritedColor = parent.map { ($0.color, $0.colorSite) } ?? (palette.text, nil)
        (color, colorSite) = inheritedColor
        if let (winner, components) = value("color") {
            let written = site(winner)
            if let components {
                switch keyword(components) {
                case "inherit", "unset", "currentcolor": break
                case "initial": (color, colorSite) = (palette.text, written)
                default:
                    if let parsed = resolveColor(components, current: inheritedColor.0) {
                        (color, colorSite) = (parsed, written)
                    } else {
                        (color, colorSite) = (nil, written)
                    }
                }
            } else {
                (color, colorSite) = (nil, written)
            }
        }

        // font-weight
        let parentWeight = parent.map(\.fontWeight) ?? 400
        fontWeight = parentWeight
        if let (winner, components) = value("font-weight") {
            fontWeight = components.flatMap { Self.fontWeight($0, shorthand: winner.declaration.name == "font", parent: parentWeight) }
        }

        // font-style and font-size
        italic = parent.map(\.italic) ?? false
        if let (winner, components) = value("font-style") {
            italic = components.flatMap { Self.italic($0, shorthand: winner.declaration.name == "font", parent: parent?.italic ?? false) }
        }
        let parentSize = parent.map(\.fontSize) ?? 16
        fontSize = parentSize
        if let (winner, components) = value("font-size") {
            fontSize = components.flatMap { Self.fontSize($0, shorthand: winner.declaration.name == "font", parent: parentSize) }
        }

        // background-color
        let behind = parent.map(\.seenBackground) ?? palette.canvas
        var own: RGBAColor? = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
        if let (winner, components) = value("background-color") {
            if let components, let parsed = Self.background(components, shorthand: winner.declaration.name == "background") {
                switch keyword(components) {
                case "initial", "unset", "inherit": break
                default: own = resolveColor(parsed, current: self.color) ?? nil
                }
            } else {
                own = nil
            }
        }
        if let own, let behind {
            seenBackground = own.alpha >= 1 ? own : own.alpha <= 0 ? behind : own.composited(over: behind)
        } else {
            seenBackground = nil
        }

        // text-decoration-line
        underline = false
        if let (winner, components) = value("text-decoration-line") {
            if let components {
                let idents = components.filter { !$0.isWhitespace }.map { $0.token.kind == .ident ? $0.token.value.lowercased() : "" }
                underline = idents.contains("underline")
                if idents == ["inherit"] { underline = parent?.underline ?? false }
                if underline == false, winner.origin != nil { underlineRemovedAt = site(winner) }
            } else {
                underline = nil
            }
        }

        // border-bottom
        border = Self.border(width: value("border-bottom-width"), style: value("border-bottom-style"))

        for name in ["::content", "box-shadow", "outline", "outline-style", "text-shadow", "background-image"] {
            guard let winner = winners[name] else { continue }
            let parts = winner.declaration.value.filter { !$0.isWhitespace }
            let quiet =
                parts.count == 1
                && (["none", "normal", "initial", "unset"].contains(keyword(parts) ?? "")
                    || (parts[0].token.kind == .number && parts[0].token.number == 0))
            if !quiet { drawsOtherCue = true }
        }
    }

    /// `font-weight` or the weight in a `font` shorthand; `bolder` and `lighter` per CSS Fonts 4 §2.2.
    static func fontWeight(_ components: [CSSComponent], shorthand: Bool, parent: Double?) -> Double? {
        var weight: Double? = shorthand ? 400 : nil
        var afterSlash = false
        for part in components where !part.isWhitespace {
            let token = part.token
            if token.isDelim("/") { afterSlash = true }
            switch token.kind {
            case .ident:
                switch token.value.lowercased() {
                case "normal": if !shorthand { weight = 400 }
                case "bold": weight = 700
                case "bolder":
                    guard let parent else { return nil }
                    weight = parent < 350 ? 400 : parent < 550 ? 700 : max(parent, 900)
                case "lighter":
                    guard let parent else { return nil }
                    weight = parent < 550 ? 100 : parent < 750 ? 400 : 700
                case "inherit", "unset": weight = parent
                case "initial": weight = 400
                case "caption", "icon", "menu", "message-box", "small-caption", "status-bar": return nil
                default: if !shorthand { return nil }
                }
            case .number where !afterSlash && token.number >= 1 && token.number <= 1000:
                weight = token.number
            case .function where !shorthand:
                return nil
            default:
                if !shorthand { return nil }
            }
        }
        return weight
    }

    /// Whether `font-style` (or a `font` shorthand) makes text italic or oblique; `nil` when unknown.
    static func italic(_ components: [CSSComponent], shorthand: Bool, parent: Bool) -> Bool? {
        let words = components.filter { !$0.isWhitespace }
        if shorthand {
            // `font: italic bold 14px/1.2 serif`: the style comes before the size; absent, it is `normal`.
            for part in words {
                if part.token.kind == .dimension || part.token.kind == .percentage || part.token.isDelim("/") { break }
                if part.token.isIdent("italic") || part.token.isIdent("oblique") { return true }
            }
            return false
        }
        guard let first = words.first, first.token.kind == .ident else { return nil }
        switch first.token.value.lowercased() {
        case "italic", "oblique": return true
        case "normal", "initial": return false
        case "inherit", "unset": return parent
        default: return nil
        }
    }

    /// `font-size` (or the size in a `font` shorthand) in CSS pixels; `nil` when unknown (`calc()`,
    /// a `var()` left unresolved, viewport units).
    static func fontSize(_ components: [CSSComponent], shorthand: Bool, parent: Double?) -> Double? {
        let keywords: [String: Double] = [
            "xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18, "x-large": 24, "xx-large": 32,
            "xxx-large": 48,
        ]
        for part in components where !part.isWhitespace {
            let token = part.token
            if token.isDelim("/") { break }
            switch token.kind {
            case .dimension:
                switch token.value.lowercased() {
                case "px": return token.number
                case "pt": return token.number * 4 / 3
                case "pc": return token.number * 16
                case "in": return token.number * 96
                case "cm": return token.number * 96 / 2.54
                case "mm": return token.number * 96 / 25.4
                case "em": return parent.map { $0 * token.number }
                case "rem": return 16 * token.number
                default: return nil
                }
            case .percentage: return parent.map { $0 * token.number / 100 }
            case .number where token.number == 0 && !shorthand: return 0
            case .ident:
                let word = token.value.lowercased()
                if let size = keywords[word] { return size }
                switch word {
                case "smaller": return parent.map { $0 / 1.2 }
                case "larger": return parent.map { $0 * 1.2 }
                case "inherit", "unset": return parent
                case "initial": return 16
                default: if !shorthand { return nil }
                }
            case .function: return nil
            default: if !shorthand { return nil }
            }
        }
        return shorthand ? 16 : nil
    }

    /// The color part of `background-color`, or of a `background` shorthand holding only a color
    /// (an image or gradient could cover it: unknown).
    static func background(_ components: [CSSComponent], shorthand: Bool) -> [CSSComponent]? {
        guard shorthand else { return components }
        let parts = components.filter { !$0.isWhitespace }
        if parts.count == 1, parts[0].token.isIdent("none") { return [.token(CSSToken(.ident, value: "transparent", start: 0, end: 0))] }
        if parts.count == 1 { return parts }
        return nil
    }

    static let borderStyles: Set<String> = [
        "none", "hidden", "dotted", "dashed", "solid", "double", "groove", "ridge", "inset", "outset",
    ]

    /// Whether the bottom border is drawn, from the winners of its width and style (and the
    /// shorthand they came from): width `medium` unless set, style `none` unless set.
    static func border(width: (winner: CSSWinner, components: [CSSComponent]?)?, style: (winner: CSSWinner, components: [CSSComponent]?)?)
        -> Bool?
    {
        var drawnWidth: Bool? = true
        var drawnStyle: Bool? = false
        for (entry, isWidth) in [(width, true), (style, false)] {
            guard let entry else { continue }
            guard let components = entry.components else {
                if isWidth { drawnWidth = nil } else { drawnStyle = nil }
                continue
            }
            let name = entry.winner.declaration.name
            var parts = components.filter { !$0.isWhitespace }
            if name == "border-width" || name == "border-style" {
                // One to four values: the bottom is the first of one or two, the third of three or four.
                guard (1...4).contains(parts.count) else { return nil }
                parts = [parts[parts.count <= 2 ? 0 : 2]]
            }
            let isShorthand = name == "border" || name == "border-bottom"
            var foundWidth: Bool?
            var foundStyle: Bool?
            for part in parts {
                let token = part.token
                let word = token.kind == .ident ? token.value.lowercased() : ""
                if borderStyles.contains(word) {
                    foundStyle = word != "none" && word != "hidden"
                } else if ["thin", "medium", "thick"].contains(word) {
                    foundWidth = true
                } else if token.kind == .dimension || token.kind == .number {
                    foundWidth = token.number > 0
                } else if !isShorthand {
                    return nil
                }
            }
            if isWidth { drawnWidth = isShorthand ? (foundWidth ?? true) : foundWidth }
            if !isWidth { drawnStyle = isShorthand ? (foundStyle ?? false) : foundStyle }
        }
        guard let drawnWidth, let drawnStyle else { return nil }
        return drawnWidth && drawnStyle
    }
}
