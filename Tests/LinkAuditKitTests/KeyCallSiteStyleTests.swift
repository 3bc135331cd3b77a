import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// App-copy Markdown links take the style of the `Text`s that show their key (issue 13), when every
/// call site that draws the key styles it the same way.
@Suite(
    "Styles of app-copy links from their call sites", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources")
)
struct KeyCallSiteStyleTests {
    static let table = """
        "footer.terms" = "Read our [terms](https://example.com/terms).";
        "footer.help" = "[Help](https://example.com/help)";
        "footer.status" = "See [status](https://example.com/status).";
        "footer.plain" = "See [plans](https://example.com/plans).";
        """

    @Test func keysShownByAStyledTextTakeItsStyle() {
        let swift = MarkedText(
            """
            struct Footer: View {
                var body: some View {
                    VStack {
                        Text("footer.terms").foregroundColor(.secondary)
                        Text("footer.help").underline()
                        Text("footer.status")1️⃣.tint(Color("Brand"))
                        Text(LocalizedStringKey("footer.status"))2️⃣.tint(Color("Brand"))
                        Text("footer.plain").tint(.red)
                    }
                }
                func share() { present(String(localized: "footer.plain")) }
            }
            """)
        let result = auditFiles([("App/en.lproj/Localizable.strings", Self.table), ("App/Footer.swift", swift.text)])
        let styles = Dictionary(uniqueKeysWithValues: result.links.compactMap { link in link.appCopy.map { ($0.key, link.style) } })
        func style(_ color: ColorSource, text: ColorSource = .system("label"), cues: [NonColorCue], site: SourcePosition? = nil)
            -> LinkStyle
        {
            LinkStyle(appearances: [
                AppearanceStyle(
                    color: color, textColor: text, background: .system("systemBackground"), cues: cues,
                    colorSite: site.map { ColorSite(file: "App/Footer.swift", position: $0) })
            ])
        }
        #expect(styles["footer.terms"] == style(.system("accentColor"), text: .system("secondaryLabel"), cues: []))
        #expect(styles["footer.help"] == style(.system("accentColor"), cues: [.underline]))
        // Two calls, the same style: the first one's site names where it is set.
        #expect(styles["footer.status"] == style(.named("Brand"), cues: [], site: swift["1️⃣"]))
        // A plain `String(localized:)` whose use is not followed leaves the value unstyled; a
        // `Text(String(localized:))` would not (it draws no link: `.verbatimText`).
        #expect(styles["footer.plain"] == .some(nil))
        #expect(swift["2️⃣"].line == 7)
    }
}
