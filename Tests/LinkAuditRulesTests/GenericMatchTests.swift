import LinkAuditTestSupport
import Testing

@testable import LinkAuditRules

/// The pieces of `generic-link-text` beyond exact phrases (issue 9), value by value.
@Suite("Generic matches beyond exact phrases")
struct GenericMatchTests {
    let lists = LanguageLists()

    func match(_ language: String, _ name: String, typos: Bool = true) -> GenericMatch? {
        lists.lists[language]!.genericMatch(LinkText.normalize(name), typos: typos)
    }

    @Test(arguments: [
        ("Here (PDF, 2 MB)", "Here"),
        ("Read more [DOCX, 12 pages]", "Read more"),
        ("Click here (PDF, 120 pages, October 2015)", "Click here"),
        ("Annual report (PDF, 2 MB)", "Annual report"),
        ("Rapport (pdf – 3,5 Mo)", "Rapport"),
        ("Bericht [12 Seiten]", "Bericht"),
        ("Informe（PDF）", "Informe"),
        ("Slides (.pptx) (2 MB)", "Slides"),
        ("Guide (12 pp.)", "Guide"),
        // Not file facts: kept whole.
        ("(PDF, 2 MB)", "(PDF, 2 MB)"),
        ("Read more (PDFs of past reports)", "Read more (PDFs of past reports)"),
        ("Here (see the FAQ)", "Here (see the FAQ)"),
        ("Plans (2 months free)", "Plans (2 months free)"),
        ("Swift (programming language)", "Swift (programming language)"),
        ("Results [2024]", "Results [2024]"),
        ("Sizes (2 MBit/s plans)", "Sizes (2 MBit/s plans)"),
    ])
    func fileInfoSuffix(_ name: String, _ stripped: String) {
        #expect(FileInfoSuffix.strip(name) == stripped)
    }

    @Test func fileInfoAfterABehaviorGroup() {
        let stripped = FileInfoSuffix.strip("Here (PDF, 2 MB) (opens in a new tab)") { $0 == "opens in a new tab" }
        #expect(stripped == "Here")
    }

    @Test(arguments: [
        ("en", "below", GenericMatch.direction), ("en", "See above", .direction), ("en", "this way", .direction),
        ("fr", "plus loin", .direction), ("fr", "Ci-dessous", .direction), ("es", "más arriba", .direction),
        ("es", "Abajo", .direction), ("de", "weiter unten", .direction), ("de", "Siehe unten", .direction),
        ("en", "the table below", nil), ("fr", "le tableau ci-dessous", nil), ("es", "la tabla de abajo", nil),
        ("de", "die Tabelle unten", nil),
        ("en", "More information is available", .filler), ("en", "Additional information", .filler),
        ("en", "can also use this", .filler), ("en", "this article", .filler), ("en", "this FAQ", .filler),
        ("en", "available here", .filler), ("en", "described in this topic", .filler), ("en", "In this guide", .filler),
        ("en", "this guide to pricing", nil), ("en", "the FAQ", nil), ("en", "Check in", nil), ("en", "Guide", nil),
        ("en", "this article about refunds", nil),
        // From two real doc sites (Hugo, Jekyll): pointing words and filler only.
        ("en", "this list", .filler), ("en", "these instructions", .filler), ("en", "like this", .filler),
        ("en", "much more", .filler), ("en", "a whole bunch more", .filler),
        ("en", "this list of plugins", nil), ("en", "these instructions for Windows", nil), ("en", "Much Ado", nil),
        ("en", "like Markdown", nil),
        ("fr", "cet article", .filler), ("fr", "Informations supplémentaires", .filler), ("fr", "ce guide des tarifs", nil),
        ("es", "este artículo", .filler), ("es", "Información adicional", .filler), ("es", "este artículo sobre precios", nil),
        ("de", "in diesem Artikel", .filler), ("de", "Zusätzliche Informationen", .filler), ("de", "dieser Artikel über Preise", nil),
        ("en", "Lean more", .typo(of: "learn more")), ("en", "Learn mroe", .typo(of: "learn more")),
        ("en", "Readmore", .typo(of: "read more")), ("en", "Clik here", .typo(of: "click here")),
        ("de", "Mehr erfahen", .typo(of: "mehr erfahren")), ("pl", "Więcek informacji", .typo(of: "więcej informacji")),
        ("en", "Read mode", nil), ("en", "Learn Morse", nil), ("en", "More into", nil), ("en", "Downloads", nil),
        ("en", "See mode", nil), ("en", "Dowmload", .typo(of: "download")),
    ])
    func matches(_ language: String, _ name: String, _ expected: GenericMatch?) {
        #expect(match(language, name) == expected, "\(language): \(name)")
    }

