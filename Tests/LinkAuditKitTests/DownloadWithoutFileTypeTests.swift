import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

/// `download-without-file-type` (issue 14) in every format a link to a file can be written in:
/// Markdown, HTML (a path's extension or the `download` attribute), app copy in string tables, and
/// Swift `Link` controls.
@Suite("Downloads without file type")
struct DownloadWithoutFileTypeTests {
    static let rule: RuleID = "download-without-file-type"
    static let tail =
        ", and neither its name nor its description says so: a screen reader user learns it only when a "
        + "viewer opens or a download starts"

    func found(_ files: [(String, String)]) -> [String] {
        auditFiles(files).findings.filter { $0.rule == Self.rule }.map { "\($0.file) \(brief($0)) \($0.message) | \($0.fix ?? "")" }
    }

    func at(_ marked: MarkedText, _ marker: String) -> String {
        "\(marked[marker].line):\(marked[marker].utf8Column)"
    }

    @Test func markdownLinksToFilesByExtension() {
        let page = MarkedText(
            """
            # Reports

            - 1️⃣[Annual report 2024](https://example.com/files/Annual%20Report.PDF?version=2#page=3)
            - [Annual report 2023 (PDF, 2 MB)](https://example.com/files/annual-2023.pdf)
            - [annual-2022.pdf](https://example.com/files/annual-2022.pdf)
            - The 2️⃣[price list](/downloads/prices.xlsx) (XLSX, 40 KB) and the [price sheet](/downloads/prices.csv "Spreadsheet, 3 KB").
            - 3️⃣[Source code][src] and the [installer for macOS (DMG)](https://example.com/app-2.1.dmg)

            [src]: https://example.com/releases/app-2.1.tar.gz
            """)
        #expect(
            found([("docs/reports.md", page.text)]) == [
                "docs/reports.md \(at(page, "1️⃣")) \(Self.rule) \"Annual report 2024\" leads to a PDF file (Annual Report.PDF)"
                    + Self.tail + " | add the file type to the link text, e.g. \"Annual report 2024 (PDF)\"",
                "docs/reports.md \(at(page, "2️⃣")) \(Self.rule) \"price list\" leads to a spreadsheet or data file (prices.xlsx)"
                    + Self.tail
                    + " | the \"(XLSX, 40 KB)\" after the link is not part of its name: move it inside, \"price list (XLSX, 40 KB)\"",
                "docs/reports.md \(at(page, "3️⃣")) \(Self.rule) \"Source code\" leads to an archive (app-2.1.tar.gz)" + Self.tail
                    + " | add the file type to the link text, e.g. \"Source code (TAR.GZ)\"",
            ])
    }

    /// Pages, folders, images, fragments and queries that look like files, code hosts' viewers,
    /// wiki file pages, templated destinations and URL names are not downloads to judge.
    @Test func destinationsThatAreNotFilesStayQuiet() {
        let page = """
            - [Downloads](https://example.com/download.html) and [all releases](https://example.com/releases/)
            - [NormalDist.pdf](library/statistics.html#statistics.NormalDist.pdf) and [the export](/export.php?file=data.csv)
            - [Chart](https://github.com/acme/docs/blob/main/assets/chart.pdf) and [the map](https://en.wikipedia.org/wiki/File:Map.pdf)
            - [Diagram](images/diagram.png), [the site](https://example.zip) and [mail](mailto:files@example.com?subject=a.pdf)
            - [Latest report]({{ site.baseurl }}/files/report.pdf) and <https://example.com/files/report.pdf>
            - [https://example.com/guide.pdf](https://example.com/guide.pdf)
            """
        #expect(found([("docs/links.md", page)]) == [])
    }

    @Test func htmlLinksByExtensionAndByDownloadAttribute() {
        let page = MarkedText(
            """
            <!DOCTYPE html>
            <html lang="en"><body>
            <p>1️⃣<a href="/exports/latest" download>Export your data</a> or
            2️⃣<a href="/exports/latest" download="contacts.vcf">your contacts</a>.</p>
            <p><a href="/exports/table" download="table.csv">Table (CSV)</a>,
            <a href="/q3.pdf" title="PDF, 1 MB">Q3 results</a>, <a href="/q4.pdf" aria-label="Q4 results, PDF">Q4</a>.</p>
            <p lang="de">Die 3️⃣<a href="/preise.pdf">Preistabelle</a>, die <a href="/preise.xlsx">Preistabelle</a>
            und das <a href="/src.tar.gz">Quellarchiv</a>.</p>
            <p lang="fr">La 4️⃣<a href="/demo.mp4">démonstration</a> et la <a href="/demo.webm">vidéo de démonstration</a>.</p>
            </body></html>
            """)
        #expect(
            found([("site/export.html", page.text)]) == [
                "site/export.html \(at(page, "1️⃣")) \(Self.rule) \"Export your data\" downloads a file" + Self.tail
                    + " | say in the link text what kind of file it downloads (PDF, CSV, ZIP, …)",
                "site/export.html \(at(page, "2️⃣")) \(Self.rule) \"your contacts\" downloads a file (contacts.vcf)" + Self.tail
                    + " | add the file type to the link text, e.g. \"your contacts (VCF)\"",
                "site/export.html \(at(page, "3️⃣")) \(Self.rule) \"Preistabelle\" leads to a PDF file (preise.pdf)" + Self.tail
                    + " | add the file type to the link text, e.g. \"Preistabelle (PDF)\"",
                "site/export.html \(at(page, "4️⃣")) \(Self.rule) \"démonstration\" leads to a video file (demo.mp4)" + Self.tail
                    + " | add the file type to the link text, e.g. \"démonstration (MP4)\"",
            ])
    }

    /// File facts written after the link, in another script's brackets or past nested markup, are
    /// moved inside by the fix; an image's text alternative is part of the name.
    @Test func factsAfterTheLinkAndNamesFromImages() {
        let page = MarkedText(
            """
            <ul lang="ja">
            <li><strong>1️⃣<a href="/files/年次報告書.pdf"><span>年次報告書</span></a></strong>（PDF、2MB）</li>
            <li><a href="/files/q3.pdf"><img src="pdf.svg" alt="PDF"> 第3四半期</a></li>
            </ul>
            <table lang="en"><tr><td>2️⃣<a href="/files/terms.docx"><img src="cover.png" alt="Terms cover"></a></td></tr></table>
            """)
        #expect(
            found([("site/reports.html", page.text)]) == [
                "site/reports.html \(at(page, "1️⃣")) \(Self.rule) \"年次報告書\" leads to a PDF file (年次報告書.pdf)" + Self.tail
                    + " | the \"（PDF、2MB）\" after the link is not part of its name: move it inside, \"年次報告書 （PDF、2MB）\"",
                "site/reports.html \(at(page, "2️⃣")) \(Self.rule) \"Terms cover\" leads to a word-processing document "
                    + "(terms.docx)" + Self.tail + " | add the file type to the link text, e.g. \"Terms cover (DOCX)\"",
            ])
    }

    /// A file name decoded from the destination is audited text too: the text output escapes the
    /// terminal controls it may hold.
    @Test func decodedFileNamesReachTheTerminalEscaped() throws {
        let root = try temporaryFolder(["docs/a.md": "Get the [guide](/files/%1B[2Jguide%1B.pdf).\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CommandRun(["docs", "--fail-on", "never", "--min-severity", "note"], in: root)
        #expect(!run.standardOutput.contains("\u{1B}"))
        #expect(run.standardOutput.contains(#"leads to a PDF file (\u{1B}[2Jguide\u{1B}.pdf)"#))
    }

    /// Raw HTML in Markdown goes through the HTML extractor: its `download` attribute counts.
    @Test func rawHTMLAnchorInMarkdown() {
        let page = MarkedText(
            """
            Save 1️⃣<a href="/api/backup" download="backup.zip">a backup</a> before you upgrade, or get
            <a href="/api/backup" download="backup.zip">a backup (ZIP)</a>.
            """)
        #expect(
            found([("docs/upgrade.md", page.text)]) == [
                "docs/upgrade.md \(at(page, "1️⃣")) \(Self.rule) \"a backup\" downloads an archive (backup.zip)" + Self.tail
                    + " | add the file type to the link text, e.g. \"a backup (ZIP)\""
            ])
    }

    @Test func appCopyInStringTables() {
        let english = MarkedText(
            """
            "terms" = "Read the 1️⃣[Terms of Service](https://example.com/legal/terms.pdf).";
            "manual" = "Download the [user manual (PDF)](https://example.com/manual.pdf).";
            "guide" = "Watch the 2️⃣<a href=\\"https://example.com/guide.mov\\">setup guide</a>.";
            """)
        let german = MarkedText(
            """
            "terms" = "Lies die 1️⃣[Nutzungsbedingungen](https://example.com/legal/terms.pdf).";
            "guide" = "Sieh dir das <a href=\\"https://example.com/guide.mov\\">Einrichtungsvideo</a> an.";
            """)
        #expect(
            found([("App/en.lproj/Localizable.strings", english.text), ("App/de.lproj/Localizable.strings", german.text)]) == [
                "App/de.lproj/Localizable.strings \(at(german, "1️⃣")) \(Self.rule) \"Nutzungsbedingungen\" leads to a PDF file "
                    + "(terms.pdf)" + Self.tail + " | add the file type to the link text, e.g. \"Nutzungsbedingungen (PDF)\"",
                "App/en.lproj/Localizable.strings \(at(english, "1️⃣")) \(Self.rule) \"Terms of Service\" leads to a PDF file "
                    + "(terms.pdf)" + Self.tail + " | add the file type to the link text, e.g. \"Terms of Service (PDF)\"",
                "App/en.lproj/Localizable.strings \(at(english, "2️⃣")) \(Self.rule) \"setup guide\" leads to a video file "
                    + "(guide.mov)" + Self.tail + " | add the file type to the link text, e.g. \"setup guide (MOV)\"",
            ])
    }

    @Test func stringCatalog() {
        let catalog = MarkedText(
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "pricing" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "See 1️⃣[our prices](https://example.com/prices.xlsx)." } },
                    "ja" : { "stringUnit" : { "state" : "translated", "value" : "[料金表（スプレッドシート）](https://example.com/prices.xlsx)" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """)
        #expect(
            found([("App/Localizable.xcstrings", catalog.text)]) == [
                "App/Localizable.xcstrings \(at(catalog, "1️⃣")) \(Self.rule) \"our prices\" leads to a spreadsheet or data file "
                    + "(prices.xlsx)" + Self.tail + " | add the file type to the link text, e.g. \"our prices (XLSX)\""
            ])
    }

    @Test func swiftLinks() {
        let source = MarkedText(
            """
            import SwiftUI

            struct LegalView: View {
                var body: some View {
                    VStack {
                        1️⃣Link("Privacy policy", destination: URL(string: "https://example.com/privacy.pdf")!)
                        Link("Privacy policy (PDF)", destination: URL(string: "https://example.com/privacy.pdf")!)
                        Link("Release notes", destination: URL(string: "https://example.com/notes.html")!)
                        Text("Get the 2️⃣[desktop app](https://example.com/App.dmg) too.")
                    }
                }
            }
            """)
        guard DocumentExtractor.readsSwiftSources else { return }
        #expect(
            found([("App/LegalView.swift", source.text)]) == [
                "App/LegalView.swift \(at(source, "1️⃣")) \(Self.rule) \"Privacy policy\" leads to a PDF file (privacy.pdf)"
                    + Self.tail + " | add the file type to the link text, e.g. \"Privacy policy (PDF)\"",
                "App/LegalView.swift \(at(source, "2️⃣")) \(Self.rule) \"desktop app\" leads to an installer or disk image "
                    + "(App.dmg)" + Self.tail + " | add the file type to the link text, e.g. \"desktop app (DMG)\"",
            ])
    }
}
