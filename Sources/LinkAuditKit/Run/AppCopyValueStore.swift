import LinkAuditModel

/// The string-table values of a run's app scope, held as documents arrive (``AuditAccumulator``),
/// not in each document, and compactly: each string of a value is a number in one ``StringPool``,
/// so a value takes about half the memory of an ``AppCopyValue`` and a key written in forty
/// locales is held once (issue 22). At the end of the run the stages take only the values they
/// read: those of the keys some link names (``values(ofKeys:includingTexts:)``) and the stale keys.
/// Not thread-safe: the caller locks.
struct AppCopyValueStore {
    /// One value as the store holds it: its strings as numbers in ``strings``, without its
    /// translator comment (no rule reads a value's comment; a link keeps its own).
    private struct StoredValue {
        var key: StringPool.Number
        var file: StringPool.Number
        var table: StringPool.Number
        var locale: StringPool.Number
        var variation: StringPool.Number
        var state: StringPool.Number
        var sourceLanguage: StringPool.Number
        var isStale: Bool
        var linkCount: Int
        var position: SourcePosition?
        var textSpan: SourceSpan?
        var text: String?
    }

    private var strings = StringPool()
    /// Each document's values in their order, by the document's index among the run's inputs.
    private var valuesOfDocument: [Int: [StoredValue]] = [:]

    /// Takes `document`'s values and returns the document without them.
    /// - Parameter keepingTexts: whether values keep their text (``AuditAccumulator/keepsValueTexts``).
    mutating func take(from document: ExtractedDocument, index: Int, keepingTexts: Bool) -> ExtractedDocument {
        var stored: [StoredValue] = []
        stored.reserveCapacity(document.appCopyValues.count)
        for value in document.appCopyValues {
            stored.append(
                StoredValue(
                    key: strings.number(of: value.entry.key), file: strings.number(of: value.file),
                    table: strings.number(of: value.entry.table), locale: strings.number(of: value.entry.locale),
                    variation: strings.number(of: value.entry.variation), state: strings.number(of: value.entry.state),
                    sourceLanguage: strings.number(of: value.entry.sourceLanguage), isStale: value.entry.isStale,
                    linkCount: value.linkCount, position: value.position, textSpan: value.textSpan,
                    text: keepingTexts ? value.text : nil))
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
        let numbers = Set(keys.compactMap { strings.existingNumber(of: $0) })
        guard !numbers.isEmpty else { return [] }
        var values: [AppCopyValue] = []
        for index in valuesOfDocument.keys.sorted() {
            for stored in valuesOfDocument[index]! where numbers.contains(stored.key) {
                values.append(value(stored, includingText: includingTexts))
            }
        }
        return values
    }

    /// The keys a String Catalog marks stale (`extractionState` `stale`), each with its table file.
    var staleKeys: Set<TableKey> {
        var keys = Set<TableKey>()
        for stored in valuesOfDocument.values.joined() where stored.isStale {
            keys.insert(TableKey(table: strings[stored.file]!, key: strings[stored.key]!))
        }
        return keys
    }

    /// The ``AppCopyValue`` `stored` holds.
    private func value(_ stored: StoredValue, includingText: Bool) -> AppCopyValue {
        var entry = AppCopyEntry(
            table: strings[stored.table]!, key: strings[stored.key]!, locale: strings[stored.locale],
            variation: strings[stored.variation], state: strings[stored.state])
        entry.sourceLanguage = strings[stored.sourceLanguage]
        entry.isStale = stored.isStale
        var value = AppCopyValue(file: strings[stored.file]!, entry: entry, position: stored.position, linkCount: stored.linkCount)
        value.textSpan = stored.textSpan
        if includingText { value.text = stored.text }
        return value
    }
}
