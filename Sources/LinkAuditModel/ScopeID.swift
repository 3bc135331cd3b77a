/// Which scope a link belongs to: destinations are grouped per scope, and rules that compare
/// links (`inline-only-destination`, `ambiguous-link-text`) compare only within one (see
/// `docs/model.md`, Scopes).
///
/// Each Markdown or HTML document is its own scope (a page is a screen). App copy and Swift
/// sources form app scopes, one per platform (``AppPlatform``): an iOS app's string tables and
/// Swift sources are one app, its Android resources another, its web message files a third
/// (issue 27). The configuration's `appScopes` joins platforms into one scope.
///
/// Encoded as one string: `app:NAME` (`app:apple`, `app:android`), or the document's path.
public enum ScopeID: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The app copy and Swift sources of one app scope, by its name: the platform's
    /// (``AppPlatform/rawValue``), or the one the configuration gives it.
    case app(String)
    /// One Markdown or HTML document, by its path relative to the working directory.
    case document(String)

    /// The app scope of a platform, under the platform's own name.
    public init(platform: AppPlatform) {
        self = .app(platform.rawValue)
    }

    /// The scope of a file of the given format: its platform's app scope for app copy, Swift
    /// sources and color definitions, else the document's own.
    public init(format: DocumentFormat, file: String) {
        self = format.appPlatform.map(ScopeID.init(platform:)) ?? .document(file)
    }

    /// Whether this is an app scope rather than a document.
    public var isApp: Bool {
        if case .app = self { return true }
        return false
    }

    /// `app:NAME`, or the document's path.
    public var description: String {
        switch self {
        case .app(let name): "app:" + name
        case .document(let path): path
        }
    }

    public static func < (a: ScopeID, b: ScopeID) -> Bool {
        a.description < b.description
    }

    /// Reads `app:NAME`, the path of a document, and `app` as reports before platform scopes wrote
    /// the app scope (the Apple platform's: it was the only one).
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        if text == "app" {
            self = ScopeID(platform: .apple)
        } else if text.hasPrefix("app:"), text.count > 4 {
            self = .app(String(text.dropFirst(4)))
        } else {
            self = .document(text)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// The platform an app's copy ships on, which makes it an app scope of its own (issue 27): links of
/// two platforms are never on one screen, and a standalone link in one app does not reach a
/// destination in another.
public enum AppPlatform: String, Sendable, CaseIterable, Codable {
    /// iOS, iPadOS and macOS apps: `.strings`, `.stringsdict`, String Catalogs, XLIFF, Swift
    /// sources, asset catalog colors, design tokens and Xcode projects.
    case apple
    /// Android string resources.
    case android
    /// Flutter apps: Application Resource Bundles (`.arb`).
    case flutter
    /// Web apps: JSON message files and gettext catalogs (which web frameworks such as Django and
    /// WordPress use far more than other apps do).
    case web
}
