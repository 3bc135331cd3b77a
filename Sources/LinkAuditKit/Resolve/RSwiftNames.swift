import LinkAuditModel

/// The accessors R.swift generates for a run's string-table keys
/// (`R.string.localizable.helpMore()`, `R.string.settings.privacyTitle(preferredLanguages:)`): its
/// generated file is made at build time and is never in the run, so a name the code uses is read
/// to its table and key this way (issue 23, section 1).
enum RSwiftNames {
    /// The prefix of every string accessor R.swift generates.
    static let prefix = "R.string."

    /// The names code may call `key` of `table` (a table's name, `Localizable`) by: the function
    /// with no arguments or with `preferredLanguages:`, after zero to
    /// ``SwiftGenNames/argumentLimit`` unnamed format arguments; empty for a key R.swift would not
    /// name (no letter or digit).
    static func accessorNames(ofKey key: String, table: String) -> [String] {
        let function = identifier(key)
        let tableName = identifier(table)
        guard !function.isEmpty, !tableName.isEmpty else { return [] }
        let base = prefix + tableName + "." + function
        var names: [String] = []
        for count in 0...SwiftGenNames.argumentLimit {
            let arguments = String(repeating: "_:", count: count)
            names.append(base + "(" + arguments + ")")
            names.append(base + "(" + arguments + "preferredLanguages:)")
        }
        return names
    }

    /// A key or table name as R.swift writes it: split at every character that is not a letter,
    /// a digit or `_`; the first part kept, each other part's first letter uppercased; then the
    /// leading run of capitals lowercased (all but the last when a lowercase letter follows it:
    /// `URLTitle` -> `urlTitle`), and a leading digit given a `_` before it.
    static func identifier(_ name: String) -> String {
        let parts = name.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        guard let first = parts.first else { return "" }
        let joined = String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return SwiftGenNames.prefixingDigit(SwiftGenNames.loweringLeadingCapitals(joined))
    }
}
