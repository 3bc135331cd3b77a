/// A control in Swift code whose action opens a URL (`UIApplication.shared.open`, `openURL(…)`,
/// `NSWorkspace.shared.open`, a `SFSafariViewController(url:)`, an `ASWebAuthenticationSession(url:…)`)
/// instead of being a `Link`.
///
/// A SwiftUI `Button` or tap gesture that opens a URL is announced as a button or as plain text,
/// not as a link (`button-opens-url`; link-standalone card). Every control kind, UIKit ones
/// included, is also standalone evidence in the app scope: a control that opens a known URL covers
/// that destination for `inline-only-destination` (see `docs/model.md`, Standalone evidence in the app).
public struct URLOpener: Hashable, Codable, Sendable {
    /// What the user activates.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// A SwiftUI `Button`.
        case button
        /// A view with `.onTapGesture`: no control at all for assistive technologies.
        case tapGesture
        /// A UIKit control (`UIButton`, any `UIControl`) given the action with `addTarget(_:action:for:)`,
        /// `addAction(_:for:)` or `primaryAction:`.
        case uiControl
        /// A `UIBarButtonItem` with `action: #selector(…)` or `primaryAction:`.
        case barButtonItem
        /// A `UIAction` among a `UIMenu`'s children.
        case menuItem
        /// A `UIAction` whose control is not visible where it is made (a variable handed on later).
        case action
        /// A `UIAccessibilityCustomAction`: an action VoiceOver offers in the Actions rotor of the
        /// element it is given to (`cell.accessibilityCustomActions = [open]`), named by its `name:`.
        case accessibilityAction
        /// A row of a `UITableView`: the code of `tableView(_:didSelectRowAt:)`.
        case tableRow
        /// An item of a `UICollectionView`: the code of `collectionView(_:didSelectItemAt:)`.
        case collectionItem
        /// A view that a `.sheet`, `.fullScreenCover`, `.popover` or `NavigationLink` presents and
        /// that shows the URL in an `SFSafariViewController` it wraps (`SafariView(url: terms)`): a
        /// screen of its own, opened by the button, row or link that presents it. It counts only when
        /// a Swift file of the run declares the type as such a wrapper (`URLWrapper`), and a sheet,
        /// cover or popover only when a control of its file sets the state it is bound to (a tap
        /// gesture or `.onAppear` does not: issue 8, NetNewsWire's help rows).
        case presentedView
        /// A design-system link component (the Backbase `Link(text:hasIcon:action:)` of a file that
        /// imports `BackbaseDesignSystem`): a control with the link trait whose action opens the URL.
        /// `URLOpener.linkComponent` holds what its code says about the external-link icon.
        case linkComponent
        /// A view of the app's own given an `action:` (a design-system card or row, a TCA
        /// `ButtonState`, a settings row model): a closure, or an action case its store sends
        /// (`action: .contactSupportTapped`). Its role is the component's: `button-opens-url` does
        /// not judge it.
        case component

