/// A phrase in which a link word is part of the name of a thing the user handles or of a feature,
/// not the name of the control: "share link", "invite link", "copy the link", "link preview",
/// "lien de partage", "共有リンク". Written in a list's `[link-compounds]` section with `*` where any
/// of the language's link words stands (`share *`, `* de partage`, `共有*`), so one entry covers
/// every inflected link word (Russian `ссылка`, `ссылку`, `ссылкой`).
///
/// The line it draws (`link-word-in-name`): a word before or after "link" that says what kind of
/// link it is as an object (one the user shares, sends, copies or signs in with) or what a feature
/// does with links makes a compound; a word that names the page the link opens ("Support link",
/// "Pricing link") does not, and stays a finding. Source: issue 8 (a real app's "Share link" and
/// "invite link" reported as naming the control); link-standalone card.
public struct LinkCompound: Hashable, Sendable, CustomStringConvertible {
    /// The normalized words before the link word (`["share"]`); empty when the link word starts
    /// the compound.
    public var before: [String]
    /// The normalized words after the link word (`["de", "partage"]`); empty when it ends it.
    public var after: [String]

    /// Reads one `[link-compounds]` entry; `nil` unless it holds exactly one `*` and a word beside it.
    public init?(_ entry: String) {
        let parts = entry.split(separator: "*", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        before = LinkText.words(LinkText.normalize(String(parts[0]))).map(String.init)
        after = LinkText.words(LinkText.normalize(String(parts[1]))).map(String.init)
        if before.isEmpty && after.isEmpty { return nil }
    }

    /// The entry as a list writes it, normalized: `share *`, `* de partage`.
    public var description: String {
        (before + ["*"] + after).joined(separator: " ")
    }

    /// Whether the words around the link word at `index` of `words` form this compound. Determiners
    /// may stand between the words before and the link word ("copy the link", "share this link").
    func matches(_ words: [String], at index: Int, determiners: Set<String>) -> Bool {
        guard words[(index + 1)...].starts(with: after) else { return false }
        guard !before.isEmpty else { return true }
        var end = index
        while true {
            if end >= before.count, words[(end - before.count)..<end].elementsEqual(before) { return true }
            guard end > 0, determiners.contains(words[end - 1]) else { return false }
            end -= 1
        }
    }

    /// Whether an unspaced text (Japanese, Chinese) forms this compound around a link word: the
    /// text before it ends with the words before, perhaps followed by a determiner (复制此链接), and
    /// the text after it starts with the words after.
    func matches(before text: Substring, after rest: Substring, determiners: Set<String>) -> Bool {
        guard rest.hasPrefix(after.joined()) else { return false }
        let head = before.joined()
        return text.hasSuffix(head) || determiners.contains { text.hasSuffix($0) && text.dropLast($0.count).hasSuffix(head) }
    }
}

extension LanguageList {
    /// Whether one of this language's link words stands in the normalized name as a whole word.
    public func mentionsLinkWord(in normalized: String) -> Bool {
        if LinkText.isUnspaced(normalized) { return linkWords.contains { normalized.contains($0) } }
        return LinkText.words(normalized).contains { linkWords.contains(String($0)) }
    }

    /// The link word used as a noun naming the control in a normalized name, or `nil`: the last word
    /// ("privacy policy link", "terms (link)"), the first word where it cannot be the verb ("link to
    /// pricing", "lien vers la FAQ"), or after a determiner ("this link"). A link word inside a title
    /// ("use links in documentation"), the verb ("link your bank account"), words that merely contain
    /// the letters ("linkedin") and a link word inside a ``LinkCompound`` ("share link", "link
    /// preview") do not count. Unspaced scripts (Japanese, Chinese, where a noun phrase ends with its
    /// head) count the word at the end of the name or after a determiner (このリンク), not followed by
    /// a verb ending: a link word leading a title (リンクと名前の変換に関する注意点) names a topic.
    public func linkNoun(in normalized: String) -> String? {
        if LinkText.isUnspaced(normalized) { return unspacedLinkNoun(in: normalized.replacingOccurrences(of: " ", with: "")) }
        let words = LinkText.words(normalized).map(String.init)
        for (index, word) in words.enumerated() where linkWords.contains(word) {
            if index + 1 < words.count, linkVerbFollowers.contains(words[index + 1]) { continue }
            if linkCompounds.contains(where: { $0.matches(words, at: index, determiners: linkDeterminers) }) { continue }
            if index == words.count - 1 { return word }
            if index == 0 {
                if linkNounFollowers.isEmpty || linkNounFollowers.contains(words[1]) { return word }
                continue
            }
            if linkDeterminers.contains(words[index - 1]) { return word }
        }
        return nil
    }

    /// ``linkNoun(in:)`` for a text without spaces: every occurrence of every link word, longest
    /// words first (超链接 before 链接).
    private func unspacedLinkNoun(in text: String) -> String? {
        let longestFirst = linkWords.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
        for word in longestFirst {
            var searchStart = text.startIndex
            while let range = text.range(of: word, range: searchStart..<text.endIndex) {
                searchStart = range.upperBound
                let before = text[..<range.lowerBound]
                let after = text[range.upperBound...]
                if linkVerbFollowers.contains(where: { after.hasPrefix($0) }) { continue }
                if linkCompounds.contains(where: { $0.matches(before: before, after: after, determiners: linkDeterminers) }) { continue }
                if after.isEmpty || linkDeterminers.contains(where: { before.hasSuffix($0) }) { return word }
            }
        }
        return nil
    }
}
