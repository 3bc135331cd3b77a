/// Why a normalized link name is generic in one language (``LanguageList/genericMatch(_:typos:)``).
public enum GenericMatch: Equatable, Sendable {
    /// The name is one of the language's `[phrases]`: "click here", "Learn more".
    case phrase
    /// The name is a `[direction]` entry, or direction and filler words only: "below", "see above",
    /// "plus loin".
    case direction
    /// The name is made only of filler words, phrases and deictic phrases: "Additional information",
    /// "described in this topic", "this guide".
    case filler
    /// The name is one letter from a phrase of 8 letters or more (letters, not spaces): "Lean more",
    /// "Clik here", "Readmore". The phrase is normalized.
    case typo(of: String)
}

extension LanguageList {
    /// Every word of the entries of `sections`: a name with a word outside them is no filler name.
    static func words(of sections: [Set<String>]) -> Set<String> {
        var words = Set<String>()
        for section in sections {
            for entry in section { words.formUnion(LinkText.words(entry).lazy.map(String.init)) }
        }
        return words
    }

    /// How a normalized name is generic in this language, or `nil` when it is not.
    ///
    /// After the behavior suffixes are set aside (``strippingSuffixes(_:)``), a name is generic when
    /// it is not `[allowed]` and it is
    /// - one of `[phrases]` or `[direction]` as the whole name;
    /// - two words or more, each part of a `[filler]`, `[phrases]`, `[direction]` or `[deictic]`
    ///   entry standing there whole (a filler entry may have several words: "described in") ("this guide" is generic; "this guide to pricing" is not: one content word
    ///   is enough). One filler word alone ("Open", "View") is often a term being defined: only the
    ///   phrase and direction lists decide single words;
    /// - for scripts without spaces: cut entirely into those entries;
    /// - with `typos`: one edit (a letter added, dropped or changed, or two neighbors swapped) from
    ///   a phrase of 8 letters or more, where the changed word is no word of this list (not "more
    ///   into" for "more info"), a one-word phrase only by a change or a swap (not "Downloads" for
    ///   "download"), and the name is not `[allowed]` ("Read mode" is a feature).
    ///
    /// A name longer than ``LinkText/longestJudgedName`` is not generic: no phrase is that long.
    ///
    /// Source: WCAG technique F84; issue 9 (direction and filler words, typos).
    public func genericMatch(_ normalized: String, typos: Bool = true) -> GenericMatch? {
        guard LinkText.isJudged(normalized) else { return nil }
        let text = strippingSuffixes(normalized)
        guard !text.isEmpty, !allowed.contains(text) else { return nil }
        if phrases.contains(text) { return .phrase }
        if direction.contains(text) { return .direction }
        if LinkText.isUnspaced(text) {
            return segmentsIntoEntries(text.replacingOccurrences(of: " ", with: "")) ? .filler : nil
        }
        let words = LinkText.words(text).map(String.init)
        if words.count > 1, words.allSatisfy(entryWords.contains), let usesDirection = coverage(of: words) {
            return usesDirection ? .direction : .filler
        }
        if typos, let phrase = phraseOneEditAway(from: text, words: words) { return .typo(of: phrase) }
        return nil
    }

    /// Whether every word belongs to a filler, phrase, direction or deictic entry (of up to five
    /// words: "described in", "this article") standing there whole: `nil` when not, else whether a direction entry was used.
    private func coverage(of words: [String]) -> Bool? {
        // reached[i]: words[..<i] are covered; the value says whether a direction entry was used.
        var reached = [Bool?](repeating: nil, count: words.count + 1)
        reached[0] = false
        let entries: [(entries: Set<String>, isDirection: Bool)] = [
            (filler, false), (phrases, false), (deictic, false), (direction, true),
        ]
        var furthest = 0
        for start in words.indices {
            // Nothing reaches this far: a word here belongs to no entry.
            guard start <= furthest else { return nil }
            guard let before = reached[start] else { continue }
            func reach(_ end: Int, direction: Bool) {
                reached[end] = (reached[end] ?? false) || before || direction
                furthest = max(furthest, end)
            }
            for end in (start + 1)...min(words.count, start + 5) {
                let phrase = words[start..<end].joined(separator: " ")
                for group in entries where group.entries.contains(phrase) { reach(end, direction: group.isDirection) }
            }
        }
        return reached[words.count]
    }

    /// The phrase of 8 letters or more that `text` is one edit away from, where the edit makes no
    /// other word of this list.
    private func phraseOneEditAway(from text: String, words: [String]) -> String? {
        let letters = Array(text)
        let bytes = text.utf8.count
        var found: String?
        // A character is at most 4 UTF-8 bytes: the byte count rules most phrases out cheaply.
        for candidate in typoCandidates
        where abs(candidate.utf8Count - bytes) <= 4 && abs(candidate.characters.count - letters.count) <= 1 {
            let phrase = candidate.phrase
            if let found, found < phrase { continue }
            if !candidate.hasSpace, candidate.characters.count != letters.count { continue }
            guard Self.isOneEdit(letters, candidate.characters) else { continue }
            let phraseWords = Set(LinkText.words(phrase).map(String.init))
            // "more into" is not a typo of "more info": "into" is a word of its own.
            let vocabulary = filler.union(commonWords).union(direction).union(linkWords)
            if words.contains(where: { !phraseWords.contains($0) && vocabulary.contains($0) }) { continue }
            found = phrase
        }
        return found
    }

    /// A phrase of 8 letters or more (spaces aside), measured once for the typo search.
    struct TypoCandidate: Sendable, Equatable {
        var phrase: String
        var characters: [Character]
        var utf8Count: Int
        var hasSpace: Bool

        /// `nil` for a phrase of fewer than 8 letters: no typo is looked for there.
        init?(_ phrase: String) {
            let characters = Array(phrase)
            guard characters.count(where: { $0 != " " }) >= 8 else { return nil }
            self.phrase = phrase
            self.characters = characters
            utf8Count = phrase.utf8.count
            hasSpace = phrase.utf8.contains(0x20)
        }
    }

    /// Whether `a` becomes `b` by exactly one edit: a character added, dropped or changed, or two
    /// neighbors swapped.
    static func isOneEdit(_ a: [Character], _ b: [Character]) -> Bool {
        guard a != b else { return false }
        var start = 0
        while start < min(a.count, b.count), a[start] == b[start] { start += 1 }
        if a.count == b.count {
            if a[(start + 1)...] == b[(start + 1)...] { return true }
            // A swap of two neighbors: "mroe" for "more".
            return start + 1 < a.count && a[start] == b[start + 1] && a[start + 1] == b[start]
                && a[(start + 2)...] == b[(start + 2)...]
        }
        let (longer, shorter) = a.count > b.count ? (a, b) : (b, a)
        guard longer.count == shorter.count + 1 else { return false }
        return longer[(start + 1)...] == shorter[start...]
    }
}
