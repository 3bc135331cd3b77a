import SafariServices
import UIKit

enum InfoLinks {
    static let privacy = URL(string: "https://example.com/privacy")!
}

final class InfoNavigator {
    let stack: UINavigationController

    init(stack: UINavigationController) { self.stack = stack }

    func showWebPage(_ url: URL) {
        let browser = SFSafariViewController(url: url)
        stack.present(browser, animated: true)
    }

    func showCredits() {
        stack.pushViewController(UIViewController(), animated: true)
    }
}
