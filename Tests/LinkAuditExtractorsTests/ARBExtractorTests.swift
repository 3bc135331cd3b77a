import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

private func extract(_ source: String, file: String = "lib/l10n/app_en.arb") -> ExtractedDocument {
    var options = ExtractionOptions()
    options.sourceLanguage = "en"
    return ARBExtractor.extractDocument(bytes: Array(source.utf8), file: file, options: options)
}

/// The variants of an ICU message, as text.
private func variants(_ message: String, quoting: Bool = false) -> [String] {
    let bytes = Array(message.utf8)
    return ICUMessage.variants(of: bytes, offsets: Array(bytes.indices), apostropheQuoting: quoting).variants.map {
        ($0.variation ?? "-") + ": " + String(decoding: $0.bytes, as: UTF8.self)
    }
}

/// The shapes of a Flutter app's bundle, in words of our own: `@@locale`, metadata with a
/// description and placeholders, an anchor with escaped quotes, a plural with `=0` and `=1`
/// branches and a placeholder, a select, an escape in a link's name.
private let bundle = MarkedText(
    #"""
    {
      "@@locale": "en",
      "@@last_modified": "2026-11-30T12:00:00Z",
      "syncHint": "Sync keeps devices alike. 1️⃣<a href=\"https://example.com/sync\">Learn more</a>2️⃣",
      "@syncHint": {
        "description": "Under the sync switch in settings."
      },
      "ordersLeft": "{count, plural, =0{No orders.} =1{One order. 3️⃣<a href=\"/orders\">Open it</a>4️⃣} other{{count} orders. 5️⃣<a href=\"/orders\">Open them</a>6️⃣}}",
      "@ordersLeft": {
        "placeholders": {"count": {"type": "int", "format": "compact"}}
      },
      "shared": "{who, select, team{Your team shared it. 7️⃣<a href=\"/s\">Caf\u00e9 menu</a>8️⃣} other{Shared with you.}}"
    }

    """#)

@Suite("Flutter ARB bundles")
struct ARBExtractorTests {
    @Test func icuChoicesExpandIntoNamedVariants() {
        #expect(variants("Hello {name}") == ["-: Hello {name}"])
        #expect(
            variants("You have {n, plural, =0{none} one{# item} other{# items}}.")
                == ["plural.=0: You have none.", "plural.one: You have # item.", "plural.other: You have # items."])
        #expect(
            variants("{g, select, female{{n, plural, one{She has one} other{She has #}}} other{They have {n}}}!")
                == ["select.female.plural.one: She has one!", "select.female.plural.other: She has #!", "select.other: They have {n}!"])
        #expect(
            variants("{pos, selectordinal, one{#st} two{#nd} other{#th}}") == [
                "ordinal.one: #st", "ordinal.two: #nd", "ordinal.other: #th",
            ])
        #expect(variants("{total, number, ::currency/EUR} due") == ["-: {total, number, ::currency/EUR} due"])
        #expect(
            variants("{n, plural, offset:1 one{just you} other{you and # others}}") == [
                "plural.one: just you", "plural.other: you and # others",
            ])
        // ICU's apostrophe quotes syntax where a file asks for it (FormatJS); gen-l10n reads it as itself.
        #expect(variants("It''s '{literal}' {n, plural, other{'#' is #}}", quoting: true) == ["plural.other: It's {literal} # is #"])
        #expect(variants("It''s {n}", quoting: false) == ["-: It''s {n}"])
        // Broken syntax: the text as written, with the problem.
        let bytes = Array("Read {this <a>".utf8)
        let broken = ICUMessage.variants(of: bytes, offsets: Array(bytes.indices), apostropheQuoting: false)
        #expect(broken.variants.map(\.bytes) == [bytes])
        #expect(broken.problem == ICUMessage.Problem(index: 5, message: "'{' without its '}'"))
        // Nested choices multiply: past the limit, the first variants are read and it is said.
        let wide = String(repeating: "{a, select, x{x} y{y} z{z}}", count: 5)
        let capped = ICUMessage.variants(
            of: Array(wide.utf8), offsets: Array(wide.utf8.indices.map { wide.utf8.distance(from: wide.utf8.startIndex, to: $0) }),
            apostropheQuoting: false)
        #expect(capped.variants.count == ICUMessage.variantLimit)
        #expect(capped.problem?.message == "the message's choices give more than 64 variants: the first 64 are read")
    }

    @Test func messagesWithTheirVariantsPlacesAndComments() {
        let document = extract(bundle.text)
        #expect(document.errors.isEmpty)
        #expect(document.warnings.isEmpty)
        let links = document.links
        #expect(links.map(\.text) == ["Learn more", "Open it", "Open them", "Café menu"])
        #expect(links.map { $0.appCopy?.key } == ["syncHint", "ordersLeft", "ordersLeft", "shared"])
        #expect(links.map { $0.appCopy?.variation } == [nil, "plural.=1", "plural.other", "select.team"])
        #expect(links.allSatisfy { $0.appCopy?.locale == "en" && $0.appCopy?.table == "lib/l10n/app_*.arb" && $0.render == .web })
        #expect(links.map(\.span) == [bundle.span("1️⃣", "2️⃣"), bundle.span("3️⃣", "4️⃣"), bundle.span("5️⃣", "6️⃣"), bundle.span("7️⃣", "8️⃣")])
        #expect(links[0].appCopy?.comment == "Under the sync switch in settings.")
        #expect(links[1].context?.text == "One order. Open it")
        // Every variant is a value, with or without links: `=0` has none.
        #expect(
            document.appCopyValues.map { $0.entry.variation } == [
                nil, "plural.=0", "plural.=1", "plural.other", "select.team", "select.other",
            ])
    }

    @Test func theLocaleComesFromTheFileElseItsName() {
        #expect(LocalePath.arbLocale(of: "lib/l10n/app_de.arb") == "de")
        #expect(LocalePath.arbLocale(of: "lib/l10n/intl_pt_BR.arb") == "pt-BR")
        #expect(LocalePath.arbLocale(of: "lib/l10n/app_zh_Hant_TW.arb") == "zh-Hant-TW")
        #expect(LocalePath.arbLocale(of: "assets/fr.arb") == "fr")
        #expect(LocalePath.arbLocale(of: "lib/l10n/my_app_es.arb") == "es")
        #expect(LocalePath.arbLocale(of: "lib/l10n/app.arb") == nil)
        #expect(LocalePath.arbBundle(of: "lib/l10n/intl_pt_BR.arb") == "lib/l10n/intl_*.arb")
        #expect(LocalePath.arbBundle(of: "de.arb") == "*.arb")
        let named = extract(#"{"a": "<a href=\"/x\">Mehr</a>"}"#, file: "lib/l10n/app_de.arb")
        #expect(named.links.map { $0.appCopy?.locale } == ["de"])
        let declared = extract(#"{"@@locale": "fr_CA", "a": "<a href=\"/x\">Plus</a>"}"#, file: "lib/l10n/app_de.arb")
        #expect(declared.links.map { $0.appCopy?.locale } == ["fr-CA"])
    }

    @Test func whatIsNotAMessageIsSaidAndDescriptionsSuppress() {
        let document = extract(
            """
            {
              "title": 12,
              "more": "<a href=\\"/m\\">More</a> {broken",
              "@more": {"description": "Footer.\\nlinkaudit-disable generic-link-text -- the card names it"}
            }
            """)
        #expect(document.errors.isEmpty)
        #expect(
            document.warnings.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message)" } == [
                "2:3 not read: the message \"title\" is not a string",
                "3:36 ICU message syntax: '{' without its '}'; the message is read as plain text",
            ])
        #expect(document.links.map(\.text) == ["More"])
        #expect(document.links.first?.appCopy?.comment == "Footer.")
        #expect(document.suppressionDirectives.map(\.key) == ["more"])
        #expect(document.suppressionDirectives.first?.position == SourcePosition(line: 4, utf8Column: 38))
        let notJSON = extract("{\"a\": ")
        #expect(notJSON.errors.count == 1)
        let notObject = extract("[\"a\"]")
        #expect(notObject.errors.map(\.message) == ["not an ARB file: its top level must be a JSON object"])
    }

    @Test func anchorsWithoutDestinationAreMarkedSpansAndKeysWrittenTwiceKeepTheLast() {
        let document = extract(
            #"""
            {
              "profile": "<a>Their profile</a>",
              "more": "See <a>here</a> now",
              "invite": "{g, select, female{<a>Her profile</a>} other{<a>Their profile</a>}}",
              "dup": "[the first](https://example.com/1)",
              "dup": "[the second](https://example.com/2)"
            }
            """#)
        #expect(document.links.map(\.text) == ["Their profile", "here", "Her profile", "Their profile", "the second"])
        #expect(document.links.map(\.syntax) == [.markedSpan, .markedSpan, .markedSpan, .markedSpan, .markdownInline])
        #expect(document.links.prefix(4).map(\.placement) == [.standalone, .inline, .standalone, .standalone])
        #expect(document.links.prefix(4).allSatisfy { $0.normalizedDestination == nil && $0.destination.isEmpty })
        #expect(
            document.warnings.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message)" } == [
                "5:3 the message is defined again at line 6 and this value is never shown (Flutter keeps the last definition); "
                    + "keep only the definition you mean"
            ])
    }

    @Test func metadataWrittenTwiceIsSaid() {
        let document = extract(
            #"""
            {
              "@@locale": "en",
              "more": "<a>Learn more</a>",
              "@more": {"description": "linkaudit-disable generic-link-text"},
              "@more": {"description": "Footer link."},
              "@@locale": "en"
            }
            """#)
        #expect(
            document.warnings.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message)" } == [
                "2:3 the setting is given again at line 6 and this copy is never read (Flutter keeps the last); keep only the one you mean",
                "4:3 the message's metadata is given again at line 5 and this copy is never read (Flutter keeps the last); "
                    + "keep only the one you mean",
            ])
        // The description read is the last: it suppresses nothing.
        #expect(document.suppressionDirectives.isEmpty)
    }
}
