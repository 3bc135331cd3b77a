import LinkAuditModel

/// Extracts links from gettext catalogs: `.po` translations and `.pot` templates (issue 27, see
/// `docs/model.md`, Inputs).
///
/// Each message is app copy keyed by its `msgid` (`CONTEXT|msgid` when it has a `msgctxt`). A
/// translated message, in a file whose language is known, is audited in that language: its
/// `msgstr`, or each `msgstr[N]` (variation `plural.N`, gettext's plural form N). Its `msgid`
/// (variation `plural.0`) and `msgid_plural` (`plural.1`) are kept in
/// ``ExtractedDocument/sourceLinks`` to compare the translation with. A message the app shows
/// untranslated — `msgstr ""`, or flagged `fuzzy` (`msgfmt` leaves fuzzy translations out), or any
/// message of a template — is audited as its `msgid` in the source language (the run's
/// `sourceLanguage`). The header (`msgid ""`) and obsolete messages (`#~`) are not app copy.
///
/// The language is the header's `Language`, else the file's name or folders (``LocalePath/gettextLocale(of:)``:
/// `de.po`, `plugin-pt_BR.po`, `locale/de/LC_MESSAGES/django.po`). Values are read as the other
/// string tables' (``AppCopyMarkup``): HTML when they hold a tag (`<a href="%s">`), else Markdown.
/// Extracted comments (`#.`) and translator comments (`# `) are the translator comment; a
/// translator comment line `linkaudit-disable RULE… [-- reason]` suppresses those rules on the
/// message in every variation of the file (kind `.key`). Positions are exact 1-based lines and
/// UTF-8 byte columns of the file (of its UTF-8 transcoding, for a file in another charset),
/// through escapes and across continued strings. No text is located for unsafe fixes: a `msgid`
/// is the message's identity in the code and every translation, not copy to rename in place.
enum GettextExtractor {
    /// Reads one PO or POT file.
    /// - Parameters:
    ///   - bytes: the file's raw bytes: UTF-8, or the charset its header declares.
    ///   - file: the path relative to the working directory.
    ///   - options: the render target override and the run's source language.
    /// - Returns: the links of every message the app shows; a syntax error gives one located
    ///   `AuditError` (messages before it are kept); a message defined twice a located warning.
    static func extractDocument(bytes: [UInt8], file: String, options: ExtractionOptions) -> ExtractedDocument {
        var document = ExtractedDocument(file: file, format: .gettext)
        guard let text = decode(bytes, reportingTo: &document) else { return document }
        let catalog = GettextCatalog(parsing: text)
        let lineIndex = LineIndex(text)
        let header = catalog.header
        let language =
            header["Language"].flatMap { $0.isEmpty ? nil : LanguageTag.canonical(LocalePath.gettextLanguage($0)) }
            ?? LocalePath.gettextLocale(of: file)
        let isTemplate = file.lowercased().hasSuffix(".pot")
        let sourceLanguage = options.sourceLanguage ?? "en"
        let render = options.render(for: .gettext)
        for entry in catalog.entries where !entry.isHeader {
            let key = self.key(of: entry)
            let comment = self.comment(of: entry, key: key, lineIndex: lineIndex, into: &document)
            func extract(_ value: GettextCatalog.Text, locale: String, variation: String?, audited: Bool) {
                var appCopy = AppCopyEntry(table: file, key: key, locale: locale, variation: variation, comment: comment)
                appCopy.sourceLanguage = sourceLanguage
                var context = DocumentContext(
                    file: file, render: render, scope: ScopeID(platform: .web), language: locale, languageSource: .locale, appCopy: appCopy)
                context.codeSetsAnchorDestinations = true
                let map = SourceMap(lineIndex: lineIndex, offsets: value.offsets)
                let found = AppCopyMarkup.extract(value: value.bytes, map: map, document: context)
                if audited {
                    document.append(found)
                } else {
                    // The source only serves to compare the translation with: its links are not audited.
                    document.sourceLinks += found.links
                    document.warnings += found.warnings
                    if let value = found.value { document.appCopyValues.append(value) }
                }
            }
            let sources = [(entry.id, entry.idPlural == nil ? nil : "plural.0")] + (entry.idPlural.map { [($0, "plural.1")] } ?? [])
            if let language, !isTemplate, isShipped(entry) {
                for (index, value) in entry.translations.sorted(by: { $0.key < $1.key }) {
                    extract(value, locale: language, variation: entry.idPlural == nil ? nil : "plural.\(index)", audited: true)
                }
                for (value, variation) in sources { extract(value, locale: sourceLanguage, variation: variation, audited: false) }
            } else {
                for (value, variation) in sources { extract(value, locale: sourceLanguage, variation: variation, audited: true) }
            }
        }
        for duplicate in catalog.duplicates {
            let position = lineIndex.position(ofByte: duplicate.offset)
            let first = lineIndex.position(ofByte: duplicate.first).line
            document.warnings.append(
                AuditError(
                    file: file, line: position.line, column: position.utf8Column,
                    message: "the message is defined again here (first at line \(first)); msgfmt refuses a catalog with a "
                        + "duplicate message: this one is not read"))
        }
        if let failure = catalog.failure {
            let position = lineIndex.position(ofByte: failure.offset)
            document.errors.append(AuditError(file: file, line: position.line, column: position.utf8Column, message: failure.message))
        }
        return document
    }

