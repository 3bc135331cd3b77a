/// The Markdown reader a site's files are written for: which text becomes a link depends on it.
///
/// Set with the configuration's `markdown` field, or detected from a Jekyll site's `_config.yml`
/// (its `markdown` key; kramdown, Jekyll's default, when it has none) or a Hugo site's configuration
/// (`goldmark`) in the file's folder or the nearest parent within the audited folder.
public enum MarkdownDialect: String, Codable, Sendable, CaseIterable {
    /// GitHub Flavored Markdown (the default): tables, task lists, strikethrough, and bare URLs
    /// and `www.` addresses autolinked.
    case gfm
    /// CommonMark alone: no extension, so no bare-URL autolinks and no tables.
    case commonmark
    /// kramdown, Jekyll's reader: tables, but a bare URL in running text is not a link.
    case kramdown
    /// Goldmark, Hugo's reader, with Hugo's default extensions (Linkify, Typographer, tables,
    /// strikethrough, task lists): a bare URL is a link only where Linkify starts one (at a line's
    /// start, after whitespace, `(`, `*`, `_`, `~`, or a straight quote Typographer turns curly),
    /// and it ends at the first character outside Linkify's ASCII URL characters (`GoldmarkLinkify`;
    /// issue 9, Linkify in goldmark's `extension/linkify.go`).
    case goldmark

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
