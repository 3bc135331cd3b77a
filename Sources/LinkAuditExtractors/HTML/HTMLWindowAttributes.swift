import LinkAuditModel

/// Reads what an HTML link says about the window it opens in and what describes it: `target` (or
/// the page's `<base target>`), `window.open` in its `onclick` or `javascript:` destination, and
/// the text its `aria-describedby` names (issue 14, `new-window-without-warning`).
///
/// The description is the text of the named elements, hidden ones included, read as
/// `aria-labelledby` text is (`HTMLTree.labelledByText`): the Accessible Name and Description
/// Computation reads a referenced element even when it is hidden.
struct HTMLWindowAttributes {
    let tree: HTMLTree
    /// The first `<base target>` of the document, trimmed: the target of every link without its own
    /// (HTML, "the base element"); `nil` when there is none.
    private let baseTarget: String?

    init(tree: HTMLTree) {
        self.tree = tree
        baseTarget = tree.nodes.indices.lazy.filter { tree.name(of: $0) == "base" }
            .compactMap { tree.attribute("target", of: $0)?.trimmingASCIISpaces }.first { !$0.isEmpty }
    }

    /// Sets `target`, `opensWindowFromScript` and `describedBy` of `attributes` for the link element
    /// at `element` whose destination is `href`, creating the value only when one of them is known.
    func fill(_ attributes: inout LinkAttributes?, element: Int, href: String?) {
        let target = tree.attribute("target", of: element)?.trimmingASCIISpaces ?? baseTarget
        let script =
            Self.callsWindowOpen(tree.attribute("onclick", of: element))
            || (href.map { Self.isJavaScriptURL($0) && Self.callsWindowOpen($0) } ?? false)
        let description = tree.attribute("aria-describedby", of: element).flatMap(tree.labelledByText)
        guard target != nil || script || description != nil else { return }
        var filled = attributes ?? LinkAttributes()
        filled.target = target
        filled.opensWindowFromScript = script
        filled.describedBy = description
        attributes = filled
    }

    /// Whether script text calls `window.open(` (spaces allowed before the parenthesis).
    static func callsWindowOpen(_ script: String?) -> Bool {
        guard let script else { return false }
        var rest = Substring(script)
        while let range = rest.range(of: "window.open") {
            let after = rest[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            if after.first == "(" { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    /// Whether a destination is a `javascript:` URL (scheme in any case, leading spaces allowed).
    static func isJavaScriptURL(_ href: String) -> Bool {
        href.trimmingASCIISpaces.lowercased().hasPrefix("javascript:")
    }
}
