/// The Markdown reader a site's files are written for: which text becomes a link depends on it.
///
/// Set with the configuration's `markdown` field, or detected from a Jekyll site's `_config.yml`
/// (its `markdown` key; kramdown, Jekyll's default, when it has none) in the file's folder or the
/// nearest parent within the audited folder.
public enum MarkdownDialect: String, Codable, Sendable, CaseIterable {
    /// GitHub Flavored Markdown (the default): tables, task lists, strikethrough, and bare URLs
    /// and `www.` addresses autolinked.
    case gfm
    /// CommonMark alone: no extension, so no bare-URL autolinks and no tables.
    case commonmark
    /// kramdown, Jekyll's reader: tables, but a bare URL in running text is not a link.
    case kramdown

    /// The dialect a Jekyll `_config.yml` names in its `markdown` key (`kramdown`, `GFM`,
    /// `CommonMark`, `CommonMarkGhPages`), case-insensitively; `nil` for other processors.
    public init?(jekyllName: String) {
        switch jekyllName.lowercased() {
        case "kramdown": self = .kramdown
        case "gfm": self = .gfm
        case "commonmark", "commonmarkghpages": self = .commonmark
        default: return nil
        }
    }
}
