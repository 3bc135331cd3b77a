import LinkAuditModel

/// YAML front matter at the top of a Markdown file (`---` … `---` or `...`).
struct FrontMatter {
    /// The `lang`, `language` or `locale` field, if any.
    var language: String?
    /// The YAML between the markers, as written, and the 1-based line it starts on (2): where
    /// `MarkdownDocumentTitle` reads `title`.
    var yaml: [UInt8] = []
    var yamlFirstLine = 2
    /// The `format` field (Docusaurus: `md`, `mdx` or `detect`), if any.
    var format: String?
    /// The offset just past the closing marker's line.
    var end = 0

    /// Replaces the front matter's bytes (except line breaks) with spaces, so that line numbers stay
    /// and cmark sees no content, and returns what it held; `nil` when there is none.
    static func blankOut(_ bytes: inout [UInt8]) -> FrontMatter? {
        // Front matter opens with `---` on the first line: most pages have none, and need no line index.
        guard bytes.starts(with: "---".utf8) else { return nil }
        let lineIndex = LineIndex(bytes)
        guard lineIndex.lineCount > 1 else { return nil }
        let first = String(decoding: bytes[lineIndex.lineRange(1, in: bytes)], as: UTF8.self)
        guard first.trimmingTrailingSpaces == "---" else { return nil }
        var closingLine: Int?
        for line in 2...lineIndex.lineCount {
            let text = String(decoding: bytes[lineIndex.lineRange(line, in: bytes)], as: UTF8.self).trimmingTrailingSpaces
            if text == "---" || text == "..." { closingLine = line; break }
        }
        guard let closingLine else { return nil }
        var result = FrontMatter()
        result.yaml = Array(bytes[lineIndex.lineRange(2, in: bytes).lowerBound..<lineIndex.lineRange(closingLine, in: bytes).lowerBound])
        for line in 2..<closingLine {
            let text = String(decoding: bytes[lineIndex.lineRange(line, in: bytes)], as: UTF8.self)
            guard let colon = text.firstIndex(ofASCII: 0x3A) else { continue }
            let key = text[..<colon].trimmingTrailingSpaces.lowercased()
            guard ["lang", "language", "locale", "format"].contains(key) else { continue }
            var value = String(text[text.index(after: colon)...]).trimmingTrailingSpaces
            while value.first == " " { value.removeFirst() }
            value = value.trimmingCharacters(in: ["\"", "'"])
            if key == "format" {
                result.format = value.lowercased()
            } else if !value.isEmpty {
                result.language = LanguageTag.canonical(value)
            }
        }
        let end = lineIndex.lineRange(closingLine, in: bytes).upperBound
        result.end = end
        for index in 0..<end where bytes[index] != 0x0A && bytes[index] != 0x0D {
            bytes[index] = 0x20
        }
        return result
    }
}

extension StringProtocol {
    var trimmingTrailingSpaces: String {
        var text = String(self)
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return text
    }
}
