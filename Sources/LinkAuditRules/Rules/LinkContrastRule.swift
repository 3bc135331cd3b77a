import LinkAuditModel

/// Flags link colors under 4.5:1 against their background in an appearance where both are known:
/// the accent colorset and link colorsets against iOS `systemBackground`, link tokens against the
/// token set's background token, and links whose `style` resolves to a color and a background.
///
/// Source: WCAG 1.4.3 Contrast (Minimum) and technique G18; the link-inline and link-standalone
/// cards; the design-system Link component's `theme.color.link.*` tokens; issue 13.
struct LinkContrastRule: Rule, RunRule {
    /// WCAG 1.4.3's minimum for text of normal size.
    static let minimum = ColorBackgrounds.linkMinimum

    static let description = RuleDescription(
        id: "link-contrast",
        name: "Link color contrast",
        summary:
            "A link color (accent or link colorset, link design token, or a styled link's color) is under 4.5:1 against its background in the light, dark or an Increase Contrast appearance.",
        rationale: "Link text is text: people with low vision need it at 4.5:1 against what is behind it, in every "
            + "appearance the app or page offers. A color that passes in light mode can fail in dark mode, and the "
            + "reverse. The accent colorset is SwiftUI's tint for every `Link` and Markdown link, and a `link` token "
            + "colors every link of a design system, so one value decides many links: the finding is placed where the "
            + "value is written (a colorset's components, a token's value). Colorsets are measured against iOS's "
            + "`systemBackground` (white in light, black in dark); tokens against the token set's own background token "
            + "when it has one; styled links against the background their style gives. A color or background that "
            + "cannot be resolved is not guessed: no finding. Platform defaults alone are not judged (an unstyled "
            + "SwiftUI link with no accent colorset is `systemBlue`, 4.02:1 on white): the team did not choose them, "
            + "and Increase Contrast replaces them with darker values. Appearances that show the same colors from the "
            + "same place are one finding that names them all (a colorset without a high-contrast value fails with "
            + "Increase Contrast on as well). Disabled links (exempt from 1.4.3) and colors named for "
            + "a part that is not text (`underline`, `border`, `focus`, `background`) are not judged.",
        wcag: ["1.4.3"],
        defaultSeverity: .warning,
        triggering: [
            RuleExample(
                """
                {
                  "colors" : [
                    {
                      "color" : {
                        "color-space" : "srgb",
                        "components" : ↓{ "alpha" : "1.000", "blue" : "0xFF", "green" : "0xA3", "red" : "0x4D" }
                      },
                      "idiom" : "universal"
                    },
                    {
                      "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                      "color" : {
                        "color-space" : "srgb",
                        "components" : { "alpha" : "1.000", "blue" : "255", "green" : "180", "red" : "108" }
                      },
                      "idiom" : "universal"
                    }
                  ],
                  "info" : { "author" : "xcode", "version" : 1 }
                }
                """, format: .colorset, path: "App/Assets.xcassets/AccentColor.colorset/Contents.json"),
            RuleExample(
                """
                {
                  "colors" : [
                    {
                      "color" : {
                        "color-space" : "srgb",
                        "components" : { "alpha" : "1.000", "blue" : "0.667", "green" : "0.373", "red" : "0.122" }
                      },
                      "idiom" : "universal"
                    },
                    {
                      "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                      "color" : {
                        "color-space" : "srgb",
                        "components" : ↓{ "alpha" : "1.000", "blue" : "0.667", "green" : "0.373", "red" : "0.122" }
                      },
                      "idiom" : "universal"
                    }
                  ]
                }
                """, format: .colorset, path: "App/Assets.xcassets/LinkColor.colorset/Contents.json"),
            RuleExample(
                """
                {
                  "color": {
                    "blue": { "400": { "$value": "#4DA3FF", "$type": "color" } },
                    "background": { "default": { "$value": "#FFFFFF", "$type": "color" } },
                    "link": { "default": { "$value": ↓"{color.blue.400}", "$type": "color" } }
                  }
                }
                """, format: .designTokens, path: "design/light.tokens.json"),
            // A page's own CSS: pale links on white, in a list where they stand alone.
            RuleExample(
                """
                <style>ul.related a { color: #9fb7d6; }</style>
                <ul class="related"><li>↓<a href="/setup">Setup guide</a></li><li><a href="/prices">Prices</a></li></ul>
                """, format: .html),
            // A color the Swift code chose for a SwiftUI Link, judged against iOS's system background.
            RuleExample(
                """
                ↓Link("Service status", destination: URL(string: "https://example.com/status")!)
                    .tint(Color(red: 0.95, green: 0.5, blue: 0.1))
                """, format: .swift),
        ],
        nonTriggering: [
            RuleExample(
                """
                <style>ul.related a { color: #1a5fb4; }</style>
                <ul class="related"><li><a href="/setup">Setup guide</a></li><li><a href="/prices">Prices</a></li></ul>
                """, format: .html),
            // The platform's own tint is not the team's choice: an unstyled Link is not judged.
            RuleExample(
                """
                Link("Service status", destination: URL(string: "https://example.com/status")!)
                    .underline()
                """, format: .swift),
            RuleExample(
                """
                {
                  "colors" : [
                    {
                      "color" : {
                        "color-space" : "srgb",
                        "components" : { "alpha" : "1.000", "blue" : "0.761", "green" : "0.400", "red" : "0.039" }
                      },
                      "idiom" : "universal"
                    },
                    {
                      "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                      "color" : {
                        "color-space" : "srgb",
                        "components" : { "alpha" : "1.000", "blue" : "255", "green" : "180", "red" : "108" }
                      },
                      "idiom" : "universal"
                    }
                  ]
                }
                """, format: .colorset, path: "App/Assets.xcassets/AccentColor.colorset/Contents.json"),
            // A brand color that is neither the accent nor a link color is not judged.
            RuleExample(
                """
                {
                  "colors" : [
                    {
                      "color" : {
                        "color-space" : "srgb",
                        "components" : { "alpha" : "1.000", "blue" : "0xFF", "green" : "0xA3", "red" : "0x4D" }
                      },
                      "idiom" : "universal"
                    }
                  ]
                }
                """, format: .colorset, path: "App/Assets.xcassets/LinkedInBlue.colorset/Contents.json"),
            // A disabled link (exempt from 1.4.3) and an underline color are not link text.
            RuleExample(
                """
                {
                  "color": {
                    "surface": { "$value": "#FFFFFF" },
                    "link": { "default": { "$value": "#0B63CE" }, "disabled": { "$value": "#A0A0A0" }, "underline": { "$value": "#8AB4F8" } }
                  }
                }
                """, format: .designTokens, path: "design/color.tokens.json"),
            // No background token: the link token's background is unknown, never guessed.
            RuleExample(
                """
                {
                  "theme": { "color": { "link": { "default": { "value": "#4DA3FF" } } } }
                }
                """, format: .designTokens, path: "tokens/color.json"),
        ],
        sources: [
            .technique("G18", "Ensuring that a contrast ratio of at least 4.5:1 exists between text and background", folder: "general"),
            .linkInlineCard, .linkStandaloneCard,
            RuleReference("Design-system Link component reference card (theme.color.link tokens)", url: nil),
        ])

