import UIKit

final class AboutViewController: UITableViewController {
    enum Row: Int, CaseIterable { case privacy, credits }
    weak var navigator: InfoNavigator?

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var config = cell.defaultContentConfiguration()
        switch Row(rawValue: indexPath.row)! {
        case .privacy: config.text = NSLocalizedString("about.row.privacy", comment: "")
        case .credits: config.text = NSLocalizedString("about.row.licenses", comment: "")
        }
        cell.contentConfiguration = config
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch Row(rawValue: indexPath.row)! {
        case .privacy: navigator?.showWebPage(InfoLinks.privacy)
        case .credits: navigator?.showCredits()
        }
    }
}
