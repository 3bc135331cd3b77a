/// How a link was written in its source.
public enum LinkSyntax: String, Codable, Sendable, CaseIterable {
    /// `[text](destination "title")`
    case markdownInline
    /// `[text][label]`, `[label][]` or `[label]` with a link reference definition.
    case markdownReference
    /// `<https://…>`, `<user@example.com>`, or a bare URL linked by the GFM autolink extension.
    case markdownAutolink
    /// `<a href="…">`, `<area href="…">`, or any HTML element with `role="link"`.
    case htmlAnchor
    /// A SwiftUI `Link` control.
    case swiftLink
    /// An `AttributedString` run whose `.link` attribute is set.
    case attributedStringLink
    /// A control or row whose action opens a URL (`URLOpener`): a SwiftUI `Button`, an app's own
    /// component given an `action:`, a UIKit control, menu item or alert action, a table or
    /// collection row; directly, through a store's action cases, or through functions of other
    /// files of the run. The link is at the control, or where a row's selection code makes the
    /// call (issue 23, section 3; `docs/model.md`, Rows and controls that open URLs).
    case urlOpener
    /// `[[Page]]`, `[[Page|alias]]`, `[[Page#Heading]]` or `[[#Heading]]` in a wikilink dialect
    /// (``WikilinkDialect``; issue 24): `destination` is what the brackets name, as written
    /// (`Page#Heading`), and `normalizedDestination` the note it resolves to in the vault.
    case wikilink
    /// An MDX component that draws a link named by one of its attributes: Starlight's
    /// `<LinkCard href title>`, or one the configuration declares (`mdx.components`; issue 24).
    case component
    /// A GFM footnote reference (`text[^note]`, named by its number as GitHub shows it) or the
    /// back-reference GitHub adds to the footnote for it (named "Back to reference 1"). The renderer
    /// names both, not the writer, so no rule judges them (issue 24, section 3).
    case footnote
    /// Copy that marks a link's text while the app's code sets its destination (issue 27,
    /// section 2): an Android `<annotation>` whose `type` names a link, or an `<a href="">` (or
    /// `<a>` without `href`) in a value. `destination` is empty and `normalizedDestination` `nil`
    /// unless the configuration or the code supplies it: name rules judge it, destination rules
    /// skip it.
    case markedSpan
}

/// Whether a link stands alone in its block or sits in running text (see `docs/model.md`, Inline and standalone).
public enum LinkPlacement: String, Codable, Sendable, CaseIterable {
    case inline, standalone
}

/// Which source produced the accessible name (see `docs/model.md`, Link).
public enum NameSource: String, Codable, Sendable, CaseIterable {
    case ariaLabelledby, ariaLabel, content, title, accessibilityLabel, none
    /// Known only at run time (a Swift link whose text the code computes): `text` and `name` are
    /// empty, `hasDynamicText` is set, no rule judges the name, and the run counts the link among
    /// what it did not understand (``NotUnderstood/Kind/dynamicLinkText``). Never Swift source text.
    case unknown
}

/// The block of text around a link, for reports: the whole block, cut to about 300 characters.
public struct LinkContext: Hashable, Codable, Sendable {
    /// The block's text with whitespace collapsed, cut around the link.
    public var text: String
    /// Offset of the link's first character in `text`, counted in Characters (extended grapheme clusters).
    public var linkStart: Int
    /// Length of the link's text in `text`, in Characters.
    public var linkLength: Int

    public init(text: String, linkStart: Int, linkLength: Int) {
        self.text = text
        self.linkStart = linkStart
        self.linkLength = linkLength
    }

    /// `sentence` as the context of a link whose text is `linkText`, found at its first
    /// occurrence (a run made with `range(of:)` is the first); the link's range is empty when
    /// `linkText` is not in it. Sentences written in code are short: not cut.
    public init(sentence: String, linkText: String) {
        let characters = Array(sentence)
        let range = linkText.isEmpty ? nil : characters.firstRange(of: Array(linkText))
        self.init(text: sentence, linkStart: range?.lowerBound ?? 0, linkLength: range?.count ?? 0)
    }
}

