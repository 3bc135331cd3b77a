import LinkAuditModel

/// One copy of each string the app scope holds many times over (a key in every locale's table, a
/// table's path in each of its values), so the app copy kept until the end of a run is held once
/// per distinct text (issue 12, item 2). Not thread-safe: the caller locks.
struct StringPool {
    private var strings: Set<String> = []

    /// The pool's copy of `string`, added when new.
    mutating func pooled(_ string: String) -> String { strings.insert(string).memberAfterInsert }

    mutating func pooled(_ string: String?) -> String? { string.map { pooled($0) } }

    /// A string-table document reduced to what the app scope's rules read, without its values: they
    /// are appended to `values` (read from `document`, not copied into an array of their own
    /// first), each with its translator comment dropped (no rule reads a value's comment; a link
    /// keeps its own) and repeated texts shared.
    /// - Parameter keepingTexts: whether values keep their text (``AuditAccumulator/keepsValueTexts``).
    mutating func compacting(
        _ document: ExtractedDocument, keepingTexts: Bool, appendingValuesTo values: inout [AppCopyValue]
    ) -> ExtractedDocument {
        let file = pooled(document.file)
        for var value in document.appCopyValues {
            value.file = value.file == file ? file : pooled(value.file)
            value.entry.table = value.entry.table == file ? file : pooled(value.entry.table)
            value.entry.key = pooled(value.entry.key)
            value.entry.locale = pooled(value.entry.locale)
            value.entry.variation = pooled(value.entry.variation)
            value.entry.state = pooled(value.entry.state)
            value.entry.sourceLanguage = pooled(value.entry.sourceLanguage)
            value.entry.comment = nil
            if !keepingTexts { value.text = nil }
            values.append(value)
        }
        var document = document
        document.file = file
        document.appCopyValues = []
        return document
    }
}
