import LinkAuditKit
import LinkAuditModel
import Testing

/// Which files the color readers get (`docs/usage.md`, Files read): never any other JSON of a repository.
@Suite("Discovery of color inputs")
struct ColorDiscoveryTests {
    @Test func colorsetsProjectsAndTokenFilesByName() {
        let cases: [(String, DocumentFormat?)] = [
            ("App/Assets.xcassets/Brand.colorset/Contents.json", .colorset),
            ("App/Assets.xcassets/Palette/Sea Blue.colorset/Contents.json", .colorset),
            ("App/Assets.xcassets/AppIcon.appiconset/Contents.json", nil),
            ("App/Assets.xcassets/Contents.json", nil),
            ("Loose/Brand.colorset/Contents.json", nil),
            ("App.xcodeproj/project.pbxproj", .xcodeProject),
            ("App/project.pbxproj", nil),
            ("design/colors.tokens.json", .designTokens),
            ("design/colors.tokens", .designTokens),
            ("tokens/colors.json", .designTokens),
            ("packages/ui/design-tokens/dark/link.json", .designTokens),
            ("package.json", nil),
            ("config/settings.json", nil),
            ("App/Assets.xcassets/tokens/Contents.json", nil),
        ]
        for (path, format) in cases { #expect(Discovery.format(of: path) == format, "\(path)") }
    }

    @Test func aTokensFolderAboveTheAuditedFolderDoesNotCount() {
        #expect(Discovery.format(of: "/home/tokens/shop/settings.json", shownAs: "shop/settings.json") == nil)
        #expect(Discovery.format(of: "/home/shop/tokens/color.json", shownAs: "tokens/color.json") == .designTokens)
    }
}
