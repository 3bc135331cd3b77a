import Foundation
import LinkAuditModel

/// Compares each translation's links with the source language's, key by key and variation by
/// variation: a link missing or added, or a destination that differs beyond a localized path or
/// locale parameter of the same host. A link text left identical to the source in another
/// language is reported as a note. Plural branches are compared category by category (gettext's
/// numbered forms with the same form, else the source's plural); a translation written in another
/// shape than its source (one string against a plural or select) with the source's other shape.
///
/// Source: issue 3 (translations drop and break links: "a descriptive English link turned into
/// こちら or hier"); WCAG 2.4.4 in every language the app ships.
struct LocalizedLinkMismatchRule: Rule, RunRule {
    static let description = RuleDescription(
        id: "localized-link-mismatch",
        name: "Translation's links differ from the source",
        summary: "A translation drops, adds or redirects a link of the source-language string.",
        rationale: "Translators work on text, not on links: a link lost in translation leaves the people reading that "
            + "language without the way to the page, and a link to another page sends them somewhere else. Links to a "
            + "localized path or with a locale parameter of the same host are expected and not reported.",
        wcag: ["2.4.4"],
        defaultSeverity: .warning,
        triggering: [
            RuleExample(
                "\"help.more\" = \"Hilfe nötig? ↓[Support](https://example.com/other)\";", format: .strings,
                path: "App/de.lproj/Localizable.strings",
                companions: [
                    ("App/en.lproj/Localizable.strings", "\"help.more\" = \"Need help? [Contact support](https://example.com/support)\";")
                ]),
            RuleExample(
                "\"help.more\" = \"↓Hilfe nötig? Schreib uns.\";", format: .strings, path: "App/de.lproj/Localizable.strings",
                companions: [
                    ("App/en.lproj/Localizable.strings", "\"help.more\" = \"Need help? [Contact support](https://example.com/support)\";")
                ]),
        ],
        nonTriggering: [
            RuleExample(
                "\"help.more\" = \"Hilfe nötig? [Support kontaktieren](https://example.com/de/support)\";", format: .strings,
                path: "App/de.lproj/Localizable.strings",
                companions: [
                    ("App/en.lproj/Localizable.strings", "\"help.more\" = \"Need help? [Contact support](https://example.com/support)\";")
                ]),
            RuleExample(
                "\"help.more\" = \"Hilfe? [Support](https://example.com/support?lang=de)\";", format: .strings,
                path: "App/de.lproj/Localizable.strings",
                companions: [("App/en.lproj/Localizable.strings", "\"help.more\" = \"Help? [Support](https://example.com/support)\";")]),
        ],
        sources: [
            .technique("G91", "link text that describes the purpose of the link", folder: "general")
        ])

    private struct GroupKey: Hashable {
        var table: String
        var key: String
        var variation: String
    }

    /// One bucket of a group: a locale's value in one file, one plural category of it.
    private struct BucketID: Hashable {
        var locale: String?
        var file: String
        var category: String?
    }

    /// One locale's value of one key: its links in order, and where the value stands.
    private struct Bucket {
        var locale: String
        var file: String
        var entry: AppCopyEntry
        var position: SourcePosition?
        var links: [Link] = []
        /// A hash of the value's text, when the run keeps one (``AppCopyValue/textDigest``, else
        /// its `text`'s).
        var textDigest: Int?
    }

    /// A page has no translations: they are compared across the run's string tables, as a ``RunRule``.
    func check(_ scope: Scope, languages: LanguageLists) -> [Finding] { [] }

