import Foundation

/// Generic-link-text and link-word lists per language, loaded from the data files in `Languages/`.
public struct LanguageLists: Sendable {
    public init() {}
}
