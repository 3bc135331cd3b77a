import LinkAuditModel

/// Flags `AttributedString` and `NSAttributedString` runs that get `.link` (or the `.inlineLink` key
/// of a link gesture recognizer) but no `.underlineStyle` on the same range in the same scope:
/// SwiftUI and UIKit draw them by color only. An `NSAttributedString` run is underlined too when
/// every text view its file fills gets `linkTextAttributes` with `.underlineStyle` (issue 8).
///
/// Source: WCAG 1.4.1 Use of Color; link-inline card ("Distinguish the inline link from surrounding
/// text by more than color: set .underlineStyle on the AttributedString run"); the product rules
/// name both APIs; uikit-attributed-link and uikit-inline-link-label cases.
struct AttributedLinkNeedsUnderlineRule: LinkRule {
    static let description = RuleDescription(
        id: "attributed-link-needs-underline",
        name: "Attributed string link needs an underline",
        summary:
            "An AttributedString or NSAttributedString run gets `.link` but no `.underlineStyle`, so it is told from its sentence by color alone.",
        rationale: "SwiftUI draws an AttributedString link in the tint color only, and UIKit draws an NSAttributedString "
            + "`.link` run (or a `UILabel` run marked `.inlineLink` for a link gesture recognizer) in the color its "
            + "attributes give. People who cannot tell the colors apart cannot find it. Unlike Markdown, an attributed run "
            + "can carry an underline: set `.underlineStyle` on the same range as the link, in the same attributes "
            + "dictionary or container. A `UITextView` draws its links with its `linkTextAttributes`: `.underlineStyle` there "
            + "underlines every link of the view, which counts when the file gives that view all the attributed text it shows.",
        wcag: ["1.4.1"],
        defaultSeverity: .warning,
        triggering: [
            RuleExample(
                """
                var agreement: AttributedString {
                    var text = AttributedString("By continuing you agree to the Terms of Service.")
                    if let range = text.range(of: "Terms of Service") {
                        ↓text[range].link = URL(string: "https://www.example.com/terms")
                    }
                    return text
                }
                """, format: .swift),
            RuleExample(
                """
                let terms = NSAttributedString(
                    string: ↓"Terms of Service",
                    attributes: [.foregroundColor: UIColor.link, .link: URL(string: "https://www.example.com/terms")!])
                """, format: .swift),
            RuleExample(
                """
                let text = NSMutableAttributedString(string: "Read our privacy policy.")
                let range = (text.string as NSString).range(of: "privacy policy")
                text.addAttribute(↓.link, value: URL(string: "https://www.example.com/privacy")!, range: range)
                """, format: .swift),
        ],
        nonTriggering: [
            RuleExample(
                """
                var agreement: AttributedString {
                    var text = AttributedString("By continuing you agree to the Terms of Service.")
                    if let range = text.range(of: "Terms of Service") {
                        text[range].link = URL(string: "https://www.example.com/terms")
                        text[range].underlineStyle = Text.LineStyle(nsUnderlineStyle: .single)
                    }
                    return text
                }
                """, format: .swift),
            RuleExample(
                """
                let terms = NSAttributedString(
                    string: "Terms of Service",
                    attributes: [
                        .link: URL(string: "https://www.example.com/terms")!,
                        .underlineStyle: NSUnderlineStyle.single.rawValue,
                    ])
                """, format: .swift),
            RuleExample(
                """
                let text = NSMutableAttributedString(string: "Read our privacy policy.")
                let range = (text.string as NSString).range(of: "privacy policy")
                text.addAttribute(.link, value: URL(string: "https://www.example.com/privacy")!, range: range)
                text.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: range)
                """, format: .swift),
            RuleExample(
                """
                func showTerms(in textView: UITextView) {
                    let text = NSMutableAttributedString(string: "Read our privacy policy.")
                    let range = (text.string as NSString).range(of: "privacy policy")
                    text.addAttribute(.link, value: URL(string: "https://www.example.com/privacy")!, range: range)
                    textView.linkTextAttributes = [.underlineStyle: NSUnderlineStyle.single.rawValue]
                    textView.attributedText = text
                }
                """, format: .swift),
        ],
        sources: [
            .technique("F73", "links not visually evident without color vision", folder: "failures"),
            .linkInlineCard,
            .apple("Foundation AttributedString", path: "foundation/attributedstring"),
        ])

    func check(_ link: Link, normalizedName: String, languages: LanguageLists) -> [Finding] {
        // A value naming a keyed run is judged at the run itself (`Link.namesKeyedRun`).
        guard link.syntax == .attributedStringLink, !link.namesKeyedRun, let code = link.swiftCode, !code.setsUnderlineStyle,
            !code.textViewUnderlinesLinks
        else {
            return []
        }
        let (type, key, fix) =
            switch code.attributedKind {
            case nil:
                (
                    "AttributedString link", "link",
                    "set .underlineStyle on the same range, e.g. text[range].underlineStyle = Text.LineStyle(nsUnderlineStyle: .single)"
                )
            case .nsAttributedString?:
                (
                    "NSAttributedString link", "link",
                    "add .underlineStyle: NSUnderlineStyle.single.rawValue to the same attributes, or to the same range"
                )
            case .inlineLink?:
                (
                    "Inline-link run", "inlineLink",
                    "add .underlineStyle to the same attributes, e.g. .underlineStyle: NSUnderlineStyle.single.rawValue"
                )
            }
        // A run over text the code computes is still drawn: it is named by what is known of it.
        let named =
            link.nameSource != .unknown
            ? "\"\(link.text)\""
            : link.swiftCode?.textKey.map { "titled by key \"\($0.key)\"" } ?? "whose text is known only at run time"
        return [
            finding(
                link, message: "\(type) \(named) sets .\(key) but no .underlineStyle: it is told from its sentence by color alone",
                fix: fix)
        ]
    }
}
