import LinkAuditModel

/// Languages named by file paths: `.lproj` folders and content-negotiation file names.
public enum LocalePath {
    /// The locale of a string table from its `.lproj` folder (`fr.lproj` -> `fr`,
    /// `pt-BR.lproj` -> `pt-BR`, `zh_Hans.lproj` -> `zh-Hans`); `Base.lproj` and paths without one give `nil`.
    public static func lprojLocale(of path: String) -> String? {
        for component in path.split(separator: "/").reversed() where component.hasSuffix(".lproj") {
            let name = String(component.dropLast(".lproj".count))
            if name.lowercased() == "base" || name.isEmpty { return nil }
            if name == "English" { return "en" }
            return LanguageTag.canonical(name)
        }
        return nil
    }

    /// The name of the folder a file is in (`res/values-de/strings.xml` -> `values-de`), `""` at the top.
    public static func parentFolderName(of path: String) -> String {
        let components = path.split(separator: "/")
        return components.count >= 2 ? String(components[components.count - 2]) : ""
    }

    /// Whether a folder name is an Android resource values folder: `values`, or `values-` and
    /// qualifiers (`values-de`, `values-night`, `values-b+sr+Latn`).
    public static func isAndroidValuesFolder(_ name: String) -> Bool {
        name == "values" || name.hasPrefix("values-")
    }

    /// The locale an Android resource values folder's qualifiers name (issue 27): `values-de` ->
    /// `de`, `values-pt-rBR` -> `pt-BR`, `values-b+sr+Latn` -> `sr-Latn`, `values-mcc310-en-rUS`
    /// -> `en-US`; `nil` for `values` and for folders whose qualifiers name no language
    /// (`values-night`, `values-v21`, `values-sw600dp`).
    public static func androidLocale(ofFolder name: String) -> String? {
        guard name.hasPrefix("values-") else { return nil }
        var qualifiers = name.dropFirst("values-".count).split(separator: "-").map(String.init)
        // Mobile country and network codes come before the language.
        while let first = qualifiers.first, first.hasPrefix("mcc") || first.hasPrefix("mnc") { qualifiers.removeFirst() }
        guard let written = qualifiers.first else { return nil }
        if written.hasPrefix("b+") {
            // BCP 47: `b+sr+Latn`, `b+es+419`.
            let subtags = written.dropFirst(2).split(separator: "+").map(String.init)
            guard let primary = subtags.first, (2...3).contains(primary.count), primary.allSatisfy({ $0.isASCII && $0.isLetter })
            else { return nil }
            return LanguageTag.canonical(subtags.joined(separator: "-"))
        }
        // `car` is the car UI mode, not a language (aapt2 reads it so); Android writes Indonesian,
        // Hebrew and Yiddish with their old codes (`values-in`, `values-iw`, `values-ji`).
        guard (2...3).contains(written.count), written.allSatisfy({ $0.isASCII && $0.isLowercase }), written != "car"
        else { return nil }
        let language = ["in": "id", "iw": "he", "ji": "yi"][written] ?? written
        // A region follows as `rBR`.
        if qualifiers.count >= 2, qualifiers[1].count == 3, qualifiers[1].hasPrefix("r") {
            return LanguageTag.canonical(language + "-" + qualifiers[1].dropFirst().uppercased())
        }
        return LanguageTag.canonical(language)
    }

    /// A gettext language name as a language tag's spelling: `pt_BR` stays (``LanguageTag`` reads
    /// `_`), the `@latin` and `@cyrillic` modifiers become scripts (`sr@latin` -> `sr_Latn`), other
    /// modifiers (`ca@valencia`) and a charset (`de_DE.UTF-8`) are left out.
    public static func gettextLanguage(_ name: String) -> String {
        var name = name
        var script: String?
        if let at = name.firstIndex(of: "@") {
            script = ["latin": "Latn", "cyrillic": "Cyrl"][name[name.index(after: at)...].lowercased()]
            name = String(name[..<at])
        }
        if let dot = name.firstIndex(of: ".") { name = String(name[..<dot]) }
        guard let script else { return name }
        let parts = name.split(separator: "_", maxSplits: 1)
        return parts.count == 2 ? "\(parts[0])_\(script)_\(parts[1])" : "\(name)_\(script)"
    }

    /// Three-letter languages that gettext projects commonly name files after (`ast.po`): other
    /// three-letter names (`app.po`, `web.po`) are domains, not languages.
    private static let gettextThreeLetterLanguages: Set<String> = [
        "ast", "ckb", "crh", "csb", "dsb", "fil", "fur", "haw", "hsb", "kab", "kmr", "mai", "nds", "nso", "oci", "szl", "yue",
    ]

