import LinkAuditModel

/// What a fragment or an id reference can point at in a parsed HTML text (issue 14, `broken-fragment`).
///
/// The HTML standard's "find a potential indicated element" takes the element whose `id` is the
/// fragment, else an `<a>` whose `name` is; nothing else (`<map name>`, `<form name>`) is a target.
/// Elements inside a `<template>` are not in the document and are not targets.
enum HTMLFragmentTargets {
    /// The fragment identifiers `tree` defines: every element's non-empty `id` and every `<a>`'s
    /// non-empty `name`, outside `<template>` content; sorted, each once.
    static func anchors(of tree: HTMLTree, ancestry: HTMLAncestry) -> [String] {
        var found = Set<String>()
        for index in tree.nodes.indices where tree.nodes[index].kind == .element && !ancestry.isInTemplate[index] {
            if let id = tree.attribute("id", of: index), !id.isEmpty { found.insert(id) }
            if tree.name(of: index) == "a", let name = tree.attribute("name", of: index), !name.isEmpty { found.insert(name) }
        }
        return found.sorted()
    }

    /// Records on `link` the ids its element's `aria-labelledby` names that no element of `tree`
    /// has (`LinkAttributes.missingLabelledbyIDs`), in the attribute's order, each once; leaves
    /// `link` as it is when every id exists or there is no `aria-labelledby`.
    ///
    /// In a piece of HTML inside a Markdown document the id may stand elsewhere in the document:
    /// the rule compares these ids with the document's anchors before it reports them.
    static func noteMissingLabelledbyIDs(of element: Int, in tree: HTMLTree, on link: inout Link) {
        guard let value = tree.attribute("aria-labelledby", of: element) else { return }
        var missing: [String] = []
        for part in value.split(whereSeparator: { $0.isWhitespace }) {
            let id = String(part)
            if tree.element(id: id) == nil, !missing.contains(id) { missing.append(id) }
        }
        guard !missing.isEmpty else { return }
        var attributes = link.attributes ?? LinkAttributes()
        attributes.missingLabelledbyIDs = missing
        link.attributes = attributes
    }
}
