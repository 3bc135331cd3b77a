import SwiftUI

struct MailButton: View {
    @Environment(\.openURL) private var openURL
    let address: String

    var body: some View {
        Button("Email us") { openURL(URL(string: "mailto:\(address)")!) }
    }
}
