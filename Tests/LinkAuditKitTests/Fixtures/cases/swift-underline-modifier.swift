// swift-format-ignore-file
import SwiftUI
struct AssistantDisclaimer: View {
    var body: some View {
        VStack {
            Text("Answers are drafted by a model.")
            // Only the link is in this Text, so .underline() marks exactly the link.
            Text(.init("[How we use AI](https://example.com/ai-guidelines)"))
                .underline()
        }
    }
}
