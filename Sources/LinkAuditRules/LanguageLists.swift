import LinkAuditModel
import Foundation

/// The generic-link-text and link-word lists of one language, read from `Languages/<tag>.txt`.
///
/// File format: `# comment` lines, and sections `[phrases]` (exact generic names), `[filler]`
/// (words that say nothing about a destination: a name made only of them is generic),
/// `[suffixes]` (behavior announcements stripped before the generic test: "opens in a new tab"),
/// `[link-words]` (the noun for "link"), `[link-noun-followers]` (for languages where the word is
/// also a verb: words after a leading link word that make it the noun, "Link to pricing"; empty
/// means the word is always the noun), `[link-verb-followers]` (words after a link word
/// that make it the verb: Japanese "する"), `[link-determiners]` (words before a link word that make
/// it the noun naming this control: "this link"), `[common-words]` (very frequent function words
/// of the language, used only by ``LanguageDetector`` to tell languages apart). Every entry is
/// normalized like link names; unknown sections are ignored.
public struct LanguageList: Sendable {
    /// BCP 47 language tag of the list (`en`, `pt`, `zh-Hans`).
    public var tag: String
    public var phrases: Set<String> = []
    public var filler: Set<String> = []
    public var suffixes: [String] = []
    public var linkWords: Set<String> = []
    public var linkNounFollowers: Set<String> = []
    public var linkVerbFollowers: [String] = []
    public var linkDeterminers: Set<String> = []
    /// Very frequent function words (articles, pronouns, prepositions, conjunctions, auxiliaries),
    /// used only for language detection.
    public var commonWords: Set<String> = []

    public init(tag: String, text: String) {
        self.tag = tag
        var section = ""
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("["), line.hasSuffix("]") { section = String(line.dropFirst().dropLast()); continue }
            let entry = LinkText.normalize(line)
            guard !entry.isEmpty else { continue }
            switch section {
            case "phrases": phrases.insert(entry)
            case "filler": filler.insert(entry)
            case "suffixes": suffixes.append(entry)
            case "link-words": linkWords.insert(entry)
            case "link-noun-followers": linkNounFollowers.insert(entry)
            case "link-verb-followers": linkVerbFollowers.append(entry)
            case "link-determiners": linkDeterminers.insert(entry)
            case "common-words": commonWords.insert(entry)
            default: break
            }
        }
        suffixes.sort { $0.count > $1.count }
    }

    /// The normalized name without behavior suffixes ("opens in a new tab", "pdf").
    public func strippingSuffixes(_ normalized: String) -> String {
        var text = normalized
        var changed = true
        while changed {
            changed = false
            for suffix in suffixes where text.hasSuffix(suffix) && text != suffix {
                let cut = text.dropLast(suffix.count)
                guard cut.isEmpty || cut.hasSuffix(" ") || LinkText.isUnspaced(suffix) else { continue }
                text = String(cut).trimmingCharacters(in: .whitespaces)
                changed = true
            }
        }
        return text
    }

    /// Whether a normalized name is generic in this language: an exact phrase, or made only of
    /// filler words (for unspaced scripts: segmentable into phrases and filler entries).
    public func isGeneric(_ normalized: String) -> Bool {
        let text = strippingSuffixes(normalized)
        guard !text.isEmpty else { return false }
        if phrases.contains(text) { return true }
        if LinkText.isUnspaced(text) {
            return segments(text.replacingOccurrences(of: " ", with: ""), into: phrases.union(filler))
        }
        // One filler word alone ("Open", "View", "Select") is often a term being defined; only the
        // phrase list decides single words.
        let words = LinkText.words(text)
        return words.count > 1 && words.allSatisfy { filler.contains(String($0)) || phrases.contains(String($0)) }
    }

    /// Whether `text` can be cut entirely into entries of `vocabulary` (dynamic programming).
    private func segments(_ text: String, into vocabulary: Set<String>) -> Bool {
        let characters = Array(text)
        var reachable = [Bool](repeating: false, count: characters.count + 1)
        reachable[0] = true
        let maxLength = vocabulary.map(\.count).max() ?? 0
        for end in 1...max(characters.count, 1) where end <= characters.count {
            for length in 1...min(end, maxLength) where reachable[end - length] {
                if vocabulary.contains(String(characters[(end - length)..<end])) { reachable[end] = true; break }
            }
        }
        return reachable[characters.count]
    }

    /// Whether one of this language's link words stands in the normalized name as a whole word.
    public func mentionsLinkWord(in normalized: String) -> Bool {
        if LinkText.isUnspaced(normalized) { return linkWords.contains { normalized.contains($0) } }
        return LinkText.words(normalized).contains { linkWords.contains(String($0)) }
    }

    /// The link word used as a noun naming the control in a normalized name, or `nil`: the last word
    /// ("privacy policy link", "terms (link)"), the first word where it cannot be the verb ("link to
    /// pricing", "lien vers la FAQ"), or after a determiner ("this link"). A link word inside a title
    /// ("use links in documentation"), the verb ("link your bank account") and words that merely
    /// contain the letters ("linkedin") do not count. Unspaced scripts match the word anywhere not
    /// followed by a verb ending.
    public func linkNoun(in normalized: String) -> String? {
        if LinkText.isUnspaced(normalized) {
            for word in linkWords.sorted() {
                guard let range = normalized.range(of: word) else { continue }
                let after = normalized[range.upperBound...].trimmingCharacters(in: .whitespaces)
                if linkVerbFollowers.contains(where: { after.hasPrefix($0) }) { continue }
                return word
            }
            return nil
        }
        let words = LinkText.words(normalized).map(String.init)
        for (index, word) in words.enumerated() where linkWords.contains(word) {
            if index + 1 < words.count, linkVerbFollowers.contains(words[index + 1]) { continue }
            if index == words.count - 1 { return word }
            if index == 0 {
                if linkNounFollowers.isEmpty || linkNounFollowers.contains(words[1]) { return word }
                continue
            }
            if linkDeterminers.contains(words[index - 1]) { return word }
        }
        return nil
    }
}

/// Every language list linkaudit ships, by language tag.
public struct LanguageLists: Sendable {
    public let lists: [String: LanguageList]

    /// Loads the lists shipped in the module's `Languages` folder.
    public init() {
        var lists: [String: LanguageList] = [:]
        if let folder = Bundle.module.url(forResource: "Languages", withExtension: nil),
           let files = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) {
            for file in files where file.pathExtension == "txt" {
                let tag = file.deletingPathExtension().lastPathComponent
                if let text = try? String(contentsOf: file, encoding: .utf8) {
                    lists[tag] = LanguageList(tag: tag, text: text)
                }
            }
        }
        self.lists = lists
    }

    public init(lists: [LanguageList]) {
        self.lists = Dictionary(uniqueKeysWithValues: lists.map { ($0.tag, $0) })
    }

    /// The lists that apply to a language tag: the list of the first of its
    /// `LanguageTag.lookupCandidates` that has one (`pt-BR` -> `pt`, `zh-TW` -> `zh-Hant`, `nb` -> `no`);
    /// every list when the language is unknown; none (not classified) when the language has no
    /// list or the text is not a language tag.
    public func lists(for language: String?) -> [LanguageList] {
        guard let language, !language.isEmpty else { return lists.keys.sorted().compactMap { lists[$0] } }
        for candidate in LanguageTag(language)?.lookupCandidates ?? [] {
            if let list = lists[candidate] { return [list] }
        }
        return []
    }

    /// Whether a language has a list (otherwise its links are "not classified").
    public func isClassified(_ language: String?) -> Bool {
        language == nil || !lists(for: language).isEmpty
    }
}
