import Foundation
import LinkAuditModel

/// The generic-link-text and link-word lists of one language, written in `Languages/<tag>.txt` and
/// compiled into the module (``LanguageLists/init()``).
///
/// File format: `# comment` lines, and sections `[phrases]` (exact generic names), `[filler]`
/// (words that say nothing about a destination: a name made only of them is generic),
/// `[suffixes]` (behavior announcements stripped before the generic test: "opens in a new tab"),
/// `[new-window]` (words that tell a link opens a new window or tab, found anywhere in its name or
/// description: "new tab", "neuem Fenster"; `new-window-without-warning`), the optional
/// `[new-window-notice]` (one line, as written: the words `--fix --unsafe-fixes` adds after such a
/// link's text, "opens in a new tab"),
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
        case newWindowNotice = "new-window-notice"
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
        public static let optional: [Section] = [.direction, .deictic, .allowed, .newWindowNotice]
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

    /// The list's entries and what is derived from them, shared by copies of the list until one
    /// changes (``Parts``): rules copy lists for every link they judge, and a copy of two dozen
    /// sets and arrays costs two dozen reference counts.
    var box: Box

    /// Parses the text of `<tag>.txt`; throws a ``ParseError`` at the first unknown section or
    /// entry outside a section.
    public init(tag: String, text: String) throws(ParseError) {
        var parts = Parts(tag: tag)
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
                parts.sections.insert(known)
                continue
            }
            if section == .linkCompounds {
                guard let compound = LinkCompound(line) else {
                    throw ParseError(tag: tag, line: index + 1, reason: .compoundWithoutLinkWord(line))
                }
                parts.linkCompounds.append(compound)
                continue
            }
            if section == .fileTypes {
                guard let (kind, words) = Self.fileTypeLine(line) else {
                    throw ParseError(tag: tag, line: index + 1, reason: .unknownFileKind(line))
                }
                parts.fileTypes[kind, default: []].append(contentsOf: words)
                continue
            }
            if section == .newWindowNotice {
                // Written as shown, not normalized: the first line only.
                if parts.newWindowNotice == nil { parts.newWindowNotice = String(line) }
                continue
            }
            if section == .pointerWords || section == .pointerNouns {
                // Read from the line itself: normalizing would drop a stem's `*`.
                if let phrase = PointerPhrase(line, folding: parts.folding) {
                    if section == .pointerWords { parts.pointerWords.append(phrase) } else { parts.pointerNouns.append(phrase) }
                }
                continue
            }
            let entry = LinkText.normalize(line)
            guard !entry.isEmpty else { continue }
            switch section {
            case nil: throw ParseError(tag: tag, line: index + 1, reason: .entryOutsideSection(line))
            case .phrases: parts.phrases.insert(entry)
            case .filler: parts.filler.insert(entry)
            case .suffixes: parts.suffixes.append(entry)
            case .newWindow: parts.newWindow.insert(entry)
            case .linkWords: parts.linkWords.insert(entry)
            case .linkNounFollowers: parts.linkNounFollowers.insert(entry)
            case .linkVerbFollowers: parts.linkVerbFollowers.append(entry)
            case .linkDeterminers: parts.linkDeterminers.insert(entry)
            case .linkCompounds, .fileTypes, .pointerWords, .pointerNouns, .newWindowNotice: break
            case .commonWords: parts.commonWords.insert(entry)
            case .direction: parts.direction.insert(entry)
            case .deictic: parts.deictic.insert(entry)
            case .allowed: parts.allowed.insert(entry)
            }
        }
        let folding = parts.folding
        if !folding.isIdentity {
            parts.phrases = Set(parts.phrases.map(folding.fold))
            parts.filler = Set(parts.filler.map(folding.fold))
            parts.direction = Set(parts.direction.map(folding.fold))
            parts.deictic = Set(parts.deictic.map(folding.fold))
            parts.allowed = Set(parts.allowed.map(folding.fold))
            parts.suffixes = parts.suffixes.map(folding.fold)
            parts.newWindow = Set(parts.newWindow.map(folding.fold))
            parts.fileTypes = parts.fileTypes.mapValues { $0.map(folding.fold) }
        }
        parts.suffixes.sort { $0.count > $1.count }
        parts.entriesChanged()
        parts.pointerStarts = PointerStarts(parts.pointerWords)
        box = Box(parts)
    }

    /// The normalized entries of one section.
    public func entries(of section: Section) -> Set<String> {
        switch section {
        case .phrases: phrases
        case .filler: filler
        case .suffixes: Set(suffixes)
        case .newWindow: newWindow
        case .newWindowNotice: Set(newWindowNotice.map { [LinkText.normalize($0)] } ?? [])
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
            // A suffix's last byte is asked first: text and suffixes are normalized alike, so one
            // that ends the text ends in the same byte (`hasSuffix` compares Characters, costly).
            for suffix in suffixes where suffix.utf8.last == text.utf8.last && text.hasSuffix(suffix) && text != suffix {
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
        return LanguageTag(language).map(lists(of:)) ?? []
    }

    /// The lists that apply to a link's language, as ``lists(for:)-(String?)`` gives them, looked
    /// up by the tag the link holds (`Link.languageTag`) instead of its spelling.
    public func lists(for link: Link) -> [LanguageList] {
        guard let language = link.language, !language.isEmpty else { return everyList }
        return link.languageTag.map(lists(of:)) ?? []
    }

    /// The lists of a tag: those of its first lookup candidate that has one.
    private func lists(of tag: LanguageTag) -> [LanguageList] {
        // A bare primary subtag (`en`, `de`) is its own only candidate, but for the three that map elsewhere.
        if tag.description.utf8.count <= 3, tag.description != "zh", tag.description != "nb", tag.description != "nn" {
            return listOfTag[tag.description] ?? []
        }
        return memo.lists(forTag: tag.description) {
            for candidate in tag.lookupCandidates {
                if let list = listOfTag[candidate] { return list }
            }
            return []
        }
    }

    /// Whether a language has a list (otherwise its links are "not classified").
    public func isClassified(_ language: String?) -> Bool {
        language == nil || !lists(for: language).isEmpty
    }

    /// Whether a link's language has a list (otherwise the link is "not classified").
    public func isClassified(_ link: Link) -> Bool {
        link.language == nil || !lists(for: link).isEmpty
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
