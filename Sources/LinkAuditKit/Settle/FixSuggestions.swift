import Foundation
import LinkAuditModel
import LinkAuditReporters
import LinkAuditRules

/// Fix suggestions from the destination's own title (issue 14, item 8): when a finding asks for a
/// new link name and its link leads to a page of the run (`SiteIndex.target(of:)`: a relative path,
/// or an absolute URL through `siteURL`), the finding's fix proposes that page's title, in the
/// link's language: `name it “Sync your bookmarks” (the title of docs/sync.md)`.
///
/// The rules whose fix is a new name: `generic-link-text` and `url-as-link-text` (the name says
/// nothing of the page, or only its address: the title replaces their advice, which asks for the
/// page's name), `empty-link-name` (a name is missing: the rule's advice says where to write it) and
/// `ambiguous-link-text` (for the link the finding is at; each other destination still needs its
/// own name, as the rule's advice says). Rules whose fix keeps the name (`link-word-in-name` drops a
/// word, `label-not-in-name` aligns the label with the visible text) get none.
///
/// A title is proposed only when it can name the page soundly:
/// - the link's text is not code (``Link/isCodeText``: an identifier such as `suexec` is kept);
/// - the link leads to another page, not to a section of one (`#fragment`: the page's title does
///   not name the section) nor to its own page;
/// - the page's language (its `lang`, file name or front matter; else the language its links were
///   given, detected from its text; else detected from the title when the guess is clear) is the
///   link's, or either is unknown (`LanguageTag.isSameLanguage`);
/// - it is not generic in the link's language (`LanguageList.genericMatch`: a page titled
///   "Learn more" names nothing), nor made of the list's filler words alone ("Details"), and not
///   the link's name already;
/// - no other page of the run has the same title (a site name in every page's `<h1>`, two
///   translations left in one language): two links so named would be ambiguous;
/// - no other link of the link's page carries the title as its name to another destination
///   (``PageLinkNames``): the renamed link would be ambiguous with it;
/// - a `<title>`'s site suffix (`Intro - Example Docs`) is cut when the same suffix ends at least
///   three `<title>`s of the run and at least half of them.
enum FixSuggestions {
    /// The rules whose findings get a suggestion.
    static let renamingRules: Set<RuleID> = ["generic-link-text", "url-as-link-text", "empty-link-name", "ambiguous-link-text"]
    /// Separators between a `<title>`'s page name and its site's name.
    static let separators = [" - ", " | ", " — ", " – ", " · ", " :: "]

    /// Sets the fix of each finding that can name its link by its destination's title.
    /// - Parameters:
    ///   - findings: the run's findings, in any order.
    ///   - links: the links the findings name, sorted by id.
    ///   - site: the run's pages.
    ///   - languages: the lists the generic test uses.
    ///   - detector: tells a title's language when its page does not say.
    ///   - textPlaces: where the visible text of links stands (``LinkTextPlace``), by link id: a
    ///     suggestion for such a link records the edit that writes it (``FixReplacements``), unless
    ///     its finding is an inline link's `ambiguous-link-text`.
    ///   - pageNames: the names of the links of each page with a renaming finding, by file.
    static func apply(
        to findings: inout [Finding], links: [Link], site: SiteIndex, languages: LanguageLists, detector: LanguageDetector,
        textPlaces: [Int: LinkTextPlace] = [:], pageNames: [String: PageLinkNames] = [:]
    ) {
        guard !site.pages.isEmpty, findings.contains(where: { renamingRules.contains($0.rule) }) else { return }
        let titles = PageTitles(site)
        let linksByID = LinkIndex(links)
        for index in findings.indices where renamingRules.contains(findings[index].rule) {
            // A fragment leads to a section, which the page's title does not name.
            guard let id = findings[index].link, let link = linksByID[id], !link.isCodeText, let target = site.target(of: link),
                target.fragment?.isEmpty ?? true, target.path != link.file, let title = titles.title(of: target.path),
                let text = proposal(title, for: link, languages: languages, detector: detector),
                !(pageNames[link.file]?.collides(name: text, normalizedDestination: link.normalizedDestination) ?? false)
            else { continue }
            let suggestion = "name it “\(text)” (the title of \(target.path))"
            let own = findings[index].fix
            switch findings[index].rule {
            case "generic-link-text" where link.title != nil: findings[index].fix = suggestion + own.map { "; or " + $0 }.orEmpty
            case "generic-link-text", "url-as-link-text": findings[index].fix = suggestion
            default: findings[index].fix = suggestion + own.map { "; " + $0 }.orEmpty
            }
            // An inline link's words are part of its sentence: a new name for a link that says
            // too little ("here") reads in their place, but one that is a word of the sentence
            // (an ambiguous "directives") would break it, so that link gets the advice alone.
            if link.file == findings[index].file, findings[index].rule != "ambiguous-link-text" || link.placement == .standalone {
                findings[index].replacement = textPlaces[link.id].flatMap { FixReplacements.replacement(at: $0, by: text) }
            }
        }
    }

