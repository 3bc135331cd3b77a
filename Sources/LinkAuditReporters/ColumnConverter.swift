import LinkAuditModel

/// Converts linkaudit's columns (1-based, in UTF-8 bytes) to 1-based columns in UTF-16 code units,
/// the unit SARIF viewers such as GitHub code scanning count in (`run.columnKind`
/// `utf16CodeUnits`).
///
/// Reporters are pure functions of the result and read no file: each file's ``UTF16Columns`` were
/// counted when it was extracted (``AuditResult/utf16Columns``). A file without a table has only
/// ASCII lines, where both units agree.
struct ColumnConverter: Sendable {
    let tables: [String: UTF16Columns]

    init(_ result: AuditResult) {
        tables = result.utf16Columns
    }

    /// The 1-based UTF-16 column of `utf8Column` on 1-based `line` of `file`; a column one past
    /// the line's last byte (an exclusive end) converts too.
    func utf16Column(file: String, line: Int, utf8Column: Int) -> Int {
        tables[file]?.utf16Column(line: line, utf8Column: utf8Column) ?? utf8Column
    }
}
