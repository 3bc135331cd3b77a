import SwiftUI

/// A partner's offers row: its link text is the wording agreed with the partner, so the generic
/// name is accepted where it stands, with the reason beside it.
struct PartnerOffersRow: View {
    var body: some View {
        HStack {
            Text("Offers from our travel partner")
            Spacer()
            // linkaudit-disable-next-line generic-link-text -- the partner's wording, kept as agreed
            Link("Learn more", destination: URL(string: "https://partner.example.com/offers")!)
                .accessibilityRemoveTraits(.isButton)
        }
    }
}
