import LinkAuditModel
import LinkAuditSwiftSources
import LinkAuditTestSupport
import Testing

/// An attributed run's style: its color and where it is set, the whole value's color as the text
/// around it, an unknown background, and its underline.
private func run(
    _ color: ColorSource?, at site: SourcePosition?, text: ColorSource? = nil, underlined: Bool = false
) -> LinkStyle {
    LinkStyle(appearances: [
        AppearanceStyle(
            color: color, textColor: text, background: nil, cues: underlined ? [.underline] : [],
            colorSite: site.map { ColorSite(file: "App/View.swift", position: $0) })
    ])
}

/// `Link.style` of `AttributedString` and `NSAttributedString` link runs and of `UITextView`
/// `linkTextAttributes` (issue 13).
@Suite("Attributed link styles")
struct SwiftAttributedLinkStyleTests {
    @Test func attributedStringRunsColoredOnTheSameSliceOrValue() {
        let marked = MarkedText(
            """
            import SwiftUI
            func terms() -> AttributedString {
                var text = AttributedString("Read the terms or the privacy policy.")
                1️⃣text.foregroundColor = .secondary
                if let terms = text.range(of: "terms") {
                    text[terms].link = URL(string: "https://example.com/terms")
                    2️⃣text[terms].foregroundColor = Color("Brand")
                    text[terms].underlineStyle = .single
                }
                if let privacy = text.range(of: "privacy policy") {
                    text[privacy].link = URL(string: "https://example.com/privacy")
                }
                return text
            }
            func badge() -> AttributedString {
                var container = AttributeContainer()
                container.link = URL(string: "https://example.com/badge")
                3️⃣container.foregroundColor = .orange
                return AttributedString("Badge", attributes: container)
            }
            let help = AttributedString("Help", attributes: AttributeContainer()4️⃣.foregroundColor(Color(red: 0, green: 0.3, blue: 0.6)).link(URL(string: "https://example.com/help")!))
            func plain() -> AttributedString {
                var text = AttributedString("Status")
                text.link = URL(string: "https://example.com/status")
                return text
            }
            """)
        #expect(
            extractSwift(marked.text).links.map(\.style) == [
                run(.named("Brand"), at: marked["2️⃣"], text: .system("secondaryLabel"), underlined: true),
                run(.system("secondaryLabel"), at: marked["1️⃣"], text: .system("secondaryLabel")),
                run(.system("systemOrange"), at: marked["3️⃣"]),
                run(.literal(RGBAColor(red: 0, green: 0.3, blue: 0.6)), at: marked["4️⃣"]),
                nil,
            ])
    }

    @Test func implicitMembersAreUIKitColorsWithoutSwiftUI() {
        let marked = MarkedText(
            """
            import UIKit
            var text = AttributedString("Docs")
            text.link = URL(string: "https://example.com/docs")
            1️⃣text.foregroundColor = .blue
            """)
        #expect(extractSwift(marked.text).links.map(\.style) == [run(.literal(RGBAColor(red: 0, green: 0, blue: 1)), at: marked["1️⃣"])])
    }

    @Test func nsAttributedStringRunsColoredInTheirAttributesOrRange() {
        let marked = MarkedText(
            """
            let terms = NSAttributedString(string: "Terms", attributes: [.link: URL(string: "https://example.com/terms")!, 1️⃣.foregroundColor: UIColor.systemTeal])
            let text = NSMutableAttributedString(string: "See the refund policy and the shipping policy.")
            let refunds = (text.string as NSString).range(of: "refund policy")
            text.addAttribute(.link, value: "https://example.com/refunds", range: refunds)
            text.addAttribute(2️⃣.foregroundColor, value: UIColor(named: "Accent")!, range: refunds)
            text.addAttributes([.link: "https://example.com/shipping", .underlineStyle: 1], range: (text.string as NSString).range(of: "shipping policy"))
            """)
        #expect(
            extractSwift(marked.text).links.map(\.style) == [
                run(.system("systemTeal"), at: marked["1️⃣"]), run(.named("Accent"), at: marked["2️⃣"]),
                run(nil, at: nil, underlined: true),
            ])
    }

    @Test func linkTextAttributesColorEveryLinkTheViewsShow() {
        let marked = MarkedText(
            """
            final class TermsFooter: UIView {
                let textView = UITextView()
                func configure() {
                    let text = NSMutableAttributedString(string: "By paying you accept the terms.")
                    let range = (text.string as NSString).range(of: "the terms")
                    text.addAttribute(.link, value: URL(string: "https://example.com/terms")!, range: range)
                    text.addAttribute(.foregroundColor, value: UIColor.red, range: range)
                    textView.linkTextAttributes = [
                        1️⃣.foregroundColor: UIColor(red: 0.1, green: 0.5, blue: 0.3, alpha: 1)
                    ]
                    textView.attributedText = text
                }
            }
            """)
        #expect(
            extractSwift(marked.text).links.map(\.style) == [run(.literal(RGBAColor(red: 0.1, green: 0.5, blue: 0.3)), at: marked["1️⃣"])])
        // Two views with different link colors: which one shows the run is not known here.
        let twoViews = marked.text.replacingOccurrences(
            of: "textView.attributedText = text",
            with:
                "textView.attributedText = text\n        otherView.linkTextAttributes = [.foregroundColor: UIColor.blue]\n        otherView.attributedText = text"
        )
        #expect(extractSwift(twoViews).links.first?.style?.appearances.first?.color == .literal(RGBAColor(red: 1, green: 0, blue: 0)))
    }
}
