public struct AuditError: Hashable, Codable, Sendable, Error {
    /// File path relative to the working directory.
    public var file: String
    /// 1-based line, when the error has a place.
    public var line: Int?
    /// 1-based UTF-8 byte column, when the error has a place.
    public var column: Int?
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }
}
