import LinkAuditModel

extension LanguageLists {
    /// A configured phrase list that cannot apply, at the configuration field it comes from.
    public struct ConfiguredPhraseError: Error, Equatable, Sendable {
        /// The field: the section (`generic` or `allowed`), the language as written, and the
        /// 0-based index of the phrase when the phrase is at fault (`["allowed", "de", "0"]`).
        public var path: [String]
        /// What is wrong, in words a person can act on.
        public var message: String
    }

    /// These lists with a team's own phrases (issue 9, item 10): `generic` phrases added to each
    /// language's `[phrases]`, `allowed` phrases that are never generic in that language (its
    /// `[allowed]`), both by language tag (`{"en": ["tap through"]}`, `{"de": ["Mehr"]}`).
    ///
    /// A tag applies to the list ``lists(for:)`` picks for it (`en-GB` adds to `en`). Phrases are
    /// normalized and folded as link names are.
    /// - Throws: ``ConfiguredPhraseError`` for a text that is not a language tag, a language without
    ///   a list, a phrase with no letter or digit, or a phrase both generic and allowed in one language.
    public func adding(generic: [String: [String]], allowed: [String: [String]]) throws(ConfiguredPhraseError) -> LanguageLists {
        var lists = self.lists
        var added: [String: Set<String>] = [:]
        for (section, entries) in [("generic", generic), ("allowed", allowed)] {
            for language in entries.keys.sorted() {
                let tag = try listTag(for: language, path: [section, language])
                for (index, phrase) in entries[language]!.enumerated() {
                    let normalized = lists[tag]!.folding.fold(LinkText.normalize(phrase))
                    let path = [section, language, String(index)]
                    guard !normalized.isEmpty else {
                        throw ConfiguredPhraseError(path: path, message: "\"\(phrase)\" has no letter or digit to match")
                    }
                    if section == "generic" {
                        lists[tag]!.phrases.insert(normalized)
                        added[tag, default: []].insert(normalized)
                    } else {
                        guard added[tag]?.contains(normalized) != true else {
                            throw ConfiguredPhraseError(path: path, message: "\"\(phrase)\" is also a generic phrase of '\(tag)'")
                        }
                        lists[tag]!.allowed.insert(normalized)
                    }
                }
            }
        }
        return LanguageLists(lists: lists.keys.sorted().map { lists[$0]! })
    }

    /// The tag of the list a configured language adds to.
    private func listTag(for language: String, path: [String]) throws(ConfiguredPhraseError) -> String {
        guard !language.isEmpty, LanguageTag(language) != nil else {
            throw ConfiguredPhraseError(path: path, message: "'\(language)' is not a language tag (en, pt-BR, zh-Hant)")
        }
        guard let list = lists(for: language).first, lists(for: language).count == 1 else {
            throw ConfiguredPhraseError(
                path: path, message: "linkaudit has no list for '\(language)'; lists: \(lists.keys.sorted().joined(separator: ", "))")
        }
        return list.tag
    }
}
