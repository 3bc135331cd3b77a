import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// `pointer-words-in-name` (issue 14, item 6) in every format a name comes from: HTML, Markdown,
/// string tables and Swift, in several languages, with the nouns and products that look like
/// instructions ("Press releases", "Tap to Pay on iPhone", "Basın bülteni") and the names
/// `generic-link-text` reports ("Click here") beside the findings.
@Suite("Pointer words in link names")
struct PointerWordsInNameTests {
    func found(_ files: [(String, String)]) -> [String] {
        auditFiles(files).findings.filter { $0.rule == "pointer-words-in-name" }.map { "\($0.file) \(brief($0)) \($0.message)" }
    }

    func message(_ name: String, _ wording: String) -> String {
        "link name \"\(name)\" says \"\(wording)\", which speaks to mouse or touch users only: people using a keyboard, "
            + "Switch Control, Voice Control or a screen reader follow links otherwise"
    }

    @Test func htmlInThreeLanguages() {
        let page = MarkedText(
            """
            <div lang="en"><p>1️⃣<a href="/report">Click to download the report</a> · <a href="/press">Press releases</a> ·
            <a href="/pay">Tap to Pay on iPhone</a> · <a href="/help">Click here</a> · <a href="/kit">Press kit</a></p></div>
            <div lang="de"><ul><li><em>2️⃣<a href="/app">Tippen Sie auf das Symbol</a></em></li><li><a href="/tipps">Tipps für Einsteiger</a></li></ul></div>
            <div lang="tr"><p><a href="/b">Basın bülteni</a> 3️⃣<a href="/c">Devam etmek için dokunun</a></p></div>
            """)
        let s = ["1️⃣", "2️⃣", "3️⃣"].map { page[$0] }
        #expect(
            found([("site/index.html", page.text)]) == [
                "site/index.html \(s[0].line):\(s[0].utf8Column) pointer-words-in-name "
                    + message("Click to download the report", "click to"),
                "site/index.html \(s[1].line):\(s[1].utf8Column) pointer-words-in-name " + message("Tippen Sie auf das Symbol", "tippen"),
                "site/index.html \(s[2].line):\(s[2].utf8Column) pointer-words-in-name "
                    + message("Devam etmek için dokunun", "dokunun"),
            ])
    }

    @Test func markdownInstructionsAndNouns() {
        let notes = MarkedText(
            """
            ---
            lang: en
            ---
            1️⃣[Press and hold to record a memo](https://example.com/record) or read the [press kit](https://example.com/kit).

            - *2️⃣[Tap the bell to get alerts](https://example.com/alerts)*
            - [Click & Collect](https://example.com/pickup), [Click to Call](https://example.com/call), [Double-click speed](https://example.com/speed)
            - [Double-Click to add Text](https://example.com/commands/text-edit), [Tap to Translate](https://example.com/translate)
            """)
        let s = ["1️⃣", "2️⃣"].map { notes[$0] }
        #expect(
            found([("docs/alerts.md", notes.text)]) == [
                "docs/alerts.md \(s[0].line):\(s[0].utf8Column) pointer-words-in-name "
                    + message("Press and hold to record a memo", "press and hold"),
                "docs/alerts.md \(s[1].line):\(s[1].utf8Column) pointer-words-in-name " + message("Tap the bell to get alerts", "tap the"),
            ])
    }

    /// French and Japanese tables: Markdown links, an HTML anchor, a noun made with the pointer word
    /// (クリック数, click count), and a generic name left to `generic-link-text`.
    @Test func stringTablesInFrenchAndJapanese() {
        let french = MarkedText(
            """
            "statement" = "1️⃣[Cliquez pour télécharger le relevé](https://example.com/releve)";
            "more" = "[Cliquez ici](https://example.com/plus)";
            "press" = "Voir le <a href=\\"https://example.com/presse\\">communiqué de presse</a>";
            """)
        let japanese = MarkedText(
            """
            "guide" = "2️⃣[タップして保存先を選ぶ](https://example.com/guide)";
            "count" = "[クリック数の見方](https://example.com/clicks)";
            """)
        let s1 = french["1️⃣"], s2 = japanese["2️⃣"]
        #expect(
            found([("fr.lproj/Localizable.strings", french.text), ("ja.lproj/Localizable.strings", japanese.text)]) == [
                "fr.lproj/Localizable.strings \(s1.line):\(s1.utf8Column) pointer-words-in-name "
                    + message("Cliquez pour télécharger le relevé", "cliquez"),
                "ja.lproj/Localizable.strings \(s2.line):\(s2.utf8Column) pointer-words-in-name "
                    + message("タップして保存先を選ぶ", "タップ"),
            ])
    }

    @Test(.enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
    func swiftLinksAndText() {
        let source = MarkedText(
            """
            import SwiftUI

            struct Receipts: View {
                var body: some View {
                    1️⃣Link("Tap to see your receipts", destination: URL(string: "https://example.com/receipts")!)
                    Link("Press center", destination: URL(string: "https://example.com/press")!)
                    Text("Your plan ends soon: 2️⃣[press here to renew your plan](https://example.com/renew)")
                }
            }
            """)
        let s = ["1️⃣", "2️⃣"].map { source[$0] }
        #expect(
            found([("App/Receipts.swift", source.text)]) == [
                "App/Receipts.swift \(s[0].line):\(s[0].utf8Column) pointer-words-in-name "
                    + message("Tap to see your receipts", "tap to"),
                "App/Receipts.swift \(s[1].line):\(s[1].utf8Column) pointer-words-in-name "
                    + message("press here to renew your plan", "press here"),
            ])
    }
}
