import LinkAuditExtractors
import LinkAuditModel
import LinkAuditSwiftSources
import Testing
import LinkAuditTestSupport

func extractSwift(_ source: String, file: String = "App/View.swift") -> ExtractedDocument {
    SwiftSourceExtractor.extractDocument(bytes: Array(source.utf8), file: file)
}


@Suite("Swift source extraction")
struct SwiftSourceExtractorTests {
    @Test func linkControlsWithTitleLabelAndAccessibilityLabel() {
        let document = extractSwift("""
        Link("View Weekly Ad", destination: URL(string: "https://www.example.com/weekly-ad")!)
            .accessibilityRemoveTraits(.isButton)
        Link(destination: URL(string: "https://www.example.com/privacy")!) {
            Label("Privacy Policy", systemImage: "lock.shield")
        }
        Link("Más", destination: helpURL).accessibilityLabel("Más sobre precios")
        """)
        let links = document.links
        #expect(links.count == 3)
        #expect(links.allSatisfy { $0.syntax == .swiftLink && $0.placement == .standalone && $0.render == .swiftui && $0.scope == .app })
        #expect(links[0].name == "View Weekly Ad" && links[0].nameSource == .content)
        #expect(links[0].normalizedDestination == "https://www.example.com/weekly-ad")
        #expect(links[0].span == SourceSpan(start: position(1, 1), end: position(1, 86)))
        #expect(links[0].swiftCode == SwiftLinkCode(removesButtonTrait: true))
        #expect(links[1].text == "Privacy Policy")
        #expect(links[1].span == SourceSpan(start: position(3, 1), end: position(5, 1)))
        #expect(links[1].swiftCode?.removesButtonTrait == false)
        #expect(links[2].name == "Más sobre precios" && links[2].nameSource == .accessibilityLabel && links[2].text == "Más")
        #expect(links[2].isTemplatedDestination && links[2].normalizedDestination == nil && links[2].destination == "helpURL")
        #expect(links[2].span == SourceSpan(start: position(6, 1), end: position(6, 34)))
    }

    @Test func markdownInTextLiteralsWithEscapesAndInterpolation() {
        let document = extractSwift("""
        Text("Déjà: read [the \\u{1F600} guide](https://example.com/guide) \\(name)")
        Text(verbatim: "[no](https://example.com/no)")
        Text(title)
        let help = try AttributedString(markdown: "See [help](https://example.com/help)")
        Text(\"""
            Multi [line](https://example.com/multi) \\
            and [\\(offer)](https://example.com/\\(slug))
            \""")
        """)
        let links = document.links
        #expect(links.map(\.text) == ["the 😀 guide", "help", "line", "%@"])
        #expect(links.allSatisfy { $0.syntax == .markdownInline && $0.placement == .inline && $0.scope == .app })
        // `[` is column 20 of line 1: `Text("` (6 bytes) + `Déjà: read ` (13 bytes) + 1.
        #expect(links[0].span == SourceSpan(start: position(1, 20), end: position(1, 67)))
        #expect(links[1].span?.start == position(4, 48))
        #expect(links[2].span == SourceSpan(start: position(6, 11), end: position(6, 43)))
        #expect(links[3].hasDynamicText && links[3].isTemplatedDestination)
        #expect(links[3].span?.start == position(7, 9))
    }

    @Test func attributedStringRunsNamedByTheirRangeAndUnderline() {
        let document = extractSwift("""
        var text = AttributedString("By continuing you agree to the Terms of Service.")
        if let range = text.range(of: "Terms of Service") {
            text[range].link = URL(string: "https://www.example.com/terms")
            text[range].underlineStyle = .single
        }
        func other(text: inout AttributedString, range: Range<AttributedString.Index>) {
            text[range].link = URL(string: "https://www.example.com/other")
        }
        """)
        let links = document.links
        #expect(links.count == 2)
        #expect(links[0].syntax == .attributedStringLink && links[0].placement == .inline)
        #expect(links[0].text == "Terms of Service" && !links[0].hasDynamicText)
        #expect(links[0].span == SourceSpan(start: position(3, 5), end: position(3, 67)))
        #expect(links[0].swiftCode == SwiftLinkCode(setsUnderlineStyle: true))
        #expect(links[1].hasDynamicText && links[1].text == "\\(range)")
        #expect(links[1].swiftCode?.setsUnderlineStyle == false)
    }

    @Test func buttonsThatOpenURLs() {
        let document = extractSwift("""
        Button("Open Help") { UIApplication.shared.open(url) }
        Button(action: { openURL(URL(string: "https://example.com/store")!) }) { Text("Store") }
        Button { NSWorkspace.shared.open(url) } label: { Text("Mac") }
        Button("Save") { model.save() }
        Text("Terms").onTapGesture { UIApplication.shared.open(URL(string: "https://example.com/terms")!) }
        """)
        #expect(document.urlOpeners.map(\.position) == [position(1, 1), position(2, 1), position(3, 1), position(5, 14)])
        #expect(document.urlOpeners.map(\.kind) == [.button, .button, .button, .tapGesture])
        #expect(document.urlOpeners.map(\.title) == ["Open Help", nil, nil, "Terms"])
        #expect(document.urlOpeners.map(\.destination) == [nil, "https://example.com/store", nil, "https://example.com/terms"])
        #expect(document.urlOpeners.map(\.opener) == ["UIApplication.shared.open", "openURL", "NSWorkspace.shared.open", "UIApplication.shared.open"])
        #expect(document.links.isEmpty)
    }

    @Test func commentsAndStringsHoldNoLinks() {
        let document = extractSwift("""
        // Link("Hi", destination: URL(string: "https://example.com")!)
        /* Text("[x](https://example.com/x)") */
        let s = "Text(\\"[x](https://example.com/x)\\")"
        """)
        #expect(document.links.isEmpty)
    }

    @Test func binaryAndInvalidUTF8AreLocatedErrors() {
        let binary = SwiftSourceExtractor.extractDocument(bytes: [0x00, 0x01, 0x02], file: "Bin.swift")
        #expect(binary.errors.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["1:1"])
        let latin1 = SwiftSourceExtractor.extractDocument(bytes: Array("let s = \"caf".utf8) + [0xE9, 0x22, 0x0A], file: "Latin.swift")
        #expect(latin1.errors.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["1:13"])
        #expect(latin1.links.isEmpty)
    }
}
