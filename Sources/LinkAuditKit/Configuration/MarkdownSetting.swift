import LinkAuditExtractors
import LinkAuditModel

/// The configuration's `markdown`: the dialect of every Markdown document, written as its name, or
/// a mapping that may also say how `[[…]]` wikilinks are read (issue 24):
///
/// ```yaml
/// markdown: kramdown
/// markdown: {wikilinks: obsidian}
/// markdown: {dialect: gfm, wikilinks: off}
/// ```
///
/// `wikilinks` is `obsidian`, `foam`, `github`, `gitlab` (``WikilinkDialect``) or `off` (the
/// brackets are text, as GitHub shows them); without it each site's vault is detected
/// (`SiteWikilinkVaults`).
public struct MarkdownSetting: Codable, Sendable, Hashable {
    /// The dialect of every document; `nil` detects it per site.
    public var dialect: MarkdownDialect?
    /// How wikilinks are read; `nil` detects it per site.
    public var wikilinks: WikilinkDialect?

    public init(dialect: MarkdownDialect? = nil, wikilinks: WikilinkDialect? = nil) {
        self.dialect = dialect
        self.wikilinks = wikilinks
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case dialect, wikilinks }

    /// The keys of the mapping form, in order.
    static let keys = CodingKeys.allCases.map(\.rawValue)

    /// Any key that names no field, so that a mapping's misspelled key is an error, not ignored.
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(MarkdownDialect.self) {
            self.init(dialect: name)
            return
        }
        let keys = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
        if let unknown = keys.sorted().first(where: { CodingKeys(rawValue: $0) == nil }) {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath + [AnyKey(stringValue: unknown)],
                    debugDescription: "unknown key '\(unknown)'; the keys are \(Self.keys.joined(separator: " and "))"))
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            dialect: try container.decodeIfPresent(MarkdownDialect.self, forKey: .dialect),
            wikilinks: try container.decodeIfPresent(WikilinkDialect.self, forKey: .wikilinks))
    }

    public func encode(to encoder: any Encoder) throws {
        if wikilinks == nil, let dialect {
            var container = encoder.singleValueContainer()
            try container.encode(dialect)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(dialect, forKey: .dialect)
        try container.encodeIfPresent(wikilinks, forKey: .wikilinks)
    }
}

/// The configuration's `mdx` (issue 24, section 2): the components of a site's MDX pages that
/// draw links, by name, each with the attribute that holds its destination and the one that names
/// it (its content when `name` is absent):
///
/// ```yaml
/// mdx:
///   components:
///     Card: {destination: to, name: title}
///     ButtonLink: {destination: href}
/// ```
public struct MDXSetting: Codable, Sendable, Hashable {
    public var components: [String: MDXComponent]?

    public init(components: [String: MDXComponent]? = nil) {
        self.components = components
    }

    /// The keys of the mapping and of each component's entry.
    static let keys = ["components"]
    static let componentKeys = ["destination", "name"]
}
