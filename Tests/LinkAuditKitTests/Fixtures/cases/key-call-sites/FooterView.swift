import SwiftUI

struct FooterView: View {
    var body: some View {
        VStack {
            Text("footer.guidelines").underline()
            Text("footer.terms").underline()
            Text("footer.privacy").underline()
            Text(LocalizedStringKey("footer.privacy"))
            Text("legal.cookies", tableName: "Legal")
                .font(.caption)
                .underline(pattern: .dot)
            Text(refunds)
        }
    }

    var refunds: AttributedString {
        var text = AttributedString(localized: "legal.refunds", table: "Legal")
        for run in text.runs where run.link != nil { text[run.range].underlineStyle = .single }
        return text
    }

    func helpTitle() -> String { NSLocalizedString("footer.help", comment: "Footer link") }
}
