import LinkAuditExtractors
import LinkAuditModel
import LinkAuditSwiftSources
import LinkAuditTestSupport
import Testing

func extractSwift(_ source: String, file: String = "App/View.swift") -> ExtractedDocument {
    SwiftSourceExtractor.extractDocument(bytes: Array(source.utf8), file: file)
}

@Suite("Swift source extraction")
struct SwiftSourceExtractorTests {
    @Test func linkControlsWithTitleLabelAndAccessibilityLabel() {
        let marked = MarkedText(
            """
            1️⃣Link("View Weekly Ad", destination: URL(string: "https://www.example.com/weekly-ad")!)2️⃣
                .accessibilityRemoveTraits(.isButton)
            3️⃣Link(destination: URL(string: "https://www.example.com/privacy")!) {
                Label("Privacy Policy", systemImage: "lock.shield")
            }4️⃣
            5️⃣Link("Más", destination: helpURL)6️⃣.accessibilityLabel("Más sobre precios")
            """)
        let document = extractSwift(marked.text)
        let links = document.links
        #expect(links.count == 3)
        #expect(
            links.allSatisfy {
                $0.syntax == .swiftLink && $0.placement == .standalone && $0.render == .swiftui && $0.scope == .app("apple")
            })
        #expect(links[0].name == "View Weekly Ad" && links[0].nameSource == .content)
        #expect(links[0].normalizedDestination == "https://www.example.com/weekly-ad")
        #expect(links[0].span == marked.span("1️⃣", "2️⃣"))
        // The title is a `LocalizedStringKey`: the key is kept for the resolve stage (`KeyedLinkNames`).
        var code = SwiftLinkCode(removesButtonTrait: true)
        code.textKey = LocalizedKey(key: "View Weekly Ad", table: nil)
        #expect(links[0].swiftCode == code)
        #expect(links[1].text == "Privacy Policy")
        #expect(links[1].swiftCode?.textKey == LocalizedKey(key: "Privacy Policy", table: nil))
        // An accessibility label names the Link: its title's key is not followed, and the label,
        // written as a literal, is a key itself.
        #expect(links[2].swiftCode?.textKey == LocalizedKey(key: "Más sobre precios", table: nil))
        #expect(links[1].span == marked.span("3️⃣", "4️⃣"))
        #expect(links[1].swiftCode?.removesButtonTrait == false)
        #expect(links[2].name == "Más sobre precios" && links[2].nameSource == .accessibilityLabel && links[2].text == "Más")
        #expect(links[2].isTemplatedDestination && links[2].normalizedDestination == nil && links[2].destination == "helpURL")
        #expect(links[2].span == marked.span("5️⃣", "6️⃣"))
        // `Text(verbatim:)` in a label is shown as written: the Link's name, never a key.
        let verbatim = extractSwift(#"Link(destination: URL(string: "https://example.com/ship")!) { Text(verbatim: "Shipping") }"#).links
        #expect(verbatim.map { "\($0.name) \($0.nameSource.rawValue) \($0.swiftCode?.textKey == nil)" } == ["Shipping content true"])
    }

