// Golden pattern of the link-inline reference card: no finding.
import SwiftUI

struct InlineLinkDemo: View {
    // AttributedString inline link: a settable underline distinguishes it without color alone.
    var agreement: AttributedString {
        var text = AttributedString("By continuing you agree to the Terms of Service.")
        if let range = text.range(of: "Terms of Service") {
            text[range].link = URL(string: "https://www.example.com/terms")
            text[range].underlineStyle = Text.LineStyle(nsUnderlineStyle: .single)
        }
        return text
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(agreement)

            // Operable alternative to the same destination for Full Keyboard Access and
            // Voice Control users, who cannot reach the inline link above (Apple platform defect).
            Link("Read the Terms of Service", destination: URL(string: "https://www.example.com/terms")!)
                .accessibilityRemoveTraits(.isButton)
        }
    }
}
