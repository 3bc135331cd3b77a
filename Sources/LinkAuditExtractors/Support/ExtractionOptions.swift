import LinkAuditModel

/// Options that change what extractors produce.
public struct ExtractionOptions: Hashable, Sendable {
    /// Overrides every document's render target (`--render`).
    public var render: RenderTarget?
    /// The path relative destinations resolve against when it is not the file's own (a file
    /// outside the working directory: its path below the audit root); `nil` for the file's path.
    public var documentPath: String?
    /// The Markdown reader a document is written for (configuration `markdown`, or detected from a
    /// Jekyll `_config.yml`); `nil` reads GitHub Flavored Markdown.
    public var markdownDialect: MarkdownDialect?
    /// The absolute folder an HTML page's linked stylesheets must lie in (the audit root the page
    /// was found under); `nil` reads no linked stylesheet, only `<style>` blocks and `style` attributes.
    public var resourceRoot: String?
    /// The page's absolute path, which its stylesheet links are relative to; `nil` reads no linked stylesheet.
    public var absolutePath: String?
    /// The wikilink vault a Markdown page belongs to (detected from its site or configured,
    /// ``WikilinkVault/off`` when the configuration turns wikilinks off); `nil` when nothing says how
    /// `[[…]]` is read: each one is then counted as not understood (`unread-wikilink`), not read.
    public var wikilinks: WikilinkVault?
    /// Whether a Markdown page belongs to a Docusaurus site: a `.md` page is read as MDX
    /// (`MDXMasking`; a `.mdx` page always is) unless its front matter says `format: md`, and its
    /// headings' ids take an image's alt text, as Docusaurus makes them.
    public var readsMarkdownAsMDX = false
    /// MDX components the configuration declares as links (`mdx.components`), by name.
    public var mdxComponents: [String: MDXComponent] = [:]
    /// The run's source language (`sourceLanguage`), set for the inputs that name it nowhere
    /// else: Android string resources, whose unqualified `values` folder holds it (issue 27).
    public var sourceLanguage: String?
    /// Names that mark a link in app copy (configuration `linkMarkers`, issue 27), sorted, compared
    /// exactly as the app's code compares them: Android `<annotation type>` values, rich-text tags of message files, and ARB, ICU
    /// and i18next placeholders the code fills with a link. Set for those formats only.
    public var linkMarkers: [String] = []

    public init(render: RenderTarget? = nil, markdownDialect: MarkdownDialect? = nil) {
        self.render = render
        self.markdownDialect = markdownDialect
    }

    func render(for format: DocumentFormat) -> RenderTarget {
        render ?? format.defaultRender
    }
}
