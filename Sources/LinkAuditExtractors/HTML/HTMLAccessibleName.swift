import LinkAuditModel

/// Computes the accessible name of a link element in a parsed HTML tree (see `docs/model.md`, Accessible name).
///
/// The order is that of the accessible name computation for links: `aria-labelledby` (the
/// referenced elements' text, even when hidden) over `aria-label` over the content (an `<area>`'s
/// `alt`) over `title`. Whitespace is collapsed; an element with none of these has an empty name
/// from its content.
struct HTMLAccessibleName {
    let tree: HTMLTree

    /// The accessible name of an `<a>` or `<area>` element and where it comes from.
    func name(of element: Int) -> (String, NameSource) {
        if let ids = tree.attribute("aria-labelledby", of: element), let labelled = tree.labelledByText(ids) {
            return (labelled, .ariaLabelledby)
        }
        if let label = tree.attribute("aria-label", of: element)?.collapsingWhitespace, !label.isEmpty {
            return (label, .ariaLabel)
        }
        let content =
            tree.name(of: element) == "area"
            ? (tree.attribute("alt", of: element) ?? "")
            : tree.collectText(under: element, mode: .name, skipNestedAnchors: true)
        if !content.collapsingWhitespace.isEmpty { return (content, .content) }
        if let title = tree.attribute("title", of: element)?.collapsingWhitespace, !title.isEmpty {
            return (title, .title)
        }
        return ("", .content)
    }
}
