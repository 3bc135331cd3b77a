import LinkAuditModel

/// The accessors SwiftGen's strings templates make of a run's string-table keys (by default
/// `structured-swift5`, enum `L10n`; else as the project's `swiftgen.yml` says,
/// ``SwiftGenConfiguration``), for apps whose generated file is not in the run (it is made at build
/// time and often not committed): `settings.privacy_title` is `L10n.Settings.privacyTitle`, and a
/// value with format specifiers a function of as many unnamed arguments
/// (`L10n.Settings.greeting(_:)`). The run resolves a name its code uses to the key this way only
/// when no Swift file of the run declares that name (issue 23, section 1).
enum SwiftGenNames {
    /// The enum SwiftGen's templates name the accessors' root by default.
    static let rootEnum = "L10n"

    /// The most unnamed arguments an accessor function is looked up with.
    static let argumentLimit = 4

    /// The names code may use for `key`: the property, then the function of one to
    /// ``argumentLimit`` unnamed arguments (what a value's specifiers give is not known here);
    /// empty for a key SwiftGen would not name (an empty component).
    /// - Parameter configuration: the enums and templates of the project's `swiftgen.yml`; a flat
    ///   template names the whole key as one property (`L10n.settingsPrivacyTitle`).
    static func accessorNames(ofKey key: String, configuration: SwiftGenConfiguration = .standard) -> [String] {
        let components = key.split(separator: ".", omittingEmptySubsequences: false)
        guard !components.isEmpty, components.allSatisfy({ !$0.isEmpty }) else { return [] }
        var result: [String] = []
        for output in configuration.outputs {
            var names = [output.enumName]
            let last: String
            if output.isFlat {
                last = identifier(Substring(key), lowerFirstWord: true)
            } else {
                for component in components.dropLast() { names.append(identifier(component, lowerFirstWord: false)) }
                last = identifier(components.last!, lowerFirstWord: true)
            }
            guard !last.isEmpty, !names.contains(where: \.isEmpty) else { continue }
            result += propertyAndFunctions((names + [last]).joined(separator: "."))
        }
        return result
    }

    /// `name` as a property, then as a function of one to ``argumentLimit`` unnamed arguments
    /// (`name(_:)`, `name(_:_:)`, …): the forms generated accessors take by a value's specifiers.
    static func propertyAndFunctions(_ name: String) -> [String] {
        [name] + (1...argumentLimit).map { name + "(" + String(repeating: "_:", count: $0) + ")" }
    }

    /// A key component as SwiftGen's `swiftIdentifier:"pretty"` filter writes it: split at every
    /// character that is not a letter or a digit, each part's first letter uppercased, joined; with
    /// `lowerFirstWord`, the leading run of capitals lowercased (all but the last when a lowercase
    /// letter follows it: `URLTitle` -> `urlTitle`); a leading digit gets a `_` before it.
    static func identifier(_ component: Substring, lowerFirstWord: Bool) -> String {
        var pretty = ""
        for part in component.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
            pretty += part.prefix(1).uppercased() + part.dropFirst()
        }
        if lowerFirstWord { pretty = loweringLeadingCapitals(pretty) }
        return prefixingDigit(pretty)
    }

    /// `text` with its leading run of capitals lowercased, all but the last when a lowercase letter
    /// follows it (`URLTitle` -> `urlTitle`, `URL_title` -> `url_title`, `Help` -> `help`), as
    /// SwiftGen and R.swift both do.
    static func loweringLeadingCapitals(_ text: String) -> String {
        let characters = Array(text)
        var capitals = 0
        while capitals < characters.count, characters[capitals].isUppercase { capitals += 1 }
        let lowered = capitals > 1 && capitals < characters.count && characters[capitals].isLowercase ? capitals - 1 : capitals
        return characters.prefix(lowered).map { $0.lowercased() }.joined() + String(characters.dropFirst(lowered))
    }

    /// `text` with a `_` before it when it starts with a digit: no Swift name does.
    static func prefixingDigit(_ text: String) -> String {
        if let first = text.first, first.isNumber { return "_" + text }
        return text
    }
}
