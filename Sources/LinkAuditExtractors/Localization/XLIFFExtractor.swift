import LinkAuditModel

/// One translatable text of an XLIFF file: a 1.2 `<trans-unit>` or a 2.0 `<segment>`.
struct XLIFFUnit {
    /// The unit's `id` as written.
    var id: String
    /// The `<file>`'s `original` (1.2), or `original` / `id` (2.0): the string table translated.
    var table: String?
    var sourceLanguage: String?
    var targetLanguage: String?
    /// The `<source>` element's index in the tree.
    var source: Int?
    /// The `<target>` element's index in the tree, when the unit has one.
    var target: Int?
    /// 1.2 `target@state`; 2.0 `segment@state`.
    var state: String?
    /// The `<note>` texts, joined with line breaks.
    var comment: String?
    /// The `<note>` elements' indexes in the tree.
    var notes: [Int] = []
}

/// Extracts links from XLIFF 1.2 and 2.0 files (`.xliff`, `.xlf`), including the
/// `Localized Contents/<lang>.xliff` inside Xcode's `.xcloc` catalogs (see `docs/model.md`, Inputs).
///
/// Each unit's `<target>` is audited in the target language, or its `<source>` in the source
/// language where it has no target. When a target exists, the source's links are kept in
/// `ExtractedDocument.sourceLinks` to compare the translation with. Unit ids are mapped back to
/// the key and variation of the string table (`XLIFFUnitID`); `state` is kept and `<note>` is the
/// translator comment, never audited. Inline elements give their text (`<g>`, `<pc>`, `<mrk>`);
/// placeholders (`<x/>`, `<ph>`, `<bx/>`, `<ex/>`, `<bpt>`, `<ept>`, `<it>`, `<sc/>`, `<ec/>`) are
/// opaque and give nothing. Link positions are exact 1-based lines and UTF-8 byte columns of
/// the file, through entity and character references.
///
/// Suppressions: `<!-- linkaudit-… -->` comments anywhere in the file, and a `<note>` line
/// `linkaudit-disable RULE… [-- reason]`, which is where Xcode exports a String Catalog key's
/// translator comment: like the catalog comment, it covers the unit's key (kind `.key`) in every
/// variation of the file, and the line is left out of the translator comment.
enum XLIFFExtractor {
    /// Inline elements whose content is native code or a placeholder, not text.
    static let opaqueElements: Set<String> = ["x", "bx", "ex", "ph", "bpt", "ept", "it", "sc", "ec", "cp"]

    /// Reads one XLIFF file.
    /// - Parameters:
    ///   - bytes: the file's raw bytes (UTF-8 or UTF-16).
    ///   - file: the path relative to the working directory.
    ///   - options: render target overrides.
    /// - Returns: the links of every audited text, and the source links of translated units;
    ///   malformed XML or a root that is not `<xliff>` gives one located `AuditError` and no links.
    static func extractDocument(bytes: [UInt8], file: String, options: ExtractionOptions) -> ExtractedDocument {
        var document = ExtractedDocument(file: file, format: .xliff)
        guard let text = StringTableText.decode(bytes, reportingTo: &document),
            let tree = XMLDocumentReader.parse(utf8: text, reportingTo: &document)
        else { return document }
        guard let units = units(of: tree) else {
            document.errors.append(tree.rootError("not XLIFF: the root element must be <xliff>", file: file))
            return document
        }
        let locator = XMLSourceLocator(bytes: text, tree: tree)
        document.suppressionDirectives = locator.suppressionDirectives()
        let render = options.render(for: .xliff)
        var directiveNotes: Set<Int> = []
        for var unit in units {
            let (key, variation) = XLIFFUnitID.keyAndVariation(of: unit.id)
            if let comment = unit.comment, comment.contains(SuppressionDirective.marker) {
                unit.comment = noteDirectives(unit.notes, key: key, locator: locator, seen: &directiveNotes, into: &document)
            }
            /// The value of `element`; `locating` records where its links' text stands.
            func extract(_ element: Int, language: String?, state: String?, locating: Bool) -> AppCopyMarkup.Extraction {
                var entry = AppCopyEntry(
                    table: unit.table ?? file, key: key, locale: language, variation: variation,
                    state: state, comment: unit.comment)
                entry.sourceLanguage = unit.sourceLanguage
                let context = DocumentContext(
                    file: file, render: render, scope: ScopeID(platform: .apple), language: language,
                    languageSource: language == nil ? nil : .locale, appCopy: entry)
                let value = locator.value(of: element, isOpaque: opaqueElements.contains)
                let map = SourceMap(lineIndex: locator.lineIndex, offsets: value.offsets)
                let found = AppCopyMarkup.extract(value: value.bytes, map: map, document: context)
                if locating { document.locateTextPlaces(of: found.links, value: value.bytes, map: map, quoting: .xmlText) }
                return found
            }
            if let target = unit.target {
                document.append(extract(target, language: unit.targetLanguage, state: unit.state, locating: true))
                if let source = unit.source {
                    // The source only serves to compare the translation with: its links are not audited.
                    let found = extract(source, language: unit.sourceLanguage, state: nil, locating: false)
                    document.sourceLinks += found.links
                    document.warnings += found.warnings
                    if let value = found.value { document.appCopyValues.append(value) }
                }
            } else if let source = unit.source {
                document.append(extract(source, language: unit.sourceLanguage, state: unit.state, locating: true))
            }
        }
        return document
    }

