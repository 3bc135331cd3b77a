/// How the SwiftUI `Text` that shows a link is underlined as a whole: `.underline()`,
/// `.underline(true)`, `.underline(pattern: …)` on the `Text` or on a view around it.
///
/// `.underline()` underlines every word of the `Text`, not the link's run alone: it tells the link
/// apart from the rest of the sentence only when the `Text` shows nothing but links
/// (swift-underline-modifier case; WCAG 1.4.1).
public enum WholeTextUnderline: String, Codable, Sendable, CaseIterable {
    /// The `Text` holds no letter or digit outside its links: the underline marks exactly the links.
    case linksOnly
    /// The `Text` holds other words too: they are underlined as well, so the link is still told
    /// apart by color alone.
    case withOtherWords
}

/// Which attribute and API made a run of a Swift source a link, where it is not Foundation's
/// `AttributedString` `.link` (`attributed-link-needs-underline`).
public enum AttributedLinkKind: String, Codable, Sendable, CaseIterable {
    /// `NSAttributedString` or `NSMutableAttributedString` with the `.link` attribute (UIKit, AppKit).
    case nsAttributedString
    /// A run marked with the custom `.inlineLink` key (in `NSAttributedString` attributes or an
    /// `AttributedString`'s `\.linkGesture` scope), which a link gesture recognizer on a `UILabel`
    /// makes tappable (link-gesture-recognizer reference).
    case inlineLink
}

extension LinkContext {
    /// Whether the context's text holds no letter or digit outside the given Character ranges (the
    /// links of one block, each as `linkStart ..< linkStart + linkLength`).
    ///
    /// A context cut around a long block is never "only links": the cut-off text may hold words.
    public func holdsOnlyLinks(_ ranges: [Range<Int>]) -> Bool {
        for (index, character) in text.enumerated() where character.isLetter || character.isNumber {
            if !ranges.contains(where: { $0.contains(index) }) { return false }
        }
        return true
    }

    /// Whether an arrow (the Unicode Arrows, Supplemental Arrows and Miscellaneous Symbols and
    /// Arrows blocks: `↗`, `→`, `⟶`, `⬈`) stands right before or after the link, only spaces
    /// between: radix's glossary sheets end with `[Learn more about tokens](https://…) ↗`. Like an
    /// image drawn beside a link, it marks the link by more than color (WCAG 1.4.1).
    public var hasArrowBesideLink: Bool {
        let characters = Array(text)
        guard linkStart >= 0, linkStart + linkLength <= characters.count else { return false }
        func isArrow(_ character: Character) -> Bool {
            character.unicodeScalars.first.map { scalar in
                (0x2190...0x21FF).contains(scalar.value) || (0x27F0...0x27FF).contains(scalar.value)
                    || (0x2900...0x297F).contains(scalar.value) || (0x2B00...0x2BFF).contains(scalar.value)
            } ?? false
        }
        if let after = characters[(linkStart + linkLength)...].first(where: { !$0.isWhitespace }), isArrow(after) { return true }
        if let before = characters[..<linkStart].last(where: { !$0.isWhitespace }), isArrow(before) { return true }
        return false
    }
}
