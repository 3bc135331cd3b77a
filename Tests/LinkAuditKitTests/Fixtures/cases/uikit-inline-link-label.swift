// swift-format-ignore-file
import UIKit
final class ReturnsNoticeView: UIView {
    private let label = UILabel()

    func configure() {
        let text = NSMutableAttributedString(string: "Refunds take five days. ", attributes: [
            .foregroundColor: UIColor.label,
        ])
        text.append(NSAttributedString(string: "Shipping policy", attributes: [
            .foregroundColor: UIColor.link,
            .underlineStyle: NSUnderlineStyle.single.rawValue,
            .inlineLink: URL(string: "https://example.com/shipping")!,
        ]))
        text.append(NSAttributedString(string: " or ", attributes: [.foregroundColor: UIColor.label]))
        text.append(NSAttributedString(string: "here", attributes: [
            .foregroundColor: UIColor.link,
            .inlineLink: URL(string: "https://example.com/returns")!,
        ]))
        label.attributedText = text
        label.addGestureRecognizer(LinkGestureRecognizer(target: self, action: #selector(linkTapped)))
    }

    @objc private func linkTapped(_ recognizer: LinkGestureRecognizer) {
        UIApplication.shared.open(recognizer.url)
    }
}
