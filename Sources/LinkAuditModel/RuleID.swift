/// A rule's stable kebab-case id (`generic-link-text`, `unused-suppression`): how reports,
/// baselines, the configuration file, suppression comments and the command line name a rule.
///
/// The ids that exist come from the rules themselves: each rule's `RuleDescription` (in
/// LinkAuditRules) declares its own, and `RuleCatalog.rule(id:)` finds the rule of an id. A value of
/// this type is not checked against them: text written by a user (a configuration file's `rules`
/// or `suppress` entries, a `linkaudit-disable` comment, `--disable`, `linkaudit rules ID`) is
/// parsed into a `RuleID` where it is read, whatever it says, so that an id no rule has is still
/// representable and can be reported as unknown, with the id it most likely means.
///
/// Encoded and decoded as a plain string, the id's text, and as that text when it keys a
/// dictionary: reports, baselines, cache entries and partial results hold exactly the bytes they
/// held when ids were strings. Ordered by that text (`<` on the strings, so sorted output keeps
/// its order).
public struct RuleID: RawRepresentable, Hashable, Comparable, Sendable, Codable, CodingKeyRepresentable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    /// The id as written: kebab-case ASCII for every rule's own id; any text for an id read from
    /// user input.
    public let rawValue: String

    /// An id with the given text, unchecked.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// An id with the given text, unchecked: `RuleID("generic-link-text")`.
    public init(_ text: some StringProtocol) {
        self.rawValue = String(text)
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The id's text, as reports show it.
    public var description: String { rawValue }

    public static func < (a: RuleID, b: RuleID) -> Bool {
        a.rawValue < b.rawValue
    }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The id's text as a dictionary key, so that a dictionary keyed by rule encodes as an object.
    public var codingKey: any CodingKey { Key(stringValue: rawValue) }

    public init?<T: CodingKey>(codingKey: T) {
        self.rawValue = codingKey.stringValue
    }

    /// A coding key holding an id's text.
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