    /// Each key's translations compared with its source-language value, over the run's app tables.
    func check(_ run: RunTables, languages: LanguageLists) -> [Finding] {
        let app = run.app
        guard !app.values.isEmpty else { return [] }
        var groups: [GroupKey: [BucketID: Bucket]] = [:]
        var tableGroups: [String: String] = [:]
        func groupKey(_ entry: AppCopyEntry) -> GroupKey {
            let table: String
            if let known = tableGroups[entry.table] { table = known } else { table = entry.tableGroup; tableGroups[entry.table] = table }
            return GroupKey(table: table, key: entry.key, variation: Self.pluralParts(entry.variation).base)
        }
        // Plural branches of one string are one group, bucketed per category: languages cut numbers
        // into categories differently (Russian `one` also covers 21, which English calls `other`).
        func bucketID(_ entry: AppCopyEntry, file: String) -> BucketID {
            BucketID(locale: entry.locale, file: file, category: Self.pluralParts(entry.variation).category)
        }
        for link in app.links + app.referenceLinks {
            // A value naming a Swift run holds no link of its own (`Link.namesKeyedRun`).
            guard let entry = link.appCopy, entry.locale != nil, !link.namesKeyedRun else { continue }
            let id = bucketID(entry, file: link.file)
            groups[groupKey(entry), default: [:]][
                id, default: Bucket(locale: entry.locale!, file: link.file, entry: entry, position: link.span?.start)
            ]
            .links.append(link)
        }
        // Values matter only where some locale of the same key has links; a finding about the
        // whole value stands at its start.
        for value in app.values {
            guard value.entry.locale != nil else { continue }
            let key = groupKey(value.entry)
            guard groups[key] != nil else { continue }
            let id = bucketID(value.entry, file: value.file)
            if groups[key]![id] == nil {
                groups[key]![id] = Bucket(
                    locale: value.entry.locale!, file: value.file, entry: value.entry, position: value.position,
                    textDigest: value.textDigest ?? value.text?.hashValue)
            } else {
                groups[key]![id]!.position = value.position
                groups[key]![id]!.textDigest = value.textDigest ?? value.text?.hashValue
            }
        }
        var findings: [Finding] = []
        let orderedKeys = groups.keys.sorted(by: { ($0.table, $0.key, $0.variation) < ($1.table, $1.key, $1.variation) })
        func sortedBuckets(_ key: GroupKey) -> [Bucket] {
            groups[key]!.values.sorted {
                ($0.locale, $0.file, Self.pluralParts($0.entry.variation).category ?? "") < (
                    $1.locale, $1.file, Self.pluralParts($1.entry.variation).category ?? ""
                )
            }
        }
        func sourceBuckets(_ buckets: [Bucket], language: String) -> [Bucket] {
            // The source language's table, else `Base.lproj` (the development language, unnamed).
            let sources = buckets.filter { LanguageTag.sameLanguage($0.locale, language) }
            return sources.isEmpty ? buckets.filter { $0.locale == "Base" } : sources
        }
        // A translation written in another shape than its source (a plural where the source is one
        // string, or the reverse) is compared with the source's other shape: the plain string, else
        // its branches.
        var sourcesOfKey: [TableKey: (plain: Bool, buckets: [Bucket])] = [:]
        for key in orderedKeys {
            let buckets = sortedBuckets(key)
            let language = buckets.lazy.compactMap(\.entry.sourceLanguage).first ?? app.sourceLanguage
            let sources = sourceBuckets(buckets, language: language)
            guard !sources.isEmpty else { continue }
            let tableKey = TableKey(table: key.table, key: key.key)
            if sourcesOfKey[tableKey] == nil || (key.variation.isEmpty && sourcesOfKey[tableKey]?.plain == false) {
                sourcesOfKey[tableKey] = (key.variation.isEmpty, sources)
            }
        }
        for key in orderedKeys {
            let buckets = sortedBuckets(key)
            let sourceLanguage = buckets.lazy.compactMap(\.entry.sourceLanguage).first ?? app.sourceLanguage
            var sources = sourceBuckets(buckets, language: sourceLanguage)
            if sources.isEmpty { sources = sourcesOfKey[TableKey(table: key.table, key: key.key)]?.buckets ?? [] }
            guard !sources.isEmpty else { continue }
            let allSourceLinks = sources.flatMap(\.links)
            for translation in buckets where !LanguageTag.sameLanguage(translation.locale, sourceLanguage) && translation.locale != "Base" {
                let category = Self.pluralParts(translation.entry.variation).category
                let source = Self.sourceBranch(for: category, in: sources)
                guard !(source.links.isEmpty && translation.links.isEmpty) else { continue }
                findings += compare(
                    source: source, translation: translation, sourceLanguage: sourceLanguage,
                    sourceWords: languages.lists(for: sourceLanguage).first, otherSourceLinks: allSourceLinks)
            }
        }
        return findings
    }

