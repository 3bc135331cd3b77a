import LinkAuditModel
import LinkAuditRules
import LinkAuditTestSupport
import Testing

/// What `download-without-file-type` reads from a destination (``DownloadTarget``) and from a name
/// (``FileKind`` names and the `[file-types]` words of each list), issue 14.
@Suite struct DownloadTargetTests {
    func target(_ destination: String) -> String {
        guard let target = DownloadTarget(destination: destination) else { return "none" }
        return "\(target.fileName) \(target.fileExtension ?? "-") \(target.kind?.rawValue ?? "-")"
    }

    /// The byte-level pre-check never says no where ``DownloadTarget`` finds a listed kind, and
    /// says no to the common page destinations.
    @Test func thePreCheckPassesEveryListedFile() {
        let destinations = [
            "https://example.com/files/Annual%20Report.PDF?v=2#page=3", "../releases/app-2.1.tar.gz", "//cdn.example.com/a/Setup.EXE",
            "/pub/users-guide/user-beta-1.PDF.gz", "ftp://ftp.example.org/pub/data.tsv", "talk.mp3#t=30", " guide.pdf ",
            "https://example.zip", "/docs/.pdf", "report.pdf%3Fx", "Bericht-Ü.pdf", "https://example.com/a.PDF/",
        ]
        for destination in destinations where DownloadTarget(destination: destination)?.kind != nil {
            #expect(DownloadTarget.mayNameListedFile(destination), "\(destination)")
        }
        for page in ["https://example.com/guide.html", "../About/about_Modules.md", "#setup", "https://example.com/a.pdf/b", "/x?f=a.pdf"] {
            #expect(!DownloadTarget.mayNameListedFile(page), "\(page)")
            #expect(DownloadTarget(destination: page)?.kind == nil)
        }
        #expect(DownloadTarget.mayNameListedFile("https://example.com/files/Report.PDF"))
        #expect(DownloadTarget.mayNameListedFile("https://example.zip"))
    }

    @Test func thePathDecidesNotTheQueryFragmentOrHost() {
        #expect(target("https://example.com/files/Annual%20Report.PDF?v=2#page=3") == "Annual Report.PDF pdf pdf")
        #expect(target("../releases/app-2.1.tar.gz") == "app-2.1.tar.gz tar.gz archive")
        #expect(target("//cdn.example.com/a/Setup.EXE") == "Setup.EXE exe installer")
        #expect(target("/pub/users-guide/user-beta-1.PDF.gz") == "user-beta-1.PDF.gz pdf.gz archive")
        #expect(target("/pub/notes.txt.gz") == "notes.txt.gz gz archive")
        #expect(target("ftp://ftp.example.org/pub/data.tsv") == "data.tsv tsv spreadsheet")
        #expect(target("talk.mp3#t=30") == "talk.mp3 mp3 audio")
        #expect(target("library/statistics.html#statistics.NormalDist.pdf") == "statistics.html html -")
        #expect(target("/download.php?file=report.pdf") == "download.php php -")
        #expect(target("https://example.zip") == "none")
        #expect(target("https://example.com/files/") == "none")
        #expect(target("https://example.com/python-3.11") == "python-3.11 - -")
        #expect(target("mailto:files@example.com") == "none")
        #expect(target("data:application/pdf;base64,AAAA") == "none")
        #expect(target("") == "none")
    }

    @Test func pagesThatShowAFileAreNotTheFile() {
        #expect(target("https://github.com/acme/docs/blob/main/assets/chart.pdf") == "none")
        #expect(target("https://github.com/acme/docs/raw/main/assets/chart.pdf") == "chart.pdf pdf pdf")
        #expect(target("https://github.com/acme/app/releases/download/v2/App.dmg") == "App.dmg dmg installer")
        #expect(target("https://gitlab.com/acme/docs/-/blob/main/guide.docx") == "none")
        #expect(target("https://bitbucket.org/acme/docs/src/main/guide.docx") == "none")
        #expect(target("https://commons.wikimedia.org/wiki/File:Map.pdf") == "none")
    }