    /// A file or folder name that is a language as gettext and Flutter write them (issue 27):
    /// `language[_Script][_REGION]` (`de`, `pt_BR`, `zh_Hant_TW`, `sr@latin`), the language in
    /// lower case (`DE`, `API` name other things), two letters or a three-letter language that
    /// projects commonly name files after (`ast`; not `app` or `web`), nothing after the region
    /// (`my-plugin` is no Burmese). - Returns: the canonical tag, or `nil`.
    public static func languageName(_ text: String) -> String? {
        let spelled = gettextLanguage(text)
        let parts = spelled.split(separator: "_", omittingEmptySubsequences: false)
        guard let primary = parts.first, (2...3).contains(primary.count), primary.allSatisfy({ $0.isASCII && $0.isLowercase }),
            parts.count <= 3, let tag = LanguageTag(spelled)
        else { return nil }
        let rest = parts.dropFirst()
        let isScript = { (part: Substring) in part.count == 4 && part.allSatisfy { $0.isASCII && $0.isLetter } }
        let isRegion = { (part: Substring) in
            (part.count == 2 && part.allSatisfy { $0.isASCII && $0.isUppercase })
                || (part.count == 3 && part.allSatisfy { $0.isASCII && $0.isNumber })
        }
        switch rest.count {
        case 0: guard primary.count == 2 || gettextThreeLetterLanguages.contains(String(primary)) else { return nil }
        case 1: guard isScript(rest.first!) || isRegion(rest.first!) else { return nil }
        default: guard isScript(rest.first!), isRegion(rest.last!) else { return nil }
        }
        return tag.description
    }

    /// The language of a Flutter ARB file from its name, when it holds no `@@locale`: the part
    /// after a `_` that is a language (`app_en.arb`, `intl_pt_BR.arb`, `app_zh_Hant_TW.arb`), or
    /// the whole name (`de.arb`); `nil` otherwise.
    public static func arbLocale(of path: String) -> String? {
        let name = String(path.split(separator: "/").last ?? "")
        return arbLocaleRange(ofName: name).flatMap { languageName(String(name[$0])) }
    }

    /// Where an ARB file name's language stands (`app_en.arb` -> `en`), as ``arbLocale(of:)`` reads it.
    public static func arbLocaleRange(ofName name: String) -> Range<String.Index>? {
        guard name.hasSuffix(".arb") else { return nil }
        let stem = name.dropLast(4)
        if languageName(String(stem)) != nil { return stem.startIndex..<stem.endIndex }
        var index = stem.startIndex
        while let underscore = stem[index...].firstIndex(of: "_") {
            let rest = stem[stem.index(after: underscore)...]
            if languageName(String(rest)) != nil { return rest.startIndex..<rest.endIndex }
            index = stem.index(after: underscore)
        }
        return nil
    }

    /// The bundle an ARB file belongs to, its language replaced by `*` (`lib/l10n/app_de.arb` ->
    /// `lib/l10n/app_*.arb`): the table its messages are compared across; the path itself when its
    /// name holds no language.
    public static func arbBundle(of file: String) -> String {
        let folderEnd = file.lastIndex(of: "/").map { file.index(after: $0) } ?? file.startIndex
        let name = String(file[folderEnd...])
        guard let range = arbLocaleRange(ofName: name) else { return file }
        return String(file[..<folderEnd]) + name.replacingCharacters(in: range, with: "*")
    }

    /// The folders whose JSON files are web apps' message files (issue 27).
    public static let messageFolders: Set<String> = ["locales", "i18n", "lang"]

    /// What may follow a language in a message file's name (`en.lang.json`).
    static let messageNameSuffixes: Set<String> = ["lang", "messages", "translation", "translations", "strings", "i18n", "locale", "l10n"]

    /// The language and table of a web app's JSON message file, when its path has a recognized
    /// layout (issue 27): a file named by its language in a `locales`, `i18n` or `lang` folder
    /// (`locales/de.json`, `lang/pt-BR.json`: table `locales/*.json`), or any file in a language's
    /// folder there (`locales/de/common.json`, `i18n/fr/code.json`: table `locales/*/common.json`).
    /// - Returns: `nil` for any other JSON file.
    public static func messageFileLocale(of path: String) -> (locale: String, table: String)? {
        guard path.hasSuffix(".json") else { return nil }
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard components.count >= 2, let root = components.dropLast().lastIndex(where: { messageFolders.contains($0.lowercased()) })
        else { return nil }
        // A name with a dot is another file (`en.schema`) unless what follows says messages
        // (`en.lang`, `de.messages`).
        func language(_ written: String) -> String? {
            var name = written
            if let dot = name.firstIndex(of: ".") {
                guard messageNameSuffixes.contains(name[name.index(after: dot)...].lowercased()) else { return nil }
                name = String(name[..<dot])
            }
            return webLanguage(name)
        }
        if root == components.count - 2 {
            let name = components[root + 1]
            guard let locale = language(String(name.dropLast(".json".count))) else { return nil }
            components[root + 1] = "*.json"
            return (locale, components.joined(separator: "/"))
        }
        guard let locale = language(components[root + 1]) else { return nil }
        components[root + 1] = "*"
        return (locale, components.joined(separator: "/"))
    }

