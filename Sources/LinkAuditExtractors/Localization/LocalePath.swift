/// Languages named by file paths: `.lproj` folders and content-negotiation file names.
public enum LocalePath {
    /// The locale of a string table from its `.lproj` folder (`fr.lproj` -> `fr`,
    /// `pt-BR.lproj` -> `pt-BR`, `zh_Hans.lproj` -> `zh-Hans`); `Base.lproj` and paths without one give `nil`.
    public static func lprojLocale(of path: String) -> String? {
        for component in path.split(separator: "/").reversed() where component.hasSuffix(".lproj") {
            let name = component.dropLast(".lproj".count).replacingOccurrences(of: "_", with: "-")
            if name.lowercased() == "base" || name.isEmpty { return nil }
            if name == "English" { return "en" }
            return name
        }
        return nil
    }

    /// Suffixes after `.html` that are not languages: Apache type maps (`.var`) and editor leftovers.
    private static let notLanguages: Set<String> = ["var", "orig", "bak", "old", "tmpl", "in", "swp", "tmp"]

    /// The language of a content-negotiation variant: `page.html.fr` -> `fr`,
    /// `page.html.ko.euc-kr` -> `ko`, `page.html.zh-cn.utf8` -> `zh-cn`; `nil` for other names.
    public static func negotiationLanguage(of path: String) -> (language: String, charset: String?)? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let parts = name.split(separator: ".").map(String.init)
        guard let htmlIndex = parts.lastIndex(where: { ["html", "htm", "xhtml"].contains($0.lowercased()) }),
              htmlIndex + 1 < parts.count else { return nil }
        let language = parts[htmlIndex + 1]
        guard language.count >= 2, language.count <= 8, language.allSatisfy({ $0.isLetter || $0 == "-" }),
              !notLanguages.contains(language.lowercased()) else { return nil }
        let charset = htmlIndex + 2 < parts.count ? parts[htmlIndex + 2] : nil
        return (language, charset)
    }
}
