import LinkAuditModel

/// Flags inline links told from the text around them by color alone, where the colors are too
/// close: the style says the link keeps no cue (`cues == []`) and the link color is under 3:1
/// against the surrounding text color (or equal to it) in an appearance where both are known.
///
/// Source: WCAG 1.4.1 Use of Color and failure F73 (links not visually evident without color
/// vision), with technique G183 (3:1 to the surrounding text plus a cue on focus and hover); the
/// link-inline card; issue 13.
struct LinkNotDistinguishableRule: Rule {
    /// G183's minimum contrast between a link and the text around it.
    static let minimum = 3.0

    static let description = RuleDescription(
        id: "link-not-distinguishable",
        name: "Inline link told apart by color alone",
        summary:
            "An inline link with no underline or other non-color cue whose color is under 3:1 against the text around it, or the same color.",
        rationale: "People who cannot tell the two colors apart see a sentence with no link in it (failure F73). An "
            + "inline link needs a cue that is not color, such as an underline, a border or a weight change; without "
            + "one, its color must at least differ from the text by 3:1 (technique G183). The finding says where the "
            + "cue was removed (`text-decoration: none`, `.underline(false)`) or that none was ever set. Standalone "
            + "links (a list of links, a button-like `Link`) are not surrounded by text and are never flagged. A link "
            + "whose cues or colors are not known is not judged.",
        wcag: ["1.4.1"],
        defaultSeverity: .warning,
        // Links get a style from the CSS and Swift styling readers; its triggering examples are
        // written with them (`RuleExampleTests.awaitingStyleReaders`).
        triggering: [],
        nonTriggering: [
            RuleExample(
                """
                Read the [setup guide](https://example.com/setup) before you start.
                """),
            RuleExample(
                """
                <p>Read the <a href="/setup">setup guide</a> before you start.</p>
                """, format: .html),
        ],
        sources: [
            .technique(
                "F73", "Failure of Success Criterion 1.4.1 due to creating links that are not visually evident without color vision",
                folder: "failures"),
            .technique(
                "G183",
                "Using a contrast ratio of 3:1 with surrounding text and providing additional visual cues on hover for links or controls where color alone is used to identify them",
                folder: "general"),
            .linkInlineCard,
        ])

    func check(_ scope: Scope, languages: LanguageLists) -> [Finding] {
        let resolver = ColorResolver(definitions: scope.colorDefinitions, accentColorName: scope.accentColorName)
        return scope.links.flatMap { link -> [Finding] in
            guard link.placement == .inline, let style = link.style else { return [] }
            return check(link, style: style, resolver: resolver)
        }
    }

    /// One finding per link: the first appearance (in `Appearance` order) where it fails, with the
    /// others that fail named in the message.
    func check(_ link: Link, style: LinkStyle, resolver: ColorResolver) -> [Finding] {
        var failing: [(appearance: Appearance, color: ResolvedColor, text: ResolvedColor, ratio: Double, entry: AppearanceStyle)] = []
        for appearance in Appearance.allCases {
            guard let entry = style.style(for: appearance), entry.cues == [], let colorSource = entry.color,
                let textSource = entry.textColor, let color = resolver.resolve(colorSource, in: appearance),
                let text = resolver.resolve(textSource, in: appearance)
            else { continue }
            let ratio = RGBAColor.contrastRatio(color.color, text.color)
            guard ratio < Self.minimum || color.color == text.color else { continue }
            if failing.contains(where: { $0.color.color == color.color && $0.text.color == text.color }) { continue }
            failing.append((appearance, color, text, ratio, entry))
        }
        guard let first = failing.first else { return [] }
        let cue =
            first.entry.cueRemovedAt.map { "its underline is removed at \(ReadableText.escapingInvisibles($0.description))" }
            ?? "no underline or other cue is set"
        let same = first.color.color == first.text.color ? "the same color as" : "too close to"
        var message =
            "inline link is told apart by color alone and \(same) the text around it in the \(first.appearance.readable) "
            + "appearance: \(first.color.color.hex) against \(first.text.color.hex), "
            + "\(ContrastText.ratio(first.ratio, under: Self.minimum)) (3:1 needed without a cue); \(cue)"
        let others = failing.dropFirst().map(\.appearance.readable)
        if !others.isEmpty { message += "; also in the " + others.joined(separator: ", ") + " appearance" + (others.count > 1 ? "s" : "") }
        return [finding(link, message: message, fix: "keep the underline (or a border or a weight change) on inline links")]
    }
}