/// One link, as every extractor reports it and every rule sees it (see `docs/model.md`, Link).
///
/// A value type whose parts are held in one box it shares with its copies until one of them
/// changes (copy on write): rules and stages pass links by value many times over, and a copy is
/// then one reference, not one for each of its strings (issue 22).
public struct Link: Hashable, Sendable {
    /// The link's identity with `file`: its ordinal among its document's links in report order
    /// (from 1; 0 until the run checks the document), from the document's check until the run's
    /// result is made; in the result and its reports, its report id: the link's place among all
    /// of the run's links, from 1, given once.
    public var id: Int {
        get { box.parts.id }
        set { unique().parts.id = newValue }
    }
    /// Visible text: text nodes and code spans, breaks as one space, whitespace collapsed, trimmed.
    public var text: String {
        get { box.parts.text }
        set { unique().parts.text = newValue }
    }
    /// Accessible name, see `nameSource`.
    public var name: String {
        get { box.parts.name }
        set { unique().parts.name = newValue }
    }
    public var nameSource: NameSource {
        get { box.parts.nameSource }
        set { unique().parts.nameSource = newValue }
    }
    /// The destination as written, with entities and escapes decoded.
    public var destination: String {
        get { box.parts.destination }
        set { unique().parts.destination = newValue }
    }
    /// The normalized destination (see `DestinationNormalizer`), `nil` when templated or unparseable.
    public var normalizedDestination: String? {
        get { box.parts.normalizedDestination }
        set { unique().parts.normalizedDestination = newValue }
    }
    /// `true` when the destination holds template expressions (`{{ … }}`, `{% … %}`) or format placeholders.
    public var isTemplatedDestination: Bool {
        get { box.parts.isTemplatedDestination }
        set { unique().parts.isTemplatedDestination = newValue }
    }
    /// `true` when the visible text is code (a Markdown code span; in HTML, text inside `<code>`,
    /// `<kbd>`, `<samp>`, `<tt>` or `<var>`, within the link or around it): an identifier such as
    /// `$this` or `about_Continue`, never prose to classify as generic.
    public var isCodeText: Bool {
        get { box.parts.isCodeText }
        set { unique().parts.isCodeText = newValue }
    }
    /// For a bare URL that an autolinker linked inside link markup that failed, as in
    /// `[Terms] (https://example.com/tos)`, the kind of that markup; `nil` otherwise. The
    /// `broken-link-markup` finding at the `[` is the advice, so the URL as link text is not
    /// reported again (`url-as-link-text`).
    public var insideBrokenMarkup: MarkupProblem.Kind? {
        get { box.parts.insideBrokenMarkup }
        set { unique().parts.insideBrokenMarkup = newValue }
    }
    /// `true` when the visible text holds format placeholders (`%@`, `%1$@`, `{name}`), so it is not fixed text.
    public var hasDynamicText: Bool {
        get { box.parts.hasDynamicText }
        set { unique().parts.hasDynamicText = newValue }
    }
    /// The link's `title`, if any.
    public var title: String? {
        get { box.parts.title }
        set { unique().parts.title = newValue }
    }
    public var syntax: LinkSyntax {
        get { box.parts.syntax }
        set { unique().parts.syntax = newValue }
    }
    public var placement: LinkPlacement {
        get { box.parts.placement }
        set { unique().parts.placement = newValue }
    }
    public var render: RenderTarget {
        get { box.parts.render }
        set { unique().parts.render = newValue }
    }
    /// The link's language as its source spells it (`en-us`, `zh_Hans`, `English`), when known:
    /// what reports show. Setting it parses it once into ``languageTag``.
    public var language: String? {
        get { box.parts.language }
        set {
            let box = unique()
            box.parts.language = newValue
            box.parts.languageTag = newValue.flatMap(LanguageTag.init)
        }
    }
    /// ``language`` as a BCP 47 tag (``LanguageTag``): `nil` when unknown or not a language tag
    /// (`Base`, `English`). What rules and reports compare and look language lists up by.
    public var languageTag: LanguageTag? { box.parts.languageTag }
    public var languageSource: LanguageSource? {
        get { box.parts.languageSource }
        set { unique().parts.languageSource = newValue }
    }
    /// File path, relative to the working directory.
    public var file: String {
        get { box.parts.file }
        set { unique().parts.file = newValue }
    }
    /// Source range of the whole link markup; `nil` when the parser cannot tell (never line 0).
    public var span: SourceSpan? {
        get { box.parts.span }
        set { unique().parts.span = newValue }
    }
    public var context: LinkContext? {
        get { box.parts.context }
        set { unique().parts.context = newValue }
    }
    /// Set for app copy (string tables).
    public var appCopy: AppCopyEntry? {
        get { box.parts.rare?.parts.appCopy }
        set { updateRare { $0.appCopy = newValue } }
    }
    /// The scope the link belongs to for destination rules: its document, or the app for app copy and Swift sources.
    public var scope: ScopeID {
        get { box.parts.scope }
        set { unique().parts.scope = newValue }
    }
    /// What Swift code does to the link beyond its text and destination; for app copy, what every
    /// Swift call site of its key does (`LocalizedKeyUse`); `nil` otherwise.
    public var swiftCode: SwiftLinkCode? {
        get { box.parts.rare?.parts.swiftCode }
        set { updateRare { $0.swiftCode = newValue } }
    }
    /// How the link looks (colors, underline) in each appearance, where CSS or Swift styling reaches
    /// it; `nil` when nothing styles it (the appearance rules then judge only the run's defined
    /// link colors, see `ColorDefinition`).
    public var style: LinkStyle? {
        get { box.parts.rare?.parts.style }
        set { updateRare { $0.style = newValue } }
    }
    /// What the link's markup says about how it opens and what describes it, beyond its text and
    /// destination (HTML attributes, a kramdown attribute list); `nil` when it says nothing of the
    /// kind (issue 14).
    public var attributes: LinkAttributes? {
        get { box.parts.rare?.parts.attributes }
        set { updateRare { $0.attributes = newValue } }
    }

