import Foundation
import LinkAuditModel

/// The generic-link-text and link-word lists of one language, written in `Languages/<tag>.txt` and
/// compiled into the module (``LanguageLists/init()``).
///
/// File format: `# comment` lines, and sections `[phrases]` (exact generic names), `[filler]`
/// (words that say nothing about a destination: a name made only of them is generic),
/// `[suffixes]` (behavior announcements stripped before the generic test: "opens in a new tab"),
/// `[new-window]` (words that tell a link opens a new window or tab, found anywhere in its name or
/// description: "new tab", "neuem Fenster"; `new-window-without-warning`),
/// `[link-words]` (the noun for "link"), `[link-noun-followers]` (for languages where the word is
/// also a verb: words after a leading link word that make it the noun, "Link to pricing"; empty
/// means the word is always the noun), `[link-verb-followers]` (words after a link word
/// that make it the verb: Japanese "する"), `[link-determiners]` (words before a link word that make
/// it the noun naming this control: "this link"), `[link-compounds]` (phrases in which a link word
/// is part of the name of a thing or a feature, not of the control: ``LinkCompound``, written with
/// `*` for the link word, `share *`, `* de partage`, `共有*`), `[file-types]` (the language's words for
/// kinds of files, one ``FileKind`` a line: `spreadsheet: tabelle, tabellenkalkulation`; read by
/// `download-without-file-type`), `[common-words]` (very frequent function
/// words of the language, used only by ``LanguageDetector`` to tell languages apart), and three optional
/// sections a list may leave out: `[direction]` (words pointing elsewhere on the page, generic as the
/// whole name or with filler words only: "below", "plus loin"), `[deictic]` (a pointing word with a
/// noun for a kind of page: "this article", "ce guide"; generic with filler words only) and `[allowed]`
/// (real names one letter from a generic phrase, never generic: "read mode"); at the end of each file,
/// `[pointer-words]` (wording that tells people to click, tap or press: ``PointerPhrase``) and
/// `[pointer-nouns]` (names in which those words are nouns: "press release", "tap to pay"; may be
/// empty). Every entry is
/// normalized like link names. An unknown section name, an entry before the first section, or a
/// compound without exactly one `*` is a ``ParseError``; a list lacking a section is reported by
/// ``missingSections``.
public struct LanguageList: Sendable, Equatable {
    /// One section of a list file, named by its `[bracketed]` header.
    public enum Section: String, CaseIterable, Sendable {
        case phrases, filler, suffixes
        case newWindow = "new-window"
        case linkWords = "link-words"
        case linkNounFollowers = "link-noun-followers"
        case linkVerbFollowers = "link-verb-followers"
        case linkDeterminers = "link-determiners"
        case linkCompounds = "link-compounds"
        case fileTypes = "file-types"
        case commonWords = "common-words"
        case direction, deictic, allowed
        case pointerWords = "pointer-words"
        case pointerNouns = "pointer-nouns"

        /// The sections that must hold entries in every language: without them `generic-link-text`
        /// (phrases, filler), `link-word-in-name` (link words; compounds, or it flags "Share link")
        /// or language detection and `localized-link-mismatch` (common words) silently skip the
        /// language. The other sections may be empty ("none in this language") but must still be
        /// declared.
        public static let required: [Section] = [
            .phrases, .filler, .newWindow, .linkWords, .linkCompounds, .fileTypes, .commonWords, .pointerWords,
        ]

        /// The sections a list may leave out altogether (issue 9): lists written before them, and
        /// languages whose direction and deictic words are not written yet, still load.
        public static let optional: [Section] = [.direction, .deictic, .allowed]
    }

    /// Why a list's text does not parse, at a 1-based line of `<tag>.txt`.
    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        /// What is wrong on the line.
        public enum Reason: Equatable, Sendable {
            /// A `[header]` whose name is not a ``Section``: its entries would be dropped.
            case unknownSection(String)
            /// An entry before the first `[header]`, in no section.
            case entryOutsideSection(String)
            /// A `[link-compounds]` entry without exactly one `*` standing for the link word.
            case compoundWithoutLinkWord(String)
            /// A `[file-types]` line that does not start with a ``FileKind`` and a colon.
            case unknownFileKind(String)
        }

        /// The tag of the list (the file's name without `.txt`).
        public var tag: String
        /// The 1-based line of the problem.
        public var line: Int
        public var reason: Reason

        public init(tag: String, line: Int, reason: Reason) {
            self.tag = tag
            self.line = line
            self.reason = reason
        }

