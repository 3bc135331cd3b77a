import Foundation
import LinkAuditModel

/// Finds the other language a link's text may be written in: an English "Learn More" left in the
/// Russian table, an English "details" on a French page. `generic-link-text` judges such text with
/// that language's list as well as its own (issue 9, item 8).
///
/// The other language is, for a link whose language is known and has a list:
/// - the source language (the table's, else the run's `sourceLanguage`, default `en`), when the
///   source-language value of the same key has a link of the same name: the text was not translated;
/// - the source language, when no word of the name belongs to the link's own language's list and
///   the name has two words or five letters or more (short words are too often shared or a brand:
///   "Plus", "Go");
/// - the language detected from the name itself, when it has four words or more, none of them a
///   word of the link's own language's list, and the detector is confident.
struct UntranslatedText {
    /// Normalized names of source-language links, by table group and key.
    private let sourceNames: [TableKey: Set<String>]
    /// The scope's source language (``Scope/sourceLanguage``): the language of a link's text left
    /// untranslated, unless its string table names another.
    let sourceLanguage: String

    init(scope: Scope) {
        var names: [TableKey: Set<String>] = [:]
        for link in scope.links + scope.referenceLinks {
            guard let entry = link.appCopy, let locale = entry.locale else { continue }
            let source = entry.sourceLanguage ?? scope.sourceLanguage
            guard locale == "Base" || LanguageTag.sameLanguage(locale, source) else { continue }
            names[entry.tableGroupKey, default: []].insert(LinkText.normalize(link.name))
        }
        sourceNames = names
        sourceLanguage = scope.sourceLanguage
    }

    /// The lists of other languages the normalized name may be written in, beside `own`, the list
    /// of the link's own language.
    func otherLists(for link: Link, normalized: String, own: LanguageList, languages: LanguageLists) -> [LanguageList] {
        var others: [LanguageList] = []
        func add(_ language: String) {
            guard let list = languages.lists(for: language).first, list.tag != own.tag, !others.contains(where: { $0.tag == list.tag })
            else { return }
            others.append(list)
        }
        let words = LinkText.words(normalized).map(String.init)
        // Text in the link's own language almost always holds one of its words.
        let foreign = !words.contains(where: languages.memo.vocabulary(of: own).contains)
        let source = link.appCopy?.sourceLanguage ?? sourceLanguage
        if let entry = link.appCopy, sourceNames[entry.tableGroupKey]?.contains(normalized) == true {
            add(source)
        } else if foreign, words.count >= 2 || normalized.count >= 5 {
            add(source)
        }
        if foreign, words.count >= 4, let detected = languages.memo.detector(for: languages).detect(link.name), detected.confident {
            add(detected.language)
        }
        return others
    }
}

extension LanguageList {
    /// Every normalized word of this list's phrases, filler, common, link, direction and deictic words.
    var vocabulary: Set<String> {
        var words = filler.union(commonWords).union(linkWords)
        for entry in phrases.union(direction).union(deictic) { words.formUnion(LinkText.words(entry).map(String.init)) }
        return words
    }
}

/// What a set of lists yields once and every scope reuses: each list's ``LanguageList/vocabulary``
/// and a ``LanguageDetector``. Lists never change after ``LanguageLists`` is made, so the values
/// stay right; they are computed on first use, under a lock (scopes are checked in parallel).
final class LanguageListsMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var vocabularies: [String: Set<String>] = [:]
    private var detector: LanguageDetector?
    private var listsOfTag: [String: [LanguageList]] = [:]

    /// ``LanguageLists/lists(for:)`` of a tag that must be parsed, found once per tag: `make` runs
    /// the first time the tag is asked for.
    func lists(forTag tag: String, make: () -> [LanguageList]) -> [LanguageList] {
        lock.lock()
        defer { lock.unlock() }
        if let known = listsOfTag[tag] { return known }
        let made = make()
        listsOfTag[tag] = made
        return made
    }

    /// ``LanguageList/vocabulary`` of `list`, computed once per tag.
    func vocabulary(of list: LanguageList) -> Set<String> {
        lock.lock()
        defer { lock.unlock() }
        if let known = vocabularies[list.tag] { return known }
        let words = list.vocabulary
        vocabularies[list.tag] = words
        return words
    }

    private struct JudgedName: Hashable {
        var tag: String
        var name: String
        var typos: Bool
    }
    /// The judgments ``genericMatch(of:_:typos:)`` keeps: at most 8,192 (about a megabyte).
    private let judged = BoundedMemo<JudgedName, GenericMatch?>(limit: 8192)

    /// ``LanguageList/genericMatch(_:typos:)`` of `list` (one of the lists this memo belongs to,
    /// known by its tag), judged once per name: names repeat from page to page (navigation bars,
    /// the same page in each language), and a judgment costs far more than a lookup.
    func genericMatch(of list: LanguageList, _ normalized: String, typos: Bool) -> GenericMatch? {
        judged.value(for: JudgedName(tag: list.tag, name: normalized, typos: typos)) { list.genericMatch($0.name, typos: $0.typos) }
    }

    private struct NameInLanguages: Hashable {
        var name: String
        var language: String?
        var sourceLanguage: String
    }
    /// The verdicts ``genericReason(name:language:sourceLanguage:make:)`` keeps: at most 8,192.
    private let reasons = BoundedMemo<NameInLanguages, (reason: String, normalized: String)?>(limit: 8192)

    /// Why the lists find a link name generic (`generic-link-text`), judged once per name, link
    /// language and source language: what the lists say of a link without a string table's entry
    /// depends on these alone. `make` judges it the first time.
    func genericReason(
        name: String, language: String?, sourceLanguage: String, make: () -> (reason: String, normalized: String)?
    ) -> (reason: String, normalized: String)? {
        reasons.value(for: NameInLanguages(name: name, language: language, sourceLanguage: sourceLanguage)) { _ in make() }
    }

    private struct NameInLanguage: Hashable {
        var name: String
        var language: String?
    }
    /// The verdicts ``linkWord(name:language:make:)`` keeps: at most 8,192.
    private let linkWords = BoundedMemo<NameInLanguage, String?>(limit: 8_192)

    /// The link word `link-word-in-name` finds in a link's name, judged once per name and link
    /// language in a run: the lists' verdict depends on these alone. `make` judges it the first time.
    func linkWord(name: String, language: String?, make: () -> String?) -> String? {
        linkWords.value(for: NameInLanguage(name: name, language: language)) { _ in make() }
    }

    /// The verdicts ``pointerWording(name:language:make:)`` keeps: at most 8,192.
    private let pointerWordings = BoundedMemo<NameInLanguage, String?>(limit: 8_192)

    /// The pointer wording `pointer-words-in-name` finds in a link's name, judged once per name and
    /// link language in a run, as ``linkWord(name:language:make:)`` is.
    func pointerWording(name: String, language: String?, make: () -> String?) -> String? {
        pointerWordings.value(for: NameInLanguage(name: name, language: language)) { _ in make() }
    }

    /// A detector over `lists`, the lists this memo belongs to.
    func detector(for lists: LanguageLists) -> LanguageDetector {
        lock.lock()
        defer { lock.unlock() }
        if let detector { return detector }
        let made = LanguageDetector(lists: lists)
        detector = made
        return made
    }
}
