/// A string-table key within one table: the key and the table it belongs to, compared field by field.
///
/// Which table identity `table` holds is the caller's: a table group across localizations
/// (``AppCopyEntry/tableGroupKey``, the path with its `.lproj` folder as `*.lproj`) or one table
/// file's path. A key read by Swift code, whose table is a table *name*, is a ``LocalizedKey``.
public struct TableKey: Hashable, Sendable {
    /// The table: a table group or a table file's path, relative to the working directory.
    public var table: String
    /// The key of the string.
    public var key: String

    /// - Parameters:
    ///   - table: a table group (``AppCopyEntry/tableGroup``) or a table file's path.
    ///   - key: the key of the string.
    public init(table: String, key: String) {
        self.table = table
        self.key = BoundedKey.bounded(key)
    }
}

extension AppCopyEntry {
    /// The entry's key in its table across localizations: ``tableGroup`` and ``key``.
    public var tableGroupKey: TableKey { TableKey(table: tableGroup, key: key) }

    /// The entry's key as Swift call sites name it: the table file's name without extension
    /// (``LocalizedKeyUse/tableName(ofPath:)``) and ``key``.
    public var localizedKey: LocalizedKey { LocalizedKey(key: key, table: LocalizedKeyUse.tableName(ofPath: table)) }
}
