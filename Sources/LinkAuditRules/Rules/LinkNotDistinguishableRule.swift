import LinkAuditModel

/// Flags inline links told from the text around them by color alone, where the colors are too
/// close: the style says the link keeps no cue (`cues == []`) and the link color is under 3:1
/// against the surrounding text color (or equal to it) in an appearance where both are known.
///
/// Source: WCAG 1.4.1 Use of Color and failure F73 (links not visually evident without color
/// vision), with technique G183 (3:1 to the surrounding text plus a cue on focus and hover); the
/// link-inline card; issue 13.
struct LinkNotDistinguishableRule: Rule, RunRule {
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
        triggering: [
            RuleExample(
                """
                <style>body { color: #333333; } p a { color: #1a5fb4; text-decoration: none; }</style>
                <p>Read the ↓<a href="/setup">setup guide</a> before you start.</p>
                """, format: .html),
            RuleExample(
                """
                <style>
                  .note { color: #4a4a4a; }
                  .note a { color: inherit; border-bottom: 0; text-decoration: none; }
                </style>
                <p class="note">Prices change often; see ↓<a href="/prices">today's prices</a>.</p>
                """, format: .html),
            RuleExample(
                """
                Text("Replies take a day; see ↓[response times](https://example.com/response-times).")
                    .foregroundColor(.gray)
                    .tint(.gray)
                """, format: .swift),
        ],
        nonTriggering: [
            RuleExample(
                """
                <style>body { color: #333333; } p a { color: #1a5fb4; }</style>
                <p>Read the <a href="/setup">setup guide</a> before you start.</p>
                """, format: .html),
            RuleExample(
                """
                <style>body { color: #333333; } a { color: #333333; text-decoration: none; }</style>
                <ul><li><a href="/setup">Setup guide</a></li><li><a href="/prices">Prices</a></li></ul>
                """, format: .html),
            RuleExample(
                """
                <style>body { color: #333333; } p a { color: #333333; text-decoration: none; font-weight: bold; }</style>
                <p>Read the <a href="/setup">setup guide</a> before you start.</p>
                """, format: .html),
            RuleExample(
                """
                var agreement: AttributedString {
                    var text = AttributedString("By continuing you agree to the Terms of Service.")
                    if let range = text.range(of: "Terms of Service") {
                        text[range].link = URL(string: "https://www.example.com/terms")
                        text[range].foregroundColor = .gray
                        text[range].underlineStyle = Text.LineStyle(nsUnderlineStyle: .single)
                    }
                    return text
                }
                """, format: .swift),
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

    /// A page's inline links, by the colors its CSS gives them. The app scope is checked across the
    /// run, as a ``RunRule``: its colors are the run's.
    func check(_ scope: Scope, languages: LanguageLists) -> [Finding] {
        guard !scope.name.isApp else { return [] }
        return findings(scope.links, resolver: ColorResolver(definitions: [], accentColorName: nil))
    }

    /// The app scope's inline links, by the run's colors.
    func check(_ run: RunTables, languages: LanguageLists) -> [Finding] {
        findings(run.app.links, resolver: run.app.colorResolver)
    }

    private func findings(_ links: [Link], resolver: ColorResolver) -> [Finding] {
        links.flatMap { link -> [Finding] in
            guard link.placement == .inline, let style = link.style else { return [] }
            return check(link, style: style, resolver: resolver)
        }
    }

    /// One finding per link: the appearances where it fails, those where it has the text's very
    /// color named apart from those where it is only too close, each with its first pair of colors.
    func check(_ link: Link, style: LinkStyle, resolver: ColorResolver) -> [Finding] {
        typealias Failure = (color: RGBAColor, text: RGBAColor, ratio: Double, entry: AppearanceStyle)
        var same: [(Appearance, Failure)] = []
        var close: [(Appearance, Failure)] = []
        for appearance in Appearance.allCases {
            guard let entry = style.style(for: appearance), entry.cues == [], let colorSource = entry.color,
                let textSource = entry.textColor, let color = resolver.resolve(colorSource, in: appearance)?.color,
                let text = resolver.resolve(textSource, in: appearance)?.color
            else { continue }
            let ratio = RGBAColor.contrastRatio(color, text)
            if color == text {
                same.append((appearance, (color, text, ratio, entry)))
            } else if ratio < Self.minimum {
                close.append((appearance, (color, text, ratio, entry)))
            }
        }
        guard let first = (same.first ?? close.first)?.1 else { return [] }
        func describe(_ failures: [(Appearance, Failure)], _ verdict: String) -> String? {
            guard let (appearance, failure) = failures.first else { return nil }
            let names = failures.map(\.0.readable)
            let list =
                failures.count == Appearance.allCases.count
                ? "every appearance"
                : "the " + (names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names[0])
                    + " appearance" + (names.count > 1 ? "s" : "")
            return "\(verdict) the text around it in \(list) (\(appearance.readable): \(failure.color.hex) against "
                + "\(failure.text.hex), \(ContrastText.ratio(failure.ratio, under: Self.minimum)))"
        }
        let verdicts = [describe(same, "the same color as"), describe(close, "too close in color to")].compactMap { $0 }
        let cue =
            first.entry.cueRemovedAt.map { "its underline is removed at \(ReadableText.escapingInvisibles($0.description))" }
            ?? "no underline or other cue is set"
        let message =
            "inline link is set apart by color alone, and it is " + verdicts.joined(separator: ", and ")
            + "; 3:1 is needed without a cue, and \(cue)"
        return [finding(link, message: message, fix: "keep the underline (or a border or a weight change) on inline links")]
    }
}
