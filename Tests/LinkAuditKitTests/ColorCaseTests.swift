import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// The color cases of issue 13 ("Cases to write yourselves"), as fixtures in `Fixtures/cases/`:
/// colorsets with light and dark values above and below 4.5:1 against white and against the dark
/// system background, and a token file whose `link.default` refers to another token.
@Suite("Color cases of issue 13")
struct ColorCaseTests {
    @Test func colorsetsAboveAndBelowTheMinimumInLightAndDark() {
        let result = audit(["colorsets-light-dark"])
        #expect(result.errors.isEmpty)
        #expect(result.links.isEmpty)
        #expect(result.accentColorName == "AccentColor")
        #expect(
            result.colorDefinitions?.map {
                "\($0.name) \($0.values.map { "\($0.appearance.rawValue)=\($0.color.hex)" }.joined(separator: ","))"
            }
                == [
                    "AccentColor light=#0A66C2,dark=#1F5FAA", "LinkHighContrast light=#0B63CE,dark=#6CB4FF,darkHighContrast=#1D4ED8",
                    "LinkMuted light=#4DA3FF,dark=#6CB4FF", "Sand light=#F1D8AB",
                ])
        let prefix = "colorsets-light-dark/Harbor/Assets.xcassets/"
        #expect(
            described(result, rule: "link-contrast") == [
                prefix + "AccentColor.colorset/Contents.json:24:24 accent color AccentColor is #1F5FAA in the dark and dark "
                    + "high-contrast appearances: 3.28:1 against systemBackground (#000000); link text needs 4.5:1",
                prefix + "LinkHighContrast.colorset/Contents.json:22:24 link color LinkHighContrast is #1D4ED8 in the dark "
                    + "high-contrast appearance: 3.13:1 against systemBackground (#000000); link text needs 4.5:1",
                prefix + "LinkMuted.colorset/Contents.json:6:24 link color LinkMuted is #4DA3FF in the light and light "
                    + "high-contrast appearances: 2.63:1 against systemBackground (#FFFFFF); link text needs 4.5:1",
            ])
    }

    /// A variant of the kind: the same values written as P3, another name the project makes the
    /// accent, and the colorsets nested in a folder group.
    @Test func theProjectsAccentNameAndNestedGroups() {
        let any =
            #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0x1F", "green" : "0x5F", "blue" : "0xAA" } }, "idiom" : "universal" } ] }"#
        let result = auditFiles([
            ("Shop/Resources/Media.xcassets/Palette/Primary.colorset/Contents.json", any),
            ("Shop/Resources/Media.xcassets/Palette/AccentColor.colorset/Contents.json", any),
            ("Shop.xcodeproj/project.pbxproj", "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = \"Primary\";\n"),
        ])
        #expect(
            result.findings.filter { $0.rule == "link-contrast" }.map { "\($0.file):\($0.line ?? 0):\($0.column ?? 0)" } == [
                "Shop/Resources/Media.xcassets/Palette/Primary.colorset/Contents.json:1:69"
            ])
        #expect(
            result.findings.first { $0.rule == "link-contrast" }?.message.contains("dark and dark high-contrast appearances: 3.28:1")
                == true)
    }

    @Test func aLinkTokenReferringToAPaletteToken() {
        let result = audit(["token-link-reference"])
        #expect(result.errors.isEmpty)
        let link = result.colorDefinitions?.filter { $0.name == "theme.color.link.default" }.first
        #expect(link?.role == .link)
        #expect(
            link?.values.map { "\($0.appearance.rawValue)=\($0.color.hex)@\($0.site!.position!)" } == [
                "light=#4DA3FF@21:21", "dark=#4DA3FF@22:46",
            ])
        #expect(
            described(result, rule: "link-contrast") == [
                "token-link-reference/design/theme.tokens.json:21:21 link color theme.color.link.default is #4DA3FF in the light "
                    + "and light high-contrast appearances: 2.63:1 against theme.color.background.default (#FFFFFF); link text needs 4.5:1"
            ])
    }

    /// Variants of the kind: the nested `theme.color.link.default.value` shape with the reference
    /// two levels deep, and light and dark as separate files.
    @Test func referencesInTheNestedShapeAndInSeparateModeFiles() {
        let nested = """
            { "theme": { "color": {
              "base": { "blue": { "value": "#2F80ED" }, "sky": { "value": "{theme.color.base.blue}" } },
              "bg": { "value": "#FFFFFF" },
              "link": { "default": { "value": "{theme.color.base.sky}" } }
            } } }
            """
        #expect(
            described(auditFiles([("tokens/web.json", nested)]), rule: "link-contrast") == [
                "tokens/web.json:4:35 link color theme.color.link.default is #2F80ED in every "
                    + "appearance: 3.87:1 against theme.color.bg (#FFFFFF); link text needs 4.5:1"
            ])
        let light =
            ##"{ "link": { "default": { "$value": "{blue.600}" } }, "blue": { "600": { "$value": "#0B63CE" } }, "surface": { "$value": "#FFFFFF" } }"##
        let dark =
            ##"{ "link": { "default": { "$value": "{blue.600}" } }, "blue": { "600": { "$value": "#1D4ED8" } }, "surface": { "$value": "#000000" } }"##
        #expect(
            auditFiles([("tokens/light.json", light), ("tokens/dark.json", dark)]).findings.filter { $0.rule == "link-contrast" }.map {
                "\($0.file) \(brief($0))"
            } == ["tokens/dark.json 1:36 link-contrast"])
    }
}

