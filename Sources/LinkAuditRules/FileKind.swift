/// A kind of file that a browser or an app hands to another viewer, player or installer, or saves as
/// a download, instead of showing it as a page: what `download-without-file-type` wants a link's
/// name to say.
///
/// Each kind has its file extensions and its language-independent names (acronyms and product
/// names: `PDF`, `DOCX`, `Excel`); the words each language has for it ("Tabelle", "archive",
/// "vidéo") are in the `[file-types]` section of its list (``LanguageList/fileTypes``).
///
/// The extensions are those of documents, data tables, slides, archives, installers and disk
/// images, e-books, audio and video: files that open in another viewer or player, start a download,
/// or install software, where a screen reader user expects a page. Left out on purpose: `.html`,
/// `.md`, `.txt`, `.xml` and `.json` (a browser shows them as a page or as text), and images
/// (`.png`, `.jpg`, `.svg`: a browser shows them in the tab, and a linked thumbnail is a picture,
/// not a download). Source: technique H30 (a link to a PDF or an Excel file that says so in its
/// text) and issue 14.
public enum FileKind: String, CaseIterable, Sendable, Hashable {
    case pdf, document, spreadsheet, presentation, archive, installer, ebook, audio, video

    /// The kind of a lowercased file extension (`pdf`, `docx`, `gz`), `nil` for an extension that
    /// is not a document or download (`html`, `png`).
    public init?(fileExtension: String) {
        guard let kind = Self.byExtension[fileExtension] else { return nil }
        self = kind
    }

    /// The lowercased extensions of files of this kind.
    public var extensions: [String] {
        switch self {
        case .pdf: ["pdf"]
        case .document: ["doc", "docx", "docm", "dotx", "odt", "rtf", "pages"]
        case .spreadsheet: ["xls", "xlsx", "xlsm", "ods", "csv", "tsv", "numbers"]
        case .presentation: ["ppt", "pptx", "pps", "ppsx", "odp"]
        case .archive: ["zip", "gz", "tgz", "bz2", "tbz", "tbz2", "xz", "txz", "zst", "7z", "rar", "tar"]
        case .installer: ["dmg", "pkg", "exe", "msi", "msix", "appx", "apk", "aab", "ipa", "deb", "rpm", "iso"]
        case .ebook: ["epub", "mobi", "azw", "azw3"]
        case .audio: ["mp3", "m4a", "wav", "ogg", "oga", "flac", "aac", "opus"]
        case .video: ["mp4", "m4v", "mov", "avi", "webm", "mkv", "wmv"]
        }
    }

    /// Names of the kind that no language translates, lowercased: its extensions (but not `pages`
    /// and `numbers`, which are also common words) and the product names written in every language
    /// ("Word", "Excel", "PowerPoint").
    public var names: [String] {
        let plain = extensions.filter { $0 != "pages" && $0 != "numbers" }
        switch self {
        case .pdf: return plain
        case .document: return plain + ["word", "opendocument"]
        case .spreadsheet: return plain + ["excel", "opendocument"]
        case .presentation: return plain + ["powerpoint", "keynote", "opendocument"]
        case .archive: return plain + ["gzip", "bzip2", "tarball"]
        case .installer: return plain
        case .ebook: return plain + ["ebook", "kindle"]
        case .audio: return plain + ["mpeg"]
        case .video: return plain + ["mpeg", "quicktime"]
        }
    }

    /// How a message names the kind: "a PDF file", "a spreadsheet".
    public var phrase: String {
        switch self {
        case .pdf: "a PDF file"
        case .document: "a word-processing document"
        case .spreadsheet: "a spreadsheet or data file"
        case .presentation: "a presentation"
        case .archive: "an archive"
        case .installer: "an installer or disk image"
        case .ebook: "an e-book"
        case .audio: "an audio file"
        case .video: "a video file"
        }
    }

    private static let byExtension: [String: FileKind] = Dictionary(
        uniqueKeysWithValues: allCases.flatMap { kind in kind.extensions.map { ($0, kind) } })
}