        public var description: String {
            switch reason {
            case .unknownSection(let name):
                "\(tag).txt:\(line): unknown section [\(name)]; known sections: "
                    + Section.allCases.map { "[\($0.rawValue)]" }.joined(separator: " ")
            case .entryOutsideSection(let entry):
                "\(tag).txt:\(line): \"\(entry)\" comes before the first [section]"
            case .compoundWithoutLinkWord(let entry):
                "\(tag).txt:\(line): \"\(entry)\" needs exactly one * where the link word stands, as in \"share *\""
            case .unknownFileKind(let entry):
                "\(tag).txt:\(line): \"\(entry)\" needs a file kind and a colon first, as in \"archive: zip archive\"; kinds: "
                    + FileKind.allCases.map(\.rawValue).joined(separator: " ")
            }
        }
    }

    /// BCP 47 language tag of the list (`en`, `pt`, `zh-Hans`).
    public var tag: String { didSet { folding = LanguageFolding(tag: tag) } }
    public var phrases: Set<String> = [] { didSet { entriesChanged() } }
    public var filler: Set<String> = [] { didSet { entriesChanged() } }
    public var suffixes: [String] = []
    /// Words and phrases that say a link opens a new window or tab ("new tab", "nouvelle fenêtre"),
    /// matched as whole words anywhere in a name or description (``mentionsNewWindow(_:)``).
    public var newWindow: Set<String> = []
    public var linkWords: Set<String> = []
    public var linkNounFollowers: Set<String> = []
    public var linkVerbFollowers: [String] = []
    public var linkDeterminers: Set<String> = []
    /// Phrases that make a link word part of a thing's or a feature's name ("share link").
    public var linkCompounds: [LinkCompound] = []
    /// The language's words for each kind of file ("Tabelle", "archive"), normalized and folded.
    public var fileTypes: [FileKind: [String]] = [:]
    /// Very frequent function words (articles, pronouns, prepositions, conjunctions, auxiliaries),
    /// used only for language detection.
    public var commonWords: Set<String> = []
    /// Direction words and phrases ("below", "this way"): generic as the whole name, or with filler words.
    public var direction: Set<String> = [] { didSet { entriesChanged() } }
    /// A pointing word with a noun for a kind of page ("this article"): generic with filler words only.
    public var deictic: Set<String> = [] { didSet { entriesChanged() } }
    /// Names never generic: real names one letter from a generic phrase ("read mode"), and the
    /// phrases a team's configuration allows.
    public var allowed: Set<String> = []
    /// Wording that tells people to click, tap, press or touch (`pointer-words-in-name`).
    public var pointerWords: [PointerPhrase] = [] { didSet { pointerStarts = PointerStarts(pointerWords) } }
    /// How `pointerWords` can start, kept up to date with them: a name none of them can start in is passed over at once.
    private(set) var pointerStarts = PointerStarts([])
    /// Names and nouns in which pointer words tell no one to do anything ("press release", "tap to pay").
    public var pointerNouns: [PointerPhrase] = []
    /// The sections the text declares, empty ones included.
    public private(set) var sections: Set<Section> = []
    /// Every word of the phrase, filler, direction and deictic entries, kept up to date as they
    /// change: ``genericMatch(_:typos:)`` looks no further at a name with a word outside them.
    public private(set) var entryWords: Set<String> = []
    /// Every phrase, filler, direction and deictic entry: what a name in a script without spaces
    /// is cut into. Kept up to date like `entryWords`.
    private(set) var entryVocabulary: Set<String> = []
    /// The length of the longest entry of `entryVocabulary`, in Characters: how far back a cut
    /// into it looks. Kept up to date like `entryWords`, not measured for every name.
    private(set) var longestEntryLength = 0
    /// The phrases a typo may stand for (8 letters or more), measured once. Kept up to date like `entryWords`.
    private(set) var typoCandidates: [TypoCandidate] = []
    /// The language's folding (Turkish dotless i, Japanese kana), applied to `phrases`, `filler`,
    /// `direction`, `deictic`, `allowed`, `suffixes` and `newWindow` when parsed and to every name
    /// ``isGeneric(_:)`` tests.
    /// Made from `tag` once, not for every name folded.
    public private(set) var folding: LanguageFolding

    /// Parses the text of `<tag>.txt`; throws a ``ParseError`` at the first unknown section or
    /// entry outside a section.
    public init(tag: String, text: String) throws(ParseError) {
        self.tag = tag
        self.folding = LanguageFolding(tag: tag)
        var section: Section?
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = rawLine.trimmingWhitespaces()
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("["), line.hasSuffix("]") {
                let name = line.dropFirst().dropLast().trimmingWhitespaces()
                guard let known = Section(rawValue: name) else {
                    throw ParseError(tag: tag, line: index + 1, reason: .unknownSection(name))
                }
                section = known
                sections.insert(known)
                continue
            }
            if section == .linkCompounds {
                guard let compound = LinkCompound(line) else {
                    throw ParseError(tag: tag, line: index + 1, reason: .compoundWithoutLinkWord(line))
                }
                linkCompounds.append(compound)
                continue
            }
            if section == .fileTypes {
                guard let (kind, words) = Self.fileTypeLine(line) else {
                    throw ParseError(tag: tag, line: index + 1, reason: .unknownFileKind(line))
                }
                fileTypes[kind, default: []].append(contentsOf: words)
                continue
            }
            if section == .pointerWords || section == .pointerNouns {
                // Read from the line itself: normalizing would drop a stem's `*`.
                if let phrase = PointerPhrase(line, folding: folding) {
                    if section == .pointerWords { pointerWords.append(phrase) } else { pointerNouns.append(phrase) }
                }
                continue
            }
            let entry = LinkText.normalize(line)
            guard !entry.isEmpty else { continue }
            switch section {
            case nil: throw ParseError(tag: tag, line: index + 1, reason: .entryOutsideSection(line))
            case .phrases: phrases.insert(entry)
            case .filler: filler.insert(entry)
            case .suffixes: suffixes.append(entry)
            case .newWindow: newWindow.insert(entry)
            case .linkWords: linkWords.insert(entry)
            case .linkNounFollowers: linkNounFollowers.insert(entry)
            case .linkVerbFollowers: linkVerbFollowers.append(entry)
            case .linkDeterminers: linkDeterminers.insert(entry)
            case .linkCompounds, .fileTypes, .pointerWords, .pointerNouns: break
            case .commonWords: commonWords.insert(entry)
            case .direction: direction.insert(entry)
            case .deictic: deictic.insert(entry)
            case .allowed: allowed.insert(entry)
            }
        }
        let folding = self.folding
        if !folding.isIdentity {
            phrases = Set(phrases.map(folding.fold))
            filler = Set(filler.map(folding.fold))
            direction = Set(direction.map(folding.fold))
            deictic = Set(deictic.map(folding.fold))
            allowed = Set(allowed.map(folding.fold))
            suffixes = suffixes.map(folding.fold)
            newWindow = Set(newWindow.map(folding.fold))
            fileTypes = fileTypes.mapValues { $0.map(folding.fold) }
        }
        suffixes.sort { $0.count > $1.count }
        entriesChanged()
        pointerStarts = PointerStarts(pointerWords)
    }

    /// Recomputes what is derived from the phrase, filler, direction and deictic entries.
    private mutating func entriesChanged() {
        entryWords = Self.words(of: [phrases, filler, direction, deictic])
        entryVocabulary = phrases.union(filler).union(direction).union(deictic)
        longestEntryLength = entryVocabulary.lazy.map(\.count).max() ?? 0
        // In order (the search keeps the first phrase in that order; equal lists compare equal).
        typoCandidates = phrases.compactMap(TypoCandidate.init).sorted { $0.phrase < $1.phrase }
    }

    /// The normalized entries of one section.
    public func entries(of section: Section) -> Set<String> {
        switch section {
        case .phrases: phrases
        case .filler: filler
        case .suffixes: Set(suffixes)
        case .newWindow: newWindow
        case .linkWords: linkWords
        case .linkNounFollowers: linkNounFollowers
        case .linkVerbFollowers: Set(linkVerbFollowers)
        case .linkDeterminers: linkDeterminers
        case .linkCompounds: Set(linkCompounds.map(\.description))
        case .fileTypes: Set(fileTypes.flatMap { kind, words in words.map { "\(kind.rawValue): \($0)" } })
        case .commonWords: commonWords
        case .direction: direction
        case .deictic: deictic
        case .allowed: allowed
        case .pointerWords: Set(pointerWords.map(\.description))
        case .pointerNouns: Set(pointerNouns.map(\.description))
        }
    }

    /// The sections this list lacks, in file order: every section but the ``Section/optional`` ones
    /// must be declared (an empty one says "none in this language"), and the ``Section/required`` ones
    /// must hold entries.
    public var missingSections: [Section] {
        Section.allCases.filter {
            (!sections.contains($0) && !Section.optional.contains($0)) || (Section.required.contains($0) && entries(of: $0).isEmpty)
        }
    }

    /// The normalized name without behavior suffixes ("opens in a new tab", "pdf").
    public func strippingSuffixes(_ normalized: String) -> String {
        var text = folding.fold(normalized)
        var changed = true
        while changed {
            changed = false
            for suffix in suffixes where text.hasSuffix(suffix) && text != suffix {
                let cut = text.dropLast(suffix.count)
                guard cut.isEmpty || cut.hasSuffix(" ") || LinkText.isUnspaced(suffix) else { continue }
                text = cut.trimmingWhitespaces()
                changed = true
            }
        }
        return text
    }

    /// Whether a normalized name is generic in this language (``genericMatch(_:typos:)``). The name
    /// is folded for the language first (``folding``).
    public func isGeneric(_ normalized: String) -> Bool {
        genericMatch(normalized) != nil
    }

    /// Whether `text` can be cut entirely into entries of ``entryVocabulary`` (dynamic programming).
    func segmentsIntoEntries(_ text: String) -> Bool {
        let vocabulary = entryVocabulary
        let characters = Array(text)
        var reachable = [Bool](repeating: false, count: characters.count + 1)
        reachable[0] = true
        let maxLength = longestEntryLength
        guard maxLength > 0 else { return characters.isEmpty }
        for end in 1...max(characters.count, 1) where end <= characters.count {
            for length in 1...min(end, maxLength) where reachable[end - length] {
                if vocabulary.contains(String(characters[(end - length)..<end])) { reachable[end] = true; break }
            }
        }
        return reachable[characters.count]
    }
}

