import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// A Jekyll site's `_config.yml` naming kramdown: bare URLs are not links there. The nearest
/// `_config.yml` within the audited folder applies; the configuration's `markdown` overrides it.
@Suite("Markdown dialect")
struct MarkdownDialectTests {
    private func audit(_ paths: [String], dialect: MarkdownDialect? = nil) -> AuditResult {
        var configuration = Configuration()
        configuration.markdownDialect = dialect
        return Auditor(configuration: configuration, workingDirectory: fixturesFolder + "/jekyll-site").audit(paths: paths)
    }

    private func destinations(_ result: AuditResult) -> [String] {
        result.links.map { "\($0.file) \($0.destination)" }
    }

    @Test func kramdownFromTheSiteConfigurationLinksNoBareURL() {
        let result = audit(["."])
        #expect(
            destinations(result) == [
                // The nearest `_config.yml` names no reader: nothing is detected below it.
                "docs/blog/news.md https://news.example.com",
                "docs/guides/backup.md https://example.com/backup",
                // The nearer `_config.yml` names GFM: bare URLs are links in its folder.
                "notes/release.md https://downloads.example.com",
            ])
        #expect(!result.findings.contains { $0.file == "docs/guides/backup.md" && $0.rule == "url-as-link-text" })
    }

    @Test func aConfigurationAboveTheAuditedFolderDoesNotApply() {
        let result = audit(["docs"])
        #expect(
            destinations(result) == [
                "docs/blog/news.md https://news.example.com", "docs/guides/backup.md https://status.example.com",
                "docs/guides/backup.md https://example.com/backup",
            ])
    }

    @Test func theConfiguredDialectOverridesDetection() {
        #expect(audit(["."], dialect: .gfm).links.count == 4)
        #expect(audit(["."], dialect: .kramdown).links.count == 1)
        #expect(audit(["."], dialect: .commonmark).links.map(\.destination) == ["https://example.com/backup"])
        #expect(audit(["."], dialect: .kramdown).links.map(\.destination) == ["https://example.com/backup"])
    }

    @Test func theConfigurationFileNamesTheDialect() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("linkaudit-dialect-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "{\"markdown\": \"kramdown\"}".write(toFile: root + "/.linkaudit.json", atomically: true, encoding: .utf8)
        try "See https://example.com/a and [b](https://example.com/b).\n".write(toFile: root + "/a.md", atomically: true, encoding: .utf8)
        let run = CommandRun([".", "--format", "json", "--fail-on", "never"], in: root)
        #expect(run.status == .clean)
        #expect(!run.standardOutput.contains("\"destination\" : \"https://example.com/a\""))
        #expect(run.standardOutput.contains("\"destination\" : \"https://example.com/b\""))
        try "{\"markdown\": \"markdown-it\"}".write(toFile: root + "/.linkaudit.json", atomically: true, encoding: .utf8)
        let bad = CommandRun(["."], in: root)
        #expect(bad.status == .usage)
        #expect(bad.standardError.contains("markdown"))
    }

    @Test func anInvalidSiteConfigurationIsALocatedWarning() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("linkaudit-site-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/site/docs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "markdown: kramdown\n baseurl: /help\n".write(toFile: root + "/site/_config.yml", atomically: true, encoding: .utf8)
        try "Go to https://example.com/a now.\n".write(toFile: root + "/site/docs/a.md", atomically: true, encoding: .utf8)
        let result = Auditor(configuration: Configuration(), workingDirectory: root).audit(paths: ["site"])
        #expect(result.links.map(\.destination) == ["https://example.com/a"])
        #expect(result.errors.isEmpty)
        #expect(
            result.warnings.map { "\($0.file):\($0.line ?? 0):\($0.column ?? 0) \($0.message)" } == [
                "site/_config.yml:2:9 not valid YAML (mapping values are not allowed in this context); its markdown setting is not read"
            ])
    }

    @Test func jekyllNamesOfMarkdownReaders() {
        #expect(MarkdownDialect(jekyllName: "kramdown") == .kramdown)
        #expect(MarkdownDialect(jekyllName: "GFM") == .gfm)
        #expect(MarkdownDialect(jekyllName: "CommonMarkGhPages") == .commonmark)
        #expect(MarkdownDialect(jekyllName: "redcarpet") == nil)
    }
}
