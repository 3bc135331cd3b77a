import Foundation
import LinkAuditModel

/// Names the Swift `.link` runs whose text is a localized key by that key's values (see
/// `docs/model.md`, Keys and call sites).
///
/// `NSLocalizedString("settings.privacy.link", comment: "")` made a link's run with
/// `addAttribute(.link, …, range: … range(of: linkText))` is dynamic text in its Swift file: the
/// extractor records the key (`SwiftLinkCode.textKey`) and this join, over the whole run before the
/// rules, reads the text of each language from the string tables.
enum KeyedLinkNames {
    /// The links, followed by one link per value of each keyed run's key and table
    /// (`Link.namesKeyedRun`; runs that would make the very same link make it once): text and
    /// name the value (whitespace collapsed, trimmed), at the value's span in its table, with its
    /// entry and locale as `appCopy` and `language`; the destination, syntax, placement, render and
    /// `swiftCode` are the run's.
    ///
    /// The Swift link itself stays as it was, dynamic text at the `.link` attribute: how the run is
    /// drawn and where it leads are judged there once. A value that is empty or holds links itself
    /// (`](`, `<a`) names nothing; a key no table holds leaves the run dynamic.
    ///
    /// A key no table holds in the source language is shown there as itself
    /// (`NSLocalizedString("Send feedback", comment: "")` in an app whose French table alone has it):
    /// when the key reads as text (letters, digits and spaces only), the Swift link is named by it,
    /// in `sourceLanguage`.
    ///
    /// A SwiftUI title that is a key (`Button("faq.title")`, `Link("Learn more", destination:)`,
    /// whose `textKey` the extractor records beside its literal text) is named the same way when a
    /// table holds the key: by one link per value, the Swift link turning dynamic when the source
    /// language has a value (the screen shows that value, not the key); when no table holds it,
    /// the literal stays its name and the key is dropped.
    static func apply(_ values: [AppCopyValue], to links: [Link], sourceLanguage: String = "en") -> [Link] {
        let runs = links.filter { $0.appCopy == nil && $0.swiftCode?.textKey != nil }
        guard !runs.isEmpty else { return links }
        var valuesByKey: [LocalizedKey: [AppCopyValue]] = [:]
        for value in values {
            guard let text = value.text, !text.isEmpty, !text.contains("]("), text.range(of: "<a", options: .caseInsensitive) == nil
            else { continue }
            valuesByKey[value.entry.localizedKey, default: []].append(value)
        }
        var result = links
        // The source language's own text of keys that read as text and that no table gives it.
        for index in result.indices where result[index].appCopy == nil && result[index].nameSource == .unknown {
            guard let key = result[index].swiftCode?.textKey, Self.readsAsText(key.key),
                !(valuesByKey[key] ?? []).contains(where: { Self.isSourceLanguage($0, sourceLanguage) })
            else { continue }
            result[index].text = key.key
            result[index].name = key.key
            result[index].nameSource = .content
            result[index].hasDynamicText = false
            result[index].language = sourceLanguage
            result[index].languageSource = .configured
        }
        for (index, run) in zip(result.indices, result) where run.appCopy == nil && run.nameSource != .unknown {
            // A SwiftUI title that is a key (`Button("faq.title")`) shows the value of the source
            // language where a table gives one, else the key as written.
            guard let key = run.swiftCode?.textKey else { continue }
            guard let named = valuesByKey[key] else {
                result[index].swiftCode?.textKey = nil
                continue
            }
            if named.contains(where: { Self.isSourceLanguage($0, sourceLanguage) }) {
                // An accessibility label's key leaves the title the screen shows as it is.
                if run.nameSource != .accessibilityLabel || run.text == key.key { result[index].text = "" }
                result[index].name = ""
                result[index].nameSource = .unknown
                result[index].hasDynamicText = true
            }
        }
        // Two controls titled by one key that lead to one place (`Text("open link")` in two branches)
        // are one link at the value, not two.
        var made = Set<Link>()
        for run in runs {
            guard let key = run.swiftCode?.textKey, let named = valuesByKey[key] else { continue }
            // The sentence the run is put into, by locale: each value's context.
            var sentences: [String?: String] = [:]
            if let sentence = run.swiftCode?.sentence, let sentenceKey = sentence.key {
                for value in valuesByKey[sentenceKey] ?? [] { sentences[value.entry.locale] = value.text }
            }
            for value in named {
                var link = name(run, by: value)
                if let sentence = run.swiftCode?.sentence, let text = sentences[value.entry.locale] ?? nil,
                    let filled = sentence.filled(text, with: link.text)
                {
                    link.context = LinkContext(sentence: filled, linkText: link.text)
                }
                if made.insert(link).inserted { result.append(link) }
            }
        }
        return result
    }

    /// The keys whose values ``apply(_:to:)`` reads for `links`: those of their keyed runs, and of
    /// the sentences those runs are put into.
    static func keys(of links: [Link]) -> Set<String> {
        var keys = Set<String>()
        for link in links where link.appCopy == nil {
            if let key = link.swiftCode?.textKey?.key { keys.insert(key) }
            if let key = link.swiftCode?.sentence?.key?.key { keys.insert(key) }
        }
        return keys
    }

    /// Whether a key is words a screen may show as they are (`FAQ`, `Send feedback`), not an
    /// identifier (`settings.privacy_title`, `help-link2`).
    static func readsAsText(_ key: String) -> Bool {
        !key.isEmpty && key.contains(where: \.isLetter) && key.allSatisfy { $0.isLetter || $0 == " " }
    }

    /// Whether a value is the one the source language shows: of that language, of `Base.lproj`,
    /// or of a table of no locale.
    private static func isSourceLanguage(_ value: AppCopyValue, _ sourceLanguage: String) -> Bool {
        value.entry.locale.map { $0 == "Base" || LanguageTag.sameLanguage($0, sourceLanguage) } ?? true
    }

    /// The run named by one value.
    private static func name(_ run: Link, by value: AppCopyValue) -> Link {
        let text = value.text ?? ""
        var link = run
        // An accessibility label's values name the link; what the screen shows stays its title
        // (when the extractor knew one besides the label).
        let isLabel = run.nameSource == .accessibilityLabel
        link.text = isLabel && run.text != value.entry.key ? run.text : text
        link.name = text
        link.nameSource = isLabel ? .accessibilityLabel : .content
        link.hasDynamicText = FormatSpecifier.occurs(in: text)
        link.isCodeText = false
        link.title = nil
        link.file = value.file
        link.span = value.textSpan
        link.context = LinkContext(text: link.text, linkStart: 0, linkLength: link.text.count)
        link.appCopy = value.entry
        // `Base.lproj` names no language: the value's language is left to every list.
        let locale = value.entry.locale.flatMap { $0 == "Base" ? nil : $0 }
        link.language = locale
        link.languageSource = locale == nil ? nil : .locale
        return link
    }
}