    /// The longest key written out whole, in UTF-8 bytes.
    static let keyLimit = 200

    /// A message's key: its `msgid`, after `CONTEXT|` when it has a `msgctxt` (whose own `|` and `\`
    /// are written `\|` and `\\`). A longer key than
    /// ``keyLimit`` bytes is cut after 120 and ends `… #` and 16 hex digits of a hash of the whole
    /// (FNV-1a, 64 bits): every link and finding carries its key, and a msgid of 10,000 links
    /// made each of them carry the whole message (gigabytes; bench/scaling `gettext-messages`).
    static func key(of entry: GettextCatalog.Entry) -> String {
        // `|` and `\` of the context are escaped: `a|b` + `c` and `a` + `b|c` are other messages.
        let context = entry.context.map { context in
            context.bytes.flatMap { $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: "\\") ? [UInt8(ascii: "\\"), $0] : [$0] } + [
                UInt8(ascii: "|")
            ]
        }
        let whole = (context ?? []) + entry.id.bytes
        guard whole.count > keyLimit else { return String(decoding: whole, as: UTF8.self) }
        return BoundedKey.cut(whole, keeping: 120)
    }

    /// Whether the app shows the message's translation: every `msgstr` filled and not `fuzzy`.
    static func isShipped(_ entry: GettextCatalog.Entry) -> Bool {
        !entry.isFuzzy && !entry.translations.isEmpty && entry.translations.values.allSatisfy { !$0.bytes.isEmpty }
    }

    /// The message's translator comment: its extracted comments, then its translator comments
    /// without the `linkaudit-disable` lines, which become `.key` directives of `document`.
    private static func comment(
        of entry: GettextCatalog.Entry, key: String, lineIndex: LineIndex, into document: inout ExtractedDocument
    ) -> String? {
        var parts = entry.extractedComments.filter { !$0.isEmpty }
        let translator = entry.translatorComment
        if let prose = document.translatorComment(translator.bytes, offsets: translator.offsets, key: key, lineIndex: lineIndex) {
            parts.append(prose)
        }
        return parts.isEmpty ? nil : parts.joined(separator: "\n")
    }

    /// The file's text in UTF-8: as it is when it is UTF-8, else decoded from the charset its
    /// header declares; `nil` after recording why not.
    static func decode(_ bytes: [UInt8], reportingTo document: inout ExtractedDocument) -> [UInt8]? {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if TextDecoding.firstInvalidUTF8Offset(body) != nil, !TextDecoding.looksUTF16(bytes),
            let label = GettextCatalog.declaredCharset(bytes), label != "utf-8", label != "utf8",
            // Shift_JIS as the Windows code page: 0x5C is the backslash of every escape (strict
            // Shift_JIS tables read it as ¥), as gettext's own reader takes it.
            let text = TextDecoding.decode(bytes, charset: ["shift_jis", "shift-jis", "sjis", "x-sjis"].contains(label) ? "cp932" : label)
        {
            return text
        }
        return StringTableText.decode(bytes, reportingTo: &document)
    }
}
