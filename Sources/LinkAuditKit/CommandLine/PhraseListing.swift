import LinkAuditModel
import LinkAuditRules

/// The lists `generic-link-text` judges names with, for `linkaudit rules generic-link-text` (issue 9,
/// item 10): per language, its phrases, direction, deictic and filler words, the suffixes set
/// aside, and the allowed names, each with the configuration's `generic` and `allowed` phrases in.
public enum PhraseListing {
    /// The sections shown, in order, with the words that explain each.
    static let sections: [(section: LanguageList.Section, meaning: String)] = [
        (.phrases, "generic as the whole name"),
        (.direction, "generic as the whole name, or with filler words only"),
        (.deictic, "generic with filler words only"),
        (.filler, "generic when a name of two words or more has nothing else"),
        (.suffixes, "set aside before judging"),
        (.allowed, "never generic"),
    ]

    /// Markdown text: one section per language, entries normalized (lowercase, no punctuation),
    /// sorted, escaped for a terminal.
    public static func markdown(_ lists: LanguageLists) -> String {
        var text = "\n## Lists\n\n"
        text += "Entries are normalized as names are (case folded, punctuation removed). A configuration adds phrases "
        text += "per language with `generic` and allows them with `allowed`: "
        text += "`{\"generic\": {\"en\": [\"tap through\"]}, \"allowed\": {\"de\": [\"Mehr\"]}}`.\n"
        for tag in lists.lists.keys.sorted() {
            guard let list = lists.lists[tag] else { continue }
            text += "\n### \(tag)\n\n"
            for (section, meaning) in sections {
                let entries = list.entries(of: section).sorted()
                guard !entries.isEmpty else { continue }
                let shown = entries.map { ReadableText.escapingInvisibles($0) }.joined(separator: ", ")
                text += "- \(section.rawValue) (\(meaning)): \(shown)\n"
            }
        }
        return text
    }
}
