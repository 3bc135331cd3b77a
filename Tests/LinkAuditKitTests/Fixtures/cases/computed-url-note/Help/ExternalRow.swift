import SwiftUI

/// A row that leads out of the app; its screens pass the URL.
struct ExternalRow: View {
    let title: String
    let url: URL

    var body: some View {
        Link(title, destination: url)
            .accessibilityRemoveTraits(.isButton)
    }
}
