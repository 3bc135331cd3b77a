import LinkAuditModel

/// Extracts links from `.strings` tables (see `docs/model.md`, Inputs): every value is app copy, parsed as HTML
/// when it holds an element tag and as SwiftUI Markdown otherwise.
///
/// A text table is read with `StringsTokenizer` (not `PropertyListSerialization`) so that every byte
/// of a decoded value knows its place in the file: link positions are exact 1-based lines and UTF-8
/// byte columns of the file's text (for UTF-16 files, of its UTF-8 transcoding), even after escapes.
/// A table written as an XML or binary property list is read by `PropertyListStrings`.
///
/// A key defined more than once keeps its last value, as Foundation does: each earlier value is
/// never shown, so it is not audited (nor compared with translations), and it gets one located
/// warning at its key (see `overriddenWarning(at:redefinedOnLine:)`).
///
/// Suppressions are `/* … */` and `// …` comments (`/* linkaudit-disable-next-line generic-link-text */`
/// above a pair, `// linkaudit-disable-line` after it); a directive is not a translator comment.
enum StringsExtractor {
    /// Reads one `.strings` table.
    /// - Parameters:
    ///   - bytes: the file's raw bytes: UTF-8 (BOM optional) or UTF-16 LE/BE (BOM optional) text, or
    ///     an XML or binary property list.
    ///   - file: the path relative to the working directory; its `.lproj` folder gives the locale.
    ///   - options: render target overrides.
    /// - Returns: the links of every live value; a syntax error, invalid UTF-8 or a damaged property
    ///   list gives one located `AuditError` (links found before a syntax error are kept); unpaired
    ///   surrogate escapes and overridden values give located warnings.
    static func extractDocument(bytes: [UInt8], file: String, options: ExtractionOptions) -> ExtractedDocument {
        var document = ExtractedDocument(file: file, format: .strings)
        if PropertyListStrings.isBinary(bytes) {
            PropertyListStrings.extractBinary(bytes, into: &document, options: options)
            return document
        }
        guard let text = StringTableText.decode(bytes, reportingTo: &document) else { return document }
        if PropertyListStrings.isXML(text) {
            PropertyListStrings.extractXML(text, into: &document, options: options)
            return document
        }
        let lineIndex = LineIndex(text)
        let tokens = StringsTokenizer.tokenize(text)
        document.suppressionDirectives = tokens.comments.compactMap { $0.directive(in: text, lineIndex: lineIndex) }
        let overridden = overriddenDefinitions(of: tokens.entries.map(\.key))
        for (index, entry) in tokens.entries.enumerated() {
            if let redefinition = overridden[index] {
                let position = lineIndex.position(ofByte: entry.keyOffset)
                let line = lineIndex.position(ofByte: tokens.entries[redefinition].keyOffset).line
                document.warnings.append(overriddenWarning(file: file, at: position, redefinedOnLine: line))
                continue
            }
            let map = SourceMap(lineIndex: lineIndex, offsets: entry.valueOffsets)
            let found = AppCopyMarkup.extract(
                value: entry.value, map: map, document: context(file: file, key: entry.key, comment: entry.comment, options: options))
            document.locateTextPlaces(of: found.links, value: entry.value, map: map, quoting: entry.hasQuotedValue ? .stringsLiteral : nil)
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

    /// The shared fields of the links of one value of a `.strings` table.
    static func context(file: String, key: String, comment: String?, options: ExtractionOptions) -> DocumentContext {
        let locale = LocalePath.lprojLocale(of: file)
        // `Base.lproj` holds the development language, unnamed: its strings are the source to compare with.
        let entryLocale = locale ?? (LocalePath.isBaseLocalization(file) ? "Base" : nil)
        return DocumentContext(
            file: file, render: options.render(for: .strings), scope: ScopeID(platform: .apple), language: locale,
            languageSource: locale == nil ? nil : .locale,
            appCopy: AppCopyEntry(table: file, key: key, locale: entryLocale, comment: comment))
    }

    /// The definitions of a table's keys that are never shown: Foundation keeps a key's last value.
    /// - Parameter keys: the keys of the table's definitions, in file order.
    /// - Returns: for each definition that a later one of the same key replaces, the index of the
    ///   key's last definition; definitions not in it are live.
    static func overriddenDefinitions(of keys: [String]) -> [Int: Int] {
        var last: [String: Int] = [:]
        for (index, key) in keys.enumerated() { last[key] = index }
        var overridden: [Int: Int] = [:]
        for (index, key) in keys.enumerated() where last[key] != index { overridden[index] = last[key] }
        return overridden
    }

    /// The warning for a value that a later definition of its key replaces, located at its key.
    /// - Parameters:
    ///   - position: where the overridden definition's key starts.
    ///   - line: the 1-based line of the key's last definition, the one the app shows.
    static func overriddenWarning(file: String, at position: SourcePosition?, redefinedOnLine line: Int?) -> AuditError {
        let again = line.map { "again at line \($0)" } ?? "again"
        return AuditError(
            file: file, line: position?.line, column: position?.utf8Column,
            message: "the key is defined \(again) and this value is never shown (Foundation keeps the last definition); "
                + "keep only the definition you mean")
    }
}
