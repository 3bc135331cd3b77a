import SwiftUI

struct SupportView: View {
    var body: some View {
        List {
            Link("Help Center", destination: helpCenterURL)
            Link("Write to us", destination: URL(string: ContactPage.form.rawValue)!)
            Link("Privacy notice", destination: Site.privacy)
            Text("Journalists")
                .onTapGesture { UIApplication.shared.open(URL(string: "https://example.com/press")!) }
        }
    }
}

extension Site {
    struct RefundsRow: View {
        var body: some View {
            Link("Refund rules", destination: Site.refunds)
        }
    }
}
