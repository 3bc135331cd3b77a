/// File facts written after a link's words: "Here (PDF, 2 MB)", "Read more [DOCX, 12 pages]",
/// "Rapport (PDF – 3,5 Mo)". They tell what the file is, not where the link goes, so
/// `generic-link-text` sets them aside before judging the name: "Here (PDF, 2 MB)" is as generic as
/// "Here", and "Annual report (PDF, 2 MB)" as descriptive as "Annual report".
///
/// A group is set aside when it closes the name, is written in `( )`, `[ ]` or fullwidth `（ ）`,
/// and starts with a file type (`PDF`, `.docx`, `Word`), a size (`2 MB`, `3,5 Mo`, `120 KB`) or a
/// page count (`12 pages`, `3 Seiten`); several such groups in a row all go. A group that is the
/// whole name stays. Source: issue 9 and the file-info-suffixes case (links to documents in help
/// centers); WCAG technique H30, whose last example writes "(PDF)" and "(Excel)" in the link's text
/// as useful extra information, not as what describes the destination. `download-without-file-type`
/// asks the inverse question: whether a link to a file says its type at all.
public enum FileInfoSuffix {
    /// The name without its trailing file-information groups, trimmed; the name itself when it has none.
    /// - Parameter isAnnouncement: whether a group's text announces behavior ("opens in a new tab"):
    ///   such a group goes too, so that one after it can ("Here (PDF, 2 MB) (opens in a new tab)").
    public static func strip(_ name: String, isAnnouncement: (Substring) -> Bool = { _ in false }) -> String {
        var text = Substring(name).trimmingTrailingSpaces()
        while let group = trailingGroup(of: text), isFileInfo(group.content) || isAnnouncement(group.content) {
            let rest = text[..<group.start].trimmingTrailingSpaces()
            guard rest.contains(where: { $0.isLetter || $0.isNumber }) else { break }
            text = rest
        }
        return String(text)
    }

    /// The bracketed group that ends `text`: where its opening bracket stands and what it holds.
    static func trailingGroup(of text: Substring) -> (start: String.Index, content: Substring)? {
        guard let last = text.last, let open = openers[last] else { return nil }
        var depth = 0
        var index = text.endIndex
        while index > text.startIndex {
            index = text.index(before: index)
            if text[index] == last {
                depth += 1
            } else if text[index] == open {
                depth -= 1
                if depth == 0 { return (index, text[text.index(after: index)..<text.index(before: text.endIndex)]) }
            }
        }
        return nil
    }

    private static let openers: [Character: Character] = [")": "(", "]": "[", "）": "（"]

    /// Whether a group's text starts with a file type, a size or a page count.
    static func isFileInfo(_ content: Substring) -> Bool {
        let text = content.drop { $0 == " " || $0 == "." }.lowercased()
        let firstWord = text.prefix { $0.isLetter || $0.isNumber }
        let afterWord = text.dropFirst(firstWord.count).first
        // `(PDF)`, `(PDF, 2 MB)`, `(pdf – 3 Mo)`, but not `(PDFs of every report)`.
        if fileTypes.contains(String(firstWord)), afterWord.map({ !$0.isLetter }) ?? true { return true }
        let number = text.prefix { $0.isNumber || $0 == "." || $0 == "," }
        guard number.first?.isNumber == true else { return false }
        let rest = text.dropFirst(number.count).drop(while: \.isWhitespace)
        let unit = rest.prefix { $0.isLetter }
        guard rest.dropFirst(unit.count).first.map({ !$0.isLetter }) ?? true else { return false }
        return sizeUnits.contains(String(unit)) || pageWords.contains(String(unit))
    }

    /// File types people write after a link to a document, in lowercase.
    static let fileTypes: Set<String> = [
        "pdf", "doc", "docx", "odt", "rtf", "txt", "xls", "xlsx", "ods", "csv", "ppt", "pptx", "odp", "epub", "mobi",
        "zip", "gz", "tgz", "rar", "7z", "dmg", "pkg", "exe", "msi", "apk", "ipa", "iso", "jpg", "jpeg", "png", "gif",
        "svg", "webp", "heic", "tif", "tiff", "mp3", "mp4", "m4a", "m4v", "mov", "avi", "wav", "ogg", "webm", "ics",
        "vcf", "xml", "json", "eps", "psd", "xps", "word", "excel", "powerpoint",
    ]

    /// Units of file size: bytes in English, octets in French, and the Cyrillic forms.
    static let sizeUnits: Set<String> = [
        "b", "byte", "bytes", "kb", "kib", "mb", "mib", "gb", "gib", "tb", "ko", "mo", "go", "кб", "мб", "гб",
    ]

    /// The word "page" after a number, in the languages with direction and filler lists.
    static let pageWords: Set<String> = [
        "p", "pp", "page", "pages", "seite", "seiten", "página", "páginas", "pagina", "pagine", "paginas",
    ]
}

extension Substring {
    fileprivate func trimmingTrailingSpaces() -> Substring {
        var text = self
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return text
    }
}
