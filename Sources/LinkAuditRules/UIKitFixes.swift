import LinkAuditModel

/// The fixes rules give for a link UIKit draws (``LinkAuditModel/Link/isDrawnByUIKit``), where
/// SwiftUI's `Link` advice does not apply.
///
/// Source: link-inline card (supply a standalone control to the same URL), link-standalone card (a
/// control that leaves the app is announced as a link), issue 8 ("a fix for a UIKit screen gives
/// UIKit advice").
enum UIKitFixes {
    /// `inline-only-destination` in the app: a standalone UIKit control to the same URL.
    static let standaloneControl =
        "add a standalone control that opens the same URL on the screen, e.g. a UIButton with "
        + "accessibilityTraits = .link (or list the URL in standaloneDestinations)"

    /// `inline-only-destination`'s note where computed URLs may cover the destination: the end of
    /// "if none does, …".
    static let standaloneControlForComputedURL = "add a standalone control that opens it, e.g. a UIButton with accessibilityTraits = .link"
}

extension Link {
    /// Whether UIKit draws the link: an `NSAttributedString` `.link` run or an `.inlineLink` run
    /// for a `UILabel` (`swiftCode.attributedKind`), not a SwiftUI `Text` or `Link`.
    var isDrawnByUIKit: Bool { swiftCode?.attributedKind != nil }
}
