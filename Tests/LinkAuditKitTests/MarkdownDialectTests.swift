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
                // The nearest `_config.yml` (docs/blog) names no reader: Jekyll's default, kramdown.
                "docs/guides/backup.md https://example.com/backup",
                // The nearer `_config.yml` names GFM: bare URLs are links in its folder.
                "notes/release.md https://downloads.example.com",
            ])
        #expect(!result.findings.contains { $0.file == "docs/guides/backup.md" && $0.rule == "url-as-link-text" })
    }

    @Test func aConfigurationAboveTheAuditedFolderDoesNotApply() {
        let result = audit(["docs"])
        // docs/blog/_config.yml is inside the audited folder: kramdown, Jekyll's default, below it.
        #expect(
            destinations(result) == [
                "docs/guides/backup.md https://status.example.com", "docs/guides/backup.md https://example.com/backup",
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

    /// Writes `files` (path -> text; a path ending in `/` is a folder) under a new temporary folder
    /// and audits it; returns the links' file and destination.
    private func auditSite(_ files: [String: String]) throws -> [String] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("linkaudit-sites-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in files {
            let full = root + "/" + path
            if path.hasSuffix("/") {
                try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
                continue
            }
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        return Auditor(configuration: Configuration(), workingDirectory: root).audit(paths: ["."]).links
            .map { "\($0.file) \($0.destination)" }
    }

    @Test func aJekyllConfigurationWithoutAReaderMeansKramdown() throws {
        let page = "Bare https://example.com/bare here, and <https://example.com/angle>.\n"
        let links = try auditSite([
            // Settings for kramdown only, or none about Markdown at all: Jekyll's default reader.
            "settings/_config.yml": "kramdown:\n  input: GFM\n  hard_wrap: false\n",
            "settings/page.md": page,
            "plain/_config.yml": "title: Handbook\nurl: https://handbook.example.com\n",
            "plain/page.md": page,
            "empty/_config.yml": "",
            "empty/sub/page.md": page,
        ])
        #expect(
            links == [
                "empty/sub/page.md https://example.com/angle", "plain/page.md https://example.com/angle",
                "settings/page.md https://example.com/angle",
            ])
    }

    @Test func hexoKeepsItsSettingsInConfigYMLButAutolinks() throws {
        let page = "Bare https://example.com/bare here.\n"
        let links = try auditSite([
            "scaffolded/_config.yml": "title: A Hexo blog\n",
            "scaffolded/scaffolds/": "",
            "scaffolded/source/_posts/hello.md": page,
            "packaged/_config.yml": "title: Another\n",
            "packaged/package.json": "{\"dependencies\": {\"hexo\": \"^7.0.0\", \"hexo-renderer-marked\": \"^6\"}}\n",
            "packaged/source/about.md": page,
            // A package.json that is not Hexo's, and no scaffolds: Jekyll.
            "other/_config.yml": "title: Jekyll with npm tooling\n",
            "other/package.json": "{\"devDependencies\": {\"prettier\": \"^3\"}}\n",
            "other/page.md": page,
            // Hexo's markdown-it settings under `markdown:` name no Jekyll reader.
            "mapped/_config.yml": "markdown:\n  preset: default\n  render:\n    linkify: true\n",
            "mapped/source/post.md": page,
            // Hexo naming a reader keeps it.
            "named/_config.yml": "markdown: kramdown\n",
            "named/scaffolds/": "",
            "named/page.md": page,
        ])
        #expect(
            links == [
                "mapped/source/post.md https://example.com/bare", "packaged/source/about.md https://example.com/bare",
                "scaffolded/source/_posts/hello.md https://example.com/bare",
            ])
    }

    @Test func frontMatterMarkdownIsNoJekyllSetting() throws {
        let links = try auditSite([
            "fm.md": "---\ntitle: Notes\nmarkdown: kramdown\n---\n\nBare https://example.com/page in prose.\n",
            "site/_config.yml": "markdown: GFM\n",
            "site/fm.md": "---\nmarkdown: kramdown\n---\nBare https://example.com/other too.\n",
        ])
        #expect(links == ["fm.md https://example.com/page", "site/fm.md https://example.com/other"])
    }

    @Test func jekyllNamesOfMarkdownReaders() {
        #expect(MarkdownDialect(jekyllName: "kramdown") == .kramdown)
        #expect(MarkdownDialect(jekyllName: "GFM") == .gfm)
        #expect(MarkdownDialect(jekyllName: "CommonMarkGhPages") == .commonmark)
        #expect(MarkdownDialect(jekyllName: "redcarpet") == nil)
    }
}
