import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

/// `Link.attributes.download` (issue 14): the HTML `download` attribute of `<a>` and `<area>`, in
/// pages, in raw HTML inside Markdown and in app copy values that hold anchors.
@Suite struct HTMLDownloadAttributeTests {
    func downloads(_ text: String, file: String, format: DocumentFormat) -> [String] {
        Extractor.extract(file: file, bytes: Array(text.utf8), format: format).links.map {
            "\($0.destination) \($0.attributes.map { $0.download.map { "download=\"\($0)\"" } ?? "no download" } ?? "nil")"
        }
    }

    @Test func valuesBareAndAbsent() {
        let page = """
            <p><a href="/export" download>Export</a>
            <a href="/export" DOWNLOAD="  contacts.csv
            ">Contacts</a>
            <a href="/guide.pdf">Guide</a>
            <a href="/x" download="">Empty</a>
            <span role="link" download="no.zip">Scripted</span></p>
            <map name="m"><area href="/map.pdf" alt="Map" download="map.pdf"></map>
            """
        #expect(
            downloads(page, file: "page.html", format: .html) == [
                "/export download=\"\"", "/export download=\"contacts.csv\"", "/guide.pdf nil", "/x download=\"\"", " nil",
                "/map.pdf download=\"map.pdf\"",
            ])
    }

    @Test func rawHTMLInMarkdownAndAppCopy() {
        #expect(
            downloads(
                "Save <a href=\"/api/backup\" download=\"backup.zip\">a backup</a> or [the log](/log.txt).\n", file: "a.md",
                format: .markdown)
                == ["/api/backup download=\"backup.zip\"", "/log.txt nil"])
        #expect(
            downloads(
                #""save" = "Save <a href=\"/api/backup\" download>a backup</a>.";"#, file: "en.lproj/Localizable.strings",
                format: .strings) == ["/api/backup download=\"\""])
    }
}
