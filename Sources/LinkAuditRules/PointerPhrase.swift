/// A wording that tells people to click, tap, press or touch: one entry of a list's
/// `[pointer-words]` section ("click to", "cliquez", "クリック"), or of its `[pointer-nouns]` section,
/// where the same words name a thing or a feature instead ("tap to pay", "press release").
///
/// An entry is one word or a run of words, normalized and folded like link names. A `*` at the end
/// of its last word makes that word a stem: `tıkla*` stands for "tıklayın" and "tıklayarak", for
/// languages that inflect a verb by its ending (Turkish, Finnish, Hungarian, Korean). In a script
/// written without spaces (Japanese, Chinese, Thai) the entry is found anywhere in the name.
///
/// Source: issue 14, item 6 (`pointer-words-in-name`).
public struct PointerPhrase: Hashable, Sendable, CustomStringConvertible {
    /// The normalized, folded words of the entry.
    public var words: [String]
    /// Whether the last word is a stem that a longer word may continue (`tıkla*`).
    public var isStem: Bool
    /// The entry normalized but not folded, without its `*`: how a message quotes it (`タップ`, not
    /// the folded `たっぷ`).
    public var written: String

    /// Reads one entry; `nil` when nothing of it is left after normalization.
    /// - Parameter folding: the list's language folding (Turkish dotless i, Japanese kana).
    public init?(_ entry: String, folding: LanguageFolding) {
        var text = Substring(entry)
        isStem = text.hasSuffix("*")
        if isStem { text = text.dropLast() }
        written = LinkText.normalize(String(text))
        words = LinkText.words(folding.fold(written)).map(String.init)
        if words.isEmpty { return nil }
        unspaced = Array(words.joined())
    }

    /// The entry as a list writes it, normalized: `click to`, `tıkla*`.
    public var description: String {
        words.joined(separator: " ") + (isStem ? "*" : "")
    }

    /// The index of each word of `name` (normalized, folded, split into words) where this entry starts.
    func starts(in name: [Substring]) -> [Int] {
        guard name.count >= words.count else { return [] }
        return (0...(name.count - words.count)).filter { start in
            words.indices.allSatisfy { offset in
                let word = name[start + offset]
                return isStem && offset == words.count - 1 ? word.hasPrefix(words[offset]) : word == words[offset]
            }
        }
    }

    /// The entry as it stands in a name written without spaces, in Characters.
    private(set) var unspaced: [Character] = []
}

extension LanguageList {
    /// The pointer wording of this language in a normalized name: the first `[pointer-words]` entry
    /// that stands there outside every `[pointer-nouns]` entry ("Tap to Pay" is a product, "press
    /// release" a kind of page), as the list writes it (``PointerPhrase/written``); `nil` when there is none.
    ///
    /// Words are whole words (a stem entry starts a word); in a script without spaces, entries are
    /// found as strings. The name is folded for the language first (``folding``).
    public func pointerWording(in normalized: String) -> String? {
        guard !pointerWords.isEmpty, LinkText.isJudged(normalized) else { return nil }
        let folded = folding.fold(normalized)
        if LinkText.isUnspaced(folded) {
            var text = folded.filter { $0 != " " }.map { $0 }
            // A noun's characters are blanked, so no pointer entry can start inside it.
            for noun in pointerNouns { Self.blank(noun.unspaced, in: &text) }
            return pointerWords.first { Self.find($0.unspaced, in: text, from: 0) != nil }?.written
        }
        let words = LinkText.words(folded)
        guard pointerStarts.mayStart(in: words) else { return nil }
        var inNoun = Set<Int>()
        for noun in pointerNouns {
            for start in noun.starts(in: words) { inNoun.formUnion(start..<(start + noun.words.count)) }
        }
        return pointerWords.first { entry in entry.starts(in: words).contains { !inNoun.contains($0) } }?.written
    }
}

extension LanguageList {
    /// Where `entry` first stands in `text` at or after `start`, or `nil`.
    fileprivate static func find(_ entry: [Character], in text: [Character], from start: Int) -> Int? {
        guard !entry.isEmpty, text.count - start >= entry.count else { return nil }
        for offset in start...(text.count - entry.count) where text[offset] == entry[0] {
            if text[offset..<(offset + entry.count)].elementsEqual(entry) { return offset }
        }
        return nil
    }

    /// Replaces each occurrence of `entry` in `text`, left to right, with as many spaces.
    fileprivate static func blank(_ entry: [Character], in text: inout [Character]) {
        var start = 0
        while let found = find(entry, in: text, from: start) {
            for offset in found..<(found + entry.count) { text[offset] = " " }
            start = found + entry.count
        }
    }
}

/// The words a list's `[pointer-words]` entries start with: a name holding none of them holds no
/// entry, and is passed over before the entries and `[pointer-nouns]` are matched one by one.
struct PointerStarts: Sendable, Equatable {
    /// First words matched whole.
    private var words: Set<String> = []
    /// One-word stem entries (`tıkla*`): a word starting with one of them may be the entry.
    private var stems: [String] = []

    init(_ entries: [PointerPhrase]) {
        for entry in entries {
            if entry.isStem, entry.words.count == 1 { stems.append(entry.words[0]) } else { words.insert(entry.words[0]) }
        }
    }

    /// Whether some entry may start at a word of `name` (normalized, folded, split into words).
    func mayStart(in name: [Substring]) -> Bool {
        name.contains { word in words.contains(String(word)) || stems.contains { word.hasPrefix($0) } }
    }
}
