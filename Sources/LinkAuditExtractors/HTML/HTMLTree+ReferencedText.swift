extension HTMLTree {
    /// The texts of elements `aria-labelledby` or `aria-describedby` named, by element: a class,
    /// so that a tree's copies share what was worked out (one document's tree, one thread).
    final class ReferencedTexts {
        var texts: [Int: String] = [:]
    }

    /// The most UTF-8 bytes of a referenced element's text read as a name: 2,048, twice what the
    /// rules judge (a name is a few words; 4,000 links labelled by one 20 kB paragraph, or each by
    /// the ancestor that holds all the others, made names of a quadratic total).
    static let referencedTextLimit = 2_048

    /// The text of the elements `aria-labelledby` names (the ids, separated by spaces), hidden
    /// ones included; `nil` when it names no element or they hold no text.
    func labelledByText(_ ids: String) -> String? {
        let parts = ids.split(whereSeparator: { $0.isWhitespace }).compactMap { element(id: String($0)) }.map { element -> String in
            if let label = attribute("aria-label", of: element)?.collapsingWhitespace, !label.isEmpty { return label }
            if names[element] == "img" { return attribute("alt", of: element) ?? "" }
            // Worked out once per element: many links may name one (issue 25: 4,000 links labelled
            // by one long paragraph took 3.3 s and 486 MB).
            if let known = referencedTexts.texts[element] { return known }
            var text = collectText(under: element, mode: .referencedName, skipNestedAnchors: false)
            if text.utf8.count > Self.referencedTextLimit {
                var bytes = 0
                text = String(
                    text.prefix { character in
                        bytes += character.utf8.count
                        return bytes <= Self.referencedTextLimit
                    })
            }
            referencedTexts.texts[element] = text
            return text
        }
        let joined = parts.joined(separator: " ").collapsingWhitespace
        return joined.isEmpty ? nil : joined
    }
}
