/// A ``Finding`` is encoded as if every part were a stored property: the keys, their order and the
/// parts left out when `nil` are those a synthesized conformance gives, though `key`, `locale`,
/// `variation`, `suppressed`, `suppressionReason`, `related`, `group`, `replacement` and
/// `translations` are held out of line.
extension Finding: Codable {
    private enum CodingKeys: String, CodingKey {
        case rule, severity, message, fix, file, line, column, link, key, locale, variation, suppressed, suppressionReason
        case related, group, replacement, translations
    }

    /// Decodes a finding; a missing part that is not optional is an error, as in a synthesized conformance.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let rule = try container.decode(RuleID.self, forKey: .rule)
        let severity = try container.decode(Severity.self, forKey: .severity)
        let message = try container.decode(String.self, forKey: .message)
        let fix = try container.decodeIfPresent(String.self, forKey: .fix)
        let file = try container.decode(String.self, forKey: .file)
        let line = try container.decodeIfPresent(Int.self, forKey: .line)
        let column = try container.decodeIfPresent(Int.self, forKey: .column)
        let link = try container.decodeIfPresent(Int.self, forKey: .link)
        let key = try container.decodeIfPresent(String.self, forKey: .key)
        let locale = try container.decodeIfPresent(String.self, forKey: .locale)
        let variation = try container.decodeIfPresent(String.self, forKey: .variation)
        let suppressed = try container.decodeIfPresent(Suppression.self, forKey: .suppressed)
        let suppressionReason = try container.decodeIfPresent(String.self, forKey: .suppressionReason)
        let related = try container.decodeIfPresent([RelatedPlace].self, forKey: .related)
        let group = try container.decodeIfPresent(String.self, forKey: .group)
        let replacement = try container.decodeIfPresent(TextReplacement.self, forKey: .replacement)
        let translations = try container.decodeIfPresent([TranslationFollowUp].self, forKey: .translations)
        self.init(rule: rule, severity: severity, message: message, fix: fix, file: file, position: nil, link: link)
        self.line = line
        self.column = column
        self.key = key
        self.locale = locale
        self.variation = variation
        self.suppressed = suppressed
        self.suppressionReason = suppressionReason
        self.related = related
        self.group = group
        self.replacement = replacement
        self.translations = translations
    }

    /// Encodes every part in declaration order, leaving out the optional ones that are `nil`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(fix, forKey: .fix)
        try container.encode(file, forKey: .file)
        try container.encodeIfPresent(line, forKey: .line)
        try container.encodeIfPresent(column, forKey: .column)
        try container.encodeIfPresent(link, forKey: .link)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(locale, forKey: .locale)
        try container.encodeIfPresent(variation, forKey: .variation)
        try container.encodeIfPresent(suppressed, forKey: .suppressed)
        try container.encodeIfPresent(suppressionReason, forKey: .suppressionReason)
        try container.encodeIfPresent(related, forKey: .related)
        try container.encodeIfPresent(group, forKey: .group)
        try container.encodeIfPresent(replacement, forKey: .replacement)
        try container.encodeIfPresent(translations, forKey: .translations)
    }
}

/// A ``Finding`` reflects as its parts, in declaration order, as if every one were a stored
/// property (`dump`, test failure messages, checks that a writer covers every field).
extension Finding: CustomReflectable {
    /// Every part of the finding, those held out of line among them.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "rule": rule, "severity": severity, "message": message, "fix": fix as Any, "file": file, "line": line as Any,
                "column": column as Any, "link": link as Any, "key": key as Any, "locale": locale as Any,
                "variation": variation as Any, "suppressed": suppressed as Any, "suppressionReason": suppressionReason as Any,
                "related": related as Any, "group": group as Any, "replacement": replacement as Any,
                "translations": translations as Any,
            ],
            displayStyle: .struct)
    }
}
