import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

private func extract(_ source: String, file: String = "app/src/main/res/values/strings.xml", sourceLanguage: String? = "en")
    -> ExtractedDocument
{
    var options = ExtractionOptions()
    options.sourceLanguage = sourceLanguage
    return AndroidStringsExtractor.extractDocument(bytes: Array(source.utf8), file: file, options: options)
}

/// The shapes of DuckDuckGo's Android resources (`appcopy/duckduckgo+Android`), in words of our own:
/// a link annotation, an anchor without destination in CDATA with escaped quotes, an anchor escaped
/// for `Html.fromHtml`, plurals, a string array, a string not to translate.
private let resources = MarkedText(
    """
    <?xml version="1.0" encoding="utf-8"?>
    <resources xmlns:tools="http://schemas.android.com/tools" xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
        <!-- Sync settings -->
        <string name="syncHint">Your bookmarks stay in sync. 1️⃣<annotation type="learn_more_link">Learn more</annotation>2️⃣</string>
        <string name="malware"><![CDATA[This page may be unsafe.\\n3️⃣<a href=\\"\\">Read why</a>4️⃣]]></string>
        <string name="escaped">Open 5️⃣&lt;a href="https://example.com/help"&gt;the help center&lt;/a&gt;6️⃣ now</string>
        <string name="quoted">"Don\\'t  worry: [here](https://example.com)"</string>
        <plurals name="sites" tools:ignore="ImpliedQuantity">
            <item quantity="one"><xliff:g id="count">%1$d</xliff:g> site. 7️⃣<annotation type="manage_link">Manage</annotation>8️⃣</item>
            <item quantity="other">%1$d sites. <annotation type="manage_link">Manage them</annotation></item>
        </plurals>
        <string-array name="tips">
            <item>9️⃣<a href="https://example.com/tips">Tips</a>🔟</item>
        </string-array>
        <string name="internal" translatable="false"><annotation type="highlight">Not a link</annotation> <a>Here</a></string>
    </resources>

    """)

