import LinkAuditModel

/// Extracts links from the JSON message files of web apps: i18next, react-intl (FormatJS) and
/// Docusaurus translations (issue 27, see `docs/model.md`, Inputs).
///
/// Only files of a recognized layout are read (``LocalePath/messageFileLocale(of:)``:
/// `locales/de.json`, `locales/de/common.json`, `i18n/pt-BR/code.json`, `lang/fr.json`), and
/// those the configuration's `messageFiles` names (their locale from their name or folder,
/// ``LocalePath/namedMessageFileLocale(of:)``); no other JSON. Every string leaf is a message, keyed by its path of object keys joined with `.`
/// (`settings.sync.hint`; an array item by its index; a key written twice keeps its last value,
/// warned); in Docusaurus's `i18n` folder an object of the form `{"message": …, "description": …}`
/// is one message whose description is its translator comment. i18next's plural keys (`items_one`, `items_other`, `items_ordinal_few`)
/// are one key with variations `plural.one`, `ordinal.few`. A message is read in ICU
/// MessageFormat (``ICUMessage``; with ICU's apostrophe quoting unless it holds i18next's
/// `{{name}}`, which stays text), each choice branch a variant; then as
/// the other tables' values (``AppCopyMarkup``), an `<a>` without destination a marked span; and
/// its rich-text tags (``RichTextTags``): a tag whose name says link (`<link>`, `<helpLink>`) is
/// a marked span (one never closed is `broken-link-markup`), a numbered one (`<0>…</0>`,
/// react-i18next's `Trans`) is counted as not understood, its component being the code's; a tag
/// or placeholder the configuration's `linkMarkers` names is a link too (``LinkPlaceholders``). The files of one layout (`locales/*/common.json`)
/// are one table, compared locale by locale with the source language (`sourceLanguage`).
/// Suppression is the configuration's: JSON has no comments, but a `description` line
/// `linkaudit-disable RULE…` suppresses the message, as in ARB.
enum MessageFileExtractor {
    /// Reads one message file.
    /// - Parameters:
    ///   - bytes: the file's raw bytes (UTF-8; UTF-16 is accepted too).
    ///   - file: the path relative to the working directory; its layout gives the locale
    ///     (``LocalePath/messageFileLocale(of:)``, else ``LocalePath/namedMessageFileLocale(of:)``).
    ///   - options: the render target override and the run's source language.
    /// - Returns: the links of every message; malformed JSON gives one located `AuditError`, a
    ///   broken ICU message a located warning.
    static func extractDocument(bytes: [UInt8], file: String, options: ExtractionOptions) -> ExtractedDocument {
        var document = ExtractedDocument(file: file, format: .messageJSON)
        guard let json = document.parseJSON(bytes) else { return document }
        let lineIndex = LineIndex(json.bytes)
        // A recognized layout, else a file the configuration names (`messageFiles`).
        let layout =
            LocalePath.messageFileLocale(of: file).map { (locale: Optional($0.locale), table: $0.table) }
            ?? LocalePath.namedMessageFileLocale(of: file)
        let locale = layout.locale
        let table = layout.table
        let sourceLanguage = options.sourceLanguage ?? "en"
        guard json.root.object != nil else {
            document.warnings.append(
                AuditError(file: file, line: 1, column: 1, message: "not read: a message file's top level is a JSON object of messages"))
            return document
        }
        let markers = Set(options.linkMarkers)
        var messages: [Message] = []
        var duplicates: [(key: JSONDocument.StringToken, again: JSONDocument.StringToken)] = []
        // Docusaurus writes `{"message", "description"}` objects (its `i18n` folder); in i18next
        // and FormatJS files such keys are copy like any other.
        let collapses = layout.table.split(separator: "/").contains("i18n")
        collect(json.root, path: [], collapsingMessages: collapses, into: &messages, duplicates: &duplicates)
        for duplicate in duplicates {
            let position = lineIndex.position(ofByte: duplicate.key.quoteOffset)
            let again = lineIndex.position(ofByte: duplicate.again.quoteOffset).line
            document.warnings.append(
                AuditError(
                    file: file, line: position.line, column: position.utf8Column,
                    message: "the key is defined again at line \(again) and this value is never shown (JSON.parse keeps the last "
                        + "definition); keep only the definition you mean"))
        }
        for message in messages {
            let (key, variation) = pluralKey(message.path)
            let comment = message.description.flatMap { description in
                let decoded = json.decode(description)
                return document.translatorComment(decoded.bytes, offsets: decoded.offsets, key: key, lineIndex: lineIndex)
            }
            let decoded = json.decode(message.token)
            // FormatJS reads ICU's apostrophe quoting; i18next (`{{name}}`) reads `'` as itself.
            let quoting = decoded.bytes.firstRange(of: Array("{{".utf8)) == nil
            let (variants, problem) = ICUMessage.variants(of: decoded.bytes, offsets: decoded.offsets, apostropheQuoting: quoting)
            if let problem {
                document.warnings.append(
                    ICUMessage.warning(
                        problem, variants: variants, offsets: decoded.offsets, fallback: message.token.range.lowerBound, file: file,
                        lineIndex: lineIndex))
            }
            for variant in variants {
                let joined = [variation, variant.variation].compactMap { $0 }.joined(separator: ".")
                var entry = AppCopyEntry(table: table, key: key, locale: locale, variation: joined.isEmpty ? nil : joined, comment: comment)
                entry.sourceLanguage = sourceLanguage
                var context = DocumentContext(
                    file: file, render: options.render(for: .messageJSON), scope: ScopeID(platform: .web), language: locale,
                    languageSource: locale == nil ? nil : .locale, appCopy: entry)
                context.codeSetsAnchorDestinations = true
                context.linkMarkers = markers
                let map = SourceMap(lineIndex: lineIndex, offsets: variant.offsets)
                var found = AppCopyMarkup.extract(value: variant.bytes, map: map, document: context)
                let tags = RichTextTags.read(variant.bytes, map: map, context: context)
                let placeholders = LinkPlaceholders.read(variant.bytes, map: map, context: context, doubleBraces: true)
                found.adding(tags.links + placeholders.links)
                document.notUnderstood += tags.notUnderstood + placeholders.notUnderstood
                found.problems += tags.problems
                document.append(found)
            }
        }
        return document
    }

