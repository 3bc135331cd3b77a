import LinkAuditModel

/// Flags a link to a document or a download whose name and description do not say what kind of
/// file it is: a destination path ending in a ``FileKind`` extension (`.pdf`, `.xlsx`, `.zip`,
/// `.dmg`, `.mp4`), or an HTML `download` attribute. The inverse of the file facts
/// `generic-link-text` sets aside (``FileInfoSuffix``).
///
/// Source: technique H30 (its examples link a PDF and an Excel file with the type in the link text,
/// and note that many users want to know the type before a file opens in another application);
/// WCAG 2.4.4; issue 14.
struct DownloadWithoutFileTypeRule: LinkRule {
    static let description = RuleDescription(
        id: "download-without-file-type",
        name: "Download without file type",
        summary: "A link to a document or download (by its path's extension, or `download`) does not say the file type.",
        rationale: "A link that opens a PDF, a spreadsheet, an archive or an installer does not lead to a page: a viewer "
            + "or another app opens, a download starts, or the system offers to install software. Sighted people often "
            + "see an icon or the address; VoiceOver and other screen readers announce only \"link\" and its name, so "
            + "the surprise comes after the tap. Say the type in the name or the description: \"Annual report (PDF, "
            + "2 MB)\", \"price list spreadsheet\", the file's own name (`report.pdf`), or the words of the link's "
            + "language (`Tabelle`, `archive`, `vidéo`). The type is judged by the destination's path only (not its "
            + "query or fragment); pages, folders, images, code hosts' file viewers and templated destinations are "
            + "left alone, and so are names that are URLs (`url-as-link-text`). A note: technique H30 calls the file "
            + "type useful but not required for WCAG 2.4.4, and the link still works.",
        wcag: ["2.4.4"],
        defaultSeverity: .note,
        triggering: [
            RuleExample("Read the ↓[2024 annual report](https://example.com/files/annual-2024.pdf) before the meeting."),
            RuleExample(
                #"<p>Get the ↓<a href="/exports/latest" download>price list</a> and the ↓<a href="/dl/App.DMG?v=3">app</a>.</p>"#,
                format: .html),
            RuleExample(
                "↓Link(\"Terms of service\", destination: URL(string: \"https://example.com/legal/terms.pdf\")!)", format: .swift),
        ],
        nonTriggering: [
            RuleExample("- [Annual report (PDF, 2 MB)](https://example.com/annual.pdf)\n- [report.pdf](files/report.pdf)"),
            RuleExample(
                #"<p lang="de">Die <a href="/preise.xlsx">Preistabelle</a> und das <a href="/src.tar.gz">Quellarchiv</a>.</p>"#,
                format: .html),
            RuleExample("See the [downloads page](https://example.com/download.html) and the [table](guide.html#table.pdf)."),
            RuleExample(
                #"<p><a href="/q3.pdf" title="PDF, 1 MB">Q3 results</a> and <a href="/setup.exe">Setup.exe</a></p>"#, format: .html),
            RuleExample("The [infographic](https://github.com/acme/docs/blob/main/assets/chart.pdf) is on GitHub."),
        ],
        sources: [
            .technique("H30", "Providing link text that describes the purpose of a link for anchor elements", folder: "html"),
            .technique("G91", "link text that describes the purpose of the link", folder: "general"),
        ])

    func check(_ link: Link, normalizedName: String, languages: LanguageLists) -> [Finding] {
        let download = link.attributes?.download
        guard !link.isTemplatedDestination, download != nil || DownloadTarget.mayNameListedFile(link.destination) else { return [] }
        let target = DownloadTarget(destination: link.destination)
        // The file's type: from a `download` file name, else from the path; a plain link counts only
        // with a listed extension.
        let named = download.flatMap { $0.isEmpty ? nil : DownloadTarget.fileExtension(of: $0) }
        let fileExtension = named ?? target?.fileExtension
        let kind = fileExtension.flatMap(DownloadTarget.kind(ofExtension:))
        guard download != nil || kind != nil, !link.hasDynamicText, !normalizedName.isEmpty, !LinkText.isBareURL(link.name)
        else { return [] }
        let kinds = kind.map { [$0] } ?? FileKind.allCases
        let lists = languages.lists(for: link)
        let descriptions = [link.nameSource == .title ? nil : link.title, link.attributes?.describedBy].compactMap { $0 }
        for text in [normalizedName] + descriptions.map(LinkText.normalize)
        where FileTypeMention.says(text, kinds: kinds, fileExtension: fileExtension, lists: lists) {
            return []
        }
        // The file's name: the `download` value, else the path's last segment when it has an extension.
        let fileName = download?.isEmpty == false ? download : target?.fileExtension == nil ? nil : target?.fileName
        let file = fileName.map { " (\($0))" } ?? ""
        let what = (download == nil ? "leads to " : "downloads ") + (kind?.phrase ?? "a file") + file
        let label = fileExtension.map { $0.uppercased() }
        let fix: String
        if let after = Self.fileInfoAfter(link),
            FileTypeMention.says(
                LinkText.normalize(after), kinds: kinds, fileExtension: fileExtension, lists: lists)
        {
            fix = "the \"\(after)\" after the link is not part of its name: move it inside, \"\(link.name) \(after)\""
        } else if let label {
            fix = "add the file type to the link text, e.g. \"\(link.name) (\(label))\""
        } else {
            fix = "say in the link text what kind of file it downloads (PDF, CSV, ZIP, …)"
        }
        return [
            finding(
                link,
                message: "\"\(link.name)\" \(what), and neither its name nor its description says so: a screen reader user "
                    + "learns it only when a viewer opens or a download starts",
                fix: fix)
        ]
    }

    private static let closers: [Character: Character] = ["(": ")", "[": "]", "（": "）"]

    /// The bracketed file facts written right after the link in its block ("(PDF, 2 MB)"), if any.
    static func fileInfoAfter(_ link: Link) -> String? {
        guard let context = link.context else { return nil }
        let after = context.text.dropFirst(context.linkStart + context.linkLength).drop { $0 == " " }
        guard let open = after.first, let close = Self.closers[open],
            let end = after.firstIndex(of: close)
        else { return nil }
        let group = after[...end]
        return FileInfoSuffix.isFileInfo(group.dropFirst().dropLast()) ? String(group) : nil
    }
}
