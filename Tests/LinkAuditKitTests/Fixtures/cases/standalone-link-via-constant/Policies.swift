import SwiftUI

enum PolicyURLs {
    static let terms = URL(string: "https://example.com/terms")!
}

struct PoliciesScreen: View {
    var body: some View {
        List {
            Link("Terms of Service", destination: PolicyURLs.terms)
                .accessibilityRemoveTraits(.isButton)
        }
    }
}
