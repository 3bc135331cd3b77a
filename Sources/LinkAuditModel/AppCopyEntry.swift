/// Where a link of app copy lives in its string table.
public struct AppCopyEntry: Hashable, Codable, Sendable {
    /// The string table's path, relative to the working directory.
    public var table: String
    /// The key of the string.
    public var key: String
    /// The locale of the value (`en`, `pt-BR`), when known.
    public var locale: String?
    /// The variation path of the leaf (`plural.other`, `device.mac`, `substitutions.count.plural.one`), if any.
    public var variation: String?
    /// The translation state (`translated`, `needs_review`, `new`), if recorded.
    public var state: String?
    /// The translator comment, never audited; at most ``commentLimit`` UTF-8 bytes, cut with `…`:
    /// every link and finding of the value carries it, and a comment of 10,000 lines over a value of
    /// 10,000 links made that gigabytes (issue 27, bench/scaling `gettext-messages`).
    public var comment: String? {
        didSet { if let comment, comment.utf8.count > Self.commentLimit { self.comment = Self.bounded(comment) } }
    }
    /// The language the table was written in and translated from (`sourceLanguage` of a String
    /// Catalog, `source-language` of XLIFF); `nil` for `.lproj` tables, where the run's source
    /// language (default `en`) applies.
    public var sourceLanguage: String?
    /// `extractionState` `stale` in a String Catalog: the key is no longer in the code.
    public var isStale: Bool = false

    public init(
        table: String, key: String, locale: String? = nil, variation: String? = nil,
        state: String? = nil, comment: String? = nil
    ) {
        self.table = table
        self.key = BoundedKey.bounded(key)
        self.locale = locale
        self.variation = variation
        self.state = state
        self.comment = comment.map(Self.bounded)
    }

    /// The longest translator comment an entry keeps, in UTF-8 bytes.
    public static let commentLimit = 2_000

    /// The comment, or its first ``commentLimit`` bytes (whole scalars) and `…`.
    static func bounded(_ comment: String) -> String {
        guard comment.utf8.count > commentLimit else { return comment }
        var end = comment.utf8.index(comment.utf8.startIndex, offsetBy: commentLimit)
        while end > comment.startIndex, UTF8.isContinuation(comment.utf8[end]) {
            end = comment.utf8.index(before: end)
        }
        return String(comment[..<end]) + "…"
    }
}

extension AppCopyEntry {
    /// The table across its localizations: the path with its `.lproj` folder replaced by
    /// `*.lproj` (`App/de.lproj/Localizable.strings` -> `App/*.lproj/Localizable.strings`); a String
    /// Catalog holds every locale in one file, so its path is its group.
    public var tableGroup: String {
        var components = table.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for index in components.indices where components[index].hasSuffix(".lproj") { components[index] = "*.lproj" }
        // Android resources: `res/values-de/strings.xml` -> `res/values*/strings.xml` (issue 27).
        if components.count >= 2, table.hasSuffix(".xml") {
            let folder = components[components.count - 2]
            if folder == "values" || folder.hasPrefix("values-") { components[components.count - 2] = "values*" }
        }
        return components.joined(separator: "/")
    }
}
