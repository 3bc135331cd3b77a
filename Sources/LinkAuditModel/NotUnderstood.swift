/// A link-like construct a run met but could not read or resolve: counted and shown, never
/// skipped in silence (`docs/model.md`, Not understood; issue 23, section 4). A CI gate that
/// passes because linkaudit did not see a link passes for the wrong reason.
///
/// Reports list them sorted like findings (file, line, column), count them by ``Kind`` in their
/// summaries, and never judge them: no rule runs on what is here.
public struct NotUnderstood: Hashable, Codable, Sendable, Comparable {
    /// What was not understood: a stable kebab-case id, documented in `docs/model.md`.
    public struct Kind: RawRepresentable, Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
        public var rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        /// A link whose text is known only at run time: a `.link` set over a range or a value the
        /// code computes (`addAttribute(.link, value: url, range: match.range)`). The link is
        /// extracted with its name marked unknown, and no rule judges its name.
        public static let dynamicLinkText = Kind(rawValue: "dynamic-link-text")
        /// A link or a control that opens a URL whose destination is known only at run time
        /// (`Link("Help", destination: model.helpURL)` where nothing in the run gives the URL): its
        /// name is judged, its destination is not compared with any other.
        public static let dynamicDestination = Kind(rawValue: "dynamic-destination")
        /// A link whose text is read through an accessor or key the run's string tables do not
        /// hold (`L10n.Settings.helpLink` with no `settings.help_link`; `Text("promo.cta")` in an
        /// app whose tables lack the key): its name is unknown, and no rule judges it.
        public static let unknownAccessor = Kind(rawValue: "unknown-accessor")
        /// A `.swift` file that is not Swift but a template fragment (Stencil, Sourcery or ERB
        /// markers where SwiftParser stops): its links are not read. The file's input error says
        /// how to exclude it.
        public static let notSwift = Kind(rawValue: "not-swift")
        /// A web page shown on a screen of its own (`.sheet(isPresented: $showsHelp) {
        /// SafariView(url: …) }`, the view a URL wrapper of the run) that no control of its file
        /// presents as far as the code shows: the state is set in a function a control calls, by a
        /// control of another file, or by no control. A person meets a link there that is not
        /// extracted, so neither its name nor its destination is judged.
        public static let unknownPresenter = Kind(rawValue: "unknown-presenter")
        /// A call that opens a URL the code names or computes (not one handed in) that no control
        /// of the run is found to reach: a page opened from a state observer, a delegate, a
        /// notification, or code nothing calls (``UnreachedOpening``). If a person can reach it,
        /// the control they use is not extracted.
        public static let unreachedOpening = Kind(rawValue: "unreached-opening")
        /// An inline link in app copy or Swift to a reference the app resolves itself
        /// (`[Tokens](?glossaryAnchor=tokens)`, ``Link/hasInAppDestination``): what it opens is
        /// the app's own handler's choice, so `inline-only-destination` cannot tell whether a
        /// control leads there too, and does not judge it.
        public static let inAppDestination = Kind(rawValue: "in-app-destination")

        /// `[[…]]` wikilink syntax in Markdown whose site names no wikilink dialect (no
        /// `.obsidian/` folder, Foam workspace, MkDocs wikilinks plugin or wiki layout, and no
        /// `markdown: {wikilinks: …}` in the configuration): GitHub would show the brackets as
        /// text, the site's own reader a link. Not read until the dialect is known (issue 24).
        public static let unreadWikilink = Kind(rawValue: "unread-wikilink")

        /// An MDX component linkaudit does not know that takes a destination (`<LinkCard
        /// href="…" title="…" />`, `<Card to="…">`): whether it draws a link, and what names it, is
        /// the component's own code. Not judged (issue 24, section 2).
        public static let unknownLinkComponent = Kind(rawValue: "unknown-link-component")

        /// A Hugo shortcode that takes a destination (`{{< button href="/start" >}}`, a `figure`
        /// with `link=`): what it draws is its template's, which linkaudit does not read (issue 24,
        /// section 6). Placed at its `{{`.
        public static let unknownLinkShortcode = Kind(rawValue: "unknown-link-shortcode")

        /// A file of a documentation format linkaudit does not read (reStructuredText, AsciiDoc,
        /// Jupyter notebooks, Org, Textile, …; `Discovery.unreadDocumentFormats`), met in a folder
        /// walk: its links are not audited. Counted at line 1 of the file (issue 24, section 6).
        public static let unreadFormat = Kind(rawValue: "unread-format")

        /// A file of app code whose links linkaudit does not read (issue 27, section 4): a Kotlin
        /// or Compose source, a JSX or TSX component, an Android layout (what a layout links is
        /// decided in code). No parser for them ships with the toolchain linkaudit builds with, so
        /// the links such code builds are not audited; its string resources are. Counted at line 1
        /// of the file (`Discovery.unreadAppCode`).
        public static let unreadAppCode = Kind(rawValue: "unread-app-code")

        /// A numbered rich-text tag in a web app's message (`<0>…</0>`, which react-i18next's
        /// `Trans` replaces with its children in order): a component only the code names, perhaps
        /// a link, whose text is then its name (issue 27). Not judged; placed at its `<`.
        public static let richTextTag = Kind(rawValue: "rich-text-tag")

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }

        public var description: String { rawValue }
    }

    public var kind: Kind
    /// File path relative to the working directory, as reports show it.
    public var file: String
    /// Where the construct starts: 1-based line, 1-based UTF-8 byte column.
    public var position: SourcePosition
    /// What was met, in a few words (`.link over match.range`): text of the audited source, which
    /// reports escape like every other text they show.
    public var detail: String

    public init(kind: Kind, file: String, position: SourcePosition, detail: String) {
        self.kind = kind
        self.file = file
        self.position = position
        self.detail = detail
    }

    enum CodingKeys: String, CodingKey { case kind, file, detail }

    /// `{"kind", "file", "line", "column", "detail"}`, as the JSON report lists them: the position's
    /// `line` and `column` sit beside the other keys (``SourcePosition``'s own coding, which refuses
    /// a line or column below 1).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            kind: try container.decode(Kind.self, forKey: .kind), file: try container.decode(String.self, forKey: .file),
            position: try SourcePosition(from: decoder), detail: try container.decode(String.self, forKey: .detail))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(file, forKey: .file)
        try position.encode(to: encoder)
        try container.encode(detail, forKey: .detail)
    }

    /// File, then position, then kind and detail: the order reports list them in.
    public static func < (lhs: NotUnderstood, rhs: NotUnderstood) -> Bool {
        (lhs.file, lhs.position.line, lhs.position.utf8Column, lhs.kind.rawValue, lhs.detail)
            < (rhs.file, rhs.position.line, rhs.position.utf8Column, rhs.kind.rawValue, rhs.detail)
    }
}

extension Collection<NotUnderstood> {
    /// How many of each kind, by kind's id.
    public var countsByKind: [String: Int] {
        reduce(into: [:]) { $0[$1.kind.rawValue, default: 0] += 1 }
    }
}
