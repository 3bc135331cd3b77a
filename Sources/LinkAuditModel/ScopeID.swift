/// Which scope a link belongs to: destinations are grouped per scope, and rules that compare
/// links (`inline-only-destination`, `ambiguous-link-text`) compare only within one (see
/// `docs/model.md`, Scopes).
///
/// Each Markdown or HTML document is its own scope (a page is a screen); all app copy and the
/// Swift sources of one run form the app scope.
///
/// Encoded as one string, as reports have always shown it: `app`, or the document's path.
public enum ScopeID: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// All app copy (string tables) and Swift sources of a run.
    case app
    /// One Markdown or HTML document, by its path relative to the working directory.
    case document(String)

    /// The scope of a file of the given format: the app scope for app copy and Swift sources,
    /// else the document's own.
    public init(format: DocumentFormat, file: String) {
        self = format.isAppScope ? .app : .document(file)
    }

    /// `app`, or the document's path.
    public var description: String {
        switch self {
        case .app: "app"
        case .document(let path): path
        }
    }

    public static func < (a: ScopeID, b: ScopeID) -> Bool {
        a.description < b.description
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = text == "app" ? .app : .document(text)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
