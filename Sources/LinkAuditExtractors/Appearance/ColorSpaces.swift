import Foundation
import LinkAuditModel

/// The color spaces asset catalogs and design tokens write colors in, and their conversion to sRGB.
///
/// Display P3 shares sRGB's transfer curve and white point: its components are made linear, taken
/// to linear sRGB with the matrix of the two spaces' primaries (P3 to XYZ, then XYZ to sRGB, D65),
/// encoded with the sRGB curve again and clamped to `0...1` (`RGBAColor` clamps).
enum ColorSpace: Equatable {
    case sRGB
    /// Components may leave `0...1` (`extended-srgb`): they are clamped.
    case extendedSRGB
    /// Linear-light sRGB components (`extended-linear-srgb`, W3C `srgb-linear`).
    case linearSRGB
    case displayP3
    /// One gray component with a 2.2 gamma (`gray-gamma-22`, `extended-gray`).
    case grayGamma22

    /// The space an asset catalog's `color-space` names, or `nil` for one not known (then the color is unknown).
    init?(assetCatalogName name: String) {
        switch name.lowercased() {
        case "srgb": self = .sRGB
        case "extended-srgb": self = .extendedSRGB
        case "extended-linear-srgb": self = .linearSRGB
        case "display-p3", "p3": self = .displayP3
        case "gray-gamma-22", "extended-gray", "gray": self = .grayGamma22
        default: return nil
        }
    }

    /// The space a W3C Design Tokens color object's `colorSpace` names (`srgb`, `srgb-linear`, `display-p3`).
    init?(tokenName name: String) {
        switch name.lowercased() {
        case "srgb": self = .sRGB
        case "srgb-linear": self = .linearSRGB
        case "display-p3": self = .displayP3
        default: return nil
        }
    }

    /// The sRGB color of components in this space (`red`, `green`, `blue`; `gray` only for gray spaces).
    func color(red: Double, green: Double, blue: Double, alpha: Double) -> RGBAColor {
        switch self {
        case .sRGB, .extendedSRGB:
            return RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
        case .linearSRGB:
            return RGBAColor(red: Self.encode(red), green: Self.encode(green), blue: Self.encode(blue), alpha: alpha)
        case .displayP3:
            let (r, g, b) = (Self.decode(red), Self.decode(green), Self.decode(blue))
            let linearRed = 1.224_940_2 * r - 0.224_940_2 * g
            let linearGreen = -0.042_056_9 * r + 1.042_056_9 * g
            let linearBlue = -0.019_637_6 * r - 0.078_636_1 * g + 1.098_273_7 * b
            return RGBAColor(
                red: Self.encode(linearRed), green: Self.encode(linearGreen), blue: Self.encode(linearBlue), alpha: alpha)
        case .grayGamma22:
            let linear = pow(max(0, red), 2.2)
            let value = Self.encode(linear)
            return RGBAColor(red: value, green: value, blue: value, alpha: alpha)
        }
    }

    /// The sRGB transfer curve, encoded to linear (negative values mirrored).
    static func decode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// The sRGB transfer curve, linear to encoded (negative values mirrored).
    static func encode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }
}

/// Reads the color strings design tokens and CSS-like values hold: `#RGB`, `#RGBA`, `#RRGGBB`,
/// `#RRGGBBAA`, `rgb(r, g, b)`, `rgba(r, g, b, a)` and the space-separated `rgb(r g b / a)`
/// (components as 0-255 numbers or percentages, alpha as a number or percentage). Anything else
/// (named colors, `hsl()`, `var()`) is `nil`: unknown, never guessed.
enum ColorText {
    static func color(_ text: String) -> RGBAColor? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("#") { return RGBAColor(hex: trimmed) }
        let lower = trimmed.lowercased()
        let name: String
        if lower.hasPrefix("rgba(") { name = "rgba(" } else if lower.hasPrefix("rgb(") { name = "rgb(" } else { return nil }
        guard lower.hasSuffix(")") else { return nil }
        let inner = lower.dropFirst(name.count).dropLast()
        let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        var channels: [Double] = []
        for part in parts.prefix(3) {
            guard let value = number(part, percentScale: 255) else { return nil }
            channels.append(value / 255)
        }
        var alpha = 1.0
        if parts.count == 4 {
            guard let value = number(parts[3], percentScale: 1) else { return nil }
            alpha = value
        }
        return RGBAColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    /// A plain number, or a percentage scaled so that `100%` is `percentScale`.
    private static func number(_ text: String, percentScale: Double) -> Double? {
        if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 * percentScale } }
        return Double(text)
    }
}
