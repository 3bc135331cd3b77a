import LinkAuditModel

/// The report's most numerous values written by hand, member by member in sorted key order,
/// without going through `Encoder` (a link through its `Codable` conformance costs a dozen
/// allocations). Values met rarely (`Link.style`, `Link.swiftCode`) still go through their
/// `encode(to:)` (``JSONValueEncoder``), so a field added there is written with no change here.
///
/// A field added to `Link`, `Finding`, `AuditError`, `SourceSpan`, `LinkContext`, `AppCopyEntry`,
/// `RelatedPlace` or `TextReplacement` must be added here too: `PrettyJSONWriterTests` fill every field of each and
/// compare the bytes with `JSONEncoder`'s, and fail on a field the fixture leaves unset.
extension JSONByteSink {
    /// An object being written member by member, `depth` levels deep.
    struct Object {
        let sink: JSONByteSink
        let depth: Int
        private var count = 0

        init(_ sink: JSONByteSink, depth: Int) {
            self.sink = sink
            self.depth = depth
            sink.append(0x7B)
        }

        /// The separator, indent and quoted key of the next member; `key` is written as it is (no
        /// escaping: keys are Swift identifiers).
        mutating func key(_ key: StaticString) {
            sink.memberKey(key, indent: 2 * (depth + 1), first: count == 0)
            count += 1
        }

        /// A string member, left out when `nil` (as `encodeIfPresent` leaves it out).
        mutating func string(_ key: StaticString, _ value: String?) {
            guard let value else { return }
            self.key(key)
            sink.string(value)
        }

        /// An integer member, left out when `nil`.
        mutating func integer(_ key: StaticString, _ value: Int?) {
            guard let value else { return }
            self.key(key)
            sink.integer(value)
        }

        mutating func bool(_ key: StaticString, _ value: Bool) {
            self.key(key)
            sink.literal(value ? "true" : "false")
        }

        func close() {
            sink.literal(count == 0 ? "\n\n" : "\n")
            sink.indent(depth)
            sink.append(0x7D)
        }
    }

    /// Writes `value` by hand when it is one of the types this file writes; returns whether it was.
    func handWritten<T: Encodable>(_ value: T, depth: Int) throws -> Bool {
        if T.self == Link.self {
            try link(value as! Link, depth: depth)
        } else if T.self == Finding.self {
            finding(value as! Finding, depth: depth)
        } else if T.self == AuditError.self {
            error(value as! AuditError, depth: depth)
        } else if T.self == SourceSpan.self {
            span(value as! SourceSpan, depth: depth)
        } else if T.self == SourcePosition.self {
            position(value as! SourcePosition, depth: depth)
        } else if T.self == AppCopyEntry.self {
            appCopy(value as! AppCopyEntry, depth: depth)
        } else {
            return false
        }
        return true
    }

    /// A link. With `omittingID`, the `id` value is left out and its place returned.
    @discardableResult
    func link(_ link: Link, depth: Int, omittingID: Bool = false) throws -> Int? {
        var object = Object(self, depth: depth)
        var idPlace: Int?
        if let value = link.appCopy {
            object.key("appCopy")
            appCopy(value, depth: depth + 1)
        }
        if let value = link.attributes {
            object.key("attributes")
            try JSONValueEncoder.write(value, sink: self, depth: depth + 1, codingPath: [])
        }
        if let value = link.context {
            object.key("context")
            var context = Object(self, depth: depth + 1)
            context.integer("linkLength", value.linkLength)
            context.integer("linkStart", value.linkStart)
            context.string("text", value.text)
            context.close()
        }
        object.string("destination", link.destination)
        object.string("file", link.file)
        object.bool("hasDynamicText", link.hasDynamicText)
        if omittingID {
            object.key("id")
            idPlace = count
        } else {
            object.integer("id", link.id)
        }
        object.string("insideBrokenMarkup", link.insideBrokenMarkup?.rawValue)
        object.bool("isCodeText", link.isCodeText)
        object.bool("isTemplatedDestination", link.isTemplatedDestination)
        object.string("language", link.language)
        object.string("languageSource", link.languageSource?.rawValue)
        object.string("name", link.name)
        object.string("nameSource", link.nameSource.rawValue)
        object.string("normalizedDestination", link.normalizedDestination)
        object.string("placement", link.placement.rawValue)
        object.string("render", link.render.rawValue)
        object.string("scope", link.scope.description)
        if let value = link.span {
            object.key("span")
            span(value, depth: depth + 1)
        }
        if let value = link.style {
            object.key("style")
            try JSONValueEncoder.write(value, sink: self, depth: depth + 1, codingPath: [])
        }
        if let value = link.swiftCode {
            object.key("swiftCode")
            try JSONValueEncoder.write(value, sink: self, depth: depth + 1, codingPath: [])
        }
        object.string("syntax", link.syntax.rawValue)
        object.string("text", link.text)
        object.string("title", link.title)
        object.close()
        return idPlace
    }

