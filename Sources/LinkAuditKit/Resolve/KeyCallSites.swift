import LinkAuditModel

/// Joins the app copy of a run to the Swift call sites that show its keys (see `docs/model.md`,
/// Keys and call sites).
///
/// Each Swift file records its call sites (`LocalizedKeyUse`) while files are extracted in
/// parallel; this join runs once over the whole run, before the rules. A value matches a call site
/// when both name the same key and the same table: the call's `tableName:` or `table:`, default
/// `Localizable`, against the table file's name without its extension (for XLIFF, the `original`
/// table of its `<file>`). Only what every call site of a key does counts: one call that draws the
/// value plainly keeps the Markdown-link findings.
enum KeyCallSites {
    /// The links with the `swiftCode` their keys' call sites give them.
    ///
    /// A Markdown link of app copy whose key every call site underlines gets
    /// - `setsUnderlineStyle` when every call underlines the runs of an `AttributedString(localized:)`;
    /// - else `textUnderline`: `.linksOnly` when the value holds no letter or digit outside its links
    ///   (the `Text`'s `.underline()` marks exactly the links), `.withOtherWords` otherwise.
    ///
    /// Links of keys no call site shows, or that one call shows as a plain `String` or without an
    /// underline, are returned unchanged, as are links of other platforms' copy (issue 27).
    ///
    /// Links of a key that every call site shows as a `String` in a `Text` (`.verbatimText`) are
    /// left out: SwiftUI draws their markup as written, so they are no links on any screen.
    /// - Parameter usesByKey: the run's call sites by key (``usesByKey(in:)``).
    static func apply(_ usesByKey: [LocalizedKey: [LocalizedKeyUse]], to links: [Link]) -> [Link] {
        guard !usesByKey.isEmpty else { return links }
        // Swift calls show the Apple app's tables only: another platform's key of the same name is
        // another string (issue 27).
        let apple = ScopeID(platform: .apple)
        let links = links.filter { link in
            guard link.scope == apple, let entry = link.appCopy, let calls = usesByKey[entry.localizedKey] else { return true }
            return !calls.allSatisfy { $0.call == .verbatimText }
        }
        // A `Text` that draws the value as written draws no link: only the other calls tell how links look.
        let usesByKey = usesByKey.mapValues { $0.filter { $0.call != .verbatimText } }
        var values: [ValueKey: [Int]] = [:]
        for (index, link) in links.enumerated() where link.scope == apple && link.swiftCode == nil && markdownSyntaxes.contains(link.syntax)
        {
            guard let entry = link.appCopy else { continue }
            values[ValueKey(entry), default: []].append(index)
        }
        var result = links
        for indices in values.values {
            guard let entry = links[indices[0]].appCopy,
                let calls = usesByKey[entry.localizedKey],
                let code = code(for: calls, onlyLinks: onlyLinks(indices.map { links[$0] }))
            else { continue }
            for index in indices { result[index].swiftCode = code }
        }
        return KeyCallSiteStyles.apply(drawnUsesByKey: usesByKey, to: result)
    }

    /// The call sites of `documents` by key, each key's in input order: grouped once for every
    /// stage that reads them (this join, ``KeyCallSiteStyles``, `AppTables.keyShownIn`), where each
    /// grouping hashed every key again.
    static func usesByKey(in documents: [ExtractedDocument]) -> [LocalizedKey: [LocalizedKeyUse]] {
        var usesByKey: [LocalizedKey: [LocalizedKeyUse]] = [:]
        for document in documents {
            for use in document.localizedKeyUses { usesByKey[use.localizedKey, default: []].append(use) }
        }
        return usesByKey
    }

    /// One value of a string table: the table file, key, locale and variation path.
    private struct ValueKey: Hashable {
        var table: String
        var key: String
        var locale: String?
        var variation: String?

        init(_ entry: AppCopyEntry) {
            (table, key, locale, variation) = (entry.table, entry.key, entry.locale, entry.variation)
        }
    }

    private static let markdownSyntaxes: Set<LinkSyntax> = [.markdownInline, .markdownReference, .markdownAutolink]

    /// What the calls showing one value do to its links, when every one of them underlines it.
    private static func code(for calls: [LocalizedKeyUse], onlyLinks: Bool) -> SwiftLinkCode? {
        guard !calls.isEmpty, calls.allSatisfy({ $0.call != .string && ($0.setsUnderlineStyle || $0.underlinesText) }) else { return nil }
        if calls.allSatisfy(\.setsUnderlineStyle) { return SwiftLinkCode(setsUnderlineStyle: true) }
        return SwiftLinkCode(textUnderline: onlyLinks ? .linksOnly : .withOtherWords)
    }

    /// Whether the links of one value are all it shows: one uncut context, no letter or digit outside them.
    private static func onlyLinks(_ links: [Link]) -> Bool {
        let contexts = links.compactMap(\.context)
        guard contexts.count == links.count, let first = contexts.first, contexts.allSatisfy({ $0.text == first.text }) else {
            return false
        }
        return first.holdsOnlyLinks(contexts.map { $0.linkStart..<($0.linkStart + $0.linkLength) })
    }
}
