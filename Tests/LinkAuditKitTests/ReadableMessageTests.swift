import Foundation
import LinkAuditExtractors
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// Messages a person reads: a long app-copy key is cut in the middle, invisible characters in
/// names and URLs are shown escaped, in the text, GitHub, SARIF and HTML reports; JSON keeps both
/// whole (issue 8).
@Suite("Readable messages")
struct ReadableMessageTests {
    static let key = "By continuing you agree to our Terms of Service and the Privacy Policy."
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "\(key)" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "By continuing you agree to our [Terms\u{200E} of Service](https://example.com/te\u{200B}rms)." } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    let result: AuditResult = {
        let file = "App/Localizable.xcstrings"
        let document = DocumentExtractor.extract(file: file, bytes: Array(Self.catalog.utf8), format: .xcstrings)
        return Auditor(configuration: Configuration()).evaluate(documents: [document], files: [file])
    }()

    static let label = "[By continuing you agree…Privacy Policy. en] "
    static let inlineOnly =
        #"https://example.com/te\u{200B}rms is reachable only through inline links, which Full Keyboard Access cannot focus and Voice Control cannot target; fix: add a standalone SwiftUI Link to the same URL in the app (or list it in standaloneDestinations)"#
    static let underline =
        #"Markdown link "Terms\u{200E} of Service" is drawn by color only in SwiftUI: Markdown cannot underline a link among other words; fix: build the text as an AttributedString and set both .link and .underlineStyle on the link's run"#

    @Test func textReport() {
        #expect(
            TextReporter.render(result, includeSummary: false) == """
                App/Localizable.xcstrings:6:101: warning: \(Self.label)\(Self.inlineOnly) [inline-only-destination]
                App/Localizable.xcstrings:6:101: warning: \(Self.label)\(Self.underline) [markdown-link-needs-underline]

                """)
    }

    @Test func gitHubAnnotations() {
        let lines = GitHubReporter.render(result).split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "::warning file=App/Localizable.xcstrings,line=6,col=101,title=linkaudit%3A inline-only-destination::"
                    + Self.label + Self.inlineOnly,
                "::warning file=App/Localizable.xcstrings,line=6,col=101,title=linkaudit%3A markdown-link-needs-underline::"
                    + Self.label + Self.underline,
            ])
    }

    @Test func sarifMessages() throws {
        let log = try JSONSerialization.jsonObject(with: Data(SARIFReporter.render(result).utf8)) as! [String: Any]
        let results = ((log["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]])
        #expect(
            results.map { ($0["message"] as! [String: Any])["text"] as! String } == [
                Self.label + Self.inlineOnly, Self.label + Self.underline,
            ])
    }

    @Test func htmlFinding() {
        let html = HTMLReporter.render(result)
        #expect(
            html.contains(
                #"<code>App/Localizable.xcstrings:6:101</code></a> <span class="badge warning">warning</span> key "#
                    + #"<code>By continuing you agree…Privacy Policy.</code>, locale <code>en</code>: "#
                    + #"link <q lang="en">Terms\u{200E} of Service</q> to <code>https://example.com/te\u{200B}rms</code>"#))
        #expect(
            html.contains(
                #"<p>Markdown link &quot;Terms\u{200E} of Service&quot; is drawn by color only"#))
        #expect(!html.contains("\u{200E}") && !html.contains("\u{200B}"))
    }

    /// JSON is data: the whole key and the characters as written.
    @Test func jsonKeepsEverythingWhole() throws {
        let json = try JSONSerialization.jsonObject(with: Data(JSONReporter.render(result).utf8)) as! [String: Any]
        let findings = json["findings"] as! [[String: Any]]
        #expect(findings.map { $0["key"] as? String } == [Self.key, Self.key])
        #expect((findings[1]["message"] as? String)?.hasPrefix("Markdown link \"Terms\u{200E} of Service\"") == true)
        #expect((json["links"] as! [[String: Any]]).first?["destination"] as? String == "https://example.com/te\u{200B}rms")
    }

    /// A terminal never receives audited control characters: an escape sequence in a file's text
    /// is printed as `\u{1B}`, a no-break space in a URL as `\u{A0}`.
    @Test func terminalEscapesAreShownNotSent() {
        let file = "notes.md"
        let marked = MarkedText("See 1️⃣[Pricing\u{1B}c link](https://example.com/a\u{00A0}b).")
        let document = DocumentExtractor.extract(file: file, bytes: Array(marked.text.utf8), format: .markdown)
        let result = Auditor(configuration: Configuration()).evaluate(documents: [document], files: [file])
        let output = TextReporter.render(result, includeSummary: false)
        let at = "notes.md:\(marked["1️⃣"].line):\(marked["1️⃣"].utf8Column)"
        #expect(
            output.split(separator: "\n") == [
                #"\#(at): note: https://example.com/a\u{A0}b is linked only inline on this page; fix: consider a standalone link to it, e.g. in a list of related pages [inline-only-destination]"#,
                #"\#(at): warning: link name "Pricing\u{1B}c link" contains "link": VoiceOver already says "link"; fix: remove "link" from the link text and keep the words that name the destination [link-word-in-name]"#,
            ])
        #expect(!output.contains("\u{1B}") && !output.contains("\u{00A0}"))
    }

    /// A folder's name is audited text too: an `.lproj` named with a terminal escape and a bidi
    /// override reaches the GitHub `file=` property and the "not classified" languages escaped.
    @Test func aHostileFolderNameIsShownNotSent() {
        let file = "Evil\u{1B}[31m\u{202E}.lproj/Localizable.strings"
        let document = DocumentExtractor.extract(
            file: file, bytes: Array("\"k\" = \"[Click here](https://example.com/a)\";".utf8), format: .strings)
        let result = Auditor(configuration: Configuration()).evaluate(documents: [document], files: [file])
        #expect(result.notClassified == ["Evil\u{1B}[31m\u{202E}": 1])
        #expect(result.notClassifiedSummary == #"Evil\u{1B}[31m\u{202E} (1)"#)
        let text = TextReporter.render(result)
        #expect(text.contains(#"their link text was not classified: Evil\u{1B}[31m\u{202E} (1)"#))
        let github = GitHubReporter.render(result)
        #expect(github.hasPrefix(#"::warning file=Evil\u{1B}[31m\u{202E}.lproj/Localizable.strings,line=1,col=8,"#))
        for output in [text, github, HTMLReporter.render(result)] {
            #expect(!output.contains("\u{1B}") && !output.contains("\u{202E}"))
        }
    }

    /// Issue 23 (left from earlier issues): an invisible mark in a translation's destination reaches
    /// the `localized-link-mismatch` message escaped in every text output, whole in JSON.
    @Test func anInvisibleMarkInATranslatedDestinationIsShownEscaped() throws {
        let tables = [
            ("App/en.lproj/Localizable.strings", #""k" = "Read [the guide](https://example.com/guide).";"#),
            ("App/de.lproj/Localizable.strings", "\"k\" = \"Lies [die Anleitung](https://example.com/anleitung\u{200E}).\";"),
        ]
        let documents = tables.map { DocumentExtractor.extract(file: $0.0, bytes: Array($0.1.utf8), format: .strings) }
        let result = Auditor(configuration: Configuration()).evaluate(documents: documents, files: tables.map(\.0))
        let mismatch = try #require(result.findings.first { $0.rule == "localized-link-mismatch" })
        #expect(mismatch.message.contains("https://example.com/anleitung\u{200E},"))
        let text = TextReporter.render(result)
        #expect(text.contains(#"links "die Anleitung" to https://example.com/anleitung\u{200E}, where the en source"#))
        for output in [
            text, GitHubReporter.render(result), HTMLReporter.render(result), SARIFReporter.render(result), MarkdownReporter.render(result),
        ] {
            #expect(!output.contains("\u{200E}"))
        }
        #expect(JSONReporter.render(result).contains("\u{200E}"))
    }
}

/// The UIKit cases give UIKit advice where the SwiftUI advice named `Link`.
@Suite("UIKit advice in findings", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct UIKitAdviceTests {
    @Test func labelRunsGetAUIKitStandaloneControl() {
        let result = audit(["uikit-inline-link-label.swift"])
        let fixes = result.findings.filter { $0.rule == "inline-only-destination" }.map { "\(brief($0)): \($0.fix ?? "")" }
        let advice =
            "add a standalone control that opens the same URL on the screen, e.g. a UIButton with "
            + "accessibilityTraits = .link (or list the URL in standaloneDestinations)"
        #expect(fixes == ["10:48 inline-only-destination: " + advice, "16:48 inline-only-destination: " + advice])
    }
}
