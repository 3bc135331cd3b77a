import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// `redundant-title` (issue 14) in every format a link can carry a title in: HTML, Markdown, and
/// app copy whose values hold HTML anchors or Markdown links.
@Suite("Redundant titles")
struct RedundantTitleTests {
    func found(_ files: [(String, String)]) -> [String] {
        auditFiles(files).findings.filter { $0.rule == "redundant-title" }.map { "\($0.file) \(brief($0)) \($0.message)" }
    }

    @Test func titlesThatRepeatTheNameInHTMLAndMarkdown() {
        let page = MarkedText(
            """
            <p>Compare 1️⃣<a href="/plans" title="Plans &amp; prices">Plans &amp; Prices</a> or
            <a href="/faq" title="Answers to common billing questions">the FAQ</a>.</p>
            <ul><li>2️⃣<a href="/status" title="STATUS"><span>Status</span></a></li></ul>
            """)
        let notes = MarkedText(
            """
            Start with the 3️⃣[setup guide](https://example.com/setup 'Setup Guide'), then
            the [release notes](https://example.com/notes "What changed in 5.2").
            """)
        let start1 = page["1️⃣"], start2 = page["2️⃣"], start3 = notes["3️⃣"]
        #expect(
            found([("help/billing.html", page.text), ("help/notes.md", notes.text)]) == [
                "help/billing.html \(start1.line):\(start1.utf8Column) redundant-title the title \"Plans & prices\" repeats "
                    + "the link's name: some screen readers read it a second time",
                "help/billing.html \(start2.line):\(start2.utf8Column) redundant-title the title \"STATUS\" repeats the link's "
                    + "name: some screen readers read it a second time",
                "help/notes.md \(start3.line):\(start3.utf8Column) redundant-title the title \"Setup Guide\" repeats the link's "
                    + "name: some screen readers read it a second time",
            ])
    }

    /// The title that is the only name is `name-from-title-only`'s; an empty name is never compared.
    @Test func aTitleThatIsTheNameOrBesideNoNameIsNotRedundant() {
        let page = """
            <p><a href="/" title="Home"><svg><use href="#logo"></use></svg></a>
            <a href="/x" title=""></a></p>
            """
        #expect(found([("help/index.html", page)]) == [])
    }

    @Test func appCopyValuesWithTitles() {
        let table = MarkedText(
            """
            "terms" = "Read our 1️⃣[Terms](https://example.com/terms \\"terms\\").";
            "help" = "Visit the <a href=\\"https://example.com/help\\" title=\\"Help and support articles\\">help center</a>.";
            """)
        let start = table["1️⃣"]
        #expect(
            found([("en.lproj/Localizable.strings", table.text)]) == [
                "en.lproj/Localizable.strings \(start.line):\(start.utf8Column) redundant-title the title \"terms\" repeats the "
                    + "link's name: some screen readers read it a second time"
            ])
    }
}
