import LinkAuditModel

// The cache's hand-written form of a link and its styling (`CacheCodable`): every part in
// declaration order.

extension Link: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(id)
        writer.write(text)
        writer.write(name)
        writer.write(nameSource)
        writer.write(destination)
        writer.write(normalizedDestination)
        writer.write(isTemplatedDestination)
        writer.write(isCodeText)
        writer.write(insideBrokenMarkup)
        writer.write(hasDynamicText)
        writer.write(title)
        writer.write(syntax)
        writer.write(placement)
        writer.write(render)
        writer.write(language)
        writer.write(languageSource)
        writer.write(file)
        writer.write(span)
        writer.write(context)
        writer.write(appCopy)
        writer.write(scope)
        writer.write(swiftCode)
        writer.write(style)
        writer.write(attributes)
    }

    init(cache reader: inout CacheReader) throws {
        let id: Int = try reader.read()
        let text: String = try reader.read()
        let name: String = try reader.read()
        let nameSource: NameSource = try reader.read()
        let destination: String = try reader.read()
        let normalizedDestination: String? = try reader.read()
        let isTemplatedDestination: Bool = try reader.read()
        let isCodeText: Bool = try reader.read()
        let insideBrokenMarkup: MarkupProblem.Kind? = try reader.read()
        let hasDynamicText: Bool = try reader.read()
        let title: String? = try reader.read()
        let syntax: LinkSyntax = try reader.read()
        let placement: LinkPlacement = try reader.read()
        let render: RenderTarget = try reader.read()
        let language: String? = try reader.read()
        let languageSource: LanguageSource? = try reader.read()
        let file: String = try reader.read()
        let span: SourceSpan? = try reader.read()
        let context: LinkContext? = try reader.read()
        let appCopy: AppCopyEntry? = try reader.read()
        let scope: ScopeID = try reader.read()
        let swiftCode: SwiftLinkCode? = try reader.read()
        let style: LinkStyle? = try reader.read()
        let attributes: LinkAttributes? = try reader.read()
        self.init(
            id: id, text: text, name: name, nameSource: nameSource, destination: destination,
            normalizedDestination: normalizedDestination, isTemplatedDestination: isTemplatedDestination, isCodeText: isCodeText,
            insideBrokenMarkup: insideBrokenMarkup, hasDynamicText: hasDynamicText, title: title, syntax: syntax,
            placement: placement, render: render, language: language, languageSource: languageSource, file: file, span: span,
            context: context, appCopy: appCopy, scope: scope, swiftCode: swiftCode, style: style, attributes: attributes)
    }
}

extension NameSource: CacheCodableByRawValue {}
extension LinkSyntax: CacheCodableByRawValue {}
extension LinkPlacement: CacheCodableByRawValue {}
extension LanguageSource: CacheCodableByRawValue {}
extension WholeTextUnderline: CacheCodableByRawValue {}
extension AttributedLinkKind: CacheCodableByRawValue {}
extension Appearance: CacheCodableByRawValue {}
extension NonColorCue: CacheCodableByRawValue {}
extension ColorDefinition.Kind: CacheCodableByRawValue {}
extension ColorDefinition.Role: CacheCodableByRawValue {}

extension ScopeID: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        switch self {
        case .app(let name):
            writer.writeByte(0)
            writer.write(name)
        case .document(let path):
            writer.writeByte(1)
            writer.write(path)
        }
    }

    init(cache reader: inout CacheReader) throws {
        switch try reader.byte() {
        case 0: self = .app(try reader.read())
        case 1: self = .document(try reader.read())
        default: throw CacheReader.damaged
        }
    }
}

extension LinkContext: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(text)
        writer.write(linkStart)
        writer.write(linkLength)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(text: try reader.read(), linkStart: try reader.read(), linkLength: try reader.read())
    }
}

extension LinkAttributes: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(target)
        writer.write(opensWindowFromScript)
        writer.write(download)
        writer.write(describedBy)
        writer.write(missingLabelledbyIDs)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(
            target: try reader.read(), opensWindowFromScript: try reader.read(), download: try reader.read(),
            describedBy: try reader.read(), missingLabelledbyIDs: try reader.read())
    }
}