    /// A web language tag in any case (`pt-br`, `zh-CN`, `sr-latn`), spelled as gettext names it
    /// (`pt_BR`, `sr_Latn`); `nil` when it names no language.
    static func webLanguage(_ name: String) -> String? {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        let spelled = parts.enumerated().map { index, part in
            index == 0
                ? part.lowercased() : part.count == 4 ? part.prefix(1).uppercased() + part.dropFirst().lowercased() : part.uppercased()
        }
        return languageName(spelled.joined(separator: "_"))
    }

    /// The language and table of a JSON message file the configuration names (`messageFiles`),
    /// outside a recognized layout: the language its name gives (`de.json`; `messages.de.json` or
    /// `app_zh-Hant.json`, the longest part after a `.`, `_` or `-`), else its folder's (`strings/de/app.json`);
    /// the table is the path with that part as `*`. Without a language, the file is its own
    /// table and has no locale.
    public static func namedMessageFileLocale(of path: String) -> (locale: String?, table: String) {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let name = components.last, name.lowercased().hasSuffix(".json") else { return (nil, path) }
        let stem = String(name.dropLast(".json".count))
        if let locale = webLanguage(stem) {
            components[components.count - 1] = "*.json"
            return (locale, components.joined(separator: "/"))
        }
        // The longest part after a `.`, `_` or `-` that names a language (`app_zh-Hant`: `zh-Hant`).
        for cut in stem.indices where stem[cut] == "." || stem[cut] == "_" || stem[cut] == "-" {
            guard let locale = webLanguage(String(stem[stem.index(after: cut)...])) else { continue }
            components[components.count - 1] = String(stem[...cut]) + "*.json"
            return (locale, components.joined(separator: "/"))
        }
        if components.count >= 2, let locale = webLanguage(components[components.count - 2]) {
            components[components.count - 2] = "*"
            return (locale, components.joined(separator: "/"))
        }
        return (nil, path)
    }

    /// The language of a gettext catalog from its path, when its header names none (issue 27):
    /// the file's name (`de.po`, `pt_BR.po`, `sr@latin.po`), its last `-` part
    /// (`plugin-de_DE.po`, as WordPress names them), or the folder above `LC_MESSAGES`
    /// (`locale/de/LC_MESSAGES/django.po`); `nil` for a template or a name that is no language.
    public static func gettextLocale(of path: String) -> String? {
        let components = path.split(separator: "/").map(String.init)
        guard let name = components.last else { return nil }
        let stem = name.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
        if let found = languageName(stem) { return found }
        if let dash = stem.lastIndex(of: "-"), let found = languageName(String(stem[stem.index(after: dash)...])) { return found }
        if let index = components.lastIndex(of: "LC_MESSAGES"), index >= 1, let found = languageName(components[index - 1]) { return found }
        return nil
    }

    /// Suffixes after `.html` that are not languages: Apache type maps (`.var`) and editor leftovers.
    private static let notLanguages: Set<String> = ["var", "orig", "bak", "old", "tmpl", "in", "swp", "tmp"]

    /// Whether a file-name part names a character encoding (`utf8`, `euc-kr`, `iso-8859-1`, `sjis`).
    static func looksLikeCharset(_ name: String) -> Bool {
        let lower = name.lowercased()
        let known: Set<String> = [
            "utf8", "utf-8", "euc-kr", "euc-jp", "sjis", "shift_jis", "big5", "gb2312", "gbk", "koi8-r",
            "koi8-u", "iso-2022-jp", "ascii", "us-ascii", "latin1", "tis-620",
        ]
        return known.contains(lower) || lower.hasPrefix("iso-8859-") || lower.hasPrefix("windows-") || lower.hasPrefix("cp")
    }

    /// Whether the path is in a `Base.lproj` folder.
    public static func isBaseLocalization(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0.lowercased() == "base.lproj" }
    }

    /// The language of a content-negotiation variant: `page.html.fr` -> `fr`,
    /// `page.html.ko.euc-kr` -> `ko`, `page.html.zh-cn.utf8` -> `zh-cn`; `nil` for other names.
    public static func negotiationLanguage(of path: String) -> (language: String, charset: String?)? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let parts = name.split(separator: ".").map(String.init)
        guard let htmlIndex = parts.lastIndex(where: { ["html", "htm", "xhtml"].contains($0.lowercased()) }),
            htmlIndex + 1 < parts.count
        else { return nil }
        let language = parts[htmlIndex + 1]
        // A language tag: a primary subtag of 2 or 3 letters, then optional subtags (`pt-br`, `zh-tw`).
        let subtags = language.split(separator: "-", omittingEmptySubsequences: false)
        guard let primary = subtags.first, (2...3).contains(primary.count),
            subtags.allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }),
            primary.allSatisfy(\.isLetter), !notLanguages.contains(language.lowercased())
        else { return nil }
        guard htmlIndex + 3 >= parts.count else { return nil }
        let charset = htmlIndex + 2 < parts.count ? parts[htmlIndex + 2] : nil
        if let charset, !looksLikeCharset(charset) { return nil }
        return (language, charset)
    }
}
