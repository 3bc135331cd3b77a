import Foundation
import LinkAuditModel
import Testing

@testable import LinkAuditKit

/// The extraction cache's hand-written form (`CacheCodable`, issue 22, section 5): it gives back
/// every field of every type it writes, knows every stored property (a new one fails here until
/// its conformance writes it), and throws on damaged or cut-short bytes, never trapping.
@Suite("Cache coding")
struct CacheCodingTests {
    static let position = SourcePosition(line: 12, utf8Column: 7)
    static let span = SourceSpan(start: position, end: SourcePosition(line: 13, utf8Column: 2))
    static let site = ColorSite(file: "App/Colors.json", position: position)
    static let entry: AppCopyEntry = {
        var entry = AppCopyEntry(
            table: "de.lproj/Legal", key: "terms", locale: "de", variation: "plural.one", state: "translated", comment: "Footer")
        entry.sourceLanguage = "en"
        entry.isStale = true
        return entry
    }()
    static let expression = URLExpression(
        written: "Links.base + path",
        parts: [
            .init(kind: .reference, text: "Links.base", candidates: ["Settings.Links.base", "Links.base"], argument: "help.more"),
            .init(kind: .pathComponent, text: "help"),
            .init(
                kind: .computed, text: "path", candidates: ["*.path()"],
                alternatives: [URLExpression(written: "\"a\"", parts: [.init(kind: .literal, text: "a")])]),
        ])
    static let style = LinkStyle(
        appearances: [
            AppearanceStyle(
                appearance: .dark, color: .literal(RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5)),
                textColor: .perAppearance([AppearanceColor(appearance: .light, color: RGBAColor(red: 1, green: 0, blue: 0), site: site)]),
                background: .system("systemBackground"), cues: [.underline, .symbol], colorSite: site,
                cueRemovedAt: ColorSite(file: "b.css", position: nil)),
            AppearanceStyle(color: .named("Brand")),
        ], cueDetail: "outline")
    static let keyUse: LocalizedKeyUse = {
        var use = LocalizedKeyUse(
            key: "help %@", table: "Help", call: .attributedString, file: "App/View.swift", position: position, underlinesText: true,
            setsUnderlineStyle: true)
        use.branches = ["3:then", "5:case1"]
        use.linkStyle = style
        return use
    }()
    static let opener: URLOpener = {
        var opener = URLOpener(
            kind: .linkComponent, destination: "https://example.com/a", file: "App/View.swift", position: position, title: "Help",
            opener: "openURL")
        opener.normalizedDestination = "https://example.com/a"
        opener.destinationExpression = expression
        opener.wrapper = URLWrapper(type: "SafariView", property: "url")
        opener.presentedThrough = ["HelpRow.isShown"]
        opener.presenterUnknown = true
        opener.presentedInFile = ["helpRow(_:)#0"]
        opener.presentedItem = ["HelpRow.selected"]
        opener.presentedMember = "url"
        opener.linkComponent = LinkComponentUse(
            component: "Link", text: "Help", textKey: LocalizedKey(key: "help", table: "Help"), icon: .turnedOff, iconTurnedOffAt: position)
        opener.pendingCalls = [PendingURLCall(function: "openWebPage(_:)", arguments: [expression], callee: "coordinator?.openWebPage")]
        return opener
    }()
    static let link: Link = {
        var link = Link(
            text: "Terms", name: "Terms of use", nameSource: .ariaLabel, destination: "/terms", syntax: .htmlAnchor, placement: .inline,
            render: .web, file: "docs/page.html", span: span, scope: .document("docs/page.html"))
        link.id = 42
        link.normalizedDestination = "/terms"
        link.isTemplatedDestination = true
        link.isCodeText = true
        link.insideBrokenMarkup = .spaceInDestination
        link.hasDynamicText = true
        link.title = "Read the terms"
        link.language = "en-GB"
        link.languageSource = .htmlLang
        link.context = LinkContext(text: "Read the Terms today.", linkStart: 9, linkLength: 5)
        link.appCopy = entry
        var code = SwiftLinkCode(
            removesButtonTrait: true, setsUnderlineStyle: true, textUnderline: .withOtherWords, attributedKind: .inlineLink)
        code.destinationExpression = expression
        code.destinationSet = ["https://a.example", "https://b.example"]
        code.textKey = LocalizedKey(key: "terms", table: "Legal")
        code.textViewUnderlinesLinks = true
        code.symbolCue = true
        code.textExpression = expression
        code.sentence = LinkSentence(key: LocalizedKey(key: "terms.sentence", table: nil), expression: expression, placeholder: "{terms}")
        code.pendingCalls = [
            PendingURLCall(function: "showPage(url:)", arguments: [expression]), PendingURLCall(function: "log(_:)", arguments: []),
        ]
        code.pendingPresentation = PendingPresentation(
            binding: "HelpRow.isShown",
            items: [PresentedItem(binding: "HelpRow.selected", value: expression, types: ["Help.Topic", "Topic"])])
        code.isTapGesture = true
        code.buttonLinkTraitAt = SourcePosition(line: 3, utf8Column: 5)
        code.presentedWrapper = URLWrapper(type: "SafariView", property: "url")
        code.repeatsControl = true
        code.buttonTraitRemoval = TextReplacement(
            line: 4, startColumn: 9, endColumn: 9, text: "\n    .accessibilityRemoveTraits(.isButton)", isSafe: true)
        link.swiftCode = code
        link.style = style
        link.attributes = LinkAttributes(
            target: "_blank", opensWindowFromScript: true, download: "a.pdf", describedBy: "note", missingLabelledbyIDs: ["x", "y"])
        return link
    }()

    /// A document with every field set, and every field of each value in it.
    static let document: ExtractedDocument = {
        var document = ExtractedDocument(
            file: "docs/page.html", format: .html, links: [link, link],
            problems: [
                MarkupProblem(
                    kind: .unclosedAnchor, message: "unclosed", file: "docs/page.html", position: position, linkSpan: span, appCopy: entry,
                    render: .swiftui)
            ], errors: [AuditError(file: "docs/page.html", line: 3, column: 4, message: "bad")],
            warnings: [AuditError(file: "docs/page.html", message: "odd")])
        document.sourceLinks = [link]
        var value = AppCopyValue(file: "de.lproj/Legal.strings", entry: entry, position: position, linkCount: 2)
        value.text = "Read [Terms](/terms)."
        value.textSpan = span
        document.appCopyValues = [value]
        document.urlOpeners = [opener]
        document.pendingURLOpeners = [opener]
        var function = URLOpeningFunction(function: "show(_:)", file: "App/Router.swift", parameter: 1, url: expression, opener: "openURL")
        function.handsTo = "present(page:)"
        function.handsToArgument = 0
        document.urlOpeningFunctions = [function]
        document.unreachedOpenings = [
            UnreachedOpening(
                position: position, opener: "UIApplication.shared.open", functions: ["openStatus()"], enclosing: "openStatus()")
        ]
        document.urlWrappers = [URLWrapper(type: "SafariView", property: "url")]
        document.controlSetBindings = ["helpRow(topic:_:)#1", "handed:HelpRow.isShown"]
        document.localizedKeyUses = [keyUse]
        document.urlConstants = [
            URLConstant(
                name: "Links.help", value: expression, file: "App/Links.swift", isFilePrivate: true,
                selfCases: [.init(cases: ["help", "faq"], value: expression), .init(cases: [], value: expression)])
        ]
        document.suppressionDirectives = [
            SuppressionDirective(
                kind: .nextLine, rules: ["generic-link-text", "url-as-link-text"], position: position, endLine: 14, key: "k",
                reason: "legal")
        ]
        document.suppressionDirectives[0].comment = SuppressionCommentPlace(
            source: "<!-- linkaudit-disable-next-line generic-link-text -->", end: SourcePosition(line: 13, utf8Column: 57),
            spacesBefore: 2, spacesAfter: 1, startsLine: true, endsLine: false, textOnBothSides: true)
        document.keyLines = ["terms": [1...3, 7...7], "help": [9...12]]
        document.colorDefinitions = [
            ColorDefinition(
                name: "Brand", kind: .assetCatalog, role: .link,
                values: [AppearanceColor(appearance: .darkHighContrast, color: RGBAColor(red: 0, green: 0.4, blue: 0.8), site: site)],
                site: site)
        ]
        document.accentColorName = "Accent"
        document.inputsRead = ["docs/style.css"]
        document.anchors = ["intro", "terms"]
        var anchors = MarkdownAnchorSource(dialect: .kramdown)
        anchors.append(.init(text: "Intro", explicitID: "start"))
        anchors.attributeIDs = ["a"]
        anchors.htmlIDs = ["b"]
        document.markdownAnchors = anchors
        document.utf16Columns = UTF16Columns.of(Array("ab\nçé 😀 x\n".utf8))
        document.linkTextPlaces = [position: LinkTextPlace(line: 12, startColumn: 8, endColumn: 13, markup: .asciiHTML, quoting: .xmlCDATA)]
        document.linkTitleRemovals = [
            position: TextReplacement(line: 12, startColumn: 20, endLine: 13, endColumn: 4, text: "", isSafe: true)
        ]
        document.notUnderstood = [
            NotUnderstood(kind: .dynamicLinkText, file: "App/Notes.swift", position: position, detail: "a run over match.range")
        ]
        document.title = DocumentTitle(text: "Legal", source: .heading1, line: 2, language: "en")
        return document
    }()

    @Test func aDocumentWithEveryFieldSetComesBackEqual() throws {
        let decoded = try CacheReader.decode(ExtractedDocument.self, from: CacheWriter.encode(Self.document))
        #expect(decoded == Self.document)
        #expect(decoded.links[1].style?.appearances[0].color == .literal(RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5)))
        #expect(decoded.links[0].swiftCode?.destinationExpression?.parts[2].alternatives?[0].value == "a")
        #expect(decoded.links[0].appCopy?.sourceLanguage == "en")
        #expect(decoded.urlOpeners[0].linkComponent?.iconTurnedOffAt == Self.position)
        #expect(decoded.localizedKeyUses[0].branches == ["3:then", "5:case1"])
        #expect(decoded.urlConstants[0].value.written == "Links.base + path")
        #expect(decoded.suppressionDirectives[0].rules == ["generic-link-text", "url-as-link-text"])
        #expect(decoded.keyLines == ["terms": [1...3, 7...7], "help": [9...12]])
        #expect(decoded.markdownAnchors?.headings == [.init(text: "Intro", explicitID: "start")])
        #expect(decoded.utf16Columns?.utf16Column(line: 2, utf8Column: 10) == 6)
        #expect(decoded.linkTextPlaces[Self.position]?.markup == .asciiHTML)
        #expect(decoded.linkTextPlaces[Self.position]?.quoting == .xmlCDATA)
        #expect(decoded.linkTitleRemovals == Self.document.linkTitleRemovals)
        #expect(decoded.title?.source == .heading1)
    }

    @Test func valuesTheInitializersWouldChangeComeBackAsWritten() throws {
        var document = ExtractedDocument(file: "a.css", format: .html)
        var color = RGBAColor(red: 0, green: 0, blue: 0)
        color.red = 2
        color.alpha = -.infinity
        var span = Self.span
        span.end = SourcePosition(line: 1, utf8Column: 1)
        document.colorDefinitions = [
            ColorDefinition(
                name: "Odd", kind: .designToken, role: nil, values: [AppearanceColor(appearance: .light, color: color, site: nil)],
                site: ColorSite(file: "a.css", position: nil))
        ]
        document.errors = [AuditError(file: "app", message: "")]
        var link = Self.link
        link.span = span
        link.scope = .document("app")
        document.links = [link]
        let decoded = try CacheReader.decode(ExtractedDocument.self, from: CacheWriter.encode(document))
        #expect(decoded.colorDefinitions[0].values[0].color.red == 2)
        #expect(decoded.colorDefinitions[0].values[0].color.alpha == -.infinity)
        #expect(decoded.links[0].span?.end == SourcePosition(line: 1, utf8Column: 1))
        #expect(decoded.links[0].scope == .document("app"))
    }

    @Test(arguments: DocumentFormat.allCases)
    func everyCorpusDocumentComesBackEqual(format: DocumentFormat) throws {
        for document in DocumentCodingTests.documents where document.format == format {
            #expect(try CacheReader.decode(ExtractedDocument.self, from: CacheWriter.encode(document)) == document, "\(document.file)")
        }
    }

    /// The stored properties each conformance writes, as `Mirror` lists them: a type that gains
    /// one fails here until its `CacheCodable` conformance writes and reads it.
    @Test func theConformancesKnowEveryStoredProperty() {
        func labels(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
        let expected: [(Any, [String])] = [
            (
                Self.document,
                [
                    "file", "format", "links", "problems", "errors", "warnings", "sourceLinks", "appCopyValues", "urlOpeners",
                    "pendingURLOpeners", "urlOpeningFunctions", "unreachedOpenings", "urlWrappers", "controlSetBindings",
                    "localizedKeyUses", "urlConstants",
                    "suppressionDirectives", "keyLines",
                    "colorDefinitions", "accentColorName", "inputsRead", "anchors", "markdownAnchors", "utf16Columns", "linkTextPlaces",
                    "linkTitleRemovals",
                    "title", "notUnderstood",
                ]
            ),
            (
                Self.link,
                [
                    "id", "text", "name", "nameSource", "destination", "normalizedDestination", "isTemplatedDestination", "isCodeText",
                    "insideBrokenMarkup", "hasDynamicText", "title", "syntax", "placement", "render", "language", "languageSource",
                    "file", "span", "context", "appCopy", "scope", "swiftCode", "style", "attributes",
                ]
            ),
            (Self.link.context!, ["text", "linkStart", "linkLength"]),
            (Self.entry, ["table", "key", "locale", "variation", "state", "comment", "sourceLanguage", "isStale"]),
            (Self.link.attributes!, ["target", "opensWindowFromScript", "download", "describedBy", "missingLabelledbyIDs"]),
            (
                Self.link.swiftCode!,
                [
                    "removesButtonTrait", "setsUnderlineStyle", "textUnderline", "attributedKind", "destinationExpression",
                    "destinationSet", "textKey", "textViewUnderlinesLinks", "symbolCue", "textExpression", "sentence",
                    "pendingCalls", "pendingPresentation", "isTapGesture", "buttonLinkTraitAt", "presentedWrapper", "repeatsControl",
                    "buttonTraitRemoval",
                ]
            ),
            (LocalizedKey(key: "k", table: nil), ["key", "table"]),
            (Self.link.swiftCode!.sentence!, ["key", "expression", "placeholder"]),
            (Self.style, ["appearances", "cueDetail"]),
            (Self.style.appearances[0], ["appearance", "color", "textColor", "background", "cues", "colorSite", "cueRemovedAt"]),
            (Self.document.colorDefinitions[0].values[0], ["appearance", "color", "site"]),
            (RGBAColor(red: 0, green: 0, blue: 0), ["red", "green", "blue", "alpha"]),
            (Self.site, ["file", "position"]),
            (Self.document.colorDefinitions[0], ["name", "kind", "role", "values", "site"]),
            (Self.position, ["line", "utf8Column"]),
            (Self.span, ["start", "end"]),
            (Self.document.errors[0], ["file", "line", "column", "message"]),
            (Self.document.notUnderstood[0], ["kind", "file", "position", "detail"]),
            (Self.document.problems[0], ["kind", "message", "file", "position", "linkSpan", "appCopy", "render"]),
            (Self.document.appCopyValues[0], ["file", "entry", "position", "linkCount", "text", "textSpan", "textDigest"]),
            (Self.document.suppressionDirectives[0], ["kind", "rules", "position", "endLine", "key", "reason", "comment"]),
            (
                Self.document.suppressionDirectives[0].comment!,
                ["source", "end", "spacesBefore", "spacesAfter", "startsLine", "endsLine", "textOnBothSides"]
            ),
            (Self.document.linkTextPlaces[Self.position]!, ["line", "startColumn", "endColumn", "markup", "quoting"]),
            (Self.document.linkTitleRemovals[Self.position]!, ["line", "startColumn", "endLine", "endColumn", "text", "isSafe"]),
            (Self.document.title!, ["text", "source", "line", "language"]),
            (Self.expression, ["written", "parts"]),
            (Self.expression.parts[0], ["kind", "text", "candidates", "alternatives", "argument"]),
            (Self.document.urlConstants[0], ["name", "value", "file", "isFilePrivate", "selfCases"]),
            (Self.document.urlConstants[0].selfCases![0], ["cases", "value"]),
            (
                Self.keyUse,
                ["key", "table", "call", "file", "position", "underlinesText", "setsUnderlineStyle", "branches", "linkStyle"]
            ),
            (
                Self.opener,
                [
                    "kind", "destination", "normalizedDestination", "destinationExpression", "file", "position", "title", "opener",
                    "wrapper", "presentedThrough", "presenterUnknown", "presentedInFile", "presentedItem", "presentedMember",
                    "linkComponent",
                    "pendingCalls",
                ]
            ),
            (Self.opener.pendingCalls![0], ["function", "arguments", "callee"]),
            (Self.document.unreachedOpenings[0], ["position", "opener", "functions", "enclosing"]),
            (Self.link.swiftCode!.pendingPresentation!, ["binding", "items"]),
            (Self.link.swiftCode!.pendingPresentation!.items[0], ["binding", "value", "types"]),
            (
                Self.document.urlOpeningFunctions[0],
                ["function", "file", "parameter", "url", "opener", "handsTo", "handsToArgument"]
            ),
            (Self.opener.wrapper!, ["type", "property"]),
            (Self.opener.linkComponent!, ["component", "text", "textKey", "icon", "iconTurnedOffAt"]),
        ]
        for (value, names) in expected { #expect(labels(value) == names, "\(type(of: value))") }
    }

    @Test func everyCutShortFormThrowsAndDamagedBytesNeverTrap() throws {
        let bytes = CacheWriter.encode(Self.document)
        for length in 0..<bytes.count {
            #expect(throws: DecodingError.self) { try CacheReader.decode(ExtractedDocument.self, from: bytes[..<length]) }
        }
        #expect(throws: DecodingError.self) { try CacheReader.decode(ExtractedDocument.self, from: bytes + [0]) }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            var damaged = bytes
            damaged[Int.random(in: 0..<damaged.count, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator)
            _ = try? CacheReader.decode(ExtractedDocument.self, from: damaged)
        }
    }

    /// Hand-made bytes: a string table of `strings`, then `body`.
    static func form(_ strings: [String], _ body: [UInt8]) -> [UInt8] {
        [UInt8(strings.count)] + strings.flatMap { [UInt8($0.utf8.count)] + Array($0.utf8) } + body
    }

    @Test func malformedValuesAreDecodingErrors() throws {
        // A position is 1-based: line 0 (zigzag 0) is refused, line 1 column 2 (zigzag 2, 4) is read.
        #expect(throws: DecodingError.self) { try CacheReader.decode(SourcePosition.self, from: Self.form([], [0, 4])) }
        #expect(try CacheReader.decode(SourcePosition.self, from: Self.form([], [2, 4])) == SourcePosition(line: 1, utf8Column: 2))
        // A string index beyond the table, and a raw value no case has.
        #expect(throws: DecodingError.self) { try CacheReader.decode(String.self, from: Self.form(["a"], [1])) }
        #expect(try CacheReader.decode(DocumentFormat.self, from: Self.form(["swift"], [0])) == .swift)
        #expect(throws: DecodingError.self) { try CacheReader.decode(DocumentFormat.self, from: Self.form(["cobol"], [0])) }
        // A range whose bounds are out of order (3...1), a Bool or optional flag other than 0 or 1, an
        // unknown scope or color source tag.
        #expect(throws: DecodingError.self) { try CacheReader.decode(ClosedRange<Int>.self, from: Self.form([], [6, 2])) }
        #expect(throws: DecodingError.self) { try CacheReader.decode(Bool.self, from: Self.form([], [2])) }
        #expect(throws: DecodingError.self) { try CacheReader.decode(String?.self, from: Self.form(["a"], [2, 0])) }
        #expect(throws: DecodingError.self) { try CacheReader.decode(ScopeID.self, from: Self.form([], [2])) }
        #expect(throws: DecodingError.self) { try CacheReader.decode(ColorSource.self, from: Self.form(["a"], [4, 0])) }
        // Counts far beyond the bytes that follow are refused before anything is reserved, and a key
        // written twice is damage.
        #expect(throws: DecodingError.self) { try CacheReader.decode([String].self, from: Self.form([], [0xFF, 0xFF, 0xFF, 0x0F])) }
        #expect(throws: DecodingError.self) { try CacheReader.decode([String: Int].self, from: Self.form(["a"], [2, 0, 2, 0, 4])) }
        #expect(try CacheReader.decode([String: Int].self, from: Self.form(["a"], [1, 0, 4])) == ["a": 2])
        // An over-long varint.
        #expect(throws: DecodingError.self) {
            try CacheReader.decode(Int.self, from: Self.form([], Array(repeating: 0xFF, count: 11) + [1]))
        }
    }

    /// The reader remembers which case each raw value of an entry was read as, by type: `unknown`
    /// is a case of both `NameSource` and `LinkComponentUse.Icon`, read here in turn and again.
    @Test func aRawValueReadAsTwoEnumsIsEachOnesCase() throws {
        struct Pair: CacheCodable, Equatable {
            var source: [NameSource]
            var icons: [LinkComponentUse.Icon]
            func write(cache writer: inout CacheWriter) {
                writer.write(source)
                writer.write(icons)
            }
            init(source: [NameSource], icons: [LinkComponentUse.Icon]) { (self.source, self.icons) = (source, icons) }
            init(cache reader: inout CacheReader) throws { (source, icons) = (try reader.read(), try reader.read()) }
        }
        let pair = Pair(source: [.unknown, .content, .unknown], icons: [.unknown, .shown, .unknown])
        #expect(try CacheReader.decode(Pair.self, from: CacheWriter.encode(pair)) == pair)
        // `content` is no icon: damage, even after it was read as a name source.
        #expect(throws: DecodingError.self) {
            try CacheReader.decode(Pair.self, from: Self.form(["unknown", "content"], [1, 1, 2, 0, 1]))
        }
        #expect(
            try CacheReader.decode(Pair.self, from: Self.form(["unknown", "content"], [1, 1, 2, 0, 0]))
                == Pair(source: [.content], icons: [.unknown, .unknown]))
    }

    @Test func stringsAreWrittenOnceEach() {
        let bytes = CacheWriter.encode(["docs/page.html", "docs/page.html", "a", "docs/page.html"])
        #expect(bytes == [2, 14] + Array("docs/page.html".utf8) + [1, UInt8(ascii: "a"), 4, 0, 0, 1, 0])
    }

    @Test func anEntrysNameIsItsHashIn32HexadecimalDigits() {
        #expect(ContentHash(high: 0x0123_4567_89ab_cdef, low: 0xf).description == "0123456789abcdef000000000000000f")
        #expect(ContentHash(high: .max, low: 0).description == "ffffffffffffffff0000000000000000")
    }

    @Test func utf16ColumnsComeBackOnlyWhenTheirNumbersMakeATable() throws {
        let table = try #require(UTF16Columns.of(Array("a\nçé 😀 x\n\n日本\n".utf8)))
        #expect(try CacheReader.decode(UTF16Columns.self, from: CacheWriter.encode(table)) == table)
        let storage = table.storage
        #expect(storage.lines == [2, 4])
        #expect(UTF16Columns(storage: storage) == table)
        // Lines out of order, run starts past the runs, a character of no bytes.
        #expect(UTF16Columns(storage: ([4, 2], storage.firstRun, storage.runs)) == nil)
        #expect(UTF16Columns(storage: (storage.lines, [0, 1, 9], storage.runs)) == nil)
        #expect(UTF16Columns(storage: ([2], [0, 1], [0, 0, 1, 1, 0])) == nil)
        #expect(UTF16Columns(storage: ([2], [0, 1], [0, 2, 1, 1, 0]))?.utf16Column(line: 2, utf8Column: 3) == 2)
    }
}
