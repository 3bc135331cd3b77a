import Foundation
import LinkAuditModel

/// Reads design-token JSON into `ColorDefinition`s: the W3C Design Tokens format (`$value`,
/// `$type`, groups, `{group.token}` references) and the common nested shape
/// (`{"theme": {"color": {"link": {"default": {"value": "#0A66C2"}}}}}`, `value` or `$value`, or a
/// plain string leaf).
///
/// - Values: `#hex`, `rgb()`/`rgba()`, a W3C color object (`colorSpace`, `components`, `alpha`),
///   or a reference to another token of the same file, resolved per appearance. A reference cycle
///   is an error at the value that starts it; a reference to a token the file lacks, and any value
///   that is not a color, leave the token out (unknown, never guessed).
/// - Appearances: a key whose words name `light` or `dark` (and `contrast`/`hc` for high contrast)
///   gives its subtree that appearance and is left out of the token's name (`link.default.dark` and
///   `dark.link.default` are both the `dark` value of `link.default`); a token's `$extensions` may
///   hold a `mode`/`modes` object with such keys; a file whose name or folder names `light` or
///   `dark` holds that appearance. A token with no appearance is both light and dark.
/// - Names and roles: the dotted path; the role from its words (`ColorNameRole`).
/// - Sites: the first byte of each value (1-based line, 1-based UTF-8 byte column).
enum DesignTokenReader {
    /// One value as written: where, and what (a string or a color object).
    struct Written {
        var value: JSONDocument.Value
        var offset: Int
    }

    static func extractDocument(bytes: [UInt8], file: String) -> ExtractedDocument {
        var document = ExtractedDocument(file: file, format: .designTokens)
        guard let json = JSONMembers.parse(bytes, label: "design tokens", into: &document) else { return document }
        guard let root = json.root.object else { return document }
        var walker = Walker(json: json, fileAppearance: fileAppearance(of: file))
        walker.walk(root, path: [], appearance: walker.fileAppearance, type: nil)
        let lines = LineIndex(bytes)
        var resolver = Resolver(json: json, written: walker.written)
        // A cycle's trail starts at the same token for each of its tokens (`Resolver.resolve`).
        var reportedCycles = Set<String>()
        for path in walker.order {
            var values: [AppearanceColor] = []
            for appearance in Appearance.allCases {
                guard walker.written[path]?[appearance] != nil || (appearance.isBase && walker.written[path]?[nil] != nil) else { continue }
                switch resolver.resolve(path, appearance) {
                case .color(let color, let offset):
                    values.append(
                        AppearanceColor(
                            appearance: appearance, color: color, site: ColorSite(file: file, position: lines.position(ofByte: offset))))
                case .cycle(let trail, let offset):
                    // One error per cycle, at the value of the first of its tokens met.
                    guard let first = trail.first, reportedCycles.insert(first).inserted else { continue }
                    let position = lines.position(ofByte: offset)
                    let error = AuditError(
                        file: file, line: position.line, column: position.utf8Column,
                        message: "design tokens: reference cycle " + trail.joined(separator: " -> "))
                    document.errors.append(error)
                case .unknown: continue
                }
            }
            guard let first = values.first else { continue }
            let name = path.joined(separator: ".")
            document.colorDefinitions.append(
                ColorDefinition(
                    name: name, kind: .designToken, role: ColorNameRole.role(ofTokenPath: path), values: values,
                    site: first.site ?? ColorSite(file: file, position: nil)))
        }
        return document
    }

    /// The appearance a file's name or folders name (`tokens/dark/color.json`, `colors.light.tokens.json`), if any.
    /// A folder counts when all its words are mode words (`dark`, `light-hc`; not `DarkSky`); the
    /// file's own name when any word is (`colors.dark.json`).
    static func fileAppearance(of file: String) -> Appearance? {
        let components = file.split(separator: "/").map(String.init)
        if let name = components.last, let appearance = modeAppearance(name) { return appearance }
        return components.dropLast().reversed().lazy.compactMap(Walker.modeAppearanceOfKey).first
    }

