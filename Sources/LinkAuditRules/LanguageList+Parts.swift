import LinkAuditModel

extension LanguageList {
    /// A list's entries and what is derived from them, as parsed: the values a ``LanguageList``
    /// keeps in its ``Box``. Derived values are kept up to date by the list's setters.
    struct Parts: Sendable, Equatable {
        var tag: String
        var phrases: Set<String> = []
        var filler: Set<String> = []
        var suffixes: [String] = []
        var newWindow: Set<String> = []
        var newWindowNotice: String?
        var linkWords: Set<String> = []
        var linkNounFollowers: Set<String> = []
        var linkVerbFollowers: [String] = []
        var linkDeterminers: Set<String> = []
        var linkCompounds: [LinkCompound] = []
        var fileTypes: [FileKind: [String]] = [:]
        var commonWords: Set<String> = []
        var direction: Set<String> = []
        var deictic: Set<String> = []
        var allowed: Set<String> = []
        var pointerWords: [PointerPhrase] = []
        var pointerStarts: PointerStarts = PointerStarts([])
        var pointerNouns: [PointerPhrase] = []
        var sections: Set<Section> = []
        var entryWords: Set<String> = []
        var entryVocabulary: Set<String> = []
        var longestEntryLength: Int = 0
        var typoCandidates: [TypoCandidate] = []
        var folding: LanguageFolding

        init(tag: String) {
            self.tag = tag
            folding = LanguageFolding(tag: tag)
        }

        /// Recomputes what is derived from the phrase, filler, direction and deictic entries.
        mutating func entriesChanged() {
            entryWords = LanguageList.words(of: [phrases, filler, direction, deictic])
            entryVocabulary = phrases.union(filler).union(direction).union(deictic)
            longestEntryLength = entryVocabulary.lazy.map(\.count).max() ?? 0
            // In order (the search keeps the first phrase in that order; equal lists compare equal).
            typoCandidates = phrases.compactMap(TypoCandidate.init).sorted { $0.phrase < $1.phrase }
        }
    }

    /// The one reference copies of a list share (copy on write: ``update(_:)``).
    final class Box: @unchecked Sendable {
        var parts: Parts
        init(_ parts: Parts) { self.parts = parts }
    }

