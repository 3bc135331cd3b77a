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
    /// Whether `token` is the key, audited as the source language's value: never edited.
    var isKey = false
}

/// Extracts links from String Catalogs (`.xcstrings`, see `docs/model.md`, Inputs).
///
/// Every leaf `stringUnit` at any depth (`variations.plural.*`, `variations.device.*`, nested
/// variations, `substitutions.NAME.variations…`) is app copy with its locale, variation path and
/// state. A key without any localization is audited as the source language's value, as Xcode uses
/// the key itself. A key marked `shouldTranslate: false` is audited in the source language only;
/// a key whose `extractionState` is `stale` gives entries with `isStale`. The catalog is read with `JSONDocument` so that link positions are exact
/// 1-based lines and UTF-8 byte columns in the file, through JSON escapes.
///
/// A catalog has no comments: a key's translator `comment` line `linkaudit-disable RULE… [-- reason]`
/// suppresses those rules on the key in every locale and variation (kind `.key`), and is left out
/// of the translator comment that reports show.
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
        var check = XCStringsTypeCheck(json: json, file: file)
        do {
            units = try self.units(of: json, check: &check)
            document.errors += check.errors
        } catch {
            document.errors.append(AuditError(file: file, line: error.line, column: error.column, message: error.message))
            return document
        }
        let lineIndex = LineIndex(json.bytes)
        document.warnings += duplicateKeyWarnings(of: json, file: file, lineIndex: lineIndex)
        for (key, bytes) in keyRanges(of: json) {
            let lines = lineIndex.position(ofByte: bytes.lowerBound).line...lineIndex.position(ofByte: bytes.upperBound).line
            document.keyLines[key, default: []].append(lines)
        }
        let render = options.render(for: .xcstrings)
        let suppressions = keyDirectives(of: json, lineIndex: lineIndex)
        document.suppressionDirectives = suppressions.directives
        document.warnings += suppressions.misplaced.map { $0.misplacedWarning(file: file) }
        for var unit in units {
            if let prose = suppressions.comments[unit.key] { unit.comment = prose }
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
                file: file, render: render, scope: ScopeID(platform: .apple), language: unit.locale,
                languageSource: unit.locale == nil ? nil : .locale, appCopy: entry)
            let map = SourceMap(lineIndex: lineIndex, offsets: decoded.offsets)
            let found = AppCopyMarkup.extract(value: decoded.bytes, map: map, document: context)
            document.locateTextPlaces(of: found.links, value: decoded.bytes, map: map, quoting: unit.isKey ? nil : .jsonString)
            document.append(found)
        }
        return document
    }

    /// The `.key` directives of the keys' translator comments, positioned at the first byte of
    /// their line in the comment's value (1-based line, 1-based UTF-8 byte column, through JSON
    /// escapes); for each key that has one, its comment without the directive lines; and the lines
    /// written as another form, which stay prose and get a warning.
    static func keyDirectives(
        of json: JSONDocument, lineIndex: LineIndex
    ) -> (directives: [SuppressionDirective], comments: [String: String?], misplaced: [SuppressionDirective]) {
        var directives: [SuppressionDirective] = []
        var misplaced: [SuppressionDirective] = []
        var comments: [String: String?] = [:]
        for member in json.root.object?["strings"]?.object?.members ?? [] {
            guard let token = member.value.object?["comment"]?.string,
                json.bytes[token.range].firstRange(of: SuppressionDirective.marker.utf8) != nil || token.hasEscapes
            else { continue }
            let decoded = json.decode(token)
            let found = SuppressionDirective.keyDirectives(
                inComment: decoded.bytes, offsets: decoded.offsets, key: member.key, lineIndex: lineIndex)
            misplaced += found.misplaced
            guard !found.directives.isEmpty else { continue }
            directives += found.directives
            comments[member.key] = found.prose
        }
        return (directives, comments, misplaced)
    }

    /// Lists the catalog's leaf strings in file order, with the catalog's `sourceLanguage` and each
    /// key's `extractionState`; keys with `shouldTranslate: false` keep only source-language leaves.
    /// - Throws: `JSONDocument.ParseError` when the root is not an object or `strings` is not one.
    static func units(of json: JSONDocument) throws(JSONDocument.ParseError) -> [XCStringsUnit] {
        var check = XCStringsTypeCheck(json: json, file: "")
        return try units(of: json, check: &check)
    }

    /// `units(of:)`, with a field of the wrong JSON type recorded in `check` as a located error and
    /// the part it would have held left out.
    static func units(of json: JSONDocument, check: inout XCStringsTypeCheck) throws(JSONDocument.ParseError) -> [XCStringsUnit] {
        guard let root = json.root.object else {
            throw JSONDocument.ParseError(line: 1, column: 1, message: "not a String Catalog: the top level must be a JSON object")
        }
        let sourceLanguage = check.string(root.member("sourceLanguage")).map(json.string)
        guard let stringsValue = root["strings"] else { return [] }
        guard let strings = stringsValue.object else {
            let offset = root.members.first { $0.key == "strings" }?.keyToken.quoteOffset ?? 0
            let position = LineIndex(json.bytes).position(ofByte: offset)
            throw JSONDocument.ParseError(
                line: position.line, column: position.utf8Column,
                message: "not a String Catalog: \"strings\" must be an object of keys")
        }
        var units: [XCStringsUnit] = []
        // A key written twice: the last is the one read, as JSON readers and Xcode keep it
        // (``duplicateKeyWarnings(of:file:lineIndex:)`` says so).
        let lastOfKey = Dictionary(strings.members.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { _, last in last })
        for (index, member) in strings.members.enumerated() where lastOfKey[member.key] == index {
            guard let entry = check.object(member, "the key's entry") else { continue }
            let comment = check.string(entry.member("comment")).map(json.string)
            let isStale = check.string(entry.member("extractionState")).map(json.string) == "stale"
            let shouldTranslate = check.bool(entry.member("shouldTranslate")) ?? true
            let hasLocalizations = entry.member("localizations") != nil
            let localizations = check.object(entry.member("localizations"), "a localization per locale")
            let first = units.count
            if let localizations, !localizations.members.isEmpty {
                // Xcode writes text-as-key strings without a source-language entry: the key is that value.
                if let sourceLanguage, !localizations.members.contains(where: { $0.key == sourceLanguage }) {
                    units.append(
                        XCStringsUnit(
                            key: member.key, locale: sourceLanguage, variation: nil, state: nil,
                            comment: comment, token: member.keyToken, isKey: true))
                }
                for localization in localizations.members where shouldTranslate || localization.key == sourceLanguage {
                    guard let node = check.object(localization, "the locale's stringUnit or variations") else { continue }
                    collect(node, path: [], key: member.key, locale: localization.key, comment: comment, check: &check, into: &units)
                }
            } else if !hasLocalizations || localizations != nil {
                units.append(
                    XCStringsUnit(
                        key: member.key, locale: sourceLanguage, variation: nil, state: nil,
                        comment: comment, token: member.keyToken, isKey: true))
            }
            for index in first..<units.count {
                units[index].sourceLanguage = sourceLanguage
                units[index].isStale = isStale
            }
        }
        return units
    }

    /// A warning at each key of `strings` written again later in the catalog: its entry is never
    /// read (found in review: a fix renamed the first copy's value and marked the wrong translations).
    static func duplicateKeyWarnings(of json: JSONDocument, file: String, lineIndex: LineIndex) -> [AuditError] {
        guard let members = json.root.object?["strings"]?.object?.members, members.count > 1 else { return [] }
        var last: [String: Int] = [:]
        for member in members { last[member.key] = member.keyToken.quoteOffset }
        return members.compactMap { member in
            guard let kept = last[member.key], kept != member.keyToken.quoteOffset else { return nil }
            return StringsExtractor.overriddenWarning(
                file: file, at: lineIndex.position(ofByte: member.keyToken.quoteOffset),
                redefinedOnLine: lineIndex.position(ofByte: kept).line)
        }
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
        _ object: JSONDocument.Object, path: [String], key: String, locale: String,
        comment: String?, check: inout XCStringsTypeCheck, into units: inout [XCStringsUnit]
    ) {
        if let unitMember = object.member("stringUnit"), let unit = check.object(unitMember, "a state and a value") {
            if let valueMember = unit.member("value") {
                if let value = check.string(valueMember) {
                    units.append(
                        XCStringsUnit(
                            key: key, locale: locale, variation: path.isEmpty ? nil : path.joined(separator: "."),
                            state: check.string(unit.member("state")).map(check.json.string), comment: comment, token: value))
                }
            } else {
                check.report(unitMember, "this stringUnit has no \"value\": the string has no text in this locale")
            }
        }
        if let variations = check.object(object.member("variations"), "variations by kind: plural, device, width") {
            for kind in variations.members {
                guard let cases = check.object(kind, "its cases") else { continue }
                for variant in cases.members {
                    guard let node = check.object(variant, "the case's stringUnit or variations") else { continue }
                    collect(
                        node, path: path + [kind.key, variant.key], key: key, locale: locale, comment: comment, check: &check, into: &units)
                }
            }
        }
        if let substitutions = check.object(object.member("substitutions"), "substitutions by name") {
            for substitution in substitutions.members {
                guard let node = check.object(substitution, "the substitution's variations") else { continue }
                collect(
                    node, path: path + ["substitutions", substitution.key], key: key, locale: locale, comment: comment,
                    check: &check, into: &units)
            }
        }
    }
}