    /// - Parameter sourceWords: the source language's list: a link text left as in the source is
    ///   reported only when it holds words of that language, so that names ("Nabu Casa") pass.
    /// - Parameter otherSourceLinks: every source link of the string (all plural branches): a
    ///   translation's link that one of them has is not "added".
    private func compare(
        source: Bucket, translation: Bucket, sourceLanguage: String, sourceWords: LanguageList?,
        otherSourceLinks: [Link]
    ) -> [Finding] {
        var findings: [Finding] = []
        var missing: [Link] = []
        var pairs: [(Link, Link)] = []
        // Pair links that lead to the same place first, in order; then pair the rest by position.
        // Looked up by destination, not scanned per link: a value of 2,000 links took 14 s.
        var matcher = LinkDestinationMatcher(translation.links)
        var leftovers: [Link] = []
        for link in source.links {
            if let index = matcher.takeFirst(sameAs: link) {
                pairs.append((link, translation.links[index]))
            } else {
                leftovers.append(link)
            }
        }
        var unmatched = matcher.remaining[...]
        for link in leftovers {
            if let other = unmatched.popFirst() {
                let destination =
                    other.destination.trimmingCharacters(in: .whitespaces).isEmpty ? "an empty destination" : other.destination
                findings.append(
                    finding(
                        other,
                        message:
                            "the \(translation.locale) translation links \"\(other.text)\" to \(destination), where the \(sourceLanguage) source links \"\(link.text)\" to \(link.destination)",
                        fix: "link to the same page as the source, or to its \(translation.locale) version"))
            } else {
                missing.append(link)
            }
        }
        for link in missing {
            findings.append(
                Finding(
                    rule: Self.description.id, severity: Self.description.defaultSeverity,
                    message:
                        "the \(translation.locale) translation has no link to \(link.destinationInWords), which the \(sourceLanguage) source links as \"\(link.text)\"",
                    fix: Self.keepMarkupFix(link, locale: translation.locale),
                    file: translation.file, position: translation.position, link: nil, appCopy: translation.entry))
        }
        let others = LinkDestinationMatcher(otherSourceLinks)
        for extra in unmatched where !others.contains(sameAs: extra) {
            findings.append(
                finding(
                    extra,
                    message:
                        "the \(translation.locale) translation adds a link to \(extra.destinationInWords) that the \(sourceLanguage) source does not have",
                    fix: "remove the link, or add it to the source string too"))
        }
        // One word ("Support", "FAQ"), a name ("Nabu Casa") and a domain ("duck.ai") are often the
        // same in both languages: only text with words of the source language's lists counts. A
        // value left wholly as in the source (NetNewsWire's Spanish Feedbin explainer) is an
        // untranslated entry, not a link left untranslated in a translated one.
        let untranslated = translation.textDigest != nil && translation.textDigest == source.textDigest
        for (original, translated) in pairs
        where !untranslated && !translated.hasDynamicText && translated.text == original.text
            && translated.text.contains(" ") && !LinkText.isBareURL(translated.text)
            && Self.holdsWords(of: sourceWords, LinkText.normalize(translated.text))
        {
            findings.append(
                finding(
                    translated, message: "the link text \"\(translated.text)\" is not translated into \(translation.locale)",
                    fix: "translate the link text", severity: .note))
        }
        return findings
    }

    /// Whether a normalized text of two or more words holds a word of the list (common words,
    /// filler or phrases).
    static func holdsWords(of list: LanguageList?, _ normalized: String) -> Bool {
        let words = LinkText.words(normalized).map(String.init)
        guard words.count > 1, let list else { return false }
        // Filler and phrases are stored folded for their language (LanguageFolding); common words are not.
        return words.contains {
            list.commonWords.contains($0) || list.filler.contains(list.folding.fold($0)) || list.phrases.contains(list.folding.fold($0))
        }
    }

    private static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// A variation path split into the plural it belongs to and its category:
    /// `items.other` -> (`items`, `other`), `plural.one` -> (`plural`, `one`), `device.mac` -> (`device.mac`, nil);
    /// gettext's numbered forms too: `plural.2` -> (`plural`, `2`) (`msgstr[2]`; not `array.2`).
    static func pluralParts(_ variation: String?) -> (base: String, category: String?) {
        guard let variation else { return ("", nil) }
        let parts = variation.split(separator: ".", omittingEmptySubsequences: false)
        guard let last = parts.last,
            pluralCategories.contains(String(last))
                || (parts.count >= 2 && parts[parts.count - 2] == "plural" && !last.isEmpty
                    && last.allSatisfy { $0.isASCII && $0.isNumber })
        else { return (variation, nil) }
        return (parts.dropLast().joined(separator: "."), String(last))
    }

