/// Where a link's language tag came from (see `docs/model.md`, Language).
public enum LanguageSource: String, Codable, Sendable, CaseIterable {
    /// An `.lproj` folder name or a String Catalog locale.
    case locale
    /// `lang` on the nearest HTML ancestor.
    case htmlLang
    /// A `lang` field in Markdown front matter.
    case frontMatter
    /// A content-negotiation file name such as `page.html.fr`.
    case fileName
    /// The page's place in a site's per-language layout (`i18n/de/docusaurus-plugin-content-docs/`,
    /// `src/content/docs/fr/`, a `ko/` folder beside other language folders; issue 24).
    case folder
    /// Detected from the document's own text.
    case detected
    /// The configured default.
    case configured
}
