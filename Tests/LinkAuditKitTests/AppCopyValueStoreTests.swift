import LinkAuditModel
import Testing

@testable import LinkAuditKit

/// The run's string-table values as ``AppCopyValueStore`` holds them until the end of a run: what
/// it gives back is what the tables held, comments and (unless kept) texts aside (issue 22).
@Suite("App copy value store")
struct AppCopyValueStoreTests {
    static func value(
        _ key: String, file: String = "App/de.lproj/Localizable.strings", locale: String? = "de", variation: String? = nil,
        state: String? = nil, sourceLanguage: String? = nil, isStale: Bool = false, line: Int = 1, linkCount: Int = 0,
        text: String? = nil
    ) -> AppCopyValue {
        var entry = AppCopyEntry(table: file, key: key, locale: locale, variation: variation, state: state, comment: "for translators")
        entry.sourceLanguage = sourceLanguage
        entry.isStale = isStale
        var value = AppCopyValue(file: file, entry: entry, position: SourcePosition(line: line, utf8Column: 3), linkCount: linkCount)
        value.text = text
        value.textSpan = text.map { _ in
            SourceSpan(start: SourcePosition(line: line, utf8Column: 10), end: SourcePosition(line: line, utf8Column: 20))
        }
        return value
    }

    static func document(_ file: String, _ values: [AppCopyValue]) -> ExtractedDocument {
        var document = ExtractedDocument(file: file, format: .strings)
        document.appCopyValues = values
        return document
    }

    /// A value as the store gives it back: no translator comment, and its text only when kept.
    static func stored(_ value: AppCopyValue, text: Bool) -> AppCopyValue {
        var value = value
        value.entry.comment = nil
        if !text { value.text = nil }
        return value
    }

    @Test func givesBackTheValuesOfTheKeysAskedForInInputOrder() {
        let german = [
            Self.value("more", line: 1, linkCount: 1, text: "Mehr über [Tarife](https://example.com/de)"),
            Self.value("title", line: 2, text: "Tarife"),
        ]
        let catalogFile = "App/Localizable.xcstrings"
        let catalog = [
            Self.value(
                "more", file: catalogFile, locale: "fr", variation: "plural.other", state: "needs_review", sourceLanguage: "en",
                line: 7, text: "Plus"),
            Self.value("more", file: catalogFile, locale: nil, line: 9),
        ]
        var store = AppCopyValueStore()
        // Documents arrive in any order; values come back in the inputs' order.
        let rest = store.take(from: Self.document(catalogFile, catalog), index: 4, keepingTexts: true)
        _ = store.take(from: Self.document(german[0].file, german), index: 1, keepingTexts: true)
        #expect(rest.appCopyValues.isEmpty && rest.file == catalogFile)
        #expect(
            store.values(ofKeys: ["more"], includingTexts: true) == [german[0], catalog[0], catalog[1]].map { Self.stored($0, text: true) })
        #expect(store.values(ofKeys: ["more", "title"], includingTexts: false) == (german + catalog).map { Self.stored($0, text: false) })
        #expect(store.values(ofKeys: ["absent"], includingTexts: true).isEmpty)
        #expect(store.values(ofKeys: [], includingTexts: true).isEmpty)
    }

    @Test func textsNotKeptAreNotGivenBack() {
        var store = AppCopyValueStore()
        let values = [Self.value("more", text: "Mehr"), Self.value("less", text: "Weniger")]
        _ = store.take(from: Self.document(values[0].file, values), index: 0, keepingTexts: false)
        #expect(store.values(ofKeys: ["more", "less"], includingTexts: true) == values.map { Self.stored($0, text: false) })
    }

    @Test func staleKeysNameTheirTableFile() {
        var store = AppCopyValueStore()
        let file = "App/Localizable.xcstrings"
        let values = [
            Self.value("gone", file: file, locale: "en", isStale: true), Self.value("gone", file: file, locale: "fr", isStale: true),
            Self.value("kept", file: file, locale: "en"),
        ]
        _ = store.take(from: Self.document(file, values), index: 0, keepingTexts: true)
        #expect(store.staleKeys == [TableKey(table: file, key: "gone")])
    }
}
