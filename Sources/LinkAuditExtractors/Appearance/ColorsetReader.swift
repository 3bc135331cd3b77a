import Foundation
import LinkAuditModel

/// Reads an Xcode asset catalog color, `NAME.colorset/Contents.json`, into one `ColorDefinition`.
///
/// Each entry of `colors` is one idiom and appearance: `appearances` with `luminosity` `light`/`dark`
/// and `contrast` `high` give the `Appearance` (no luminosity is Xcode's "Any", used in light mode
/// when no `light` entry exists). Of several idioms, `universal` is preferred, then `iphone`, then
/// the first entry. A `reference` to a system color takes its published value (`SystemColorValues`).
/// Components are floats (`"0.250"`), 0-255 integers (`"64"`) or hex (`"0x40"`);
/// `color-space` is `srgb`, `extended-srgb`, `extended-linear-srgb`, `display-p3` (converted to sRGB),
/// `gray-gamma-22` or `extended-gray` (a `white` component); JSON numbers are floats. An entry in a
/// space not known is left out: its appearance stays unknown.
///
/// Each value's site is the first byte of its `components` object (or `reference` string) (1-based line, 1-based UTF-8
/// byte column). Bad JSON is one located error.
enum ColorsetReader {
    static func extractDocument(bytes: [UInt8], file: String) -> ExtractedDocument {
        var document = ExtractedDocument(file: file, format: .colorset)
        guard let json = JSONMembers.parse(bytes, label: "colorset", into: &document) else { return document }
        guard let name = colorsetName(of: file) else { return document }
        let lines = LineIndex(bytes)
        guard let root = json.root.object, case .array(let entries)? = root["colors"] else { return document }
        var best: [Appearance: (rank: Int, value: AppearanceColor)] = [:]
        for entry in entries {
            guard let object = entry.object, let member = object.members.first(where: { $0.key == "color" }),
                let color = member.value.object
            else { continue }
            let idiom = object["idiom"]?.string.map(json.string) ?? "universal"
            let idiomRank = ["universal": 0, "iphone": 1][idiom] ?? 2
            guard let appearance = appearance(of: object, json),
                let written = color.members.first(where: { $0.key == "components" || $0.key == "reference" }),
                let value = written.key == "components" ? self.color(color, json) : reference(color, json, appearance.value)
            else { continue }
            // An explicit `light` entry wins over "Any" for the light appearance.
            let rank = idiomRank * 2 + (appearance.isAny ? 1 : 0)
            let site = ColorSite(
                file: file, position: lines.position(ofByte: JSONMembers.valueStart(of: written, in: bytes)))
            if let known = best[appearance.value], known.rank <= rank { continue }
            best[appearance.value] = (rank, AppearanceColor(appearance: appearance.value, color: value, site: site))
        }
        guard !best.isEmpty else { return document }
        let values = best.values.map(\.value).sorted { $0.appearance < $1.appearance }
        document.colorDefinitions = [
            ColorDefinition(
                name: name, kind: .assetCatalog, role: ColorNameRole.role(ofColorsetNamed: name), values: values,
                site: ColorSite(file: file, position: SourcePosition(line: 1, utf8Column: 1)))
        ]
        return document
    }

    /// `Brand` for `App/Assets.xcassets/Colors/Brand.colorset/Contents.json`; `nil` when the path has no `.colorset` folder.
    static func colorsetName(of file: String) -> String? {
        let folders = file.split(separator: "/").dropLast()
        guard let folder = folders.last, folder.lowercased().hasSuffix(".colorset") else { return nil }
        return String(folder.dropLast(".colorset".count))
    }

    /// The appearance an entry's `appearances` give, and whether it is Xcode's "Any" (no luminosity);
    /// `nil` for one this model has no appearance for (an unknown value).
    private static func appearance(of entry: JSONDocument.Object, _ json: JSONDocument) -> (value: Appearance, isAny: Bool)? {
        var dark = false
        var luminosity = false
        var high = false
        if case .array(let list)? = entry["appearances"] {
            for item in list {
                guard let object = item.object, let kind = object["appearance"]?.string.map(json.string),
                    let value = object["value"]?.string.map(json.string)
                else { continue }
                switch (kind, value) {
                case ("luminosity", "dark"): dark = true; luminosity = true
                case ("luminosity", "light"): luminosity = true
                case ("contrast", "high"): high = true
                default: return nil
                }
            }
        }
        let value: Appearance = dark ? (high ? .darkHighContrast : .dark) : (high ? .lightHighContrast : .light)
        return (value, !luminosity)
    }

