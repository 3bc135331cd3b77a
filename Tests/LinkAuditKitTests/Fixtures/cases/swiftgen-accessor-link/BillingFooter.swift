import SwiftUI

struct BillingFooter: View {
    static let termsURL = URL(string: "https://example.com/billing/terms")!
    static let helpURL = URL(string: "https://example.com/billing/help")!

    var body: some View {
        VStack(alignment: .leading) {
            Text(termsSentence)
            Link(L10n.Billing.supportTitle, destination: Self.helpURL)
        }
    }

    private var termsSentence: AttributedString {
        let slotText = "{terms}"
        var sentence = AttributedString(L10n.billingTermsSentence(slotText))
        var anchor = AttributedString(L10n.billingTermsAnchor)
        anchor.link = Self.termsURL
        anchor.underlineStyle = .single
        if let slot = sentence.range(of: slotText) {
            sentence.replaceSubrange(slot, with: anchor)
        }
        return sentence
    }
}
