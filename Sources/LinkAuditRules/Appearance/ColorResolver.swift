import LinkAuditModel

/// A color as the appearance rules compare it: its value in one appearance, a name for messages and
/// where it is written when known.
public struct ResolvedColor: Hashable, Sendable {
    public var color: RGBAColor
    /// How messages name it: a colorset or token name, a system color's name, or the hex value of a literal.
    public var name: String
    /// Where the value is written (a colorset appearance's components, a token value), when known.
    public var site: ColorSite?
}

/// Resolves `ColorSource`s to colors per appearance with the run's color definitions (issue 13).
///
/// - `.literal`: the same color in every appearance.
/// - `.perAppearance`: the listed appearance's value; high contrast falls back to its base
///   appearance (a CSS `prefers-color-scheme` block applies whatever the contrast setting is).
/// - `.named`: the run's colorset or design token of that name (definitions of the same name from
///   several files, such as light and dark token files, are merged, the first value of each
///   appearance winning); unknown when the run defines none.
/// - `.system`: Apple's published values (`SystemColorValues`); `accentColor` (and `tint`) is the app's
///   accent colorset when the run defines it, else `systemBlue`.
///
/// An unknown color is `nil`: the rules then say nothing.
public struct ColorResolver: Sendable {
    /// The run's definitions by name, merged.
    public let definitions: [String: ColorDefinition]
    /// The accent colorset's name: the project's `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`, else `AccentColor`.
    public let accentColorName: String

    public init(definitions: [ColorDefinition], accentColorName: String?) {
        var merged: [String: ColorDefinition] = [:]
        for definition in definitions {
            guard var known = merged[definition.name] else {
                merged[definition.name] = definition
                continue
            }
            for value in definition.values where !known.values.contains(where: { $0.appearance == value.appearance }) {
                known.values.append(value)
            }
            known.values.sort { $0.appearance < $1.appearance }
            merged[definition.name] = known
        }
        self.definitions = merged
        self.accentColorName = accentColorName ?? "AccentColor"
    }

    /// The role the rules give a definition: `accent` for the accent colorset the project names
    /// (and only it, when a project names one), else the role its name gave it.
    public func role(of definition: ColorDefinition) -> ColorDefinition.Role? {
        guard definition.kind == .assetCatalog else { return definition.role }
        if definition.name == accentColorName { return .accent }
        return definition.role == .accent ? nil : definition.role
    }

    /// `source` in `appearance`, or `nil` when unknown.
    public func resolve(_ source: ColorSource, in appearance: Appearance) -> ResolvedColor? {
        switch source {
        case .literal(let color):
            return ResolvedColor(color: color, name: color.hex, site: nil)
        case .perAppearance(let values):
            let value =
                values.first { $0.appearance == appearance }
                ?? values.first { $0.appearance == appearance.base }
            return value.map { ResolvedColor(color: $0.color, name: $0.color.hex, site: $0.site) }
        case .named(let name):
            guard let value = definitions[name]?.value(for: appearance) else { return nil }
            return ResolvedColor(color: value.color, name: name, site: value.site)
        case .system(let name):
            if name == "accentColor" || name == "tint" || name == "accent" {
                if let value = definitions[accentColorName]?.value(for: appearance) {
                    return ResolvedColor(color: value.color, name: accentColorName, site: value.site)
                }
                return SystemColorValues.color(named: "systemBlue", in: appearance).map {
                    ResolvedColor(color: $0, name: "systemBlue", site: nil)
                }
            }
            return SystemColorValues.color(named: name, in: appearance).map {
                ResolvedColor(color: $0, name: SystemColorValues.canonicalName(name), site: nil)
            }
        }
    }
}

extension Appearance {
    /// `light` or `dark`: the appearance without Increase Contrast.
    public var base: Appearance {
        switch self {
        case .light, .lightHighContrast: .light
        case .dark, .darkHighContrast: .dark
        }
    }

    /// How messages name the appearance: `light`, `dark`, `light high-contrast`, `dark high-contrast`.
    public var readable: String {
        switch self {
        case .light: "light"
        case .dark: "dark"
        case .lightHighContrast: "light high-contrast"
        case .darkHighContrast: "dark high-contrast"
        }
    }
}

/// The contrast ratio as messages write it: rounded to two decimals (`4.48:1` for #777777 on white),
/// except that a ratio under a threshold never shows as the threshold itself (`4.4996` under 4.5 is
/// `4.49:1`, not `4.50:1`).
public enum ContrastText {
    public static func ratio(_ value: Double, under threshold: Double? = nil) -> String {
        var hundredths = Int((value * 100).rounded())
        if let threshold, value < threshold, Double(hundredths) >= threshold * 100 { hundredths = Int((value * 100).rounded(.down)) }
        let tail = hundredths % 100
        return "\(hundredths / 100).\(tail < 10 ? "0" : "")\(tail):1"
    }
}
