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

/// A call that opens a URL the code names or computes itself (not one handed in as a parameter),
/// which no control of its file reaches (`ASWebAuthenticationSession(url: loginURL)` in a state
/// observer, `UIApplication.shared.open(statusPage)` in a function nothing in the file calls).
///
/// The auditor counts it as not understood (`NotUnderstood.Kind.unreachedOpening`) unless a
/// control of another file calls one of `functions` (``PendingURLCall``), directly or through
/// other functions: a page a person may meet, by a way the code does not show (issue 23, section 4).
public struct UnreachedOpening: Hashable, Codable, Sendable {
    /// Where the call starts: 1-based line and UTF-8 byte column.
    public var position: SourcePosition
    /// The call as written without whitespace (`UIApplication.shared.open`, `ASWebAuthenticationSession`).
    public var opener: String
    /// The file's URL-opening functions whose code reaches the call, as ``URLOpeningFunction``
    /// names them (`showStatus()`, `case:openStatus`); empty when none does.
    public var functions: [String]
    /// The function, initializer or property the call is in, as base name and argument labels
    /// (`updateLogin(state:)`); `nil` at the top of a file.
    public var enclosing: String?

    public init(position: SourcePosition, opener: String, functions: [String], enclosing: String?) {
        self.position = position
        self.opener = opener
        self.functions = functions
        self.enclosing = enclosing
    }
}

/// A control that sets a binding its file is handed (a `Binding` parameter of a row function, a
/// `@Binding var` of a view: `show.wrappedValue.toggle()` in the `.onTapGesture` of
/// `Rows.helpRow(topic:selected:_:)`), where the file that hands it presents a view bound to it
/// (`.sheet(isPresented: $showsHelp) { SafariView(url: selected.url) }`).
///
/// Swift files are extracted one at a time: the auditor makes of the control one link per URL
/// wrapper of the run presented through that binding (``URLOpener/presentedThrough``), and drops it
/// when none is (issue 23, section 3: NetNewsWire's help rows; see `docs/model.md`, Rows and
/// controls that open URLs).
public struct PendingPresentation: Hashable, Codable, Sendable {
    /// The binding the control sets, named as `URLOpener.presentedThrough` names it
    /// (`helpRow(topic:selected:_:)#2`, `HelpRow.isShown`).
    public var binding: String
    /// The values the control's own code gives the other bindings of its function or view
    /// (`selected.wrappedValue = topic`): a presented view that shows the state handed there shows
    /// this value.
    public var items: [PresentedItem]

    public init(binding: String, items: [PresentedItem]) {
        self.binding = binding
        self.items = items
    }
}

/// A value a control gives a binding it is handed (`topic` of `selected.wrappedValue = topic`),
/// as ``PendingPresentation`` carries it.
public struct PresentedItem: Hashable, Codable, Sendable {
    /// The binding given the value, named as `URLOpener.presentedThrough` names bindings.
    public var binding: String
    /// The value as the extractor read it: what a presented view shows when it shows the state
    /// itself (`SafariView(url: selected)`).
    public var value: URLExpression
    /// The value's declared type, qualified by each type around the control, innermost first, then
    /// alone (`["Rows.Topic", "Topic"]`): a member the presented view reads on the state
    /// (`selected.url`) is that type's member. Empty when the code does not declare it plainly.
    public var types: [String]

    public init(binding: String, value: URLExpression, types: [String]) {
        self.binding = binding
        self.value = value
        self.types = types
    }

    /// The value's `member` (`topic.url`), for the auditor to resolve as any member of a value of
    /// a known type; `value` itself when `member` is `nil`.
    public func reading(_ member: String?) -> URLExpression {
        guard let member else { return value }
        let written = value.written + "." + member
        return URLExpression(
            written: written, parts: [URLExpression.Part(kind: .reference, text: written, candidates: types.map { $0 + "." + member })])
    }
}
