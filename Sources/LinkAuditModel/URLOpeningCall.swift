/// A call a control's action makes to a function its own file does not declare
/// (`coordinator?.openWebPage(AboutLinks.privacy)`, `viewModel.showPrivacy()`).
///
/// Swift files are extracted one at a time, so whether such a call opens a URL is known only once
/// every file is read: the auditor keeps the control (its `URLOpener`, and for a row its
/// `urlOpener` link) when a Swift file of the run declares a function of that name and argument
/// labels that opens a URL (``URLOpeningFunction``), and drops it otherwise (issue 23, section 3;
/// see `docs/model.md`, Rows and controls that open URLs).
public struct PendingURLCall: Hashable, Codable, Sendable {
    /// The function called, as its base name and argument labels (`openWebPage(_:)`, `showPrivacy()`).
    public var function: String
    /// Each argument in order, as the extractor read it: a literal, or what the auditor resolves
    /// against the run's constants (`AboutLinks.privacy`).
    public var arguments: [URLExpression]
    /// The call as written without whitespace (`coordinator?.openWebPage`): what an opener made of
    /// it names as the call that opens its URL (`URLOpener.opener`); empty when not known.
    public var callee: String

    public init(function: String, arguments: [URLExpression], callee: String = "") {
        self.function = function
        self.arguments = arguments
        self.callee = callee
    }
}

/// A function of a Swift file that opens a URL: one it is given (`func openWebPage(_ url: URL)`
/// whose body shows `SFSafariViewController(url: url)`) or one it names (`func showPrivacy()` that
/// calls `UIApplication.shared.open(Links.privacy)`), directly, through the file's own helpers, or
/// by handing it to another function of the run (`router.present(url)`).
public struct URLOpeningFunction: Hashable, Codable, Sendable {
    /// The function as its base name and argument labels (`openWebPage(_:)`): what a
    /// ``PendingURLCall`` is matched by, whatever type declares it.
    public var function: String
    /// The file that declares it, relative to the working directory: `url` is resolved there.
    public var file: String
    /// The parameter whose argument it opens, from 0; `nil` when it opens `url`.
    public var parameter: Int?
    /// The URL it opens whatever it is given, when `parameter` is `nil`.
    public var url: URLExpression?
    /// The call that opens the URL, as written without whitespace (`SFSafariViewController`,
    /// `UIApplication.shared.open`); `nil` when it hands the URL to `handsTo`.
    public var opener: String?
    /// A function of another file it hands the URL to, as base name and argument labels, and the
    /// argument (from 0) the URL is there: it opens the URL when that function does.
    public var handsTo: String?
    public var handsToArgument: Int?

    public init(function: String, file: String, parameter: Int?, url: URLExpression?, opener: String?) {
        self.function = function
        self.file = file
        self.parameter = parameter
        self.url = url
        self.opener = opener
    }
}
