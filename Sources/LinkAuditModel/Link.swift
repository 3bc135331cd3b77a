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
}

/// Whether a link stands alone in its block or sits in running text (see `docs/model.md`, Inline and standalone).
public enum LinkPlacement: String, Codable, Sendable {
    case inline, standalone
}

/// Which source produced the accessible name (see `docs/model.md`, Link).
public enum NameSource: String, Codable, Sendable {
    case ariaLabelledby, ariaLabel, content, title, accessibilityLabel, none
}

/// Where a link's language tag came from (see `docs/model.md`, Language).
public enum LanguageSource: String, Codable, Sendable {
    /// An `.lproj` folder name or a String Catalog locale.
    case locale
    /// `lang` on the nearest HTML ancestor.
    case htmlLang
    /// A `lang` field in Markdown front matter.
    case frontMatter
    /// A content-negotiation file name such as `page.html.fr`.
    case fileName
    /// Detected from the document's own text.
    case detected
    /// The configured default.
    case configured
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
}

/// Where a link of app copy lives in its string table.
public struct AppCopyEntry: Hashable, Codable, Sendable {
    /// The string table's path, relative to the working directory.
    public var table: String
    /// The key of the string.
    public var key: String
    /// The locale of the value (`en`, `pt-BR`), when known.
    public var locale: String?
    /// The variation path of the leaf (`plural.other`, `device.mac`, `substitutions.count.plural.one`), if any.
    public var variation: String?
    /// The translation state (`translated`, `needs_review`, `new`), if recorded.
    public var state: String?
    /// The translator comment, never audited.
    public var comment: String?
    /// The language the table was written in and translated from (`sourceLanguage` of a String
    /// Catalog, `source-language` of XLIFF); `nil` for `.lproj` tables, where the run's source
    /// language (default `en`) applies.
    public var sourceLanguage: String?
    /// `extractionState` `stale` in a String Catalog: the key is no longer in the code.
    public var isStale: Bool = false

    public init(
        table: String, key: String, locale: String? = nil, variation: String? = nil,
        state: String? = nil, comment: String? = nil
    ) {
        self.table = table
        self.key = key
        self.locale = locale
        self.variation = variation
        self.state = state
        self.comment = comment
    }
}

extension AppCopyEntry {
    /// The table across its localizations: the path with its `.lproj` folder replaced by
    /// `*.lproj` (`App/de.lproj/Localizable.strings` -> `App/*.lproj/Localizable.strings`); a String
    /// Catalog holds every locale in one file, so its path is its group.
    public var tableGroup: String {
        var components = table.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for index in components.indices where components[index].hasSuffix(".lproj") { components[index] = "*.lproj" }
        return components.joined(separator: "/")
    }
}

