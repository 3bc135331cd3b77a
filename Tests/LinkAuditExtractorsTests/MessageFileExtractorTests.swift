import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditExtractors

private func extract(_ source: String, file: String) -> ExtractedDocument {
    var options = ExtractionOptions()
    options.sourceLanguage = "en"
    return MessageFileExtractor.extractDocument(bytes: Array(source.utf8), file: file, options: options)
}

/// An i18next namespace in words of our own: nested keys, `{{count}}`, plural keys, a `Trans`
/// message with numbered tags, an HTML anchor, and a named link tag.
private let i18next = MarkedText(
    #"""
    {
      "settings": {
        "sync": {
          "hint": "Sync keeps your devices alike. 1️⃣<a href=\"/help/sync\">Learn more</a>2️⃣",
          "devices_one": "{{count}} device. 3️⃣<helpLink>Manage it</helpLink>4️⃣",
          "devices_other": "{{count}} devices. <helpLink>Manage them</helpLink>"
        }
      },
      "welcome": "Read 5️⃣<1>our guide</1> before you start.",
      "tips": ["6️⃣<link>Keyboard shortcuts</link>7️⃣", "Plain tip"]
    }

    """#)

@Suite("Web message files")
struct MessageFileExtractorTests {
    @Test func nestedKeysPluralKeysAndRichTextTags() {
        let document = extract(i18next.text, file: "public/locales/de/translation.json")
        #expect(document.errors.isEmpty)
        #expect(document.warnings.isEmpty)
        let links = document.links
        #expect(links.map(\.text) == ["Learn more", "Manage it", "Manage them", "Keyboard shortcuts"])
        #expect(links.map(\.syntax) == [.htmlAnchor, .markedSpan, .markedSpan, .markedSpan])
        #expect(links.map { $0.appCopy?.key } == ["settings.sync.hint", "settings.sync.devices", "settings.sync.devices", "tips.0"])
        #expect(links.map { $0.appCopy?.variation } == [nil, "plural.one", "plural.other", nil])
        #expect(links.allSatisfy { $0.appCopy?.locale == "de" && $0.appCopy?.table == "public/locales/*/translation.json" })
        #expect(links.map(\.placement) == [.inline, .inline, .inline, .standalone])
        #expect(links[0].span == i18next.span("1️⃣", "2️⃣"))
        #expect(links[1].span == i18next.span("3️⃣", "4️⃣"))
        #expect(links[3].span == i18next.span("6️⃣", "7️⃣"))
        #expect(links[1].context?.text == "{{count}} device. Manage it")
        // A numbered tag is a component only the code names: counted, not judged.
        #expect(document.notUnderstood.map(\.kind) == [.richTextTag])
        #expect(document.notUnderstood.first?.position == i18next.positions["5️⃣"])
        #expect(document.notUnderstood.first?.detail == "<1>…</1>: a component the code sets, perhaps a link")
    }

    @Test func formatJSAndDocusaurusShapes() {
        let formatJS = extract(
            #"""
            {
              "cart.summary": "{count, plural, =0 {Your cart is empty.} other {# items. <link>Review the cart</link>}}",
              "footer.help": "Questions? <b>We answer.</b> <supportLink>Contact us</supportLink>"
            }
            """#, file: "src/lang/fr.json")
        #expect(formatJS.links.map(\.text) == ["Review the cart", "Contact us"])
        #expect(formatJS.links.map { $0.appCopy?.variation } == ["plural.other", nil])
        #expect(formatJS.links.allSatisfy { $0.appCopy?.locale == "fr" && $0.appCopy?.table == "src/lang/*.json" })
        #expect(formatJS.appCopyValues.map { $0.entry.variation } == ["plural.=0", "plural.other", nil])
        let docusaurus = extract(
            #"""
            {
              "theme.blog.post.readMore": {
                "message": "<link>Read more</link>",
                "description": "The label of the link to a full post\nlinkaudit-disable generic-link-text -- the post's title is beside it"
              },
              "theme.common.skipToMainContent": {"message": "Skip to main content"}
            }
            """#, file: "i18n/pt-BR/code.json")
        #expect(docusaurus.links.map(\.text) == ["Read more"])
        #expect(docusaurus.links.map { $0.appCopy?.key } == ["theme.blog.post.readMore"])
        #expect(docusaurus.links.map { $0.appCopy?.comment } == ["The label of the link to a full post"])
        #expect(docusaurus.links.map { $0.appCopy?.locale } == ["pt-BR"])
        #expect(docusaurus.suppressionDirectives.map(\.key) == ["theme.blog.post.readMore"])
        #expect(docusaurus.appCopyValues.count == 2)
    }

    @Test func onlyRecognizedLayoutsAreMessageFiles() {
        #expect(LocalePath.messageFileLocale(of: "public/locales/de/translation.json")?.locale == "de")
        #expect(LocalePath.messageFileLocale(of: "public/locales/de/translation.json")?.table == "public/locales/*/translation.json")
        #expect(LocalePath.messageFileLocale(of: "src/locales/pt-BR.json")?.locale == "pt-BR")
        #expect(LocalePath.messageFileLocale(of: "src/locales/pt-BR.json")?.table == "src/locales/*.json")
        #expect(LocalePath.messageFileLocale(of: "i18n/zh-Hans/docusaurus-theme-classic/navbar.json")?.locale == "zh-Hans")
        #expect(LocalePath.messageFileLocale(of: "lang/en_US.json")?.locale == "en-US")
        #expect(LocalePath.messageFileLocale(of: "package.json") == nil)
        #expect(LocalePath.messageFileLocale(of: "locales/config.json") == nil)
        #expect(LocalePath.messageFileLocale(of: "locales/schema/de.json") == nil)
        #expect(LocalePath.messageFileLocale(of: "src/i18n/index.json") == nil)
        #expect(LocalePath.messageFileLocale(of: "locales/de/notes.md") == nil)
        // Web tags in any case; names with a dot are other files.
        #expect(LocalePath.messageFileLocale(of: "public/locales/pt-br/common.json")?.locale == "pt-BR")
        #expect(LocalePath.messageFileLocale(of: "locales/zh-cn.json")?.locale == "zh-CN")
        #expect(LocalePath.messageFileLocale(of: "Locales/sr-latn.json")?.locale == "sr-Latn")
        #expect(LocalePath.messageFileLocale(of: "locales/en.schema.json") == nil)
        #expect(LocalePath.messageFileLocale(of: "locales/en.min.json") == nil)
        #expect(LocalePath.messageFileLocale(of: "src/lang/es-ES.lang.json")?.locale == "es-ES")
        #expect(LocalePath.messageFileLocale(of: "src/lang/es-ES.lang.json")?.table == "src/lang/*.json")
    }

    @Test func brokenTagsDuplicatesQuotingAndShapesAreSaid() {
        let document = extract(
            #"""
            {
              "open": "<helpLink>never closed",
              "quoted": "Type '{' to start. <link>Today''s deals</link>",
              "i18n": "Don''t {{count}} <link>Go</link>",
              "feature": {"message": "Sync is on", "description": "<helpLink>How sync works</helpLink>"},
              "dup": "<a href=\"/first\">First</a>",
              "dup": "<a href=\"/second\">Second</a>"
            }
            """#, file: "locales/en.json")
        #expect(document.links.map(\.text) == ["Today's deals", "Go", "How sync works", "Second"])
        #expect(document.links.map { $0.appCopy?.key } == ["quoted", "i18n", "feature.description", "dup"])
        #expect(document.problems.map { "\($0.position?.line ?? 0):\($0.position?.utf8Column ?? 0) \($0.kind)" } == ["2:12 unclosedAnchor"])
        #expect(
            document.problems.first?.message == "rich-text link tag <helpLink> without its </helpLink>: the component gets no text")
        #expect(
            document.warnings.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["6:3"])
        #expect(document.warnings.first?.message.hasPrefix("the key is defined again at line 7") == true)
        #expect(document.errors.isEmpty)
        // i18next reads `'` as itself: `''` stays.
        #expect(document.appCopyValues.first { $0.entry.key == "i18n" }?.text == "Don''t {{count}} <link>Go</link>")
        let array = extract(#"["<a href=\"/x\">Here</a>"]"#, file: "locales/de.json")
        #expect(array.links.isEmpty)
        #expect(array.warnings.map(\.message) == ["not read: a message file's top level is a JSON object of messages"])
    }
}
