import LinkAuditModel
import LinkAuditRules

/// The names a page's links already carry, each with the destination it leads to, so that a title
/// suggestion (``FixSuggestions``) never gives a link a name that another link of its page gives
/// to another destination: the renaming would make the two ambiguous (`ambiguous-link-text`,
/// WCAG 2.4.4), the finding it fixes traded for a new one.
///
/// Held as hashes of the normalized name (``LinkText/normalizeName(_:)``, as the rule compares
/// names) and of the normalized destination, so a streamed run keeps a few words per link of the
/// pages that have a renaming finding, not their names.
struct PageLinkNames: Sendable {
    /// The destination hash of each name; ``several`` when the page gives the name to two or more
    /// destinations, or to a link whose destination is not known.
    private var destinations: [Int: Int] = [:]
    private static let several = Int.min

    /// The names of `links`, the links of one page, with `normalizedNames[i]` the normalized name
    /// of `links[i]`.
    init(links: [Link], normalizedNames: [String]) {
        for (link, name) in zip(links, normalizedNames) where !name.isEmpty && !link.hasDynamicText {
            let destination = link.normalizedDestination.map(Self.hash) ?? Self.several
            let key = Self.hash(name)
            if let known = destinations[key], known != destination {
                destinations[key] = Self.several
            } else {
                destinations[key] = destination
            }
        }
    }

    /// Whether naming a link `name` (not normalized) with destination `normalizedDestination`
    /// would give it the name of a link of the page that leads elsewhere.
    func collides(name: String, normalizedDestination: String?) -> Bool {
        guard let known = destinations[Self.hash(LinkText.normalizeName(name))] else { return false }
        guard let normalizedDestination else { return true }
        return known == Self.several || known != Self.hash(normalizedDestination)
    }

    private static func hash(_ text: String) -> Int {
        var hasher = Hasher()
        hasher.combine(text)
        return hasher.finalize()
    }
}
