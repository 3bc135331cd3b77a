import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// An image drawn right next to a Markdown link in the same `Text` marks it by more than color, so
/// `markdown-link-needs-underline` stays quiet (issue 8, Phoenix's help screens: `Text(Image(systemName:
/// "link")) + Text(" [more info](…)")`; WCAG 1.4.1). Only spaces may stand between the image and the link.
@Suite("A symbol next to a Markdown link", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct SymbolCueTests {
    /// The `markdown-link-needs-underline` findings of `marked` as `line:column`, and the links' `symbolCue`.
    func judge(_ marked: MarkedText) -> (findings: [String], cues: [Bool]) {
        let result = auditFiles([("App/HelpView.swift", marked.text)])
        let findings = result.findings.filter { $0.rule == "markdown-link-needs-underline" }.map { "\($0.line ?? 0):\($0.column ?? 0)" }
        return (findings, result.links.map { $0.swiftCode?.symbolCue ?? false })
    }

    func at(_ marked: MarkedText, _ marker: String) -> String { "\(marked[marker].line):\(marked[marker].utf8Column)" }

    @Test func anImageBeforeOrAfterTheLinkIsACue() {
        let marked = MarkedText(
            """
            struct HelpView: View {
                var body: some View {
                    VStack {
                        Text(Image(systemName: "link")) +
                        Text(" 1️⃣[more info](https://wallet.example/faq#fees)")
                        Text("2️⃣[Fee schedule](https://wallet.example/fees)  ").font(.footnote) + Text(Image(systemName: "arrow.up.right.square")).foregroundColor(.blue)
                        Text("Fees vary. \\(Image(systemName: "link")) 3️⃣[How fees work](https://wallet.example/faq#how)")
                        Text("4️⃣[Liquidity](https://wallet.example/faq#liquidity)\\(Image(systemName: "info.circle").imageScale(.small))")
                        Text(Image(systemName: "link")).foregroundColor(.accentColor) + Text(verbatim: " ") + Text("5️⃣[Channels](https://wallet.example/faq#channels)")
                    }
                }
            }
            """)
        let judged = judge(marked)
        #expect(judged.findings == [])
        #expect(judged.cues == [true, true, true, true, true])
        #expect(auditFiles([("App/HelpView.swift", marked.text)]).links.map(\.span?.start) == ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"].map { marked[$0] })
    }

    /// Words between the image and the link, an image farther away in the sum, or an interpolation
    /// that is no image: the link is still told apart by color alone.
    @Test func wordsBetweenOrNoImageKeepTheFinding() {
        let marked = MarkedText(
            """
            struct HelpView: View {
                let count: Int
                var body: some View {
                    VStack {
                        Text(Image(systemName: "link")) + Text(" Fees apply, see 1️⃣[more info](https://wallet.example/faq#fees)")
                        Text(Image(systemName: "link")) + Text(" Fees") + Text(" 2️⃣[more info](https://wallet.example/faq#more)")
                        Text("\\(Image(systemName: "link")) Read 3️⃣[How fees work](https://wallet.example/faq#how)")
                        Text("\\(count) 4️⃣[payments](https://wallet.example/payments)")
                        Text("5️⃣[Liquidity](https://wallet.example/faq#liquidity) explained") + Text(Image(systemName: "info.circle"))
                        Text(Image(systemName: "link")) + Text(" and ") + Text("6️⃣[Channels](https://wallet.example/faq#channels)")
                    }
                }
            }
            """)
        let judged = judge(marked)
        #expect(judged.findings == ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣"].map { at(marked, $0) })
        #expect(judged.cues == [false, false, false, false, false, false])
    }
}