    /// Lists the units of an XLIFF 1.2 or 2.0 document in document order.
    /// - Returns: `nil` when the root element is not `<xliff>`.
    static func units(of tree: XMLTree) -> [XLIFFUnit]? {
        guard let root = tree.root, tree.elements[root].name == "xliff" else { return nil }
        let rootElement = tree.elements[root]
        let isVersion2 =
            rootElement.attribute("version")?.hasPrefix("2") == true
            || rootElement.namespace?.hasSuffix(":2.0") == true
        var units: [XLIFFUnit] = []
        for file in tree.childElements(of: root, named: "file") {
            let attributes = tree.elements[file].attributes
            var base = XLIFFUnit(id: "")
            if isVersion2 {
                base.table = attributes["original"] ?? attributes["id"]
                base.sourceLanguage = rootElement.attributes["srcLang"]
                base.targetLanguage = rootElement.attributes["trgLang"]
            } else {
                base.table = attributes["original"]
                base.sourceLanguage = attributes["source-language"]
                base.targetLanguage = attributes["target-language"]
            }
            collect(below: file, base: base, isVersion2: isVersion2, tree: tree, into: &units)
        }
        return units
    }

    /// Collects the units below an element (`<file>`, `<body>`, `<group>`), depth first.
    private static func collect(below parent: Int, base: XLIFFUnit, isVersion2: Bool, tree: XMLTree, into units: inout [XLIFFUnit]) {
        for child in tree.childElements(of: parent) {
            let element = tree.elements[child]
            switch element.name {
            case "trans-unit" where !isVersion2:
                var unit = base
                unit.id = element.attribute("id") ?? element.attribute("resname") ?? ""
                unit.source = tree.childElements(of: child, named: "source").first
                unit.target = tree.childElements(of: child, named: "target").first
                unit.state = unit.target.flatMap { tree.elements[$0].attribute("state") }
                unit.notes = tree.childElements(of: child, named: "note")
                unit.comment = comment(unit.notes, tree: tree)
                units.append(unit)
            case "unit" where isVersion2:
                var unit = base
                unit.id = element.attribute("id") ?? element.attribute("name") ?? ""
                let notes = tree.childElements(of: child, named: "notes").flatMap { tree.childElements(of: $0, named: "note") }
                unit.notes = notes
                unit.comment = comment(notes, tree: tree)
                for segment in tree.childElements(of: child, named: "segment") {
                    var leaf = unit
                    leaf.source = tree.childElements(of: segment, named: "source").first
                    leaf.target = tree.childElements(of: segment, named: "target").first
                    leaf.state = tree.elements[segment].attribute("state")
                    units.append(leaf)
                }
            case "body", "group", "file":
                collect(below: child, base: base, isVersion2: isVersion2, tree: tree, into: &units)
            default:
                break
            }
        }
    }

    /// Reads the `linkaudit-disable` lines of a unit's notes as `.key` directives for `key` (a note
    /// shared by the segments of an XLIFF 2.0 unit is read once, through `seen`).
    /// - Returns: the translator comment without those lines.
    private static func noteDirectives(
        _ notes: [Int], key: String, locator: XMLSourceLocator, seen: inout Set<Int>, into document: inout ExtractedDocument
    ) -> String? {
        var prose: [String] = []
        for note in notes {
            let value = locator.value(of: note)
            let found = SuppressionDirective.keyDirectives(
                inComment: value.bytes, offsets: value.offsets, key: key, lineIndex: locator.lineIndex)
            if seen.insert(note).inserted {
                document.suppressionDirectives += found.directives
                document.warnings += found.misplaced.map { $0.misplacedWarning(file: document.file) }
            }
            if let text = found.prose?.trimmingXMLWhitespace, !text.isEmpty { prose.append(text) }
        }
        return prose.isEmpty ? nil : prose.joined(separator: "\n")
    }

    /// The translator comment of a unit: its notes' texts, trimmed, joined with line breaks.
    private static func comment(_ notes: [Int], tree: XMLTree) -> String? {
        let texts = notes.map { tree.text(of: $0).trimmingXMLWhitespace }.filter { !$0.isEmpty }
        return texts.isEmpty ? nil : texts.joined(separator: "\n")
    }
}

extension String {
    /// The string without leading and trailing XML whitespace (space, tab, CR, LF).
    var trimmingXMLWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