/// One link, as every extractor reports it and every rule sees it (see `docs/model.md`, Link).
public struct Link: Hashable, Sendable {
    /// The link's identity with `file`: its ordinal among its document's links in report order
    /// (from 1; 0 until the run checks the document), from the document's check until the run's
    /// result is made; in the result and its reports, its report id: the link's place among all
    /// of the run's links, from 1, given once.
    public var id: Int = 0
    /// Visible text: text nodes and code spans, breaks as one space, whitespace collapsed, trimmed.
    public var text: String
    /// Accessible name, see `nameSource`.
    public var name: String
    public var nameSource: NameSource
    /// The destination as written, with entities and escapes decoded.
    public var destination: String
    /// The normalized destination (see `DestinationNormalizer`), `nil` when templated or unparseable.
    public var normalizedDestination: String?
    /// `true` when the destination holds template expressions (`{{ … }}`, `{% … %}`) or format placeholders.
    public var isTemplatedDestination: Bool = false
    /// `true` when the visible text is code (a Markdown code span, HTML `<code>`): an identifier such as
    /// `$this` or `about_Continue`, never prose to classify as generic.
    public var isCodeText: Bool = false
    /// For a bare URL that an autolinker linked inside link markup that failed, as in
    /// `[Terms] (https://example.com/tos)`, the kind of that markup; `nil` otherwise. The
    /// `broken-link-markup` finding at the `[` is the advice, so the URL as link text is not
    /// reported again (`url-as-link-text`).
    public var insideBrokenMarkup: MarkupProblem.Kind?
    /// `true` when the visible text holds format placeholders (`%@`, `%1$@`, `{name}`), so it is not fixed text.
    public var hasDynamicText: Bool = false
    /// The link's `title`, if any.
    public var title: String?
    public var syntax: LinkSyntax
    public var placement: LinkPlacement
    public var render: RenderTarget
    /// BCP 47 language tag, when known.
    public var language: String?
    public var languageSource: LanguageSource?
    /// File path, relative to the working directory.
    public var file: String
    /// Source range of the whole link markup; `nil` when the parser cannot tell (never line 0).
    public var span: SourceSpan?
    public var context: LinkContext?
    /// Set for app copy (string tables).
    public var appCopy: AppCopyEntry? {
        get { rare?.parts.appCopy }
        set { updateRare { $0.appCopy = newValue } }
    }
    /// The scope the link belongs to for destination rules: its document, or the app for app copy and Swift sources.
    public var scope: ScopeID
    /// What Swift code does to the link beyond its text and destination; for app copy, what every
    /// Swift call site of its key does (`LocalizedKeyUse`); `nil` otherwise.
    public var swiftCode: SwiftLinkCode? {
        get { rare?.parts.swiftCode }
        set { updateRare { $0.swiftCode = newValue } }
    }
    /// How the link looks (colors, underline) in each appearance, where CSS or Swift styling reaches
    /// it; `nil` when nothing styles it (the appearance rules then judge only the run's defined
    /// link colors, see `ColorDefinition`).
    public var style: LinkStyle? {
        get { rare?.parts.style }
        set { updateRare { $0.style = newValue } }
    }
    /// What the link's markup says about how it opens and what describes it, beyond its text and
    /// destination (HTML attributes, a kramdown attribute list); `nil` when it says nothing of the
    /// kind (issue 14).
    public var attributes: LinkAttributes? {
        get { rare?.parts.attributes }
        set { updateRare { $0.attributes = newValue } }
    }
    /// `appCopy`, `swiftCode`, `style` and `attributes`, held out of line and only when one is set:
    /// most links have none, and inline they would more than double the size of every link a run
    /// holds (issue 22).
    private var rare: RareParts?

