import LinkAuditModel

/// The symbols Xcode generates for a String Catalog's manually managed keys
/// (`STRING_CATALOG_GENERATE_SYMBOLS`): a static member of `LocalizedStringResource` named by the
/// key in lower camel case (`help.more` is `.helpMore`, used as `Text(.helpMore)`,
/// `String(localized: .helpMore)`, `Link(.helpMore, destination:)`), a function when the value has
/// placeholders. Read for the `Localizable` catalog only; the generated code is never in the run.
enum CatalogSymbolNames {
    /// The type the symbols are members of.
    static let prefix = "LocalizedStringResource."

    /// The names code may use for `key`: the property, then the function of one to
    /// ``SwiftGenNames/argumentLimit`` unnamed arguments; empty for a key with no letter or digit.
    static func accessorNames(ofKey key: String) -> [String] {
        let name = SwiftGenNames.identifier(Substring(key), lowerFirstWord: true)
        guard !name.isEmpty else { return [] }
        return SwiftGenNames.propertyAndFunctions(prefix + name)
    }
}
