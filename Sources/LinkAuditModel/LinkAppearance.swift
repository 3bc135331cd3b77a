import Foundation

/// A color in sRGB, each component in `0...1` (Display P3 and other spaces are converted when read).
///
/// The appearance rules (`link-contrast`, `link-not-distinguishable`) compare such colors with the
/// WCAG 2 contrast ratio (`contrastRatio(_:_:)`).
public struct RGBAColor: Hashable, Codable, Sendable, CustomStringConvertible {
    /// sRGB red, `0...1`.
    public var red: Double
    /// sRGB green, `0...1`.
    public var green: Double
    /// sRGB blue, `0...1`.
    public var blue: Double
    /// Opacity, `0...1` (1 is opaque).
    public var alpha: Double

    /// Components are clamped to `0...1`.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// Reads `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` optional, any case); `nil` for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        let expanded = digits.count <= 4 ? String(digits.flatMap { [$0, $0] }) : String(digits)
        var values: [Double] = []
        var index = expanded.startIndex
        while index < expanded.endIndex {
            let next = expanded.index(index, offsetBy: 2)
            guard let byte = UInt8(expanded[index..<next], radix: 16) else { return nil }
            values.append(Double(byte) / 255)
            index = next
        }
        self.init(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
    }

    /// `#RRGGBB` in upper case, or `#RRGGBBAA` when not opaque: how reports and messages show a color.
    public var hex: String {
        func byte(_ value: Double) -> String {
            // A component set past `init` may be out of range or not finite: shown clamped, never a trap.
            let clamped = value.isFinite ? min(1, max(0, value)) : 0
            let text = String(Int((clamped * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    public var description: String { hex }

    /// WCAG 2 relative luminance of the color's sRGB components, ignoring opacity: `0` for black, `1` for white.
    public var relativeLuminance: Double {
        func linear(_ component: Double) -> Double {
            component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The opaque color seen when this one is drawn over `background` (simple alpha compositing in sRGB).
    public func composited(over background: RGBAColor) -> RGBAColor {
        let back = background.alpha < 1 ? background.composited(over: RGBAColor(red: 1, green: 1, blue: 1)) : background
        func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
        return RGBAColor(red: mix(red, back.red), green: mix(green, back.green), blue: mix(blue, back.blue))
    }

    /// The WCAG 2 contrast ratio `(L1 + 0.05) / (L2 + 0.05)` of two colors, from 1 to 21, in either
    /// order. A color that is not opaque is first composited over `background` (WCAG 1.4.3, 1.4.1 and
    /// technique G18 define the ratio).
    public static func contrastRatio(_ foreground: RGBAColor, _ background: RGBAColor) -> Double {
        let back = background.alpha < 1 ? background.composited(over: RGBAColor(red: 1, green: 1, blue: 1)) : background
        let front = foreground.alpha < 1 ? foreground.composited(over: back) : foreground
        let one = front.relativeLuminance
        let two = back.relativeLuminance
        return (max(one, two) + 0.05) / (min(one, two) + 0.05)
    }
}

extension RGBAColor {
    /// JSON shape, always a string: `"#RRGGBB"` (or `"#RRGGBBAA"`) when every component is a whole
    /// step of 1/255, as CSS and most colorsets write them; else `"color(srgb R G B / A)"` with each
    /// component written exactly, so no value is rounded.
    /// Throws `EncodingError.invalidValue` for a component that is not finite, as `JSONEncoder` does for such numbers.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        let components = [red, green, blue, alpha]
        guard components.allSatisfy(\.isFinite) else {
            throw EncodingError.invalidValue(
                self, .init(codingPath: encoder.codingPath, debugDescription: "a color component is not a finite number"))
        }
        if components.allSatisfy({ abs($0 * 255 - ($0 * 255).rounded()) < 1e-9 }) {
            try container.encode(hex)
        } else {
            try container.encode("color(srgb \(red) \(green) \(blue) / \(alpha))")
        }
    }

    /// Reads either form `encode(to:)` writes; throws `DecodingError` for any other string.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        if let color = RGBAColor(hex: text) {
            self = color
            return
        }
        let prefix = "color(srgb ", suffix = ")"
        let numbers =
            text.hasPrefix(prefix) && text.hasSuffix(suffix)
            ? text.dropFirst(prefix.count).dropLast().split(separator: " ").filter { $0 != "/" }.compactMap { Double($0) } : []
        guard numbers.count == 4 else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a color: \(text)")
        }
        self.init(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers[3])
    }
}

/// A system appearance a color can differ in: Xcode asset catalogs' luminosity and contrast
/// appearances, CSS `prefers-color-scheme` and `prefers-contrast`.
public enum Appearance: String, Codable, Sendable, CaseIterable, Comparable {
    case light, dark
    /// Light with Increase Contrast (asset catalog contrast `high`).
    case lightHighContrast
    /// Dark with Increase Contrast.
    case darkHighContrast

    public static func < (lhs: Appearance, rhs: Appearance) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Where a color or a style is written: a file relative to the working directory and a position in it.
public struct ColorSite: Hashable, Codable, Sendable, CustomStringConvertible {
    /// File path, relative to the working directory.
    public var file: String
    /// 1-based line and 1-based UTF-8 byte column of the value (the components of a colorset
    /// appearance, a token's value, a CSS declaration, a Swift modifier), when known.
    public var position: SourcePosition?

    public init(file: String, position: SourcePosition?) {
        self.file = file
        self.position = position
    }

    /// `file:line:column`, or `file` when the position is unknown.
    public var description: String { position.map { "\(file):\($0)" } ?? file }
}

/// One appearance's value of a defined color, with where that value is written.
public struct AppearanceColor: Hashable, Codable, Sendable {
    public var appearance: Appearance
    public var color: RGBAColor
    public var site: ColorSite?

    public init(appearance: Appearance, color: RGBAColor, site: ColorSite?) {
        self.appearance = appearance
        self.color = color
        self.site = site
    }
}

/// A named color a project defines: an asset catalog colorset or a design token.
public struct ColorDefinition: Hashable, Codable, Sendable {
    /// Where the definition comes from.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// `NAME.colorset/Contents.json` in an `.xcassets` folder: the name is the colorset's folder name.
        case assetCatalog
        /// A design token (W3C Design Tokens JSON or the nested `theme.color.*` shape): the name is its dotted path.
        case designToken
    }

    /// What the color is for, as its name or path tells: the appearance rules judge `link` and
    /// `accent` colors on their own, and use `background` and `text` colors as the other side.
    public enum Role: String, Codable, Sendable, CaseIterable {
        /// The app's accent color (`AccentColor`, or the colorset a project's
        /// `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME` names): SwiftUI's tint for links.
        case accent
        /// A link color (`link` in a token path, such as `theme.color.link.default`).
        case link
        /// A background color (`background` in a token path).
        case background
        /// A body-text color (`text` in a token path).
        case text
    }

    /// Colorset folder name without `.colorset` (`Brand`), or dotted token path (`theme.color.link.default`).
    public var name: String
    public var kind: Kind
    /// `nil` when the name tells nothing.
    public var role: Role?
    /// The value in each appearance the definition gives, in `Appearance` order. An asset catalog's
    /// "any" appearance is `light`; a token without modes is `light` and, unless a dark value is
    /// given, `dark` as well.
    public var values: [AppearanceColor]
    /// Where the definition starts (the colorset's `Contents.json`, the token's key).
    public var site: ColorSite

    public init(name: String, kind: Kind, role: Role?, values: [AppearanceColor], site: ColorSite) {
        self.name = name
        self.kind = kind
        self.role = role
        self.values = values
        self.site = site
    }

    /// The value for `appearance`: the exact one, else high contrast falls back to its base appearance,
    /// else `dark` falls back to `light` only for asset catalogs (whose "any" value is used in dark
    /// mode when no dark value is given).
    public func value(for appearance: Appearance) -> AppearanceColor? {
        if let exact = values.first(where: { $0.appearance == appearance }) { return exact }
        switch appearance {
        case .lightHighContrast: return value(for: .light)
        case .darkHighContrast: return value(for: .dark)
        case .dark: return kind == .assetCatalog ? value(for: .light) : nil
        case .light: return nil
        }
    }
}

/// A color as a link's styling refers to it, before the run's definitions resolve it.
public enum ColorSource: Hashable, Codable, Sendable {
    /// The same color in every appearance: a SwiftUI `Color(red:green:blue:)`, `.blue`, a CSS value
    /// without appearance rules.
    case literal(RGBAColor)
    /// A color per appearance, already resolved (CSS with `prefers-color-scheme: dark` blocks). An
    /// appearance not listed is unknown.
    case perAppearance([AppearanceColor])
    /// An asset catalog color or design token by name (`Color("Brand")`), resolved against the
    /// run's `ColorDefinition`s; unknown when the run defines no such color.
    case named(String)
    /// A platform color by its API name (`systemBackground`, `label`, `link`, `accentColor`,
    /// `systemBlue`), resolved with Apple's published values; `accentColor` resolves to the app's
    /// accent colorset first.
    case system(String)
}

extension ColorSource {
    private enum Key: String, CodingKey { case literal, perAppearance, named, system }

    /// JSON shape: one key naming the case, `{"literal": "#0072AA"}`, `{"named": "Brand"}`,
    /// `{"system": "systemBackground"}`, `{"perAppearance": [...]}`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .literal(let color): try container.encode(color, forKey: .literal)
        case .perAppearance(let colors): try container.encode(colors, forKey: .perAppearance)
        case .named(let name): try container.encode(name, forKey: .named)
        case .system(let name): try container.encode(name, forKey: .system)
        }
    }

    /// Reads the shape `encode(to:)` writes; throws `DecodingError` when no known key is present.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let color = try container.decodeIfPresent(RGBAColor.self, forKey: .literal) {
            self = .literal(color)
        } else if let colors = try container.decodeIfPresent([AppearanceColor].self, forKey: .perAppearance) {
            self = .perAppearance(colors)
        } else if let name = try container.decodeIfPresent(String.self, forKey: .named) {
            self = .named(name)
        } else if let name = try container.decodeIfPresent(String.self, forKey: .system) {
            self = .system(name)
        } else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "a color source names literal, perAppearance, named or system"))
        }
    }
}

