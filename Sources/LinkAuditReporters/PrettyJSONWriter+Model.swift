import LinkAuditModel

/// The report's most numerous values written by hand, member by member in sorted key order,
/// without going through `Encoder` (a link through its `Codable` conformance costs a dozen
/// allocations). Values met rarely (`Link.style`, `Link.swiftCode`) still go through their
/// `encode(to:)` (``JSONValueEncoder``), so a field added there is written with no change here.
///
/// A field added to `Link`, `Finding`, `AuditError`, `SourceSpan`, `LinkContext`, `AppCopyEntry` or
/// `RelatedPlace` must be added here too: `PrettyJSONWriterTests` fill every field of each and
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
            sink.bytes.append(0x7B)
        }

        /// The separator, indent and quoted key of the next member; `key` is written as it is (no
        /// escaping: keys are Swift identifiers).
        mutating func key(_ key: StaticString) {
            sink.separator(first: count == 0)
            sink.indent(depth + 1)
            sink.bytes.append(0x22)
            sink.literal(key)
            sink.literal("\" : ")
            count += 1
        }

        func close() {
            sink.literal(count == 0 ? "\n\n" : "\n")
            sink.indent(depth)
            sink.bytes.append(0x7D)
        }
    }

    func bool(_ value: Bool) { literal(value ? "true" : "false") }

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
        if let value = link.context {
            object.key("context")
            var context = Object(self, depth: depth + 1)
            context.key("linkLength")
            integer(value.linkLength)
            context.key("linkStart")
            integer(value.linkStart)
            context.key("text")
            string(value.text)
            context.close()
        }
        object.key("destination")
        string(link.destination)
        object.key("file")
        string(link.file)
        object.key("hasDynamicText")
        bool(link.hasDynamicText)
        object.key("id")
        if omittingID { idPlace = bytes.count } else { integer(link.id) }
        if let value = link.insideBrokenMarkup {
            object.key("insideBrokenMarkup")
            string(value.rawValue)
        }
        object.key("isCodeText")
        bool(link.isCodeText)
        object.key("isTemplatedDestination")
        bool(link.isTemplatedDestination)
        if let value = link.language {
            object.key("language")
            string(value)
        }
        if let value = link.languageSource {
            object.key("languageSource")
            string(value.rawValue)
        }
        object.key("name")
        string(link.name)
        object.key("nameSource")
        string(link.nameSource.rawValue)
        if let value = link.normalizedDestination {
            object.key("normalizedDestination")
            string(value)
        }
        object.key("placement")
        string(link.placement.rawValue)
        object.key("render")
        string(link.render.rawValue)
        object.key("scope")
        string(link.scope.description)
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
        object.key("syntax")
        string(link.syntax.rawValue)
        object.key("text")
        string(link.text)
        if let value = link.title {
            object.key("title")
            string(value)
        }
        object.close()
        return idPlace
    }

    func appCopy(_ entry: AppCopyEntry, depth: Int) {
        var object = Object(self, depth: depth)
        if let value = entry.comment {
            object.key("comment")
            string(value)
        }
        object.key("isStale")
        bool(entry.isStale)
        object.key("key")
        string(entry.key)
        if let value = entry.locale {
            object.key("locale")
            string(value)
        }
        if let value = entry.sourceLanguage {
            object.key("sourceLanguage")
            string(value)
        }
        if let value = entry.state {
            object.key("state")
            string(value)
        }
        object.key("table")
        string(entry.table)
        if let value = entry.variation {
            object.key("variation")
            string(value)
        }
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
        object.key("column")
        integer(position.utf8Column)
        object.key("line")
        integer(position.line)
        object.close()
    }

    func finding(_ finding: Finding, depth: Int) {
        var object = Object(self, depth: depth)
        if let value = finding.column {
            object.key("column")
            integer(value)
        }
        object.key("file")
        string(finding.file)
        if let value = finding.fix {
            object.key("fix")
            string(value)
        }
        if let value = finding.group {
            object.key("group")
            string(value)
        }
        if let value = finding.key {
            object.key("key")
            string(value)
        }
        if let value = finding.line {
            object.key("line")
            integer(value)
        }
        if let value = finding.link {
            object.key("link")
            integer(value)
        }
        if let value = finding.locale {
            object.key("locale")
            string(value)
        }
        object.key("message")
        string(finding.message)
        if let places = finding.related {
            object.key("related")
            relatedPlaces(places, depth: depth + 1)
        }
        object.key("rule")
        string(finding.rule)
        object.key("severity")
        string(finding.severity.rawValue)
        if let value = finding.suppressed {
            object.key("suppressed")
            string(value.rawValue)
        }
        if let value = finding.suppressionReason {
            object.key("suppressionReason")
            string(value)
        }
        if let value = finding.variation {
            object.key("variation")
            string(value)
        }
        object.close()
    }

    private func relatedPlaces(_ places: [RelatedPlace], depth: Int) {
        bytes.append(0x5B)
        for (index, place) in places.enumerated() {
            separator(first: index == 0)
            indent(depth + 1)
            var object = Object(self, depth: depth + 1)
            if let value = place.column {
                object.key("column")
                integer(value)
            }
            if let value = place.destination {
                object.key("destination")
                string(value)
            }
            object.key("file")
            string(place.file)
            if let value = place.line {
                object.key("line")
                integer(value)
            }
            if let value = place.link {
                object.key("link")
                integer(value)
            }
            object.close()
        }
        literal(places.isEmpty ? "\n\n" : "\n")
        indent(depth)
        bytes.append(0x5D)
    }

    func error(_ error: AuditError, depth: Int) {
        var object = Object(self, depth: depth)
        if let value = error.column {
            object.key("column")
            integer(value)
        }
        object.key("file")
        string(error.file)
        if let value = error.line {
            object.key("line")
            integer(value)
        }
        object.key("message")
        string(error.message)
        object.close()
    }
}
