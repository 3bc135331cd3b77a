import Foundation

/// Where the help pages live.
let helpCenterURL = URL(string: "https://example.com/help")!

enum ContactPage: String {
    case form = "https://example.com/contact"
    case phone = "tel:+15550100"
}

enum Site {
    static let base = "https://example.com"
    static let privacy = URL(string: base + "/privacy")!
    static var refunds: URL { URL(string: "\(base)/refunds")! }
    static let shipping = URL(string: Site.base + "/shipping")!
    static let legal = URL(string: base)!
}