/// A visual cue other than color that sets a link apart from the text around it (WCAG 1.4.1, F73).
public enum NonColorCue: String, Codable, Sendable, CaseIterable {
    case underline
    /// A bottom border (CSS `border-bottom`), drawn like an underline.
    case border
    /// A font weight different from the surrounding text's.
    case fontWeight
    /// An icon or symbol drawn with the link (a SwiftUI `Label`, an SF Symbol image).
    case symbol
    /// Another cue the reader saw and the rules must not second-guess (background, outline, text
    /// style), named in `LinkStyle.cueDetail`.
    case other
}

/// How a link looks in one appearance, as its styling says: what the appearance rules compare.
/// A `nil` color is unknown there and never guessed.
public struct AppearanceStyle: Hashable, Codable, Sendable {
    /// The appearance this entry is for; `nil` for every appearance without its own entry.
    public var appearance: Appearance?
    /// The link's own color; `nil` when unknown.
    public var color: ColorSource?
    /// The color of the text around the link; `nil` when unknown.
    public var textColor: ColorSource?
    /// The color behind the link; `nil` when unknown.
    public var background: ColorSource?
    /// The non-color cues the link keeps; `nil` when unknown (then `link-not-distinguishable` is silent).
    public var cues: [NonColorCue]?
    /// Where the link's color is set (a CSS declaration, a Swift modifier), for messages.
    public var colorSite: ColorSite?
    /// Where a cue was removed (`text-decoration: none`, `.underline(false)`), for messages.
    public var cueRemovedAt: ColorSite?

