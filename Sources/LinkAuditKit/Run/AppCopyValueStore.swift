import LinkAuditModel

/// The string-table values of a run's app scope, held as documents arrive (``AuditAccumulator``),
/// not in each document, and compactly: a value holds its key and the parts of its entry its
/// table's other values share as numbers in two ``Pool``s, so it takes less than half the memory
/// of an ``AppCopyValue`` and a key written in forty locales is held once (issue 22). At the end of
/// the run the stages take only what they read: the values of the keys some link names
/// (``values(ofKeys:includingTexts:)``) and the stale keys. Not thread-safe: the caller locks.
struct AppCopyValueStore {
    /// What a value's entry mostly shares with the other values of its table: all but its key
    /// and its translator comment (no rule reads a value's comment; a link keeps its own).
    private struct EntryParts: Hashable {
        var file: String
        var table: String
        var locale: String?
        var variation: String?
        var state: String?
        var sourceLanguage: String?
        var isStale: Bool
    }

    /// One value as the store holds it, in 44 bytes (96 with `Int` positions and a `String` text;
    /// issue 22): numbers in the pools, positions of 4-byte lines and columns (as
    /// ``UTF16Columns``' lines), and where its text is among its document's text bytes.
    private struct StoredValue {
        var key: Pool<String>.Number
        var parts: Pool<EntryParts>.Number
        var linkCount: UInt32
        var position: StoredPosition
        var textStart: StoredPosition
        var textEnd: StoredPosition
        /// Where the text's UTF-8 bytes start in ``StoredDocument/texts``.
        var textOffset: UInt32
        /// How many bytes the text takes; `UInt32.max` when the value holds no text.
        var textLength: UInt32
    }

    /// A ``SourcePosition`` or none (line 0: positions count from 1).
    private struct StoredPosition {
        var line: UInt32
        var column: UInt32

        init(_ position: SourcePosition?) {
            line = position.map { UInt32($0.line) } ?? 0
            column = position.map { UInt32($0.utf8Column) } ?? 0
        }

        var position: SourcePosition? { line == 0 ? nil : SourcePosition(line: Int(line), utf8Column: Int(column)) }
    }

    /// One document's values, in their order, and their texts' UTF-8 bytes one after another:
    /// one buffer for the document, not a string object for each text.
    private struct StoredDocument {
        var values: [StoredValue]
        var texts: [UInt8]
    }

    private var keys = Pool<String>()
    private var entryParts = Pool<EntryParts>()
    /// Each document's values, by the document's index among the run's inputs.
    private var valuesOfDocument: [Int: StoredDocument] = [:]

    /// Takes `document`'s values and returns the document without them.
    /// - Parameter keepingTexts: whether values keep their text (``AuditAccumulator/keepsValueTexts``).
    mutating func take(from document: ExtractedDocument, index: Int, keepingTexts: Bool) -> ExtractedDocument {
        var stored = StoredDocument(values: [], texts: [])
        stored.values.reserveCapacity(document.appCopyValues.count)
        if keepingTexts { stored.texts.reserveCapacity(document.appCopyValues.reduce(0) { $0 + ($1.text?.utf8.count ?? 0) }) }
        for value in document.appCopyValues {
            let parts = EntryParts(
                file: value.file, table: value.entry.table, locale: value.entry.locale, variation: value.entry.variation,
                state: value.entry.state, sourceLanguage: value.entry.sourceLanguage, isStale: value.entry.isStale)
            let text = keepingTexts ? value.text : nil
            stored.values.append(
                StoredValue(
                    key: keys.number(of: value.entry.key), parts: entryParts.number(of: parts), linkCount: UInt32(value.linkCount),
                    position: StoredPosition(value.position), textStart: StoredPosition(value.textSpan?.start),
                    textEnd: StoredPosition(value.textSpan?.end), textOffset: UInt32(stored.texts.count),
                    textLength: text.map { UInt32($0.utf8.count) } ?? UInt32.max))
            if let text { stored.texts += text.utf8 }
        }
        valuesOfDocument[index] = stored
        var document = document
        document.appCopyValues = []
        return document
    }

