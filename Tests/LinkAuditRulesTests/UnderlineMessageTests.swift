import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// `markdown-link-needs-underline` never says a link "cannot be underlined" when `.underline()`
/// on its `Text` would underline it (issue 8: a real app's `Text` held nothing but the link).
@Suite("Underline messages")
struct UnderlineMessageTests {
    func messages(_ table: String) -> [String] {
        let document = DocumentExtractor.extract(file: "App/en.lproj/Localizable.strings", bytes: Array(table.utf8), format: .strings)
        let result = Auditor(configuration: Configuration()).evaluate(documents: [document], files: [document.file])
        return result.findings.filter { $0.rule == "markdown-link-needs-underline" }.map { "\($0.message) | \($0.fix ?? "")" }
    }

    @Test func aValueThatIsOnlyTheLinkCanBeUnderlinedWhole() {
        #expect(
            messages(#""site" = "[netnewswire.com](https://netnewswire.com)";"#) == [
                "Markdown link \"netnewswire.com\" is drawn by color only in SwiftUI: Markdown carries no underline | add .underline() to the Text that shows it (the value is nothing but the link), or build the text as an AttributedString and set .link and .underlineStyle on the run"
            ])
        #expect(
            messages(#""site" = "★ [Hilfe — Über uns](https://example.com/about)!";"#).first?.hasPrefix(
                "Markdown link \"Hilfe — Über uns\" is drawn by color only in SwiftUI: Markdown carries no underline") == true)
    }

    @Test func aLinkAmongWordsCannotBeUnderlinedByMarkdown() {
        #expect(
            messages(#""help" = "Need help? [Contact support](https://example.com/support)";"#) == [
                "Markdown link \"Contact support\" is drawn by color only in SwiftUI: Markdown cannot underline a link among other words | build the text as an AttributedString and set both .link and .underlineStyle on the link's run"
            ])
        #expect(messages(#""help" = "[Contact support](https://example.com/support) 24/7";"#).count == 1)
        #expect(
            messages(#""help" = "[Contact support](https://example.com/support) 24/7";"#).allSatisfy { $0.contains("among other words") })
    }

    /// A real app's account screens end their explanation with the link in a paragraph of its own:
    /// `.underline()` on that `Text` would underline the whole explanation, so it is never advised.
    @Test func aLinkInItsOwnParagraphIsNotTheWholeValue() {
        #expect(
            messages(#""feedbin" = "Sign in to sync your feeds.\n\nNo account yet? \n\n[Sign Up Here](https://feedbin.example/signup)";"#)
                == [
                    "Markdown link \"Sign Up Here\" is drawn by color only in SwiftUI: Markdown carries no underline | build the text as an AttributedString and set .link and .underlineStyle on the link's run (if its Text shows nothing but the link, .underline() on the Text also works)"
                ])
    }
}