    @Test func typosOnlyWhenAsked() {
        #expect(match("en", "Lean more", typos: false) == nil)
        #expect(match("en", "Learn more", typos: false) == .phrase)
    }

    @Test(arguments: [
        ("more", "mroe", true), ("more", "mor", true), ("more", "moore", true), ("more", "mode", true),
        ("more", "more", false), ("more", "omer", false), ("more", "mo", false), ("here", "ehre", true),
    ])
    func oneEdit(_ a: String, _ b: String, _ expected: Bool) {
        #expect(LanguageList.isOneEdit(Array(a), Array(b)) == expected)
    }

    @Test(arguments: [
        ("example.com/security", true), ("github.com/apple/swift-format", true), ("docs.example.org:8080/setup", true),
        ("Wikipedia.org/wiki/Hosts_(file)", true), ("https://example.com", true), ("www.example.com", true),
        ("example.com", false), ("example.com/", false), ("docs/index.md", false), ("config.json", false),
        ("Node.js/Express", false), ("v1.2/notes", false), ("U.S./Canada", false), ("help@example.com/x", false),
        ("TCP/IP", false), ("and/or", false), ("example.com/security policy", false),
    ])
    func bareURL(_ text: String, _ expected: Bool) {
        #expect(LinkText.isBareURL(text) == expected, "\(text)")
    }

    @Test(
        arguments: [
            ("go", "https://go.dev", true), ("Here", "https://here.com/maps", true), ("go", "https://www.go.dev/doc", true),
            ("Node JS", "https://node-js.example", true), ("nodejs", "https://nodejs.org", true),
            ("go", "https://golang.org", false), ("dev", "https://go.dev", false), ("here", "/docs/here", false),
            ("here", nil, false), ("more", "https://example.com/more", false),
        ] as [(String, String?, Bool)])
    func aNameThatIsItsHost(_ name: String, _ destination: String?, _ expected: Bool) {
        #expect(GenericLinkTextRule.namesItsHost(LinkText.normalize(name), destination: destination) == expected)
    }
}

/// A name in a script written without spaces is cut into the list's entries (issue 9): generic
/// when every piece is one, whatever the entries' lengths, and the longest entry measured once.
@Suite("Names without spaces cut into entries")
struct UnspacedNameTests {
    let japanese = LanguageLists().lists["ja"]!

    @Test(
        arguments: [
            ("詳細はこちら", true), ("こちらを", true), ("ここをクリック", true), ("これは", true),
            ("価格表", false), ("こちらの価格表", false), ("", true),
        ] as [(String, Bool)])
    func cutsIntoEntries(_ name: String, _ expected: Bool) {
        // Entries are folded for the language (katakana as hiragana): names are cut once folded too.
        #expect(japanese.segmentsIntoEntries(japanese.folding.fold(name)) == expected)
    }

    @Test func theLongestEntryIsMeasuredWithTheEntries() {
        #expect(japanese.longestEntryLength == japanese.entryVocabulary.map(\.count).max())
        #expect(japanese.longestEntryLength > 1)
    }
}
