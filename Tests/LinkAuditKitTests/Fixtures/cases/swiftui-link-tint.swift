// swift-format-ignore-file
import SwiftUI

struct SupportFooter: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            // Only the asset catalog's brand color sets this link apart.
            Link("Contact support", destination: URL(string: "https://example.com/support")!)
                .tint(Color("Brand"))
            // No tint of its own: the stack's literal orange reaches it.
            Link("Service status", destination: URL(string: "https://example.com/status")!)
            // Gray words, and a gray tint for the link inside them.
            Text("Replies take a day; see [response times](https://example.com/response-times).")
                .foregroundColor(.gray)
                .tint(.gray)
        }
        .tint(Color(red: 0.95, green: 0.5, blue: 0.1))
    }
}
