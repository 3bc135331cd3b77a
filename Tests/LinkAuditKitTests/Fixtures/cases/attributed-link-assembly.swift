import SwiftUI
import UIKit

enum Copy {
    static let refundLinkText = "refund policy"
}

struct CartNotes {
    let refundURL = URL(string: "https://example.com/refunds")!
    let feesURL = URL(string: "https://example.com/fees")!

    func summary() -> AttributedString {
        var text = AttributedString("Read the refund policy and the fee table before you order.")
        if let range = text.range(of: Copy.refundLinkText) {
            text[range].link = refundURL
            text[range].underlineStyle = .single
        }
        if let range = text.range(of: "fee table") {
            text[range].link = feesURL
        }
        return text
    }

    func stripped(of note: AttributedString) -> AttributedString {
        var plain = note
        plain.link = nil
        return plain
    }

    func chip(for caption: String) -> NSAttributedString {
        let badge = NSMutableAttributedString(string: caption)
        badge.addAttribute(.link, value: "app://badge", range: NSRange(location: 0, length: badge.length))
        badge.removeAttribute(.link, range: NSRange(location: 0, length: badge.length))
        return badge
    }

    func marked(_ story: String, hits: [NSTextCheckingResult]) -> NSAttributedString {
        let styled = NSMutableAttributedString(string: story)
        for hit in hits {
            styled.addAttribute(.link, value: hit.url as Any, range: hit.range)
        }
        return styled
    }
}
