import LinkAuditExtractors
import LinkAuditKit
import LinkAuditModel
import LinkAuditReporters
import LinkAuditSwiftSources
import LinkAuditTestSupport
import Testing

/// Audits one Swift file and returns its findings as `line:column rule`.
func auditSwift(_ source: String) -> [String] {
    let document = SwiftSourceExtractor.extractDocument(bytes: Array(source.utf8), file: "App/View.swift")
    let result = Auditor(configuration: Configuration()).evaluate(documents: [document], files: ["App/View.swift"])
    return result.findings.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.rule)" }
        + result.errors.map { "\($0.line ?? 0):\($0.column ?? 0) error" }
}

/// Shapes of correct and incorrect SwiftUI code found by trying linkaudit on code written the way
/// iOS developers write it: each once gave a wrong result.
@Suite("Swift in real-world shapes")
struct SwiftRealWorldShapesTests {
    @Test func labelsGiveNamesInEveryShape() {
        let source = """
            Link(destination: URL(string: "https://example.com/store")!, label: { Text("App Store page") })
            Link(destination: URL(string: "https://example.com/forum")!) { Label { Text("Community Forum") } icon: { Image(systemName: "person.3") } }
            Link(destination: URL(string: "https://example.com/x")!) { Image("x-logo").accessibilityLabel("Example on X") }
            Link(destination: URL(string: "https://example.com/custom")!) { BrandBadge() }
            Link(destination: URL(string: "https://example.com/help")!) { Image(systemName: "questionmark.circle") }
            """
        let links = extractSwift(source).links
        #expect(links.map(\.name) == ["App Store page", "Community Forum", "Example on X", links[3].name, ""])
        #expect(links[2].nameSource == .accessibilityLabel)
        #expect(links[3].hasDynamicText)
        #expect(auditSwift(source).filter { $0.hasSuffix("empty-link-name") } == ["5:1 empty-link-name"])
    }

    @Test func buttonTraitRemovedOnAContainerOrThroughAModifierOfThisFile() {
        let source = """
            struct LinkStyle: ViewModifier {
                func body(content: Content) -> some View { content.accessibilityRemoveTraits(.isButton) }
            }
            extension View {
                func plainLinkTraits() -> some View { accessibilityRemoveTraits(.isButton) }
            }
            struct Footer: View {
                var body: some View {
                    Group {
                        Link("Terms", destination: URL(string: "https://example.com/terms")!)
                    }.accessibilityRemoveTraits(.isButton)
                    Link("Privacy", destination: URL(string: "https://example.com/privacy")!).modifier(LinkStyle())
                    Link("Support", destination: URL(string: "https://example.com/support")!).plainLinkTraits()
                    Link("Status", destination: URL(string: "https://example.com/status")!)
                }
            }
            """
        #expect(auditSwift(source).filter { $0.hasSuffix("link-button-trait") } == ["14:9 link-button-trait"])
    }

    @Test func attributedMarkdownUnderlinedLaterIsFine() {
        let underlined = """
            func terms() -> AttributedString {
                var text = try! AttributedString(markdown: "Read the [Terms of Use](https://example.com/tou) first.")
                for run in text.runs where run.link != nil { text[run.range].underlineStyle = .single }
                return text
            }
            """
        #expect(!auditSwift(underlined).contains { $0.hasSuffix("markdown-link-needs-underline") })
        #expect(
            auditSwift("let t = Text(\"Read the [Terms of Use](https://example.com/tou) first.\")").contains(
                "1:24 markdown-link-needs-underline"))
    }

    @Test func onlyURLOpenersCount() {
        let source = """
            Button("Show Profile") { router.openURL(.profile) }
            Button("Help") { openURL(URL(string: "https://example.com/help")!) }
            Button("Web") { UIApplication.shared.open(URL(string: "https://example.com")!) }
            """
        #expect(auditSwift(source).filter { $0.hasSuffix("button-opens-url") } == ["2:1 button-opens-url", "3:1 button-opens-url"])
    }

    @Test func localizedStringKeysAndIndentedValues() {
        let marked = MarkedText(
            """
            let a = Text(LocalizedStringKey("Read our [Refund Policy](https://example.com/refund)"))
            let b = Text(.init("See [Shipping Info](https://example.com/shipping)"))
            let c = Text("\\tTabbed see 1️⃣[Tab Docs](https://example.com/tab)")
            let d = Text("    Indented see 2️⃣[Indent Docs](https://example.com/indent)")
            """)
        let links = extractSwift(marked.text).links
        #expect(links.map(\.text) == ["Refund Policy", "Shipping Info", "Tab Docs", "Indent Docs"])
        #expect(links[2].span?.start == marked["1️⃣"])
        #expect(links[3].span?.start == marked["2️⃣"])
    }

    @Test func previewsAndDebugCodeDoNotShip() {
        let source = """
            #Preview { Link("Shipping", destination: URL(string: "https://example.com/shipping")!) }
            #if DEBUG
            let debugLink = Link("Debug docs", destination: URL(string: "https://example.com/debug")!)
            #endif
            struct Previews: PreviewProvider { static var previews: some View { Link("Old", destination: URL(string: "https://example.com/old")!) } }
            let shipped = Link("Docs", destination: URL(string: "https://example.com/docs")!)
            """
        #expect(extractSwift(source).links.map(\.text) == ["Docs"])
    }

    @Test func codeTheParserCannotReadIsALocatedError() {
        let nested =
            "let before = Text(\"see [Before](https://example.com/before)\")\nlet x = " + String(repeating: "{ ", count: 300)
            + "Text(\"see [Deep](https://example.com/deep)\")" + String(repeating: " }", count: 300) + "\n"
        let document = extractSwift(nested)
        #expect(document.errors.count == 1)
        #expect(document.errors.first?.line == 2)
        #expect(document.links.first?.text == "Before")
    }

    @Test func openersReachedThroughAFunctionOrATapGesture() {
        let source = """
            struct Help: View {
                func openHelp() { UIApplication.shared.open(URL(string: "https://example.com/faq")!) }
                func save() { model.save() }
                var body: some View {
                    Button(action: openHelp) { Text("FAQ") }
                    Button(action: save) { Text("Save") }
                    Text("Visit our website").font(.body).onTapGesture { openURL(URL(string: "https://example.com")!) }
                }
            }
            """
        #expect(auditSwift(source).filter { $0.hasSuffix("button-opens-url") } == ["5:9 button-opens-url", "7:46 button-opens-url"])
    }

    @Test func linksSetOnAWholeStringOrThroughAContainer() {
        let source = """
            func pricing() -> AttributedString {
                var link = AttributedString("Pricing")
                link.link = URL(string: "https://example.com/pricing")
                return link
            }
            func terms() -> AttributedString {
                var text = AttributedString("Accept the Terms of Service.")
                var container = AttributeContainer()
                container.link = URL(string: "https://example.com/terms")
                container.underlineStyle = .single
                if let range = text.range(of: "Terms of Service") { text[range].mergeAttributes(container) }
                return text
            }
            """
        let links = extractSwift(source).links
        #expect(links.map(\.text) == ["Pricing", "Terms of Service"])
        #expect(links.map(\.syntax) == [.attributedStringLink, .attributedStringLink])
        #expect(links.map { $0.span?.start } == [position(3, 5), position(9, 5)])
        #expect(auditSwift(source).filter { $0.hasSuffix("attributed-link-needs-underline") } == ["3:5 attributed-link-needs-underline"])
    }
}
