/// A ``Link`` is encoded as if every part were a stored property: the keys, their order and the
/// parts left out when `nil` are those a synthesized conformance gives, though `appCopy`,
/// `swiftCode`, `style` and `attributes` are held out of line.
extension Link: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, text, name, nameSource, destination, normalizedDestination, isTemplatedDestination, isCodeText
        case insideBrokenMarkup, hasDynamicText, title, syntax, placement, render, language, languageSource, file, span
        case context, appCopy, scope, swiftCode, style, attributes
    }

    /// Decodes a link; a missing part that is not optional is an error, as in a synthesized conformance.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(Int.self, forKey: .id)
        let text = try container.decode(String.self, forKey: .text)
        let name = try container.decode(String.self, forKey: .name)
        let nameSource = try container.decode(NameSource.self, forKey: .nameSource)
        let destination = try container.decode(String.self, forKey: .destination)
        let normalizedDestination = try container.decodeIfPresent(String.self, forKey: .normalizedDestination)
        let isTemplatedDestination = try container.decode(Bool.self, forKey: .isTemplatedDestination)
        let isCodeText = try container.decode(Bool.self, forKey: .isCodeText)
        let insideBrokenMarkup = try container.decodeIfPresent(MarkupProblem.Kind.self, forKey: .insideBrokenMarkup)
        let hasDynamicText = try container.decode(Bool.self, forKey: .hasDynamicText)
        let title = try container.decodeIfPresent(String.self, forKey: .title)
        let syntax = try container.decode(LinkSyntax.self, forKey: .syntax)
        let placement = try container.decode(LinkPlacement.self, forKey: .placement)
        let render = try container.decode(RenderTarget.self, forKey: .render)
        let language = try container.decodeIfPresent(String.self, forKey: .language)
        let languageSource = try container.decodeIfPresent(LanguageSource.self, forKey: .languageSource)
        let file = try container.decode(String.self, forKey: .file)
        let span = try container.decodeIfPresent(SourceSpan.self, forKey: .span)
        let context = try container.decodeIfPresent(LinkContext.self, forKey: .context)
        let appCopy = try container.decodeIfPresent(AppCopyEntry.self, forKey: .appCopy)
        let scope = try container.decode(ScopeID.self, forKey: .scope)
        let swiftCode = try container.decodeIfPresent(SwiftLinkCode.self, forKey: .swiftCode)
        let style = try container.decodeIfPresent(LinkStyle.self, forKey: .style)
        let attributes = try container.decodeIfPresent(LinkAttributes.self, forKey: .attributes)
        self.init(
            id: id, text: text, name: name, nameSource: nameSource, destination: destination,
            normalizedDestination: normalizedDestination, isTemplatedDestination: isTemplatedDestination, isCodeText: isCodeText,
            insideBrokenMarkup: insideBrokenMarkup, hasDynamicText: hasDynamicText, title: title, syntax: syntax,
            placement: placement, render: render, language: language, languageSource: languageSource, file: file, span: span,
            context: context, appCopy: appCopy, scope: scope, swiftCode: swiftCode, style: style, attributes: attributes)
    }

    /// A link with every part given, as a decoder reads them back (the JSON report's `Codable`
    /// form and the extraction cache's): the parts held out of line are set only when present,
    /// as each of their setters rebuilds the link's box.
    public init(
        id: Int, text: String, name: String, nameSource: NameSource, destination: String, normalizedDestination: String?,
        isTemplatedDestination: Bool, isCodeText: Bool, insideBrokenMarkup: MarkupProblem.Kind?, hasDynamicText: Bool,
        title: String?, syntax: LinkSyntax, placement: LinkPlacement, render: RenderTarget, language: String?,
        languageSource: LanguageSource?, file: String, span: SourceSpan?, context: LinkContext?, appCopy: AppCopyEntry?,
        scope: ScopeID, swiftCode: SwiftLinkCode?, style: LinkStyle?, attributes: LinkAttributes?
    ) {
        self.init(
            text: text, name: name, nameSource: nameSource, destination: destination, syntax: syntax, placement: placement,
            render: render, file: file, span: span, scope: scope)
        self.id = id
        self.normalizedDestination = normalizedDestination
        self.isTemplatedDestination = isTemplatedDestination
        self.isCodeText = isCodeText
        self.insideBrokenMarkup = insideBrokenMarkup
        self.hasDynamicText = hasDynamicText
        self.title = title
        self.language = language
        self.languageSource = languageSource
        self.context = context
        if let appCopy { self.appCopy = appCopy }
        if let swiftCode { self.swiftCode = swiftCode }
        if let style { self.style = style }
        if let attributes { self.attributes = attributes }
    }

    /// Encodes every part in declaration order, leaving out the optional ones that are `nil`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(text, forKey: .text)
        try container.encode(name, forKey: .name)
        try container.encode(nameSource, forKey: .nameSource)
        try container.encode(destination, forKey: .destination)
        try container.encodeIfPresent(normalizedDestination, forKey: .normalizedDestination)
        try container.encode(isTemplatedDestination, forKey: .isTemplatedDestination)
        try container.encode(isCodeText, forKey: .isCodeText)
        try container.encodeIfPresent(insideBrokenMarkup, forKey: .insideBrokenMarkup)
        try container.encode(hasDynamicText, forKey: .hasDynamicText)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encode(syntax, forKey: .syntax)
        try container.encode(placement, forKey: .placement)
        try container.encode(render, forKey: .render)
        try container.encodeIfPresent(language, forKey: .language)
        try container.encodeIfPresent(languageSource, forKey: .languageSource)
        try container.encode(file, forKey: .file)
        try container.encodeIfPresent(span, forKey: .span)
        try container.encodeIfPresent(context, forKey: .context)
        try container.encodeIfPresent(appCopy, forKey: .appCopy)
        try container.encode(scope, forKey: .scope)
        try container.encodeIfPresent(swiftCode, forKey: .swiftCode)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encodeIfPresent(attributes, forKey: .attributes)
    }
}

/// A ``Link`` reflects as its parts, in declaration order, as if every one were a stored property
/// (`dump`, test failure messages, checks that a writer covers every field).
extension Link: CustomReflectable {
    /// Every part of the link, `appCopy`, `swiftCode`, `style` and `attributes` among them.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "id": id, "text": text, "name": name, "nameSource": nameSource, "destination": destination,
                "normalizedDestination": normalizedDestination as Any, "isTemplatedDestination": isTemplatedDestination,
                "isCodeText": isCodeText, "insideBrokenMarkup": insideBrokenMarkup as Any, "hasDynamicText": hasDynamicText,
                "title": title as Any, "syntax": syntax, "placement": placement, "render": render, "language": language as Any,
                "languageSource": languageSource as Any, "file": file, "span": span as Any, "context": context as Any,
                "appCopy": appCopy as Any, "scope": scope, "swiftCode": swiftCode as Any, "style": style as Any,
                "attributes": attributes as Any,
            ],
            displayStyle: .struct)
    }
}
