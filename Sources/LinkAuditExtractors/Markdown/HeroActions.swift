import LinkAuditModel

/// The call-to-action buttons a docs theme draws from a page's front matter, `hero.actions` in
/// Starlight and VitePress (`- text: Get Started` / `link: /start/`): links the page shows above
/// its content, each named by its `text` (issue 24, section 2). They are links of syntax
/// ``LinkSyntax/component``, standalone, placed at their `text` value.
enum HeroActions {
    /// The links of `frontMatter`'s `hero.actions`; none when it has no such list.
    static func links(in frontMatter: FrontMatter?, lineIndex: LineIndex, document: DocumentContext) -> [Link] {
        guard let frontMatter, ASCII.contains(String(decoding: frontMatter.yaml, as: UTF8.self), "actions"),
            let yaml = try? YAMLReader.read(frontMatter.yaml),
            case .sequence(let actions, _)? = yaml.value(for: "hero")?.value(for: "actions")
        else { return [] }
        return actions.compactMap { action in
            guard let textNode = action.value(for: "text"), let text = textNode.scalar?.collapsingWhitespace, !text.isEmpty,
                let destination = action.value(for: "link")?.scalar
            else { return nil }
            let line = frontMatter.yamlFirstLine + textNode.position.line - 1
            let start = SourcePosition(line: line, utf8Column: textNode.position.column)
            let end = SourcePosition(line: line, utf8Column: textNode.position.column + max(0, text.utf8.count - 1))
            return document.makeLink(
                text: text, destination: destination, syntax: .component,
                placement: document.render == .swiftui ? .inline : .standalone, span: SourceSpan(start: start, end: end),
                context: LinkContext(text: text, linkStart: 0, linkLength: text.count))
        }
    }
}