/// Every language list linkaudit ships, by language tag.
public struct LanguageLists: Sendable {
    public let lists: [String: LanguageList]
    /// What is derived from `lists` once, on first use (``LanguageListsMemo``).
    let memo = LanguageListsMemo()

    /// The lists compiled into the module from `Languages/*.txt` (`sources`, which
    /// `scripts/generate-language-lists` writes): the binary needs no resource files.
    public init() {
        self.init(lists: Self.shipped.lists)
    }

    /// The compiled lists parsed once: every list that parses, and the error of each that does not
    /// (a test keeps `errors` empty).
    public static let shipped: (lists: [LanguageList], errors: [LanguageList.ParseError]) = parse(sources)

    /// Parses list texts by tag, collecting the error of each text that does not parse instead of
    /// stopping at it.
    public static func parse(_ sources: [(tag: String, text: String)]) -> (lists: [LanguageList], errors: [LanguageList.ParseError]) {
        // Parsed side by side (the shipped lists are parsed before a run's first file is read),
        // each into its own slot, then taken in the sources' order.
        let slots = ParsedListSlots(count: sources.count)
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            let result = Result { () throws(LanguageList.ParseError) in try LanguageList(tag: sources[index].tag, text: sources[index].text)
            }
            slots.set(result, at: index)
        }
        var lists: [LanguageList] = []
        var errors: [LanguageList.ParseError] = []
        for result in slots.results {
            switch result {
            case .success(let list): lists.append(list)
            case .failure(let error): errors.append(error)
            case nil: break
            }
        }
        return (lists, errors)
    }

    public init(lists: [LanguageList]) {
        let byTag = Dictionary(uniqueKeysWithValues: lists.map { ($0.tag, $0) })
        self.lists = byTag
        everyList = byTag.keys.sorted().compactMap { byTag[$0] }
        listOfTag = byTag.mapValues { [$0] }
    }

    /// Every list, by tag: what applies when the language is unknown (asked for each link).
    private let everyList: [LanguageList]
    /// Each list alone, by its tag: what ``lists(for:)`` returns for a tag that names a list, made
    /// once instead of for each link (a list is a large value: copying it retains every field).
    private let listOfTag: [String: [LanguageList]]

    /// The lists that apply to a language tag: the list of the first of its
    /// `LanguageTag.lookupCandidates` that has one (`pt-BR` -> `pt`, `zh-TW` -> `zh-Hant`, `nb` -> `no`);
    /// every list when the language is unknown; none (not classified) when the language has no
    /// list or the text is not a language tag.
    public func lists(for language: String?) -> [LanguageList] {
        guard let language, !language.isEmpty else { return everyList }
        // A bare primary subtag in lower case (`en`, `de`) is its own only candidate, except for the
        // three that map elsewhere: no need to parse it.
        if (2...3).contains(language.utf8.count), language.utf8.allSatisfy({ (0x61...0x7A).contains($0) }),
            language != "zh", language != "nb", language != "nn"
        {
            return listOfTag[language] ?? []
        }
        return memo.lists(forTag: language) {
            for candidate in LanguageTag(language)?.lookupCandidates ?? [] {
                if let list = listOfTag[candidate] { return list }
            }
            return []
        }
    }

    /// Whether a language has a list (otherwise its links are "not classified").
    public func isClassified(_ language: String?) -> Bool {
        language == nil || !lists(for: language).isEmpty
    }
}

/// The result of parsing each list, filled by index from the threads that parse them.
private final class ParsedListSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Result<LanguageList, LanguageList.ParseError>?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ result: Result<LanguageList, LanguageList.ParseError>, at index: Int) {
        lock.withLock { storage[index] = result }
    }

    var results: [Result<LanguageList, LanguageList.ParseError>?] { lock.withLock { storage } }
}