    @Test func namesAndWordsThatSayTheKind() {
        let lists = LanguageLists()
        func says(_ name: String, _ kind: FileKind, _ tag: String?) -> Bool {
            guard let rule = RuleCatalog.rule(id: "download-without-file-type") else { return false }
            var link = Link(
                text: name, name: name, nameSource: .content, destination: "/f.\(kind.extensions[0])", syntax: .htmlAnchor,
                placement: .standalone, render: .web, file: "a.html", span: nil, scope: .document("a.html"))
            link.language = tag
            return rule.check(Scope(name: .document("a.html"), links: [link], problems: []), languages: lists).isEmpty
        }
        #expect(says("Report (PDF, 2 MB)", .pdf, "en") && says("report.pdf", .pdf, "en") && says("Die PDFs", .pdf, "de"))
        #expect(says("報告書PDFファイル", .pdf, "ja") && !says("Pdfium sources", .pdf, "en") && !says("Report", .pdf, "en"))
        #expect(says("Budget (Excel)", .spreadsheet, "en") && says("Preistabelle", .spreadsheet, "de"))
        #expect(!says("Preistabelle", .pdf, "de") && !says("Price list (ZIP)", .spreadsheet, "en"))
        #expect(
            says("Quellarchiv", .archive, "de") && says("Source tarball", .archive, "en") && says("Code source compressé", .archive, "fr"))
        #expect(says("Présentation trimestrielle", .presentation, "fr") && says("Презентацию", .presentation, "ru"))
        #expect(says("Видео", .video, "ru") && says("الفيديو", .video, "ar") && says("המצגת", .presentation, "he"))
        #expect(says("动画视频教程", .video, "zh-Hans") && says("設定の動画", .video, "ja") && says("동영상을", .video, "ko"))
        #expect(says("Arbeitsmappe", .spreadsheet, nil) && !says("Arbeitsmappe", .spreadsheet, "fr"))
        #expect(says("macOS installer", .installer, "en") && says("Disk image", .installer, "en") && says("E-Book", .ebook, "de"))
    }

    /// A description (`aria-describedby`, a `title` that is not the name) says the type as well as the name.
    @Test func aDescriptionSaysTheTypeToo() {
        let rule = RuleCatalog.rule(id: "download-without-file-type")!
        func findings(title: String?, describedBy: String?, nameSource: NameSource = .content) -> Int {
            var link = Link(
                text: "Q3 results", name: "Q3 results", nameSource: nameSource, destination: "/q3.pdf", syntax: .htmlAnchor,
                placement: .standalone, render: .web, file: "a.html", span: nil, scope: .document("a.html"))
            link.title = title
            if let describedBy { link.attributes = LinkAttributes(describedBy: describedBy) }
            return rule.check(Scope(name: .document("a.html"), links: [link], problems: []), languages: LanguageLists()).count
        }
        #expect(findings(title: nil, describedBy: nil) == 1)
        #expect(findings(title: nil, describedBy: "PDF, 1 MB") == 0)
        #expect(findings(title: "Portable Document Format (PDF)", describedBy: nil) == 0)
        #expect(findings(title: "Quarterly results", describedBy: nil) == 1)
    }

    @Test func fileTypeLinesParseByKind() throws {
        let list = try LanguageList(tag: "xx", text: "[file-types]\nspreadsheet: Tabelle, Arbeits-Mappe\narchive:\n")
        #expect(list.fileTypes == [.spreadsheet: ["tabelle", "arbeits mappe"], .archive: []])
        let expected = LanguageList.ParseError(tag: "xx", line: 2, reason: .unknownFileKind("sheet: Tabelle"))
        #expect(throws: expected) { try LanguageList(tag: "xx", text: "[file-types]\nsheet: Tabelle\n") }
        #expect(
            expected.description == "xx.txt:2: \"sheet: Tabelle\" needs a file kind and a colon first, as in \"archive: zip archive\"; "
                + "kinds: pdf document spreadsheet presentation archive installer ebook audio video")
        for list in LanguageLists().lists.values {
            #expect(!list.fileTypes.isEmpty, "\(list.tag).txt has no [file-types] words")
        }
    }
}
