import Foundation
import LinkAuditKit
import LinkAuditModel
import LinkAuditTestSupport
import Testing

@testable import LinkAuditReporters

/// The JSON report's own writer (issue 12, item 1) writes the bytes `JSONEncoder` writes, for
/// hostile text, every field of the model and the whole corpus report.
@Suite("Pretty JSON writer")
struct PrettyJSONWriterTests {
    private func foundation(_ value: some Encodable) throws -> [UInt8] {
        Array(try JSONReporter.makeEncoder().encode(value))
    }

    private func expectSameBytes(_ value: some Encodable, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let written = try PrettyJSONWriter.bytes(value)
        let expected = try foundation(value)
        #expect(
            written == expected, "\(String(decoding: written, as: UTF8.self))\n!=\n\(String(decoding: expected, as: UTF8.self))",
            sourceLocation: sourceLocation)
    }

    /// Text no report may pass through raw, and text a writer may get wrong.
    static let hostileTexts: [String] = {
        var controls = ""
        for value in 0..<0x20 { controls.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        return [
            "", controls, "\u{7F}", "line\u{2028}separator\u{2029}paragraph", "a/b//c:\\d", "say \"hi\"\\",
            "\u{1B}[2J::error file=x::owned", "😀👩🏽‍💻🇫🇷", "e\u{301}", "日本語のリンク", "\u{FEFF}bom",
            // A lone surrogate is replaced when the text is decoded, as every extractor decodes.
            String(decoding: [0xD800, 0x41, 0xDC00] as [UInt16], as: UTF16.self),
            String(decoding: [0x61, 0xFF, 0xC3] as [UInt8], as: UTF8.self),
            String(repeating: "long \u{0} \"text\" / ", count: 20_000),
        ]
    }()

    @Test func hostileStringsAreEscapedAsJSONEncoderEscapesThem() throws {
        for text in Self.hostileTexts {
            try expectSameBytes(text)
            try expectSameBytes([text: [text]])
        }
        // Every control character is escaped, and nothing else is.
        let controls = try #require(Self.hostileTexts.dropFirst().first)
        let written = String(decoding: try PrettyJSONWriter.bytes(controls), as: UTF8.self)
        #expect(written.hasPrefix(#""\u0000\u0001"#))
        #expect(written.contains(#"\u0007\b\t\n\u000b\f\r\u000e"#))
        #expect(written.hasSuffix(#"\u001f""#))
        #expect(String(decoding: try PrettyJSONWriter.bytes("a/b\u{2028}"), as: UTF8.self) == "\"a/b\u{2028}\"")
    }

    /// A member's key is written straight into the sink's memory: wherever the sink's end falls
    /// against its capacity, the key takes exactly the room it made (the writer asserts it in a
    /// debug build; a byte past the end once corrupted the heap under another allocator).
    @Test func aMemberKeyFitsWhereverTheSinkEnds() {
        for filled in 0..<40 {
            for first in [true, false] {
                let sink = JSONByteSink(capacity: 16)
                sink.appendSpaces(filled)
                sink.memberKey("normalizedDestination", indent: 4, first: first)
                let expected = (first ? "" : ",") + "\n    \"normalizedDestination\" : "
                #expect(sink.bytes == Array(repeating: 0x20, count: filled) + Array(expected.utf8))
            }
        }
    }

    /// The writer skips eight bytes at a time while none needs escaping: a byte that does is
    /// escaped wherever it falls in a word, next to bytes just below and above the ones escaped.
    @Test func escapesAreFoundAtEveryPlaceOfAWord() throws {
        let specials: [UInt8] = [0x00, 0x08, 0x0A, 0x1F, 0x22, 0x5C]
        let neighbours: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F]
        for special in specials {
            for length in 1...24 {
                for place in 0..<length {
                    var bytes = (0..<length).map { neighbours[$0 % neighbours.count] }
                    bytes[place] = special
                    try expectSameBytes(String(decoding: bytes, as: UTF8.self))
                }
            }
        }
        // Bytes of 0x80 and above (UTF-8 past ASCII) never count as a control character.
        #expect(!JSONByteSink.needsEscape(UInt64(0xC3A9_E697_A5E6_9CAC)))
        #expect(JSONByteSink.needsEscape(UInt64(0x4141_4141_4141_1F41)))
        #expect(JSONByteSink.needsEscape(UInt64(0x2241_4141_4141_4141)))
        #expect(!JSONByteSink.needsEscape(UInt64(0x2020_2323_5B5D_7F21)))
    }

    @Test func numbersAreWrittenAsJSONEncoderWritesThem() throws {
        let doubles: [Double] = [
            0, -0.0, 1, -1, 0.1, 1 / 3, 0.30000000000000004, 1e20, 1e21, 1e-7, 1.234_567_890_123_456_8e20, .leastNonzeroMagnitude,
            .greatestFiniteMagnitude, 2.5, 100, 0.5e-300,
        ]
        try expectSameBytes(doubles)
        try expectSameBytes(doubles.filter { abs($0) < 1e30 }.map(Float.init))
        try expectSameBytes([Int.min, -10, -1, 0, 9, 10, 99, 100, 123_456_789, Int.max])
        try expectSameBytes([UInt64.max])
        try expectSameBytes([Int8.min, Int8.max])
        #expect(throws: EncodingError.self) { try PrettyJSONWriter.bytes([Double.nan]) }
        #expect(throws: EncodingError.self) { try PrettyJSONWriter.bytes(["k": Double.infinity]) }
        #expect(String(decoding: try PrettyJSONWriter.bytes([1.0, 0.25, -0.0]), as: UTF8.self) == "[\n  1,\n  0.25,\n  -0\n]")
    }

    /// Shapes the model does not use today but `Codable` may produce: empty containers, keys out of
    /// order, nested containers, super-encoders, optionals in arrays, Foundation's special types.
    @Test func everyContainerShapeIsWrittenAsJSONEncoderWritesIt() throws {
        try expectSameBytes([[Int]]())
        try expectSameBytes([String: Int]())
        try expectSameBytes(["b": [Int](), "a": [], "B": [1], "a1": [2, 3], "é": [], "Z_": []])
        try expectSameBytes([[String: [String: Int]]()])
        try expectSameBytes([1, nil, 3] as [Int?])
        try expectSameBytes(Shapes())
        try expectSameBytes([Shapes(), Shapes()])
        try expectSameBytes(Repeated())
        #expect(String(decoding: try PrettyJSONWriter.bytes(Repeated()), as: UTF8.self) == "{\n  \"a\" : 2,\n  \"b\" : 3\n}")
        try expectSameBytes(["k": Silent()])
        try expectSameBytes([Silent(), Silent()])
        #expect(throws: EncodingError.self) { try PrettyJSONWriter.bytes(Silent()) }
        try expectSameBytes(
            Special(
                url: URL(string: "https://example.com/a b?q=1#x")!, date: Date(timeIntervalSinceReferenceDate: 12.5),
                data: Data([0, 1, 254, 255]), decimal: Decimal(string: "12.340")!))
        try expectSameBytes([ColorSource.literal(RGBAColor(red: 0.1, green: 0.2, blue: 1 / 3)), .named("Brand"), .system("link")])
        // Written at a depth, the inner lines move in and the first line does not.
        var bytes = Array("x".utf8)
        try PrettyJSONWriter.append(["k": [1]], depth: 1, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "x{\n    \"k\" : [\n      1\n    ]\n  }")
    }

    @Test func aLinkWithEveryFieldSetIsWrittenWhole() throws {
        let link = Self.everyField
        for value in [link, Self.emptyLink] { try expectSameBytes(value) }
        // Every stored field of the model holds a value, so a field added to it and not written
        // (or written differently) fails the comparison above; the fixture must set it too.
        for value in [
            Mirror(reflecting: link), Mirror(reflecting: link.appCopy!), Mirror(reflecting: link.swiftCode!),
            Mirror(reflecting: link.style!), Mirror(reflecting: link.style!.appearances[0]),
            Mirror(reflecting: link.attributes!),
        ] {
            for child in value.children {
                let unwrapped = Mirror(reflecting: child.value)
                #expect(unwrapped.displayStyle != .optional || !unwrapped.children.isEmpty, "\(child.label ?? "?") is nil")
            }
        }
        let written = String(decoding: try PrettyJSONWriter.bytes(link), as: UTF8.self)
        for label in Mirror(reflecting: link).children.compactMap(\.label) {
            #expect(written.contains("\n  \"\(label)\" : "), "\(label) is not written")
        }
        #expect(written.contains(#""style" : {"#))
        // A color whose components are not whole steps of 1/255 is written exactly; one that is, as hex.
        #expect(written.contains(#""literal" : "color(srgb 0.2 0.4 0.3333333333333333 / 0.5)""#))
        #expect(written.contains(##""color" : "#FFFFFF""##))
        // A finding, an error and a related place with every field set.
        try expectSameBytes(Self.everyFinding)
        try expectSameBytes(AuditError(file: "a\u{0}.md", line: 3, column: 4, message: "bad \"x\"\n"))
        for value in [
            Mirror(reflecting: Self.everyFinding), Mirror(reflecting: Self.everyFinding.related![0]),
            Mirror(reflecting: Self.everyFinding.replacement!), Mirror(reflecting: Self.everyFinding.translations![0]),
        ] {
            for child in value.children {
                let unwrapped = Mirror(reflecting: child.value)
                #expect(unwrapped.displayStyle != .optional || !unwrapped.children.isEmpty, "\(child.label ?? "?") is nil")
            }
        }
    }

    @Test func theLinkSpoolSplitsALinkAroundItsID() throws {
        var link = Self.everyField
        link.id = 77
        let (head, tail) = Self.encodedAroundID(link)
        // The link as JSONEncoder writes it as an element of the report's `links`, two levels in
        // (an empty line, in the link's empty `parts`, holds no indent).
        let whole = try foundation(["links": [link]])
        let opening = Array("{\n  \"links\" : [\n".utf8)
        let closing = Array("\n  ]\n}".utf8)
        #expect(whole.starts(with: opening) && whole.reversed().starts(with: closing.reversed()))
        #expect(head + Array("77".utf8) + tail == Array(whole.dropFirst(opening.count).dropLast(closing.count)))
        #expect(String(decoding: tail, as: UTF8.self).contains("\"parts\" : [\n\n                  ]"))
        #expect(String(decoding: head, as: UTF8.self).hasSuffix("\n      \"id\" : "))
        // A link JSONEncoder cannot encode (a non-finite number) is its id alone, still JSON.
        var color = RGBAColor(red: 0, green: 0, blue: 0)
        color.red = .nan
        var broken = Self.emptyLink
        broken.style = LinkStyle(appearances: [AppearanceStyle(color: .literal(color))])
        #expect(throws: EncodingError.self) { try foundation(broken) }
        let (brokenHead, brokenTail) = Self.encodedAroundID(broken)
        #expect(String(decoding: brokenHead + Array("5".utf8) + brokenTail, as: UTF8.self) == "    {\n      \"id\" : 5\n    }")
        // Links encoded together are the links encoded one by one, a broken one between others too.
        let together = JSONReporter.encodedAroundIDs([link, broken, Self.emptyLink])
        let (emptyHead, emptyTail) = Self.encodedAroundID(Self.emptyLink)
        #expect(together.bytes == head + tail + brokenHead + brokenTail + emptyHead + emptyTail)
        #expect(together.lengths.map(Int.init) == [head, tail, brokenHead, brokenTail, emptyHead, emptyTail].map(\.count))
    }

    /// One link's two parts, as ``JSONReporter/encodedAroundIDs(_:)`` writes them.
    private static func encodedAroundID(_ link: Link) -> (head: [UInt8], tail: [UInt8]) {
        let (bytes, lengths) = JSONReporter.encodedAroundIDs([link])
        return (Array(bytes[..<Int(lengths[0])]), Array(bytes[Int(lengths[0])...]))
    }

    /// The whole corpus report, made element by element (and with links from the spool), is the
    /// document `JSONEncoder` writes in one piece.
    @Test func theCorpusReportIsTheBytesJSONEncoderWrites() throws {
        let auditor = Auditor(configuration: Configuration(), workingDirectory: projectFolder)
        let result = auditor.audit(paths: ["Corpus"])
        #expect(result.links.count > 100)
        #expect(result.findings.count > 100)
        #expect(!result.notUnderstood.isEmpty)
        var byRule: [RuleID: Int] = [:]
        for finding in result.findings { byRule[finding.rule, default: 0] += 1 }
        let document = JSONReporter.Document(
            schemaVersion: JSONReporter.schemaVersion, tool: .init(name: ToolInfo.name, version: ToolInfo.version),
            summary: .init(
                files: result.files.count, links: result.linkCount,
                findings: .init(error: result.count(.error), warning: result.count(.warning), note: result.count(.note)),
                errors: result.errors.count, findingsByRule: byRule, notClassified: result.notClassified,
                notUnderstood: result.notUnderstood.countsByKind, baseline: nil),
            files: result.files, links: result.links, notUnderstood: result.notUnderstood,
            findings: result.findings + result.suppressedFindings,
            errors: result.errors, warnings: result.warnings)
        let expected = String(decoding: try foundation(document), as: UTF8.self) + "\n"
        #expect(JSONReporter.render(result) == expected)
        #expect(String(decoding: try PrettyJSONWriter.bytes(document), as: UTF8.self) + "\n" == expected)
        let spool = try #require(LinkSpool())
        let streamed = auditor.audit(paths: ["Corpus"], spool: spool)
        var text = ""
        JSONReporter.write(streamed, encodedLinks: spool, to: &text)
        #expect(text == expected)
    }

    static let site = ColorSite(file: "Help/style\u{0}.css", position: SourcePosition(line: 3, utf8Column: 7))

    static let everyField: Link = {
        var link = Link(
            text: "click \"here\"\n", name: "click here/now", nameSource: .ariaLabel, destination: "https://example.com/a?b=c&d=\u{2028}",
            syntax: .htmlAnchor, placement: .standalone, render: .web, file: "Help/ä b.html",
            span: SourceSpan(start: SourcePosition(line: 2, utf8Column: 5), end: SourcePosition(line: 4, utf8Column: 1)),
            scope: .document("Help/ä b.html"))
        link.id = 12
        link.normalizedDestination = "https://example.com/a"
        link.isTemplatedDestination = true
        link.isCodeText = true
        link.insideBrokenMarkup = .spaceBeforeDestination
        link.hasDynamicText = true
        link.title = "Title\t😀"
        link.attributes = LinkAttributes(
            target: "_blank", opensWindowFromScript: true, download: "report.pdf", describedBy: "Opens in a new tab",
            missingLabelledbyIDs: ["gone"])
        link.language = "fr-CA"
        link.languageSource = .htmlLang
        link.context = LinkContext(text: "see click here now", linkStart: 4, linkLength: 10)
        var entry = AppCopyEntry(
            table: "App/fr.lproj/Localizable.strings", key: "k\"ey", locale: "fr", variation: "plural.one", state: "translated",
            comment: "a \u{1B} comment")
        entry.sourceLanguage = "en"
        entry.isStale = true
        link.appCopy = entry
        var code = SwiftLinkCode(
            removesButtonTrait: true, setsUnderlineStyle: true, textUnderline: .withOtherWords, attributedKind: .inlineLink)
        code.destinationExpression = URLExpression(
            written: "Links.base + path",
            parts: [
                .init(
                    kind: .reference, text: "Links.base", candidates: ["https://a.example"],
                    alternatives: [URLExpression(written: "x", parts: [])]),
                .init(kind: .pathComponent, text: "path"),
            ])
        code.destinationSet = ["https://a.example/1", "https://a.example/2"]
        code.textKey = LocalizedKey(key: "more", table: "Help")
        code.textViewUnderlinesLinks = true
        code.symbolCue = true
        code.textExpression = URLExpression(written: "Copy.more", parts: [.init(kind: .reference, text: "Copy.more")])
        code.sentence = LinkSentence(
            key: LocalizedKey(key: "more.sentence", table: "Help"),
            expression: URLExpression(written: "L10n.more(p)", parts: [.init(kind: .localizedKey, text: "more", candidates: ["Help"])]),
            placeholder: "%@")
        code.pendingCalls = [
            PendingURLCall(
                function: "openWebPage(_:)",
                arguments: [URLExpression(written: "Links.more", parts: [.init(kind: .reference, text: "Links.more", argument: "more")])])
        ]
        code.pendingPresentation = PendingPresentation(
            binding: "helpRow(topic:_:)#1",
            items: [PresentedItem(binding: "helpRow(topic:_:)#0", value: URLExpression(written: "topic", parts: []), types: ["Topic"])])
        code.isTapGesture = true
        code.buttonLinkTraitAt = SourcePosition(line: 2, utf8Column: 9)
        code.presentedWrapper = URLWrapper(type: "SafariView", property: "url")
        code.repeatsControl = true
        code.buttonTraitRemoval = TextReplacement(
            line: 9, startColumn: 40, endColumn: 40, text: "\n        .accessibilityRemoveTraits(.isButton)", isSafe: true)
        link.swiftCode = code
        link.style = LinkStyle(
            appearances: [
                AppearanceStyle(
                    appearance: .dark, color: .literal(RGBAColor(red: 0.2, green: 0.4, blue: 1 / 3, alpha: 0.5)),
                    textColor: .named("Brand"),
                    background: .perAppearance([
                        AppearanceColor(appearance: .light, color: RGBAColor(red: 1, green: 1, blue: 1), site: site),
                        AppearanceColor(appearance: .darkHighContrast, color: RGBAColor(red: 0, green: 0, blue: 0), site: nil),
                    ]), cues: [.underline, .border, .fontWeight, .symbol, .other], colorSite: site, cueRemovedAt: site),
                AppearanceStyle(color: .system("systemBlue")),
            ], cueDetail: "outline \"dotted\"")
        return link
    }()

    static let emptyLink = Link(
        text: "", name: "", nameSource: .none, destination: "", syntax: .markdownInline, placement: .inline, render: .swiftui, file: "",
        span: nil, scope: .app("apple"))

    static let everyFinding: Finding = {
        var finding = Finding(
            rule: "generic-link-text", severity: .warning, message: "“click here” says nothing\n", fix: "name the \\ target",
            file: "a.md", position: SourcePosition(line: 1, utf8Column: 2), link: 3,
            appCopy: AppCopyEntry(table: "t", key: "k", locale: "de", variation: "plural.other"))
        finding.suppressed = .baseline
        finding.suppressionReason = "known </script>"
        finding.related = [RelatedPlace(file: "b.md", position: SourcePosition(line: 9, utf8Column: 1), link: 4, destination: "/x")]
        finding.group = "g1"
        finding.replacement = TextReplacement(line: 1, startColumn: 3, endColumn: 13, text: "Q&amp;A \"</script>\u{7}")
        finding.translations = [TranslationFollowUp(file: "de.lproj/\u{1B}t.strings", line: 2, locale: "de", marksReview: false)]
        return finding
    }()
}

