import LinkAuditModel

/// One leaf string of a String Catalog: a `stringUnit` value, or a key audited as its own
/// source-language value.
struct XCStringsUnit {
    var key: String
    /// The catalog locale (`en`, `pt-BR`); `nil` when a key without localizations meets a catalog
    /// without `sourceLanguage`.
    var locale: String?
    /// The variation path (`plural.other`, `device.iphone.plural.one`,
    /// `substitutions.count.plural.one`), `nil` for the plain `stringUnit` of a localization.
    var variation: String?
    /// The `stringUnit`'s `state` (`translated`, `needs_review`, `new`), if recorded.
    var state: String?
    /// The key's translator `comment`.
    var comment: String?
    /// The catalog's `sourceLanguage`.
    var sourceLanguage: String? = nil
    /// The key's `extractionState` is `stale`: it is no longer found in the code.
    var isStale: Bool = false
    /// The value as written in the file (its quotes excluded).
    var token: JSONDocument.StringToken
}

/// Extracts links from String Catalogs (`.xcstrings`, see `docs/model.md`, Inputs).
///
/// Every leaf `stringUnit` at any depth (`variations.plural.*`, `variations.device.*`, nested
/// variations, `substitutions.NAME.variations…`) is app copy with its locale, variation path and
/// state. A key without any localization is audited as the source language's value, as Xcode uses
/// the key itself. A key marked `shouldTranslate: false` is audited in the source language only;
/// a key whose `extractionState` is `stale` gives entries with `isStale`. The catalog is read with `JSONDocument` so that link positions are exact
/// 1-based lines and UTF-8 byte columns in the file, through JSON escapes.
enum XCStringsExtractor {
    /// Reads one String Catalog.
    /// - Parameters:
    ///   - bytes: the file's raw bytes (UTF-8; UTF-16 is accepted too).
    ///   - file: the path relative to the working directory.
    ///   - options: render target overrides.
    /// - Returns: the links of every leaf value; malformed JSON gives one located `AuditError` and
    ///   no links; unpaired `\u` surrogates give located warnings.
    static func extractDocument(bytes: [UInt8], file: String, options: ExtractionOptions) -> ExtractedDocument {
        var document = ExtractedDocument(file: file, format: .xcstrings)
        guard let text = StringTableText.decode(bytes, reportingTo: &document) else { return document }
        let json: JSONDocument
        do {
            json = try JSONDocument(parsing: text)
        } catch {
            document.errors.append(AuditError(file: file, line: error.line, column: error.column, message: error.message))
            return document
        }
        let units: [XCStringsUnit]
        do {
            units = try self.units(of: json)
        } catch {
            document.errors.append(AuditError(file: file, line: error.line, column: error.column, message: error.message))
            return document
        }
        let lineIndex = LineIndex(json.bytes)
        for (key, bytes) in keyRanges(of: json) {
            let lines = lineIndex.position(ofByte: bytes.lowerBound).line...lineIndex.position(ofByte: bytes.upperBound).line
            document.keyLines[key, default: []].append(lines)
        }
        let render = options.render(for: .xcstrings)
        for unit in units {
            let decoded = json.decode(unit.token)
            for offset in decoded.unpairedSurrogates {
                let position = lineIndex.position(ofByte: offset)
                document.warnings.append(
                    AuditError(
                        file: file, line: position.line, column: position.utf8Column,
                        message: "unpaired UTF-16 surrogate escape replaced with U+FFFD"))
            }
            var entry = AppCopyEntry(
                table: file, key: unit.key, locale: unit.locale, variation: unit.variation,
                state: unit.state, comment: unit.comment)
            entry.sourceLanguage = unit.sourceLanguage
            entry.isStale = unit.isStale
            let context = DocumentContext(
                file: file, render: render, scope: .app, language: unit.locale,
                languageSource: unit.locale == nil ? nil : .locale, appCopy: entry)
            let found = AppCopyMarkup.extract(
                value: decoded.bytes,
                map: SourceMap(lineIndex: lineIndex, offsets: decoded.offsets),
                document: context)
            document.append(found)
        }
        return document
    }

