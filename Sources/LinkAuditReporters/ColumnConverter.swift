/// Converts linkaudit's columns (1-based, in UTF-8 bytes) to 1-based columns in UTF-16 code units,
/// the unit SARIF viewers such as GitHub code scanning count in (`run.columnKind`
/// `utf16CodeUnits`).
///
/// Reporters are pure functions and read no file: LinkAuditKit's `UTF16ColumnProvider` reads the
/// lines of the files that have findings and hands a converter over. A column the converter
/// cannot convert (file not readable, line gone) is `nil`, and the report leaves it out rather
/// than give a column in the wrong unit.
public struct ColumnConverter: Sendable {
    private let convert: @Sendable (_ file: String, _ line: Int, _ utf8Column: Int) -> Int?

    /// - Parameter convert: the UTF-16 column of a file's 1-based line and 1-based UTF-8 column,
    ///   or `nil`; a column one past the line's last byte (an exclusive end) must convert too.
    public init(_ convert: @escaping @Sendable (_ file: String, _ line: Int, _ utf8Column: Int) -> Int?) {
        self.convert = convert
    }

    /// Converts nothing: reports then give lines without columns.
    public static let unavailable = ColumnConverter { _, _, _ in nil }

    /// The 1-based UTF-16 column of `utf8Column` on `line` of `file`, or `nil`.
    public func utf16Column(file: String, line: Int, utf8Column: Int) -> Int? {
        convert(file, line, utf8Column)
    }

    /// The UTF-16 code units of the characters that begin in `bytes` (UTF-8): a character cut at
    /// the end counts whole, a stray byte counts one.
    public static func utf16Length(ofUTF8 bytes: some Collection<UInt8>) -> Int {
        var units = 0
        for byte in bytes where byte & 0xC0 != 0x80 {
            units += byte >= 0xF0 ? 2 : 1
        }
        return units
    }
}