    /// The appearance a key names by its words: `dark`, `light`, with `contrast`/`hc` for high contrast.
    static func modeAppearance(_ key: String) -> Appearance? {
        let words = ColorNameRole.words(of: key)
        let high = words.contains("contrast") || words.contains("hc")
        if words.contains("dark") { return high ? .darkHighContrast : .dark }
        if words.contains("light") { return high ? .lightHighContrast : .light }
        return nil
    }

    /// Collects every token value of the file by path and appearance (`nil`: no appearance given).
    struct Walker {
        let json: JSONDocument
        let fileAppearance: Appearance?
        var written: [[String]: [Appearance?: Written]] = [:]
        var order: [[String]] = []

        mutating func walk(_ object: JSONDocument.Object, path: [String], appearance: Appearance?, type: String?) {
            let type = object["$type"]?.string.map(json.string) ?? object["type"]?.string.map(json.string) ?? type
            if let member = object.members.first(where: { $0.key == "$value" || $0.key == "value" }) {
                guard type == nil || type == "color" else { return }
                record(path, appearance, Written(value: member.value, offset: JSONMembers.valueStart(of: member, in: json.bytes)))
                if case .object(let extensions)? = object["$extensions"] { walkModes(extensions, path: path, depth: 0) }
                return
            }
            for member in object.members where !member.key.hasPrefix("$") {
                let mode = Self.modeAppearanceOfKey(member.key)
                let childPath = mode == nil ? path + [member.key] : path
                let childAppearance = mode ?? appearance
                switch member.value {
                case .object(let child): walk(child, path: childPath, appearance: childAppearance, type: type)
                case .string:
                    guard type == nil || type == "color", !childPath.isEmpty else { continue }
                    record(
                        childPath, childAppearance, Written(value: member.value, offset: JSONMembers.valueStart(of: member, in: json.bytes))
                    )
                default: continue
                }
            }
        }

        /// `light`/`dark` keys, also inside `$extensions`: the appearance they name, when every word
        /// of the key is a mode word (`dark`, `light-high-contrast`, `darkMode`; not `light-blue`).
        static func modeAppearanceOfKey(_ key: String) -> Appearance? {
            let modeWords: Set<String> = ["light", "dark", "high", "contrast", "hc", "mode", "theme"]
            guard ColorNameWords.words(of: key).allSatisfy(modeWords.contains) else { return nil }
            return DesignTokenReader.modeAppearance(key)
        }

        /// A `mode`/`modes` object (at any depth of `$extensions`, up to three levels) with `light`/`dark` keys.
        private mutating func walkModes(_ object: JSONDocument.Object, path: [String], depth: Int) {
            guard depth < 3 else { return }
            for member in object.members {
                if let appearance = Self.modeAppearanceOfKey(member.key), depth > 0 || member.value.string != nil {
                    if case .string = member.value {
                        record(path, appearance, Written(value: member.value, offset: JSONMembers.valueStart(of: member, in: json.bytes)))
                    } else if case .object(let inner) = member.value,
                        let value = inner.members.first(where: { $0.key == "$value" || $0.key == "value" })
                    {
                        record(path, appearance, Written(value: value.value, offset: JSONMembers.valueStart(of: value, in: json.bytes)))
                    }
                } else if case .object(let inner) = member.value {
                    walkModes(inner, path: path, depth: depth + 1)
                }
            }
        }

        private mutating func record(_ path: [String], _ appearance: Appearance?, _ value: Written) {
            if written[path] == nil { order.append(path) }
            if written[path]?[appearance] == nil { written[path, default: [:]][appearance] = value }
        }
    }

    enum Resolution {
        case color(RGBAColor, offset: Int)
        case cycle([String], offset: Int)
        case unknown
    }

    /// Resolves a token's value in one appearance, following references.
    struct Resolver {
        let json: JSONDocument
        let written: [[String]: [Appearance?: Written]]