    /// Lists the catalog's leaf strings in file order, with the catalog's `sourceLanguage` and each
    /// key's `extractionState`; keys with `shouldTranslate: false` keep only source-language leaves.
    /// - Throws: `JSONDocument.ParseError` when the root is not an object or `strings` is not one.
    static func units(of json: JSONDocument) throws(JSONDocument.ParseError) -> [XCStringsUnit] {
        guard let root = json.root.object else {
            throw JSONDocument.ParseError(line: 1, column: 1, message: "not a String Catalog: the top level must be a JSON object")
        }
        let sourceLanguage = root["sourceLanguage"]?.string.map(json.string)
        guard let stringsValue = root["strings"] else { return [] }
        guard let strings = stringsValue.object else {
            let offset = root.members.first { $0.key == "strings" }?.keyToken.quoteOffset ?? 0
            let position = LineIndex(json.bytes).position(ofByte: offset)
            throw JSONDocument.ParseError(
                line: position.line, column: position.utf8Column,
                message: "not a String Catalog: \"strings\" must be an object of keys")
        }
        var units: [XCStringsUnit] = []
        for member in strings.members {
            let entry = member.value.object
            let comment = entry?["comment"]?.string.map(json.string)
            let isStale = entry?["extractionState"]?.string.map(json.string) == "stale"
            var shouldTranslate = true
            if case .bool(let flag)? = entry?["shouldTranslate"] { shouldTranslate = flag }
            let localizations = entry?["localizations"]?.object
            let first = units.count
            if let localizations, !localizations.members.isEmpty {
                // Xcode writes text-as-key strings without a source-language entry: the key is that value.
                if let sourceLanguage, !localizations.members.contains(where: { $0.key == sourceLanguage }) {
                    units.append(
                        XCStringsUnit(
                            key: member.key, locale: sourceLanguage, variation: nil, state: nil,
                            comment: comment, token: member.keyToken))
                }
                for localization in localizations.members where shouldTranslate || localization.key == sourceLanguage {
                    collect(
                        localization.value, path: [], key: member.key, locale: localization.key, comment: comment,
                        json: json, into: &units)
                }
            } else {
                units.append(
                    XCStringsUnit(
                        key: member.key, locale: sourceLanguage, variation: nil, state: nil,
                        comment: comment, token: member.keyToken))
            }
            for index in first..<units.count {
                units[index].sourceLanguage = sourceLanguage
                units[index].isStale = isStale
            }
        }
        return units
    }

    /// Each key of `strings` and the 0-based file bytes of its entry, from the key's opening quote
    /// to the last byte of its value, in file order; empty when `strings` is not an object.
    static func keyRanges(of json: JSONDocument) -> [(key: String, bytes: ClosedRange<Int>)] {
        guard let strings = json.root.object?["strings"]?.object else { return [] }
        return strings.members.map { ($0.key, $0.keyToken.quoteOffset...max($0.keyToken.quoteOffset, $0.valueEnd - 1)) }
    }

    /// Collects the leaf `stringUnit`s under one node of a localization.
    /// - Parameter path: the variation path so far (`["device", "iphone"]`).
    private static func collect(
        _ node: JSONDocument.Value, path: [String], key: String, locale: String,
        comment: String?, json: JSONDocument, into units: inout [XCStringsUnit]
    ) {
        guard let object = node.object else { return }
        if let unit = object["stringUnit"]?.object, let value = unit["value"]?.string {
            units.append(
                XCStringsUnit(
                    key: key, locale: locale, variation: path.isEmpty ? nil : path.joined(separator: "."),
                    state: unit["state"]?.string.map(json.string), comment: comment, token: value))
        }
        if let variations = object["variations"]?.object {
            for kind in variations.members {
                guard let cases = kind.value.object else { continue }
                for variant in cases.members {
                    collect(
                        variant.value, path: path + [kind.key, variant.key], key: key, locale: locale,
                        comment: comment, json: json, into: &units)
                }
            }
        }
        if let substitutions = object["substitutions"]?.object {
            for substitution in substitutions.members {
                collect(
                    substitution.value, path: path + ["substitutions", substitution.key], key: key, locale: locale,
                    comment: comment, json: json, into: &units)
            }
        }
    }
}