    /// A page's links, by the colors its CSS gives them. The app scope is checked across the run,
    /// as a ``RunRule``: its colors are the run's.
    func check(_ scope: Scope, languages: LanguageLists) -> [Finding] {
        guard !scope.name.isApp else { return [] }
        return LinkContrastStyles.findings(scope.links, resolver: ColorResolver(definitions: [], accentColorName: nil), rule: self)
    }

    /// The run's accent and link color definitions, then the app scope's links, by the run's colors.
    func check(_ run: RunTables, languages: LanguageLists) -> [Finding] {
        let resolver = run.app.colorResolver
        return definitionFindings(resolver) + LinkContrastStyles.findings(run.app.links, resolver: resolver, rule: self)
    }

    /// Part (a): each accent or link definition, per appearance, against its background.
    private func definitionFindings(_ resolver: ColorResolver) -> [Finding] {
        let tokenBackground = ColorBackgrounds.tokenBackground(in: resolver)
        var findings: [Finding] = []
        for definition in resolver.definitions.values.sorted(by: { $0.name < $1.name }) {
            guard let role = resolver.role(of: definition), role == .accent || role == .link,
                !ColorNameWords.namesNonText(definition.name)
            else { continue }
            let background: ColorSource
            switch definition.kind {
            case .assetCatalog: background = .system("systemBackground")
            case .designToken:
                guard let token = tokenBackground else { continue }
                background = .named(token)
            }
            for judged in ColorBackgrounds.judged(.named(definition.name), on: background, resolver: resolver)
            where judged.ratio < Self.minimum {
                let site = judged.color.site ?? definition.site
                let what = role == .accent ? "accent color" : "link color"
                findings.append(
                    Finding(
                        rule: Self.description.id, severity: Self.description.defaultSeverity,
                        message: "\(what) \(ReadableText.escapingInvisibles(definition.name)) is \(judged.color.color.hex) "
                            + "\(judged.inAppearances): \(ContrastText.ratio(judged.ratio, under: Self.minimum)) against "
                            + "\(ReadableText.escapingInvisibles(judged.background.name)) (\(judged.background.color.hex)); link text needs 4.5:1",
                        fix: "choose a \(judged.appearance.readable) value with at least 4.5:1 against \(judged.background.color.hex)",
                        file: site.file, position: site.position))
            }
        }
        return findings
    }
}