    /// The page's title with the page's language when the page did not declare one: the language
    /// most of its links were given (detected from the page's own text), else `nil`. A help page
    /// without `lang` is still known to be English when its text is, so a French link to it gets
    /// no English title.
    static func withPageLanguage(_ title: DocumentTitle?, links: [Link]) -> DocumentTitle? {
        guard var title, title.language == nil else { return title }
        var counts: [String: Int] = [:]
        for link in links { if let language = link.language { counts[language, default: 0] += 1 } }
        title.language = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
        return title
    }

    /// The title's text when it may name `link`; `nil` otherwise.
    static func proposal(_ title: DocumentTitle, for link: Link, languages: LanguageLists, detector: LanguageDetector) -> String? {
        let pageLanguage = title.language ?? detector.detect(title.text).flatMap { $0.confident ? $0.language : nil }
        if let pageLanguage, let own = link.languageTag, let page = LanguageTag(pageLanguage), !page.isSameLanguage(as: own) {
            return nil
        }
        let normalized = LinkText.normalize(title.text)
        guard !normalized.isEmpty, normalized != LinkText.normalize(link.name) else { return nil }
        // Generic, or one filler word a link name may stand on but a page cannot ("Details").
        let words = normalized.split(separator: " ").map(String.init)
        guard
            !languages.lists(for: link).contains(where: {
                $0.genericMatch(normalized, typos: false) != nil || words.allSatisfy($0.filler.contains)
            })
        else { return nil }
        return title.text
    }
}

/// The run's page titles as suggestions use them: site suffixes cut, titles that more than one
/// page carries left out (``FixSuggestions``).
struct PageTitles {
    private var titles: [String: DocumentTitle] = [:]

    init(_ site: SiteIndex) {
        let elementTitles = site.pages.values.compactMap { $0.title?.source == .titleElement ? $0.title?.text : nil }
        var suffixCounts: [String: Int] = [:]
        for text in elementTitles { if let suffix = Self.suffix(of: text) { suffixCounts[suffix, default: 0] += 1 } }
        let siteSuffixes = Set(suffixCounts.filter { $0.value >= 3 && 2 * $0.value >= elementTitles.count }.keys)
        var pagesOfTitle: [String: Int] = [:]
        for (path, page) in site.pages {
            guard var title = page.title else { continue }
            if title.source == .titleElement, let suffix = Self.suffix(of: title.text), siteSuffixes.contains(suffix) {
                title.text = String(title.text.dropLast(suffix.count))
            }
            titles[path] = title
            pagesOfTitle[LinkText.normalize(title.text), default: 0] += 1
        }
        Self.inferLanguages(&titles)
        titles = titles.filter { pagesOfTitle[LinkText.normalize($0.value.text)] == 1 }
    }

    /// A page that says nothing of its language (no `lang`, no link whose language was detected)
    /// takes the one language of the pages around it: of its folder's pages with a known
    /// language, else of its parent folder's, and so on up, as long as those pages agree. A help
    /// center written in English is English throughout; a folder of several languages decides
    /// nothing.
    static func inferLanguages(_ titles: inout [String: DocumentTitle]) {
        var languagesBelow: [String: Set<String>] = [:]
        for (path, title) in titles {
            guard let language = title.language.flatMap({ LanguageTag($0)?.writtenLanguage }) else { continue }
            for folder in folders(of: path) { languagesBelow[folder, default: []].insert(language) }
        }
        for (path, title) in titles where title.language == nil {
            for folder in folders(of: path) {
                guard let languages = languagesBelow[folder] else { continue }
                if languages.count == 1 { titles[path]?.language = languages.first }
                break
            }
        }
    }

    /// The folders holding `path`, nearest first, the working directory (`""`) last.
    static func folders(of path: String) -> [String] {
        // A clean relative path (no `/` at its ends, none doubled): each folder is the text before
        // one of its slashes, cut from its bytes.
        let utf8 = path.utf8
        if utf8.first != 0x2F, utf8.last != 0x2F, utf8.firstRange(ofBytes: [0x2F, 0x2F]) == nil {
            var result: [String] = []
            var end = utf8.endIndex
            while let slash = utf8[..<end].lastIndex(of: 0x2F) {
                result.append(String(path[..<slash]))
                end = slash
            }
            return result + [""]
        }
        var parts = path.split(separator: "/").dropLast()
        var result: [String] = []
        while !parts.isEmpty {
            result.append(parts.joined(separator: "/"))
            parts.removeLast()
        }
        return result + [""]
    }

    /// The page's title, `nil` when it has none or shares it.
    func title(of path: String) -> DocumentTitle? { titles[path] }

    /// The part of a `<title>` from its last separator on (`" - Example Docs"`), when text stands before it.
    static func suffix(of text: String) -> String? {
        let cuts = FixSuggestions.separators.compactMap { text.range(of: $0, options: .backwards)?.lowerBound }
        guard let cut = cuts.max(), cut > text.startIndex else { return nil }
        return String(text[cut...])
    }
}

extension Optional where Wrapped == String {
    /// The string, or `""`.
    fileprivate var orEmpty: String { self ?? "" }
}
