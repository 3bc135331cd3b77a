import LinkAuditModel

/// Gives the Markdown links of app copy the style the Swift calls showing their key give them
/// (`LocalizedKeyUse.linkStyle`, issue 13): a `Text(LocalizedStringKey)` with `.tint(…)` draws
/// the links of its key's value in that tint in every language.
///
/// A value is styled only when every call site of its key that draws it (all but `.verbatimText`
/// ones, which draw no link) styles it the same way; one plain `String(localized:)` whose later
/// use is not followed, or two calls styling it differently, leave `style == nil`. Calls that style
/// it alike in different places agree; the first one's sites are kept.
enum KeyCallSiteStyles {
    /// The links with the style their keys' call sites agree on; cues the call left to the value
    /// (`nil`, an `.underline()` of the whole `Text`) are decided by `SwiftLinkCode.textUnderline`:
    /// an underline of exactly the links is a cue, one of other words too is none.
    /// - Parameter usesByKey: the call sites that draw each key, all but `.verbatimText` ones.
    static func apply(drawnUsesByKey usesByKey: [LocalizedKey: [LocalizedKeyUse]], to links: [Link]) -> [Link] {
        guard usesByKey.values.contains(where: { $0.contains { $0.linkStyle != nil } }) else { return links }
        return links.map { link in
            guard link.style == nil, link.scope == ScopeID(platform: .apple), let entry = link.appCopy,
                let calls = usesByKey[entry.localizedKey],
                let shared = calls.first?.linkStyle, calls.allSatisfy({ $0.linkStyle.map(withoutSites) == withoutSites(shared) })
            else { return link }
            var link = link
            var style = shared
            for index in style.appearances.indices where style.appearances[index].cues == nil {
                switch link.swiftCode?.textUnderline {
                case .linksOnly?: style.appearances[index].cues = [.underline]
                case .withOtherWords?: style.appearances[index].cues = []
                case nil: break
                }
            }
            link.style = style
            return link
        }
    }

    /// A style without the places its color and cue removal are written, to compare call sites.
    private static func withoutSites(_ style: LinkStyle) -> LinkStyle {
        var style = style
        for index in style.appearances.indices {
            style.appearances[index].colorSite = nil
            style.appearances[index].cueRemovedAt = nil
        }
        return style
    }
}