@Suite("HTML report: Link colors")
struct HTMLLinkColorsTests {
    @Test func theTableListsAccentAndLinkColorsWithTheirRatios() {
        let html = HTMLReporter.render(audit(["colorsets-light-dark"]))
        let start = html.range(of: "<h2 id=\"linkcolors\">Link colors</h2>")
        #expect(start != nil)
        let rows = html.components(separatedBy: "<tr><th scope=\"row\">").dropFirst().filter { $0.hasPrefix("<code>") }.map {
            String($0.prefix(while: { $0 != "\n" }))
        }
        #expect(
            rows == [
                "<code>AccentColor</code></th><td>#0A66C2</td><td>#1F5FAA</td><td><code>colorsets-light-dark/Harbor/Assets.xcassets/"
                    + "AccentColor.colorset/Contents.json:1:1</code></td><td>light 5.69:1, dark 3.28:1, light high-contrast 5.69:1, "
                    + "dark high-contrast 3.28:1</td></tr>",
                "<code>LinkHighContrast</code></th><td>#0B63CE</td><td>#6CB4FF</td><td><code>colorsets-light-dark/Harbor/Assets.xcassets/"
                    + "LinkHighContrast.colorset/Contents.json:1:1</code></td><td>light 5.69:1, dark 9.61:1, light high-contrast 5.69:1, "
                    + "dark high-contrast 3.13:1</td></tr>",
                "<code>LinkMuted</code></th><td>#4DA3FF</td><td>#6CB4FF</td><td><code>colorsets-light-dark/Harbor/Assets.xcassets/"
                    + "LinkMuted.colorset/Contents.json:1:1</code></td><td>light 2.63:1, dark 9.61:1, light high-contrast 2.63:1, "
                    + "dark high-contrast 9.61:1</td></tr>",
            ])
    }

    @Test func namesAreEscapedAndTheTableIsAbsentWithoutColors() {
        let colorset =
            #"{ "colors" : [ { "color" : { "components" : { "red" : "0", "green" : "0", "blue" : "0" } }, "idiom" : "universal" } ] }"#
        let html = HTMLReporter.render(auditFiles([("A.xcassets/Link<img src=x onerror=go()>\u{202E}.colorset/Contents.json", colorset)]))
        let table = html.components(separatedBy: "<h2 id=\"linkcolors\">").last ?? ""
        #expect(table.contains("<th scope=\"row\"><code>Link&lt;img src=x onerror=go()&gt;\\u{202E}</code></th>"), "\(table)")
        #expect(!html.contains("<img"))
        #expect(!HTMLReporter.render(auditFiles([("Help/a.md", "[Setup](https://example.com/setup)\n")])).contains("linkcolors"))
    }
}
