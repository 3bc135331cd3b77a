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

    /// One value as the store holds it.
    private struct StoredValue {
        var key: Pool<String>.Number
        var parts: Pool<EntryParts>.Number
        var linkCount: Int
        var position: SourcePosition?
        var textSpan: SourceSpan?
        var text: String?
    }

    private var keys = Pool<String>()
    private var entryParts = Pool<EntryParts>()
    /// Each document's values in their order, by the document's index among the run's inputs.
    private var valuesOfDocument: [Int: [StoredValue]] = [:]

    /// Takes `document`'s values and returns the document without them.
    /// - Parameter keepingTexts: whether values keep their text (``AuditAccumulator/keepsValueTexts``).
    mutating func take(from document: ExtractedDocument, index: Int, keepingTexts: Bool) -> ExtractedDocument {
        var stored: [StoredValue] = []
        stored.reserveCapacity(document.appCopyValues.count)
        for value in document.appCopyValues {
            let parts = EntryParts(
                file: value.file, table: value.entry.table, locale: value.entry.locale, variation: value.entry.variation,
                state: value.entry.state, sourceLanguage: value.entry.sourceLanguage, isStale: value.entry.isStale)
            stored.append(
                StoredValue(
                    key: keys.number(of: value.entry.key), parts: entryParts.number(of: parts), linkCount: value.linkCount,
                    position: value.position, textSpan: value.textSpan, text: keepingTexts ? value.text : nil))
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
            for stored in valuesOfDocument[index]! where numbers.contains(stored.key) {
                values.append(value(stored, includingText: includingTexts))
            }
        }
        return values
    }

    /// The keys the app scope's `documents` name, before call sites and keyed runs are joined:
    /// those of string tables' links and XLIFF sources, and those whose values name Swift runs
    /// (``KeyedLinkNames``), whose links then name the same keys.
    static func keysNamed(by documents: [ExtractedDocument]) -> Set<String> {
        var keys = Set<String>()
        for document in documents {
            for link in document.links + document.sourceLinks { if let key = link.appCopy?.key { keys.insert(key) } }
            keys.formUnion(KeyedLinkNames.keys(of: document.links))
        }
        return keys
    }

    /// The keys a String Catalog marks stale (`extractionState` `stale`), each with its table file.
    var staleKeys: Set<TableKey> {
        var staleKeys = Set<TableKey>()
        for stored in valuesOfDocument.values.joined() where entryParts[stored.parts].isStale {
            staleKeys.insert(TableKey(table: entryParts[stored.parts].file, key: keys[stored.key]))
        }
        return staleKeys
    }

    /// The ``AppCopyValue`` `stored` holds.
    private func value(_ stored: StoredValue, includingText: Bool) -> AppCopyValue {
        let parts = entryParts[stored.parts]
        var entry = AppCopyEntry(
            table: parts.table, key: keys[stored.key], locale: parts.locale, variation: parts.variation, state: parts.state)
        entry.sourceLanguage = parts.sourceLanguage
        entry.isStale = parts.isStale
        var value = AppCopyValue(file: parts.file, entry: entry, position: stored.position, linkCount: stored.linkCount)
        value.textSpan = stored.textSpan
        if includingText { value.text = stored.text }
        return value
    }
}
