import LinkAuditModel

/// Extracts links from Flutter's Application Resource Bundles (`.arb`; issue 27, see
/// `docs/model.md`, Inputs).
///
/// Every top-level member whose name does not start with `@` is a message, in ICU MessageFormat
/// (``ICUMessage``, `'` read as itself, as gen-l10n does by default): each plural, select and
/// ordinal branch gives its own variant (`plural.one`, `select.female`). A variant is read as the
/// other tables' values are (``AppCopyMarkup``: HTML when it holds a tag, else Markdown); an `<a>`
/// without destination is a marked span whose destination the app's code sets. The locale is
/// `@@locale`, else the file's name (`app_de.arb`, `intl_pt_BR.arb`); the files of one bundle
/// (`lib/l10n/app_*.arb`) are one table, compared locale by locale with the source language's
/// (the run's `sourceLanguage`). A message's `@name` `description` is its translator comment; a
/// line of it `linkaudit-disable RULE… [-- reason]` suppresses those rules on the message in
/// every locale and variant of the file (kind `.key`). Positions are exact 1-based lines and UTF-8
/// byte columns of the file, through JSON escapes.
enum ARBExtractor {
    /// Reads one ARB file.
    /// - Parameters:
    ///   - bytes: the file's raw bytes (UTF-8; UTF-16 is accepted too).
    ///   - file: the path relative to the working directory.
    ///   - options: the render target override and the run's source language.
    /// - Returns: the links of every message; malformed JSON, or a root that is not an object,
    ///   gives one located `AuditError` and no links; a message that is not a string, or whose
    ///   ICU syntax is broken (read then as plain text), a located warning.
    static func extractDocument(bytes: [UInt8], file: String, options: ExtractionOptions) -> ExtractedDocument {
        var document = ExtractedDocument(file: file, format: .arb)
        guard let json = document.parseJSON(bytes) else { return document }
        let lineIndex = LineIndex(json.bytes)
        guard let root = json.root.object else {
            document.errors.append(
                AuditError(file: file, line: 1, column: 1, message: "not an ARB file: its top level must be a JSON object"))
            return document
        }
        var metadata: [String: JSONDocument.Object] = [:]
        var locale: String?
        for member in root.members {
            if member.key == "@@locale", let token = member.value.string {
                locale = LanguageTag.canonical(String(decoding: json.decode(token).bytes, as: UTF8.self))
            } else if member.key.hasPrefix("@"), !member.key.hasPrefix("@@"), let object = member.value.object {
                metadata[String(member.key.dropFirst())] = object
            }
        }
        locale = locale ?? LocalePath.arbLocale(of: file)
        let sourceLanguage = options.sourceLanguage ?? "en"
        let table = LocalePath.arbBundle(of: file)
        let render = options.render(for: .arb)
        let markers = Set(options.linkMarkers)
        // A key written twice keeps its last value, as Dart's JSON decoder does.
        var last: [String: Int] = [:]
        for (index, member) in root.members.enumerated() { last[member.key] = index }
        // Metadata written twice: its last copy describes the message (and suppresses), the other never.
        for (index, member) in root.members.enumerated() where member.key.hasPrefix("@") && last[member.key] != index {
            let position = lineIndex.position(ofByte: member.keyToken.quoteOffset)
            let again = lineIndex.position(ofByte: root.members[last[member.key]!].keyToken.quoteOffset).line
            document.warnings.append(
                AuditError(
                    file: file, line: position.line, column: position.utf8Column,
                    message: "\(member.key.hasPrefix("@@") ? "the setting" : "the message's metadata") is given again at line \(again) "
                        + "and this copy is never read (Flutter keeps the last); keep only the one you mean"))
        }
        for (index, member) in root.members.enumerated() where !member.key.hasPrefix("@") {
            if let kept = last[member.key], kept != index {
                let position = lineIndex.position(ofByte: member.keyToken.quoteOffset)
                let again = lineIndex.position(ofByte: root.members[kept].keyToken.quoteOffset).line
                document.warnings.append(
                    AuditError(
                        file: file, line: position.line, column: position.utf8Column,
                        message: "the message is defined again at line \(again) and this value is never shown "
                            + "(Flutter keeps the last definition); keep only the definition you mean"))
                continue
            }
            guard let token = member.value.string else {
                let position = lineIndex.position(ofByte: member.keyToken.quoteOffset)
                document.warnings.append(
                    AuditError(
                        file: file, line: position.line, column: position.utf8Column,
                        message: "not read: the message \"\(member.key.prefix(80))\" is not a string"))
                continue
            }
            let comment = self.comment(of: member.key, metadata: metadata[member.key], json: json, lineIndex: lineIndex, into: &document)
            let decoded = json.decode(token)
            let (variants, problem) = ICUMessage.variants(of: decoded.bytes, offsets: decoded.offsets, apostropheQuoting: false)
            if let problem {
                document.warnings.append(
                    ICUMessage.warning(
                        problem, variants: variants, offsets: decoded.offsets, fallback: token.range.lowerBound, file: file,
                        lineIndex: lineIndex))
            }
            for variant in variants {
                var entry = AppCopyEntry(table: table, key: member.key, locale: locale, variation: variant.variation, comment: comment)
                entry.sourceLanguage = sourceLanguage
                var context = DocumentContext(
                    file: file, render: render, scope: ScopeID(platform: .flutter), language: locale,
                    languageSource: locale == nil ? nil : .locale,
                    appCopy: entry)
                context.codeSetsAnchorDestinations = true
                context.linkMarkers = markers
                let map = SourceMap(lineIndex: lineIndex, offsets: variant.offsets)
                var found = AppCopyMarkup.extract(value: variant.bytes, map: map, document: context)
                let placeholders = LinkPlaceholders.read(variant.bytes, map: map, context: context, doubleBraces: false)
                found.adding(placeholders.links)
                document.notUnderstood += placeholders.notUnderstood
                document.append(found)
            }
        }
        return document
    }

    /// A message's translator comment: its metadata's `description`, without the
    /// `linkaudit-disable` lines, which become `.key` directives of `document`.
    private static func comment(
        of key: String, metadata: JSONDocument.Object?, json: JSONDocument, lineIndex: LineIndex, into document: inout ExtractedDocument
    ) -> String? {
        guard let token = metadata?["description"]?.string else { return nil }
        let decoded = json.decode(token)
        return document.translatorComment(decoded.bytes, offsets: decoded.offsets, key: key, lineIndex: lineIndex)
    }
}