    func appCopy(_ entry: AppCopyEntry, depth: Int) {
        var object = Object(self, depth: depth)
        object.string("comment", entry.comment)
        object.bool("isStale", entry.isStale)
        object.string("key", entry.key)
        object.string("locale", entry.locale)
        object.string("sourceLanguage", entry.sourceLanguage)
        object.string("state", entry.state)
        object.string("table", entry.table)
        object.string("variation", entry.variation)
        object.close()
    }

    func span(_ span: SourceSpan, depth: Int) {
        var object = Object(self, depth: depth)
        object.key("end")
        position(span.end, depth: depth + 1)
        object.key("start")
        position(span.start, depth: depth + 1)
        object.close()
    }

    func position(_ position: SourcePosition, depth: Int) {
        var object = Object(self, depth: depth)
        object.integer("column", position.utf8Column)
        object.integer("line", position.line)
        object.close()
    }

    func finding(_ finding: Finding, depth: Int) {
        var object = Object(self, depth: depth)
        object.integer("column", finding.column)
        object.string("file", finding.file)
        object.string("fix", finding.fix)
        object.string("group", finding.group)
        object.string("key", finding.key)
        object.integer("line", finding.line)
        object.integer("link", finding.link)
        object.string("locale", finding.locale)
        object.string("message", finding.message)
        if let places = finding.related {
            object.key("related")
            relatedPlaces(places, depth: depth + 1)
        }
        if let value = finding.replacement {
            object.key("replacement")
            var replacement = Object(self, depth: depth + 1)
            replacement.integer("endColumn", value.endColumn)
            if value.endLine != value.line { replacement.integer("endLine", value.endLine) }
            replacement.integer("line", value.line)
            if value.isSafe { replacement.bool("safe", true) }
            replacement.integer("startColumn", value.startColumn)
            replacement.string("text", value.text)
            replacement.close()
        }
        object.string("rule", finding.rule.rawValue)
        object.string("severity", finding.severity.rawValue)
        object.string("suppressed", finding.suppressed?.rawValue)
        object.string("suppressionReason", finding.suppressionReason)
        if let translations = finding.translations {
            object.key("translations")
            translationFollowUps(translations, depth: depth + 1)
        }
        object.string("variation", finding.variation)
        object.close()
    }

    private func translationFollowUps(_ translations: [TranslationFollowUp], depth: Int) {
        objects(translations, depth: depth) { object, translation in
            object.string("file", translation.file)
            object.integer("line", translation.line)
            object.string("locale", translation.locale)
            object.bool("marksReview", translation.marksReview)
        }
    }

    private func relatedPlaces(_ places: [RelatedPlace], depth: Int) {
        objects(places, depth: depth) { object, place in
            object.integer("column", place.column)
            object.string("destination", place.destination)
            object.string("file", place.file)
            object.integer("line", place.line)
            object.integer("link", place.link)
        }
    }

    /// An array of objects, one for each of `items`, whose members `members` writes.
    private func objects<Item>(_ items: [Item], depth: Int, members: (inout Object, Item) -> Void) {
        append(0x5B)
        for (index, item) in items.enumerated() {
            separator(first: index == 0)
            indent(depth + 1)
            var object = Object(self, depth: depth + 1)
            members(&object, item)
            object.close()
        }
        literal(items.isEmpty ? "\n\n" : "\n")
        indent(depth)
        append(0x5D)
    }

    func error(_ error: AuditError, depth: Int) {
        var object = Object(self, depth: depth)
        object.integer("column", error.column)
        object.string("file", error.file)
        object.integer("line", error.line)
        object.string("message", error.message)
        object.close()
    }
}