/// Keys out of order, a nested container written to between its parent's members, a super-encoder.
private struct Shapes: Encodable {
    enum Keys: String, CodingKey { case zeta, alpha, nested, list, parent, upper = "Upper", empty }
    enum Inner: String, CodingKey { case y, x }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode("z", forKey: .zeta)
        var nested = container.nestedContainer(keyedBy: Inner.self, forKey: .nested)
        try container.encode(true, forKey: .alpha)
        try nested.encode(1.5, forKey: .y)
        var list = container.nestedUnkeyedContainer(forKey: .list)
        try list.encode("first")
        var inner = list.nestedContainer(keyedBy: Inner.self)
        try list.encodeNil()
        try inner.encode([2, 3], forKey: .x)
        try list.encode(["k": "v"])
        try nested.encodeNil(forKey: .x)
        try "super".encode(to: container.superEncoder(forKey: .parent))
        try container.encode(Int8(-3), forKey: .upper)
        _ = container.nestedUnkeyedContainer(forKey: .empty)
    }
}

/// A key written twice: the last value stands, as in `JSONEncoder`.
private struct Repeated: Encodable {
    enum Keys: String, CodingKey { case b, a }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(1, forKey: .b)
        try container.encode(2, forKey: .a)
        try container.encode(3, forKey: .b)
    }
}

/// A value that asks for no container.
private struct Silent: Encodable {
    func encode(to encoder: any Encoder) throws {}
}

/// The types `JSONEncoder` writes its own way.
private struct Special: Encodable {
    var url: URL
    var date: Date
    var data: Data
    var decimal: Decimal
}
