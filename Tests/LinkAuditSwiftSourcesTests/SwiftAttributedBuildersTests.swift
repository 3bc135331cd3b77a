import LinkAuditKit
import LinkAuditModel
import LinkAuditSwiftSources
import LinkAuditTestSupport
import Testing

/// More ways apps write in-text links: `AttributeContainer` builders, UIKit `NSAttributedString`
/// runs (uikit-attributed-link and uikit-inline-link-label cases), and `Link` labels that change
/// with a condition.
@Suite("Swift attributed builders and link labels")
struct SwiftAttributedBuildersTests {
    @Test func attributeContainerBuilders() {
        let marked = MarkedText(
            """
            let pricing = AttributedString("Pricing", attributes: AttributeContainer()1️⃣.link(URL(string: "https://example.com/pricing")!))
            let style = AttributeContainer().foregroundColor(.blue)2️⃣.link(URL(string: "https://example.com/terms")!).underlineStyle(.single)
            let terms = AttributedString("Terms of Service", attributes: style)
            func privacy() -> AttributedString {
                var text = AttributedString("Read the Privacy Notice.")
                let range = text.range(of: "Privacy Notice")!
                text[range].mergeAttributes(AttributeContainer().underlineStyle(.single)3️⃣.link(URL(string: "https://example.com/privacy")!))
                return text
            }
            let unrelated = router.link(to: .settings)
            """)
        let links = extractSwift(marked.text).links
        #expect(links.map(\.text) == ["Pricing", "Terms of Service", "Privacy Notice"])
        #expect(links.map { $0.span?.start } == [marked["1️⃣"], marked["2️⃣"], marked["3️⃣"]])
        #expect(links.map { $0.swiftCode?.setsUnderlineStyle } == [false, true, true])
        #expect(
            auditSwift(marked.text).filter { $0.hasSuffix("attributed-link-needs-underline") } == [
                "\(marked["1️⃣"].line):\(marked["1️⃣"].utf8Column) attributed-link-needs-underline"
            ])
    }

    @Test func nsAttributedStringRunsInEveryForm() {
        let marked = MarkedText(
            """
            func build(title: String) -> NSAttributedString {
                let attributes: [NSAttributedString.Key: Any] = [.link: URL(string: "https://example.com/terms")!]
                let terms = NSAttributedString(string: 1️⃣"Terms", attributes: attributes)
                let text = NSMutableAttributedString(string: "Read the privacy notice and the FAQ.")
                let privacy = (text.string as NSString).range(of: "privacy notice")
                text.addAttributes([2️⃣.link: URL(string: "https://example.com/privacy")!, .foregroundColor: UIColor.link], range: privacy)
                let faq = (text.string as NSString).range(of: "FAQ")
                text.addAttribute(NSAttributedString.Key.link, value: "https://example.com/faq", range: faq)
                text.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: faq)
                text.setAttributes([3️⃣.link: NSURL(string: "https://example.com/help")!], range: NSRange(location: 0, length: 4))
                let titled = NSAttributedString(string: title, attributes: [.underlineStyle: 1, .link: URL(string: "https://example.com/a")!])
                let icons: [Kind: String] = [.link: "link.icon", .mail: "envelope"]
                return text
            }
            """)
        let links = extractSwift(marked.text).links
        // The last two are named at run time: their names are unknown, never Swift source.
        #expect(links.map(\.text) == ["Terms", "privacy notice", "FAQ", "", ""])
        #expect(links.map(\.nameSource) == [.content, .content, .content, .unknown, .unknown])
        #expect(
            links.map(\.destination) == [
                "https://example.com/terms", "https://example.com/privacy", "https://example.com/faq", "https://example.com/help",
                "https://example.com/a",
            ])
        #expect(links.map { $0.swiftCode?.setsUnderlineStyle } == [false, false, true, false, true])
        #expect(links.allSatisfy { $0.swiftCode?.attributedKind == .nsAttributedString && $0.placement == .inline })
        #expect(
            auditSwift(marked.text).filter { $0.hasSuffix("attributed-link-needs-underline") }
                == ["1️⃣", "2️⃣", "3️⃣"].map { "\(marked[$0].line):\(marked[$0].utf8Column) attributed-link-needs-underline" })
    }

    @Test func inlineLinkRunsOfALinkGestureRecognizer() {
        let marked = MarkedText(
            """
            var linkString = AttributedString("Store hours")
            linkString.foregroundColor = .link
            1️⃣linkString.inlineLink = URL(string: "https://example.com/hours")
            let label = NSMutableAttributedString(string: "Open ")
            label.append(NSAttributedString(string: 2️⃣"Learn more", attributes: [.inlineLink: URL(string: "https://example.com/more")!]))
            """)
        let links = extractSwift(marked.text).links
        #expect(links.map(\.text) == ["Store hours", "Learn more"])
        #expect(links.map { $0.swiftCode?.attributedKind } == [.inlineLink, .inlineLink])
        #expect(
            swiftFindings(marked.text, rule: "attributed-link-needs-underline") == [
                at(
                    marked, "1️⃣",
                    "Inline-link run \"Store hours\" sets .inlineLink but no .underlineStyle: it is told from its sentence by color alone"),
                at(
                    marked, "2️⃣",
                    "Inline-link run \"Learn more\" sets .inlineLink but no .underlineStyle: it is told from its sentence by color alone"),
            ])
    }

    @Test func aLinkLabelWithABranchWithoutAName() {
        let marked = MarkedText(
            """
            1️⃣Link(destination: URL(string: "https://example.com/help")!) {
                if compact { Image(systemName: "questionmark.circle") } else { Text("Help") }
            }
            2️⃣Link(destination: URL(string: "https://example.com/status")!) {
                switch style {
                case .icon: Image(systemName: "bolt").resizable()
                case .text: Label("Status", systemImage: "bolt")
                }
            }
            Link(destination: URL(string: "https://example.com/help")!) {
                if compact { Image(systemName: "questionmark.circle") } else { Text("Help") }
            }
            .accessibilityLabel("Help")
            Link(destination: URL(string: "https://example.com/faq")!) {
                if compact { Image(systemName: "questionmark").accessibilityLabel("FAQ") } else if wide { HStack { Text("FAQ") } } else { FAQBadge() }
            }
            Link(destination: URL(string: "https://example.com/news")!) {
                if showIcon { Image(systemName: "newspaper") }
                Text("News")
            }
            3️⃣Link(destination: URL(string: "https://example.com/blog")!) {
                if showTitle { Text("Blog") }
            }
            Link(destination: URL(string: "https://example.com/docs")!) {
                if compact { Label(title: { Text("Docs") }, icon: { Image(systemName: "book") }) } else { Text(verbatim: "Docs") }
            }
            Link(destination: URL(string: "https://example.com/store")!) {
                if compact { Image(systemName: "cart", label: Text("Store")) } else { ProgressView() }
            }
            """)
        #expect(
            auditSwift(marked.text).filter { $0.hasSuffix("empty-link-name") }
                == ["1️⃣", "2️⃣", "3️⃣"].map { "\(marked[$0].line):\(marked[$0].utf8Column) empty-link-name" })
        #expect(extractSwift(marked.text).links.map(\.name) == ["", "", "Help", "FAQ", "News", "", "Docs", "Store"])
    }
}
