/// Apple's published iOS values of the system colors the appearance rules meet, in the light, dark,
/// light high-contrast and dark high-contrast appearances (Human Interface Guidelines, Color:
/// "System colors" and the dynamic system background and label colors; `UIColor` documentation).
///
/// Only values Apple publishes are listed: an appearance missing here is unknown (`nil`), never
/// taken from another appearance. SwiftUI's `Color.blue` is `systemBlue`, `Color.primary` is `label`.
public enum SystemColorValues {
    /// By API name (`systemBlue`, `systemBackground`), then its hex value per appearance in
    /// `Appearance` order (light, dark, light high contrast, dark high contrast); `nil` where unknown.
    static let table: [String: [String?]] = [
        "systemBackground": ["#FFFFFF", "#000000", "#FFFFFF", "#000000"],
        "secondarySystemBackground": ["#F2F2F7", "#1C1C1E", "#EBEBF0", "#242426"],
        "tertiarySystemBackground": ["#FFFFFF", "#2C2C2E", "#FFFFFF", "#363638"],
        "systemGroupedBackground": ["#F2F2F7", "#000000", "#EBEBF0", "#000000"],
        "secondarySystemGroupedBackground": ["#FFFFFF", "#1C1C1E", "#FFFFFF", "#242426"],
        "label": ["#000000", "#FFFFFF", "#000000", "#FFFFFF"],
        "secondaryLabel": ["#3C3C4399", "#EBEBF599", nil, nil],
        "tertiaryLabel": ["#3C3C434D", "#EBEBF54D", nil, nil],
        "link": ["#007AFF", "#0984FF", nil, nil],
        "systemBlue": ["#007AFF", "#0A84FF", "#0040DD", "#409CFF"],
        "systemRed": ["#FF3B30", "#FF453A", "#D70015", "#FF6961"],
        "systemGreen": ["#34C759", "#30D158", "#248A3D", "#30DB5B"],
        "systemOrange": ["#FF9500", "#FF9F0A", "#C93400", "#FFB340"],
        "systemYellow": ["#FFCC00", "#FFD60A", "#A05A00", "#FFD426"],
        "systemPink": ["#FF2D55", "#FF375F", "#D30F45", "#FF6482"],
        "systemPurple": ["#AF52DE", "#BF5AF2", "#8944AB", "#DA8FFF"],
        "systemIndigo": ["#5856D6", "#5E5CE6", "#3634A3", "#7D7AFF"],
        "systemTeal": ["#30B0C7", "#40C8E0", "#008299", "#5DE6FF"],
        "systemGray": ["#8E8E93", "#8E8E93", "#6C6C70", "#AEAEB2"],
        "systemGray2": ["#AEAEB2", "#636366", "#8E8E93", "#7C7C80"],
        "systemGray3": ["#C7C7CC", "#48484A", "#AEAEB2", "#545456"],
        "systemGray4": ["#D1D1D6", "#3A3A3C", "#BCBCC0", "#444446"],
        "systemGray5": ["#E5E5EA", "#2C2C2E", "#D8D8DC", "#363638"],
        "systemGray6": ["#F2F2F7", "#1C1C1E", "#EBEBF0", "#242426"],
        "white": ["#FFFFFF", "#FFFFFF", "#FFFFFF", "#FFFFFF"],
        "black": ["#000000", "#000000", "#000000", "#000000"],
    ]

    /// Other spellings of the same colors: SwiftUI's `Color` members and `UIColor` class names.
    static let aliases: [String: String] = [
        "blue": "systemBlue", "red": "systemRed", "green": "systemGreen", "orange": "systemOrange",
        "yellow": "systemYellow", "pink": "systemPink", "purple": "systemPurple", "indigo": "systemIndigo",
        "teal": "systemTeal", "gray": "systemGray", "primary": "label", "labelColor": "label", "linkColor": "link",
        "systemBlueColor": "systemBlue", "systemBackgroundColor": "systemBackground",
    ]

    /// The system color `name` in `appearance`, or `nil` when the name or that appearance's value is not known.
    public static func color(named name: String, in appearance: Appearance) -> RGBAColor? {
        let key = aliases[name] ?? name
        guard let values = table[key], let index = Appearance.allCases.firstIndex(of: appearance), let hex = values[index] else {
            return nil
        }
        return RGBAColor(hex: hex)
    }

    /// The name a message shows for a system color: its `UIColor` name (`systemBlue` for `.blue`).
    public static func canonicalName(_ name: String) -> String { aliases[name] ?? name }
}
