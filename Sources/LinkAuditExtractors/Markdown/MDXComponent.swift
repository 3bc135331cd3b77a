/// An MDX component that draws a link (issue 24, section 2): which attribute holds its
/// destination and what names it. Starlight's `<LinkCard href title>` and `<LinkButton
/// href>text</LinkButton>` are known when a page imports them from `@astrojs/starlight/components`;
/// a configuration declares others (`mdx: {components: {Card: {destination: to, name: title}}}`).
public struct MDXComponent: Codable, Sendable, Hashable {
    /// The attribute whose value is the link's destination (`href`, `to`).
    public var destination: String
    /// The attribute whose value names the link (`title`); `nil` when the component's children
    /// name it, as an `<a>`'s content does.
    public var name: String?

    public init(destination: String, name: String? = nil) {
        self.destination = destination
        self.name = name
    }

    /// Starlight's link components, by name, known where a page imports them from
    /// `@astrojs/starlight/components`: `LinkCard`, named by its `title` (Starlight draws the
    /// description outside the link), and `LinkButton`, named by its content.
    public static let starlight: [String: MDXComponent] = [
        "LinkCard": MDXComponent(destination: "href", name: "title"),
        "LinkButton": MDXComponent(destination: "href"),
    ]

    /// Components as a cache key writes them: `Name=destination:name` (`name` empty for children),
    /// sorted, separated by `;`.
    public static func keyText(_ components: [String: MDXComponent]) -> String {
        components.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.destination):\($0.value.name ?? "")" }.joined(separator: ";")
    }

    /// The components ``keyText(_:)`` wrote; `nil` for other text.
    public static func components(keyText: String) -> [String: MDXComponent]? {
        var components: [String: MDXComponent] = [:]
        for entry in keyText.split(separator: ";") {
            let parts = entry.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            let fields = parts[1].split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard fields.count == 2, !fields[0].isEmpty else { return nil }
            components[String(parts[0])] = MDXComponent(destination: String(fields[0]), name: fields[1].isEmpty ? nil : String(fields[1]))
        }
        return components
    }
}
