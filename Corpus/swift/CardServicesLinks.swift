// A card services screen built with the Backbase design system's Link component (issue 14,
// external-link-signal): one external link hides its icon; the others keep it, or stay in the app.
import BackbaseDesignSystem
import SafariServices
import UIKit

final class CardServicesViewController: UIViewController {
    private let stack = UIStackView()

    // Opens the bank's site in Safari, and keeps the external-link icon: no finding.
    private lazy var travelNotice = Link(text: NSLocalizedString("card.travel_notice", comment: "Link to the travel notice form")) {
        UIApplication.shared.open(URL(string: "https://www.example.com/cards/travel-notice")!)
    }

    // Stays in the app: hiding the icon is right.
    private lazy var limits = Link(text: "Spending limits", hasIcon: false) { [unowned self] in
        navigationController?.pushViewController(SpendingLimitsViewController(), animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = .vertical
        stack.spacing = 12

        // Leaves the app for the card network's page, but the icon is turned off: a finding.
        let disputes = Link(text: "Dispute a transaction", hasIcon: false) { [unowned self] in
            present(SFSafariViewController(url: URL(string: "https://www.example.com/cards/disputes")!), animated: true)
        }

        for link in [travelNotice, limits, disputes] {
            stack.addArrangedSubview(link)
        }
        view.addSubview(stack)
    }
}
