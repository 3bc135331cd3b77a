import LinkAuditModel

/// What the resolve stage needs of app copy before constants are resolved
/// (`URLConstantTable`): the keys accessors of the run may name, and the names links use that
/// SwiftGen's default naming may give (``SwiftGenNames``). The run takes those keys' values before
/// it lets its store of values go.
enum AccessorKeys {
    /// The keys the Swift files' constants, computed properties and functions return
    /// (`URLExpression.Part.Kind.localizedKey`), alternatives included; and those links' texts and
    /// sentences give an app's own wrappers (`"help.more".localized`, `URLExpression.Part.argument`).
    static func keys(in documents: [ExtractedDocument]) -> Set<String> {
        var keys = Set<String>()
        func collect(_ expression: URLExpression?) {
            for part in expression?.parts ?? [] {
                if part.kind == .localizedKey { keys.insert(part.text) }
                if let argument = part.argument { keys.insert(argument) }
                for alternative in part.alternatives ?? [] { collect(alternative) }
            }
        }
        for document in documents {
            for constant in document.urlConstants { collect(constant.value) }
            for link in document.links where link.swiftCode != nil {
                collect(link.swiftCode?.textExpression)
                collect(link.swiftCode?.sentence?.expression)
            }
        }
        return keys
    }

    /// The names under SwiftGen's root enums (`L10n.…`, or those `swiftGen` names), R.swift's (`R.string.…`) or Xcode's String
    /// Catalog symbols (`LocalizedStringResource.…`) that the links' texts and sentences refer to
    /// (`SwiftLinkCode.textExpression`, `LinkSentence.expression`).
    static func namesUsed(by documents: [ExtractedDocument], swiftGen: SwiftGenConfiguration = .standard) -> Set<String> {
        let prefixes = swiftGen.prefixes + [RSwiftNames.prefix, CatalogSymbolNames.prefix]
        var names = Set<String>()
        func collect(_ expression: URLExpression?) {
            for part in expression?.parts ?? [] where part.kind == .reference {
                for candidate in part.candidates ?? [part.text] where prefixes.contains(where: candidate.hasPrefix) {
                    names.insert(candidate)
                }
            }
        }
        for document in documents {
            for link in document.links {
                collect(link.swiftCode?.textExpression)
                collect(link.swiftCode?.sentence?.expression)
            }
        }
        return names
    }
}
