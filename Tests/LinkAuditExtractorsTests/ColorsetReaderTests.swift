import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

private func read(_ source: String, file: String = "App/Assets.xcassets/Tint.colorset/Contents.json") -> ExtractedDocument {
    Extractor.extract(file: file, bytes: Array(source.utf8), format: .colorset)
}

/// One appearance's hex and position, as the tests compare them.
private func values(_ document: ExtractedDocument) -> [String] {
    (document.colorDefinitions.first?.values ?? []).map { value in
        "\(value.appearance.rawValue) \(value.color.hex) \(value.site?.position.map { "\($0.line):\($0.utf8Column)" } ?? "-")"
    }
}

private func at(_ position: SourcePosition) -> String { "\(position.line):\(position.utf8Column)" }

@Suite("Asset catalog colorsets")
struct ColorsetReaderTests {
    @Test func lightAndDarkEntriesGiveTwoValuesAtTheirComponents() {
        let marked = MarkedText(
            """
            {
              "colors" : [
                {
                  "color" : {
                    "color-space" : "srgb",
                    "components" : 1️⃣{ "alpha" : "1.000", "blue" : "0.667", "green" : "0.373", "red" : "0.122" }
                  },
                  "idiom" : "universal"
                },
                {
                  "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : {
                    "color-space" : "srgb",
                    "components" : 2️⃣{ "alpha" : "1.000", "blue" : "255", "green" : "180", "red" : "108" }
                  },
                  "idiom" : "universal"
                }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """)
        let document = read(marked.text, file: "App/Assets.xcassets/Colors/LinkColor.colorset/Contents.json")
        #expect(document.errors.isEmpty)
        #expect(document.colorDefinitions.count == 1)
        let definition = document.colorDefinitions[0]
        #expect(definition.name == "LinkColor")
        #expect(definition.kind == .assetCatalog)
        #expect(definition.role == .link)
        #expect(values(document) == ["light #1F5FAA \(at(marked["1️⃣"]))", "dark #6CB4FF \(at(marked["2️⃣"]))"])
        #expect(
            definition.site
                == ColorSite(file: "App/Assets.xcassets/Colors/LinkColor.colorset/Contents.json", position: .init(line: 1, utf8Column: 1)))
    }

    @Test func floatsIntegersAndHexComponentsReadTheSameColor() {
        for components in [
            #""red" : "0.302", "green" : "0.639", "blue" : "1.000""#, #""red" : "77", "green" : "163", "blue" : "255""#,
            #""red" : "0x4D", "green" : "0xA3", "blue" : "0xFF""#, #""red" : 0.302, "green" : 0.639, "blue" : 1"#,
        ] {
            let document = read(
                #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "# + components
                    + #" } }, "idiom" : "universal" } ] }"#)
            #expect(document.colorDefinitions.first?.values.map(\.color.hex) == ["#4DA3FF"], "\(components)")
        }
    }

    @Test func displayP3AndGrayAreConvertedToSRGB() {
        let p3 = read(
            #"{ "colors" : [ { "color" : { "color-space" : "display-p3", "components" : { "red" : "0.200", "green" : "0.400", "blue" : "0.800", "alpha" : "1.000" } }, "idiom" : "universal" } ] }"#
        )
        #expect(p3.colorDefinitions.first?.values.map(\.color.hex) == ["#1B68D3"])
        // P3's pure green is outside sRGB: red goes below 0 and is clamped.
        let outside = read(
            #"{ "colors" : [ { "color" : { "color-space" : "display-p3", "components" : { "red" : "0.298", "green" : "0.686", "blue" : "0.314", "alpha" : "1.000" } }, "idiom" : "universal" } ] }"#
        )
        #expect(outside.colorDefinitions.first?.values.map(\.color.hex) == ["#00B241"])
        let gray = read(
            #"{ "colors" : [ { "color" : { "color-space" : "gray-gamma-22", "components" : { "white" : "0.500", "alpha" : "0.500" } }, "idiom" : "universal" } ] }"#
        )
        #expect(gray.colorDefinitions.first?.values.map(\.color.hex) == ["#80808080"])
    }

    @Test func highContrastAppearancesAndIdiomsAreChosen() {
        let marked = MarkedText(
            """
            { "colors" : [
              { "color" : { "color-space" : "srgb", "components" : { "red" : "0", "green" : "0", "blue" : "255" } }, "idiom" : "ipad" },
              { "color" : { "color-space" : "srgb", "components" : { "red" : "0", "green" : "122", "blue" : "255" } }, "idiom" : "universal" },
              { "appearances" : [ { "appearance" : "contrast", "value" : "high" } ],
                "color" : { "color-space" : "srgb", "components" : 1️⃣{ "red" : "0", "green" : "64", "blue" : "221" } }, "idiom" : "universal" },
              { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" }, { "appearance" : "contrast", "value" : "high" } ],
                "color" : { "color-space" : "srgb", "components" : 2️⃣{ "red" : "64", "green" : "156", "blue" : "255" } }, "idiom" : "iphone" },
              { "appearances" : [ { "appearance" : "luminosity", "value" : "light" } ],
                "color" : { "color-space" : "srgb", "components" : 3️⃣{ "red" : "0", "green" : "102", "blue" : "204" } }, "idiom" : "universal" }
            ] }
            """)
        let document = read(marked.text)
        #expect(
            values(document) == [
                "light #0066CC \(at(marked["3️⃣"]))", "lightHighContrast #0040DD \(at(marked["1️⃣"]))",
                "darkHighContrast #409CFF \(at(marked["2️⃣"]))",
            ])
        // Dark is not written: an asset catalog uses its "Any" value there.
        #expect(document.colorDefinitions[0].value(for: .dark)?.color.hex == "#0066CC")
    }

    @Test func aSystemColorReferenceTakesItsPublishedValue() {
        let marked = MarkedText(
            """
            { "colors" : [
              { "color" : { "color-space" : "srgb", "components" : { "red" : "1.000", "green" : "1.000", "blue" : "1.000" } }, "idiom" : "universal" },
              { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                "color" : { "platform" : "ios", "reference" : 1️⃣"systemBackgroundColor" }, "idiom" : "universal" }
            ] }
            """)
        let document = read(marked.text)
        #expect(document.colorDefinitions[0].values.map(\.color.hex) == ["#FFFFFF", "#000000"])
        #expect(document.colorDefinitions[0].values[1].site?.position == marked["1️⃣"])
    }

    @Test func namesGiveRoles() {
        let entry =
            #"{ "colors" : [ { "color" : { "components" : { "red" : "0", "green" : "0", "blue" : "0" } }, "idiom" : "universal" } ] }"#
        #expect(read(entry, file: "A.xcassets/AccentColor.colorset/Contents.json").colorDefinitions.first?.role == .accent)
        #expect(read(entry, file: "A.xcassets/link-blue.colorset/Contents.json").colorDefinitions.first?.role == .link)
        #expect(read(entry, file: "A.xcassets/LinkedInBlue.colorset/Contents.json").colorDefinitions.first?.role == nil)
        #expect(read(entry, file: "A.xcassets/Brand.colorset/Contents.json").colorDefinitions.first?.name == "Brand")
    }

    @Test func unknownSpacesAndBadJSONAreNeverGuessed() {
        let unknown = read(
            #"{ "colors" : [ { "color" : { "color-space" : "cmyk", "components" : { "cyan" : "1" } }, "idiom" : "universal" } ] }"#)
        #expect(unknown.colorDefinitions.isEmpty)
        #expect(unknown.errors.isEmpty)
        let marked = MarkedText("{\n  \"colors\" : [\n    { \"color\" : 1️⃣}\n  ]\n}\n")
        let bad = read(marked.text)
        #expect(bad.colorDefinitions.isEmpty)
        #expect(bad.errors.map { "\($0.line ?? 0):\($0.column ?? 0)" } == [at(marked["1️⃣"])])
        #expect(bad.errors.first?.message.hasPrefix("colorset: ") == true)
    }

    @Test func theProjectFileNamesTheAccentColor() {
        let project = """
            /* Begin XCBuildConfiguration section */
            \t\tA1 /* Debug */ = {
            \t\t\tbuildSettings = {
            \t\t\t\tASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME_SUFFIX = Other;
            \t\t\t\tASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = "Brand Tint";
            \t\t\t};
            \t\t};
            """
        let document = Extractor.extract(file: "App.xcodeproj/project.pbxproj", bytes: Array(project.utf8), format: .xcodeProject)
        #expect(document.accentColorName == "Brand Tint")
        #expect(
            XcodeProjectReader.accentColorName(in: Array("ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = AccentColor;".utf8))
                == "AccentColor")
        #expect(XcodeProjectReader.accentColorName(in: Array("ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = \"$(TINT)\";".utf8)) == nil)
    }
}
