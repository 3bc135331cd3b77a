import LinkAuditModel

/// Extracts links from `.strings` tables (see `docs/model.md`, Inputs): every value is app copy, parsed as HTML
/// when it holds an element tag and as SwiftUI Markdown otherwise.
///
/// The table is read with `StringsTokenizer` (not `PropertyListSerialization`) so that every byte of
/// a decoded value knows its place in the file: link positions are exact 1-based lines and UTF-8
/// byte columns of the file's text (for UTF-16 files, of its UTF-8 transcoding), even after escapes.
enum StringsExtractor {
    /// Reads one `.strings` table.
    /// - Parameters:
    ///   - bytes: the file's raw bytes: UTF-8 (BOM optional) or UTF-16 LE/BE (BOM optional).
    ///   - file: the path relative to the working directory; its `.lproj` folder gives the locale.
    ///   - options: render target overrides.
    /// - Returns: the links of every value; a syntax error, invalid UTF-8 or a binary file gives one
    ///   located `AuditError` (links found before a syntax error are kept); unpaired surrogate
    ///   escapes give located warnings.
    static func extractDocument(bytes: [UInt8], file: String, options: ExtractionOptions) -> ExtractedDocument {
        var document = ExtractedDocument(file: file, format: .strings)
        guard let text = StringTableText.decode(bytes, reportingTo: &document) else { return document }
        let lineIndex = LineIndex(text)
        let tokens = StringsTokenizer.tokenize(text)
        let locale = LocalePath.lprojLocale(of: file)
        // `Base.lproj` holds the development language, unnamed: its strings are the source to compare with.
        let entryLocale = locale ?? (LocalePath.isBaseLocalization(file) ? "Base" : nil)
        let render = options.render(for: .strings)

        for entry in tokens.entries {
            let context = DocumentContext(
                file: file, render: render, scope: .app, language: locale,
                languageSource: locale == nil ? nil : .locale,
                appCopy: AppCopyEntry(table: file, key: entry.key, locale: entryLocale, comment: entry.comment))
            let found = AppCopyMarkup.extract(
                value: entry.value,
                map: SourceMap(lineIndex: lineIndex, offsets: entry.valueOffsets),
                document: context)
            document.append(found)
        }
        for warning in tokens.warnings {
            let position = lineIndex.position(ofByte: warning.offset)
            document.warnings.append(
                AuditError(
                    file: file, line: position.line, column: position.utf8Column,
                    message: warning.message))
        }
        if let error = tokens.error {
            let position = lineIndex.position(ofByte: error.offset)
            document.errors.append(
                AuditError(
                    file: file, line: position.line, column: position.utf8Column,
                    message: error.message))
        }
        return document
    }
}
