// swift-format-ignore-file
import UIKit
final class OnboardingHintView: UIView {
    private let hintView = UITextView()

    func show(template: String, linkTitle: String, target: URL) {
        let body = NSMutableAttributedString(
            string: String(format: template, linkTitle),
            attributes: [.font: UIFont.preferredFont(forTextStyle: .body)]
        )
        let link = NSAttributedString(
            string: linkTitle,
            attributes: [.foregroundColor: UIColor.tintColor, .link: target]   // tinted, never underlined
        )
        if let range = body.string.range(of: linkTitle) {
            body.replaceCharacters(in: NSRange(range, in: body.string), with: link)
        }
        hintView.attributedText = body
    }
}