    /// The values whose key is one of `keys`, document by document in input order (each document's
    /// in its own order), without their translator comments.
    /// - Parameter includingTexts: whether the values keep the texts the store holds; without it
    ///   their `text` is `nil`.
    func values(ofKeys keys: Set<String>, includingTexts: Bool) -> [AppCopyValue] {
        let numbers = Set(keys.compactMap { self.keys.existingNumber(of: $0) })
        guard !numbers.isEmpty else { return [] }
        var values: [AppCopyValue] = []
        for index in valuesOfDocument.keys.sorted() {
            let document = valuesOfDocument[index]!
            for stored in document.values where numbers.contains(stored.key) {
                values.append(value(stored, texts: includingTexts ? document.texts : nil))
            }
        }
        return values
    }

    /// The keys of the run's string tables that SwiftGen's default template (``SwiftGenNames``),
    /// R.swift (``RSwiftNames``) or Xcode's String Catalog symbols (``CatalogSymbolNames``) name by
    /// one of `names`, by name: each distinct key of each table
    /// is looked at once, and only the names asked for are kept. A name two keys give (`a_b`,
    /// `a-b`) is left out.
    func generatedAccessors(named names: Set<String>, swiftGen: SwiftGenConfiguration = .standard) -> [String: LocalizedKey] {
        guard !names.isEmpty else { return [:] }
        let rSwift = names.contains { $0.hasPrefix(RSwiftNames.prefix) }
        let catalogSymbols = names.contains { $0.hasPrefix(CatalogSymbolNames.prefix) }
        var seen = Set<LocalizedKey>()
        var found: [String: Set<LocalizedKey>] = [:]
        for document in valuesOfDocument.values {
            for stored in document.values {
                let tablePath = entryParts[stored.parts].table
                let table = LocalizedKeyUse.tableName(ofPath: tablePath)
                let key = keys[stored.key]
                let screenKey = LocalizedKeyUse.screenKey(table: table, key: key)
                guard seen.insert(screenKey).inserted else { continue }
                var candidates = SwiftGenNames.accessorNames(ofKey: key, configuration: swiftGen)
                if rSwift { candidates += RSwiftNames.accessorNames(ofKey: key, table: table) }
                if catalogSymbols, table == "Localizable", tablePath.hasSuffix(".xcstrings") {
                    candidates += CatalogSymbolNames.accessorNames(ofKey: key)
                }
                for name in candidates where names.contains(name) { found[name, default: []].insert(screenKey) }
            }
        }
        return found.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    /// The keys the app scope's `documents` name, before call sites and keyed runs are joined:
    /// those of string tables' links and XLIFF sources, and those whose values name Swift runs
    /// (``KeyedLinkNames``), whose links then name the same keys.
    static func keysNamed(by documents: [ExtractedDocument]) -> Set<String> {
        var keys = Set<String>()
        for document in documents {
            for link in document.links { if let key = link.appCopy?.key { keys.insert(key) } }
            for link in document.sourceLinks { if let key = link.appCopy?.key { keys.insert(key) } }
            keys.formUnion(KeyedLinkNames.keys(of: document.links))
        }
        return keys
    }

    /// The keys a String Catalog marks stale (`extractionState` `stale`), each with its table file.
    var staleKeys: Set<TableKey> {
        var staleKeys = Set<TableKey>()
        for stored in valuesOfDocument.values.lazy.flatMap(\.values) where entryParts[stored.parts].isStale {
            staleKeys.insert(TableKey(table: entryParts[stored.parts].file, key: keys[stored.key]))
        }
        return staleKeys
    }

    /// The ``AppCopyValue`` `stored` holds, with its text from its document's `texts`; without
    /// them, its `text` is `nil`.
    private func value(_ stored: StoredValue, texts: [UInt8]?) -> AppCopyValue {
        let parts = entryParts[stored.parts]
        var entry = AppCopyEntry(
            table: parts.table, key: keys[stored.key], locale: parts.locale, variation: parts.variation, state: parts.state)
        entry.sourceLanguage = parts.sourceLanguage
        entry.isStale = parts.isStale
        var value = AppCopyValue(file: parts.file, entry: entry, position: stored.position.position, linkCount: Int(stored.linkCount))
        if let start = stored.textStart.position, let end = stored.textEnd.position {
            value.textSpan = SourceSpan(start: start, end: end)
        }
        if let texts, stored.textLength != UInt32.max {
            let start = Int(stored.textOffset)
            value.text = String(decoding: texts[start..<(start + Int(stored.textLength))], as: UTF8.self)
        }
        return value
    }
}
