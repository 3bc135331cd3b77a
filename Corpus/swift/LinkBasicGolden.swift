// Golden pattern of the link-standalone reference card: no finding.
import SwiftUI

struct LinkBasicDemo: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            // Standalone link: specific text; button trait removed so VoiceOver says only "Link".
            // The link tint must meet 4.5:1 in light and dark (set via AccentColor or .tint);
            // the default tint can fall short.
            Link("View Weekly Ad", destination: URL(string: "https://www.example.com/weekly-ad")!)
                .accessibilityRemoveTraits(.isButton)

            // Adjacent to static text: underline so it is distinct without color alone
            HStack(spacing: 4) {
                Text("Questions? Read our")
                Link(destination: URL(string: "https://www.example.com/help")!) {
                    Text("Help Center")
                        .underline()
                }
                .accessibilityRemoveTraits(.isButton)
            }

            // Icon + text link still names its destination; the icon stays decorative
            Link(destination: URL(string: "https://www.example.com/privacy")!) {
                Label("Privacy Policy", systemImage: "lock.shield")
            }
            .accessibilityRemoveTraits(.isButton)
        }
    }
}
