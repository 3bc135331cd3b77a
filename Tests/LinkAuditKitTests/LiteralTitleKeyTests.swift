import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// A string literal a SwiftUI title is given (`Button("…")`, `Link("…", destination:)`,
/// `Text("…")` in a label, `.accessibilityLabel("…")`) is a `LocalizedStringKey`: the screen shows
/// the value the string tables give it, and the key itself only when none does (issue 23,
/// section 1; a precision fault the probe of presented views met: `Button("faq.title")` was named
/// "faq.title").
@Suite("Literal title keys", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct LiteralTitleKeyTests {
    static func view(_ body: String) -> MarkedText {
        MarkedText(
            """
            import SwiftUI

            struct HelpView: View {
                @Environment(\\.openURL) private var openURL
                let help = URL(string: "https://example.com/help")!
                var body: some View {
                    \(body)
                }
            }
            """)
    }

    /// The links named by the tables' values: language, text and where the name comes from.
    static func valueLinks(_ result: AuditResult) -> [String] {
        result.links.filter(\.namesKeyedRun).map { "\($0.language ?? "-") \($0.text) \($0.nameSource.rawValue) \($0.destination)" }
    }

    static func swiftLinks(_ result: AuditResult) -> [String] {
        result.links.filter { $0.file.hasSuffix(".swift") }.map {
            "\($0.nameSource.rawValue) \"\($0.text)\" key=\($0.swiftCode?.textKey?.key ?? "-")"
        }
    }

    @Test(arguments: [
        "Button(\"settings.privacy.link\") { openURL(help) }",
        "Link(\"settings.privacy.link\", destination: help)",
        "Link(destination: help) { Label(\"settings.privacy.link\", systemImage: \"questionmark\") }",
        "Button { openURL(help) } label: { HStack { Image(systemName: \"questionmark\"); Text(\"settings.privacy.link\") } }",
        "Text(\"settings.privacy.link\").onTapGesture { openURL(help) }",
    ])
    func aTitleKeyIsNamedByItsValueInEachLanguage(body: String) {
        let tables = KeyedLinkNameTests.tables(english: "here", german: "hier")
        let result = KeyedLinkNameTests.audit(tables, swift: Self.view(body).text)
        #expect(Self.valueLinks(result) == ["de hier content https://example.com/help", "en here content https://example.com/help"])
        #expect(Self.swiftLinks(result) == ["unknown \"\" key=settings.privacy.link"])
        #expect(
            result.findings.filter { $0.rule == "generic-link-text" }.map(KeyedLinkNameTests.brief) == [
                KeyedLinkNameTests.at("App/de.lproj/Localizable.strings", tables.1, "1️⃣", "generic-link-text"),
                KeyedLinkNameTests.at("App/en.lproj/Localizable.strings", tables.0, "1️⃣", "generic-link-text"),
            ])
    }

    /// `Text(_:tableName:)` reads its own table; `Text(verbatim:)` is shown as written, never a key.
    @Test func aTextsTableNameIsItsTableAndVerbatimIsNoKey() {
        let tables = KeyedLinkNameTests.tables(english: "here", german: "hier")
        let files = [
            ("App/en.lproj/Help.strings", tables.0.text), ("App/de.lproj/Help.strings", tables.1.text),
            (
                "App/HelpView.swift",
                Self.view(
                    """
                    Link(destination: help) { Text("settings.privacy.link", tableName: "Help") }
                            Button { openURL(help) } label: { Text(verbatim: "settings.privacy.link") }
                    """
                ).text
            ),
        ]
        let result = auditFiles(files)
        #expect(Self.valueLinks(result) == ["de hier content https://example.com/help", "en here content https://example.com/help"])
        #expect(Self.swiftLinks(result) == ["unknown \"\" key=settings.privacy.link", "content \"settings.privacy.link\" key=-"])
    }

    /// A key no table holds is what the screen shows: the literal names the link, and no key is kept.
    @Test func aKeyNoTableHoldsNamesTheLinkAsWritten() {
        let tables = KeyedLinkNameTests.tables(english: "here", german: "hier")
        let view = Self.view("Link(\"Read our privacy policy\", destination: help)")
        let result = KeyedLinkNameTests.audit(tables, swift: view.text)
        #expect(Self.valueLinks(result).isEmpty)
        #expect(Self.swiftLinks(result) == ["content \"Read our privacy policy\" key=-"])
    }

    /// Only a German table holds the key: English shows the key itself, German its value.
    @Test func aKeyOnlyATranslationHoldsKeepsTheLiteralForTheSourceLanguage() {
        let german = MarkedText(#""Terms" = "1️⃣hier2️⃣";"#)
        let files = [
            ("App/de.lproj/Localizable.strings", german.text),
            ("App/HelpView.swift", Self.view("Button(\"Terms\") { openURL(help) }").text),
        ]
        let result = auditFiles(files)
        #expect(Self.valueLinks(result) == ["de hier content https://example.com/help"])
        #expect(Self.swiftLinks(result) == ["content \"Terms\" key=Terms"])
        #expect(
            result.findings.filter { $0.rule == "generic-link-text" }.map(KeyedLinkNameTests.brief) == [
                KeyedLinkNameTests.at("App/de.lproj/Localizable.strings", german, "1️⃣", "generic-link-text")
            ])
    }

    /// An accessibility label that is a key names the control by the label's values, as a label,
    /// on a `Button` or a `Link`, in its modifier chain or inside its label: the title stays what
    /// the screen shows (so `label-not-in-name` can compare them); a control that shows no text
    /// (an image) has the label's values as its text too.
    @Test(
        arguments: [
            ("Button(\"Help center\") { openURL(help) }.accessibilityLabel(\"settings.privacy.link\")", "Help center"),
            ("Button { openURL(help) } label: { Image(systemName: \"questionmark\") }.accessibilityLabel(\"settings.privacy.link\")", nil),
            ("Link(\"Help center\", destination: help).accessibilityLabel(\"settings.privacy.link\")", "Help center"),
            ("Link(destination: help) { Text(\"Help center\").accessibilityLabel(\"settings.privacy.link\") }", "Help center"),
            ("Link(destination: help) { Text(\"Help center\") }.accessibilityLabel(Text(\"settings.privacy.link\"))", "Help center"),
        ] as [(String, String?)])
    func anAccessibilityLabelKeyKeepsItsNameSource(body: String, title: String?) {
        let tables = KeyedLinkNameTests.tables(english: "here", german: "hier")
        let result = KeyedLinkNameTests.audit(tables, swift: Self.view(body).text)
        #expect(
            Self.valueLinks(result) == [
                "de \(title ?? "hier") accessibilityLabel https://example.com/help",
                "en \(title ?? "here") accessibilityLabel https://example.com/help",
            ])
        #expect(result.links.filter(\.namesKeyedRun).map(\.name) == ["hier", "here"])
        #expect(Self.swiftLinks(result) == ["unknown \"\(title ?? "")\" key=settings.privacy.link"])
        #expect(
            result.findings.filter { $0.rule == "generic-link-text" }.map(KeyedLinkNameTests.brief) == [
                KeyedLinkNameTests.at("App/de.lproj/Localizable.strings", tables.1, "1️⃣", "generic-link-text"),
                KeyedLinkNameTests.at("App/en.lproj/Localizable.strings", tables.0, "1️⃣", "generic-link-text"),
            ])
    }

    /// A label written with `Text(verbatim:)` or held in a variable is shown as it is: no key.
    @Test(arguments: [
        "Link(\"Help center\", destination: help).accessibilityLabel(Text(verbatim: \"settings.privacy.link\"))",
        "Link(\"Help center\", destination: help).accessibilityLabel(help.absoluteString)",
    ])
    func aVerbatimOrComputedLabelIsNoKey(body: String) {
        let tables = KeyedLinkNameTests.tables(english: "here", german: "hier")
        let result = KeyedLinkNameTests.audit(tables, swift: Self.view(body).text)
        #expect(Self.valueLinks(result).isEmpty)
        #expect(result.links.filter { $0.file.hasSuffix(".swift") }.map(\.swiftCode?.textKey).allSatisfy { $0 == nil })
    }

    /// Two controls titled by one key that lead to one place make one link at each value: the
    /// table's text is one, and is judged once.
    @Test func twoControlsOfOneKeyAndPlaceMakeOneLinkPerValue() {
        let tables = KeyedLinkNameTests.tables(english: "here", german: "hier")
        let view = Self.view(
            """
            Button("settings.privacy.link") { openURL(help) }
                    Link(destination: help) { Text("settings.privacy.link") }.accessibilityRemoveTraits(.isButton)
                    Button("settings.privacy.link") { openURL(help) }
            """)
        let result = KeyedLinkNameTests.audit(tables, swift: view.text)
        #expect(
            Self.valueLinks(result) == [
                "de hier content https://example.com/help", "de hier content https://example.com/help",
                "en here content https://example.com/help", "en here content https://example.com/help",
            ])
        #expect(result.links.filter(\.namesKeyedRun).map(\.syntax) == [.urlOpener, .swiftLink, .urlOpener, .swiftLink])
    }
}
