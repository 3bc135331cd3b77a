import LinkAuditModel

// The cache's hand-written form of a document and its plain parts (`CacheCodable`): every stored
// property in declaration order.

extension ExtractedDocument: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(file)
        writer.write(format)
        writer.write(links)
        writer.write(problems)
        writer.write(errors)
        writer.write(warnings)
        writer.write(sourceLinks)
        writer.write(appCopyValues)
        writer.write(urlOpeners)
        writer.write(pendingURLOpeners)
        writer.write(urlOpeningFunctions)
        writer.write(unreachedOpenings)
        writer.write(urlWrappers)
        writer.write(controlSetBindings)
        writer.write(localizedKeyUses)
        writer.write(urlConstants)
        writer.write(suppressionDirectives)
        writer.write(keyLines)
        writer.write(colorDefinitions)
        writer.write(accentColorName)
        writer.write(inputsRead)
        writer.write(anchors)
        writer.writeCompact(markdownAnchors)
        writer.write(utf16Columns)
        writer.write(linkTextPlaces)
        writer.write(linkTitleRemovals)
        writer.write(title)
        writer.write(notUnderstood)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(
            file: try reader.read(), format: try reader.read(), links: try reader.read(), problems: try reader.read(),
            errors: try reader.read(), warnings: try reader.read())
        sourceLinks = try reader.read()
        appCopyValues = try reader.read()
        urlOpeners = try reader.read()
        pendingURLOpeners = try reader.read()
        urlOpeningFunctions = try reader.read()
        unreachedOpenings = try reader.read()
        urlWrappers = try reader.read()
        controlSetBindings = try reader.read()
        localizedKeyUses = try reader.read()
        urlConstants = try reader.read()
        suppressionDirectives = try reader.read()
        keyLines = try reader.read()
        colorDefinitions = try reader.read()
        accentColorName = try reader.read()
        inputsRead = try reader.read()
        anchors = try reader.read()
        markdownAnchors = try reader.readCompact()
        utf16Columns = try reader.read()
        linkTextPlaces = try reader.read()
        linkTitleRemovals = try reader.read()
        title = try reader.read()
        notUnderstood = try reader.read()
    }
}

extension DocumentFormat: CacheCodableByRawValue {}
extension RenderTarget: CacheCodableByRawValue {}
extension DocumentTitle.Source: CacheCodableByRawValue {}
extension LinkTextPlace.Markup: CacheCodableByRawValue {}
extension LinkTextPlace.Quoting: CacheCodableByRawValue {}
extension MarkupProblem.Kind: CacheCodableByRawValue {}
extension SuppressionDirective.Kind: CacheCodableByRawValue {}

extension SourcePosition: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(line)
        writer.write(utf8Column)
    }

    /// - Throws: `DecodingError.dataCorrupted` for a line or column below 1.
    init(cache reader: inout CacheReader) throws {
        let line: Int = try reader.read()
        let column: Int = try reader.read()
        guard line >= 1, column >= 1 else { throw CacheReader.damaged }
        self.init(line: line, utf8Column: column)
    }
}

extension SourceSpan: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(start)
        writer.write(end)
    }

    /// The bounds exactly as written (the memberwise initializer would order them).
    init(cache reader: inout CacheReader) throws {
        let start: SourcePosition = try reader.read()
        self.init(start: start, end: start)
        end = try reader.read()
    }
}

extension AuditError: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(file)
        writer.write(line)
        writer.write(column)
        writer.write(message)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(file: try reader.read(), line: try reader.read(), column: try reader.read(), message: try reader.read())
    }
}

extension MarkupProblem: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(kind)
        writer.write(message)
        writer.write(file)
        writer.write(position)
        writer.write(linkSpan)
        writer.write(appCopy)
        writer.write(render)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(
            kind: try reader.read(), message: try reader.read(), file: try reader.read(), position: try reader.read(),
            linkSpan: try reader.read(), appCopy: try reader.read(), render: try reader.read())
    }
}

