import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// Reporters are pure functions of the audit result, checked against stored output in
/// `Fixtures/reporters/`. JSON and SARIF are compared as parsed values. Set
/// LINKAUDIT_UPDATE=1 to rewrite the stored files (then review the diff).
@Suite("Reporters")
struct ReporterTests {
    let result = audit([
        "generic-text-with-title.md", "templated-destinations.md", "markdown-link-in-app-copy.strings", "strings-unescaped-quote.strings",
    ])
    static let snapshotFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/reporters")
        .path

    func stored(_ name: String, _ actual: String) throws -> String {
        let path = Self.snapshotFolder + "/" + name
        if updatingExpectedFiles {
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    func parsed(_ text: String) throws -> NSObject {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as! NSObject
    }

    @Test func text() throws {
        let output = TextReporter.render(result)
        #expect(output == (try stored("report.txt", output)))
    }

    @Test func json() throws {
        let output = JSONReporter.render(result)
        #expect(try parsed(output) == (try parsed(stored("report.json", output))))
    }

    @Test func sarif() throws {
        let output = SARIFReporter.render(result)
        #expect(try parsed(output) == (try parsed(stored("report.sarif", output))))
        // Typed values encoded with sorted keys: the same audit gives the same bytes.
        #expect(output == SARIFReporter.render(result))
    }

    @Test func markdown() throws {
        let output = MarkdownReporter.render(result)
        #expect(output == (try stored("report.md", output)))
    }

    @Test func html() throws {
        let output = HTMLReporter.render(result)
        #expect(output == (try stored("report.html", output)))
    }

    @Test func github() throws {
        let output = GitHubReporter.render(result)
        #expect(output == (try stored("report.github.txt", output)))
    }

    @Test func htmlEscapesAuditedText() {
        var link = Link(
            text: "<script>alert(1)</script>", name: "<b>x</b>", nameSource: .content, destination: "https://e.com/?a=\"1\"&b",
            syntax: .markdownInline, placement: .inline, render: .web, file: "a<b>.md", span: nil, scope: .document("a.md"))
        link.id = 1
        link.context = LinkContext(text: "before <script>alert(1)</script> after", linkStart: 7, linkLength: 25)
        let finding = Finding(
            rule: "generic-link-text", severity: .warning, message: "name \"<b>x</b>\"", fix: "use <i>words</i>",
            file: "a<b>.md", position: SourcePosition(line: 1, utf8Column: 1), link: 1)
        let html = HTMLReporter.render(AuditResult(files: ["a<b>.md"], links: [link], findings: [finding], errors: []))
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<b>x</b>"))
        #expect(html.contains("<mark>&lt;script&gt;alert(1)&lt;/script&gt;</mark>"))
        #expect(html.contains("a&lt;b&gt;.md"))
    }

    @Test func jsonSummaryAndShape() throws {
        let json = try JSONSerialization.jsonObject(with: Data(JSONReporter.render(result).utf8)) as! [String: Any]
        let summary = json["summary"] as! [String: Any]
        #expect(summary["files"] as? Int == 4)
        #expect(summary["links"] as? Int == 5)
        let findings = json["findings"] as! [[String: Any]]
        let appCopy = findings.first { $0["key"] as? String == "onboarding.help" }
        #expect(appCopy?["file"] as? String == "markdown-link-in-app-copy.strings")
        let link = (json["links"] as! [[String: Any]]).first { $0["text"] as? String == "here" }
        #expect(link?["syntax"] as? String == "markdownInline")
        #expect((link?["span"] as? [String: Any]).flatMap { $0["start"] as? [String: Int] } == ["line": 1, "column": 23])
    }
}
