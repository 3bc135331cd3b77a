import LinkAuditModel

/// Part (b) of `link-contrast`: links whose `style` resolves to a color and a background under
/// 4.5:1 in some appearance.
///
/// One finding per color site and appearance in a scope, placed at the first such link (in link
/// order) and naming the others as `related`: one stylesheet rule or modifier colors many links,
/// and one fix mends them all. A color with no site that only a platform default gives
/// (`.system` without `colorSite`: an unstyled link's tint) is not judged.
enum LinkContrastStyles {
    static func findings(_ links: [Link], resolver: ColorResolver, rule: LinkContrastRule) -> [Finding] {
        struct Group {
            var first: Link
            var others: [Link]
            var judged: ColorBackgrounds.Judged
            var colorSite: ColorSite?
        }
        /// A group: one color site, color, background and base appearance.
        struct GroupKey: Hashable {
            var site: ColorSite?
            var color: String
            var background: String
            var appearance: Appearance
        }
        var groups: [GroupKey: Int] = [:]
        var ordered: [Group] = []
        for link in links {
            guard let style = link.style else { continue }
            var seen = Set<GroupKey>()
            for appearance in Appearance.allCases {
                guard let entry = style.style(for: appearance), let color = entry.color, let background = entry.background else { continue }
                if case .system = color, entry.colorSite == nil { continue }
                // A literal color is judged alike in every appearance: kept to those this entry styles
                // (a page's dark entry from its `prefers-color-scheme: dark` block is judged in dark).
                let styled = Appearance.allCases.filter { style.style(for: $0) == entry }
                for var judged in ColorBackgrounds.judged(color, on: background, resolver: resolver) {
                    judged.appearances = judged.appearances.filter(styled.contains)
                    guard judged.appearances.first == appearance, judged.ratio < LinkContrastRule.minimum else { continue }
                    let site = entry.colorSite ?? judged.color.site
                    let key = GroupKey(
                        site: site, color: judged.color.color.hex, background: judged.background.color.hex, appearance: appearance.base)
                    guard seen.insert(key).inserted else { continue }
                    if let index = groups[key] {
                        // A link is its file and its ordinal there.
                        if (ordered[index].first.file, ordered[index].first.id) != (link.file, link.id) {
                            ordered[index].others.append(link)
                        }
                        if !ordered[index].judged.appearances.contains(appearance) { ordered[index].judged.appearances.append(appearance) }
                    } else {
                        groups[key] = ordered.count
                        ordered.append(Group(first: link, others: [], judged: judged, colorSite: site))
                    }
                }
            }
        }
        return ordered.map { group in
            let judged = group.judged
            let place = group.colorSite.map { " (set at \(ReadableText.escapingInvisibles($0.description)))" } ?? ""
            var finding = rule.finding(
                group.first,
                message: "link color \(ReadableText.escapingInvisibles(judged.color.name))\(place) is "
                    + "\(ContrastText.ratio(judged.ratio, under: LinkContrastRule.minimum)) against its background "
                    + "\(ReadableText.escapingInvisibles(judged.background.name)) \(judged.inAppearances): "
                    + "\(judged.color.color.hex) on \(judged.background.color.hex); "
                    + "link text needs 4.5:1",
                fix: "choose a link color with at least 4.5:1 against \(judged.background.color.hex) in that appearance")
            if !group.others.isEmpty {
                finding.related = group.others.map { RelatedPlace(file: $0.file, position: $0.span?.start, link: $0.id) }
            }
            return finding
        }
    }
}
