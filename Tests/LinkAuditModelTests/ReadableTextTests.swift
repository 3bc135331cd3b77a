import LinkAuditModel
import LinkAuditTestSupport
import Testing

@Suite("Readable text in messages")
struct ReadableTextTests {
    @Test func shortKeysStayWhole() {
        #expect(ReadableText.key("onboarding.help") == "onboarding.help")
        let forty = String(repeating: "k", count: 40)
        #expect(ReadableText.key(forty) == forty)
    }

    /// Xcode's generated keys are the whole source sentence: the start and the end are shown.
    @Test func longKeysAreCutInTheMiddle() {
        let key = "By continuing you agree to our [Terms of Service](https://example.com/terms) and Privacy Policy."
        #expect(ReadableText.key(key) == "By continuing you agree…Privacy Policy.")
        let letters = String(repeating: "a", count: 30) + " " + String(repeating: "b", count: 30)
        #expect(ReadableText.key(letters) == String(repeating: "a", count: 24) + "…" + String(repeating: "b", count: 15))
        // Spaces beside the cut are dropped, and a newline in a key is shown escaped.
        #expect(
            ReadableText.key("Line one of the message\nand its second line, which goes on") == "Line one of the message…which goes on")
        #expect(ReadableText.key("a\nb") == "a\\nb")
        // Dotted keys are cut between segments.
        #expect(ReadableText.key("autofill.logins.list.settings.footer.markdown") == "autofill.logins.list…footer.markdown")
        #expect(ReadableText.key("settings.cookie.pop.up.protection.explanation") == "settings.cookie.pop.up…explanation")
    }

    @Test(
        arguments: [
            ("Terms\u{200E}", "Terms\\u{200E}"),
            ("\u{202E}gpj.exe", "\\u{202E}gpj.exe"),
            ("\u{2067}abc\u{2069}", "\\u{2067}abc\\u{2069}"),
            ("zero\u{200B}width", "zero\\u{200B}width"),
            ("soft\u{00AD}hyphen", "soft\\u{AD}hyphen"),
            ("\u{FEFF}BOM", "\\u{FEFF}BOM"),
            ("bell\u{07} and \u{1B}[31mred", "bell\\u{7} and \\u{1B}[31mred"),
            ("two\nlines\tand tab", "two\\nlines\\tand tab"),
            ("line\u{2028}separator", "line\\u{2028}separator"),
            ("\u{3164}", "\\u{3164}"),
            ("رابط\u{061C}", "رابط\\u{61C}"),
        ] as [(String, String)])
    func invisibleCharactersAreEscaped(_ text: String, _ expected: String) {
        #expect(ReadableText.escapingInvisibles(text) == expected)
    }

    /// A no-break space is typography in prose and a different address in a URL.
    @Test func noBreakSpacesOnlyInURLs() {
        #expect(ReadableText.escapingInvisibles("Conditions\u{00A0}: voir") == "Conditions\u{00A0}: voir")
        #expect(
            ReadableText.escapingInvisibles("https://example.com/a\u{00A0}b is linked")
                == "https://example.com/a\\u{A0}b is linked")
        #expect(ReadableText.escapingInvisibles("go to www.example.com\u{202F}") == "go to www.example.com\\u{202F}")
        #expect(ReadableText.escapingInvisibles("mailto:help@example.com\u{3000}") == "mailto:help@example.com\\u{3000}")
    }

    /// What belongs to visible symbols stays: variation selectors, joiners inside emoji, flag tags.
    @Test(arguments: ["↩︎ back", "👩‍💻 team", "🏳️‍🌈", "👍🏽‍", "🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scotland", "Café 日本語 مرحبا"])
    func visibleTextIsKept(_ text: String) {
        let kept = text == "👍🏽‍" ? "👍🏽\\u{200D}" : text
        #expect(ReadableText.escapingInvisibles(text) == kept)
    }
}
