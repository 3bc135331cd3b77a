/// A point in a source file: a 1-based line and a 1-based column counted in UTF-8 bytes.
///
/// Positions are never 0: a parser that cannot tell where something is leaves the position `nil`
/// on the value that holds it instead.
public struct SourcePosition: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in UTF-8 bytes from the start of the line.
    public var utf8Column: Int

    public init(line: Int, utf8Column: Int) {
        precondition(line >= 1 && utf8Column >= 1, "positions are 1-based")
        self.line = line
        self.utf8Column = utf8Column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.utf8Column) < (rhs.line, rhs.utf8Column)
    }

    public var description: String { "\(line):\(utf8Column)" }

    enum CodingKeys: String, CodingKey { case line, column }

    /// Decodes `{"line": …, "column": …}`; a line or column below 1 (a damaged cache entry or
    /// partial result) is a `DecodingError`, never a crash.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let line = try container.decode(Int.self, forKey: .line)
        let column = try container.decode(Int.self, forKey: .column)
        guard line >= 1, column >= 1 else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "positions are 1-based"))
        }
        self.init(line: line, utf8Column: column)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(line, forKey: .line)
        try container.encode(utf8Column, forKey: .column)
    }
}

/// A range of source text: `start` is the first byte, `end` the last byte (inclusive).
public struct SourceSpan: Hashable, Codable, Sendable, CustomStringConvertible {
    public var start: SourcePosition
    /// The position of the last byte of the range (inclusive).
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = max(start, end)
    }

    public var description: String { "\(start)-\(end)" }
}
