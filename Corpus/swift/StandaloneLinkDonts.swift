// Each "Don't" of the link-standalone reference card, with the finding it must produce.
import SwiftUI

struct StandaloneLinkDonts: View {
    @Environment(\.openURL) private var openURL
    let storeLocatorURL: URL

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            // Don't implement a link as a Button that opens a URL (button-opens-url).
            Button("Open Help Center") {
                UIApplication.shared.open(URL(string: "https://www.example.com/help-center")!)
            }
            Button(action: { openURL(storeLocatorURL) }) {
                Text("Find a store")
            }

            // Don't use generic link text (generic-link-text).
            Link("Learn more", destination: URL(string: "https://www.example.com/membership")!)
                .accessibilityRemoveTraits(.isButton)

            // Don't leave the default button trait in place (link-button-trait).
            Link("Store hours", destination: URL(string: "https://www.example.com/hours")!)

            // Don't include the word "Link" in the accessible name (link-word-in-name).
            Link("Careers", destination: URL(string: "https://www.example.com/careers")!)
                .accessibilityLabel("Careers link")
                .accessibilityRemoveTraits(.isButton)

            // An accessibility label must start with the visible text (label-not-in-name).
            Link("Weekly deals", destination: URL(string: "https://www.example.com/deals")!)
                .accessibilityLabel("This week's offers")
                .accessibilityRemoveTraits(.isButton)

            // A computed destination is dynamic: recorded, not used as a destination.
            Link("Store locator", destination: storeLocatorURL)
                .accessibilityRemoveTraits(.isButton)
        }
    }
}
