import LinkAuditModel

/// What every link of one document (or of one string value) shares, and the one place where a
/// `Link` value is assembled from what an extractor found.
struct DocumentContext: Sendable {
    var file: String { didSet { destinationBase = DestinationNormalizer.Base(documentPath: base ?? file) } }
    var render: RenderTarget
    /// `app` for app copy; the document's path otherwise.
    var scope: ScopeID
    var language: String?
    var languageSource: LanguageSource?
    var appCopy: AppCopyEntry?
    /// What relative destinations resolve against, when it is not `file`: the path below the
    /// audit root (`ExtractionOptions.documentPath`), or an HTML document's `<base href>`
    /// resolved against it (a path such as `docs/`, or an absolute URL).
    var base: String? { didSet { destinationBase = DestinationNormalizer.Base(documentPath: base ?? file) } }
    /// `base ?? file` as the normalizer's base, worked out once for the document's links (and
    /// again whenever `file` or `base` changes).
    private(set) var destinationBase: DestinationNormalizer.Base
    /// Whether an `<a>` without `href` in the value's HTML is a link whose destination the app's
    /// code sets (a marked span: Android, gettext and Flutter copy; issue 27), not a placeholder
    /// anchor as on a web page.
    var codeSetsAnchorDestinations = false
    /// The names, compared exactly, that mark a link in app copy besides those linkaudit knows
    /// (configuration `linkMarkers`, ``ExtractionOptions/linkMarkers``): Android annotation types,
    /// rich-text tags, and message placeholders the code fills with a link (issue 27).
    var linkMarkers: Set<String> = []

    init(
        file: String, render: RenderTarget, scope: ScopeID, language: String? = nil,
        languageSource: LanguageSource? = nil, appCopy: AppCopyEntry? = nil, base: String? = nil
    ) {
        self.file = file
        self.render = render
        self.scope = scope
        self.language = language
        self.languageSource = languageSource
        self.appCopy = appCopy
        self.base = base
        destinationBase = DestinationNormalizer.Base(documentPath: base ?? file)
    }

    /// Assembles a link: collapses whitespace in text and name, decides whether the text is
    /// dynamic and the destination templated, and normalizes the destination.
    func makeLink(
        text rawText: String, name rawName: String? = nil, nameSource: NameSource = .content,
        destination: String, title: String? = nil, syntax: LinkSyntax, placement: LinkPlacement,
        span: SourceSpan?, context: LinkContext?
    ) -> Link {
        var text = rawText.collapsingWhitespace
        var name = (rawName ?? rawText).collapsingWhitespace
        var nameIsTemplate = false
        if !scope.isApp {
            // A layout's template code is never a name: control tags leave no text, output tags
            // leave a name known only when the site is built (`TemplateNames`).
            if let stripped = TemplateNames.strippingControlTags(text) {
                text = stripped.text.collapsingWhitespace
                nameIsTemplate = stripped.outputs
            }
            if rawName == nil {
                name = text
            } else if let stripped = TemplateNames.strippingControlTags(name) {
                name = stripped.text.collapsingWhitespace
                nameIsTemplate = nameIsTemplate || stripped.outputs
            }
        }
        var link = Link(
            text: text, name: name, nameSource: name.isEmpty ? .none : nameSource,
            destination: destination, syntax: syntax, placement: placement, render: render,
            file: file, span: span, scope: scope)
        link.title = title.map(\.collapsingWhitespace).flatMap { $0.isEmpty ? nil : $0 }
        link.language = language
        link.languageSource = languageSource
        link.appCopy = appCopy
        link.context = context
        // printf placeholders belong to the app (app copy, and Swift literals whose interpolations
        // read `%@`); a help page's `%` is text, and in a URL `%E2` is percent-encoding.
        if scope.isApp {
            link.hasDynamicText = Placeholders.containsPlaceholder(text) || Placeholders.containsPlaceholder(name)
            link.isTemplatedDestination = Placeholders.containsDestinationPlaceholder(destination)
        } else {
            link.hasDynamicText = nameIsTemplate || Placeholders.containsBraceTemplate(text) || Placeholders.containsBraceTemplate(name)
            link.isTemplatedDestination =
                Placeholders.containsBraceTemplate(destination) || TemplateNames.mayHoldTag(destination)
            if nameIsTemplate {
                link.text = ""
                link.name = ""
                link.nameSource = .unknown
            }
        }
        if !link.isTemplatedDestination {
            link.normalizedDestination = DestinationNormalizer.normalize(destination, against: destinationBase)
        }
        return link
    }
}
