import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditRules
import LinkAuditTestSupport
import Testing

/// A colorset's `Contents.json` with an "Any" value and, when given, a dark one (hex, 0-255 components).
func colorset(light: String, dark: String? = nil) -> String {
    func entry(_ hex: String, dark: Bool) -> String {
        let color = RGBAColor(hex: hex)!
        let parts = [color.red, color.green, color.blue].map { String(Int(($0 * 255).rounded())) }
        let appearances = dark ? #""appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "# : ""
        return
            #"    { \#(appearances)"color" : { "color-space" : "srgb", "components" : { "red" : "\#(parts[0])", "green" : "\#(parts[1])", "blue" : "\#(parts[2])", "alpha" : "1.000" } }, "idiom" : "universal" }"#
    }
    let entries = [entry(light, dark: false)] + (dark.map { [entry($0, dark: true)] } ?? [])
    return "{\n  \"colors\" : [\n" + entries.joined(separator: ",\n") + "\n  ]\n}\n"
}

/// `file:line:column message` of one rule's findings.
func described(_ result: AuditResult, rule: RuleID) -> [String] {
    result.findings.filter { $0.rule == rule }.map { "\($0.file):\($0.line ?? 0):\($0.column ?? 0) \($0.message)" }
}

/// The documents of `files` with the links of HTML pages styled by `style` (by link text).
func styledAudit(_ files: [(String, String)], style: (Link) -> LinkStyle?) -> AuditResult {
    let documents = files.map { file -> ExtractedDocument in
        var document = DocumentExtractor.extract(file: file.0, bytes: Array(file.1.utf8), format: Discovery.format(of: file.0)!)
        for index in document.links.indices { document.links[index].style = style(document.links[index]) }
        return document
    }
    return Auditor(configuration: Configuration()).evaluate(documents: documents, files: files.map(\.0))
}

