import LinkAuditModel

/// A Markdown document's own title, for fix suggestions that name a link by the page it opens
/// (issue 14, item 8): the front matter's `title` (as YAML reads it: quotes and escapes resolved),
/// else the rendered text of the document's first heading, ATX or setext, at the top level (not
/// inside a quote or a list): code spans' text, emphasis and links resolved to their text, images
/// to their alt text, entities decoded, inline HTML left out, a trailing kramdown attribute list
/// (`{#id}`, `{: .class}`) dropped.
///
/// A title holding template code (`{{ page.x }}`, `{% … %}`) is no title: its text is known only
/// once the site is built.
enum MarkdownDocumentTitle {
    /// The title, or `nil` when the document has none that can be read.
    /// - Parameters:
    ///   - frontMatter: the document's front matter, if any.
    ///   - original: the file's bytes.
    ///   - masked: the bytes given to cmark (front matter and template code blanked, same length).
    ///   - tree: `masked` as cmark-gfm parsed it for the document's links (with its flavor's extensions).
    static func title(frontMatter: FrontMatter?, original: [UInt8], masked: [UInt8], tree: MarkdownNode) -> DocumentTitle? {
        let language = frontMatter?.language
        if let frontMatter, !frontMatter.yaml.isEmpty, let yaml = try? YAMLReader.read(frontMatter.yaml),
            let node = yaml.value(for: "title"), let text = node.scalar?.collapsingWhitespace, !text.isEmpty
        {
            guard !hasTemplateCode(text) else { return nil }
            return DocumentTitle(
                text: text, source: .frontMatter, line: frontMatter.yamlFirstLine + node.position.line - 1, language: language)
        }
        guard let heading = tree.children.first(where: { $0.kind == .heading }) else { return nil }
        // Template code was blanked out of `masked`: a heading that held some has no known text.
        if heading.startLine >= 1, heading.endLine >= heading.startLine {
            let lines = LineIndex(original)
            let start = lines.lineRange(heading.startLine, in: original).lowerBound
            let end = lines.lineRange(min(heading.endLine, lines.lineCount), in: original).upperBound
            guard original[start..<end] == masked[start..<end] else { return nil }
        }
        var text = ""
        render(heading.children, into: &text)
        text = withoutAttributeList(text.collapsingWhitespace)
        guard !text.isEmpty else { return nil }
        return DocumentTitle(
            text: text, source: .firstHeading, line: heading.startLine >= 1 ? heading.startLine : nil, language: language)
    }

    /// Appends the text a reader sees of inline nodes.
    private static func render(_ nodes: [MarkdownNode], into text: inout String) {
        for node in nodes {
            switch node.kind {
            case .text, .code: text += node.literal ?? ""
            case .softBreak, .lineBreak: text += " "
            case .htmlInline, .footnoteReference: continue
            default: render(node.children, into: &text)
            }
        }
    }

    /// The text without a trailing kramdown inline attribute list (`Setup {#setup}`).
    private static func withoutAttributeList(_ text: String) -> String {
        guard text.hasSuffix("}"), let open = text.lastIndex(of: "{") else { return text }
        let inside = text[text.index(after: open)...]
        guard inside.hasPrefix("#") || inside.hasPrefix(":") || inside.hasPrefix(".") else { return text }
        return String(text[..<open]).collapsingWhitespace
    }

    /// Whether text holds Liquid or Hugo template code.
    static func hasTemplateCode(_ text: String) -> Bool {
        text.contains("{{") || text.contains("{%")
    }
}
