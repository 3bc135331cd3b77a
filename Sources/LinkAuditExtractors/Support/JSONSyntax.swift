/// The first syntax error of a JSON text, located, for callers outside this target (the
/// configuration file): Foundation's `JSONDecoder` does not say where a file is broken.
package enum JSONSyntax {
    /// - Parameter bytes: the text, UTF-8.
    /// - Returns: the 1-based line, 1-based UTF-8 byte column and message of the first syntax
    ///   error, or `nil` when the text is well-formed JSON.
    package static func firstError(in bytes: [UInt8]) -> (line: Int, column: Int, message: String)? {
        do {
            _ = try JSONDocument(parsing: bytes)
            return nil
        } catch {
            return (error.line, error.column, error.message)
        }
    }
}