    /// Every part, shared by the copies of this link until one changes.
    private var box: LinkBox

    public init(
        text: String, name: String, nameSource: NameSource, destination: String,
        syntax: LinkSyntax, placement: LinkPlacement, render: RenderTarget,
        file: String, span: SourceSpan?, scope: ScopeID
    ) {
        box = LinkBox(
            LinkBox.Parts(
                text: text, name: name, nameSource: nameSource, destination: destination, syntax: syntax, placement: placement,
                render: render, file: file, span: span, scope: scope))
    }

    /// The box, made this link's own first when a copy shares it: what every change goes through.
    private mutating func unique() -> LinkBox {
        if !isKnownUniquelyReferenced(&box) { box = LinkBox(box.parts) }
        return box
    }

    /// Changes the out-of-line parts, dropping their box when none is left.
    private mutating func updateRare(_ change: (inout RareParts.Parts) -> Void) {
        var parts = box.parts.rare?.parts ?? RareParts.Parts()
        change(&parts)
        unique().parts.rare = parts.isEmpty ? nil : RareParts(parts)
    }

    public static func == (left: Link, right: Link) -> Bool {
        left.box === right.box || left.box.parts == right.box.parts
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.parts)
    }
}

/// The parts of a ``Link``, in one box its copies share until one of them changes.
private final class LinkBox: @unchecked Sendable {
    struct Parts: Hashable {
        var id: Int = 0
        var text: String
        var name: String
        var nameSource: NameSource
        var destination: String
        var normalizedDestination: String?
        var isTemplatedDestination: Bool = false
        var isCodeText: Bool = false
        var insideBrokenMarkup: MarkupProblem.Kind?
        var hasDynamicText: Bool = false
        var title: String?
        var syntax: LinkSyntax
        var placement: LinkPlacement
        var render: RenderTarget
        var language: String?
        var languageTag: LanguageTag?
        var languageSource: LanguageSource?
        var file: String
        var span: SourceSpan?
        var context: LinkContext?
        var scope: ScopeID
        /// `appCopy`, `swiftCode`, `style` and `attributes`, held out of line and only when one
        /// is set: most links have none, and inline they would more than double the size of
        /// every link a run holds (issue 22).
        var rare: RareParts?

        init(
            text: String, name: String, nameSource: NameSource, destination: String, syntax: LinkSyntax,
            placement: LinkPlacement, render: RenderTarget, file: String, span: SourceSpan?, scope: ScopeID
        ) {
            self.text = text
            self.name = name
            self.nameSource = nameSource
            self.destination = destination
            self.syntax = syntax
            self.placement = placement
            self.render = render
            self.file = file
            self.span = span
            self.scope = scope
        }
    }

    /// Changed only through a link that holds the box alone (``Link/unique()``): the checks of
    /// exclusive access are left out, as each read would pay for them.
    @exclusivity(unchecked) var parts: Parts

    init(_ parts: Parts) { self.parts = parts }
}

/// The parts of a ``Link`` few links have, in one immutable box a link shares until it changes them.
private final class RareParts: Hashable, Sendable {
    struct Parts: Hashable, Sendable {
        var appCopy: AppCopyEntry?
        var swiftCode: SwiftLinkCode?
        var style: LinkStyle?
        var attributes: LinkAttributes?

        var isEmpty: Bool { appCopy == nil && swiftCode == nil && style == nil && attributes == nil }
    }

    let parts: Parts

    init(_ parts: Parts) { self.parts = parts }

    static func == (left: RareParts, right: RareParts) -> Bool { left === right || left.parts == right.parts }

    func hash(into hasher: inout Hasher) { hasher.combine(parts) }
}

extension Link {
    /// Whether the link is one language's name of a Swift `.link` run whose text is a localized key
    /// (`SwiftLinkCode.textKey`): the auditor made it from the key's value, at the value's position,
    /// with the run's destination and code. Rules about the name judge it; rules about how the run
    /// is drawn and where it leads judge the Swift link itself, once (see `docs/model.md`, Keys and
    /// call sites).
    public var namesKeyedRun: Bool { appCopy != nil && swiftCode?.textKey != nil }
}

extension Link {
    /// The order reports list links in: by file, then position (line, UTF-8 column), then app
    /// copy key and variation, then destination and text. Link ids count in this order.
    public static func reportOrder(_ a: Link, _ b: Link) -> Bool {
        let left = (a.file, a.span?.start.line ?? 0, a.span?.start.utf8Column ?? 0, a.appCopy?.key ?? "", a.appCopy?.variation ?? "")
        let right = (b.file, b.span?.start.line ?? 0, b.span?.start.utf8Column ?? 0, b.appCopy?.key ?? "", b.appCopy?.variation ?? "")
        if left != right { return left < right }
        return (a.destination, a.text) < (b.destination, b.text)
    }
}
