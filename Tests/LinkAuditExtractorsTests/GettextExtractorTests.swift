import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

private func extract(_ source: String, file: String = "locale/ru/LC_MESSAGES/django.po", sourceLanguage: String? = "en")
    -> ExtractedDocument
{
    var options = ExtractionOptions()
    options.sourceLanguage = sourceLanguage
    return GettextExtractor.extractDocument(bytes: Array(source.utf8), file: file, options: options)
}

/// The shapes of a Django or WordPress catalog, in words of our own: a header, references and
/// flags, an anchor with escaped quotes, a message continued over lines, a context, Russian's
/// three plural forms, a fuzzy translation, an untranslated message and an obsolete one.
private let catalog = MarkedText(
    #"""
    # Russian translation of the shop.
    msgid ""
    msgstr ""
    "Project-Id-Version: shop 2.1\n"
    "Language: ru\n"
    "Content-Type: text/plain; charset=UTF-8\n"
    "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"

    #. Under the price, in the cart.
    #: shop/templates/cart.html:31
    #, python-format
    msgid "Taxes are added at checkout. <a href=\"/help/taxes/\">Learn more</a>"
    msgstr "Налоги добавляются при оплате. 1️⃣<a href=\"/help/taxes/\">Подробнее</a>2️⃣"

    #: shop/templates/base.html:8
    msgctxt "footer"
    msgid "Help"
    msgstr ""
    "3️⃣<a href=\"/help/\">"
    "Справка</a>4️⃣"

    #: shop/views.py:77
    msgid "%(count)s order. <a href=\"/orders/\">See it</a>"
    msgid_plural "%(count)s orders. <a href=\"/orders/\">See them</a>"
    msgstr[0] "%(count)s заказ. 5️⃣<a href=\"/orders/\">Открыть</a>6️⃣"
    msgstr[1] "%(count)s заказа. <a href=\"/orders/\">Открыть их</a>"
    msgstr[2] "%(count)s заказов. Все в разделе «Заказы»."

    #, fuzzy
    #| msgid "Read the <a href=\"/terms/\">terms</a>"
    msgid "Read our 7️⃣<a href=\"/terms/\">terms of sale</a>8️⃣"
    msgstr "Прочтите <a href=\"/terms/\">условия</a>"

    msgid "Questions? 9️⃣<a href=\"/contact/\">Write to us</a>🔟"
    msgstr ""

    #~ msgid "Old <a href=\"/old/\">here</a>"
    #~ msgstr "Старое <a href=\"/old/\">здесь</a>"

    """#)

@Suite("gettext catalogs")
struct GettextExtractorTests {
    @Test func translatedShippedAndUntranslatedMessagesWithTheirPlaces() {
        let document = extract(catalog.text)
        #expect(document.errors.isEmpty)
        #expect(document.warnings.isEmpty)
        let links = document.links
        #expect(links.map(\.text) == ["Подробнее", "Справка", "Открыть", "Открыть их", "terms of sale", "Write to us"])
        #expect(links.map(\.destination) == ["/help/taxes/", "/help/", "/orders/", "/orders/", "/terms/", "/contact/"])
        #expect(links.map { $0.appCopy?.locale } == ["ru", "ru", "ru", "ru", "en", "en"])
        #expect(
            links.map { $0.appCopy?.key } == [
                "Taxes are added at checkout. <a href=\"/help/taxes/\">Learn more</a>", "footer|Help",
                "%(count)s order. <a href=\"/orders/\">See it</a>", "%(count)s order. <a href=\"/orders/\">See it</a>",
                "Read our <a href=\"/terms/\">terms of sale</a>", "Questions? <a href=\"/contact/\">Write to us</a>",
            ])
        #expect(links.map { $0.appCopy?.variation } == [nil, nil, "plural.0", "plural.1", nil, nil])
        #expect(links.allSatisfy { $0.render == .web && $0.scope == .app("web") && $0.appCopy?.sourceLanguage == "en" })
        #expect(
            links.map(\.span) == [
                catalog.span("1️⃣", "2️⃣"), catalog.span("3️⃣", "4️⃣"), catalog.span("5️⃣", "6️⃣"), links[3].span,
                catalog.span("7️⃣", "8️⃣"), catalog.span("9️⃣", "🔟"),
            ])
        #expect(links[3].span?.start.line == 26)
        #expect(links[0].appCopy?.comment == "Under the price, in the cart.")
        #expect(links[0].context?.text == "Налоги добавляются при оплате. Подробнее")
        // The msgids of translated messages are the source to compare with, not audited.
        #expect(document.sourceLinks.map(\.text) == ["Learn more", "See it", "See them"])
        #expect(document.sourceLinks.map { $0.appCopy?.variation } == [nil, "plural.0", "plural.1"])
        #expect(document.sourceLinks.allSatisfy { $0.appCopy?.locale == "en" })
        // Values without links are kept to compare with: the third plural form has none.
        let third = document.appCopyValues.first { $0.entry.variation == "plural.2" }
        #expect(third?.entry.locale == "ru")
        #expect(third?.linkCount == 0)
    }

    @Test func theLanguageComesFromTheHeaderElseThePath() {
        #expect(LocalePath.gettextLocale(of: "locale/de/LC_MESSAGES/django.po") == "de")
        #expect(LocalePath.gettextLocale(of: "po/pt_BR.po") == "pt-BR")
        #expect(LocalePath.gettextLocale(of: "po/sr@latin.po") == "sr-Latn")
        #expect(LocalePath.gettextLocale(of: "po/ca@valencia.po") == "ca")
        #expect(LocalePath.gettextLocale(of: "po/ast.po") == "ast")
        #expect(LocalePath.gettextLocale(of: "languages/my-plugin-de_DE.po") == "de-DE")
        #expect(LocalePath.gettextLocale(of: "po/app.po") == nil)
        #expect(LocalePath.gettextLocale(of: "po/messages.pot") == nil)
        #expect(LocalePath.gettextLocale(of: "po/DE.po") == nil)
        let message = "msgid \"<a href=\\\"/a\\\">Mehr</a>\"\nmsgstr \"<a href=\\\"/a\\\">Plus</a>\"\n"
        let fromHeader = extract("msgid \"\"\nmsgstr \"Language: fr_CA\\n\"\n\n" + message, file: "po/de.po")
        #expect(fromHeader.links.map { $0.appCopy?.locale } == ["fr-CA"])
        let fromName = extract("msgid \"\"\nmsgstr \"Language: \\n\"\n\n" + message, file: "po/de.po")
        #expect(fromName.links.map { $0.appCopy?.locale } == ["de"])
        // A template holds the source language only: its msgids are audited.
        let template = extract(message, file: "po/shop.pot", sourceLanguage: "en")
        #expect(template.links.map(\.text) == ["Mehr"])
        #expect(template.links.map { $0.appCopy?.locale } == ["en"])
        // A translation of unknown language is not read as one: the app shows... whatever the
        // msgid says in the source language.
        let unknown = extract(message, file: "po/shop.po")
        #expect(unknown.links.map(\.text) == ["Mehr"])
    }

    @Test func escapesAndAnotherCharsetKeepExactColumns() {
        let source =
            "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=ISO-8859-1\\n\"\n\nmsgid \"Caf\u{E9}\\t\\\"\\101\\x42 <a href='/m'>Men\u{FC}</a>\"\nmsgstr \"\"\n"
        let latin1 = source.unicodeScalars.map { UInt8($0.value) }
        var options = ExtractionOptions()
        options.sourceLanguage = "en"
        let document = GettextExtractor.extractDocument(bytes: latin1, file: "po/shop.pot", options: options)
        #expect(document.errors.isEmpty)
        #expect(document.links.map(\.text) == ["Menü"])
        // Columns count the UTF-8 transcoding: `é` is two bytes; `\t`, `\"`, `\101`, `\x42` stand as written.
        #expect(document.links.first?.span?.start == SourcePosition(line: 4, utf8Column: 26))
        #expect(document.appCopyValues.first?.text == "Café \"AB <a href='/m'>Menü</a>")
    }

    @Test func syntaxErrorsAreLocatedAndKeepWhatCameBefore() {
        let cases: [(String, Int, Int, String)] = [
            ("msgid \"a\"\nmsgstr \"b\"\n\nmsgid \"c\nmsgstr \"\"\n", 4, 7, "string without its closing quote on the line"),
            ("msgid \"a\"\nmsgstr \"b\"\n\nmsgid \"\\q\"\nmsgstr \"\"\n", 4, 8, "unknown escape '\\q' in a string"),
            ("msgid \"a\"\nmsgstr \"b\"\n\nmsgstr \"c\"\n", 4, 1, "msgstr without a msgid before it"),
            (
                "msgid \"a\"\nmsgstr \"b\"\n\nmsgid \"c\"\n\nmsgid \"d\"\nmsgstr \"\"\n", 4, 1,
                "message without msgstr: every msgid needs a translation line, even msgstr \"\""
            ),
            ("msgid \"a\"\nmsgstr \"b\"\n\nmsgid \"c\"\nmsgstr[0] \"d\"\n", 5, 1, "msgstr[0] in a message without msgid_plural"),
            (
                "msgid \"a\"\nmsgstr \"b\"\nmsgfoo \"c\"\n", 3, 1,
                "unknown keyword 'msgfoo': a PO line is a comment, a keyword (msgid, msgstr, …) or a string"
            ),
        ]
        for (source, line, column, message) in cases {
            let document = extract("msgid \"\"\nmsgstr \"Language: de\\n\"\n\n" + source, file: "po/de.po")
            #expect(document.errors.map(\.message) == [message], "\(source)")
            #expect(document.errors.first?.line == line + 3, "\(source)")
            #expect(document.errors.first?.column == column, "\(source)")
            // The message before the error is read (its msgid kept to compare with).
            #expect(document.appCopyValues.map(\.text) == ["b", "a"], "\(source)")
        }
        let trailing = extract("msgid \"\"\nmsgstr \"Language: de\\n\"\n\nmsgid \"a\"\nmsgstr \"b\" x\n", file: "po/de.po")
        #expect(trailing.errors.map(\.message) == ["text after the string's closing quote"])
        #expect(trailing.errors.map { [$0.line, $0.column] } == [[5, 12]])
    }

    @Test func aMessageDefinedTwiceIsWarnedAndReadOnce() {
        let document = extract(
            "msgid \"<a href=\\\"/a\\\">Here</a>\"\nmsgstr \"\"\n\nmsgctxt \"menu\"\nmsgid \"<a href=\\\"/a\\\">Here</a>\"\nmsgstr \"\"\n\n"
                + "msgid \"<a href=\\\"/a\\\">Here</a>\"\nmsgstr \"\"\n", file: "po/shop.pot")
        #expect(document.links.map { $0.appCopy?.key } == ["<a href=\"/a\">Here</a>", "menu|<a href=\"/a\">Here</a>"])
        #expect(document.warnings.map(\.line) == [8])
        #expect(
            document.warnings.first?.message
                == "the message is defined again here (first at line 1); msgfmt refuses a catalog with a duplicate message: this one is not read"
        )
    }

    @Test func translatorCommentsSuppressTheMessage() {
        let document = extract(
            """
            msgid ""
            msgstr "Language: de\\n"

            # Keep it short.
            # linkaudit-disable generic-link-text -- the button beside it names the page
            #. Footer of the receipt mail.
            msgid "<a href=\\"/r\\">More</a>"
            msgstr "<a href=\\"/r\\">Mehr</a>"

            # linkaudit-disable-next-line generic-link-text
            msgid "<a href=\\"/s\\">Here</a>"
            msgstr "<a href=\\"/s\\">Hier</a>"

            """, file: "po/de.po")
        #expect(document.suppressionDirectives.map(\.kind) == [.key])
        #expect(document.suppressionDirectives.first?.key == "<a href=\"/r\">More</a>")
        #expect(document.suppressionDirectives.first?.rules == [RuleID(rawValue: "generic-link-text")])
        #expect(document.suppressionDirectives.first?.position == SourcePosition(line: 5, utf8Column: 3))
        #expect(document.suppressionDirectives.first?.reason == "the button beside it names the page")
        #expect(document.links.first?.appCopy?.comment == "Footer of the receipt mail.\nKeep it short.")
        // Another form reads as text there, and says so.
        #expect(document.warnings.map(\.line) == [10])
    }

    @Test func shiftJISEscapesAndContextsWithBarsKeepTheirMeaning() {
        // `表` is 0x95 0x5C in Shift_JIS: its second byte is no escape; a lone 0x5C is a backslash.
        let header = "msgid \"\"\nmsgstr \"\"\n\"Language: ja\\n\"\n\"Content-Type: text/plain; charset=Shift_JIS\\n\"\n\n"
        let message = "msgid \"See <a href=\\\"/a\\\">the docs</a>\"\nmsgstr \"<a href=\\\"/a\\\">"
        let bytes = Array((header + message).utf8) + [0x95, 0x5C, 0x82, 0xB1, 0x82, 0xBF, 0x82, 0xE7] + Array("</a>\"\n".utf8)
        var options = ExtractionOptions()
        options.sourceLanguage = "en"
        let document = GettextExtractor.extractDocument(bytes: bytes, file: "po/app.po", options: options)
        #expect(document.errors.isEmpty)
        #expect(document.links.map(\.text) == ["表こちら"])
        #expect(document.links.map { $0.appCopy?.locale } == ["ja"])
        let contexts = extract(
            "msgctxt \"a|b\"\nmsgid \"c\"\nmsgstr \"\"\n\nmsgctxt \"a\"\nmsgid \"b|c\"\nmsgstr \"\"\n", file: "po/app.pot")
        #expect(contexts.warnings.isEmpty)
        #expect(contexts.appCopyValues.map(\.entry.key) == [#"a\|b|c"#, "a|b|c"])
    }
}