        /// The token's own value for `appearance`: the exact one, high contrast falls back to its base,
        /// a base appearance to the value without appearance.
        func value(of path: [String], _ appearance: Appearance) -> Written? {
            guard let entries = written[path] else { return nil }
            if let exact = entries[appearance] { return exact }
            switch appearance {
            case .lightHighContrast: return entries[.light] ?? entries[nil]
            case .darkHighContrast: return entries[.dark] ?? entries[nil]
            case .light, .dark: return entries[nil]
            }
        }

        /// What each token resolved to, by name and appearance: a chain or a fan-in is followed once
        /// (issue 25: re-followed for each token, a chain of 1,000 took 35 s).
        var resolved: [Key: Resolution] = [:]

        struct Key: Hashable {
            var name: String
            var appearance: Appearance
        }

        /// The token's color in `appearance`, following references one after another (no
        /// recursion: a chain may be as long as the file); `.cycle` for a token on a reference
        /// cycle, naming the cycle from the first of its tokens met, at that token's value;
        /// `.unknown` for a token that leads into a cycle, or to no color.
        mutating func resolve(_ path: [String], _ appearance: Appearance) -> Resolution {
            var chain: [(key: Key, written: Written)] = []
            var place: [String: Int] = [:]
            var current = path
            var end = Resolution.unknown
            var cycleStart: Int?
            while true {
                let key = Key(name: current.joined(separator: "."), appearance: appearance)
                if let known = resolved[key] {
                    // A token already resolved: a cycle it is on is not one of this chain's tokens.
                    if case .cycle = known { end = .unknown } else { end = known }
                    break
                }
                guard let written = value(of: current, appearance) else { break }
                if let start = place[key.name] {
                    cycleStart = start
                    let names = chain[start...].map(\.key.name)
                    end = .cycle(names + [names[0]], offset: chain[start].written.offset)
                    break
                }
                place[key.name] = chain.count
                chain.append((key, written))
                if case .string(let token) = written.value {
                    let text = json.string(token).trimmingCharacters(in: .whitespaces)
                    if text.hasPrefix("{"), text.hasSuffix("}") {
                        current = text.dropFirst().dropLast().split(separator: ".").map(String.init)
                        continue
                    }
                    end = ColorText.color(text).map { .color($0, offset: 0) } ?? .unknown
                } else if case .object(let object) = written.value {
                    end = colorObject(object).map { .color($0, offset: 0) } ?? .unknown
                }
                break
            }
            for (index, link) in chain.enumerated() {
                switch end {
                case .color(let color, _): resolved[link.key] = .color(color, offset: link.written.offset)
                case .cycle: resolved[link.key] = index >= (cycleStart ?? chain.count) ? end : .unknown
                case .unknown: resolved[link.key] = .unknown
                }
            }
            let key = Key(name: path.joined(separator: "."), appearance: appearance)
            return resolved[key] ?? .unknown
        }

        /// A W3C color object: `colorSpace` with three `components` (numbers `0...1`) and `alpha`, or its `hex`.
        private func colorObject(_ object: JSONDocument.Object) -> RGBAColor? {
            func number(_ value: JSONDocument.Value?) -> Double? {
                if case .number(let range)? = value { return Double(String(decoding: json.bytes[range], as: UTF8.self)) }
                return nil
            }
            let alpha = object["alpha"] == nil ? 1 : number(object["alpha"])
            if let spaceName = object["colorSpace"]?.string.map(json.string), let space = ColorSpace(tokenName: spaceName),
                case .array(let components)? = object["components"], components.count == 3, let alpha
            {
                let values = components.compactMap { number($0) }
                if values.count == 3 { return space.color(red: values[0], green: values[1], blue: values[2], alpha: alpha) }
            }
            if let hex = object["hex"]?.string.map(json.string), var color = RGBAColor(hex: hex) {
                color.alpha = alpha ?? 1
                return color
            }
            return nil
        }
    }
}

extension Appearance {
    /// `light` or `dark`: the appearances a value written without one holds for.
    var isBase: Bool { self == .light || self == .dark }
}