@Suite("Appearance rules: link-contrast and link-not-distinguishable")
struct AppearanceRuleTests {
    @Test func anAccentColorsetUnderTheMinimumInLightIsFoundAtItsLightComponents() {
        let result = auditFiles([("App/Assets.xcassets/AccentColor.colorset/Contents.json", colorset(light: "#4DA3FF", dark: "#0A84FF"))])
        #expect(
            described(result, rule: "link-contrast") == [
                "App/Assets.xcassets/AccentColor.colorset/Contents.json:3:58 accent color AccentColor is #4DA3FF in the light and "
                    + "light high-contrast appearances: 2.63:1 against systemBackground (#FFFFFF); link text needs 4.5:1"
            ])
    }

    @Test func theProjectNamesAnotherAccentColor() {
        let files = [
            ("App/Assets.xcassets/AccentColor.colorset/Contents.json", colorset(light: "#4DA3FF")),
            ("App/Assets.xcassets/Tint.colorset/Contents.json", colorset(light: "#0A66C2", dark: "#1F5FAA")),
            ("App.xcodeproj/project.pbxproj", "buildSettings = {\n\tASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = Tint;\n};\n"),
        ]
        // AccentColor is not the accent here and has no link role: only Tint is judged, in dark
        // (#1F5FAA on black is 3.28:1); its light value passes (5.69:1).
        #expect(
            described(auditFiles(files), rule: "link-contrast") == [
                "App/Assets.xcassets/Tint.colorset/Contents.json:4:129 accent color Tint is #1F5FAA in the dark and dark "
                    + "high-contrast appearances: 3.28:1 against systemBackground (#000000); link text needs 4.5:1"
            ])
    }

    @Test func anAnyValueIsJudgedInDarkAgainstBlack() {
        // #0A66C2 passes on white (5.69:1) and fails on black (3.69:1): one value, one finding, dark.
        let result = auditFiles([("App/Assets.xcassets/LinkColor.colorset/Contents.json", colorset(light: "#0A66C2"))])
        #expect(
            described(result, rule: "link-contrast") == [
                "App/Assets.xcassets/LinkColor.colorset/Contents.json:3:58 link color LinkColor is #0A66C2 in the dark and "
                    + "dark high-contrast appearances: 3.69:1 against systemBackground (#000000); link text needs 4.5:1"
            ])
    }

    @Test func tokensFromLightAndDarkFilesAreJudgedAgainstTheirBackgroundToken() {
        let light = """
            { "color": {
              "background": { "default": { "$value": "#FFFFFF" } },
              "link": { "default": { "$value": "#2563EB" } }
            } }
            """
        let dark = """
            { "color": {
              "background": { "default": { "$value": "#121212" } },
              "link": { "default": { "$value": "#1D4ED8" } }
            } }
            """
        let result = auditFiles([("tokens/light/color.json", light), ("tokens/dark/color.json", dark)])
        #expect(
            described(result, rule: "link-contrast") == [
                "tokens/dark/color.json:3:36 link color color.link.default is #1D4ED8 in the dark and dark high-contrast appearances: 2.80:1 against "
                    + "color.background.default (#121212); link text needs 4.5:1"
            ])
    }

    @Test func styledLinksShareOneFindingPerColorSite() {
        let page = """
            <p>See the <a href="/a">install guide</a> and the <a href="/b">release notes</a>.</p>
            <p>Or the <a href="/c">forum</a>.</p>
            """
        let site = ColorSite(file: "help/site.css", position: SourcePosition(line: 4, utf8Column: 3))
        let result = styledAudit([("help/index.html", page)]) { link in
            guard link.destination != "/c" else { return nil }
            return LinkStyle(appearances: [
                AppearanceStyle(
                    color: .literal(RGBAColor(hex: "#8AB4F8")!), background: .literal(RGBAColor(hex: "#FFFFFF")!), colorSite: site)
            ])
        }
        let findings = result.findings.filter { $0.rule == "link-contrast" }
        #expect(
            findings.map { "\($0.file):\($0.line ?? 0):\($0.column ?? 0) \($0.message)" } == [
                "help/index.html:1:12 link color #8AB4F8 (set at help/site.css:4:3) is 2.11:1 against its background #FFFFFF in every "
                    + "appearance: #8AB4F8 on #FFFFFF; link text needs 4.5:1"
            ])
        #expect(findings.first?.related?.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["1:51"])
    }

    @Test func aPlatformDefaultAloneIsNotJudged() {
        let page = #"<p>See the <a href="/a">install guide</a>.</p>"#
        let result = styledAudit([("help/index.html", page)]) { _ in
            LinkStyle(appearances: [AppearanceStyle(color: .system("systemBlue"), background: .system("systemBackground"))])
        }
        #expect(described(result, rule: "link-contrast").isEmpty)
    }

    @Test func unknownColorsAreNeverGuessed() {
        let page = #"<p>See the <a href="/a">install guide</a>.</p>"#
        let site = ColorSite(file: "help/site.css", position: SourcePosition(line: 1, utf8Column: 1))
        let result = styledAudit([("help/index.html", page)]) { _ in
            LinkStyle(appearances: [
                AppearanceStyle(
                    color: .named("NoSuchColor"), textColor: .literal(RGBAColor(hex: "#000000")!), background: nil, cues: [],
                    colorSite: site)
            ])
        }
        #expect(described(result, rule: "link-contrast").isEmpty)
        #expect(described(result, rule: "link-not-distinguishable").isEmpty)
    }

    @Test func anInlineLinkColoredLikeItsTextIsNotDistinguishable() {
        let page = """
            <p>Read the <a href="/setup">setup guide</a> first.</p>
            <ul><li><a href="/faq">FAQ</a></li></ul>
            """
        let removed = ColorSite(file: "help/site.css", position: SourcePosition(line: 7, utf8Column: 5))
        let result = styledAudit([("help/index.html", page)]) { _ in
            LinkStyle(appearances: [
                AppearanceStyle(
                    color: .literal(RGBAColor(hex: "#333333")!), textColor: .literal(RGBAColor(hex: "#333333")!), cues: [],
                    cueRemovedAt: removed)
            ])
        }
        // The list's standalone link is never judged.
        #expect(
            described(result, rule: "link-not-distinguishable") == [
                "help/index.html:1:13 inline link is set apart by color alone, and it is the same color as the text around it in every "
                    + "appearance (light: #333333 against #333333, 1.00:1); 3:1 is needed without a cue, and its underline is removed "
                    + "at help/site.css:7:5"
            ])
    }

    @Test func aCueOrEnoughContrastOrUnknownCuesKeepItQuiet() {
        let page = #"<p>Read the <a href="/setup">setup guide</a> first.</p>"#
        let gray = RGBAColor(hex: "#333333")!
        for (cues, color) in [([NonColorCue.underline], "#3A3A3A"), ([], "#7FB2FF"), (nil, "#3A3A3A")] as [([NonColorCue]?, String)] {
            let result = styledAudit([("help/index.html", page)]) { _ in
                LinkStyle(appearances: [AppearanceStyle(color: .literal(RGBAColor(hex: color)!), textColor: .literal(gray), cues: cues)])
            }
            #expect(described(result, rule: "link-not-distinguishable").isEmpty, "\(String(describing: cues)) \(color)")
        }
        // Under 3:1 in dark only (the dark entry overrides the one for every appearance), never set.
        let result = styledAudit([("help/index.html", page)]) { _ in
            LinkStyle(appearances: [
                AppearanceStyle(color: .literal(RGBAColor(hex: "#7FB2FF")!), textColor: .literal(gray), cues: []),
                AppearanceStyle(
                    appearance: .dark, color: .literal(RGBAColor(hex: "#8CC4FF")!), textColor: .literal(RGBAColor(hex: "#E0E0E0")!),
                    cues: []),
            ])
        }
        #expect(
            described(result, rule: "link-not-distinguishable") == [
                "help/index.html:1:13 inline link is set apart by color alone, and it is too close in color to the text around it in the "
                    + "dark appearance (dark: #8CC4FF against #E0E0E0, 1.39:1); 3:1 is needed without a cue, and no underline or other "
                    + "cue is set"
            ])
    }
}
