/// A place in a source file: the file and, when known, a position in it; compared field by field.
public struct SourcePlace: Hashable, Sendable {
    /// File path, relative to the working directory.
    public var file: String
    /// 1-based line and 1-based UTF-8 byte column, when known.
    public var position: SourcePosition?

    /// - Parameters:
    ///   - file: the file's path, relative to the working directory.
    ///   - position: 1-based line and 1-based UTF-8 byte column, or `nil` when unknown.
    public init(file: String, position: SourcePosition?) {
        self.file = file
        self.position = position
    }
}

extension URLOpener {
    /// Where the control starts: its file and position. One control that opens several URLs
    /// records one opener per URL, all at this place.
    public var place: SourcePlace { SourcePlace(file: file, position: position) }
}