extension AppCopyEntry: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(table)
        writer.write(key)
        writer.write(locale)
        writer.write(variation)
        writer.write(state)
        writer.write(comment)
        writer.write(sourceLanguage)
        writer.write(isStale)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(
            table: try reader.read(), key: try reader.read(), locale: try reader.read(), variation: try reader.read(),
            state: try reader.read(), comment: try reader.read())
        sourceLanguage = try reader.read()
        isStale = try reader.read()
    }
}

/// `textDigest` is not written: the resolve stage sets it after the cache is read.
extension AppCopyValue: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(file)
        writer.write(entry)
        writer.write(position)
        writer.write(linkCount)
        writer.write(text)
        writer.write(textSpan)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(file: try reader.read(), entry: try reader.read(), position: try reader.read(), linkCount: try reader.read())
        text = try reader.read()
        textSpan = try reader.read()
    }
}

extension SuppressionDirective: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(kind)
        writer.write(rules.map(\.rawValue))
        writer.write(position)
        writer.write(endLine)
        writer.write(key)
        writer.write(reason)
        writer.write(comment)
    }

    init(cache reader: inout CacheReader) throws {
        let kind: Kind = try reader.read()
        let rules: [String] = try reader.read()
        self.init(
            kind: kind, rules: rules.map(RuleID.init(rawValue:)), position: try reader.read(), endLine: try reader.read() as Int,
            key: try reader.read(), reason: try reader.read())
        comment = try reader.read()
    }
}

extension SuppressionCommentPlace: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(source)
        writer.write(end)
        writer.write(spacesBefore)
        writer.write(spacesAfter)
        writer.write(startsLine)
        writer.write(endsLine)
        writer.write(textOnBothSides)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(
            source: try reader.read(), end: try reader.read(), spacesBefore: try reader.read(), spacesAfter: try reader.read(),
            startsLine: try reader.read(), endsLine: try reader.read(), textOnBothSides: try reader.read())
    }
}

extension LinkTextPlace: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(line)
        writer.write(startColumn)
        writer.write(endColumn)
        writer.write(markup)
        writer.write(quoting)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(
            line: try reader.read(), startColumn: try reader.read(), endColumn: try reader.read(), markup: try reader.read(),
            quoting: try reader.read())
    }
}

extension TextReplacement: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(line)
        writer.write(startColumn)
        writer.write(endLine)
        writer.write(endColumn)
        writer.write(text)
        writer.write(isSafe)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(
            line: try reader.read(), startColumn: try reader.read(), endLine: try reader.read() as Int, endColumn: try reader.read(),
            text: try reader.read(), isSafe: try reader.read())
    }
}

extension DocumentTitle: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(text)
        writer.write(source)
        writer.write(line)
        writer.write(language)
    }

    init(cache reader: inout CacheReader) throws {
        self.init(text: try reader.read(), source: try reader.read(), line: try reader.read(), language: try reader.read())
    }
}

extension UTF16Columns: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        let storage = self.storage
        writer.write(storage.lines)
        writer.write(storage.firstRun)
        writer.write(storage.runs)
    }

    /// - Throws: `DecodingError.dataCorrupted` when the numbers make no table (`init?(storage:)`).
    init(cache reader: inout CacheReader) throws {
        guard let table = UTF16Columns(storage: (try reader.read(), try reader.read(), try reader.read())) else {
            throw CacheReader.damaged
        }
        self = table
    }
}

extension NotUnderstood: CacheCodable {
    func write(cache writer: inout CacheWriter) {
        writer.write(kind.rawValue)
        writer.write(file)
        writer.write(position)
        writer.write(detail)
    }

    init(cache reader: inout CacheReader) throws {
        let kind: String = try reader.read()
        self.init(kind: Kind(rawValue: kind), file: try reader.read(), position: try reader.read(), detail: try reader.read())
    }
}