        /// Whether Full Keyboard Access and Voice Control can reach it: every kind but a tap gesture,
        /// which is no control (link-standalone card).
        public var isControl: Bool { self != .tapGesture }
    }

    public var kind: Kind
    /// The URL opened, as written or as the auditor resolved it from the run's constants; `nil` when
    /// it is computed at run time.
    public var destination: String?
    /// `destination` normalized (see `Link.normalizedDestination`), to compare with links.
    public var normalizedDestination: String?
    /// The URL as the code builds it (`LegalLinks.terms`, `base + "/help"`), when it is not a literal.
    public var destinationExpression: URLExpression?
    /// File path, relative to the working directory.
    public var file: String
    /// Where the control starts (the `Button` call, the `.` of `.onTapGesture`, the `UIAction` or
    /// `UIBarButtonItem` call, the `addTarget` call, the name of a `didSelect` method), 1-based line
    /// and UTF-8 byte column.
    public var position: SourcePosition?
    /// The control's title when written as a literal, else `nil`.
    public var title: String?
    /// The call that opens the URL, as written without whitespace (`UIApplication.shared.open`).
    public var opener: String
    /// For a `.presentedView`: the type made and the argument that gave it the URL. The auditor keeps
    /// the opener only when the run declares that wrapper (see `URLWrapper`).
    public var wrapper: URLWrapper?
    /// For a `.presentedView` whose file hands the presentation's state only to functions or views
    /// declared in other files: those bindings (`helpRow(topic:_:)#1` for a function's second
    /// parameter, `HelpRow.isShown` for a view's `@Binding var`; `handed:HelpRow.isShown` when the
    /// presentation is bound to that handed-in binding itself). The auditor keeps the opener only
    /// when a control of the run sets one of them (`ExtractedDocument.controlSetBindings`); `nil`
    /// when its own file's control presents it.
    public var presentedThrough: [String]?
    /// For a `.presentedView`: no control of its file was found to present it (a `Button` or tap
    /// gesture whose own code sets the state it is bound to), so no link was made for it. When
    /// the view is a wrapper, the auditor counts it as not understood (`unknown-presenter`).
    public var presenterUnknown: Bool = false
    /// For a `.presentedView` no control of its file was found to present whose state the file hands
    /// to a row function or view it declares itself: those bindings, named as `presentedThrough`
    /// names them. A control there that sets one (``PendingPresentation``) presents it; unlike
    /// `presentedThrough`, they decide nothing about keeping the opener.
    public var presentedInFile: [String] = []
    /// For a `.presentedView` through bindings of other files or its own (`presentedThrough`,
    /// `presentedInFile`) whose argument is a
    /// state handed in the same call (`selected` of `SafariView(url: selected.url)`, handed as
    /// `$selected`): the names of that binding, as `presentedThrough` names bindings; empty
    /// otherwise. A control of the run that gives the binding a value (``PresentedItem``) presents
    /// that value's `presentedMember`.
    public var presentedItem: [String] = []
    /// The member the argument reads on the handed state (`url` of `selected.url`); `nil` when it
    /// is the state itself.
    public var presentedMember: String?
    /// For a `.linkComponent`: the component, its text and whether it shows its external-link icon
    /// (`external-link-signal`); `nil` for every other kind.
    public var linkComponent: LinkComponentUse?
    /// A control whose action calls a function its file does not declare (one of
    /// `ExtractedDocument.pendingURLOpeners`): the auditor keeps it only when a file of the run
    /// declares that function as opening a URL (``PendingURLCall``), which then gives
    /// `destinationExpression`; `nil` once resolved, and for every other opener. A control's
    /// calls wait in one opener, in source order; each that opens a URL makes an opener named by
    /// its own call (``PendingURLCall/callee``).
    public var pendingCalls: [PendingURLCall]?

    public init(kind: Kind, destination: String? = nil, file: String, position: SourcePosition?, title: String?, opener: String) {
        self.kind = kind
        self.destination = destination
        self.file = file
        self.position = position
        self.title = title
        self.opener = opener
    }
}

/// A view type that shows a URL in the `SFSafariViewController` it makes, and the stored property
/// the URL comes from: `struct SafariView: UIViewControllerRepresentable { let url: URL … }` whose
/// code calls `SFSafariViewController(url: url)` is `SafariView`, `url`.
///
/// A wrapper is known by what it wraps, never by its name: `SafariView(url: terms)` presented by a
/// sheet opens `terms` only when a Swift file of the run declares `SafariView` so (see
/// `docs/model.md`, Standalone evidence in the app).
public struct URLWrapper: Hashable, Codable, Sendable {
    /// The type's name as declared (`SafariView`).
    public var type: String
    /// The stored property that holds the URL, and the label of its memberwise initializer (`url`).
    public var property: String

    public init(type: String, property: String) {
        self.type = type
        self.property = property
    }
}

/// What the code of a design-system link component says about it (`URLOpener.Kind.linkComponent`;
/// issue 14, the Backbase Link card in `reference/design-system-link-component.txt`).
public struct LinkComponentUse: Hashable, Codable, Sendable {
    /// Whether the component shows its external-link icon, as far as the code tells.
    public enum Icon: String, Codable, Sendable, CaseIterable {
        /// Shown: the icon parameter is left to its default (`true`) or set to `true`.
        case shown
        /// Turned off: `hasIcon: false`, or `link.hasIcon = false` later on the same variable.
        case turnedOff
        /// Set from a value the code computes (`hasIcon: isExternal`), or to `true` and `false` in
        /// different places: not known.
        case unknown
    }

    /// The component as `Module.Type` (`BackbaseDesignSystem.Link`).
    public var component: String
    /// The text argument when it is a literal, or a name bound to one in the same scope; `nil` otherwise.
    public var text: String?
    /// The key when the text is a localized string (`NSLocalizedString`, `String(localized:)`).
    public var textKey: LocalizedKey?
    public var icon: Icon
    /// Where the icon is turned off (the `hasIcon:` argument, or the later assignment): 1-based line
    /// and UTF-8 byte column; `nil` when it is not turned off.
    public var iconTurnedOffAt: SourcePosition?

    public init(component: String, text: String?, textKey: LocalizedKey? = nil, icon: Icon, iconTurnedOffAt: SourcePosition? = nil) {
        self.component = component
        self.text = text
        self.textKey = textKey
        self.icon = icon
        self.iconTurnedOffAt = iconTurnedOffAt
    }
}
