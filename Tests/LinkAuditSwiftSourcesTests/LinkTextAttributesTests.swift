import LinkAuditKit
import LinkAuditModel
import LinkAuditSwiftSources
import LinkAuditTestSupport
import Testing

/// `UITextView.linkTextAttributes` holding `.underlineStyle` underlines every link the view draws
/// (issue 8, a real app's pledge footer): `attributed-link-needs-underline` stays quiet for the runs
/// of a file whose text views all get it, and speaks when the file leaves any doubt.
@Suite("UITextView link text attributes", .enabled(if: DocumentExtractor.readsSwiftSources, "this build reads no Swift sources"))
struct LinkTextAttributesTests {
    /// A footer whose terms run is made one way and shown in views set up as `setup` says.
    func footer(_ setup: String) -> MarkedText {
        MarkedText(
            """
            final class TermsFooterView: UIView {
                private let termsTextView = UITextView()
                private let noteLabel = UILabel()

                private func configure() {
                    let text = NSMutableAttributedString(string: "By pledging you accept the terms.")
                    let range = (text.string as NSString).range(of: "the terms")
                    text.addAttribute(1️⃣.link, value: URL(string: "https://shop.example/terms")!, range: range)
            \(setup)
                }
            }
            """)
    }

    /// An `.underlineStyle` run added on the link's range underlines it, unless its value is none.
    @Test(arguments: [
        ("text.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: range)", true),
        ("text.addAttributes([.underlineStyle: NSUnderlineStyle.double.rawValue], range: range)", true),
        ("text.addAttribute(.underlineStyle, value: 0, range: range)", false),
        ("text.addAttributes([.underlineStyle: NSUnderlineStyle().rawValue], range: range)", false),
    ])
    func anUnderlineRunOfNoneDrawsNoLine(_ setup: String, underlined: Bool) {
        let links = extractSwift(footer("            " + setup).text).links
        #expect(links.map(\.text) == ["the terms"])
        #expect(links.map { $0.swiftCode?.setsUnderlineStyle } == [underlined])
    }

    @Test(arguments: [
        """
                termsTextView.linkTextAttributes = [.foregroundColor: UIColor.systemGreen, .underlineStyle: NSUnderlineStyle.single.rawValue]
                termsTextView.attributedText = text
        """,
        """
                self.termsTextView.linkTextAttributes = [
                    NSAttributedString.Key.underlineStyle: NSUnderlineStyle.thick.rawValue
                ]
                self.termsTextView.attributedText = text
        """,
        """
                termsTextView.linkTextAttributes[.underlineStyle] = NSUnderlineStyle.single.rawValue
                self.termsTextView.attributedText = text
        """,
    ])
    func aTextViewThatUnderlinesItsLinks(_ setup: String) {
        let marked = footer(setup)
        let links = extractSwift(marked.text).links
        #expect(links.map(\.text) == ["the terms"])
        #expect(links.map { $0.swiftCode?.textViewUnderlinesLinks } == [true])
        #expect(auditSwift(marked.text).filter { $0.hasSuffix("attributed-link-needs-underline") }.isEmpty)
    }

    @Test(arguments: [
        // An underline style of none, in each way it is written.
        """
                termsTextView.linkTextAttributes = [.underlineStyle: 0, .foregroundColor: UIColor.systemGreen]
                termsTextView.attributedText = text
        """,
        """
                termsTextView.linkTextAttributes = [NSAttributedString.Key.underlineStyle: NSUnderlineStyle().rawValue]
                termsTextView.attributedText = text
        """,
        """
                termsTextView.linkTextAttributes[.underlineStyle] = NSNumber(value: NSUnderlineStyle(rawValue: 0).rawValue)
                termsTextView.attributedText = text
        """,
        // Color only.
        """
                termsTextView.linkTextAttributes = [.foregroundColor: UIColor.systemGreen]
                termsTextView.attributedText = text
        """,
        // The underline is on one view, the text goes to a label too.
        """
                termsTextView.linkTextAttributes = [.underlineStyle: NSUnderlineStyle.single.rawValue]
                termsTextView.attributedText = text
                noteLabel.attributedText = text
        """,
        // Where the text is shown is not in this file.
        """
                termsTextView.linkTextAttributes = [.underlineStyle: NSUnderlineStyle.single.rawValue]
                delegate?.show(text)
        """,
        // Two views, one of them without an underline.
        """
                termsTextView.linkTextAttributes = [.underlineStyle: NSUnderlineStyle.single.rawValue]
                otherTextView.linkTextAttributes = [.foregroundColor: UIColor.red]
                termsTextView.attributedText = text
        """,
        // Attributes not written in place.
        """
                termsTextView.linkTextAttributes = Styles.linkAttributes
                termsTextView.attributedText = text
        """,
    ])
    func aTextViewThatMayNotUnderline(_ setup: String) {
        let marked = footer(setup)
        #expect(extractSwift(marked.text).links.map { $0.swiftCode?.textViewUnderlinesLinks } == [false])
        #expect(
            auditSwift(marked.text).filter { $0.hasSuffix("attributed-link-needs-underline") } == [
                "\(marked["1️⃣"].line):\(marked["1️⃣"].utf8Column) attributed-link-needs-underline"
            ])
    }

    /// `AttributedString` runs are SwiftUI's: a text view's attributes say nothing about them.
    @Test func swiftUIRunsAreNotATextViewsLinks() {
        let marked = MarkedText(
            """
            func setUp(_ textView: UITextView) {
                textView.linkTextAttributes = [.underlineStyle: NSUnderlineStyle.single.rawValue]
                textView.attributedText = NSAttributedString(string: "Help")
            }
            var notice: AttributedString {
                var text = AttributedString("See the guide.")
                if let range = text.range(of: "guide") { 1️⃣text[range].link = URL(string: "https://shop.example/guide") }
                return text
            }
            """)
        #expect(
            auditSwift(marked.text).filter { $0.hasSuffix("attributed-link-needs-underline") } == [
                "\(marked["1️⃣"].line):\(marked["1️⃣"].utf8Column) attributed-link-needs-underline"
            ])
    }
}
