import LinkAuditModel

/// The edits that mark a key's translations for review in a table that records a review state,
/// for the unsafe fix that renames the key's source-language value (issue 26, section 1):
/// - a String Catalog: each `stringUnit` of the key in the locale (its plain unit, every variation
///   and substitution) whose `state` is `translated` gets `needs_review`;
/// - XLIFF 1.2: the `<target>` of each unit of the key (its id read as the extractor reads it,
///   ``XLIFFUnitID``) in a `<file>` of that target language gets `state="needs-review-translation"`,
///   in place of `translated`, `signed-off` or `final`, or added when the target has no state.
///
/// A state that says the text is not translated (`new`, `needs-translation`) or already asks for a
/// review is left. XLIFF 2.0 has no state for it: nothing is marked there. A table that cannot be
/// read gives no edit. Positions are of `text` (1-based lines, 1-based UTF-8 byte columns).
package enum TranslationReviewMarks {
    /// The catalog state of a translation that needs review.
    static let catalogState = "needs_review"
    /// The XLIFF 1.2 state of a translation that needs review.
    static let xliffState = "needs-review-translation"

    /// The edits that mark `key`'s translation in `locale` for review in `text`, a table's text
    /// (UTF-8, as positions count in it).
    package static func edits(in text: [UInt8], format: DocumentFormat, key: String, locale: String) -> [TextReplacement] {
        edits(in: text, format: format, of: [(key, locale)])[0]
    }

    /// The edits for each of `translations` (a key and a locale), in their order: the table is
    /// parsed once however many translations it marks.
    package static func edits(
        in text: [UInt8], format: DocumentFormat, of translations: [(key: String, locale: String)]
    ) -> [[TextReplacement]] {
        let none = [[TextReplacement]](repeating: [], count: translations.count)
        switch format {
        case .xcstrings:
            guard let json = try? JSONDocument(parsing: text) else { return none }
            let lines = LineIndex(text)
            return translations.map { catalogEdits(in: json, lines: lines, key: $0.key, locale: $0.locale) }
        case .xliff:
            guard let tree = try? XMLDocumentReader.parse(utf8: text), let root = tree.root,
                tree.elements[root].attribute("version")?.hasPrefix("2") != true,
                tree.elements[root].namespace?.hasSuffix(":2.0") != true,
                let units = XLIFFExtractor.units(of: tree)
            else { return none }
            let locator = XMLSourceLocator(bytes: text, tree: tree)
            return translations.map { translation in
                units.compactMap { unit -> TextReplacement? in
                    guard unit.targetLanguage == translation.locale,
                        XLIFFUnitID.keyAndVariation(of: unit.id).key == translation.key, let target = unit.target
                    else { return nil }
                    return stateEdit(ofTagAt: locator.tagOffset(of: target), in: text, lines: locator.lineIndex)
                }
            }
        default:
            return none
        }
    }

    private static func catalogEdits(in json: JSONDocument, lines: LineIndex, key: String, locale: String) -> [TextReplacement] {
        // A key or locale written twice: the last is the one read (`XCStringsExtractor`).
        guard let entry = json.root.object?["strings"]?.object?.members.last(where: { $0.key == key })?.value.object,
            let localization = entry["localizations"]?.object?.members.last(where: { $0.key == locale })?.value.object
        else { return [] }
        var tokens: [JSONDocument.StringToken] = []
        func collect(_ node: JSONDocument.Object, depth: Int) {
            guard depth < 16 else { return }
            if let state = node["stringUnit"]?.object?["state"]?.string, json.string(state) == "translated" { tokens.append(state) }
            for group in [node["variations"]?.object, node["substitutions"]?.object].compactMap({ $0 }) {
                for member in group.members {
                    guard let cases = member.value.object else { continue }
                    // `variations` holds kinds of cases; `substitutions` holds nodes.
                    if cases["stringUnit"] != nil || cases["variations"] != nil {
                        collect(cases, depth: depth + 1)
                    } else {
                        for variant in cases.members { if let node = variant.value.object { collect(node, depth: depth + 1) } }
                    }
                }
            }
        }
        collect(localization, depth: 0)
        return tokens.map { token in
            let start = lines.position(ofByte: token.range.lowerBound)
            return TextReplacement(
                line: start.line, startColumn: start.utf8Column, endColumn: start.utf8Column + token.range.count, text: catalogState)
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// The edit that sets the state of the `<target` start tag at `offset` (`<xliff:target` with a
    /// namespace prefix), when it is there as written and its state does not already say the text
    /// needs work.
    static func stateEdit(ofTagAt offset: Int, in text: [UInt8], lines: LineIndex) -> TextReplacement? {
        guard offset >= 0, offset < text.count, text[offset] == UInt8(ascii: "<") else { return nil }
        var nameEnd = offset + 1
        while nameEnd < text.count, !isSpace(text[nameEnd]), text[nameEnd] != UInt8(ascii: ">"), text[nameEnd] != UInt8(ascii: "/") {
            nameEnd += 1
        }
        let name = text[(offset + 1)..<nameEnd]
        let local = name.lastIndex(of: UInt8(ascii: ":")).map { name[($0 + 1)...] } ?? name
        guard local.elementsEqual("target".utf8), nameEnd < text.count else { return nil }
        // The attributes up to the tag's `>`, quoted values skipped.
        var index = nameEnd
        var state: Range<Int>?
        while index < text.count, text[index] != UInt8(ascii: ">") {
            guard isSpace(text[index]) || text[index] == UInt8(ascii: "/") else { return nil }
            while index < text.count, isSpace(text[index]) || text[index] == UInt8(ascii: "/") { index += 1 }
            let nameStart = index
            while index < text.count, !isSpace(text[index]), ![UInt8(ascii: "="), UInt8(ascii: ">")].contains(text[index]) {
                index += 1
            }
            let attribute = text[nameStart..<index]
            while index < text.count, isSpace(text[index]) { index += 1 }
            guard index < text.count, text[index] == UInt8(ascii: "=") else { continue }
            index += 1
            while index < text.count, isSpace(text[index]) { index += 1 }
            guard index < text.count, text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'"),
                let close = text[(index + 1)...].firstIndex(of: text[index])
            else { return nil }
            if attribute.elementsEqual("state".utf8) { state = (index + 1)..<close }
            index = close + 1
        }
        guard index < text.count else { return nil }
        guard let state else {
            let position = lines.position(ofByte: nameEnd)
            return TextReplacement(
                line: position.line, startColumn: position.utf8Column, endColumn: position.utf8Column,
                text: " state=\"\(xliffState)\"")
        }
        let value = String(decoding: text[state], as: UTF8.self)
        guard ["translated", "signed-off", "final"].contains(value) else { return nil }
        let position = lines.position(ofByte: state.lowerBound)
        return TextReplacement(
            line: position.line, startColumn: position.utf8Column, endColumn: position.utf8Column + state.count, text: xliffState)
    }
}
