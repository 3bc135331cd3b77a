// swift-format-ignore-file
import SwiftUI
struct WhatsNewSheet: View {
    var body: some View {
        VStack(spacing: 12.0) {
            Text(AttributedString(localized: "View [what's new](https://example.com/whats-new) since your last visit."))
            Text(AttributedString(localized: "sheet.footer", defaultValue: "[Learn more](https://example.com/release)"))
            Text(verbatim: "Write [label](https://example.com/literal) for a link.")
        }
    }
}
