import LinkAuditModel

/// Which reader a Markdown text is written for: the one mode switch of the Markdown stages.
///
/// A Markdown file is read as GitHub renders it; a value of app copy is read as SwiftUI's `Text`
/// reads Markdown. The flavor decides the cmark-gfm extensions (render stage) and whether a link
/// can stand alone (assemble stage); the locate stage reads the source the same way for both.
enum MarkdownFlavor {
    /// A Markdown document (`.md` file) read in its dialect: GitHub Flavored Markdown by default,
    /// with every extension, bare-URL autolinks included; Goldmark (Hugo) with its narrower bare-URL
    /// autolinks (`GoldmarkLinkify`); kramdown and CommonMark without bare-URL autolinks. A link
    /// whose block holds no text outside links is standalone.
    case document(MarkdownDialect)
    /// One app-copy value as SwiftUI reads it: inline and reference links and `<…>` autolinks,
    /// no extensions (so no bare-URL autolinks); every link is inline.
    case appCopy

    /// The cmark-gfm extensions the render stage attaches for this flavor.
    var extensions: CommonMarkConverter.Extensions {
        switch self {
        case .document(.gfm), .document(.goldmark): .all
        case .document(.kramdown): [.table]
        case .document(.commonmark): []
        case .appCopy: []
        }
    }

    /// Whether bare URLs are linked as Goldmark's Linkify links them (`GoldmarkLinkify`).
    var linksBareURLsAsGoldmark: Bool {
        if case .document(.goldmark) = self { return true }
        return false
    }

    /// Whether every link is inline regardless of the text around it (app copy runs into the
    /// sentence it belongs to).
    var placesEveryLinkInline: Bool {
        switch self {
        case .document: false
        case .appCopy: true
        }
    }
}