extension SwiftLinkCode: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(removesButtonTrait)
        writer.write(setsUnderlineStyle)
        writer.write(textUnderline)
        writer.write(attributedKind)
        writer.write(destinationExpression)
        writer.write(destinationSet)
        writer.write(textKey)
        writer.write(textViewUnderlinesLinks)
        writer.write(symbolCue)
        writer.write(textExpression)
        writer.write(sentence)
        writer.write(pendingCalls)
        writer.write(pendingPresentation)
        writer.write(isTapGesture)
        writer.write(buttonLinkTraitAt)
        writer.write(presentedWrapper)
        writer.write(repeatsControl)
        writer.write(buttonTraitRemoval)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(
            removesButtonTrait: try reader.read(), setsUnderlineStyle: try reader.read(), textUnderline: try reader.read(),
            attributedKind: try reader.read())
        destinationExpression = try reader.read()
        destinationSet = try reader.read()
        textKey = try reader.read()
        textViewUnderlinesLinks = try reader.read()
        symbolCue = try reader.read()
        textExpression = try reader.read()
        sentence = try reader.read()
        pendingCalls = try reader.read()
        pendingPresentation = try reader.read()
        isTapGesture = try reader.read()
        buttonLinkTraitAt = try reader.read()
        presentedWrapper = try reader.read()
        repeatsControl = try reader.read()
        buttonTraitRemoval = try reader.read()
    }
}

extension LocalizedKey: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(key)
        writer.write(table)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(key: try reader.read(), table: try reader.read() as String)
    }
}

extension LinkStyle: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(appearances)
        writer.write(cueDetail)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(appearances: try reader.read(), cueDetail: try reader.read())
    }
}

extension AppearanceStyle: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(appearance)
        writer.write(color)
        writer.write(textColor)
        writer.write(background)
        writer.write(cues)
        writer.write(colorSite)
        writer.write(cueRemovedAt)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(
            appearance: try reader.read(), color: try reader.read(), textColor: try reader.read(), background: try reader.read(),
            cues: try reader.read(), colorSite: try reader.read(), cueRemovedAt: try reader.read())
    }
}

extension ColorSource: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        switch self {
        case .literal(let color):
            writer.writeByte(0)
            writer.write(color)
        case .perAppearance(let colors):
            writer.writeByte(1)
            writer.write(colors)
        case .named(let name):
            writer.writeByte(2)
            writer.write(name)
        case .system(let name):
            writer.writeByte(3)
            writer.write(name)
        }
    }

    init(cache reader: inout CacheReader) throws {
        switch try reader.byte() {
        case 0: self = .literal(try reader.read())
        case 1: self = .perAppearance(try reader.read())
        case 2: self = .named(try reader.read())
        case 3: self = .system(try reader.read())
        default: throw CacheReader.damaged
        }
    }
}

extension RGBAColor: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(red)
        writer.write(green)
        writer.write(blue)
        writer.write(alpha)
    }

    /// The components exactly as written (the memberwise initializer would clamp them).
    init(cache reader: inout CacheReader) throws {
        self.init(red: 0, green: 0, blue: 0)
        red = try reader.read()
        green = try reader.read()
        blue = try reader.read()
        alpha = try reader.read()
    }
}

extension ColorSite: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(file)
        writer.write(position)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(file: try reader.read(), position: try reader.read())
    }
}

extension AppearanceColor: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(appearance)
        writer.write(color)
        writer.write(site)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(appearance: try reader.read(), color: try reader.read(), site: try reader.read())
    }
}

extension ColorDefinition: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(name)
        writer.write(kind)
        writer.write(role)
        writer.write(values)
        writer.write(site)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(
            name: try reader.read(), kind: try reader.read(), role: try reader.read(), values: try reader.read(), site: try reader.read())
    }
}

extension LinkSentence: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(key)
        writer.write(expression)
        writer.write(placeholder)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(key: try reader.read(), expression: try reader.read(), placeholder: try reader.read())
    }
}