    /// Sets one of the parts, first copying them when another list shares them, then updates what
    /// is derived from it.
    private mutating func update<Value>(_ part: WritableKeyPath<Parts, Value>, to value: Value, derive: (inout Parts) -> Void = { _ in }) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.parts) }
        box.parts[keyPath: part] = value
        derive(&box.parts)
    }

    public static func == (lhs: LanguageList, rhs: LanguageList) -> Bool {
        lhs.box === rhs.box || lhs.box.parts == rhs.box.parts
    }

    /// BCP 47 language tag of the list (`en`, `pt`, `zh-Hans`).
    public var tag: String {
        get { box.parts.tag }
        set { update(\.tag, to: newValue) { $0.folding = LanguageFolding(tag: $0.tag) } }
    }
    /// `[phrases]`: names generic as a whole ("click here", "Learn more"), normalized and folded.
    public var phrases: Set<String> {
        get { box.parts.phrases }
        set { update(\.phrases, to: newValue) { $0.entriesChanged() } }
    }
    /// `[filler]`: words that say nothing of a destination; a name made only of them is generic.
    public var filler: Set<String> {
        get { box.parts.filler }
        set { update(\.filler, to: newValue) { $0.entriesChanged() } }
    }
    /// `[suffixes]`: behavior announcements set aside before the generic test ("opens in a new
    /// tab", "pdf"), longest first.
    public var suffixes: [String] {
        get { box.parts.suffixes }
        set { update(\.suffixes, to: newValue) }
    }
    /// Words and phrases that say a link opens a new window or tab ("new tab", "nouvelle fenêtre"),
    /// matched as whole words anywhere in a name or description (``mentionsNewWindow(_:)``).
    public var newWindow: Set<String> {
        get { box.parts.newWindow }
        set { update(\.newWindow, to: newValue) }
    }
    /// The words that say a link opens a new window or tab, as `--fix --unsafe-fixes` writes them
    /// after its text in parentheses ("opens in a new tab"): the `[new-window-notice]` line as
    /// written; `nil` when the list has none.
    public var newWindowNotice: String? {
        get { box.parts.newWindowNotice }
        set { update(\.newWindowNotice, to: newValue) }
    }
    /// `[link-words]`: the language's nouns for "link".
    public var linkWords: Set<String> {
        get { box.parts.linkWords }
        set { update(\.linkWords, to: newValue) }
    }
    /// `[link-noun-followers]`: words after a leading link word that make it the noun ("Link to
    /// pricing"), where the word is also a verb; empty when it is always the noun.
    public var linkNounFollowers: Set<String> {
        get { box.parts.linkNounFollowers }
        set { update(\.linkNounFollowers, to: newValue) }
    }
    /// `[link-verb-followers]`: words after a link word that make it the verb (Japanese "する").
    public var linkVerbFollowers: [String] {
        get { box.parts.linkVerbFollowers }
        set { update(\.linkVerbFollowers, to: newValue) }
    }
    /// `[link-determiners]`: words before a link word that make it the noun naming this control ("this link").
    public var linkDeterminers: Set<String> {
        get { box.parts.linkDeterminers }
        set { update(\.linkDeterminers, to: newValue) }
    }
    /// Phrases that make a link word part of a thing's or a feature's name ("share link").
    public var linkCompounds: [LinkCompound] {
        get { box.parts.linkCompounds }
        set { update(\.linkCompounds, to: newValue) }
    }
    /// The language's words for each kind of file ("Tabelle", "archive"), normalized and folded.
    public var fileTypes: [FileKind: [String]] {
        get { box.parts.fileTypes }
        set { update(\.fileTypes, to: newValue) }
    }
    /// Very frequent function words (articles, pronouns, prepositions, conjunctions, auxiliaries),
    /// used only for language detection.
    public var commonWords: Set<String> {
        get { box.parts.commonWords }
        set { update(\.commonWords, to: newValue) }
    }
    /// Direction words and phrases ("below", "this way"): generic as the whole name, or with filler words.
    public var direction: Set<String> {
        get { box.parts.direction }
        set { update(\.direction, to: newValue) { $0.entriesChanged() } }
    }
    /// A pointing word with a noun for a kind of page ("this article"): generic with filler words only.
    public var deictic: Set<String> {
        get { box.parts.deictic }
        set { update(\.deictic, to: newValue) { $0.entriesChanged() } }
    }
    /// Names never generic: real names one letter from a generic phrase ("read mode"), and the
    /// phrases a team's configuration allows.
    public var allowed: Set<String> {
        get { box.parts.allowed }
        set { update(\.allowed, to: newValue) }
    }
    /// Wording that tells people to click, tap, press or touch (`pointer-words-in-name`).
    public var pointerWords: [PointerPhrase] {
        get { box.parts.pointerWords }
        set { update(\.pointerWords, to: newValue) { $0.pointerStarts = PointerStarts($0.pointerWords) } }
    }
    /// How `pointerWords` can start, kept up to date with them: a name none of them can start in is passed over at once.
    var pointerStarts: PointerStarts { box.parts.pointerStarts }
    /// Names and nouns in which pointer words tell no one to do anything ("press release", "tap to pay").
    public var pointerNouns: [PointerPhrase] {
        get { box.parts.pointerNouns }
        set { update(\.pointerNouns, to: newValue) }
    }
    /// The sections the text declares, empty ones included.
    public var sections: Set<Section> { box.parts.sections }
    /// Every word of the phrase, filler, direction and deictic entries, kept up to date as they
    /// change: ``genericMatch(_:typos:)`` looks no further at a name with a word outside them.
    public var entryWords: Set<String> { box.parts.entryWords }
    /// Every phrase, filler, direction and deictic entry: what a name in a script without spaces
    /// is cut into. Kept up to date like `entryWords`.
    var entryVocabulary: Set<String> { box.parts.entryVocabulary }
    /// The length of the longest entry of `entryVocabulary`, in Characters: how far back a cut
    /// into it looks. Kept up to date like `entryWords`, not measured for every name.
    var longestEntryLength: Int { box.parts.longestEntryLength }
    /// The phrases a typo may stand for (8 letters or more), measured once. Kept up to date like `entryWords`.
    var typoCandidates: [TypoCandidate] { box.parts.typoCandidates }
    /// The language's folding (Turkish dotless i, Japanese kana), applied to `phrases`, `filler`,
    /// `direction`, `deictic`, `allowed`, `suffixes` and `newWindow` when parsed and to every name
    /// ``isGeneric(_:)`` tests.
    /// Made from `tag` once, not for every name folded.
    public var folding: LanguageFolding { box.parts.folding }
}
