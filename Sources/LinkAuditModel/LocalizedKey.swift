/// A string-table key as Swift code names it: the key and the table it is read from.
///
/// The table is the call's `tableName:` or `table:`, default `Localizable`, and matches the table
/// file's name without its extension (`LocalizedKeyUse.tableName(ofPath:)`).
public struct LocalizedKey: Hashable, Codable, Sendable {
    /// The key as written (an interpolation stands as `%@`, as in `LocalizedStringKey`).
    public var key: String
    /// The table name: `tableName:` or `table:` where given, else `Localizable`.
    public var table: String

    /// - Parameters:
    ///   - key: the key as written.
    ///   - table: the table name; `nil` for `Localizable`, the table a call reads when it names none.
    public init(key: String, table: String?) {
        self.key = BoundedKey.bounded(key)
        self.table = table ?? LocalizedKeyUse.defaultTable
    }
}
