/// A translation that an unsafe fix of its key's source-language value leaves out of date
/// (issue 26, section 1): the fix edits the source value only, and each translation of the key is
/// then either marked for review in its table, where the format records a review state (a String
/// Catalog's `needs_review`, an XLIFF 1.2 target's `needs-review-translation`), or listed for a
/// translator (a `.strings` or `.stringsdict` table, which records none). The translation keeps
/// its own findings until it is translated again.
public struct TranslationFollowUp: Hashable, Codable, Sendable {
    /// The translation's table, as reports show it (relative to the working directory).
    public var file: String
    /// 1-based line of the translation's (first) value in `file`, when known.
    public var line: Int?
    /// The translation's locale, as its table names it (`de`, `pt-BR`).
    public var locale: String
    /// Whether the table records a review state that `--fix` sets for the key in `locale`; when
    /// it finds none to set there (an XLIFF 2.0 segment), the translation is listed instead.
    public var marksReview: Bool

    public init(file: String, line: Int?, locale: String, marksReview: Bool) {
        self.file = file
        self.line = line
        self.locale = locale
        self.marksReview = marksReview
    }
}