    /// One string leaf: its path of keys, its token, and a Docusaurus-form description.
    struct Message {
        var path: [String]
        var token: JSONDocument.StringToken
        var description: JSONDocument.StringToken?
    }

    /// The messages below `value`, in file order; a key an object writes twice keeps its last
    /// value, and each earlier one is listed in `duplicates` with the key that replaces it.
    /// - Parameter collapsingMessages: whether a `{"message", "description"}` object is one
    ///   message (Docusaurus).
    static func collect(
        _ value: JSONDocument.Value, path: [String], collapsingMessages: Bool, into messages: inout [Message],
        duplicates: inout [(key: JSONDocument.StringToken, again: JSONDocument.StringToken)]
    ) {
        guard path.count < 64 else { return }
        switch value {
        case .string(let token):
            messages.append(Message(path: path, token: token))
        case .object(let object):
            if collapsingMessages, let message = object["message"]?.string,
                object.members.allSatisfy({ $0.key == "message" || $0.key == "description" })
            {
                messages.append(Message(path: path, token: message, description: object["description"]?.string))
                return
            }
            var last: [String: Int] = [:]
            for (index, member) in object.members.enumerated() { last[member.key] = index }
            for (index, member) in object.members.enumerated() {
                if let kept = last[member.key], kept != index {
                    duplicates.append((member.keyToken, object.members[kept].keyToken))
                    continue
                }
                collect(
                    member.value, path: path + [member.key], collapsingMessages: collapsingMessages, into: &messages,
                    duplicates: &duplicates)
            }
        case .array(let items):
            for (index, item) in items.enumerated() {
                collect(
                    item, path: path + [String(index)], collapsingMessages: collapsingMessages, into: &messages, duplicates: &duplicates)
            }
        default:
            break
        }
    }

    private static let pluralSuffixes = ["zero", "one", "two", "few", "many", "other"]

    /// The key of a message path and its i18next plural variation: `items_one` -> (`items`,
    /// `plural.one`), `place_ordinal_two` -> (`place`, `ordinal.two`); other paths joined with `.`.
    static func pluralKey(_ path: [String]) -> (key: String, variation: String?) {
        guard var last = path.last else { return ("", nil) }
        var variation: String?
        for category in pluralSuffixes where last.hasSuffix("_" + category) && last.count > category.count + 1 {
            last.removeLast(category.count + 1)
            if last.hasSuffix("_ordinal") {
                last.removeLast("_ordinal".count)
                variation = "ordinal." + category
            } else {
                variation = "plural." + category
            }
            break
        }
        return ((path.dropLast() + [last]).joined(separator: "."), variation)
    }
}
