// Each "Don't" of the link-inline reference card, with the finding it must produce.
import SwiftUI

struct InlineLinkDonts: View {
    // Don't rely on an inline link as the only way to a destination (inline-only-destination):
    // underlined, but no standalone Link to the rewards page anywhere in the app.
    var rewards: AttributedString {
        var text = AttributedString("Members earn points with the rewards program.")
        if let range = text.range(of: "rewards program") {
            text[range].link = URL(string: "https://www.example.com/rewards")
            text[range].underlineStyle = .single
        }
        return text
    }

    // Don't distinguish an inline link by color alone (attributed-link-needs-underline).
    var returns: AttributedString {
        var text = AttributedString("Items can be sent back under our return policy.")
        if let range = text.range(of: "return policy") {
            text[range].link = URL(string: "https://www.example.com/returns")
        }
        return text
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(rewards)
            Text(returns)
            Link("Return policy", destination: URL(string: "https://www.example.com/returns")!)
                .accessibilityRemoveTraits(.isButton)

            // Don't use Markdown inline links when the link must be told apart without color
            // (markdown-link-needs-underline; also inline-only-destination).
            Text("Orders ship in two days; see [shipping times](https://www.example.com/shipping).")

            // Don't use generic inline link text (generic-link-text).
            Text("Gift cards never expire. Details [here](https://www.example.com/gift-cards).")
            Link("Gift card terms", destination: URL(string: "https://www.example.com/gift-cards")!)
                .accessibilityRemoveTraits(.isButton)

            // Interpolated and computed parts are dynamic: recorded, never classified as generic.
            Text("Hello \(name), see [\(offerTitle)](https://www.example.com/offers)")
            Text(verbatim: "Not Markdown: [here](https://www.example.com/verbatim)")
        }
    }
}
