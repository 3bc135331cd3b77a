/// Which reader gives a site's `[[…]]` wikilinks their meaning (issue 24): the order of page and
/// text around `|`, the text shown without one, and how a page name finds its file.
///
/// Set with the configuration's `markdown: {wikilinks: …}`, or detected from the site: an
/// `.obsidian/` folder (Obsidian), a `.vscode/extensions.json` recommending `foam.foam-vscode`
/// (Foam), an `mkdocs.yml` naming a wikilinks plugin (read as Obsidian writes them), a GitHub
/// wiki's layout (`Home.md` beside `_Sidebar.md` or `_Footer.md`).
public enum WikilinkDialect: String, Codable, Sendable, CaseIterable {
    /// Obsidian: `[[Page|text]]`; without text it shows the page name, or `Page > Heading`;
    /// a page name finds the note of that name anywhere in the vault (the shortest path when
    /// several share it), headings match by their text.
    case obsidian
    /// Foam: `[[Page|text]]`, shown as written without text; page names resolve as Obsidian's.
    case foam
    /// GitHub wikis (Gollum): `[[text|Page]]`, text first; a page name is its file name with
    /// spaces written as `-`.
    case github
    /// GitLab wikis: as GitHub's.
    case gitlab
    /// Wikilinks are not read and not counted: the site's reader shows `[[…]]` as text.
    case off

    /// Whether the text shown comes first in `[[a|b]]` (GitHub and GitLab wikis).
    public var textComesFirst: Bool { self == .github || self == .gitlab }
}
