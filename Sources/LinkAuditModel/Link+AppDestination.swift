extension Link {
    /// Whether the link, in app copy or Swift (`render == .swiftui`), leads to a reference the app
    /// resolves itself: a destination with no scheme, not scheme-relative, not a fragment, not a
    /// template (`?glossaryAnchor=tokens`, `settings/privacy`). No base URL makes it a web page in
    /// an app: the app's own handler (an `OpenURLAction`, a text view's delegate) decides what it
    /// opens, so whether a control of the app leads to the same place cannot be told by its URL
    /// (radix's glossary cross-references, whose entries the Learn list also opens).
    public var hasInAppDestination: Bool {
        render == .swiftui && !isTemplatedDestination && !destination.isEmpty && !destination.hasPrefix("#")
            && !SiteIndex.hasScheme(destination)
    }
}

extension Link {
    /// The destination as a message names it: the URL as written, or for a marked span whose
    /// destination the app's code sets (``LinkSyntax/markedSpan``), words that say so.
    public var destinationInWords: String {
        destination.isEmpty && syntax == .markedSpan ? "a destination the app's code sets" : destination
    }
}
