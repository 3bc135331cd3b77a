import Foundation
import LinkAuditModel

/// Whether a text says what kind of file a link leads to (`download-without-file-type`): a name of
/// the kind that no language translates (`PDF`, `.docx`, `Excel`, the file's own extension), or
/// one of the words a language list has for it (`spreadsheet`, `Tabelle`, `vidéo`).
enum FileTypeMention {
    /// Whether `normalized` (``LinkText/normalize(_:)``) names one of `kinds` or the extension.
    /// - Parameters:
    ///   - kinds: the kinds that count: the destination's, or every kind when it is not known.
    ///   - fileExtension: the destination's own extension, lowercased (`tar.gz`, `json`), if any.
    ///   - lists: the language lists whose `[file-types]` words count.
    static func says(_ normalized: String, kinds: [FileKind], fileExtension: String?, lists: [LanguageList]) -> Bool {
        let names = kinds.flatMap(\.names) + (fileExtension.map { [LinkText.normalize($0)] } ?? [])
        if names.contains(where: { containsName(normalized, $0) }) { return true }
        for list in lists {
            let words = kinds.flatMap { list.fileTypes[$0] ?? [] }
            guard !words.isEmpty else { continue }
            let text = list.folding.fold(normalized)
            if words.contains(where: { containsWord(text, $0) }) { return true }
        }
        return false
    }

    /// Whether an ASCII name (`pdf`, `tar gz`) stands in `text` between characters that are not
    /// ASCII letters or digits, alone or with a plural `s`: "pdf", "pdfs", "pdfファイル", "pdf datei",
    /// but not "pdfium" or "updf".
    static func containsName(_ text: String, _ name: String) -> Bool {
        let bytes = Array(text.utf8), pattern = Array(name.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return false }
        func isWordByte(_ index: Int) -> Bool {
            guard bytes.indices.contains(index) else { return false }
            let byte = bytes[index]
            return (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte)
        }
        for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] && !isWordByte(start - 1) {
            guard bytes[start..<(start + pattern.count)].elementsEqual(pattern) else { continue }
            let end = start + pattern.count
            if !isWordByte(end) || (bytes[end] == UInt8(ascii: "s") && !isWordByte(end + 1)) { return true }
        }
        return false
    }

    /// Whether a list's word for a kind of file stands in `text` (both normalized and folded): in a
    /// script without spaces, anywhere; otherwise at the start of a word, with any ending after it
    /// (plurals, case endings: "spreadsheets", "videót"), or, for a word of four letters or more, at
    /// the end of a compound ("Preistabelle"). A phrase ("disk image") is matched word by word, its
    /// last word with any ending.
    static func containsWord(_ text: String, _ word: String) -> Bool {
        if LinkText.isUnspaced(word) { return text.contains(word) }
        let textWords = LinkText.words(text), parts = LinkText.words(word)
        guard let last = parts.last, textWords.count >= parts.count else { return false }
        if parts.count == 1 {
            return textWords.contains { $0.hasPrefix(last) || (last.count >= 4 && $0.hasSuffix(last)) }
        }
        for start in 0...(textWords.count - parts.count) {
            let window = textWords[start..<(start + parts.count)]
            if zip(window.dropLast(), parts.dropLast()).allSatisfy({ $0 == $1 }), window.last!.hasPrefix(last) { return true }
        }
        return false
    }
}

extension LanguageList {
    /// A `[file-types]` line, `KIND: word, word`: its kind and its words, normalized; `nil` when the
    /// line does not start with a ``FileKind`` and a colon.
    static func fileTypeLine(_ line: String) -> (FileKind, [String])? {
        guard let colon = line.firstIndex(of: ":"),
            let kind = FileKind(rawValue: line[..<colon].trimmingWhitespaces())
        else { return nil }
        let words = line[line.index(after: colon)...].split(separator: ",").map { LinkText.normalize(String($0)) }
        return (kind, words.filter { !$0.isEmpty })
    }
}
