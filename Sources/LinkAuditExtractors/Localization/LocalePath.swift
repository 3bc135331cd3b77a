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