@Suite("Android string resources")
struct AndroidStringsExtractorTests {
    @Test func everyKindOfMarkedLinkWithItsPlaceKeyAndVariation() {
        let document = extract(resources.text)
        #expect(document.errors.isEmpty)
        let links = document.links
        #expect(links.map(\.text) == ["Learn more", "Read why", "the help center", "Manage", "Manage them", "Tips", "Here"])
        #expect(links.map(\.syntax) == [.markedSpan, .markedSpan, .htmlAnchor, .markedSpan, .markedSpan, .htmlAnchor, .markedSpan])
        #expect(links.map(\.destination) == ["", "", "https://example.com/help", "", "", "https://example.com/tips", ""])
        #expect(links.map(\.normalizedDestination) == [nil, nil, "https://example.com/help", nil, nil, "https://example.com/tips", nil])
        #expect(links.map(\.placement) == [.inline, .inline, .inline, .inline, .inline, .standalone, .inline])
        #expect(links.map { $0.appCopy?.key } == ["syncHint", "malware", "escaped", "sites", "sites", "tips", "internal"])
        #expect(links.map { $0.appCopy?.variation } == [nil, nil, nil, "plural.one", "plural.other", "array.0", nil])
        #expect(
            links.allSatisfy { $0.appCopy?.locale == "en" && $0.language == "en" && $0.render == .android && $0.scope == .app("android") })
        #expect(links.allSatisfy { $0.appCopy?.sourceLanguage == "en" })
        #expect(
            Array(links.prefix(4)).map(\.span) == [
                resources.span("1️⃣", "2️⃣"), resources.span("3️⃣", "4️⃣"), resources.span("5️⃣", "6️⃣"), resources.span("7️⃣", "8️⃣"),
            ])
        #expect(links[5].span == resources.span("9️⃣", "🔟"))
        #expect(links[0].context?.text == "Your bookmarks stay in sync. Learn more")
        #expect(links[1].context?.text == "This page may be unsafe. Read why")
        // A quoted value keeps its spaces; Android reads no Markdown: the brackets are text.
        let quoted = document.appCopyValues.first { $0.entry.key == "quoted" }
        #expect(quoted?.text == "Don't worry: [here](https://example.com)")
        #expect(document.appCopyValues.count == 8)
    }

    @Test func theFolderNamesTheLocale() {
        #expect(LocalePath.androidLocale(ofFolder: "values") == nil)
        #expect(LocalePath.androidLocale(ofFolder: "values-de") == "de")
        #expect(LocalePath.androidLocale(ofFolder: "values-pt-rBR") == "pt-BR")
        #expect(LocalePath.androidLocale(ofFolder: "values-b+sr+Latn") == "sr-Latn")
        #expect(LocalePath.androidLocale(ofFolder: "values-mcc310-en-rUS") == "en-US")
        #expect(LocalePath.androidLocale(ofFolder: "values-night") == nil)
        #expect(LocalePath.androidLocale(ofFolder: "values-v21") == nil)
        #expect(LocalePath.androidLocale(ofFolder: "values-sw600dp") == nil)
        let german = extract(
            """
            <resources><string name="a">Siehe <annotation type="learn_more_link">Mehr erfahren</annotation></string>
            <string name="b" translatable="false"><a href="">Hier</a></string></resources>
            """, file: "res/values-de/strings.xml")
        #expect(german.links.map(\.text) == ["Mehr erfahren"])
        #expect(german.links.first?.appCopy?.locale == "de")
        #expect(german.links.first?.appCopy?.sourceLanguage == nil)
        let declared = extract(
            #"<resources xmlns:tools="http://schemas.android.com/tools" tools:locale="fr"><string name="a"><a href="">Ici</a></string></resources>"#
        )
        #expect(declared.links.first?.appCopy?.locale == "fr")
    }

    @Test func escapesAndWhiteSpaceAsAapt2ReadsThem() {
        func decoded(_ text: String) -> String {
            let bytes = Array(text.utf8)
            return String(decoding: AndroidText.decode(bytes, offsets: Array(0...bytes.count)).bytes, as: UTF8.self)
        }
        #expect(decoded("  Don\\'t \\\"panic\\\"\\n\\u00e9  \\@home \\?x  ") == "Don't \"panic\"\né @home ?x")
        #expect(decoded("a \"  b  \" c") == "a   b   c")
        #expect(decoded("tab\\tend") == "tab\tend")
    }

    /// Found in review: another tool's XML in a `values` folder is said and not read, never an
    /// error of the run; a malformed resource file is one.
    @Test func anotherRootIsAWarningAndMalformedXMLAnError() {
        let other = extract("<settings><value name=\"a\">x</value></settings>", file: "config/values/settings.xml")
        #expect(other.errors.isEmpty)
        #expect(other.warnings.map(\.message) == ["not read: a values folder's XML whose root is not <resources> holds no Android strings"])
        #expect(extract("<resources><string name=\"a\">x</resources>").errors.count == 1)
    }

    /// Found in review: `values-car` is a UI mode; Android's old language codes; nested links; an
    /// empty link; `<item type="string">`; a reference; an annotation type that only starts with "link".
    @Test func qualifiersNestingEmptyLinksItemsAndReferences() {
        #expect(LocalePath.androidLocale(ofFolder: "values-car") == nil)
        #expect(LocalePath.androidLocale(ofFolder: "values-in") == "id")
        #expect(LocalePath.androidLocale(ofFolder: "values-iw-rIL") == "he-IL")
        let marked = MarkedText(
            """
            <resources>
                <string name="n">1️⃣<a href="https://example.com/o">outer 2️⃣<a href="https://example.com/i">inner</a></a> x</string>
                <string name="e">Go 3️⃣<a href="https://example.com/e"></a>4️⃣ now</string>
                <item type="string" name="i">Tap <a>here</a> now</item>
                <string name="r">@string/i</string>
                <string name="k"><annotation type="linkify_off">Not a link</annotation></string>
            </resources>
            """)
        let document = extract(marked.text)
        #expect(document.links.map(\.text) == ["outer inner", "", "here"])
        #expect(document.links.map { $0.appCopy?.key } == ["n", "e", "i"])
        #expect(document.links[0].span?.start == marked["1️⃣"])
        #expect(document.links[1].span == marked.span("3️⃣", "4️⃣"))
        #expect(document.problems.map(\.kind) == [.nestedAnchor])
        #expect(document.problems.first?.position == marked["2️⃣"])
        #expect(document.problems.first?.message == "nested link: <a> inside <a>")
        // The reference is read where it is defined, not compared here.
        #expect(!document.appCopyValues.contains { $0.entry.key == "r" })
        #expect(AndroidValue.isLinkAnnotation("ReportLink") && AndroidValue.isLinkAnnotation("open-settings-link"))
        #expect(!AndroidValue.isLinkAnnotation("linkify_off") && !AndroidValue.isLinkAnnotation("highlight"))
    }
}