    /// The source branch a translation's plural branch is compared with: the same category, else
    /// `other`; a gettext form the source lacks (`plural.2` of Russian, where English has forms 0
    /// and 1) the source's last form, its plural.
    private static func sourceBranch(for category: String?, in sources: [Bucket]) -> Bucket {
        if let same = sources.first(where: { pluralParts($0.entry.variation).category == category }) { return same }
        if let other = sources.first(where: { pluralParts($0.entry.variation).category == "other" }) { return other }
        if let category, let form = Int(category) {
            let numbered = sources.compactMap { source in
                pluralParts(source.entry.variation).category.flatMap(Int.init).map { ($0, source) }
            }
            if let last = numbered.filter({ $0.0 < form }).max(by: { $0.0 < $1.0 }) { return last.1 }
        }
        return sources[0]
    }

    /// The markup a translation keeps around the link's text, written as the source writes it:
    /// Markdown, an HTML anchor, or the span that marks the text (an Android annotation, an
    /// anchor whose destination the code sets), or the placeholder the code fills with a link.
    static func keepMarkupFix(_ link: Link, locale: String) -> String {
        if link.syntax == .markedSpan, link.hasDynamicText, link.text.hasPrefix("{"), link.text.hasSuffix("}") {
            return "keep the placeholder \(link.text), which the code fills with a link, in the \(locale) translation"
        }
        switch link.syntax {
        case .htmlAnchor:
            return "keep the link markup when translating: <a href=\"\(link.destination)\">\(link.text) in \(locale)</a>"
        case .markedSpan:
            return "keep the markup that marks \"\(link.text)\" as a link (as the source has it) around its words in \(locale)"
        default:
            return "keep the link markup when translating: [\(link.text) in \(locale)](\(link.destination))"
        }
    }

    /// Whether two links lead to the same page, allowing a localized path or locale parameter of
    /// the same host: `https://example.com/help` and `https://example.com/de/help`, `…/help?lang=de`,
    /// `https://de.example.com/help`.
    static func sameDestination(_ a: Link, _ b: Link) -> Bool {
        guard let left = a.normalizedDestination, let right = b.normalizedDestination else {
            // Templated: `%@` and `%1$@` name the same argument when one side does not number them.
            if a.destination == b.destination { return true }
            let numbered = [a.destination, b.destination].map { FormatSpecifier.all(in: $0).contains { $0.argumentNumber != nil } }
            return numbered.contains(false) && FormatSpecifier.unnumbering(a.destination) == FormatSpecifier.unnumbering(b.destination)
        }
        return left == right || localeFree(left) == localeFree(right)
    }

    private static let localeParameters: Set<String> = ["lang", "locale", "hl", "lng", "language", "lc", "ln"]

    /// The destination without locale path segments, locale query parameters and a locale subdomain.
    static func localeFree(_ destination: String) -> String {
        var text = destination.lowercased()
        var fragment = ""
        if let hash = text.firstIndex(of: "#") { fragment = String(text[hash...]); text = String(text[..<hash]) }
        var query: [Substring] = []
        if let question = text.firstIndex(of: "?") {
            query = text[text.index(after: question)...].split(separator: "&").filter { pair in
                !localeParameters.contains(String(pair.split(separator: "=").first ?? ""))
            }
            text = String(text[..<question])
        }
        var prefix = ""
        if let schemeEnd = text.range(of: "://") {
            prefix = String(text[..<schemeEnd.upperBound])
            text = String(text[schemeEnd.upperBound...])
        }
        var segments = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if !prefix.isEmpty, let host = segments.first {
            let labels = host.split(separator: ".")
            if labels.count > 2, isLocaleTag(String(labels[0])) { segments[0] = labels.dropFirst().joined(separator: ".") }
        }
        let start = prefix.isEmpty ? 0 : 1
        segments = Array(segments[..<min(start, segments.count)]) + segments.dropFirst(start).filter { !isLocaleTag($0) }
        return prefix + segments.joined(separator: "/") + (query.isEmpty ? "" : "?" + query.sorted().joined(separator: "&")) + fragment
    }

    /// `de`, `pt-br`, `zh_hans`, `en-us`, `intl`: a path segment or subdomain naming a locale.
    static func isLocaleTag(_ text: String) -> Bool {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let first = parts.first, first.count == 2, parts.count <= 3, first.allSatisfy(\.isLetter) else { return text == "intl" }
        return parts.dropFirst().allSatisfy { (2...4).contains($0.count) && $0.allSatisfy { $0.isLetter || $0.isNumber } }
    }
}
