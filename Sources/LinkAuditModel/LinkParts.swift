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
    /// An attributed `.link` run made over `range(of: X)` where `X` is a name the file does not
    /// give a literal for (`Copy.refundLinkText`): the expression, which the resolve stage looks up
    /// among the run's constants (`URLConstantTable`) to name the run; `nil` otherwise.
    public var textExpression: URLExpression?
    /// A run put into a localized sentence in place of a placeholder
    /// (`sentence.replaceSubrange(sentence.range(of: "{terms}")!, with: anchor)` where `sentence` is
    /// `AttributedString(L10n.termsSentence("{terms}"))`): the sentence, which is the context of the
    /// run's text in each locale; `nil` otherwise.
    public var sentence: LinkSentence?
    /// A `urlOpener` control or row whose action calls functions of other files
    /// (``PendingURLCall``), in source order: the auditor makes of it one link per URL those
    /// functions open, and drops it when none opens one; `nil` once resolved, and for every other
    /// link. A control holds all its calls in one link (an action that logs, saves and opens
    /// makes one pending link, not three).
    public var pendingCalls: [PendingURLCall]?
    /// A `urlOpener` control or row that sets a binding its file is handed, for a presentation of
    /// another file (``PendingPresentation``): the auditor makes of it one link per URL wrapper
    /// presented through that binding, and drops it when none is; `nil` once resolved, and for
    /// every other link.
    public var pendingPresentation: PendingPresentation?
    /// A `urlOpener` link made by a view's `.onTapGesture`: no control at all for assistive
    /// technologies (no trait; Full Keyboard Access and Voice Control cannot reach it), so it is
    /// no standalone evidence for `inline-only-destination` (`URLOpener.Kind.tapGesture`).
    public var isTapGesture: Bool = false
    /// A UIKit control's `urlOpener` link whose control is given the link trait while it keeps the
    /// button trait (`helpButton.accessibilityTraits.insert(.link)`), which VoiceOver announces
    /// "Button, Link": where the trait is added; `nil` otherwise (`link-button-trait`).
    public var buttonLinkTraitAt: SourcePosition?
    /// A `urlOpener` link made by a control that presents a view on a screen of its own (a
    /// `NavigationLink` to `SafariView(url: x)`, a `Button` setting the state of
    /// `.sheet(isPresented:) { SafariView(url: x) }`): the view's type and the argument's label.
    /// The auditor keeps the link only when a Swift file of the run declares that wrapper
    /// (``URLWrapper``), and clears this; `nil` for every other link.
    public var presentedWrapper: URLWrapper?
    /// One link per case of a control paired by case (`Link(topic.title, destination: topic.url)`
    /// of a `ForEach(Topic.allCases)`), not the first: the rules about the control itself (its
    /// traits), not its name or destination, judge the first case's link only.
    public var repeatsControl: Bool = false
    /// A `Link` that keeps the button trait: the edit that ends its modifier chain with
    /// `.accessibilityRemoveTraits(.isButton)` in the chain's own layout (`link-button-trait`'s
    /// safe fix, issue 26); `nil` when the link removes the trait or the chain cannot take it.
    public var buttonTraitRemoval: TextReplacement?

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

/// The localized sentence a Swift link run is put into (`SwiftLinkCode.sentence`): its key, or the
/// expression the resolve stage reads to its key (a SwiftGen accessor), and the placeholder the run
/// takes the place of. In each locale the context of the run's text is the sentence's value with
/// the placeholder (the literal when the value holds it, else its first format specifier) replaced
/// by that text.
public struct LinkSentence: Hashable, Codable, Sendable {
    /// The sentence's string-table key, once known.
    public var key: LocalizedKey?
    /// The expression that reads the sentence (`L10n.termsSentence(placeholder)`), while its key is
    /// not known; `nil` once it is.
    public var expression: URLExpression?
    /// The placeholder's literal text (`{terms}`), when the code writes one.
    public var placeholder: String?

    public init(key: LocalizedKey? = nil, expression: URLExpression? = nil, placeholder: String? = nil) {
        self.key = key
        self.expression = expression
        self.placeholder = placeholder
    }

    /// `sentence` with the run's `text` in the placeholder's place: the literal placeholder when the
    /// sentence holds it, else its first format specifier (`%@`, `%1$@`); `nil` when it has neither.
    public func filled(_ sentence: String, with text: String) -> String? {
        let bytes = Array(sentence.utf8)
        let range =
            placeholder.flatMap { $0.isEmpty ? nil : bytes.firstRange(ofBytes: $0.utf8) }
            ?? FormatSpecifier.all(in: sentence).first?.utf8Range
        guard let range else { return nil }
        return String(decoding: bytes[..<range.lowerBound] + Array(text.utf8) + bytes[range.upperBound...], as: UTF8.self)
    }
}