    /// An `.accessibilityLabel` on a `Button`'s label text, or on its label's one view, names the
    /// control (the probe of presented views found it ignored); one on a part of the label does not.
    @Test func anAccessibilityLabelInsideAButtonsLabelNamesIt() {
        let source = """
            struct TermsView: View {
                @Environment(\\.openURL) var openURL
                var body: some View {
                    Button { openURL(URL(string: "https://example.com/terms")!) } label: { Text("Terms").accessibilityLabel("Terms of service") }
                    Button { openURL(URL(string: "https://example.com/help")!) } label: {
                        HStack { Image(systemName: "questionmark"); Text("Help") }.padding().accessibilityLabel(Text("Help center"))
                    }
                    Button { openURL(URL(string: "https://example.com/faq")!) } label: {
                        HStack { Image(systemName: "info").accessibilityLabel("Info"); Text("FAQ") }
                    }
                    Button { openURL(URL(string: "https://example.com/terms.pdf")!) } label: {
                        HStack { Text("Terms").accessibilityLabel("Terms of service"); Text("PDF") }
                    }
                }
            }
            """
        let links = extractSwift(source).links
        #expect(
            links.map { "\($0.name) \($0.nameSource.rawValue) \($0.destination)" } == [
                "Terms of service accessibilityLabel https://example.com/terms", "Help center accessibilityLabel https://example.com/help",
                "FAQ content https://example.com/faq", "Terms content https://example.com/terms.pdf",
            ])
    }

    @Test func markdownInTextLiteralsWithEscapesAndInterpolation() {
        let marked = MarkedText(
            """
            Text("Déjà: read 1️⃣[the \\u{1F600} guide](https://example.com/guide)2️⃣ \\(name)")
            Text(verbatim: "[no](https://example.com/no)")
            Text(title)
            let help = try AttributedString(markdown: "See 3️⃣[help](https://example.com/help)")
            Text(\"""
                Multi 4️⃣[line](https://example.com/multi)5️⃣ \\
                and 6️⃣[\\(offer)](https://example.com/\\(slug))
                \""")
            """)
        let document = extractSwift(marked.text)
        let links = document.links
        #expect(links.map(\.text) == ["the 😀 guide", "help", "line", "%@"])
        #expect(links.allSatisfy { $0.syntax == .markdownInline && $0.placement == .inline && $0.scope == .app("apple") })
        #expect(links[0].span == marked.span("1️⃣", "2️⃣"))
        #expect(links[1].span?.start == marked["3️⃣"])
        #expect(links[2].span == marked.span("4️⃣", "5️⃣"))
        #expect(links[3].hasDynamicText && links[3].isTemplatedDestination)
        #expect(links[3].span?.start == marked["6️⃣"])
    }

    @Test func multiByteTextBeforeALinkOnItsLine() {
        let marked = MarkedText(
            """
            Text("Ünïcödé — 日本語 🎉 1️⃣[guide](https://example.com/guide)2️⃣")
            let help = try AttributedString(markdown: "Ünïcödé — 日本語 🎉 3️⃣[help](https://example.com/help)4️⃣")
            /* Ünïcödé — 日本語 🎉 */ 5️⃣Link("日本語 🎉", destination: URL(string: "https://example.com/ja")!)6️⃣
            Text("\\u{DC}n\\u{EF}c\\u{F6}d\\u{E9} \\u{65E5}\\u{672C} \\u{1F389} 7️⃣[escaped](https://example.com/escaped)8️⃣")
            """)
        let links = extractSwift(marked.text).links
        #expect(links.map(\.text) == ["guide", "help", "日本語 🎉", "escaped"])
        #expect(links.map(\.span) == [marked.span("1️⃣", "2️⃣"), marked.span("3️⃣", "4️⃣"), marked.span("5️⃣", "6️⃣"), marked.span("7️⃣", "8️⃣")])
    }

    @Test func attributedStringRunsNamedByTheirRangeAndUnderline() {
        let marked = MarkedText(
            """
            var text = AttributedString("By continuing you agree to the Terms of Service.")
            if let range = text.range(of: "Terms of Service") {
                1️⃣text[range].link = URL(string: "https://www.example.com/terms")2️⃣
                text[range].underlineStyle = .single
            }
            func other(text: inout AttributedString, range: Range<AttributedString.Index>) {
                text[range].link = URL(string: "https://www.example.com/other")
            }
            """)
        let document = extractSwift(marked.text)
        let links = document.links
        #expect(links.count == 2)
        #expect(links[0].syntax == .attributedStringLink && links[0].placement == .inline)
        #expect(links[0].text == "Terms of Service" && !links[0].hasDynamicText)
        #expect(links[0].span == marked.span("1️⃣", "2️⃣"))
        #expect(links[0].swiftCode == SwiftLinkCode(setsUnderlineStyle: true))
        #expect(links[1].hasDynamicText && links[1].text.isEmpty && links[1].nameSource == .unknown)
        #expect(links[1].swiftCode?.setsUnderlineStyle == false)
    }

    @Test func buttonsThatOpenURLs() {
        let marked = MarkedText(
            """
            1️⃣Button("Open Help") { UIApplication.shared.open(url) }
            2️⃣Button(action: { openURL(URL(string: "https://example.com/store")!) }) { Text("Store") }
            3️⃣Button { NSWorkspace.shared.open(url) } label: { Text("Mac") }
            Button("Save") { model.save() }
            Text("Terms")4️⃣.onTapGesture { UIApplication.shared.open(URL(string: "https://example.com/terms")!) }
            """)
        let document = extractSwift(marked.text)
        #expect(document.urlOpeners.map(\.position) == ["1️⃣", "2️⃣", "3️⃣", "4️⃣"].map { marked[$0] })
        #expect(document.urlOpeners.map(\.kind) == [.button, .button, .button, .tapGesture])
        #expect(document.urlOpeners.map(\.title) == ["Open Help", nil, nil, "Terms"])
        #expect(document.urlOpeners.map(\.destination) == [nil, "https://example.com/store", nil, "https://example.com/terms"])
        #expect(
            document.urlOpeners.map(\.opener) == [
                "UIApplication.shared.open", "openURL", "NSWorkspace.shared.open", "UIApplication.shared.open",
            ])
        // Each control is a standalone link named by its title or label text, and so is the tapped
        // view (marked, as it is no control); the call to `model.save()` waits for the run to tell
        // whether it opens a URL.
        #expect(
            document.links.map { "\($0.span!.start) \($0.syntax) \($0.placement) \($0.name) \($0.destination)" } == [
                "\(marked["1️⃣"]) urlOpener standalone Open Help url",
                "\(marked["2️⃣"]) urlOpener standalone Store https://example.com/store",
                "\(marked["3️⃣"]) urlOpener standalone Mac url",
                "4:1 urlOpener standalone Save model.save",
                "\(marked["4️⃣"]) urlOpener standalone Terms https://example.com/terms",
            ])
        #expect(document.links.map { $0.swiftCode?.pendingCalls?.map(\.function) } == [nil, nil, nil, ["save()"], nil])
        #expect(document.links.map { $0.swiftCode?.isTapGesture } == [false, false, false, false, true])
    }

    @Test func commentsAndStringsHoldNoLinks() {
        let document = extractSwift(
            """
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
