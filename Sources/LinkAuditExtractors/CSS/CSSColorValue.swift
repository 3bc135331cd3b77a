import Foundation
import LinkAuditModel

/// A `<color>` value of CSS Color Module Level 4 as far as the appearance rules need it: hex
/// colors, named colors, `transparent`, `currentColor`, and `rgb()`/`rgba()`/`hsl()`/`hsla()` in
/// the legacy comma syntax and the space syntax with `/ alpha`. Anything else (`lab()`,
/// `color-mix()`, system colors, `calc()` in components) is unknown: `parse` returns `nil`.
enum CSSColorValue: Equatable {
    case color(RGBAColor)
    /// `currentColor`: the element's own `color`.
    case currentColor

    /// Reads one color value (whitespace around it ignored); `nil` when it is not one this reader knows.
    static func parse(_ value: [CSSComponent]) -> CSSColorValue? {
        let parts = value.filter { !$0.isWhitespace }
        guard parts.count == 1 else { return nil }
        switch parts[0] {
        case .token(let token):
            switch token.kind {
            case .ident:
                let name = token.value.lowercased()
                if name == "transparent" { return .color(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)) }
                if name == "currentcolor" { return .currentColor }
                return CSSNamedColors.table[name].map(CSSColorValue.color)
            case .hash:
                guard [3, 4, 6, 8].contains(token.value.utf8.count) else { return nil }
                return RGBAColor(hex: token.value).map(CSSColorValue.color)
            default:
                return nil
            }
        case .function(let function, let arguments):
            switch function.value.lowercased() {
            case "rgb", "rgba": return rgb(arguments).map(CSSColorValue.color)
            case "hsl", "hsla": return hsl(arguments).map(CSSColorValue.color)
            default: return nil
            }
        case .block:
            return nil
        }
    }

    /// The arguments of a color function: three components and an optional alpha, in the legacy
    /// syntax (commas between all four) or the modern one (spaces, then `/ alpha`).
    private static func components(_ arguments: [CSSComponent]) -> (values: [CSSToken], alpha: CSSToken?)? {
        var tokens: [CSSToken] = []
        for argument in arguments {
            guard case .token(let token) = argument else { return nil }
            if token.kind != .whitespace { tokens.append(token) }
        }
        if tokens.contains(where: { $0.kind == .comma }) {
            // Legacy: a, b, c[, alpha]
            var values: [CSSToken] = []
            for (offset, token) in tokens.enumerated() {
                if offset % 2 == 1 {
                    guard token.kind == .comma else { return nil }
                } else {
                    values.append(token)
                }
            }
            guard tokens.count % 2 == 1, values.count == 3 || values.count == 4 else { return nil }
            return (Array(values.prefix(3)), values.count == 4 ? values[3] : nil)
        }
        if tokens.count == 3 { return (tokens, nil) }
        if tokens.count == 5, tokens[3].isDelim("/") { return (Array(tokens.prefix(3)), tokens[4]) }
        return nil
    }

    private static func alpha(_ token: CSSToken?) -> Double? {
        guard let token else { return 1 }
        switch token.kind {
        case .number: return token.number
        case .percentage: return token.number / 100
        case .ident where token.isIdent("none"): return 0
        default: return nil
        }
    }

    private static func rgb(_ arguments: [CSSComponent]) -> RGBAColor? {
        guard let (values, alphaToken) = components(arguments), let alpha = alpha(alphaToken) else { return nil }
        var channels: [Double] = []
        for token in values {
            switch token.kind {
            case .number: channels.append(token.number / 255)
            case .percentage: channels.append(token.number / 100)
            case .ident where token.isIdent("none"): channels.append(0)
            default: return nil
            }
        }
        return RGBAColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    private static func hsl(_ arguments: [CSSComponent]) -> RGBAColor? {
        guard let (values, alphaToken) = components(arguments), let alpha = alpha(alphaToken) else { return nil }
        let hueToken = values[0]
        var hue: Double
        switch hueToken.kind {
        case .number: hue = hueToken.number
        case .dimension:
            switch hueToken.value.lowercased() {
            case "deg": hue = hueToken.number
            case "rad": hue = hueToken.number * 180 / Double.pi
            case "grad": hue = hueToken.number * 0.9
            case "turn": hue = hueToken.number * 360
            default: return nil
            }
        case .ident where hueToken.isIdent("none"): hue = 0
        default: return nil
        }
        var fractions: [Double] = []
        for token in values.dropFirst() {
            switch token.kind {
            case .percentage, .number: fractions.append(min(1, max(0, token.number / 100)))
            case .ident where token.isIdent("none"): fractions.append(0)
            default: return nil
            }
        }
        hue = hue.truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        let saturation = fractions[0]
        let lightness = fractions[1]
        // CSS Color 4, §7.1: hsl to sRGB.
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return RGBAColor(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }
}
