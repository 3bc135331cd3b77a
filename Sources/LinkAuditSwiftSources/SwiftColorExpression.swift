import LinkAuditModel
internal import SwiftSyntax

/// Reads a SwiftUI `Color` or UIKit `UIColor` expression as the `ColorSource` the appearance rules
/// resolve, or `nil` when the expression is not one whose color the code alone tells (a variable,
/// a custom initializer such as `Color(hex:)`, a constant declared in another file). A constant
/// the same file declares (`ColorConstants`: `static let brand = Color("Brand")`) reads as its value.
///
/// - `Color("Brand")`, `Color("Brand", bundle: .main)`, `UIColor(named: "Brand")` → `.named("Brand")`;
/// - `Color(red:green:blue:opacity:)`, `Color(.sRGB, red:…)`, `Color(white:opacity:)`,
///   `Color(hue:saturation:brightness:)`, `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`,
///   `UIColor(hue:saturation:brightness:alpha:)`, `#colorLiteral(red:green:blue:alpha:)`
///   with number literals (or a literal divided by a literal, `200 / 255`) → `.literal`;
/// - platform colors → `.system` with the name UIKit gives them: SwiftUI's `.blue` is UIKit's
///   `systemBlue` (an adaptive color), `.primary` is `label`, `.secondary` is `secondaryLabel`,
///   `.accentColor` stays `accentColor`; `UIColor.systemBlue`, `.link`, `.label`,
///   `Color(.systemBlue)`, `Color(uiColor: .label)` keep their UIKit names;
/// - the fixed colors (`Color.white`, `.black`, `.clear`, and UIKit's `UIColor.blue`, which is
///   pure blue and not `systemBlue`) → `.literal`.
enum SwiftColorExpression {
    /// Which API an implicit member (`.blue`) belongs to.
    enum Family {
        /// SwiftUI `Color` and `ShapeStyle` (`.tint(.blue)`, `.foregroundStyle(.secondary)`).
        case swiftUI
        /// UIKit `UIColor` (`[.foregroundColor: UIColor.blue]`, `Color(uiColor: .label)`).
        case uiKit
    }

    /// The color `expression` names, read as `family` reads an implicit member; `nil` when unknown.
    static func source(of expression: ExprSyntax, family: Family = .swiftUI, constants: ColorConstants? = nil) -> ColorSource? {
        let expression = expression.unwrapped
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.declName.argumentNames == nil ? memberColor(member, family: family, constants: constants) : nil
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return constants?.color(type: nil, name: reference.baseName.text, family: family, implicitMember: false)
        }
        if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "colorLiteral" {
            return components(macro.arguments, alpha: "alpha")
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
        let callee = call.calledExpression.trimmedDescription
        switch callee {
        case "Color", "SwiftUI.Color", "UIColor", "UIKit.UIColor", "Color.init", "UIColor.init", ".init":
            return initializerColor(
                call, uiKit: callee.contains("UIColor") || (callee == ".init" && family == .uiKit), constants: constants)
        default:
            return nil
        }
    }

    /// `Color(…)` and `UIColor(…)` initializers.
    private static func initializerColor(_ call: FunctionCallExprSyntax, uiKit: Bool, constants: ColorConstants?) -> ColorSource? {
        let labels = call.arguments.map { $0.label?.text }
        if uiKit, labels == ["named"] || labels == ["named", "in", "compatibleWith"],
            let name = SwiftLinkVisitor.literalText(call.argument("named"))
        {
            return .named(name)
        }
        if !uiKit, labels.first == .some(nil), labels.dropFirst().allSatisfy({ $0 == "bundle" }),
            let name = SwiftLinkVisitor.literalText(call.firstUnlabeledArgument)
        {
            return .named(name)
        }
        // `Color(.systemBlue)`, `Color(UIColor.label)`, `Color(uiColor: .link)`.
        if labels == [nil] || labels == ["uiColor"], let argument = call.arguments.first?.expression, argument.stringLiteral == nil {
            return source(of: argument, family: .uiKit, constants: constants)
        }
        var arguments = Array(call.arguments)[...]
        if let space = arguments.first, space.label == nil {
            // Only sRGB components are read as they are; Display P3 and other spaces stay unknown.
            guard ["sRGB", "RGBColorSpace.sRGB"].contains(String(space.expression.compactText.drop { $0 == "." })) else { return nil }
            arguments = arguments.dropFirst()
        }
        return components(LabeledExprListSyntax(Array(arguments)), alpha: uiKit ? "alpha" : "opacity")
    }

    /// `red:green:blue:` (and the opacity argument `alpha`) or `white:` of number literals.
    private static func components(_ arguments: LabeledExprListSyntax, alpha: String) -> ColorSource? {
        var values: [String: Double] = [:]
        for argument in arguments {
            guard let label = argument.label?.text, let value = number(argument.expression) else { return nil }
            values[label] = value
        }
        let opacity = values.removeValue(forKey: alpha) ?? 1
        if Set(values.keys) == ["red", "green", "blue"], let red = values["red"], let green = values["green"], let blue = values["blue"] {
            return .literal(RGBAColor(red: red, green: green, blue: blue, alpha: opacity))
        }
        if values.keys.sorted() == ["white"], let white = values["white"] {
            return .literal(RGBAColor(red: white, green: white, blue: white, alpha: opacity))
        }
        if Set(values.keys) == ["hue", "saturation", "brightness"], let hue = values["hue"], let saturation = values["saturation"],
            let brightness = values["brightness"]
        {
            return .literal(hsb(hue: hue, saturation: saturation, brightness: brightness, alpha: opacity))
        }
        return nil
    }

