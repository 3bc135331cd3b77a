import Foundation
import LinkAuditKit
import LinkAuditTestSupport
import Testing

@Suite("Configuration file")
struct ConfigurationFileTests {
    /// A temporary folder holding the given files, removed afterwards by the caller.
    func folder(_ files: [String: String]) throws -> String { try temporaryFolder(files) }

    @Test func rulesRenderExcludeAndFailOnApply() throws {
        let root = try folder([
            ".linkaudit.json": """
            {"rules": {"inline-only-destination": "off", "generic-link-text": "error"},
             "render": {"Help/**": "swiftui"}, "exclude": ["Drafts/**"], "failOn": "warning"}
            """,
            "Help/a.md": "Read [here](https://example.com/a) first.\n",
            "Drafts/b.md": "[click here](https://example.com/b)\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CommandRun(["."], in: root)
        #expect(
            run.standardOutput.split(separator: "\n").map(String.init) == [
                "Help/a.md:1:6: error: link name \"here\" is generic: out of context, as VoiceOver's Links rotor lists it, it does not say where the link goes; fix: name the destination in the link text, e.g. the title of the page it opens [generic-link-text]",
                "Help/a.md:1:6: warning: Markdown link \"here\" is drawn by color only in SwiftUI: Markdown cannot underline a link among other words; fix: build the text as an AttributedString and set both .link and .underlineStyle on the link's run [markdown-link-needs-underline]",
                "1 file, 1 link: 1 error, 1 warning, 0 notes; 0 unreadable inputs",
            ])
        #expect(run.status == .findings)
        // The command line wins over the file.
        #expect(CommandRun([".", "--fail-on", "never"], in: root).status == .clean)
    }

    @Test func standaloneDestinationsCoverInlineLinksInAppCopy() throws {
        let root = try folder([
            "cfg.json": "{\"standaloneDestinations\": [\"https://EXAMPLE.com/privacy/\"]}",
            "en.lproj/Localizable.strings":
                "\"a\" = \"Read our [privacy policy](https://example.com/privacy).\";\n\"b\" = \"See [terms](https://example.com/terms).\";\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CommandRun([".", "--config", "cfg.json"], in: root)
        let inlineOnly = run.standardOutput.split(separator: "\n").filter { $0.hasSuffix("[inline-only-destination]") }
        #expect(inlineOnly.count == 1)
        #expect(inlineOnly.first?.hasPrefix("en.lproj/Localizable.strings:2:") == true)
    }

    @Test(arguments: [
        ("{\"rule\": {}}", "unknown field 'rule'"),
        ("{\"rules\": {\"no-such-rule\": \"off\"}}", "rules: no rule 'no-such-rule'"),
        ("{\"rules\": {\"url-as-link-text\": \"loud\"}}", "rules.url-as-link-text: 'loud' is not off, error, warning or note"),
        ("{\"exclude\": \"Drafts\"}", "exclude"),
        ("{\"render\": {\"a/**\": \"print\"}}", "render"),
        ("{nope", ".linkaudit.json:1:2: not valid JSON: expected a quoted member name, found 'n'"),
        (
            "{\n  \"rules\": {\"url-as-link-text\": \"off\",}\n}\n",
            ".linkaudit.json:2:39: not valid JSON: expected a quoted member name, found '}' (a trailing comma before '}'?)"
        ),
        (
            "{\"ruleDocumentation\": \"https://docs.example.com/rules/\"}",
            "ruleDocumentation: 'https://docs.example.com/rules/' is not an http or https address with a host that holds {rule}"
        ),
        ("{\"ruleDocumentation\": \"ftp://docs.example.com/{rule}\"}", "ruleDocumentation: 'ftp://docs.example.com/{rule}'"),
        ("{\"ruleDocumentation\": \"https:///{rule}\"}", "ruleDocumentation: 'https:///{rule}'"),
        ("{\"ruleDocumentation\": \"https://x.example/{rule} (old)\"}", "ruleDocumentation: 'https://x.example/{rule} (old)'"),
    ])
    func mistakesAreUsageErrorsNamingTheField(_ text: String, _ message: String) throws {
        let root = try folder([".linkaudit.json": text, "a.md": "x\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CommandRun(["."], in: root)
        #expect(run.status == .usage)
        #expect(run.standardError.contains(".linkaudit.json:"), "\(run.standardError)")
        #expect(run.standardError.contains(message), "\(run.standardError)")
    }

    /// Findings on String Catalog keys marked stale (no longer in the code) are notes by default,
    /// dropped with `"staleKeys": "off"`.
    @Test func staleCatalogKeysWeighLess() throws {
        let catalog = """
            {"sourceLanguage": "en", "strings": {
              "old.help": {"extractionState": "stale", "localizations": {"en": {"stringUnit": {"state": "translated", "value": "[Click here](https://example.com/old)"}}}},
              "new.help": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "[Click here](https://example.com/new)"}}}}
            }, "version": "1.0"}
            """
        let root = try folder(["Localizable.xcstrings": catalog, "off.json": "{\"staleKeys\": \"off\"}"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CommandRun([".", "--format", "json"], in: root)
        let json = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as! [String: Any]
        let findings = json["findings"] as! [[String: Any]]
        let old = findings.filter { $0["key"] as? String == "old.help" }
        #expect(!old.isEmpty && old.allSatisfy { $0["severity"] as? String == "note" })
        #expect(findings.contains { $0["key"] as? String == "new.help" && $0["severity"] as? String == "warning" })
        let dropped = CommandRun([".", "--config", "off.json", "--format", "json"], in: root)
        let droppedJSON = try JSONSerialization.jsonObject(with: Data(dropped.standardOutput.utf8)) as! [String: Any]
        let remaining = droppedJSON["findings"] as! [[String: Any]]
        #expect(!remaining.contains { $0["key"] as? String == "old.help" })
        #expect(remaining.contains { $0["key"] as? String == "new.help" })
    }

    /// `ruleDocumentation` moves every link to a rule page: SARIF's `helpUri`, the Markdown and
    /// HTML reports' rule links (the language server's are in `LanguageServerTests`).
    @Test func ruleDocumentationAddressesTheRulePagesInEveryReport() throws {
        let root = try folder([
            ".linkaudit.yml": "ruleDocumentation: \"https://docs.example.com/linkaudit/rules/{rule}.html\"\n",
            "a.md": "Read [here](https://example.com/a) first.\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let page = "https://docs.example.com/linkaudit/rules/generic-link-text.html"
        let sarif = CommandRun([".", "--format", "sarif", "--fail-on", "never"], in: root).standardOutput
        #expect(sarif.contains("\"helpUri\" : \"\(page)\""))
        #expect(!sarif.contains("example.invalid/linkaudit/blob/main/docs/rules/"))
        let markdown = CommandRun([".", "--format", "markdown", "--fail-on", "never"], in: root).standardOutput
        #expect(markdown.contains("[`generic-link-text`](\(page))"))
        let html = CommandRun([".", "--format", "html", "--fail-on", "never"], in: root).standardOutput
        #expect(html.contains("<a href=\"\(page)\"><code>generic-link-text</code></a>"))
    }
}
