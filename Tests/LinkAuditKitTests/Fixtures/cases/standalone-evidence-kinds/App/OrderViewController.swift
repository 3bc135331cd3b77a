import SafariServices
import UIKit

final class OrderViewController: UITableViewController {
    private let deliveryButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        deliveryButton.setTitle("Delivery times", for: .normal)
        deliveryButton.addTarget(self, action: #selector(showDelivery), for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "FAQ", style: .plain, target: self, action: #selector(showFAQ(_:)))
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "More",
            menu: UIMenu(children: [
                UIAction(title: "Service status") { _ in
                    UIApplication.shared.open(URL(string: "https://status.example.com")!)
                }
            ]))
    }

    @objc private func showDelivery() {
        UIApplication.shared.open(Site.shipping)
    }

    @objc private func showFAQ(_ sender: Any) {
        guard let url = URL(string: "\(Site.base)/faq") else { return }
        UIApplication.shared.open(url)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch indexPath.row {
        case 0: showPage(Site.legal.appendingPathComponent("returns"))
        case 1: showPage(URL(string: "https://example.com/warranty")!)
        default: writeMail(to: "orders@example.com")
        }
    }

    private func showPage(_ page: URL) {
        let safari = SFSafariViewController(url: page)
        present(safari, animated: true)
    }

    private func writeMail(to address: String) {
        UIApplication.shared.open(URL(string: "mailto:\(address)")!)
    }
}
