import Foundation

/// Maps XLIFF unit ids, as Xcode writes them, back to the string's key and variation path.
///
/// - Stringsdict leaves: `/storage.summary:dict/NSStringLocalizedFormatKey:dict/:string` is key
///   `storage.summary`, variation `NSStringLocalizedFormatKey`;
///   `/storage.summary:dict/items:dict/other:dict/:string` is variation `items.other`;
///   `/sync.hint:dict/NSStringDeviceSpecificRuleType:dict/mac:dict/:string` is `device.mac`, as the
///   `.stringsdict` extractor names it.
/// - String Catalog variations: `files.removed|==|plural.other` is key `files.removed`, variation
///   `plural.other` (also `key|==|device.mac`, `key|==|substitutions.count.plural.one`).
/// - Anything else (`.strings` keys, plain catalog keys) is the key itself, without variation.
enum XLIFFUnitID {
    /// The separator Xcode writes between a String Catalog key and its variation path.
    static let catalogSeparator = "|==|"

    /// Splits a unit id into key and variation.
    /// - Parameter id: the `id` of a 1.2 `<trans-unit>` or 2.0 `<unit>`.
    static func keyAndVariation(of id: String) -> (key: String, variation: String?) {
        if let range = id.range(of: catalogSeparator) {
            let variation = String(id[range.upperBound...])
            return (String(id[..<range.lowerBound]), variation.isEmpty ? nil : variation)
        }
        if id.hasPrefix("/"), id.hasSuffix(":dict/:string"), id.contains(":dict/") {
            let body = id.dropFirst().dropLast(":dict/:string".count)
            let parts = body.components(separatedBy: ":dict/")
            if let key = parts.first, !key.isEmpty {
                let path = parts.dropFirst().map(StringsdictExtractor.variationComponent)
                return (key, path.isEmpty ? nil : path.joined(separator: "."))
            }
        }
        return (id, nil)
    }
}
