import LinkAuditModel

// The cache's hand-written form of what Swift sources give besides links (`CacheCodable`): URL
// constants and expressions, key uses, URL openers. Every stored property in declaration order.

extension URLExpression.Part.Kind: CacheCodableByRawValue {}
extension LocalizedKeyUse.Call: CacheCodableByRawValue {}
extension URLOpener.Kind: CacheCodableByRawValue {}
extension LinkComponentUse.Icon: CacheCodableByRawValue {}

extension URLExpression: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(written)
        writer.write(parts)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(written: try reader.read(), parts: try reader.read())
    }
}

extension URLExpression.Part: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(kind)
        writer.write(text)
        writer.write(candidates)
        writer.write(alternatives)
        writer.write(argument)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(
            kind: try reader.read(), text: try reader.read(), candidates: try reader.read(), alternatives: try reader.read(),
            argument: try reader.read())
    }
}

extension URLConstant: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(name)
        writer.write(value)
        writer.write(file)
        writer.write(isFilePrivate)
        writer.write(selfCases)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(
            name: try reader.read(), value: try reader.read(), file: try reader.read(), isFilePrivate: try reader.read(),
            selfCases: try reader.read())
    }
}

extension URLConstant.SelfCase: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(cases)
        writer.write(value)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(cases: try reader.read(), value: try reader.read())
    }
}

extension LocalizedKeyUse: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(key)
        writer.write(table)
        writer.write(call)
        writer.write(file)
        writer.write(position)
        writer.write(underlinesText)
        writer.write(setsUnderlineStyle)
        writer.write(branches)
        writer.write(linkStyle)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(
            key: try reader.read(), table: try reader.read() as String, call: try reader.read(), file: try reader.read(),
            position: try reader.read(), underlinesText: try reader.read(), setsUnderlineStyle: try reader.read())
        branches = try reader.read()
        linkStyle = try reader.read()
    }
}

extension URLOpener: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(kind)
        writer.write(destination)
        writer.write(normalizedDestination)
        writer.write(destinationExpression)
        writer.write(file)
        writer.write(position)
        writer.write(title)
        writer.write(opener)
        writer.write(wrapper)
        writer.write(presentedThrough)
        writer.write(linkComponent)
        writer.write(pendingCalls)
        writer.write(presenterUnknown)
        writer.write(presentedInFile)
        writer.write(presentedItem)
        writer.write(presentedMember)
    }

    init(cache reader: inout CacheReader) throws {
        let kind: Kind = try reader.read()
        let destination: String? = try reader.read()
        let normalizedDestination: String? = try reader.read()
        let destinationExpression: URLExpression? = try reader.read()
        self.init(
            kind: kind, destination: destination, file: try reader.read(), position: try reader.read(), title: try reader.read(),
            opener: try reader.read())
        self.normalizedDestination = normalizedDestination
        self.destinationExpression = destinationExpression
        wrapper = try reader.read()
        presentedThrough = try reader.read()
        linkComponent = try reader.read()
        pendingCalls = try reader.read()
        presenterUnknown = try reader.read()
        presentedInFile = try reader.read()
        presentedItem = try reader.read()
        presentedMember = try reader.read()
    }
}

extension PendingURLCall: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(function)
        writer.write(arguments)
        writer.write(callee)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(function: try reader.read(), arguments: try reader.read(), callee: try reader.read())
    }
}

extension UnreachedOpening: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(position)
        writer.write(opener)
        writer.write(functions)
        writer.write(enclosing)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(position: try reader.read(), opener: try reader.read(), functions: try reader.read(), enclosing: try reader.read())
    }
}

extension PendingPresentation: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(binding)
        writer.write(items)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(binding: try reader.read(), items: try reader.read())
    }
}

extension PresentedItem: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(binding)
        writer.write(value)
        writer.write(types)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(binding: try reader.read(), value: try reader.read(), types: try reader.read())
    }
}

extension URLOpeningFunction: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(function)
        writer.write(file)
        writer.write(parameter)
        writer.write(url)
        writer.write(opener)
        writer.write(handsTo)
        writer.write(handsToArgument)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(
            function: try reader.read(), file: try reader.read(), parameter: try reader.read(), url: try reader.read(),
            opener: try reader.read())
        handsTo = try reader.read()
        handsToArgument = try reader.read()
    }
}

extension URLWrapper: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(type)
        writer.write(property)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(type: try reader.read(), property: try reader.read())
    }
}

extension LinkComponentUse: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(component)
        writer.write(text)
        writer.write(textKey)
        writer.write(icon)
        writer.write(iconTurnedOffAt)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(
            component: try reader.read(), text: try reader.read(), textKey: try reader.read(), icon: try reader.read(),
            iconTurnedOffAt: try reader.read())
    }
}