/// The backgrounds the appearance rules measure against, and the appearances they judge.
public enum ColorBackgrounds {
    /// WCAG 1.4.3's minimum for link text of normal size against its background.
    public static let linkMinimum = 4.5

    /// The colors of one or more appearances (those where both are the same) and their ratio.
    struct Judged {
        /// In `Appearance` order; the first is where the colors were first met.
        var appearances: [Appearance]
        var color: ResolvedColor
        var background: ResolvedColor
        var ratio: Double

        var appearance: Appearance { appearances[0] }

        /// `in every appearance`, or `in the light appearance`, `in the light and dark appearances`.
        var inAppearances: String {
            appearances.count == Appearance.allCases.count
                ? "in every appearance" : "in the \(readable) appearance\(appearances.count > 1 ? "s" : "")"
        }

        /// `light`, `light and dark`, `light, dark and light high-contrast`.
        var readable: String {
            let names = appearances.map(\.readable)
            guard names.count > 1 else { return names[0] }
            return names.dropLast().joined(separator: ", ") + " and " + names.last!
        }
    }

    /// The design-token background: the run's background-role token, preferring one whose last
    /// segment is `default`, `primary`, `base` or `background` itself, then the shortest name.
    public static func tokenBackground(in resolver: ColorResolver) -> String? {
        let candidates = resolver.definitions.values.filter { $0.kind == .designToken && $0.role == .background }
        func rank(_ definition: ColorDefinition) -> (Int, Int, String) {
            let last = definition.name.split(separator: ".").last.map(String.init) ?? ""
            let preferred = ["default", "primary", "base", "background", "bg"].contains(last.lowercased()) ? 0 : 1
            return (preferred, definition.name.split(separator: ".").count, definition.name)
        }
        return candidates.min { rank($0) < rank($1) }?.name
    }

    /// `color` on `background` in every appearance where both resolve. Appearances with the same
    /// colors from the same site are one entry (a token without modes is light and dark alike; an
    /// Increase Contrast appearance that changes nothing adds nothing).
    static func judged(_ color: ColorSource, on background: ColorSource, resolver: ColorResolver) -> [Judged] {
        var result: [Judged] = []
        for appearance in Appearance.allCases {
            guard let front = resolver.resolve(color, in: appearance), let back = resolver.resolve(background, in: appearance) else {
                continue
            }
            if let same = result.firstIndex(where: {
                $0.color.color == front.color && $0.color.site == front.site && $0.background.color == back.color
            }) {
                result[same].appearances.append(appearance)
                continue
            }
            result.append(
                Judged(
                    appearances: [appearance], color: front, background: back, ratio: RGBAColor.contrastRatio(front.color, back.color)))
        }
        return result
    }
}