    /// The sRGB value of a colorset entry's `color` object, or `nil` when its space or components are not known.
    private static func color(_ color: JSONDocument.Object, _ json: JSONDocument) -> RGBAColor? {
        let spaceName = color["color-space"]?.string.map(json.string) ?? "srgb"
        guard let space = ColorSpace(assetCatalogName: spaceName), let components = color["components"]?.object else { return nil }
        func component(_ key: String) -> Double? {
            guard let value = components[key] else { return nil }
            switch value {
            case .string(let token): return componentValue(json.string(token))
            // A JSON number (hand-written or generated catalogs) is a float; above 1 it is 0-255.
            case .number(let range):
                return Double(String(decoding: json.bytes[range], as: UTF8.self)).map { $0 > 1 ? $0 / 255 : $0 }
            default: return nil
            }
        }
        let alpha = components["alpha"] == nil ? 1 : component("alpha").map { $0 > 1 ? $0 / 255 : $0 }
        guard let alpha else { return nil }
        if space == .grayGamma22 {
            guard let white = component("white") else { return nil }
            return space.color(red: white, green: white, blue: white, alpha: alpha)
        }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        return space.color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A `reference` to a system color (`systemBackgroundColor`, `labelColor`) in `appearance`, by
    /// `SystemColorValues`; `nil` for one not listed there.
    private static func reference(_ color: JSONDocument.Object, _ json: JSONDocument, _ appearance: Appearance) -> RGBAColor? {
        guard var name = color["reference"]?.string.map(json.string) else { return nil }
        if name.hasSuffix("Color") { name.removeLast("Color".count) }
        return SystemColorValues.color(named: name, in: appearance)
    }

    /// One component as Xcode writes it: a decimal with a point is a float (`0.250`, `1.000`), an
    /// integer is 0-255 (`64`), `0x40` is hex 0-255.
    static func componentValue(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed.hasPrefix("0x") { return UInt8(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if trimmed.contains(".") || trimmed.contains("e") { return Double(trimmed) }
        return Int(trimmed).map { Double($0) / 255 }
    }
}

/// JSON helpers of the color readers.
enum JSONMembers {
    /// The parsed document, or `nil` after adding the syntax error, located, to `document.errors`.
    static func parse(_ bytes: [UInt8], label: String, into document: inout ExtractedDocument) -> JSONDocument? {
        do {
            return try JSONDocument(parsing: bytes)
        } catch {
            document.errors.append(
                AuditError(file: document.file, line: error.line, column: error.column, message: label + ": " + error.message))
            return nil
        }
    }

    /// 0-based byte offset of the first byte of `member`'s value: past the key's closing quote, the
    /// colon and any whitespace.
    static func valueStart(of member: JSONDocument.Object.Member, in bytes: [UInt8]) -> Int {
        var index = member.keyToken.range.upperBound + 1
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ":")].contains(bytes[index]) { index += 1 }
        return min(index, max(0, bytes.count - 1))
    }
}

/// The role a color's name gives it (`ColorDefinition.Role`), from its words.
enum ColorNameRole {
    /// `AccentColor` is the accent; a name with the word `link` a link color (`LinkColor`,
    /// `link-blue`; not `LinkedInBlue`). Other colorsets have no role: the rules judge accent and link
    /// colors against the system background, never a colorset's background by its name.
    static func role(ofColorsetNamed name: String) -> ColorDefinition.Role? {
        if name == "AccentColor" { return .accent }
        return words(of: name).contains("link") ? .link : nil
    }

    /// The role of a token path's segments: `link` -> link, `background`/`bg`/`surface` ->
    /// background, `text`/`foreground`/`body` -> text; the last segment that names one wins
    /// (`color.text.link` is a link color, `color.link.background` a background).
    static func role(ofTokenPath path: [String]) -> ColorDefinition.Role? {
        var role: ColorDefinition.Role?
        for segment in path {
            for word in words(of: segment) {
                switch word {
                case "link", "links": role = .link
                case "background", "bg", "surface": role = .background
                case "text", "foreground", "fg", "body": role = .text
                default: continue
                }
            }
        }
        return role
    }

    static func words(of name: String) -> [String] { ColorNameWords.words(of: name) }
}