    /// The sRGB color of a hue, saturation and brightness, each `0...1` (the HSB model of
    /// `Color(hue:saturation:brightness:)` and `UIColor(hue:saturation:brightness:alpha:)`).
    static func hsb(hue: Double, saturation: Double, brightness: Double, alpha: Double) -> RGBAColor {
        let clamped = (min(1, max(0, hue)), min(1, max(0, saturation)), min(1, max(0, brightness)))
        let sector = clamped.0 == 1 ? 0 : clamped.0 * 6
        let whole = sector.rounded(.down)
        let fraction = sector - whole
        let (s, v) = (clamped.1, clamped.2)
        let (p, q, t) = (v * (1 - s), v * (1 - s * fraction), v * (1 - s * (1 - fraction)))
        let (red, green, blue): (Double, Double, Double)
        switch Int(whole) {
        case 0: (red, green, blue) = (v, t, p)
        case 1: (red, green, blue) = (q, v, p)
        case 2: (red, green, blue) = (p, v, t)
        case 3: (red, green, blue) = (p, q, v)
        case 4: (red, green, blue) = (t, p, v)
        default: (red, green, blue) = (v, p, q)
        }
        return RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A number literal, or one literal divided by another (`200 / 255`, `200.0/255.0`).
    static func number(_ expression: ExprSyntax) -> Double? {
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.filter { $0 != "_" }) }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text.filter { $0 != "_" }) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "/",
                let top = number(elements[0]), let bottom = number(elements[2]), bottom != 0
            else { return nil }
            return top / bottom
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return number(only.expression)
        }
        return nil
    }

    /// `.blue`, `Color.blue`, `UIColor.systemBlue`, `SwiftUI.Color.accentColor`.
    private static func memberColor(_ member: MemberAccessExprSyntax, family implicit: Family, constants: ColorConstants?)
        -> ColorSource?
    {
        let name = member.declName.baseName.text
        let family: Family
        let base = member.base?.trimmedDescription
        switch base {
        case nil: family = implicit
        case "Color", "SwiftUI.Color": family = .swiftUI
        case "UIColor", "UIKit.UIColor": family = .uiKit
        case let type?:
            // `Theme.link`: a constant of a type of this file.
            return constants?.color(type: type, name: name, family: implicit, implicitMember: false)
        }
        let known: ColorSource?
        if family == .swiftUI {
            if let fixed = fixedColors[name] {
                known = .literal(fixed)
            } else if let system = swiftUISystemNames[name] {
                known = .system(system)
            } else {
                known = uiKitSystemNames.contains(name) ? .system(name) : nil
            }
        } else if let fixed = fixedColors[name] ?? uiKitFixedColors[name] {
            known = .literal(fixed)
        } else {
            known = uiKitSystemNames.contains(name) ? .system(name) : nil
        }
        if let known { return known }
        let type = base.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
        return constants?.color(type: type, name: name, family: family, implicitMember: base == nil)
    }

    /// Colors the same in every appearance, in both APIs.
    private static let fixedColors: [String: RGBAColor] = [
        "white": RGBAColor(red: 1, green: 1, blue: 1), "black": RGBAColor(red: 0, green: 0, blue: 0),
        "clear": RGBAColor(red: 0, green: 0, blue: 0, alpha: 0),
    ]

    /// UIKit's fixed named colors, as `UIColor`'s class properties define them (`blue` is 0, 0, 1).
    private static let uiKitFixedColors: [String: RGBAColor] = [
        "blue": RGBAColor(red: 0, green: 0, blue: 1), "red": RGBAColor(red: 1, green: 0, blue: 0),
        "green": RGBAColor(red: 0, green: 1, blue: 0), "cyan": RGBAColor(red: 0, green: 1, blue: 1),
        "yellow": RGBAColor(red: 1, green: 1, blue: 0), "magenta": RGBAColor(red: 1, green: 0, blue: 1),
        "orange": RGBAColor(red: 1, green: 0.5, blue: 0), "purple": RGBAColor(red: 0.5, green: 0, blue: 0.5),
        "brown": RGBAColor(red: 0.6, green: 0.4, blue: 0.2), "gray": RGBAColor(red: 0.5, green: 0.5, blue: 0.5),
        "darkGray": RGBAColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3),
        "lightGray": RGBAColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3),
    ]

    /// SwiftUI's adaptive `Color`s and `ShapeStyle`s by the UIKit name of the color they draw.
    private static let swiftUISystemNames: [String: String] = [
        "blue": "systemBlue", "brown": "systemBrown", "cyan": "systemCyan", "gray": "systemGray", "green": "systemGreen",
        "indigo": "systemIndigo", "mint": "systemMint", "orange": "systemOrange", "pink": "systemPink",
        "purple": "systemPurple", "red": "systemRed", "teal": "systemTeal", "yellow": "systemYellow",
        "primary": "label", "secondary": "secondaryLabel", "accentColor": "accentColor",
    ]

    /// UIKit's adaptive colors, by their `UIColor` class property names.
    static let uiKitSystemNames: Set<String> = [
        "systemBlue", "systemBrown", "systemCyan", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5",
        "systemGray6", "systemGreen", "systemIndigo", "systemMint", "systemOrange", "systemPink", "systemPurple",
        "systemRed", "systemTeal", "systemYellow", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link",
        "placeholderText", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "tintColor",
    ]
}
