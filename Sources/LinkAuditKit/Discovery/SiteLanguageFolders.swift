import Foundation
import LinkAuditExtractors
import LinkAuditModel

/// The language of each page a site keeps in a per-language layout (issue 24, section 4;
/// `docs/model.md`, Language), for pages that declare none:
/// - Docusaurus: `i18n/LANG/docusaurus-plugin-content-docs/…` (also `-blog`, `-pages`);
/// - Starlight: `src/content/docs/LANG/…`, where the site's `locales.json` or the `locales` of its
///   `astro.config.*` lists `LANG` (a folder they do not list is not a language);
/// - any other folder named by a language tag (`ko`, `zh-cn`, `pt_BR`) beside another such folder,
///   two of them languages with a generic-text list: Hugo's `content/LANG/`, MkDocs's `docs/LANG/`,
///   a top folder per language. `it/`, `id/`, `no/` or `my/` alone are ordinary folders.
///
/// A page's declared language (front matter, `lang`, a file name) wins over its folder, and its
/// folder over detection. Each folder is listed once per run. A language suffix in a Markdown
/// page's name (`guide.fr.md`) is read here too (``detect(for:hasList:)``).
struct SiteLanguageFolders {
    /// The ISO 639-1 codes: what a folder named by a language starts with.
    static let codes: Set<String> = Set(
        ("aa ab af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es "
            + "et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka "
            + "kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne "
            + "ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss "
            + "st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu").split(separator: " ")
            .map(String.init))

    private var childFolders: [String: [String]] = [:]
    private var starlightLocales: [String: Set<String>?] = [:]
    /// Whether a language tag has a generic-text list.
    let hasList: (String) -> Bool

    /// The folder language of each Markdown and HTML input that lies in a per-language layout, by
    /// its path as reports show it.
    /// A Markdown page named with a language suffix (`guide.fr.md`, Hugo's and MkDocs i18n's
    /// translation by file name) takes it from its name (`LanguageSource.fileName`) when the suffix is
    /// a language tag with a generic-text list and a sibling holds the same page (`guide.md`, or
    /// `guide.de.md`): `notes.it.md` alone is not a translation.
    static func detect(
        for inputs: [Discovery.Input], hasList: @escaping (String) -> Bool
    ) -> [String: (language: String, source: LanguageSource)] {
        var folders = SiteLanguageFolders(hasList: hasList)
        var found: [String: (language: String, source: LanguageSource)] = [:]
        let pages = inputs.filter { $0.format == .markdown }.map { Self.suffixed($0.path) }
        var pagesByBase: [String: Int] = [:]
        for page in pages { pagesByBase[page.base, default: 0] += 1 }
        for (input, page) in zip(inputs.filter { $0.format == .markdown }, pages) {
            guard let tag = page.language, hasList(LanguageTag.canonical(tag)), pagesByBase[page.base, default: 0] >= 2 else { continue }
            found[input.path] = (LanguageTag.canonical(tag), .fileName)
        }
        for input in inputs where (input.format == .markdown || input.format == .html) && found[input.path] == nil {
            if let language = folders.language(of: input) { found[input.path] = (language, .folder) }
        }
        return found
    }

    /// A Markdown path without its language suffix (`docs/guide.fr.md` is `docs/guide` and `fr`;
    /// `docs/guide.md` is `docs/guide` and none).
    static func suffixed(_ path: String) -> (base: String, language: String?) {
        var name = Substring(path)
        guard let dot = name.lastIndex(of: "."), !name[dot...].contains("/") else { return (path, nil) }
        name = name[..<dot]
        if let second = name.lastIndex(of: "."), !name[second...].contains("/") {
            let tag = String(name[name.index(after: second)...])
            if isTag(tag) { return (String(name[..<second]), tag) }
        }
        return (String(name), nil)
    }

    /// Whether a folder name is a language tag: an ISO 639-1 code, alone or with a region or
    /// script (`zh-cn`, `pt_BR`, `zh-Hant`).
    static func isTag(_ name: String) -> Bool {
        let parts = name.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let first = parts.first, parts.count <= 2, codes.contains(String(first)), first.allSatisfy(\.isLowercase) else {
            return false
        }
        return parts.count == 1 || (2...4).contains(parts[1].count) && parts[1].allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// The language of one input's folders, nearest first; `nil` when none is a language's.
    private mutating func language(of input: Discovery.Input) -> String? {
        let root = input.root ?? Discovery.folder(of: input.absolutePath)
        guard input.absolutePath.hasPrefix(root + "/") else { return nil }
        let parts = input.absolutePath.dropFirst(root.count + 1).split(separator: "/").map(String.init).dropLast()
        for index in parts.indices.reversed() where Self.isTag(parts[index]) {
            let parent = root + (index == 0 ? "" : "/" + parts[..<index].joined(separator: "/"))
            if index >= 1, parts[index - 1] == "i18n", index + 1 < parts.count, parts[index + 1].hasPrefix("docusaurus-plugin-content-") {
                return LanguageTag.canonical(parts[index])
            }
            if index >= 3, parts[(index - 3)..<index].elementsEqual(["src", "content", "docs"]) {
                let site = root + (index == 3 ? "" : "/" + parts[..<(index - 3)].joined(separator: "/"))
                if let locales = locales(ofStarlightSite: site) {
                    if locales.contains(parts[index].lowercased()) { return LanguageTag.canonical(parts[index]) }
                    continue
                }
            }
            let siblings = children(of: parent).filter(Self.isTag)
            if siblings.count >= 2, siblings.filter({ hasList(LanguageTag.canonical($0)) }).count >= 2 {
                return LanguageTag.canonical(parts[index])
            }
        }
        return nil
    }

    /// The folders in a folder, listed once.
    private mutating func children(of folder: String) -> [String] {
        if let known = childFolders[folder] { return known }
        let names = (FileSystem.entries(ofFolder: folder) ?? []).filter { PathText.isFolder(folder + "/" + $0) }.sorted()
        childFolders[folder] = names
        return names
    }

    /// The locales a Starlight site lists (lowercased), from its `locales.json` keys or the
    /// `locales` of its `astro.config.*`; `nil` when it lists none there.
    private mutating func locales(ofStarlightSite site: String) -> Set<String>? {
        if let known = starlightLocales[site] { return known }
        var found: Set<String>?
        let limit = Discovery.siteFileLimit
        if let data = PathText.contents(atPath: site + "/locales.json", limit: limit),
            let object = try? JSONSerialization.jsonObject(with: Data(data)) as? [String: Any]
        {
            found = Set(object.keys.map { $0.lowercased() })
        } else if let config = ["mjs", "ts", "js"].lazy.compactMap({ PathText.contents(atPath: site + "/astro.config." + $0, limit: limit) }
        ).first {
            let text = String(decoding: config, as: UTF8.self)
            if let start = text.range(of: "locales") {
                // Keys written `fr: {`, `'zh-cn': {` or `"pt-br": {` after `locales`.
                let keys = text[start.upperBound...].matches(of: /['"]?([a-zA-Z]{2,3}(?:-[a-zA-Z]{2,4})?)['"]?\s*:\s*\{/)
                let tags = Set(keys.map { String($0.output.1).lowercased() }.filter(Self.isTag))
                if !tags.isEmpty { found = tags }
            }
        }
        starlightLocales[site] = .some(found)
        return found
    }
}
