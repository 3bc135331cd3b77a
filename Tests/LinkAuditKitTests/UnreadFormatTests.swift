import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditTestSupport
import Testing

/// Files of documentation formats linkaudit does not read are counted, never passed over in
/// silence (issue 24, section 6).
@Suite("Unread documentation formats")
struct UnreadFormatTests {
    @Test func aFolderOfUnreadFormatsIsNotASilentZero() throws {
        let folder = try temporaryFolder([
            "docs/index.rst": "Title\n=====\n\nSee `the guide <https://example.com>`_.\n",
            "docs/guide.adoc": "= Guide\n\nlink:https://example.com[here]\n",
            "docs/tour.ipynb": "{\"cells\": []}\n",
            "docs/notes.txt": "plain text\n",
            "docs/page.md": "Read [the guide](https://example.com/guide).\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = Auditor(configuration: Configuration(), workingDirectory: folder).audit(paths: ["docs"])
        #expect(result.files == ["docs/page.md"])
        #expect(
            result.notUnderstood.map { "\($0.kind) \($0.file):\($0.position.line)" } == [
                "unread-format docs/guide.adoc:1", "unread-format docs/index.rst:1", "unread-format docs/tour.ipynb:1",
            ])
        #expect(result.notUnderstood.first?.detail == "AsciiDoc is not a format linkaudit reads: its links are not audited")
        let text = TextReporter.render(result)
        #expect(
            text.contains(
                "note: 3 files of formats linkaudit does not read, their links not audited (1 AsciiDoc, 1 Jupyter notebook, "
                    + "1 reStructuredText; first: docs/guide.adoc)"))
    }

    /// Issue 27, section 4: the app code linkaudit does not read is counted by kind, beside the
    /// string resources it does read.
    @Test func appCodeNotReadIsCountedByKind() throws {
        let folder = try temporaryFolder([
            "app/src/main/java/a/Main.kt": "fun main() {}\n", "app/src/main/java/a/Help.kt": "fun help() {}\n",
            "app/src/main/res/layout/help.xml": "<LinearLayout/>\n", "web/Help.tsx": "export {}\n",
            "app/src/main/res/values/strings.xml": "<resources><string name=\"a\">See <a href=\"\">more</a></string></resources>\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = Auditor(configuration: Configuration(), workingDirectory: folder).audit(paths: ["."])
        #expect(result.files == ["app/src/main/res/values/strings.xml"])
        #expect(
            result.notUnderstood.map { "\($0.kind) \($0.file)" } == [
                "unread-app-code app/src/main/java/a/Help.kt", "unread-app-code app/src/main/java/a/Main.kt",
                "unread-app-code app/src/main/res/layout/help.xml", "unread-app-code web/Help.tsx",
            ])
        #expect(
            TextReporter.render(result).contains(
                "note: 4 files of app code not read (2 Kotlin sources, 1 Android layout, 1 TSX component): the links their code "
                    + "builds are not audited, only the copy of string resources; first: app/src/main/java/a/Help.kt\n"))
    }

    @Test func excludedAndNamedFilesAreNotCounted() throws {
        let folder = try temporaryFolder(["docs/a.rst": "x\n", "legacy/b.rst": "y\n", "docs/c.md": "[x](https://example.com)\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var configuration = Configuration()
        configuration.exclude = ["legacy"]
        let result = Auditor(configuration: configuration, workingDirectory: folder).audit(paths: ["."])
        #expect(result.notUnderstood.map(\.file) == ["docs/a.rst"])
    }

    @Test func shardsCountEachUnreadFileOnce() throws {
        let folder = try temporaryFolder(["a.rst": "x\n", "b.md": "[x](https://example.com/b)\n", "c.md": "[y](https://example.com/c)\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let auditor = Auditor(configuration: Configuration(), workingDirectory: folder)
        let parts = [1, 2].map { auditor.partial(paths: ["."], shard: Shard(index: $0, count: 2)!) }
        let merged = try auditor.merge(parts)
        #expect(merged.notUnderstood.map(\.file) == ["a.rst"])
        #expect(merged.notUnderstood == auditor.audit(paths: ["."]).notUnderstood)
    }

    /// A Hugo shortcode that takes a destination draws what its template draws: counted, not read.
    @Test func shortcodesThatTakeADestinationAreCounted() {
        let page = """
            # Start

            {{< button href="/start" >}}Start here{{< /button >}}

            {{< figure src="a.png" link="/gallery" caption="A gallery" >}}

            See [the guide]({{< ref "guide.md" >}}), {{< youtube id="abc" >}} and {{% notice tip %}}Tip{{% /notice %}}.

            """
        let result = auditFiles([("content/start.md", page)])
        #expect(
            result.notUnderstood.map { "\($0.kind) \($0.position.line):\($0.position.utf8Column) \($0.detail)" } == [
                "unknown-link-shortcode 3:1 {{< button href=\"/start\"",
                "unknown-link-shortcode 5:1 {{< figure src=\"a.png\" link=\"/gallery\"",
            ])
        #expect(result.links.map(\.name) == ["the guide"])
    }

    /// Markdown by other names is read (GitHub reads `.mkd`, `.mdown`, …); Quarto and R Markdown are counted.
    @Test func otherMarkdownNamesAreReadOrCounted() throws {
        let folder = try temporaryFolder([
            "docs/a.mkd": "[Pricing](https://example.com/p)\n", "docs/b.mdown": "[Plans](https://example.com/q)\n",
            "docs/c.qmd": "[Here](https://example.com/r)\n", "docs/d.rmd": "x\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = Auditor(configuration: Configuration(), workingDirectory: folder).audit(paths: ["docs"])
        #expect(result.files == ["docs/a.mkd", "docs/b.mdown"])
        #expect(
            result.notUnderstood.map { "\($0.file) \($0.detail)" } == [
                "docs/c.qmd Quarto is not a format linkaudit reads: its links are not audited",
                "docs/d.rmd R Markdown is not a format linkaudit reads: its links are not audited",
            ])
    }

    /// Unclosed shortcodes are read once each, and none is counted (a hostile-input review found
    /// 40,000 of them on one line took 16 s).
    @Test func unclosedShortcodesAreNotCounted() {
        let page = String(repeating: "{{< button href=\"/x\" ", count: 2_000) + "\n\n[Pricing](https://example.com/p)\n"
        let result = auditFiles([("content/a.md", page)])
        #expect(result.notUnderstood.isEmpty)
        #expect(result.links.map(\.name) == ["Pricing"])
    }
}
