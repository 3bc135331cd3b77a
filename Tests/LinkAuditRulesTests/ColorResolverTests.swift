import LinkAuditModel
import Testing

@testable import LinkAuditRules

private func hex(_ text: String) -> RGBAColor { RGBAColor(hex: text)! }

@Suite("Contrast and color resolution")
struct ColorResolverTests {
    /// Published WCAG reference pairs (WebAIM's checker and the WCAG Understanding pages).
    @Test func contrastOfPublishedReferencePairs() {
        let white = hex("#FFFFFF")
        #expect(ContrastText.ratio(RGBAColor.contrastRatio(hex("#777777"), white)) == "4.48:1")
        #expect(ContrastText.ratio(RGBAColor.contrastRatio(hex("#767676"), white)) == "4.54:1")
        #expect(ContrastText.ratio(RGBAColor.contrastRatio(hex("#000000"), white)) == "21.00:1")
        #expect(ContrastText.ratio(RGBAColor.contrastRatio(white, hex("#000000"))) == "21.00:1")
        #expect(ContrastText.ratio(RGBAColor.contrastRatio(hex("#0000EE"), white)) == "9.40:1")
        #expect(ContrastText.ratio(RGBAColor.contrastRatio(hex("#007AFF"), white)) == "4.02:1")
        #expect(RGBAColor.contrastRatio(hex("#777777"), white) < 4.5)
        #expect(RGBAColor.contrastRatio(hex("#767676"), white) >= 4.5)
    }

    @Test func aRatioJustUnderTheMinimumNeverShowsAsTheMinimum() {
        #expect(ContrastText.ratio(4.4996, under: 4.5) == "4.49:1")
        #expect(ContrastText.ratio(4.4996) == "4.50:1")
        #expect(ContrastText.ratio(2.9999, under: 3) == "2.99:1")
        #expect(ContrastText.ratio(1) == "1.00:1")
    }

    @Test func systemColorsInEveryAppearance() {
        let resolver = ColorResolver(definitions: [], accentColorName: nil)
        let blue = Appearance.allCases.map { resolver.resolve(.system("systemBlue"), in: $0)?.color.hex }
        #expect(blue == ["#007AFF", "#0A84FF", "#0040DD", "#409CFF"])
        let background = Appearance.allCases.map { resolver.resolve(.system("systemBackground"), in: $0)?.color.hex }
        #expect(background == ["#FFFFFF", "#000000", "#FFFFFF", "#000000"])
        #expect(resolver.resolve(.system("blue"), in: .light)?.name == "systemBlue")
        // Without an accent colorset, the accent color is systemBlue: 4.02:1 on white.
        #expect(resolver.resolve(.system("accentColor"), in: .light)?.color.hex == "#007AFF")
        // Not published for high contrast: unknown, not the base value.
        #expect(resolver.resolve(.system("link"), in: .darkHighContrast) == nil)
        #expect(resolver.resolve(.system("noSuchColor"), in: .light) == nil)
    }

    @Test func namedColorsComeFromTheRunAndMergeAcrossFiles() {
        let site = ColorSite(file: "a", position: nil)
        let light = ColorDefinition(
            name: "color.link.default", kind: .designToken, role: .link,
            values: [AppearanceColor(appearance: .light, color: hex("#0B63CE"), site: site)], site: site)
        let dark = ColorDefinition(
            name: "color.link.default", kind: .designToken, role: .link,
            values: [AppearanceColor(appearance: .dark, color: hex("#6CB4FF"), site: site)], site: site)
        let accent = ColorDefinition(
            name: "Brand", kind: .assetCatalog, role: nil, values: [AppearanceColor(appearance: .light, color: hex("#5856D6"), site: site)],
            site: site)
        let resolver = ColorResolver(definitions: [light, dark, accent], accentColorName: "Brand")
        #expect(
            Appearance.allCases.map { resolver.resolve(.named("color.link.default"), in: $0)?.color.hex } == [
                "#0B63CE", "#6CB4FF", "#0B63CE", "#6CB4FF",
            ])
        #expect(resolver.resolve(.named("Missing"), in: .light) == nil)
        // An asset catalog's "Any" value holds in dark too; the accent color is the project's colorset.
        #expect(resolver.resolve(.system("accentColor"), in: .dark)?.color.hex == "#5856D6")
        #expect(resolver.resolve(.system("accentColor"), in: .dark)?.name == "Brand")
        #expect(resolver.role(of: accent) == .accent)
        let perAppearance = ColorSource.perAppearance([
            AppearanceColor(appearance: .light, color: hex("#111111"), site: nil),
            AppearanceColor(appearance: .dark, color: hex("#EEEEEE"), site: nil),
        ])
        #expect(resolver.resolve(perAppearance, in: .darkHighContrast)?.color.hex == "#EEEEEE")
    }
}