    public init(
        appearance: Appearance? = nil, color: ColorSource? = nil, textColor: ColorSource? = nil,
        background: ColorSource? = nil, cues: [NonColorCue]? = nil, colorSite: ColorSite? = nil,
        cueRemovedAt: ColorSite? = nil
    ) {
        self.appearance = appearance
        self.color = color
        self.textColor = textColor
        self.background = background
        self.cues = cues
        self.colorSite = colorSite
        self.cueRemovedAt = cueRemovedAt
    }
}

/// A link's appearance as its document or code styles it: set by the CSS reader for HTML links and
/// by the Swift reader for SwiftUI and UIKit links; `nil` on a link no styling reaches.
public struct LinkStyle: Hashable, Codable, Sendable {
    /// Entries by appearance; an entry whose `appearance` is `nil` holds for every appearance
    /// without its own entry.
    public var appearances: [AppearanceStyle]
    /// What `NonColorCue.other` is, in a few words, when present.
    public var cueDetail: String?

    public init(appearances: [AppearanceStyle], cueDetail: String? = nil) {
        self.appearances = appearances
        self.cueDetail = cueDetail
    }

    /// The entry for `appearance`: its own, else the one for every appearance, else `nil`.
    public func style(for appearance: Appearance) -> AppearanceStyle? {
        appearances.first(where: { $0.appearance == appearance }) ?? appearances.first(where: { $0.appearance == nil })
    }
}