    public init(
        text: String, name: String, nameSource: NameSource, destination: String,
        syntax: LinkSyntax, placement: LinkPlacement, render: RenderTarget,
        file: String, span: SourceSpan?, scope: ScopeID
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

    /// Changes the out-of-line parts, dropping their box when none is left.
    private mutating func updateRare(_ change: (inout RareParts.Parts) -> Void) {
        var parts = rare?.parts ?? RareParts.Parts()
        change(&parts)
        rare = parts.isEmpty ? nil : RareParts(parts)
    }
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

/// What a link's markup says about how it opens and what describes it: the HTML attributes
/// `target`, `onclick`, `download` and `aria-describedby`, and `aria-labelledby` ids the document
/// lacks (issue 14). Read by `new-window-without-warning`, `download-without-file-type` and
/// `broken-fragment`.
public struct LinkAttributes: Hashable, Codable, Sendable {
    /// The `target` attribute as written (`_blank`, a window name), whitespace trimmed, else the
    /// page's `<base target>`, else a kramdown attribute list's `target`; `nil` when absent.
    public var target: String?
    /// `true` when the link's `onclick` (or a `javascript:` destination) calls `window.open`.
    public var opensWindowFromScript: Bool = false
    /// The `download` attribute: its value (a suggested file name), `""` when it has none; `nil` when absent.
    public var download: String?
    /// The accessible description: the text of the elements `aria-describedby` names, whitespace
    /// collapsed, trimmed; `nil` when there is none.
    public var describedBy: String?
    /// The ids `aria-labelledby` names that no element of the document has, in the attribute's
    /// order; `nil` when every id exists or there is no `aria-labelledby`.
    public var missingLabelledbyIDs: [String]?

    public init(
        target: String? = nil, opensWindowFromScript: Bool = false, download: String? = nil, describedBy: String? = nil,
        missingLabelledbyIDs: [String]? = nil
    ) {
        self.target = target
        self.opensWindowFromScript = opensWindowFromScript
        self.download = download
        self.describedBy = describedBy
        self.missingLabelledbyIDs = missingLabelledbyIDs
    }

    /// Whether following the link opens a new window or tab: `target="_blank"`, a named target
    /// other than `_self`, `_parent` and `_top` (a new window the first time), or `window.open`.
    public var opensNewWindow: Bool {
        if opensWindowFromScript { return true }
        guard let target, !target.isEmpty else { return false }
        return !["_self", "_parent", "_top"].contains(target.lowercased())
    }
}

/// What the Swift code around a link sets, beyond its text and destination (links from `.swift` files).
public struct SwiftLinkCode: Hashable, Codable, Sendable {
    /// A `Link` control whose modifier chain holds `.accessibilityRemoveTraits(.isButton)`.
    public var removesButtonTrait: Bool
    /// An `AttributedString` run whose same range gets `.underlineStyle` in the same scope.
    public var setsUnderlineStyle: Bool
    /// `.underline()` on the `Text` that shows a Markdown link (in a literal, or in app copy whose
    /// key every call site shows so); `nil` when no call underlines the whole `Text`.
    public var textUnderline: WholeTextUnderline?
    /// The UIKit API that made an attributed run a link; `nil` for `AttributedString` runs and other links.
    public var attributedKind: AttributedLinkKind?
    /// A `Link` whose destination is not a URL literal: the expression as written
    /// (`LegalLinks.terms`), with the constants the auditor could resolve replaced by their text.
    public var destinationExpression: URLExpression?
    /// A `Link` whose destination is one of a known set of URLs (`Link(topic.title, destination:
    /// topic.url)` of a `topic: Topic` whose `url` returns a literal in every case): each of them,
    /// normalized (see `Link.normalizedDestination`), as the auditor resolved them; `nil` otherwise.
    public var destinationSet: [String]?
    /// An attributed `.link` run whose text is a localized string (`NSLocalizedString`,
    /// `String(localized:)`, `AttributedString(localized:)`, in place or through a name bound to
    /// it): the key it shows. The auditor names the run by that key's value in each language (see
    /// `docs/model.md`, Keys and call sites); `nil` for every other link.
    public var textKey: LocalizedKey?
    /// An `NSAttributedString` `.link` run of a file whose text views all get `linkTextAttributes`
    /// holding `.underlineStyle`: the view underlines the link wherever it shows it (see
    /// `LinkTextAttributes` in `LinkAuditSwiftSources` for what the file must make plain).
    public var textViewUnderlinesLinks: Bool = false
    /// A Markdown link of a `Text` literal with an `Image` drawn right before or after it, only spaces
    /// between (`Text(Image(systemName: "link")) + Text(" [more info](…)")`, or `\(Image(…))` in the
    /// literal): a visual cue other than color marks the link (WCAG 1.4.1, technique F73; issue 8).
    public var symbolCue: Bool = false

    public init(
        removesButtonTrait: Bool = false, setsUnderlineStyle: Bool = false, textUnderline: WholeTextUnderline? = nil,
        attributedKind: AttributedLinkKind? = nil
    ) {
        self.removesButtonTrait = removesButtonTrait
        self.setsUnderlineStyle = setsUnderlineStyle
        self.textUnderline = textUnderline
        self.attributedKind = attributedKind
    }
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
