import LinkAuditKit
import LinkAuditModel
import LinkAuditSwiftSources
import LinkAuditTestSupport
import Testing

/// The findings of one rule on one Swift file, each as `line:column message`.
func swiftFindings(_ source: String, rule: RuleID) -> [String] {
    let document = SwiftSourceExtractor.extractDocument(bytes: Array(source.utf8), file: "App/View.swift")
    let result = Auditor(configuration: Configuration()).evaluate(documents: [document], files: ["App/View.swift"])
    return result.findings.filter { $0.rule == rule }.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message)" }
}

/// `line:column message` at a marker of a marked text.
func at(_ marked: MarkedText, _ marker: String, _ message: String) -> String {
    "\(marked[marker].line):\(marked[marker].utf8Column) \(message)"
}

private let colorOnly = "is drawn by color only in SwiftUI: Markdown cannot underline a link among other words"
/// A `Text` that holds nothing but the link: `.underline()` would underline it.
private let aloneInItsText = "is drawn by color only in SwiftUI: Markdown carries no underline"
private let withOtherWords =
    "is underlined by .underline() together with the other words of its Text, so it is still told apart by color alone"

/// `.underline()` on the `Text` that shows a Markdown link, in every way apps write it
/// (swift-underline-modifier case).
@Suite("Swift .underline() on Text")
struct SwiftUnderlineModifierTests {
    @Test func everyFormOfUnderlineOnATextThatIsAllLink() {
        let source = """
            Text("[Terms](https://example.com/terms)").underline(true)
            Text("[Privacy](https://example.com/privacy)").underline(pattern: .dash, color: .blue)
            Text(LocalizedStringKey("[Cookies](https://example.com/cookies)")).font(.footnote).bold().underline()
            Text(AttributedString(localized: "[Refunds](https://example.com/refunds)")).underline()
            Text("  [Help](https://example.com/help) · [Status](https://example.com/status)  ").underline()
            Text("Questions? ") + Text("[Ask us](https://example.com/ask)").underline()
            HStack { Text("[Careers](https://example.com/careers)") }.underline()
            """
        #expect(swiftFindings(source, rule: "markdown-link-needs-underline").isEmpty)
        let codes = extractSwift(source).links.map { $0.swiftCode?.textUnderline }
        #expect(codes == Array(repeating: .linksOnly, count: 8))
    }

    @Test func underlineOnATextWithOtherWordsKeepsTheFindingAndSaysWhy() {
        let marked = MarkedText(
            """
            Text("Generated with AI. 1️⃣[Read the guidelines](https://example.com/ai)").underline()
            VStack { Text("Read our 2️⃣[terms](https://example.com/terms) first") }.underline(true)
            Text(AttributedString(localized: "See the 3️⃣[refund policy](https://example.com/refunds).")).underline()
            """)
        #expect(
            swiftFindings(marked.text, rule: "markdown-link-needs-underline") == [
                at(marked, "1️⃣", "Markdown link \"Read the guidelines\" " + withOtherWords),
                at(marked, "2️⃣", "Markdown link \"terms\" " + withOtherWords),
                at(marked, "3️⃣", "Markdown link \"refund policy\" " + withOtherWords),
            ])
    }

    @Test func noUnderlineOrUnderlineOffKeepsThePlainFinding() {
        let marked = MarkedText(
            """
            Text("1️⃣[Terms](https://example.com/terms)").underline(false)
            Text("2️⃣[Privacy](https://example.com/privacy)").italic()
            Text(verbatim: "[Verbatim](https://example.com/verbatim)").underline()
            """)
        #expect(
            swiftFindings(marked.text, rule: "markdown-link-needs-underline") == [
                at(marked, "1️⃣", "Markdown link \"Terms\" " + aloneInItsText),
                at(marked, "2️⃣", "Markdown link \"Privacy\" " + aloneInItsText),
            ])
    }

    @Test func localizedAttributedStringDefaultValueAndKey() {
        let marked = MarkedText(
            """
            let a = AttributedString(localized: "Read 1️⃣[the notes](https://example.com/notes).")
            let b = AttributedString(localized: "notes.link", defaultValue: "2️⃣[Release notes](https://example.com/release)", table: "Notes")
            let c = AttributedString(localized: "notes.dynamic", defaultValue: fallback)
            """)
        let links = extractSwift(marked.text).links
        #expect(links.map(\.text) == ["the notes", "Release notes"])
        #expect(links.map { $0.span?.start } == [marked["1️⃣"], marked["2️⃣"]])
        #expect(links.map(\.swiftCode) == [SwiftLinkCode(), SwiftLinkCode()])
    }

    @Test func callSitesOfKeysAreRecorded() {
        let marked = MarkedText(
            """
            1️⃣Text("footer.terms", tableName: "Legal").underline()
            let a = 2️⃣String(localized: "footer.help", table: "Help")
            let b = 3️⃣NSLocalizedString("footer.faq", comment: "FAQ link")
            var c: AttributedString {
                var text = 4️⃣AttributedString(localized: "footer.refunds")
                text.underlineStyle = .single
                return text
            }
            5️⃣Text(.init("footer.status"))
            """)
        var uses = extractSwift(marked.text, file: "App/Footer.swift").localizedKeyUses
        // The underline reaches the Text; whether it marks the links depends on the value (cues unknown).
        #expect(
            uses[0].linkStyle
                == LinkStyle(appearances: [
                    AppearanceStyle(
                        color: .system("accentColor"), textColor: .system("label"), background: .system("systemBackground"), cues: nil)
                ]))
        #expect(uses.dropFirst().allSatisfy { $0.linkStyle == nil })
        uses[0].linkStyle = nil
        #expect(
            uses == [
                LocalizedKeyUse(
                    key: "footer.terms", table: "Legal", call: .text, file: "App/Footer.swift", position: marked["1️⃣"], underlinesText: true),
                LocalizedKeyUse(key: "footer.help", table: "Help", call: .string, file: "App/Footer.swift", position: marked["2️⃣"]),
                LocalizedKeyUse(key: "footer.faq", table: nil, call: .string, file: "App/Footer.swift", position: marked["3️⃣"]),
                LocalizedKeyUse(
                    key: "footer.refunds", table: nil, call: .attributedString, file: "App/Footer.swift", position: marked["4️⃣"],
                    setsUnderlineStyle: true),
                LocalizedKeyUse(key: "footer.status", table: nil, call: .text, file: "App/Footer.swift", position: marked["5️⃣"]),
            ])
        #expect(uses[2].table == "Localizable")
    }
}
